#pragma once

#include <QString>

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace fw::model {

// A location inside a JSON document, written the way issues and errors name it:
// `ships[2].weapons[1].range`. The root is the empty path. Keys that are not plain identifiers
// are quoted: `extra["a.b"]`, with `\\` and `\"` escaped inside the quotes.
class JsonPath
{
public:
    // One step of a path: an object key, or an array index.
    struct Segment
    {
        QString key;         // the key, when isIndex() is false
        std::size_t index{}; // the index, when isIndex() is true
        bool indexed = false;

        bool isIndex() const { return indexed; }
        bool operator==(const Segment &other) const = default;
    };

    JsonPath() = default;
    explicit JsonPath(QString text)
        : m_text(std::move(text))
    {}

    [[nodiscard]] JsonPath key(const char *name) const { return key(std::string_view(name)); }
    [[nodiscard]] JsonPath key(const std::string &name) const
    {
        return key(std::string_view(name));
    }
    [[nodiscard]] JsonPath key(std::string_view name) const;
    [[nodiscard]] JsonPath key(const QString &name) const;
    [[nodiscard]] JsonPath index(std::size_t i) const;

    // Reads a path as key() and index() write it. Null when `text` is not such a path (an
    // unclosed bracket, an empty key, a sign or letter in an index, an index too large, ...).
    static std::optional<JsonPath> parse(const QString &text);
    // The path made of `segments`, written as key() and index() write it.
    static JsonPath fromSegments(const std::vector<Segment> &segments);

    // The steps of the path, root first; none for the root or for text that parse() refuses.
    std::vector<Segment> segments() const;
    // Whether the path is `prefix` or lies below it (segment by segment: `ships[1]` is not a
    // prefix of `ships[10]`, nor `ship` of `ships`).
    bool startsWith(const JsonPath &prefix) const;
    // The path below `prefix` (`weapons[1].range` for `ships[2].weapons[1].range` after
    // `ships[2]`); null when the path does not start with `prefix`.
    std::optional<JsonPath> tailAfter(const JsonPath &prefix) const;
    // The index right after `prefix` (2 for `ships[2].name` after `ships`); null when the path
    // does not start with `prefix` followed by an index.
    std::optional<std::size_t> indexAfter(const JsonPath &prefix) const;
    // The index of segment `position`; null when there is no such segment or it is a key.
    std::optional<std::size_t> indexAt(std::size_t position) const;

    bool isRoot() const { return m_text.isEmpty(); }
    const QString &toString() const { return m_text; }
    // For messages: the path, or a translated "top level" for the root.
    QString display() const;

    bool operator==(const JsonPath &other) const = default;

private:
    QString m_text;
};

} // namespace fw::model
