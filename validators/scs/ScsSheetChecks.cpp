#include "ScsChecker.h"

#include <model/core/Text.h>

#include <array>

namespace fw::validators::scschecks {

using model::text::quoted;

namespace {

// "7–9", or "20" for a row of one number.
QString rowText(int from, int to)
{
    return from == to ? QString::number(from) : QStringLiteral("%1–%2").arg(from).arg(to);
}

bool hasSystemNamed(const Section &s, const QString &name)
{
    for (const ShipSystem &system : s.systems) {
        if (system.name == name)
            return true;
    }
    return false;
}

bool hasSection(const ScsClass &c, const QString &id)
{
    for (const Section &s : c.sections) {
        if (s.id == id)
            return true;
    }
    return false;
}

// "Did you mean “X”?" or "It has: A, B." for a name a chart row gives that the section lacks.
QString knownNamesHint(const QString &name, const QStringList &known)
{
    const QString suggestion = model::text::closestMatch(name, known);
    if (!suggestion.isEmpty())
        return Text::tr("Did you mean %1?").arg(quoted(suggestion));
    if (known.isEmpty())
        return Text::tr("It has no systems.");
    return Text::tr("It has: %1.").arg(known.join(QLatin1String(", ")));
}

} // namespace

QString ruleText(Rule rule)
{
    switch (rule) {
    case Rule::Sheet:
        return QStringLiteral("SCS, digest §5.4: sheet integrity");
    case Rule::Structure:
        return QStringLiteral("SCS, digest §5.1: structure");
    case Rule::Damage:
        return QStringLiteral("SCS, digest §5.3: damage");
    case Rule::Movement:
        return QStringLiteral("SCS, digest §5.2: movement");
    case Rule::Power:
        return QStringLiteral("SCS, digest §5.7: power");
    case Rule::Fleet:
        return QStringLiteral("SCS, digest §5.4: legal fleet");
    case Rule::Pickup:
        return QStringLiteral("SCS, digest §5.8: B5 Wars pickup");
    }
    return {};
}

QString numberList(const std::vector<int> &numbers)
{
    QStringList parts;
    for (std::size_t a = 0; a < numbers.size();) {
        std::size_t b = a;
        while (b + 1 < numbers.size() && numbers[b + 1] == numbers[b] + 1)
            ++b;
        parts << rowText(numbers[a], numbers[b]);
        a = b + 1;
    }
    return parts.join(QLatin1String(", "));
}

QString designLabel(const ScsClass &c, std::size_t i)
{
    if (!c.name.trimmed().isEmpty())
        return quoted(c.name);
    if (!c.id.trimmed().isEmpty())
        return quoted(c.id);
    return Text::tr("design %1").arg(i + 1);
}

void Checker::checkSheet(std::size_t i, const ScsClass &c)
{
    checkSectionIds(i, c);
    for (std::size_t j = 0; j < c.sections.size(); ++j) {
        const Section &s = c.sections[j];
        checkStructure(i, j, s, c);
        checkChart(i, j, s);
        checkSystemsHit(i, j, s);
        for (std::size_t k = 0; k < s.systems.size(); ++k) {
            const ShipSystem &system = s.systems[k];
            if (system.arc.from < 0 || system.arc.from > 359 || system.arc.to < 0
                || system.arc.to > 359) {
                m_issues.error(QStringLiteral("scs.system.arc"), systemPath(i, j, k, "arc"),
                               Text::tr("%3: arc %1–%2 is not within 0–359 degrees.")
                                   .arg(system.arc.from)
                                   .arg(system.arc.to)
                                   .arg(quoted(system.name)),
                               ruleText(Rule::Sheet));
            }
            if (system.kind == SystemKind::Weapon)
                checkWeapon(i, j, k, system);
        }
    }
    checkSideChart(i, c);
    checkSectionsHit(i, c);
    checkMovement(i, c);
    checkSensors(i, c);
    checkRetroThrusters(i, c);
    checkPower(i, c);
}

// Digest §5.1, §5.4: every section that exists has a structure block; under rules option
// sectionStructure a section other than the primary may go without, as on a B5 Wars medium ship,
// when the primary has one.
void Checker::checkStructure(std::size_t i, std::size_t j, const Section &s, const ScsClass &c)
{
    const QString option = QLatin1String(option::SectionStructure);
    if (!s.hasStructure) {
        const Section *primary = c.section(QStringLiteral("primary"));
        if (m_options.structurelessToPrimary && s.id != QLatin1String("primary")) {
            if (!primary || !primary->hasStructure) {
                m_issues.error(QStringLiteral("scs.section.noStructure"), sectionPath(i, j),
                               Text::tr("The %1 section has no structure block, and there is no "
                                        "primary structure for its hits to go to.")
                                   .arg(sectionName(s.id)),
                               ruleText(Rule::Sheet), option);
            }
            return;
        }
        m_issues.error(QStringLiteral("scs.section.noStructure"), sectionPath(i, j),
                       Text::tr("The %1 section has no structure block; every section has one "
                                "(a B5 Wars medium ship's sections may go without: rules option "
                                "\"Sections without structure\").")
                           .arg(sectionName(s.id)),
                       ruleText(Rule::Sheet), option);
    } else if (s.structureBoxes <= 0) {
        m_issues.error(QStringLiteral("scs.section.noStructure"),
                       sectionPath(i, j) + QStringLiteral(".structure.boxes"),
                       Text::tr("The %2 section's structure has %1 boxes; it needs at least 1.")
                           .arg(s.structureBoxes)
                           .arg(sectionName(s.id)),
                       ruleText(Rule::Sheet));
    }
}

// Digest §5.4: a chart covers 1 to `faces` with no gap and no number twice.
template<typename Row>
void Checker::checkCoverage(const std::vector<Row> &rows, int faces, const QString &path,
                            const QString &chart, const char *codePrefix)
{
    const QString prefix = QLatin1String(codePrefix);
    std::array<bool, 21> covered{};
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const Row &row = rows[r];
        const QString rowPath = path + QStringLiteral("[%1]").arg(r);
        if (row.from < 1 || row.to > faces || row.from > row.to) {
            m_issues.error(prefix + QStringLiteral(".badRange"), rowPath,
                           Text::tr("Row %1 to %2 of %4 is not a range within 1–%3.")
                               .arg(row.from)
                               .arg(row.to)
                               .arg(faces)
                               .arg(chart),
                           ruleText(Rule::Sheet));
        }
        std::vector<int> doubled;
        for (int n = std::max(row.from, 1); n <= std::min(row.to, faces); ++n) {
            if (covered[std::size_t(n)])
                doubled.push_back(n);
            covered[std::size_t(n)] = true;
        }
        if (!doubled.empty()) {
            m_issues.error(prefix + QStringLiteral(".overlap"), rowPath,
                           Text::tr("Row %1 of %2 gives %3 again, which an earlier row already "
                                    "covers; each number hits exactly one place.")
                               .arg(rowText(row.from, row.to), chart, numberList(doubled)),
                           ruleText(Rule::Sheet));
        }
    }
    std::vector<int> missing;
    for (int n = 1; n <= faces; ++n) {
        if (!covered[std::size_t(n)])
            missing.push_back(n);
    }
    if (!missing.empty()) {
        m_issues.error(prefix + QStringLiteral(".gap"), path,
                       Text::tr("No row of %2 covers %3; the chart must cover 1–%1 without gaps.")
                           .arg(faces)
                           .arg(chart, numberList(missing)),
                       ruleText(Rule::Sheet));
    }
}

