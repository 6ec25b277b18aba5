#include "ReportOutput.h"

#include <model/core/Fleet.h>
#include <model/io/JsonWriter.h>
#include <model/systems/GameSystem.h>

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <optional>

namespace fw::cli {

namespace {

class CliText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

using model::Json;

// How a table of "label  amount  rule" rows is laid out: labels padded to a common width (at
// most 72) and amounts to theirs.
struct TableWidths
{
    qsizetype label = 0;
    qsizetype amount = 1;

    void fit(const QString &text, int number)
    {
        label = std::min<qsizetype>(std::max(label, text.size()), 72);
        amount = std::max(amount, QString::number(number).size());
    }
};

// The fleet's points, for the first lines of the output, and the widths of its total's table:
// a pass over the costs alone, each ship's report dropped as soon as it is made.
struct Points
{
    qint64 total = 0;
    std::optional<int> budget;
    QString unit;
    TableWidths widths;
};

// Each line of the fleet's total in order, to `line`: the line of each ship, which goes with its
// report (a pass over the costs alone, each report dropped at once, so a huge fleet's total never
// holds a line per ship), then the fleet-wide lines. Returns that pass's report.
template<typename Line>
model::FleetReport forEachTotalLine(const model::Fleet &fleet, const model::GameSystem &system,
                                    Line line)
{
    const model::FleetReport costs = system.report(fleet, model::GameSystem::ReportDetail::Costs,
                                                   [&line](std::size_t, model::ShipReport &&s) {
                                                       if (!s.fleetLine.label.isEmpty())
                                                           line(s.fleetLine);
                                                   });
    const std::vector<model::BreakdownLine> &lines = costs.total.lines();
    for (std::size_t i = std::min(costs.shipLines, lines.size()); i < lines.size(); ++i)
        line(lines[i]);
    return costs;
}

Points fleetPoints(const model::Fleet &fleet, const model::GameSystem &system)
{
    Points points;
    const model::FleetReport costs
        = forEachTotalLine(fleet, system, [&points](const model::BreakdownLine &line) {
              points.widths.fit(line.label, line.amount);
          });
    points.total = costs.total.total();
    points.budget = costs.budget;
    points.unit = costs.pointsUnit;
    return points;
}

Json breakdownLineJson(const model::BreakdownLine &line, const char *amountKey)
{
    Json l = Json::object();
    l["label"] = line.label.toStdString();
    l[amountKey] = line.amount;
    l["rule"] = line.rule.toStdString();
    if (!line.assumption.isEmpty())
        l["assumption"] = line.assumption.toStdString();
    return l;
}

Json breakdownJson(const model::Breakdown &breakdown, const char *amountKey)
{
    Json lines = Json::array();
    for (const model::BreakdownLine &line : breakdown.lines())
        lines.push_back(breakdownLineJson(line, amountKey));
    return lines;
}

// An object of text members in the given order, and "assumption" last when there is one.
Json textObject(std::initializer_list<std::pair<const char *, QString>> members,
                const QString &assumption = {})
{
    Json o = Json::object();
    for (const auto &[key, text] : members)
        o[key] = text.toStdString();
    if (!assumption.isEmpty())
        o["assumption"] = assumption.toStdString();
    return o;
}

Json statJson(const model::ReportStat &stat)
{
    Json o = textObject({{"key", stat.key}, {"label", stat.label}, {"value", stat.value}});
    if (stat.number)
        o["number"] = *stat.number;
    if (!stat.assumption.isEmpty())
        o["assumption"] = stat.assumption.toStdString();
    return o;
}

Json capacityJson(const model::CapacityReport &c)
{
    Json o = textObject({{"key", c.key}, {"label", c.label}});
    o["used"] = c.used.total();
    o["available"] = c.unlimited ? Json(nullptr) : Json(c.available.total());
    o["unlimited"] = c.unlimited;
    o["usedBreakdown"] = breakdownJson(c.used, "amount");
    o["availableBreakdown"] = breakdownJson(c.available, "amount");
    return o;
}

// Report format 1 gave every ship these members. They are still written, from the stats and the
// capacity of the same keys (0 or null when the game reports none), so that scripts written for
// that format keep working; "capacities" and "stats" say the same for any game (docs/cli.md).
void addCompatibilityMembers(Json &ship, const model::ShipReport &s)
{
    const auto number = [&s](QStringView key) {
        const model::ReportStat *stat = s.stat(key);
        return stat && stat->number ? *stat->number : 0;
    };
    ship["fighterCost"] = number(u"fighterCost");
    if (const model::CapacityReport *c = s.capacity(u"spaces")) {
        Json spaces = Json::object();
        spaces["used"] = c->used.total();
        spaces["capacity"] = c->unlimited ? Json(nullptr) : Json(c->available.total());
        spaces["usedBreakdown"] = breakdownJson(c->used, "spaces");
        spaces["capacityBreakdown"] = breakdownJson(c->available, "spaces");
        ship["spaces"] = std::move(spaces);
    } else {
        ship["spaces"] = nullptr;
    }
    ship["damage"] = number(u"damage");
    ship["speed"] = number(u"speed");
}

Json shipJson(const model::ShipReport &s)
{
    Json ship = Json::object();
    ship["name"] = s.name.toStdString();
    ship["class"] = s.classId.toStdString();
    if (!s.group.isEmpty())
        ship["group"] = s.group.toStdString();
    ship["cost"] = s.cost.total();
    addCompatibilityMembers(ship, s);
    ship["breakdown"] = breakdownJson(s.cost, "points");
    Json capacities = Json::array();
    for (const model::CapacityReport &c : s.capacities)
        capacities.push_back(capacityJson(c));
    ship["capacities"] = std::move(capacities);
    Json stats = Json::array();
    for (const model::ReportStat &stat : s.stats)
        stats.push_back(statJson(stat));
    ship["stats"] = std::move(stats);
    return ship;
}

Json issueJson(const validators::Issue &issue)
{
    return textObject({{"severity", validators::severityId(issue.severity)},
                       {"code", issue.code},
                       {"subject", issue.subject},
                       {"message", issue.message},
                       {"rule", issue.rule}},
                      issue.assumption);
}

Json assumptionJson(const model::AssumptionNote &note)
{
    return textObject({{"option", note.optionId},
                       {"label", note.label},
                       {"value", note.value},
                       {"affects", note.affects}});
}

// The member `key` of the open object: an array of toJson(item) for each item, written one by one.
template<typename Items, typename ToJson>
void writeArray(model::JsonStreamWriter &w, const std::string &key, const Items &items,
                ToJson toJson)
{
    w.beginArray(key);
    for (const auto &item : items)
        w.value(toJson(item));
    w.end();
}

// The stats that have a line of their own.
void writeStats(QTextStream &out, const std::vector<model::ReportStat> &stats,
                const QString &indent)
{
    for (const model::ReportStat &stat : stats) {
        if (stat.place != model::ReportStat::Place::Line)
            continue;
        out << QStringLiteral("%1%2: %3%4")
                   .arg(indent, stat.label, stat.value,
                        stat.assumption.isEmpty() ? QString() : QStringLiteral("  *"))
            << '\n';
    }
}

// One row of a table: "label  amount  rule", and a star when the line rests on an assumption.
void writeRow(QTextStream &out, const QString &indent, const TableWidths &widths,
              const QString &marker, const model::BreakdownLine &line)
{
    out << indent << (marker + line.label).leftJustified(widths.label) << QLatin1String("  ")
        << QString::number(line.amount).rightJustified(widths.amount) << QLatin1String("  ")
        << line.rule;
    if (!line.assumption.isEmpty())
        out << QLatin1String("  *");
    out << '\n';
}

// Rows of "label  amount  rule", one block per breakdown, with labels padded to a common width
// and each block's rows starting with its own marker.
void writeTable(QTextStream &out,
                std::initializer_list<std::pair<const model::Breakdown *, QString>> blocks,
                const QString &indent)
{
    TableWidths widths;
    for (const auto &[breakdown, marker] : blocks) {
        for (const model::BreakdownLine &line : breakdown->lines())
            widths.fit(marker + line.label, line.amount);
    }
    for (const auto &[breakdown, marker] : blocks) {
        for (const model::BreakdownLine &line : breakdown->lines())
            writeRow(out, indent, widths, marker, line);
    }
}

// The briefs of the stats shown at `place`, each only when its number is not zero if `nonZero`.
QStringList briefs(const model::ShipReport &s, model::ReportStat::Place place, bool nonZero)
{
    QStringList texts;
    for (const model::ReportStat &stat : s.stats) {
        if (stat.place == place && !(nonZero && stat.number.value_or(0) == 0))
            texts << stat.brief;
    }
    return texts;
}

void writeShipText(QTextStream &out, const model::GameSystem &system, std::size_t index,
                   const model::ShipReport &s)
{
    out << '\n';
    QString title = CliText::tr("%1. %2 — %3 — %4")
                        .arg(index + 1)
                        .arg(s.name, s.className, system.formatPoints(s.cost.total()));
    for (const QString &brief : briefs(s, model::ReportStat::Place::Title, true))
        title += CliText::tr(" (%1)").arg(brief);
    if (!s.group.isEmpty())
        title += CliText::tr(" — %1").arg(s.group);
    out << title << '\n' << CliText::tr("   Cost:") << '\n';
    writeTable(out, {{&s.cost, QString()}}, QStringLiteral("     "));
    for (const model::CapacityReport &c : s.capacities) {
        const QString available
            = c.unlimited ? CliText::tr("no cap") : QString::number(c.available.total());
        out << CliText::tr("   %1: %2 used of %3").arg(c.label).arg(c.used.total()).arg(available)
            << '\n';
        writeTable(out, {{&c.available, QStringLiteral("+ ")}, {&c.used, QStringLiteral("− ")}},
                   QStringLiteral("     "));
    }
    if (const QStringList summary = briefs(s, model::ReportStat::Place::Summary, false);
        !summary.isEmpty())
        out << QLatin1String("   ") << summary.join(CliText::tr(", ")) << '\n';
    writeStats(out, s.stats, QStringLiteral("   "));
}

} // namespace

bool isLegal(const validators::Issues &issues)
{
    return std::none_of(issues.begin(), issues.end(), [](const validators::Issue &i) {
        return i.severity == validators::Severity::Error;
    });
}

QString verdictText(const validators::Issues &issues)
{
    const auto count = [&](validators::Severity s) {
        return int(std::count_if(issues.begin(), issues.end(),
                                 [s](const validators::Issue &i) { return i.severity == s; }));
    };
    const int errors = count(validators::Severity::Error);
    const int warnings = count(validators::Severity::Warning);
    QString text = errors == 0 ? CliText::tr("legal")
                               : CliText::tr("not legal: %n error(s)", nullptr, errors);
    if (warnings > 0)
        text += CliText::tr(", %n warning(s)", nullptr, warnings);
    return text;
}

void writeReportJson(QTextStream &out, const model::Fleet &fleet, const model::GameSystem &system,
                     const validators::Issues &issues)
{
    const Points points = fleetPoints(fleet, system);
    model::JsonStreamWriter w([&out](std::string_view text) {
        out << QString::fromUtf8(text.data(), qsizetype(text.size()));
    });
    w.beginObject();
    w.value("system", system.id().toStdString());
    w.value("name", fleet.name.toStdString());
    w.value("legal", isLegal(issues));
    Json pointsJson = Json::object();
    pointsJson["total"] = points.total;
    pointsJson["budget"] = points.budget ? Json(*points.budget) : Json(nullptr);
    pointsJson["unit"] = points.unit.toStdString();
    w.value("points", pointsJson);

    w.beginArray("ships");
    const model::FleetReport report
        = system.report(fleet, model::GameSystem::ReportDetail::Full,
                        [&w](std::size_t, model::ShipReport &&ship) { w.value(shipJson(ship)); });
    w.end();
    w.beginArray("fleetBreakdown");
    forEachTotalLine(fleet, system, [&w](const model::BreakdownLine &line) {
        w.value(breakdownLineJson(line, "points"));
    });
    w.end();
    writeArray(w, "stats", report.stats, statJson);
    writeArray(w, "issues", issues, issueJson);
    writeArray(w, "assumptions", report.assumptions, assumptionJson);
    w.end();
}

void writeIssues(QTextStream &out, const QString &prefix, const validators::Issues &issues)
{
    for (const validators::Issue &issue : issues) {
        out << prefix << (issue.subject.isEmpty() ? CliText::tr("(fleet)") : issue.subject)
            << QLatin1String(": ") << validators::severityName(issue.severity)
            << QLatin1String(": ") << issue.message << QLatin1String(" [") << issue.code;
        if (!issue.rule.isEmpty())
            out << QLatin1String("; ") << issue.rule;
        if (!issue.assumption.isEmpty())
            out << QLatin1String("; ")
                << CliText::tr("assumes rules option %1").arg(issue.assumption);
        out << QLatin1String("]\n");
    }
}

void writeVerdict(QTextStream &out, const QString &file, const model::Fleet &fleet,
                  const model::GameSystem &system, const validators::Issues &issues)
{
    const Points p = fleetPoints(fleet, system);
    const QString points
        = p.budget ? CliText::tr("%1 of %2").arg(p.total).arg(system.formatPoints(*p.budget))
                   : system.formatPoints(p.total);
    out << CliText::tr("%1: %2 (%3): %4 — %5")
               .arg(file, fleet.name, system.displayName(), verdictText(issues), points)
        << '\n';
    writeIssues(out, file + QLatin1String(": "), issues);
}

void writeReportText(QTextStream &out, const model::Fleet &fleet, const model::GameSystem &system,
                     const validators::Issues &issues)
{
    const Points p = fleetPoints(fleet, system);
    const QString budget
        = p.budget ? CliText::tr("%1 of %2").arg(p.total).arg(system.formatPoints(*p.budget))
                   : CliText::tr("%1 (no budget set)").arg(system.formatPoints(p.total));
    out << CliText::tr("%1 — %2 — %3 — %4")
               .arg(fleet.name.isEmpty() ? CliText::tr("(unnamed fleet)") : fleet.name,
                    system.displayName(), budget, verdictText(issues))
        << '\n';

    const model::FleetReport report = system.report(
        fleet, model::GameSystem::ReportDetail::Full,
        [&](std::size_t i, model::ShipReport &&ship) { writeShipText(out, system, i, ship); });

    out << '\n'
        << CliText::tr("Fleet total: %1").arg(system.formatPoints(report.total.total())) << '\n';
    forEachTotalLine(fleet, system, [&](const model::BreakdownLine &line) {
        writeRow(out, QStringLiteral("   "), p.widths, QString(), line);
    });
    writeStats(out, report.stats, QStringLiteral("   "));

    if (!report.assumptions.empty()) {
        out << '\n'
            << CliText::tr("* Assumptions in force (rules options standing in for rules the "
                           "sources lack):")
            << '\n';
        for (const model::AssumptionNote &note : report.assumptions) {
            out << CliText::tr("   %1 = %2 (option %3): affects %4")
                       .arg(note.label, note.value, note.optionId, note.affects)
                << '\n';
        }
    }

    out << '\n';
    if (issues.empty()) {
        out << CliText::tr("Issues: none.") << '\n';
    } else {
        out << CliText::tr("Issues:") << '\n';
        writeIssues(out, QStringLiteral("  "), issues);
    }
}

} // namespace fw::cli
