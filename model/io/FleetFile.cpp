#include "FleetFile.h"

#include "../core/Text.h"
#include "../systems/SystemRegistry.h"
#include "JsonWriter.h"
#include "ReadContext.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <limits>
#include <string>
#include <unordered_set>

namespace fw::model {

namespace {

// 1-based line and column (in characters, not bytes) of a byte offset.
std::pair<int, int> lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    // A UTF-8 byte order mark is invisible in editors: line 1 starts after it.
    qsizetype lineStart = bytes.startsWith("\xEF\xBB\xBF") ? std::min<qsizetype>(3, offset) : 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i) {
        // Count UTF-8 lead bytes only, so a multi-byte character is one column.
        if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80)
            ++column;
    }
    return {line, column};
}

LoadError placedError(const QString &file, const QByteArray &bytes, qsizetype offset,
                      QString message)
{
    LoadError e;
    e.file = file;
    std::tie(e.line, e.column) = lineAndColumn(bytes, offset);
    e.message = std::move(message);
    return e;
}

LoadError fileError(const QString &file, QString message)
{
    LoadError e;
    e.file = file;
    e.message = std::move(message);
    return e;
}

// The offset of the first bracket nested deeper than `limit`, or -1. Checked before parsing so
// that a hostile file cannot make any later recursive walk deep.
qsizetype tooDeep(const QByteArray &bytes, int limit)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return -1;
}

// nlohmann's text after "parse error at line L, column C: ", with a hint for the mistakes
// people make most when they write JSON by hand.
QString parserReason(const char *what, const QByteArray &bytes, qsizetype offset)
{
    const std::string s(what);
    const auto column = s.find("column ");
    auto colon = column == std::string::npos ? s.find("] ") : s.find(": ", column);
    QString reason = QString::fromStdString(colon == std::string::npos ? s : s.substr(colon + 2));
    const char c = offset >= 0 && offset < bytes.size() ? bytes[offset] : '\0';
    if (c == '/' || c == '#')
        reason += FleetFile::tr(" (JSON has no comments)");
    else if (c == '\'')
        reason += FleetFile::tr(" (JSON strings need double quotes)");
    return reason;
}

// Where a number nlohmann could not hold appears: its message quotes the token.
qsizetype tokenOffset(const char *what, const QByteArray &bytes)
{
    const std::string s(what);
    const auto open = s.find('\'');
    const auto close = open == std::string::npos ? open : s.find('\'', open + 1);
    if (close == std::string::npos || close == open + 1)
        return -1;
    return bytes.indexOf(QByteArray::fromStdString(s.substr(open + 1, close - open - 1)));
}

// Finds duplicate keys (which nlohmann would silently collapse into one) in a second, SAX-only
// pass: nlohmann's callback parser rescans parent arrays after every object, which is quadratic.
class DuplicateKeyFinder final : public nlohmann::json_sax<Json>
{
public:
    std::vector<JsonPath> duplicates;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t &) override { return value(); }
    bool string(string_t &) override { return value(); }
    bool binary(binary_t &) override { return value(); }
    bool start_object(std::size_t) override
    {
        m_stack.push_back({false, 0, {}, {}});
        return true;
    }
    bool key(string_t &name) override
    {
        Frame &top = m_stack.back();
        top.key = name;
        if (!top.keys.insert(name).second)
            duplicates.push_back(currentPath());
        return true;
    }
    bool end_object() override { return end(); }
    bool start_array(std::size_t) override
    {
        m_stack.push_back({true, 0, {}, {}});
        return true;
    }
    bool end_array() override { return end(); }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false; // the first pass has reported it
    }

private:
    struct Frame
    {
        bool array;
        std::size_t index;
        std::string key;
        std::unordered_set<std::string> keys;
    };

    bool value()
    {
        if (!m_stack.empty() && m_stack.back().array)
            ++m_stack.back().index;
        return true;
    }
    bool end()
    {
        m_stack.pop_back();
        return value();
    }
    JsonPath currentPath() const
    {
        JsonPath path;
        for (const Frame &frame : m_stack)
            path = frame.array ? path.index(frame.index) : path.key(frame.key);
        return path;
    }

    std::vector<Frame> m_stack;
};

