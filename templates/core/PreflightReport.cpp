#include "Preflight.h"

#include <QCoreApplication>

#include <cmath>
#include <map>

// The preflight's reports: text for a terminal, JSON for programs, one sentence for a dialog.
namespace fw::templates {

namespace {

class PreflightText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Preflight)
};

QString pt(double points)
{
    return PreflightText::tr("%1 pt").arg(QString::number(points, 'f', 2));
}

QString millimetres(double points)
{
    return PreflightText::tr("%1 mm").arg(QString::number(points * 25.4 / pointsPerInch, 'f', 1));
}

// Lengths on the paper read in millimetres, sizes and strokes in points.
bool isLength(const QString &check)
{
    return check == preflight::Edge || check == preflight::CropMark || check == preflight::BoxSize
           || check == preflight::Split;
}

QString measure(const QString &check, double points)
{
    return isLength(check) ? millimetres(points) : pt(points);
}

// What a check looks for, in words.
QString checkWords(const QString &check)
{
    if (check == preflight::TextSize)
        return PreflightText::tr("text too small");
    if (check == preflight::PlayNumberSize)
        return PreflightText::tr("a number read in play too small");
    if (check == preflight::BoxSize)
        return PreflightText::tr("a box to mark too small");
    if (check == preflight::BoxStroke)
        return PreflightText::tr("a box's outline too thin");
    if (check == preflight::RuleStroke)
        return PreflightText::tr("a line too thin");
    if (check == preflight::Overlap)
        return PreflightText::tr("text over text or over a box to mark");
    if (check == preflight::Edge)
        return PreflightText::tr("too close to the paper's edge");
    if (check == preflight::Split)
        return PreflightText::tr("a ship split over pages though it fits on one");
    if (check == preflight::CropMark)
        return PreflightText::tr("a crop mark too close to the cut");
    return PreflightText::tr("a page to cut out without “print at 100 %”");
}

QString quotedText(const QString &text)
{
    return text.isEmpty() ? QString() : QStringLiteral(" “%1”").arg(text);
}

QString range(const std::vector<FontUse> &fonts, bool bold)
{
    double low = 0, high = 0;
    int texts = 0;
    for (const FontUse &f : fonts) {
        if (f.bold != bold)
            continue;
        low = texts == 0 ? f.size : std::min(low, f.size);
        high = std::max(high, f.size);
        texts += f.texts;
    }
    if (texts == 0)
        return {};
    const QString sizes
        = low == high ? QString::number(low) : QStringLiteral("%1–%2").arg(low).arg(high);
    return bold ? PreflightText::tr("bold %1 pt (%n text(s))", nullptr, texts).arg(sizes)
                : PreflightText::tr("regular %1 pt (%n text(s))", nullptr, texts).arg(sizes);
}

QString pageLine(const PagePreflight &p)
{
    QStringList figures;
    const auto add = [&](const std::optional<double> &v, const QString &label, bool length) {
        if (v)
            figures << label.arg(length ? millimetres(*v) : pt(*v));
    };
    add(p.smallestText, PreflightText::tr("text %1"), false);
    add(p.smallestPlayNumber, PreflightText::tr("numbers in play %1"), false);
    add(p.smallestBox, PreflightText::tr("boxes %1"), true);
    add(p.thinnestBoxStroke, PreflightText::tr("box outlines %1"), false);
    add(p.thinnestRule, PreflightText::tr("lines %1"), false);
    add(p.nearestEdge, PreflightText::tr("edge %1"), true);
    add(p.cropMarkEdge, PreflightText::tr("crop marks from the edge %1"), true);
    add(p.cropMarkGap, PreflightText::tr("crop marks from the cut %1"), true);
    for (bool bold : {false, true}) {
        const QString fonts = range(p.fonts, bold);
        if (!fonts.isEmpty())
            figures << fonts;
    }
    const QString verdict = p.breaches == 0
                                ? PreflightText::tr("passes")
                                : PreflightText::tr("%n breach(es)", nullptr, p.breaches);
    return PreflightText::tr("Page %1 (%2): %3; %4")
        .arg(p.page + 1)
        .arg(p.pageId, figures.join(QStringLiteral(", ")), verdict);
}

double rounded(double v)
{
    return std::round(v * 100) / 100;
}

void putFigure(model::Json &o, const char *key, const std::optional<double> &v)
{
    o[key] = v ? model::Json(rounded(*v)) : model::Json(nullptr);
}

} // namespace

QString describe(const PreflightBreach &b)
{
    QString what;
    if (b.check == preflight::Split) {
        what = PreflightText::tr("its parts take %1 of the %2 a page holds")
                   .arg(millimetres(b.value), millimetres(b.floor));
    } else if (b.check == preflight::Overlap) {
        what = PreflightText::tr("by %1").arg(pt(b.value));
    } else if (b.check != preflight::ScaleNote) {
        what = PreflightText::tr("%1, at least %2")
                   .arg(measure(b.check, b.value), measure(b.check, b.floor));
    }
    QString items = b.items.value(0) + quotedText(b.text);
    if (b.items.size() > 1)
        items += PreflightText::tr(" and %1").arg(b.items.mid(1).join(QStringLiteral(", ")));
    QStringList parts{PreflightText::tr("page %1 (%2)").arg(b.page + 1).arg(b.pageId),
                      QStringLiteral("%1 (%2)").arg(b.check, checkWords(b.check))};
    if (!what.isEmpty())
        parts << what;
    if (!items.isEmpty())
        parts << items;
    return parts.join(QStringLiteral(": "));
}

