#include "PrintSession.h"

#include <validators/ValidatorRegistry.h>

#include "../document/FleetDocument.h"
#include "../document/Settings.h"

#include <model/io/FileAccess.h>
#include <templates/core/Preflight.h>
#include <templates/painter/PagePainter.h>

#include <QElapsedTimer>
#include <QFile>
#include <QPainter>
#include <QPrinter>
#include <QRegularExpression>
#include <QSettings>

#include <algorithm>

namespace fw::app {

using templates::PrintKind;

PrintSession::PrintSession(const model::Result<templates::Fonts> &fonts)
    : m_fonts(fonts)
{
    templates::registerBuiltinLayouts(m_layouts);
}

std::vector<const templates::Layout *> PrintSession::layoutsFor(const QString &systemId) const
{
    return m_layouts.layoutsFor(systemId);
}

std::vector<PrintKind> PrintSession::kindsFor(const QString &systemId) const
{
    std::vector<PrintKind> kinds;
    for (const templates::Layout *layout : m_layouts.layoutsFor(systemId)) {
        if (std::find(kinds.begin(), kinds.end(), layout->kind()) == kinds.end())
            kinds.push_back(layout->kind());
    }
    return kinds;
}

PrintOptions PrintSession::savedOptions(const QString &systemId) const
{
    PrintOptions options;
    // The kinds chosen last that this game has; all of its kinds when none of them.
    const QStringList chosen = Settings::printKinds(systemId);
    options.kinds.clear();
    const std::vector<PrintKind> available = kindsFor(systemId);
    for (PrintKind kind : available) {
        if (chosen.contains(templates::printKindId(kind)))
            options.kinds.push_back(kind);
    }
    if (options.kinds.empty())
        options.kinds = available;
    options.pageSize
        = templates::pageSize(Settings::pageSize()) ? Settings::pageSize() : QStringLiteral("a4");
    options.counterBacks = Settings::counterBacks();
    const QSettings settings;
    options.counterSize = settings.value(QStringLiteral("print/counterSize")).toString();
    if (!templates::counterSizeIds().contains(options.counterSize))
        options.counterSize = QStringLiteral("template");
    options.inkSaving = settings.value(QStringLiteral("print/inkSaving"), false).toBool();
    options.sheetsFor
        = templates::sheetsForFromId(settings.value(QStringLiteral("print/sheetsFor")).toString())
              .value_or(templates::SheetsFor::Ships);
    options.backOffsetX = std::clamp(
        settings.value(QStringLiteral("print/backOffsetX"), 0.0).toDouble(), -20.0, 20.0);
    options.backOffsetY = std::clamp(
        settings.value(QStringLiteral("print/backOffsetY"), 0.0).toDouble(), -20.0, 20.0);
    for (const templates::Layout *layout : m_layouts.layoutsFor(systemId)) {
        const QString file = Settings::templateFile(layout->id());
        if (!file.isEmpty())
            options.templateFiles[layout->id()] = file;
    }
    return options;
}

void PrintSession::saveOptions(const QString &systemId, const PrintOptions &options)
{
    QStringList kinds;
    for (PrintKind kind : options.kinds)
        kinds << templates::printKindId(kind);
    Settings::setPrintKinds(systemId, kinds);
    Settings::setPageSize(options.pageSize);
    Settings::setCounterBacks(options.counterBacks);
    QSettings settings;
    settings.setValue(QStringLiteral("print/counterSize"), options.counterSize);
    settings.setValue(QStringLiteral("print/inkSaving"), options.inkSaving);
    settings.setValue(QStringLiteral("print/sheetsFor"), templates::sheetsForId(options.sheetsFor));
    settings.setValue(QStringLiteral("print/backOffsetX"), options.backOffsetX);
    settings.setValue(QStringLiteral("print/backOffsetY"), options.backOffsetY);
    for (const auto &[layout, file] : options.templateFiles)
        Settings::setTemplateFile(layout, file);
}

templates::TemplateLoad PrintSession::loadTemplate(const QString &file,
                                                   const templates::Layout &layout) const
{
    templates::TemplateLoad load = templates::TemplateFile::load(file, m_layouts.specs());
    if (load.ok() && load.value->layout != layout.id()) {
        const templates::Layout *other = m_layouts.find(load.value->layout);
        load.errors.push_back(
            {file, 0, 0, QStringLiteral("layout"), true,
             tr("this template is for “%1”, not for “%2”")
                 .arg(other ? other->title() : load.value->layout, layout.title())});
        load.value.reset();
    }
    return load;
}

Printout PrintSession::compose(const FleetDocument &document, const PrintOptions &options) const
{
    Printout out;
    QElapsedTimer timer;
    timer.start();
    if (!m_fonts) {
        out.errors << m_fonts.error();
        return out;
    }
    templates::PrintRequest request;
    request.kinds = options.kinds;
    request.page = templates::pageSize(options.pageSize).value_or(templates::pageSizeA4());
    request.counterBacks = options.counterBacks;
    request.counters.size = options.counterSize;
    request.counters.backOffsetX = templates::mm(options.backOffsetX);
    request.counters.backOffsetY = templates::mm(options.backOffsetY);
    request.inkSaving = options.inkSaving;
    request.ships = options.ships;
    request.sheetsFor = options.sheetsFor;
    for (const templates::Layout *layout : m_layouts.layoutsFor(document.system().id())) {
        const auto file = options.templateFiles.find(layout->id());
        if (file == options.templateFiles.end() || file->second.isEmpty()
            || std::find(options.kinds.begin(), options.kinds.end(), layout->kind())
                   == options.kinds.end())
            continue;
        const templates::TemplateLoad load = loadTemplate(file->second, *layout);
        if (load.ok())
            request.templates[layout->id()] = *load.value;
        else
            out.errors << load.errorText();
    }
    if (!out.errors.isEmpty())
        return out;
    const templates::LayoutContext context{
        document.fleet(),     document.system(),
        document.report(),    document.issues(),
        options.counterBacks, m_validators ? m_validators->find(document.system().id()) : nullptr};
    templates::PrintResult result
        = templates::composeDocument(context, m_layouts, m_fonts.value(), request);
    out.document = std::move(result.document);
    out.errors = result.errors;
    out.warnings = result.warnings;
    if (!out.errors.isEmpty())
        out.document.reset();
    if (out.document)
        out.preflight
            = templates::preflightSummary(templates::runPreflight(*out.document, m_fonts.value()));
    out.milliseconds = double(timer.nsecsElapsed()) / 1e6;
    return out;
}

QString PrintSession::copyBuiltinTemplate(const templates::Layout &layout, const QString &path)
{
    QFile source(layout.builtinTemplate());
    if (!source.open(QIODevice::ReadOnly))
        return tr("%1: cannot be read: %2").arg(layout.builtinTemplate(), source.errorString());
    return model::FileAccess::write(path, source.readAll()).error();
}

void PrintSession::setUpPrinter(QPrinter &printer, const QString &pageSize, const QString &title)
{
    printer.setFullPage(true);
    printer.setPageSize(
        QPageSize(pageSize == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4));
    printer.setPageOrientation(QPageLayout::Portrait);
    printer.setDocName(title);
    printer.setCreator(QStringLiteral("Fleetwright"));
}

QString PrintSession::print(QPrinter &printer, const templates::Document &document) const
{
    if (!m_fonts)
        return m_fonts.error();
    QPainter painter;
    if (!painter.begin(&printer))
        return tr("The printer cannot be started.");
    const double scale = printer.resolution() / templates::pointsPerInch;
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        if (p > 0 && !printer.newPage()) {
            painter.end();
            return tr("The printer stopped after page %1.").arg(p);
        }
        painter.save();
        painter.scale(scale, scale);
        templates::PagePainter::paint(painter, document.pages[p], m_fonts.value());
        painter.restore();
    }
    painter.end();
    return {};
}