std::optional<OptionValue> readOption(const RulesOptionSpec &spec, const Json &value,
                                      const JsonPath &path, ReadContext &ctx)
{
    switch (spec.kind) {
    case OptionKind::Bool:
        if (auto b = read::boolean(value, path, ctx))
            return OptionValue(*b);
        return std::nullopt;
    case OptionKind::Int:
        if (auto i = read::integer(value, path, ctx, spec.minimum, spec.maximum))
            return OptionValue(*i);
        return std::nullopt;
    case OptionKind::Choice: {
        QStringList ids;
        for (const OptionChoice &c : spec.choices)
            ids << c.id;
        if (auto s = read::id(value, path, ctx, ids, FleetFile::tr("choice")))
            return OptionValue(*s);
        return std::nullopt;
    }
    case OptionKind::IntList: {
        if (!read::isArray(value, path, ctx, 1000))
            return std::nullopt;
        if (value.size() != std::size_t(spec.listLength)) {
            ctx.error(path, FleetFile::tr("must list exactly %1 numbers, found %2")
                                .arg(spec.listLength)
                                .arg(value.size()));
            return std::nullopt;
        }
        std::vector<int> list;
        bool ok = true;
        for (std::size_t i = 0; i < value.size(); ++i) {
            auto v = read::integer(value[i], path.index(i), ctx, spec.minimum, spec.maximum);
            ok = ok && v.has_value();
            list.push_back(v.value_or(0));
        }
        if (ok)
            return OptionValue(std::move(list));
        return std::nullopt;
    }
    }
    return std::nullopt;
}

Json optionToJson(const OptionValue &value)
{
    if (const bool *b = std::get_if<bool>(&value))
        return *b;
    if (const int *i = std::get_if<int>(&value))
        return *i;
    if (const QString *s = std::get_if<QString>(&value))
        return s->toStdString();
    return std::get<std::vector<int>>(value);
}

void readOptions(ObjectReader &root, const GameSystem &system, Fleet &fleet)
{
    const Json *options = root.take("options");
    if (!options)
        return;
    ObjectReader reader(*options, root.path().key("options"), root.context());
    if (!reader.isObject())
        return;
    for (const RulesOptionSpec &spec : system.options()) {
        const QByteArray key = spec.id.toUtf8();
        if (const Json *value = reader.take(key.constData())) {
            if (auto v = readOption(spec, *value, reader.path().key(spec.id), root.context()))
                fleet.options.set(spec.id, std::move(*v));
        }
    }
    fleet.optionsExtra = reader.unknownKeys();
}

} // namespace

QString LoadResult::errorText() const
{
    QStringList lines;
    for (const LoadError &e : errors)
        lines << e.toString();
    return lines.join(QLatin1Char('\n'));
}

LoadResult FleetFile::load(const QString &fileName, const SystemRegistry &systems)
{
    LoadResult result;
    QFile file(fileName);
    const QFileInfo info(fileName);
    if (!info.exists()) {
        result.errors.push_back(fileError(fileName, tr("no such file")));
        return result;
    }
    if (info.isDir()) {
        result.errors.push_back(fileError(fileName, tr("is a folder, not a fleet file")));
        return result;
    }
    if (info.size() > MaxFileSize) {
        result.errors.push_back(fileError(
            fileName, tr("is %1 bytes long; fleet files over %2 MiB (%3 bytes) are refused")
                          .arg(info.size())
                          .arg(MaxFileSize / (1024 * 1024))
                          .arg(MaxFileSize)));
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.errors.push_back(
            fileError(fileName, tr("cannot be opened: %1").arg(file.errorString())));
        return result;
    }
    // Read one byte past the limit, in case the file grew since it was measured.
    const QByteArray bytes = file.read(MaxFileSize + 1);
    return parse(bytes, fileName, systems);
}

