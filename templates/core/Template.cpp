#include "Template.h"

#include <model/core/Text.h>
#include <model/io/FileAccess.h>
#include <model/io/JsonText.h>
#include <model/io/ReadContext.h>

#include <QCoreApplication>

#include <cmath>

namespace fw::templates {

using model::Json;
using model::JsonPath;
using model::ObjectReader;
using model::ReadContext;

namespace {

class TemplateText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Template)
};

constexpr double MaxLength = 5000; // points: larger than any paper Fleetwright prints on

QString lengthExample()
{
    return TemplateText::tr("a length with its unit, such as \"12mm\", \"0.5in\", \"1.2cm\" or "
                            "\"10pt\"");
}

// A length with its unit; `autoAllowed`: the word "auto" gives nullopt without an error.
std::optional<double> readLength(const Json &value, const JsonPath &path, ReadContext &ctx,
                                 bool *isAuto = nullptr)
{
    if (isAuto)
        *isAuto = false;
    if (!value.is_string()) {
        ctx.error(path, TemplateText::tr("expected %1, found %2")
                            .arg(lengthExample(), model::read::describeType(value)));
        return std::nullopt;
    }
    const QString s = QString::fromStdString(value.get_ref<const std::string &>());
    if (isAuto && s == QLatin1String("auto")) {
        *isAuto = true;
        return std::nullopt;
    }
    const std::optional<double> length = parseLength(s);
    if (!length) {
        ctx.error(path, TemplateText::tr("expected %1, found %2")
                            .arg(lengthExample(), model::text::quoted(s.left(40))));
        return std::nullopt;
    }
    if (*length < 0 || *length > MaxLength) {
        ctx.error(path, TemplateText::tr("%1 is out of range: lengths run from 0 to %2 mm")
                            .arg(model::text::quoted(s))
                            .arg(std::lround(MaxLength * 25.4 / 72)));
        return std::nullopt;
    }
    return length;
}

// Reports every key of `reader`'s object that was not taken, with a suggestion.
void reportUnknownKeys(const ObjectReader &reader, const QStringList &known)
{
    const Json unknown = reader.unknownKeys();
    for (const auto &[key, value] : unknown.items()) {
        (void)value;
        const QString name = QString::fromStdString(key);
        const QString suggestion = model::text::closestMatch(name, known);
        QString message
            = suggestion.isEmpty()
                  ? TemplateText::tr("unknown key %1.").arg(model::text::quoted(name.left(60)))
                  : TemplateText::tr("unknown key %1; did you mean %2?")
                        .arg(model::text::quoted(name.left(60)), model::text::quoted(suggestion));
        if (!known.isEmpty())
            message
                += TemplateText::tr(" Known keys here: %1.").arg(known.join(QLatin1String(", ")));
        reader.context().error(reader.path().key(key), message);
    }
}

std::optional<double> requiredLength(ObjectReader &reader, const char *key)
{
    const Json *value = reader.require(key);
    return value ? readLength(*value, reader.path().key(key), reader.context()) : std::nullopt;
}

// Reads a section whose keys are the names a layout asks for; `readOne` reads one value.
template<typename T, typename ReadOne>
void readSection(ObjectReader &root, const char *key, const QStringList &names,
                 std::map<QString, T> &into, ReadOne readOne)
{
    if (names.isEmpty())
        return; // the layout has no such section: the key is reported as unknown
    const Json *section = root.require(key);
    if (!section)
        return;
    ObjectReader reader(*section, root.path().key(key), root.context());
    if (!reader.isObject())
        return;
    for (const QString &name : names) {
        const std::string k = name.toStdString();
        if (const Json *value = reader.require(k.c_str())) {
            if (std::optional<T> v = readOne(*value, reader.path().key(k)))
                into[name] = *v;
        }
    }
    reportUnknownKeys(reader, names);
}

