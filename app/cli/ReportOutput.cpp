#include "ReportOutput.h"

#include <model/core/Fleet.h>
#include <model/systems/GameSystem.h>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace fw::cli {

namespace {

class CliText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

model::Json breakdownJson(const model::Breakdown &breakdown, const char *amountKey)
{
    model::Json lines = model::Json::array();
    for (const model::BreakdownLine &line : breakdown.lines()) {
        model::Json l = model::Json::object();
        l["label"] = line.label.toStdString();
        l[amountKey] = line.amount;
        l["rule"] = line.rule.toStdString();
        if (!line.assumption.isEmpty())
            l["assumption"] = line.assumption.toStdString();
        lines.push_back(std::move(l));
    }
    return lines;
}

model::Json statsJson(const std::vector<model::ReportStat> &stats)
{
    model::Json list = model::Json::array();
    for (const model::ReportStat &stat : stats) {
        model::Json st = model::Json::object();
        st["key"] = stat.key.toStdString();
        st["label"] = stat.label.toStdString();
        st["value"] = stat.value.toStdString();
        if (!stat.assumption.isEmpty())
            st["assumption"] = stat.assumption.toStdString();
        list.push_back(std::move(st));
    }
    return list;
}

void appendStats(QStringList &out, const std::vector<model::ReportStat> &stats,
                 const QString &indent)
{
    for (const model::ReportStat &stat : stats) {
        out << QStringLiteral("%1%2: %3%4")
                   .arg(indent, stat.label, stat.value,
                        stat.assumption.isEmpty() ? QString() : QStringLiteral("  *"));
    }
}

// Rows of "label  amount  rule", one block per breakdown, with labels padded to a common width
// and each block's rows starting with its own marker.
void appendTable(QStringList &out,
                 std::initializer_list<std::pair<const model::Breakdown *, QString>> blocks,
                 const QString &indent)
{
    qsizetype width = 0;
    qsizetype amountWidth = 1;
    for (const auto &[breakdown, marker] : blocks) {
        for (const model::BreakdownLine &line : breakdown->lines()) {
            width = std::max(width, marker.size() + line.label.size());
            amountWidth = std::max(amountWidth, QString::number(line.amount).size());
        }
    }
    width = std::min<qsizetype>(width, 72);
    for (const auto &[breakdown, marker] : blocks) {
        for (const model::BreakdownLine &line : breakdown->lines()) {
            QString row = indent + (marker + line.label).leftJustified(width) + QLatin1String("  ")
                          + QString::number(line.amount).rightJustified(amountWidth)
                          + QLatin1String("  ") + line.rule;
            if (!line.assumption.isEmpty())
                row += QLatin1String("  *");
            out << row;
        }
    }
}

} // namespace

bool isLegal(const std::vector<validators::Issue> &issues)
{
    return std::none_of(issues.begin(), issues.end(), [](const validators::Issue &i) {
        return i.severity == validators::Severity::Error;
    });
}

QString verdictText(const std::vector<validators::Issue> &issues)
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

model::Json reportJson(const model::Fleet &fleet, const model::GameSystem &system,
                       const model::FleetReport &report,
                       const std::vector<validators::Issue> &issues)
{
    using model::Json;
    Json o = Json::object();
    o["system"] = system.id().toStdString();
    o["name"] = fleet.name.toStdString();
    o["legal"] = isLegal(issues);

    Json points = Json::object();
    points["total"] = report.total.total();
    points["budget"] = report.budget ? Json(*report.budget) : Json(nullptr);
    points["unit"] = report.pointsUnit.toStdString();
    o["points"] = std::move(points);

    Json ships = Json::array();
    for (const model::ShipReport &s : report.ships) {
        Json ship = Json::object();
        ship["name"] = s.name.toStdString();
        ship["class"] = s.classId.toStdString();
        if (!s.group.isEmpty())
            ship["group"] = s.group.toStdString();
        ship["cost"] = s.cost.total();
        ship["fighterCost"] = s.fighterCost;
        if (s.spaces) {
            Json spaces = Json::object();
            spaces["used"] = s.spaces->used.total();
            spaces["capacity"]
                = s.spaces->unlimited ? Json(nullptr) : Json(s.spaces->capacity.total());
            spaces["usedBreakdown"] = breakdownJson(s.spaces->used, "spaces");
            spaces["capacityBreakdown"] = breakdownJson(s.spaces->capacity, "spaces");
            ship["spaces"] = std::move(spaces);
        } else {
            ship["spaces"] = nullptr;
        }
        ship["damage"] = s.damage;
        ship["speed"] = s.speed;
        ship["breakdown"] = breakdownJson(s.cost, "points");
        ship["stats"] = statsJson(s.stats);
        ships.push_back(std::move(ship));
    }
    o["ships"] = std::move(ships);
    o["fleetBreakdown"] = breakdownJson(report.total, "points");
    o["stats"] = statsJson(report.stats);

    Json list = Json::array();
    for (const validators::Issue &issue : issues) {
        Json i = Json::object();
        i["severity"] = validators::severityId(issue.severity).toStdString();
        i["code"] = issue.code.toStdString();
        i["subject"] = issue.subject.toStdString();
        i["message"] = issue.message.toStdString();
        i["rule"] = issue.rule.toStdString();
        if (!issue.assumption.isEmpty())
            i["assumption"] = issue.assumption.toStdString();
        list.push_back(std::move(i));
    }
    o["issues"] = std::move(list);

    Json assumptions = Json::array();
    for (const model::AssumptionNote &note : report.assumptions) {
        Json a = Json::object();
        a["option"] = note.optionId.toStdString();
        a["label"] = note.label.toStdString();
        a["value"] = note.value.toStdString();
        a["affects"] = note.affects.toStdString();
        assumptions.push_back(std::move(a));
    }
    o["assumptions"] = std::move(assumptions);
    return o;
}

