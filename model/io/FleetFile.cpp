#include "FleetFile.h"

#include "../core/Text.h"
#include "../systems/SystemRegistry.h"
#include "FileAccess.h"
#include "JsonText.h"
#include "JsonWriter.h"
#include "ReadContext.h"

#include <limits>
#include <string>

namespace fw::model {

namespace {

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
    Result<QByteArray> bytes = FileAccess::read(fileName, MaxFileSize, tr("fleet files"));
    if (!bytes) {
        LoadResult result;
        result.errors.push_back(fileError(fileName, bytes.error()));
        return result;
    }
    return parse(std::move(bytes).value(), fileName, systems);
}

LoadResult FleetFile::parse(QByteArray bytes, const QString &fileName,
                            const SystemRegistry &systems)
{
    LoadResult result;
    if (bytes.size() > MaxFileSize) {
        result.errors.push_back(
            fileError(fileName, tr("is larger than %1 MiB; fleet files that large are refused")
                                    .arg(MaxFileSize / (1024 * 1024))));
        return result;
    }
    ReadContext ctx(fileName);
    std::optional<Json> parsed = parseJsonText(bytes, fileName, MaxNesting, ctx, result.errors);
    if (!parsed)
        return result;
    // From here on every error has a JSON path: the text is no longer needed.
    bytes = QByteArray();
    Json doc = std::move(*parsed);
    parsed.reset();

    ObjectReader root = ObjectReader::readOnce(doc, JsonPath(), ctx);
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

namespace {

Json fleetJson(const Fleet &fleet, const SystemRegistry &systems)
{
    const GameSystem *system = systems.find(fleet.systemId);
    Q_ASSERT(system);
    Json root = Json::object();
    root["format"] = FleetFile::FormatName;
    root["formatVersion"] = FleetFile::FormatVersion;
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
    appendUnknownKeys(options, fleet.optionsExtra);
    root["options"] = std::move(options);
    if (system)
        system->writeFleet(fleet, root);
    appendUnknownKeys(root, fleet.extra);
    return root;
}

QString mebibytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

} // namespace

QByteArray FleetFile::serialize(const Fleet &fleet, const SystemRegistry &systems)
{
    return QByteArray::fromStdString(formatJson(fleetJson(fleet, systems)));
}

Result<QByteArray> FleetFile::serializeReadable(const Fleet &fleet, const SystemRegistry &systems)
{
    const Json root = fleetJson(fleet, systems);
    QByteArray text = QByteArray::fromStdString(formatJson(root));
    if (text.size() <= MaxFileSize)
        return text;
    // One line, no spaces: the same fleet in about a third of the bytes.
    const qint64 pretty = text.size();
    text = QByteArray::fromStdString(root.dump(-1, ' ', false, Json::error_handler_t::replace));
    if (text.size() <= MaxFileSize)
        return text;
    return Result<QByteArray>::failure(
        tr("the fleet takes %1 MiB to write (%2 MiB laid out), more than the %3 MiB a fleet file "
           "may have, so it could not be opened again; remove designs or ships, or split the "
           "fleet in two")
            .arg(mebibytes(text.size()), mebibytes(pretty), mebibytes(MaxFileSize)));
}

Result<void> FleetFile::save(const Fleet &fleet, const QString &fileName,
                             const SystemRegistry &systems)
{
    const Result<QByteArray> text = serializeReadable(fleet, systems);
    if (!text) {
        return Result<void>::failure(
            tr("%1: not saved, and the file is unchanged: %2").arg(fileName, text.error()));
    }
    return FileAccess::write(fileName, text.value());
}

} // namespace fw::model