std::optional<Field> readField(const Json &value, const JsonPath &path, ReadContext &ctx)
{
    ObjectReader r(value, path, ctx);
    if (!r.isObject())
        return std::nullopt;
    Field f;
    const auto x = requiredLength(r, "x");
    const auto y = requiredLength(r, "y");
    const auto width = requiredLength(r, "width");
    const auto size = requiredLength(r, "size");
    if (const Json *v = r.take("minSize"))
        f.minSize = readLength(*v, path.key("minSize"), ctx).value_or(0);
    f.lines = r.integer("lines", 1, 1, 6);
    f.bold = r.boolean("bold", false);
    if (const Json *v = r.take("align")) {
        const QStringList aligns{QStringLiteral("left"), QStringLiteral("center"),
                                 QStringLiteral("right")};
        if (auto a
            = model::read::id(*v, path.key("align"), ctx, aligns, TemplateText::tr("alignment")))
            f.align = *a == aligns[0]   ? Align::Left
                      : *a == aligns[1] ? Align::Center
                                        : Align::Right;
    }
    reportUnknownKeys(r,
                      {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("width"),
                       QStringLiteral("size"), QStringLiteral("minSize"), QStringLiteral("lines"),
                       QStringLiteral("bold"), QStringLiteral("align")});
    if (!x || !y || !width || !size)
        return std::nullopt;
    f.x = *x;
    f.y = *y;
    f.width = *width;
    f.size = *size;
    if (f.size < 3 || f.size > 72) {
        ctx.error(path.key("size"),
                  TemplateText::tr("text size %1 pt is out of range: 3 pt to 72 pt")
                      .arg(f.size, 0, 'f', 1));
        return std::nullopt;
    }
    if (f.minSize > f.size) {
        ctx.error(path.key("minSize"),
                  TemplateText::tr("the smallest size (%1 pt) is larger than the size (%2 pt)")
                      .arg(f.minSize, 0, 'f', 1)
                      .arg(f.size, 0, 'f', 1));
        return std::nullopt;
    }
    return f;
}

std::optional<Box> readBox(const Json &value, const JsonPath &path, ReadContext &ctx)
{
    ObjectReader r(value, path, ctx);
    if (!r.isObject())
        return std::nullopt;
    const auto x = requiredLength(r, "x");
    const auto y = requiredLength(r, "y");
    const auto width = requiredLength(r, "width");
    const auto height = requiredLength(r, "height");
    reportUnknownKeys(r, {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("width"),
                          QStringLiteral("height")});
    if (!x || !y || !width || !height)
        return std::nullopt;
    return Box{*x, *y, *width, *height};
}

std::optional<CounterGrid> readGrid(const Json &value, const JsonPath &path, ReadContext &ctx)
{
    ObjectReader r(value, path, ctx);
    if (!r.isObject())
        return std::nullopt;
    CounterGrid g;
    const auto nx = r.requiredInteger("nx", 1, 100);
    const auto ny = r.requiredInteger("ny", 1, 100);
    for (const char *key : {"x0", "y0"}) {
        if (const Json *v = r.take(key)) {
            bool isAuto = false;
            const auto length = readLength(*v, path.key(key), ctx, &isAuto);
            (key[0] == 'x' ? g.x0 : g.y0) = length;
        }
    }
    const auto dx = requiredLength(r, "dx");
    const auto dy = requiredLength(r, "dy");
    const auto width = requiredLength(r, "width");
    const auto height = requiredLength(r, "height");
    if (const Json *v = r.take("bleed"))
        g.bleed = readLength(*v, path.key("bleed"), ctx).value_or(0);
    g.cutMarks = r.boolean("cutMarks", true);
    reportUnknownKeys(r, {QStringLiteral("nx"), QStringLiteral("ny"), QStringLiteral("x0"),
                          QStringLiteral("y0"), QStringLiteral("dx"), QStringLiteral("dy"),
                          QStringLiteral("width"), QStringLiteral("height"),
                          QStringLiteral("bleed"), QStringLiteral("cutMarks")});
    if (!nx || !ny || !dx || !dy || !width || !height)
        return std::nullopt;
    g.nx = *nx;
    g.ny = *ny;
    g.dx = *dx;
    g.dy = *dy;
    g.width = *width;
    g.height = *height;
    bool ok = true;
    const auto mmText = [](double points) {
        return QString::number(points * 25.4 / 72, 'f', 1);
    };
    if (g.width < 1 || g.height < 1) {
        ctx.error(path, TemplateText::tr("counters must be at least 1 pt wide and high"));
        ok = false;
    }
    if (g.nx > 1 && g.dx < g.width) {
        ctx.error(path.key("dx"),
                  TemplateText::tr("the column step (%1 mm) is less than the counter width "
                                   "(%2 mm): counters would overlap")
                      .arg(mmText(g.dx), mmText(g.width)));
        ok = false;
    }
    if (g.ny > 1 && g.dy < g.height) {
        ctx.error(path.key("dy"),
                  TemplateText::tr("the row step (%1 mm) is less than the counter height "
                                   "(%2 mm): counters would overlap")
                      .arg(mmText(g.dy), mmText(g.height)));
        ok = false;
    }
    if (ok && g.bleed * 2 > std::min(g.dx - g.width, g.dy - g.height) && (g.nx > 1 || g.ny > 1)
        && g.bleed > 0) {
        ctx.error(path.key("bleed"),
                  TemplateText::tr("a bleed of %1 mm needs a gap of at least %2 mm between "
                                   "counters")
                      .arg(mmText(g.bleed), mmText(2 * g.bleed)));
        ok = false;
    }
    if (!ok)
        return std::nullopt;
    return g;
}

