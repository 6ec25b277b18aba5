#include "PrintSupport.h"

#include <QFile>
#include <QTest>

#include <array>
#include <cmath>
#include <functional>
#include <numbers>

namespace fw::test {

std::optional<templates::Document> composeFleet(const Registries &r, const model::Fleet &fleet,
                                                templates::PrintRequest request)
{
    const auto &fonts = templates::Fonts::shared();
    if (!fonts) {
        QTest::qFail(qPrintable(fonts.error()), __FILE__, __LINE__);
        return std::nullopt;
    }
    templates::LayoutRegistry layouts;
    templates::registerBuiltinLayouts(layouts);
    const model::GameSystem *system = r.systems.find(fleet.systemId);
    const model::FleetReport report = system->report(fleet);
    const validators::Issues issues = validators::validateFleet(fleet, r.validators);
    const templates::LayoutContext context{
        fleet, *system, report, issues, request.counterBacks, r.validators.find(fleet.systemId)};
    templates::PrintResult result
        = templates::composeDocument(context, layouts, fonts.value(), request);
    if (!result.errors.isEmpty() || !result.document) {
        QTest::qFail(
            qPrintable(
                QStringLiteral("cannot lay out: %1").arg(result.errors.join(QLatin1Char('\n')))),
            __FILE__, __LINE__);
        return std::nullopt;
    }
    return std::move(result.document);
}

std::optional<templates::Document> composeFleet(const Registries &r, const model::Fleet &fleet,
                                                const std::vector<templates::PrintKind> &kinds,
                                                const templates::PageSize &page)
{
    templates::PrintRequest request;
    request.kinds = kinds;
    request.page = page;
    return composeFleet(r, fleet, std::move(request));
}

QString builtinTemplateProblem(const QString &id, const QString &systemId,
                               templates::PrintKind kind)
{
    templates::LayoutRegistry layouts;
    templates::registerBuiltinLayouts(layouts);
    const templates::Layout *layout = layouts.find(id);
    if (!layout || layout->systemId() != systemId || layout->kind() != kind)
        return QStringLiteral("%1 is not registered as a %2 printout of %3")
            .arg(id, templates::printKindId(kind), systemId);
    QFile file(layout->builtinTemplate());
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read %1").arg(layout->builtinTemplate());
    const templates::TemplateLoad load = templates::TemplateFile::parse(
        file.readAll(), layout->builtinTemplate(), layouts.specs());
    if (!load.ok())
        return load.errorText();
    for (const auto &page : {templates::pageSizeA4(), templates::pageSizeLetter()}) {
        const auto errors = load.value->checkFits(page, templates::Composer::FooterHeight);
        if (!errors.empty())
            return errors.front().toString();
    }
    return {};
}

QStringList pageTexts(const templates::Page &page)
{
    QStringList out;
    for (const templates::Item &item : page.items) {
        if (const auto *t = std::get_if<templates::Text>(&item.shape))
            out << t->text;
    }
    return out;
}

QStringList documentTexts(const templates::Document &document)
{
    QStringList out;
    for (const templates::Page &page : document.pages)
        out << pageTexts(page);
    return out;
}

std::vector<const templates::Item *> itemsWithId(const templates::Page &page, const QString &id)
{
    std::vector<const templates::Item *> out;
    const QString prefix = id + QLatin1Char('-');
    for (const templates::Item &item : page.items) {
        if (item.id == id || item.id.startsWith(prefix))
            out.push_back(&item);
    }
    return out;
}

const templates::Item *itemById(const templates::Document &document, const QString &id, int *page)
{
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        for (const templates::Item &item : document.pages[p].items) {
            if (item.id == id) {
                if (page)
                    *page = int(p);
                return &item;
            }
        }
    }
    return nullptr;
}

QString textById(const templates::Document &document, const QString &id)
{
    const templates::Item *item = itemById(document, id);
    const auto *text = item ? std::get_if<templates::Text>(&item->shape) : nullptr;
    return text ? text->text : QString();
}

QString fieldText(const templates::Document &document, const QString &id)
{
    QStringList lines;
    for (int n = 1; itemById(document, n == 1 ? id : QStringLiteral("%1-%2").arg(id).arg(n)); ++n)
        lines << textById(document, n == 1 ? id : QStringLiteral("%1-%2").arg(id).arg(n));
    return lines.join(QLatin1Char(' '));
}

int pageWithId(const templates::Document &document, const QString &id)
{
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        if (!itemsWithId(document.pages[p], id).empty())
            return int(p);
    }
    return -1;
}

