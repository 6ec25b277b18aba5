#include "ReadContext.h"

#include "../core/Text.h"

#include <algorithm>

namespace fw::model {

void ReadContext::error(const JsonPath &path, QString message)
{
    LoadError e;
    e.file = m_file;
    e.path = path.toString();
    e.hasPath = true;
    e.message = std::move(message);
    m_errors.push_back(std::move(e));
}

QString ReadContext::shared(const QString &text)
{
    return *m_shared.insert(text);
}

namespace read {

QString describeType(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null:
        return ReadContext::tr("null");
    case Json::value_t::boolean:
        return value.get<bool>() ? ReadContext::tr("true") : ReadContext::tr("false");
    case Json::value_t::string:
        return ReadContext::tr("a string");
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
        return ReadContext::tr("an integer");
    case Json::value_t::number_float:
        return ReadContext::tr("a number with a fraction or exponent");
    case Json::value_t::object:
        return ReadContext::tr("an object");
    case Json::value_t::array:
        return ReadContext::tr("an array");
    case Json::value_t::binary:
    case Json::value_t::discarded:
        break;
    }
    return ReadContext::tr("an unsupported value");
}

std::optional<int> integer(const Json &value, const JsonPath &path, ReadContext &ctx, int minimum,
                           int maximum)
{
    const auto outOfRange = [&](const QString &found) {
        ctx.error(path, ReadContext::tr("must be a whole number from %1 to %2, found %3")
                            .arg(minimum)
                            .arg(maximum)
                            .arg(found));
    };
    if (value.is_number_integer()) {
        // Unsigned values above INT64_MAX only come from absurd inputs; compare in the wide type.
        if (value.is_number_unsigned()) {
            const auto v = value.get<std::uint64_t>();
            if (v > std::uint64_t(maximum) || (minimum > 0 && v < std::uint64_t(minimum))) {
                outOfRange(QString::number(v));
                return std::nullopt;
            }
            return int(v);
        }
        const auto v = value.get<std::int64_t>();
        if (v < minimum || v > maximum) {
            outOfRange(QString::number(v));
            return std::nullopt;
        }
        return int(v);
    }
    if (value.is_number_float()) {
        ctx.error(path, ReadContext::tr("expected a whole number from %1 to %2, found %3")
                            .arg(minimum)
                            .arg(maximum)
                            .arg(QString::fromStdString(value.dump())));
        return std::nullopt;
    }
    ctx.error(path, ReadContext::tr("expected a whole number, found %1").arg(describeType(value)));
    return std::nullopt;
}

std::optional<bool> boolean(const Json &value, const JsonPath &path, ReadContext &ctx)
{
    if (value.is_boolean())
        return value.get<bool>();
    ctx.error(path, ReadContext::tr("expected true or false, found %1").arg(describeType(value)));
    return std::nullopt;
}

std::optional<QString> string(const Json &value, const JsonPath &path, ReadContext &ctx,
                              int maxLength)
{
    if (!value.is_string()) {
        ctx.error(path, ReadContext::tr("expected a string, found %1").arg(describeType(value)));
        return std::nullopt;
    }
    QString s = QString::fromStdString(value.get_ref<const std::string &>());
    if (s.size() > maxLength) {
        // Characters, not UTF-16 units: a character outside the BMP is one character.
        const qsizetype characters = s.size() - std::count_if(s.cbegin(), s.cend(), [](QChar c) {
                                         return c.isLowSurrogate();
                                     });
        if (characters > maxLength) {
            ctx.error(path, ReadContext::tr("is %1 characters long; at most %2 are allowed")
                                .arg(characters)
                                .arg(maxLength));
            return std::nullopt;
        }
    }
    return s;
}

std::optional<QString> id(const Json &value, const JsonPath &path, ReadContext &ctx,
                          const QStringList &ids, const QString &what)
{
    if (!value.is_string()) {
        ctx.error(path, ReadContext::tr("expected a %1 id (a string), found %2")
                            .arg(what, describeType(value)));
        return std::nullopt;
    }
    const QString s = QString::fromStdString(value.get_ref<const std::string &>());
    if (const qsizetype at = ids.indexOf(s); at >= 0)
        return ids.at(at);
    const QString suggestion = text::closestMatch(s.left(100), ids);
    QString message = suggestion.isEmpty()
                          ? ReadContext::tr("unknown %1 %2.").arg(what, text::quoted(s.left(100)))
                          : ReadContext::tr("unknown %1 %2; did you mean %3?")
                                .arg(what, text::quoted(s.left(100)), text::quoted(suggestion));
    message += ReadContext::tr(" Expected one of: %1.").arg(ids.join(QLatin1String(", ")));
    ctx.error(path, message);
    return std::nullopt;
}

bool isArray(const Json &value, const JsonPath &path, ReadContext &ctx, std::size_t maxSize)
{
    if (!value.is_array()) {
        ctx.error(path, ReadContext::tr("expected an array, found %1").arg(describeType(value)));
        return false;
    }
    if (value.size() > maxSize) {
        ctx.error(path, ReadContext::tr("has %1 entries; at most %2 are allowed")
                            .arg(value.size())
                            .arg(maxSize));
        return false;
    }
    return true;
}

} // namespace read

