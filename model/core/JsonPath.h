#pragma once

#include <QString>

#include <cstddef>
#include <string_view>

namespace fw::model {

// A location inside a JSON document, written the way issues and errors name it:
// `ships[2].weapons[1].range`. The root is the empty path.
class JsonPath
{
public:
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

    bool isRoot() const { return m_text.isEmpty(); }
    const QString &toString() const { return m_text; }
    // For messages: the path, or a translated "top level" for the root.
    QString display() const;

    bool operator==(const JsonPath &other) const = default;

private:
    QString m_text;
};

} // namespace fw::model