QString issuesText(const QString &prefix, const std::vector<validators::Issue> &issues)
{
    QStringList out;
    for (const validators::Issue &issue : issues) {
        QString line = prefix + (issue.subject.isEmpty() ? CliText::tr("(fleet)") : issue.subject)
                       + QLatin1String(": ") + validators::severityName(issue.severity)
                       + QLatin1String(": ") + issue.message + QLatin1String(" [") + issue.code;
        if (!issue.rule.isEmpty())
            line += QLatin1String("; ") + issue.rule;
        if (!issue.assumption.isEmpty())
            line += QLatin1String("; ")
                    + CliText::tr("assumes rules option %1").arg(issue.assumption);
        out << line + QLatin1Char(']');
    }
    return out.join(QLatin1Char('\n'));
}

QString reportText(const model::Fleet &fleet, const model::GameSystem &system,
                   const model::FleetReport &report, const std::vector<validators::Issue> &issues)
{
    QStringList out;
    const QString budget
        = report.budget
              ? CliText::tr("%1 of %2")
                    .arg(report.total.total())
                    .arg(system.formatPoints(*report.budget))
              : CliText::tr("%1 (no budget set)").arg(system.formatPoints(report.total.total()));
    out << CliText::tr("%1 — %2 — %3 — %4")
               .arg(fleet.name.isEmpty() ? CliText::tr("(unnamed fleet)") : fleet.name,
                    system.displayName(), budget, verdictText(issues));

    for (std::size_t i = 0; i < report.ships.size(); ++i) {
        const model::ShipReport &s = report.ships[i];
        out << QString();
        QString title = CliText::tr("%1. %2 — %3 — %4")
                            .arg(i + 1)
                            .arg(s.name, s.className, system.formatPoints(s.cost.total()));
        if (s.fighterCost > 0)
            title += CliText::tr(" (fighters %1)").arg(s.fighterCost);
        if (!s.group.isEmpty())
            title += CliText::tr(" — %1").arg(s.group);
        out << title;
        out << CliText::tr("   Cost:");
        appendTable(out, {{&s.cost, QString()}}, QStringLiteral("     "));
        if (s.spaces) {
            const QString capacity = s.spaces->unlimited
                                         ? CliText::tr("no cap")
                                         : QString::number(s.spaces->capacity.total());
            out << CliText::tr("   Weapon spaces: %1 used of %2")
                       .arg(s.spaces->used.total())
                       .arg(capacity);
            appendTable(out,
                        {{&s.spaces->capacity, QStringLiteral("+ ")},
                         {&s.spaces->used, QStringLiteral("− ")}},
                        QStringLiteral("     "));
        }
        out << CliText::tr("   Damage capacity %1, speed %2").arg(s.damage).arg(s.speed);
        appendStats(out, s.stats, QStringLiteral("   "));
    }

    out << QString()
        << CliText::tr("Fleet total: %1").arg(system.formatPoints(report.total.total()));
    appendTable(out, {{&report.total, QString()}}, QStringLiteral("   "));
    appendStats(out, report.stats, QStringLiteral("   "));

    if (!report.assumptions.empty()) {
        out << QString()
            << CliText::tr("* Assumptions in force (rules options standing in for rules the "
                           "sources lack):");
        for (const model::AssumptionNote &note : report.assumptions) {
            out << CliText::tr("   %1 = %2 (option %3): affects %4")
                       .arg(note.label, note.value, note.optionId, note.affects);
        }
    }

    out << QString();
    if (issues.empty())
        out << CliText::tr("Issues: none.");
    else
        out << CliText::tr("Issues:") << issuesText(QStringLiteral("  "), issues);
    return out.join(QLatin1Char('\n'));
}

} // namespace fw::cli