ObjectReader::ObjectReader(const Json &value, JsonPath path, ReadContext &ctx)
    : m_path(std::move(path))
    , m_ctx(ctx)
{
    if (value.is_object())
        m_object = &value;
    else
        ctx.error(m_path,
                  ReadContext::tr("expected an object, found %1").arg(read::describeType(value)));
}

ObjectReader ObjectReader::readOnce(Json &document, JsonPath path, ReadContext &ctx)
{
    ObjectReader reader(document, std::move(path), ctx);
    if (reader.m_object)
        reader.m_document = &document;
    return reader;
}

void ObjectReader::forEachElement(const char *key, bool required, std::size_t maxSize,
                                  const std::function<void(const Json &, const JsonPath &)> &each)
{
    const Json *value = required ? require(key) : take(key);
    const JsonPath path = m_path.key(key);
    if (!value || !read::isArray(*value, path, m_ctx, maxSize))
        return;
    Json *list = m_document ? &m_document->find(key).value() : nullptr;
    for (std::size_t i = 0; i < value->size(); ++i) {
        each((*value)[i], path.index(i));
        if (list)
            (*list)[i] = Json();
    }
    if (list)
        *list = Json::array();
}

void ObjectReader::forEachObject(const char *key, bool required, std::size_t maxSize,
                                 const std::function<void(ObjectReader &)> &each)
{
    forEachElement(key, required, maxSize, [&](const Json &value, const JsonPath &path) {
        ObjectReader element(value, path, m_ctx);
        if (element.isObject())
            each(element);
    });
}

std::vector<int> ObjectReader::integers(const char *key, std::size_t maxSize, int minimum,
                                        int maximum)
{
    std::vector<int> numbers;
    forEachElement(key, false, maxSize, [&](const Json &value, const JsonPath &path) {
        if (const std::optional<int> n = read::integer(value, path, m_ctx, minimum, maximum))
            numbers.push_back(*n);
    });
    return numbers;
}

int ObjectReader::idIndex(const char *key, const QStringList &ids, const QString &what,
                          int fallback)
{
    const Json *value = take(key);
    if (!value)
        return fallback;
    const std::optional<QString> id = read::id(*value, m_path.key(key), m_ctx, ids, what);
    return id ? int(ids.indexOf(*id)) : fallback;
}

const Json *ObjectReader::take(const char *key)
{
    if (!m_object)
        return nullptr;
    auto it = m_object->find(key);
    if (it == m_object->end())
        return nullptr;
    m_taken.emplace_back(key);
    return &*it;
}

const Json *ObjectReader::require(const char *key)
{
    if (!m_object)
        return nullptr;
    const Json *value = take(key);
    if (!value) {
        m_ctx.error(
            m_path,
            ReadContext::tr("missing required key %1").arg(text::quoted(QLatin1String(key))));
    }
    return value;
}

std::optional<QString> ObjectReader::requiredString(const char *key, int maxLength)
{
    const Json *value = require(key);
    return value ? read::string(*value, m_path.key(key), m_ctx, maxLength) : std::nullopt;
}

QString ObjectReader::string(const char *key, const QString &fallback, int maxLength)
{
    const Json *value = take(key);
    if (!value)
        return fallback;
    return read::string(*value, m_path.key(key), m_ctx, maxLength).value_or(fallback);
}

std::optional<int> ObjectReader::requiredInteger(const char *key, int minimum, int maximum)
{
    const Json *value = require(key);
    return value ? read::integer(*value, m_path.key(key), m_ctx, minimum, maximum) : std::nullopt;
}

std::optional<int> ObjectReader::optionalInteger(const char *key, int minimum, int maximum)
{
    const Json *value = take(key);
    return value ? read::integer(*value, m_path.key(key), m_ctx, minimum, maximum) : std::nullopt;
}

int ObjectReader::integer(const char *key, int fallback, int minimum, int maximum)
{
    return optionalInteger(key, minimum, maximum).value_or(fallback);
}

bool ObjectReader::boolean(const char *key, bool fallback)
{
    const Json *value = take(key);
    if (!value)
        return fallback;
    return read::boolean(*value, m_path.key(key), m_ctx).value_or(fallback);
}

std::optional<bool> ObjectReader::requiredBoolean(const char *key)
{
    const Json *value = require(key);
    return value ? read::boolean(*value, m_path.key(key), m_ctx) : std::nullopt;
}

std::optional<QString> ObjectReader::requiredId(const char *key, const QStringList &ids,
                                                const QString &what)
{
    const Json *value = require(key);
    return value ? read::id(*value, m_path.key(key), m_ctx, ids, what) : std::nullopt;
}

// Null when every key was known: a fleet of many small ships then holds no empty object per
// ship (Json's null needs no memory of its own).
Json ObjectReader::unknownKeys() const
{
    Json extra;
    if (!m_object)
        return extra;
    for (const auto &[key, value] : m_object->items()) {
        if (std::find(m_taken.begin(), m_taken.end(), key) != m_taken.end())
            continue;
        if (extra.is_null())
            extra = Json::object();
        appendMember(extra, key, value); // the object's keys are unique
    }
    return extra;
}

} // namespace fw::model