namespace {

bool hasIdPrefix(const QString &id, const QString &prefix)
{
    return id.startsWith(prefix)
           && (id.size() == prefix.size() || id.at(prefix.size()) == QLatin1Char('-'));
}

} // namespace

int pageWithItems(const templates::Document &document, const QString &prefix)
{
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        const auto &items = document.pages[p].items;
        if (std::any_of(items.begin(), items.end(), [&prefix](const templates::Item &item) {
                return hasIdPrefix(item.id, prefix);
            }))
            return int(p);
    }
    return -1;
}

QRectF itemBounds(const templates::Item &item, const templates::Fonts &fonts)
{
    using namespace templates;
    if (const auto *r = std::get_if<Rect>(&item.shape))
        return QRectF(r->x, r->y, r->width, r->height).normalized();
    if (const auto *l = std::get_if<Line>(&item.shape))
        return QRectF(QPointF(l->x1, l->y1), QPointF(l->x2, l->y2)).normalized();
    if (const auto *c = std::get_if<Circle>(&item.shape))
        return QRectF(c->cx - c->radius, c->cy - c->radius, 2 * c->radius, 2 * c->radius);
    if (const auto *g = std::get_if<Polygon>(&item.shape)) {
        QPolygonF polygon;
        for (const Point &p : g->points)
            polygon << QPointF(p.x, p.y);
        return polygon.boundingRect();
    }
    if (const auto *t = std::get_if<Text>(&item.shape)) {
        const double width = fonts.width(t->text, t->size);
        const double left = t->align == Align::Left     ? t->x
                            : t->align == Align::Center ? t->x - width / 2
                                                        : t->x - width;
        const double ascent = fonts.metrics().ascent(t->size);
        return QRectF(left, t->y - ascent, width, ascent + fonts.metrics().descent(t->size));
    }
    return {};
}

QRectF itemsBounds(const templates::Page &page, const QString &prefix,
                   const templates::Fonts &fonts)
{
    QRectF bounds;
    for (const templates::Item &item : page.items) {
        if (hasIdPrefix(item.id, prefix))
            bounds = bounds.isNull() ? itemBounds(item, fonts)
                                     : bounds.united(itemBounds(item, fonts));
    }
    return bounds;
}

} // namespace fw::app