std::optional<Margins> readMargins(const Json &value, const JsonPath &path, ReadContext &ctx)
{
    if (value.is_string()) {
        const auto m = readLength(value, path, ctx);
        return m ? std::optional<Margins>(Margins{*m, *m, *m, *m}) : std::nullopt;
    }
    ObjectReader r(value, path, ctx);
    if (!r.isObject())
        return std::nullopt;
    const auto top = requiredLength(r, "top");
    const auto right = requiredLength(r, "right");
    const auto bottom = requiredLength(r, "bottom");
    const auto left = requiredLength(r, "left");
    reportUnknownKeys(r, {QStringLiteral("top"), QStringLiteral("right"), QStringLiteral("bottom"),
                          QStringLiteral("left")});
    if (!top || !right || !bottom || !left)
        return std::nullopt;
    return Margins{*top, *right, *bottom, *left};
}

QString mmText(double points)
{
    return QString::number(points * 25.4 / 72, 'f', 1);
}

model::LoadError pathError(const QString &file, const JsonPath &path, QString message)
{
    model::LoadError e;
    e.file = file;
    e.path = path.toString();
    e.hasPath = true;
    e.message = std::move(message);
    return e;
}

} // namespace

double Template::value(const QString &key) const
{
    const auto it = values.find(key);
    Q_ASSERT_X(it != values.end(), "Template::value", qPrintable(key));
    return it == values.end() ? 0 : it->second;
}

double Template::number(const QString &key) const
{
    const auto it = numbers.find(key);
    Q_ASSERT_X(it != numbers.end(), "Template::number", qPrintable(key));
    return it == numbers.end() ? 0 : it->second;
}

const Field &Template::field(const QString &key) const
{
    static const Field none;
    const auto it = fields.find(key);
    Q_ASSERT_X(it != fields.end(), "Template::field", qPrintable(key));
    return it == fields.end() ? none : it->second;
}

const Box &Template::box(const QString &key) const
{
    static const Box none;
    const auto it = boxes.find(key);
    Q_ASSERT_X(it != boxes.end(), "Template::box", qPrintable(key));
    return it == boxes.end() ? none : it->second;
}

bool Template::flag(const QString &key) const
{
    const auto it = flags.find(key);
    Q_ASSERT_X(it != flags.end(), "Template::flag", qPrintable(key));
    return it != flags.end() && it->second;
}