// Digest §5.4: each d20 chart names only systems of its section, its structure or "primary";
// the primary section cannot pass hits to itself.
void Checker::checkChart(std::size_t i, std::size_t j, const Section &s)
{
    const QString path = sectionPath(i, j) + QStringLiteral(".chart");
    const QString chart = Text::tr("the %1 section's d20 chart").arg(sectionName(s.id));
    checkCoverage(s.chart, 20, path, chart, "scs.chart");
    const bool isPrimary = s.id == QLatin1String(HitsPrimary);
    for (std::size_t r = 0; r < s.chart.size(); ++r) {
        const ChartRow &row = s.chart[r];
        const QString rowPath = path + QStringLiteral("[%1]").arg(r);
        if (row.hits == QLatin1String(HitsStructure))
            continue;
        if (row.hits == QLatin1String(HitsPrimary)) {
            if (isPrimary) {
                m_issues.error(QStringLiteral("scs.chart.primaryOnPrimary"), rowPath,
                               Text::tr("Row %1 of the primary section's chart passes hits to "
                                        "“primary”, which is this section itself.")
                                   .arg(rowText(row.from, row.to)),
                               ruleText(Rule::Sheet));
            }
            continue;
        }
        if (hasSystemNamed(s, row.hits))
            continue;
        QStringList names;
        for (const ShipSystem &system : s.systems)
            names << system.name;
        names.removeDuplicates();
        m_issues.error(QStringLiteral("scs.chart.unknownSystem"), rowPath,
                       Text::tr("Row %1 of %2 names %3, which the section does not have.")
                               .arg(rowText(row.from, row.to), chart, quoted(row.hits))
                           + QLatin1Char(' ') + knownNamesHint(row.hits, names),
                       ruleText(Rule::Sheet));
    }
}

// Digest §5.3, §5.4: the d10 side chart covers 1-10 and names sections the sheet has.
void Checker::checkSideChart(std::size_t i, const ScsClass &c)
{
    const QString path = designPath(i) + QStringLiteral(".sideChart");
    checkCoverage(c.sideChart, 10, path, Text::tr("the d10 side chart"), "scs.sideChart");
    for (std::size_t r = 0; r < c.sideChart.size(); ++r) {
        const SideRow &row = c.sideChart[r];
        if (hasSection(c, row.section))
            continue;
        m_issues.error(QStringLiteral("scs.sideChart.unknownSection"),
                       path + QStringLiteral("[%1]").arg(r),
                       Text::tr("Row %1 of the d10 side chart names section %2, which the sheet "
                                "does not have.")
                           .arg(rowText(row.from, row.to), quoted(sectionName(row.section))),
                       ruleText(Rule::Sheet));
    }
}