LoadResult FleetFile::parse(const QByteArray &bytes, const QString &fileName,
                            const SystemRegistry &systems)
{
    LoadResult result;
    if (bytes.size() > MaxFileSize) {
        result.errors.push_back(
            fileError(fileName, tr("is larger than %1 MiB; fleet files that large are refused")
                                    .arg(MaxFileSize / (1024 * 1024))));
        return result;
    }
    if (bytes.trimmed().isEmpty()) {
        result.errors.push_back(fileError(fileName, tr("the file is empty")));
        return result;
    }
    if (const qsizetype at = tooDeep(bytes, MaxNesting); at >= 0) {
        result.errors.push_back(placedError(
            fileName, bytes, at,
            tr("values are nested more than %1 levels deep; fleet files are never that deep")
                .arg(MaxNesting)));
        return result;
    }

    Json doc;
    try {
        doc = Json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const Json::parse_error &e) {
        const qsizetype offset = qsizetype(e.byte) - 1;
        result.errors.push_back(
            placedError(fileName, bytes, offset,
                        tr("invalid JSON: %1").arg(parserReason(e.what(), bytes, offset))));
        return result;
    } catch (const Json::exception &e) {
        // A number no double can hold ("1e400") is valid JSON that nlohmann refuses.
        const qsizetype offset = tokenOffset(e.what(), bytes);
        const QString reason = tr("a number is too large: %1").arg(QString::fromUtf8(e.what()));
        result.errors.push_back(offset >= 0 ? placedError(fileName, bytes, offset, reason)
                                            : fileError(fileName, reason));
        return result;
    }

    DuplicateKeyFinder duplicates;
    Json::sax_parse(bytes.constBegin(), bytes.constEnd(), &duplicates);
    ReadContext ctx(fileName);
    for (const JsonPath &path : duplicates.duplicates)
        ctx.error(path, tr("this key appears more than once in the same object"));

    ObjectReader root(doc, JsonPath(), ctx);
    if (!root.isObject()) {
        result.errors = ctx.errors();
        return result;
    }

    if (const Json *format = root.require("format")) {
        if (!format->is_string() || format->get<std::string>() != FormatName) {
            const QString found
                = format->is_string()
                      ? text::quoted(QString::fromStdString(format->get<std::string>()).left(100))
                      : read::describeType(*format);
            ctx.error(JsonPath().key("format"),
                      tr("this is not a Fleetwright fleet file: %1 must be %2, found %3")
                          .arg(text::quoted(QStringLiteral("format")),
                               text::quoted(QLatin1String(FormatName)), found));
        }
    }
    if (auto version = root.requiredInteger("formatVersion", 1, std::numeric_limits<int>::max())) {
        if (*version > FormatVersion) {
            ctx.error(JsonPath().key("formatVersion"),
                      tr("the file has format version %1, written by a newer Fleetwright; "
                         "this version reads format version %2")
                          .arg(*version)
                          .arg(FormatVersion));
        }
    }
    const GameSystem *system = nullptr;
    if (auto systemId = root.requiredString("system", 100)) {
        system = systems.find(*systemId);
        if (!system) {
            const QString suggestion = text::closestMatch(*systemId, systems.ids());
            QString message = suggestion.isEmpty()
                                  ? tr("unknown game system %1.").arg(text::quoted(*systemId))
                                  : tr("unknown game system %1; did you mean %2?")
                                        .arg(text::quoted(*systemId), text::quoted(suggestion));
            message += tr(" Supported systems: %1.").arg(systems.ids().join(QLatin1String(", ")));
            ctx.error(JsonPath().key("system"), message);
        }
    }
    if (ctx.hasErrors() || !system) {
        // Without a known format and system, the rest of the file cannot be read reliably.
        result.errors = ctx.errors();
        return result;
    }

    std::unique_ptr<Fleet> fleet = system->createFleet();
    fleet->name = root.requiredString("name", 200).value_or(QString());
    fleet->notes = root.string("notes", QString(), 100000);
    fleet->budget = root.optionalInteger("budget", 0, 10000000);
    readOptions(root, *system, *fleet);
    system->readFleet(root, *fleet);
    fleet->extra = root.unknownKeys();

    if (ctx.hasErrors())
        result.errors = ctx.errors();
    else
        result.fleet = std::move(fleet);
    return result;
}

QByteArray FleetFile::serialize(const Fleet &fleet, const SystemRegistry &systems)
{
    const GameSystem *system = systems.find(fleet.systemId);
    Q_ASSERT(system);
    Json root = Json::object();
    root["format"] = FormatName;
    root["formatVersion"] = FormatVersion;
    root["system"] = fleet.systemId.toStdString();
    root["name"] = fleet.name.toStdString();
    if (!fleet.notes.isEmpty())
        root["notes"] = fleet.notes.toStdString();
    if (fleet.budget)
        root["budget"] = *fleet.budget;
    Json options = Json::object();
    if (system) {
        for (const RulesOptionSpec &spec : system->options())
            options[spec.id.toStdString()] = optionToJson(fleet.options.value(spec));
    }
    for (const auto &[key, value] : fleet.optionsExtra.items())
        options[key] = value;
    root["options"] = std::move(options);
    if (system)
        system->writeFleet(fleet, root);
    for (const auto &[key, value] : fleet.extra.items()) {
        if (!root.contains(key))
            root[key] = value;
    }
    return QByteArray::fromStdString(formatJson(root));
}

QString FleetFile::save(const Fleet &fleet, const QString &fileName, const SystemRegistry &systems)
{
    const QByteArray bytes = serialize(fleet, systems);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1: cannot be written: %2").arg(fileName, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return tr("%1: cannot be written: %2").arg(fileName, reason);
    }
    if (!file.commit())
        return tr("%1: cannot be written: %2").arg(fileName, file.errorString());
    return {};
}

} // namespace fw::model
