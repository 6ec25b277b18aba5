// The layout of each design's sheet: which sections it has, whether each of them and each system
// can be hit, and the figures the header repeats from its systems (digest §5.1, §5.3; seed line
// 68).

#include "ScsChecker.h"

#include <model/core/Text.h>

#include <QSet>

#include <algorithm>

namespace fw::validators::scschecks {

using model::text::quoted;

namespace {

QStringList sectionLabels(const QStringList &ids)
{
    QStringList labels;
    for (const QString &id : ids)
        labels << sectionName(id);
    return labels;
}

// "Forward, Aft and Port": the sections' names.
QString sectionList(const QStringList &ids)
{
    QStringList labels = sectionLabels(ids);
    if (labels.size() < 2)
        return labels.join(QString());
    const QString last = labels.takeLast();
    return Text::tr("%1 and %2").arg(labels.join(QLatin1String(", ")), last);
}

// The outer sections (all but primary) of each layout a size class has (digest §5.1): a light
// ship has none; a medium or heavy ship forward and aft, or port and starboard like the Drazi
// designs (seed line 68: "some ships such as Drazi have specialised location charts"); a capital
// ship the four sides, or forward and aft with four quarters (a six-sided ship). Enormous ships
// may have any sections: no list.
std::vector<QStringList> layoutsOfSize(SizeClass size)
{
    const QString forward = QStringLiteral("forward");
    const QString aft = QStringLiteral("aft");
    const QString port = QStringLiteral("port");
    const QString starboard = QStringLiteral("starboard");
    switch (size) {
    case SizeClass::Light:
        return {QStringList{}};
    case SizeClass::Medium:
    case SizeClass::Heavy:
        return {{forward, aft}, {port, starboard}};
    case SizeClass::Capital:
        return {{forward, aft, port, starboard}, QStringList{forward, aft} + quarterSectionIds()};
    case SizeClass::Enormous:
        break;
    }
    return {};
}

// "Forward and Aft, or Port and Starboard".
QString layoutsText(const std::vector<QStringList> &layouts)
{
    QStringList texts;
    for (const QStringList &layout : layouts)
        texts << sectionList(layout);
    return texts.join(Text::tr(", or "));
}

// The layout of a sheet's sections: its size class and its side chart.
QString layoutRule()
{
    return QStringLiteral("SCS, digest §5.1: structure; seed line 68");
}

} // namespace

// Digest §5.1: every sheet has a primary section, and its other sections follow one of the
// layouts of its size; the d10 side chart names the sections of the layout (seed line 68), so a
// section it names and the sheet lacks is `scs.sideChart.unknownSection`. Only a sheet whose side
// chart names no section is held to the usual sections of its size.
void Checker::checkSectionIds(std::size_t i, const ScsClass &c)
{
    const QStringList known = sectionIds() + quarterSectionIds();
    QStringList knownNames;
    for (const QString &id : known)
        knownNames << sectionName(id);
    QSet<QString> seen;
    for (std::size_t j = 0; j < c.sections.size(); ++j) {
        const QString &id = c.sections[j].id;
        const QString path = sectionPath(i, j) + QStringLiteral(".id");
        if (seen.contains(id)) {
            m_issues.error(QStringLiteral("scs.section.duplicateId"), path,
                           Text::tr("A second %1 section; each section appears once.")
                               .arg(quoted(sectionName(id))),
                           ruleText(Rule::Structure));
        }
        seen << id;
        if (!known.contains(id) && c.size != SizeClass::Enormous) {
            m_issues.error(QStringLiteral("scs.section.unknownId"), path,
                           Text::tr("Section %1 is not one of %2; only enormous ships have "
                                    "other sections.")
                               .arg(quoted(id), knownNames.join(QLatin1String(", "))),
                           ruleText(Rule::Structure));
        }
    }
    const QString sections = designPath(i) + QStringLiteral(".sections");
    if (!seen.contains(QLatin1String(HitsPrimary))) {
        m_issues.error(
            QStringLiteral("scs.design.noPrimary"), sections,
            Text::tr("%1 has no primary section; every ship has one.").arg(designLabel(c, i)),
            ruleText(Rule::Structure));
    }
    const bool chartNamesSections = sideChartNamesSections(c);
    if (!chartNamesSections) {
        const QStringList expected = sectionsOfSize(c.size);
        for (const QString &id : expected) {
            if (seen.contains(id) || id == QLatin1String(HitsPrimary))
                continue;
            m_issues.error(QStringLiteral("scs.design.missingSection"), sections,
                           Text::tr("%1 is a %2 ship and has no %3 section; with no side chart "
                                    "to name its sections, a %2 ship has %4.")
                               .arg(designLabel(c, i), sizeClassName(c.size), sectionName(id),
                                    sectionList(expected)),
                           layoutRule());
        }
    }
    checkLayout(i, c, chartNamesSections);
}

// Digest §5.1: the outer sections form a layout of the size; a section outside the layout that
// fits the others best is reported, and so are the sections of that layout the sheet lacks (when
// the side chart names the sections; otherwise `scs.design.missingSection` has said so).
void Checker::checkLayout(std::size_t i, const ScsClass &c, bool byChart)
{
    const std::vector<QStringList> layouts = layoutsOfSize(c.size);
    if (layouts.empty())
        return;
    QStringList outer;
    for (const Section &s : c.sections) {
        if (s.id != QLatin1String(HitsPrimary))
            outer << s.id;
    }
    // The layout sharing most sections with the sheet; the first (the usual one) on a tie.
    const QStringList *best = &layouts.front();
    qsizetype bestShared = -1;
    for (const QStringList &layout : layouts) {
        const qsizetype shared = std::count_if(
            outer.begin(), outer.end(), [&](const QString &id) { return layout.contains(id); });
        if (shared > bestShared) {
            best = &layout;
            bestShared = shared;
        }
    }
    for (std::size_t j = 0; j < c.sections.size(); ++j) {
        const QString &id = c.sections[j].id;
        if (id == QLatin1String(HitsPrimary) || best->contains(id)
            || !(sectionIds() + quarterSectionIds()).contains(id))
            continue;
        const QString path = sectionPath(i, j) + QStringLiteral(".id");
        if (c.size == SizeClass::Light) {
            m_issues.warning(QStringLiteral("scs.section.notForSize"), path,
                             Text::tr("%1 has a %2 section, which a Light ship does not have: its "
                                      "only section is primary.")
                                 .arg(designLabel(c, i), sectionName(id)),
                             layoutRule());
            continue;
        }
        m_issues.warning(QStringLiteral("scs.section.notForSize"), path,
                         Text::tr("%1 has a %2 section beside %3, which a %4 ship does not have; "
                                  "the outer sections of a %4 ship are %5.")
                             .arg(designLabel(c, i), sectionName(id), sectionList(*best),
                                  sizeClassName(c.size), layoutsText(layouts)),
                         layoutRule());
    }
    // A section the side chart names and the sheet lacks is `scs.sideChart.unknownSection`.
    QStringList missing;
    for (const QString &id : *best) {
        const bool named = std::any_of(c.sideChart.begin(), c.sideChart.end(),
                                       [&](const SideRow &row) { return row.section == id; });
        if (!outer.contains(id) && !named)
            missing << id;
    }
    if (!byChart || missing.isEmpty())
        return;
    m_issues.warning(QStringLiteral("scs.design.incompleteLayout"),
                     designPath(i) + QStringLiteral(".sections"),
                     Text::tr("%1 is a %2 ship, and its sections lack %3; the outer sections of a "
                              "%2 ship are %4.")
                         .arg(designLabel(c, i), sizeClassName(c.size), sectionList(missing),
                              layoutsText(layouts)),
                     layoutRule());
}

// Seed line 68, digest §5.3: a shot reaches an outer section only through the d10 side chart, so
// a section the chart never names can never be hit (the primary section takes the hits the other
// charts pass on).
void Checker::checkSectionsHit(std::size_t i, const ScsClass &c)
{
    // A chart without a row to roll is `scs.sideChart.gap` alone.
    if (std::none_of(c.sideChart.begin(), c.sideChart.end(),
                     [](const SideRow &row) { return canRoll(row, 10); }))
        return;
    for (std::size_t j = 0; j < c.sections.size(); ++j) {
        const Section &s = c.sections[j];
        if (s.id == QLatin1String(HitsPrimary))
            continue;
        const bool named
            = std::any_of(c.sideChart.begin(), c.sideChart.end(), [&](const SideRow &row) {
                  return row.section == s.id && canRoll(row, 10);
              });
        if (named)
            continue;
        m_issues.warning(QStringLiteral("scs.sideChart.sectionNeverHit"), sectionPath(i, j),
                         Text::tr("No row of the d10 side chart names the %1 section, so no "
                                  "shot can ever hit it.")
                             .arg(sectionName(s.id)),
                         QStringLiteral("SCS, seed line 68, digest §5.3: location"));
    }
}

// Seed lines 68-69, digest §5.3: a shot hits a system only through its section's d20 chart, so
// a system no row names can never be hit: a sheet built so is most likely a slip (B5 Wars leaves
// a few systems off the charts on purpose, e.g. a light ship's thrusters: hence a warning).
void Checker::checkSystemsHit(std::size_t i, std::size_t j, const Section &s)
{
    // A chart without a row to roll is `scs.chart.gap` alone.
    for (const std::size_t k : model::scs::systemsOffChart(s)) {
        m_issues.warning(QStringLiteral("scs.system.neverHit"), systemPath(i, j, k),
                         Text::tr("No row of the %1 section's d20 chart names %2, so it can "
                                  "never be hit.")
                             .arg(sectionName(s.id), quoted(s.systems[k].name)),
                         QStringLiteral("SCS, seed lines 68–69, digest §5.3: location"));
    }
}

// Digest §5.1, §5.5: the header's sensors are the Scanner's rating (a sensors system's output);
// with several scanners, the rating of one of them.
void Checker::checkSensors(std::size_t i, const ScsClass &c)
{
    std::vector<int> ratings;
    for (const Section &s : c.sections) {
        for (const ShipSystem &system : s.systems) {
            if (system.kind == SystemKind::Sensors)
                ratings.push_back(system.output);
        }
    }
    if (ratings.empty() || std::find(ratings.begin(), ratings.end(), c.sensors) != ratings.end())
        return;
    std::sort(ratings.begin(), ratings.end());
    ratings.erase(std::unique(ratings.begin(), ratings.end()), ratings.end());
    QString message;
    if (ratings.size() == 1) {
        message = Text::tr("Sensors %1, but the Scanner's rating is %2.")
                      .arg(c.sensors)
                      .arg(ratings.front());
    } else {
        QStringList texts;
        for (int rating : ratings)
            texts << QString::number(rating);
        message = Text::tr("Sensors %1, but no scanner has that rating; they have %2.")
                      .arg(c.sensors)
                      .arg(texts.join(QLatin1String(", ")));
    }
    m_issues.warning(QStringLiteral("scs.design.sensorsMismatch"),
                     designPath(i) + QStringLiteral(".sensors"), message,
                     QStringLiteral("SCS, digest §5.1, §5.5: sensors"));
}

// Digest §5.1: thruster direction 1, retro, is the forward section's. A sheet without a forward
// section (port and starboard only, or a light ship) has no place the digest gives: not checked.
void Checker::checkRetroThrusters(std::size_t i, const ScsClass &c)
{
    if (!c.section(QStringLiteral("forward")))
        return;
    for (std::size_t j = 0; j < c.sections.size(); ++j) {
        const Section &s = c.sections[j];
        if (s.id == QLatin1String("forward"))
            continue;
        for (std::size_t k = 0; k < s.systems.size(); ++k) {
            const ShipSystem &system = s.systems[k];
            if (system.kind != SystemKind::Thruster || system.direction != ThrustDirection::Retro)
                continue;
            m_issues.warning(QStringLiteral("scs.thruster.retroNotForward"),
                             systemPath(i, j, k, "direction"),
                             Text::tr("%1 in the %2 section is a retro thruster; retro thrusters "
                                      "sit in the forward section.")
                                 .arg(quoted(system.name), sectionName(s.id)),
                             ruleText(Rule::Structure));
        }
    }
}

} // namespace fw::validators::scschecks