// Digest §5.3, §5.4: recharge of at least 1, a range-modifier row, damage dice.
void Checker::checkWeapon(std::size_t i, std::size_t j, std::size_t k, const ShipSystem &w)
{
    if (w.recharge < 1) {
        m_issues.error(QStringLiteral("scs.weapon.recharge"), systemPath(i, j, k, "recharge"),
                       Text::tr("%2: recharge %1; a weapon recharges in at least 1 turn.")
                           .arg(w.recharge)
                           .arg(quoted(w.name)),
                       ruleText(Rule::Sheet));
    }
    if (w.rangeModifiers.empty()) {
        m_issues.error(QStringLiteral("scs.weapon.noRangeModifiers"),
                       systemPath(i, j, k, "rangeModifiers"),
                       Text::tr("%1 has no range modifiers; a shot hits on d20 ≤ signature + "
                                "the modifier at its range.")
                           .arg(quoted(w.name)),
                       QStringLiteral("SCS, digest §5.3, §5.4"));
    }
    if (!parseDamage(w.damage)) {
        m_issues.error(QStringLiteral("scs.weapon.damage"), systemPath(i, j, k, "damage"),
                       Text::tr("%1: damage %2 is not dice such as “3d10+4” or a plain number.")
                           .arg(quoted(w.name), quoted(w.damage)),
                       ruleText(Rule::Damage));
    }
}

// Digest §5.2: speed changes by floor(thrust / accel cost); the movement table's delays.
void Checker::checkMovement(std::size_t i, const ScsClass &c)
{
    const QString path = designPath(i);
    if (c.accelCost < 1) {
        m_issues.error(QStringLiteral("scs.design.accelCost"), path + QStringLiteral(".accelCost"),
                       Text::tr("Accel cost %1; speed changes by floor(thrust / accel cost), "
                                "which needs an accel cost of at least 1.")
                           .arg(c.accelCost),
                       ruleText(Rule::Movement));
    }
    if (c.turnDelay.empty()) {
        m_issues.warning(QStringLiteral("scs.design.turnDelayEmpty"),
                         path + QStringLiteral(".turnDelay"),
                         Text::tr("The movement table has no turn delays, so no turn can be "
                                  "resolved."),
                         ruleText(Rule::Movement));
    }
    for (std::size_t s = 1; s < c.turnDelay.size(); ++s) {
        if (c.turnDelay[s] < c.turnDelay[s - 1]) {
            m_issues.warning(QStringLiteral("scs.design.turnDelayDecreasing"),
                             path + QStringLiteral(".turnDelay[%1]").arg(s),
                             Text::tr("Turn delay %1 at speed %2 is less than %3 at speed %4; a "
                                      "faster ship turns no sooner.")
                                 .arg(c.turnDelay[s])
                                 .arg(s + 1)
                                 .arg(c.turnDelay[s - 1])
                                 .arg(s),
                             ruleText(Rule::Movement));
            break;
        }
    }
    int engines = 0;
    int engineThrust = 0;
    for (const Section &s : c.sections) {
        for (const ShipSystem &system : s.systems) {
            if (system.kind == SystemKind::Engine) {
                ++engines;
                engineThrust += system.output;
            }
        }
    }
    if (engines > 0 && engineThrust != c.thrust) {
        m_issues.warning(
            QStringLiteral("scs.design.thrustMismatch"), path + QStringLiteral(".thrust"),
            Text::tr("Thrust %1, but the engines give %2.").arg(c.thrust).arg(engineThrust),
            ruleText(Rule::Movement));
    }
}

// Digest §5.7: "systems need N of the reactor's M".
void Checker::checkPower(std::size_t i, const ScsClass &c)
{
    const PowerBalance power = powerBalance(c);
    for (std::size_t j = 0; j < c.sections.size(); ++j) {
        const std::vector<ShipSystem> &systems = c.sections[j].systems;
        for (std::size_t k = 0; k < systems.size(); ++k) {
            if (systems[k].kind != SystemKind::Reactor)
                continue;
            if (power.isShort()) {
                m_issues.error(QStringLiteral("scs.power.short"), systemPath(i, j, k, "output"),
                               Text::tr("The systems need %1 of the reactor's %2: %3 more than "
                                        "it gives.")
                                   .arg(power.needed)
                                   .arg(power.reactor)
                                   .arg(power.needed - power.reactor),
                               ruleText(Rule::Power));
            }
            return;
        }
    }
    m_issues.error(QStringLiteral("scs.power.noReactor"),
                   designPath(i) + QStringLiteral(".sections"),
                   Text::tr("%2 has no reactor; its systems need %1 power.")
                       .arg(power.needed)
                       .arg(designLabel(c, i)),
                   ruleText(Rule::Power));
}

} // namespace fw::validators::scschecks