QString preflightText(const PreflightReport &report, int perCheck)
{
    const PreflightFloors &f = report.floors;
    QStringList lines;
    lines << PreflightText::tr("Preflight: %n page(s) in %1. Floors: text %2, numbers read in "
                               "play %3, boxes to mark %4 with outlines of %5, other lines %6; "
                               "%7 from the paper's edge (crop marks %8), crop marks %9 from "
                               "the cut.",
                               nullptr, int(report.pages.size()))
                 .arg(report.font, pt(f.text), pt(f.playNumber), millimetres(f.box),
                      pt(f.boxStroke), pt(f.rule), millimetres(f.edge), millimetres(f.cropMarkEdge),
                      millimetres(f.cropMarkGap));
    for (const PagePreflight &p : report.pages)
        lines << pageLine(p);
    if (report.passed()) {
        lines << PreflightText::tr("Every page passes.");
        return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    lines << PreflightText::tr("%n breach(es):", nullptr, int(report.breaches.size()));
    // At most `perCheck` of one check on one page, then how many more.
    std::map<std::pair<int, QString>, int> seen;
    for (const PreflightBreach &b : report.breaches) {
        const int n = ++seen[{b.page, b.check}];
        if (perCheck <= 0 || n <= perCheck)
            lines << QStringLiteral("  ") + describe(b);
    }
    for (const auto &[key, n] : seen) {
        if (perCheck > 0 && n > perCheck)
            lines << PreflightText::tr("  page %1: %n more of %2 (see --json)", nullptr,
                                       n - perCheck)
                         .arg(key.first + 1)
                         .arg(key.second);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

model::Json preflightJson(const PreflightReport &report)
{
    using model::Json;
    const PreflightFloors &f = report.floors;
    Json root = Json::object();
    root["font"] = report.font.toStdString();
    root["passed"] = report.passed();
    Json floors = Json::object();
    floors["text"] = rounded(f.text);
    floors["playNumber"] = rounded(f.playNumber);
    floors["box"] = rounded(f.box);
    floors["boxStroke"] = rounded(f.boxStroke);
    floors["rule"] = rounded(f.rule);
    floors["edge"] = rounded(f.edge);
    floors["cropMarkEdge"] = rounded(f.cropMarkEdge);
    floors["cropMarkGap"] = rounded(f.cropMarkGap);
    root["floors"] = std::move(floors);
    Json pages = Json::array();
    for (const PagePreflight &p : report.pages) {
        Json o = Json::object();
        o["page"] = p.page + 1;
        o["id"] = p.pageId.toStdString();
        putFigure(o, "smallestText", p.smallestText);
        putFigure(o, "smallestPlayNumber", p.smallestPlayNumber);
        putFigure(o, "smallestBox", p.smallestBox);
        putFigure(o, "thinnestBoxStroke", p.thinnestBoxStroke);
        putFigure(o, "thinnestRule", p.thinnestRule);
        putFigure(o, "nearestEdge", p.nearestEdge);
        putFigure(o, "cropMarkEdge", p.cropMarkEdge);
        putFigure(o, "cropMarkGap", p.cropMarkGap);
        Json fonts = Json::array();
        for (const FontUse &use : p.fonts)
            fonts.push_back(
                {{"bold", use.bold}, {"size", rounded(use.size)}, {"texts", use.texts}});
        o["fonts"] = std::move(fonts);
        o["breaches"] = p.breaches;
        pages.push_back(std::move(o));
    }
    root["pages"] = std::move(pages);
    Json breaches = Json::array();
    for (const PreflightBreach &b : report.breaches) {
        Json o = Json::object();
        o["page"] = b.page + 1;
        o["pageId"] = b.pageId.toStdString();
        o["check"] = b.check.toStdString();
        Json items = Json::array();
        for (const QString &item : b.items)
            items.push_back(item.toStdString());
        o["items"] = std::move(items);
        if (!b.text.isEmpty())
            o["text"] = b.text.toStdString();
        o["value"] = rounded(b.value);
        o["floor"] = rounded(b.floor);
        breaches.push_back(std::move(o));
    }
    root["breaches"] = std::move(breaches);
    return root;
}

QString preflightSummary(const PreflightReport &report)
{
    if (report.passed())
        return {};
    const PreflightBreach &first = report.breaches.front();
    return PreflightText::tr("Preflight: %n place(s) break a print floor; the first, on page %1: "
                             "%2 (%3).",
                             nullptr, int(report.breaches.size()))
        .arg(first.page + 1)
        .arg(checkWords(first.check), first.items.value(0, first.pageId));
}

} // namespace fw::templates