namespace {

// The box an item covers on its page: x1, y1, x2, y2.
std::array<double, 4> itemBounds(const templates::Item &item)
{
    const auto &fonts = templates::Fonts::shared().value();
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    if (const auto *r = std::get_if<templates::Rect>(&item.shape)) {
        x1 = r->x, y1 = r->y, x2 = r->x + r->width, y2 = r->y + r->height;
    } else if (const auto *l = std::get_if<templates::Line>(&item.shape)) {
        x1 = std::min(l->x1, l->x2), x2 = std::max(l->x1, l->x2);
        y1 = std::min(l->y1, l->y2), y2 = std::max(l->y1, l->y2);
    } else if (const auto *c = std::get_if<templates::Circle>(&item.shape)) {
        x1 = c->cx - c->radius, x2 = c->cx + c->radius;
        y1 = c->cy - c->radius, y2 = c->cy + c->radius;
    } else if (const auto *g = std::get_if<templates::Polygon>(&item.shape)) {
        x1 = y1 = 1e9;
        x2 = y2 = -1e9;
        for (const templates::Point &pt : g->points) {
            x1 = std::min(x1, pt.x), x2 = std::max(x2, pt.x);
            y1 = std::min(y1, pt.y), y2 = std::max(y2, pt.y);
        }
    } else if (const auto *t = std::get_if<templates::Text>(&item.shape)) {
        const double w = fonts.width(t->text, t->size);
        // The text's box relative to its anchor, then turned about the anchor.
        const double left = t->align == templates::Align::Left     ? 0
                            : t->align == templates::Align::Center ? -w / 2
                                                                   : -w;
        const double top = -fonts.metrics().ascent(t->size);
        const double bottom = fonts.metrics().descent(t->size);
        const double angle = t->rotation * std::numbers::pi / 180;
        x1 = y1 = 1e9;
        x2 = y2 = -1e9;
        for (const auto &[cx, cy] : {std::pair{left, top}, std::pair{left + w, top},
                                     std::pair{left, bottom}, std::pair{left + w, bottom}}) {
            const double px = t->x + cx * std::cos(angle) - cy * std::sin(angle);
            const double py = t->y + cx * std::sin(angle) + cy * std::cos(angle);
            x1 = std::min(x1, px), x2 = std::max(x2, px);
            y1 = std::min(y1, py), y2 = std::max(y2, py);
        }
    }
    return {x1, y1, x2, y2};
}

// Descriptions of the items outside [x1, x2] × [y1, y2] of their page, but those `skip` skips.
QStringList itemsOutside(const templates::Document &document,
                         const std::function<std::array<double, 4>(const templates::Page &)> &area,
                         const std::function<bool(const templates::Item &)> &skip)
{
    QStringList out;
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        const templates::Page &page = document.pages[p];
        const auto [ax1, ay1, ax2, ay2] = area(page);
        for (const templates::Item &item : page.items) {
            if (skip && skip(item))
                continue;
            const auto [x1, y1, x2, y2] = itemBounds(item);
            if (x1 < ax1 - 0.01 || y1 < ay1 - 0.01 || x2 > ax2 + 0.01 || y2 > ay2 + 0.01)
                out << QStringLiteral("page %1: %2 %3")
                           .arg(p + 1)
                           .arg(item.id.isEmpty() ? QStringLiteral("(no id)") : item.id)
                           .arg(QStringLiteral("%1,%2-%3,%4").arg(x1).arg(y1).arg(x2).arg(y2));
        }
    }
    return out;
}

} // namespace

QStringList itemsOffPage(const templates::Document &document)
{
    return itemsOutside(document,
                        [](const templates::Page &page) {
                            return std::array<double, 4>{0, 0, page.width, page.height};
                        },
                        {});
}

QStringList itemsOutsidePrintable(const templates::Document &document,
                                  const templates::Margins &margins)
{
    const auto footer = [&](const templates::Item &item) {
        for (const char *id : {"badge", "page-number", "footer-title", "assumptions"}) {
            if (item.id == QLatin1String(id) || item.id.startsWith(QLatin1String(id) + u'-'))
                return true;
        }
        // The footer's rule, just below the printable area.
        const auto *l = std::get_if<templates::Line>(&item.shape);
        return item.id.isEmpty() && l && l->y1 == l->y2 && l->x1 == margins.left
               && l->y1 > document.pages.front().height - margins.bottom
                              - templates::Composer::FooterHeight;
    };
    return itemsOutside(
        document,
        [&](const templates::Page &page) {
            return std::array<double, 4>{margins.left, margins.top, page.width - margins.right,
                                         page.height - margins.bottom
                                             - templates::Composer::FooterHeight};
        },
        footer);
}

QStringList itemsOutsideArea(const templates::Page &page, const QString &id, double x1, double y1,
                             double x2, double y2)
{
    templates::Document one;
    one.pages.push_back(page);
    const QString prefix = id + QLatin1Char('-');
    return itemsOutside(
        one,
        [&](const templates::Page &) {
            return std::array<double, 4>{x1, y1, x2, y2};
        },
        [&](const templates::Item &item) { return item.id != id && !item.id.startsWith(prefix); });
}

} // namespace fw::test