std::vector<model::LoadError> Template::checkFits(const PageSize &page, double footerHeight) const
{
    std::vector<model::LoadError> errors;
    const double width = page.width - margins.left - margins.right;
    const double height = page.height - margins.top - margins.bottom - footerHeight;
    const QString pageName
        = page.id == QLatin1String("a4") ? QStringLiteral("A4") : QStringLiteral("Letter");
    if (width < 72 || height < 72) {
        errors.push_back(pathError(file, JsonPath().key("margins"),
                                   TemplateText::tr("the margins leave less than 1 inch to print "
                                                    "on %1 paper")
                                       .arg(pageName)));
        return errors;
    }
    const auto tooWide = [&](const JsonPath &path, double right) {
        if (right > width + 0.01) {
            errors.push_back(
                pathError(file, path,
                          TemplateText::tr("reaches %1 mm from the left margin, but %2 paper "
                                           "has %3 mm between its margins")
                              .arg(mmText(right), pageName, mmText(width))));
        }
    };
    for (const auto &[key, f] : fields)
        tooWide(JsonPath().key("fields").key(key).key("width"), f.x + f.width);
    for (const auto &[key, b] : boxes)
        tooWide(JsonPath().key("boxes").key(key).key("width"), b.x + b.width);
    for (model::LoadError &e : checkCounterFields())
        errors.push_back(std::move(e));
    if (grid) {
        const double gridWidth = (grid->nx - 1) * grid->dx + grid->width;
        const double gridHeight = (grid->ny - 1) * grid->dy + grid->height;
        const double x0 = grid->x0.value_or((page.width - gridWidth) / 2);
        const double y0 = grid->y0.value_or(margins.top + (height - gridHeight) / 2);
        if (x0 - grid->bleed < margins.left - 0.01
            || x0 + gridWidth + grid->bleed > page.width - margins.right + 0.01) {
            errors.push_back(pathError(
                file, JsonPath().key("grid"),
                TemplateText::tr("%1 columns of counters span %2 mm from %3 mm, but %4 paper "
                                 "has %5 mm between its margins")
                    .arg(grid->nx)
                    .arg(mmText(gridWidth), mmText(x0), pageName, mmText(width))));
        }
        if (y0 - grid->bleed < margins.top - 0.01
            || y0 + gridHeight + grid->bleed > margins.top + height + 0.01) {
            errors.push_back(pathError(
                file, JsonPath().key("grid"),
                TemplateText::tr("%1 rows of counters span %2 mm from %3 mm, but %4 paper has "
                                 "%5 mm between its margins and footer")
                    .arg(grid->ny)
                    .arg(mmText(gridHeight), mmText(y0), pageName, mmText(height))));
        }
    }
    return errors;
}

bool Template::isSheetKey(const QString &key)
{
    return key == QLatin1String("heading") || key == QLatin1String("cutMarkGap")
           || key == QLatin1String("cutMarkLength");
}

std::vector<model::LoadError> Template::checkCounterFields() const
{
    std::vector<model::LoadError> errors;
    if (!grid)
        return errors;
    const QString counter = TemplateText::tr("the %1 mm × %2 mm counter")
                                .arg(mmText(grid->width), mmText(grid->height));
    for (const auto &[key, f] : fields) {
        if (isSheetKey(key))
            continue;
        const double right = f.x + f.width;
        if (right > grid->width + 0.01) {
            errors.push_back(pathError(
                file, JsonPath().key("fields").key(key).key("width"),
                TemplateText::tr("runs %1 mm off the right edge of %2: it reaches %3 mm from "
                                 "the counter's left edge")
                    .arg(mmText(right - grid->width), counter, mmText(right))));
        }
        // Every line at the field's full size: the most the text can take.
        const double bottom = f.y + f.lines * f.size * 1.2;
        if (bottom > grid->height + 0.01) {
            errors.push_back(pathError(
                file, JsonPath().key("fields").key(key).key("y"),
                TemplateText::tr("runs %1 mm off the bottom edge of %2: its lines of %3 pt from "
                                 "%4 mm reach %5 mm")
                    .arg(mmText(bottom - grid->height), counter, QString::number(f.size, 'g', 3),
                         mmText(f.y), mmText(bottom))));
        }
    }
    return errors;
}

QString TemplateLoad::errorText() const
{
    QStringList lines;
    for (const model::LoadError &e : errors)
        lines << e.toString();
    return lines.join(QLatin1Char('\n'));
}

TemplateLoad TemplateFile::load(const QString &fileName, const std::vector<TemplateSpec> &specs)
{
    const model::Result<QByteArray> bytes
        = model::FileAccess::read(fileName, MaxFileSize, TemplateText::tr("template files"));
    if (!bytes) {
        TemplateLoad result;
        result.errors.push_back(model::fileError(fileName, bytes.error()));
        return result;
    }
    return parse(bytes.value(), fileName, specs);
}

