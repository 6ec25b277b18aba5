#pragma once

#include "../core/Json.h"
#include "../core/JsonPath.h"
#include "LoadError.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace fw::model {

// Collects every content error of one file, so a user sees all of them at once.
class ReadContext
{
    Q_DECLARE_TR_FUNCTIONS(fw::FleetFile)

public:
    explicit ReadContext(QString file)
        : m_file(std::move(file))
    {}

    void error(const JsonPath &path, QString message);
    const std::vector<LoadError> &errors() const { return m_errors; }
    bool hasErrors() const { return !m_errors.empty(); }
    const QString &file() const { return m_file; }

    // `text`, sharing its characters with every equal string shared here before: an id or a
    // name repeated on thousands of ships (a class, a battlegroup) is then held once.
    QString shared(const QString &text);

private:
    QString m_file;
    std::vector<LoadError> m_errors;
    QSet<QString> m_shared;
};

// Typed access to one JSON value, reporting type and range errors at its path.
namespace read {
QString describeType(const Json &value);
std::optional<int> integer(const Json &value, const JsonPath &path, ReadContext &ctx, int minimum,
                           int maximum);
std::optional<bool> boolean(const Json &value, const JsonPath &path, ReadContext &ctx);
std::optional<QString> string(const Json &value, const JsonPath &path, ReadContext &ctx,
                              int maxLength);
// A string that must be one of `ids`, which it then shares (no copy per ship); `what` names the
// kind of id ("weapon type").
std::optional<QString> id(const Json &value, const JsonPath &path, ReadContext &ctx,
                          const QStringList &ids, const QString &what);
bool isArray(const Json &value, const JsonPath &path, ReadContext &ctx, std::size_t maxSize);
} // namespace read

// Reads the keys of one JSON object. Keys it is asked for are "taken"; the rest are unknown
// keys, which the caller keeps (`unknownKeys()`) so that nothing a user wrote is dropped.
class ObjectReader
{
public:
    ObjectReader(const Json &value, JsonPath path, ReadContext &ctx);
    // A reader of a document that is read once and then dropped: forEachElement() frees each
    // element of a list as soon as it has been read.
    static ObjectReader readOnce(Json &document, JsonPath path, ReadContext &ctx);

    bool isObject() const { return m_object != nullptr; }
    const JsonPath &path() const { return m_path; }
    ReadContext &context() const { return m_ctx; }

    const Json *take(const char *key);
    const Json *require(const char *key);

    std::optional<QString> requiredString(const char *key, int maxLength);
    QString string(const char *key, const QString &fallback, int maxLength);
    std::optional<int> requiredInteger(const char *key, int minimum, int maximum);
    std::optional<int> optionalInteger(const char *key, int minimum, int maximum);
    int integer(const char *key, int fallback, int minimum, int maximum);
    bool boolean(const char *key, bool fallback);
    std::optional<bool> requiredBoolean(const char *key);
    std::optional<QString> requiredId(const char *key, const QStringList &ids, const QString &what);

    Json unknownKeys() const;

    // Calls `each` with every element of the array `key` and its path; an error if it is not an
    // array or has more than `maxSize` elements, or (when `required`) if it is missing. With
    // readOnce(), each element's JSON is freed once `each` has read it, so that a huge fleet's
    // ships are never held twice, as JSON and as ships.
    void forEachElement(const char *key, bool required, std::size_t maxSize,
                        const std::function<void(const Json &, const JsonPath &)> &each);
    // forEachElement() for a list of objects: `each` reads every element that is an object (the
    // others are reported as not objects).
    void forEachObject(const char *key, bool required, std::size_t maxSize,
                       const std::function<void(ObjectReader &)> &each);
    // A list of whole numbers, each within [minimum, maximum]; empty (and reported) when it is
    // not a list. Elements out of range are reported and left out.
    std::vector<int> integers(const char *key, std::size_t maxSize, int minimum, int maximum);
    // An optional id out of `ids`: its position, or `fallback` when the key is missing or wrong.
    int idIndex(const char *key, const QStringList &ids, const QString &what, int fallback);

private:
    const Json *m_object = nullptr;
    Json *m_document = nullptr; // the same object as m_object, when read once
    JsonPath m_path;
    ReadContext &m_ctx;
    std::vector<std::string> m_taken;
};

} // namespace fw::model