TemplateLoad TemplateFile::parse(const QByteArray &bytes, const QString &fileName,
                                 const std::vector<TemplateSpec> &specs)
{
    TemplateLoad result;
    ReadContext ctx(fileName);
    const std::optional<Json> doc = model::parseJsonText(bytes, fileName, 16, ctx, result.errors);
    if (!doc)
        return result;
    ObjectReader root(*doc, JsonPath(), ctx);
    if (!root.isObject()) {
        result.errors = ctx.errors();
        return result;
    }
    if (const Json *format = root.require("format")) {
        if (!format->is_string() || format->get<std::string>() != FormatName) {
            ctx.error(JsonPath().key("format"),
                      TemplateText::tr("this is not a Fleetwright template: %1 must be %2")
                          .arg(model::text::quoted(QStringLiteral("format")),
                               model::text::quoted(QLatin1String(FormatName))));
        }
    }
    if (auto version = root.requiredInteger("formatVersion", 1, 1000000);
        version && *version > FormatVersion) {
        ctx.error(JsonPath().key("formatVersion"),
                  TemplateText::tr("the template has format version %1, written for a newer "
                                   "Fleetwright; this version reads format version %2")
                      .arg(*version)
                      .arg(FormatVersion));
    }
    QStringList layouts;
    for (const TemplateSpec &s : specs)
        layouts << s.layout;
    const std::optional<QString> layout
        = root.requiredId("layout", layouts, TemplateText::tr("layout"));
    Template t;
    t.file = fileName;
    t.name = root.requiredString("name", 200).value_or(QString());
    root.string("description", QString(), 10000);
    if (const Json *m = root.require("margins")) {
        if (auto margins = readMargins(*m, JsonPath().key("margins"), ctx))
            t.margins = *margins;
    }
    if (!layout) {
        // Without the layout the names of the sections cannot be checked.
        result.errors = ctx.errors();
        return result;
    }
    t.layout = *layout;
    const TemplateSpec &spec = *std::find_if(
        specs.begin(), specs.end(), [&](const TemplateSpec &s) { return s.layout == *layout; });
    readSection(root, "values", spec.values, t.values,
                [&](const Json &v, const JsonPath &path) { return readLength(v, path, ctx); });
    readSection(root, "numbers", spec.numbers, t.numbers,
                [&](const Json &v, const JsonPath &path) -> std::optional<double> {
                    if (!v.is_number() || v.get<double>() < 0 || v.get<double>() > 1000) {
                        ctx.error(path, TemplateText::tr("expected a number from 0 to 1000, "
                                                         "found %1")
                                            .arg(QString::fromStdString(v.dump()).left(40)));
                        return std::nullopt;
                    }
                    return v.get<double>();
                });
    readSection(root, "fields", spec.fields, t.fields,
                [&](const Json &v, const JsonPath &path) { return readField(v, path, ctx); });
    readSection(root, "boxes", spec.boxes, t.boxes,
                [&](const Json &v, const JsonPath &path) { return readBox(v, path, ctx); });
    readSection(root, "flags", spec.flags, t.flags, [&](const Json &v, const JsonPath &path) {
        return model::read::boolean(v, path, ctx);
    });
    if (spec.grid) {
        if (const Json *g = root.require("grid"))
            t.grid = readGrid(*g, JsonPath().key("grid"), ctx);
    }
    QStringList known{QStringLiteral("format"),      QStringLiteral("formatVersion"),
                      QStringLiteral("layout"),      QStringLiteral("name"),
                      QStringLiteral("description"), QStringLiteral("margins")};
    const std::pair<const char *, bool> sections[]
        = {{"values", !spec.values.isEmpty()}, {"numbers", !spec.numbers.isEmpty()},
           {"fields", !spec.fields.isEmpty()}, {"boxes", !spec.boxes.isEmpty()},
           {"flags", !spec.flags.isEmpty()},   {"grid", spec.grid}};
    for (const auto &[name, used] : sections) {
        if (used)
            known << QLatin1String(name);
    }
    reportUnknownKeys(root, known);
    if (ctx.hasErrors())
        result.errors = ctx.errors();
    else if (std::vector<model::LoadError> off = t.checkCounterFields(); !off.empty())
        result.errors = std::move(off);
    else
        result.value = std::move(t);
    return result;
}

} // namespace fw::templates
