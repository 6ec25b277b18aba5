#include "ScsSheetTools.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace fw::app::scs {

using model::scs::FighterSize;
using model::scs::ThrustDirection;
using model::scs::WeaponMode;

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::app::ScsDesigner)
};

ShipSystem system(SystemKind kind, const QString &name, int armor, int boxes, int output = 0)
{
    ShipSystem s;
    s.kind = kind;
    s.name = name;
    s.armor = armor;
    s.boxes = boxes;
    s.output = output;
    return s;
}

ShipSystem thruster(int armor, int boxes, int rating, ThrustDirection direction)
{
    ShipSystem s = system(SystemKind::Thruster, Text::tr("Thruster"), armor, boxes, rating);
    s.direction = direction;
    return s;
}

ShipSystem weapon()
{
    ShipSystem s = system(SystemKind::Weapon, Text::tr("Laser"), 4, 6);
    s.arc = {300, 60};
    s.recharge = 2;
    s.power = 4;
    s.damage = QStringLiteral("2d10+4");
    s.mode = WeaponMode::Standard;
    s.rangeModifiers = {8, 6, 4, 2, 0, -2};
    return s;
}

bool small(SizeClass size)
{
    return size == SizeClass::Light;
}

bool sideSections(SizeClass size)
{
    return size == SizeClass::Capital || size == SizeClass::Enormous;
}

// The systems of the primary section of a new sheet of `size`.
std::vector<ShipSystem> primarySystems(SizeClass size)
{
    std::vector<ShipSystem> systems;
    systems.push_back(system(SystemKind::Reactor, Text::tr("Reactor"), 5, 18));
    systems.push_back(system(SystemKind::CnC, Text::tr("C&C"), 5, 16));
    ShipSystem sensors = system(SystemKind::Sensors, Text::tr("Sensors"), 5, 18, 8);
    sensors.power = 2;
    systems.push_back(sensors);
    systems.push_back(system(SystemKind::Engine, Text::tr("Engine"), 4, 14, small(size) ? 8 : 12));
    if (!small(size)) {
        ShipSystem jump = system(SystemKind::JumpEngine, Text::tr("Jump Engine"), 5, 18, 20);
        jump.power = 2;
        systems.push_back(jump);
    }
    // Without side sections, the side thrusters sit in the primary section; a light ship has
    // every thruster and its weapon there.
    if (small(size)) {
        systems.push_back(thruster(3, 6, 3, ThrustDirection::Retro));
        systems.push_back(thruster(3, 8, 4, ThrustDirection::Main));
    }
    if (!sideSections(size)) {
        systems.push_back(thruster(3, 6, 3, ThrustDirection::Port));
        systems.push_back(thruster(3, 6, 3, ThrustDirection::Starboard));
    }
    if (small(size))
        systems.push_back(weapon());
    return systems;
}

void addRow(std::vector<ChartRow> &chart, int &next, int count, const QString &hits)
{
    if (count <= 0)
        return;
    chart.push_back({next, next + count - 1, hits});
    next += count;
}

// Distinct system names of `section` whose kind `take` accepts, in sheet order, with how many
// systems carry each.
template<typename Take>
std::vector<std::pair<QString, int>> namesOf(const Section &section, Take take)
{
    std::vector<std::pair<QString, int>> names;
    for (const ShipSystem &s : section.systems) {
        if (!take(s.kind) || s.name.trimmed().isEmpty())
            continue;
        auto it = std::find_if(names.begin(), names.end(),
                               [&](const auto &n) { return n.first == s.name; });
        if (it == names.end())
            names.push_back({s.name, 1});
        else
            ++it->second;
    }
    return names;
}

std::vector<ChartRow> buildPrimaryChart(const Section &section)
{
    const auto isReactor = [](SystemKind k) {
        return k == SystemKind::Reactor;
    };
    const auto isCnc = [](SystemKind k) {
        return k == SystemKind::CnC;
    };
    const std::vector<std::pair<QString, int>> reactors = namesOf(section, isReactor);
    const std::vector<std::pair<QString, int>> cncs = namesOf(section, isCnc);
    // The others in the order the pattern lists them (digest §5.1).
    std::vector<std::pair<QString, int>> middle;
    for (SystemKind kind : {SystemKind::JumpEngine, SystemKind::Sensors, SystemKind::Engine,
                            SystemKind::Hangar, SystemKind::ShieldGenerator, SystemKind::Other,
                            SystemKind::Weapon, SystemKind::Thruster}) {
        for (auto &n : namesOf(section, [kind](SystemKind k) { return k == kind; }))
            middle.push_back(n);
    }
    const int tail = std::min(19, int(reactors.size()) * 2 + int(cncs.size()));
    int available = 20 - tail - 8; // structure 1-8 at least when there is room
    if (int(middle.size()) > available)
        available = std::max(0, 20 - tail - 1);
    const int n = std::min(int(middle.size()), available);
    std::vector<int> counts(std::size_t(n), 0);
    for (int i = 0; i < n; ++i)
        counts[std::size_t(i)] = std::min(3, available / n + (i < available % n ? 1 : 0));
    int used = tail;
    for (int c : counts)
        used += c;
    std::vector<ChartRow> chart;
    int next = 1;
    addRow(chart, next, 20 - used, QLatin1String(model::scs::HitsStructure));
    for (int i = 0; i < n; ++i)
        addRow(chart, next, counts[std::size_t(i)], middle[std::size_t(i)].first);
    for (const auto &r : reactors)
        addRow(chart, next, std::min(2, 21 - next - int(cncs.size())), r.first);
    for (const auto &c : cncs)
        addRow(chart, next, std::min(1, 21 - next), c.first);
    return chart;
}

std::vector<ChartRow> buildOuterChart(const Section &section, bool hasPrimary)
{
    std::vector<std::pair<QString, int>> names
        = namesOf(section, [](SystemKind k) { return k == SystemKind::Thruster; });
    std::vector<int> weights;
    for (const auto &n : names)
        weights.push_back(3 + n.second);
    for (SystemKind kind : {SystemKind::Weapon, SystemKind::ShieldGenerator, SystemKind::Hangar,
                            SystemKind::Sensors, SystemKind::Engine, SystemKind::JumpEngine,
                            SystemKind::Reactor, SystemKind::CnC, SystemKind::Other}) {
        for (auto &n : namesOf(section, [kind](SystemKind k) { return k == kind; })) {
            names.push_back(n);
            weights.push_back(1 + n.second);
        }
    }
    const int last = hasPrimary ? 18 : 20;
    // Systems take 1-10 so that structure keeps 8 results; with more systems than that, each
    // gets one and structure what is left.
    int cap = std::min(10, last - 8);
    if (int(names.size()) > cap)
        cap = last - 1;
    if (int(names.size()) > cap) {
        names.resize(std::size_t(cap));
        weights.resize(std::size_t(cap));
    }
    const auto total = [&] {
        int sum = 0;
        for (int w : weights)
            sum += w;
        return sum;
    };
    while (total() > cap) {
        auto largest = std::max_element(weights.begin(), weights.end());
        --*largest;
    }
    std::vector<ChartRow> chart;
    int next = 1;
    for (std::size_t i = 0; i < names.size(); ++i)
        addRow(chart, next, weights[i], names[i].first);
    addRow(chart, next, last + 1 - next, QLatin1String(model::scs::HitsStructure));
    if (hasPrimary)
        addRow(chart, next, 2, QLatin1String(model::scs::HitsPrimary));
    return chart;
}

} // namespace

std::vector<SideRow> newSideChart(const QStringList &sections)
{
    const auto has = [&](const char *id) {
        return sections.contains(QLatin1String(id));
    };
    if (has("forward") && has("aft") && has("port") && has("starboard"))
        return {{1, 3, QStringLiteral("forward")},
                {4, 5, QStringLiteral("port")},
                {6, 7, QStringLiteral("starboard")},
                {8, 10, QStringLiteral("aft")}};
    if (has("forward") && has("aft"))
        return {{1, 5, QStringLiteral("forward")}, {6, 10, QStringLiteral("aft")}};
    if (sections.isEmpty())
        return {};
    return {{1, 10, sections.front()}};
}

Section newSection(SizeClass size, const QString &id)
{
    Section s;
    s.id = id;
    if (id == QLatin1String("primary")) {
        s.structureArmor = 5;
        s.structureBoxes = small(size) ? 24 : 36;
        s.systems = primarySystems(size);
    } else if (id == QLatin1String("forward")) {
        s.structureArmor = 4;
        s.structureBoxes = 40;
        s.systems = {thruster(4, 8, 4, ThrustDirection::Retro),
                     thruster(4, 8, 4, ThrustDirection::Retro), weapon()};
    } else if (id == QLatin1String("aft")) {
        s.structureArmor = 4;
        s.structureBoxes = 38;
        s.systems = {thruster(3, 24, 12, ThrustDirection::Main)};
    } else if (id == QLatin1String("port") || id == QLatin1String("starboard")) {
        s.structureArmor = 4;
        s.structureBoxes = 40;
        s.systems = {thruster(4, 15, 5,
                              id == QLatin1String("port") ? ThrustDirection::Port
                                                          : ThrustDirection::Starboard)};
    } else {
        s.structureArmor = 4;
        s.structureBoxes = 30;
    }
    s.chart = buildChart(s, id != QLatin1String("primary"));
    return s;
}

ScsClass newSheet(SizeClass size)
{
    ScsClass c;
    c.size = size;
    const int big = size == SizeClass::Capital || size == SizeClass::Enormous ? 1 : 0;
    c.signatureForward = small(size) ? 11 : 13 + big;
    c.signatureSide = c.signatureForward + 2;
    c.thrust = small(size) ? 8 : 12;
    c.accelCost = small(size) ? 1 : 3;
    c.pivotCost = small(size) ? 1 : 2;
    c.rollCost = small(size) ? 1 : 2;
    c.sensors = 8;
    c.jumpDelay = small(size) ? 0 : 20;
    c.turnDelay = turnDelaysFromFactor(small(size) ? 0.33 : 0.66, 10, Rounding::Down);
    const QStringList ids = model::scs::sectionsOfSize(size);
    for (const QString &id : ids)
        c.sections.push_back(newSection(size, id));
    c.sideChart = newSideChart(ids);
    // The reactor gives what the other systems need.
    int needed = 0;
    for (const Section &s : c.sections) {
        for (const ShipSystem &sys : s.systems)
            needed += sys.kind == SystemKind::Reactor ? 0 : sys.power;
    }
    for (Section &s : c.sections) {
        for (ShipSystem &sys : s.systems) {
            if (sys.kind == SystemKind::Reactor)
                sys.output = needed;
        }
    }
    return c;
}

bool hasPrimarySection(const ScsClass &c)
{
    return std::any_of(c.sections.begin(), c.sections.end(),
                       [](const Section &s) { return s.id == QLatin1String("primary"); });
}

std::vector<ChartRow> buildChart(const Section &section, bool hasPrimary)
{
    if (section.id == QLatin1String("primary"))
        return buildPrimaryChart(section);
    return buildOuterChart(section, hasPrimary);
}

std::vector<int> turnDelaysFromFactor(double factor, int speeds, Rounding rounding)
{
    std::vector<int> delays;
    for (int speed = 1; speed <= speeds; ++speed) {
        const double value = factor * speed;
        double rounded = 0;
        switch (rounding) {
        case Rounding::Down:
            rounded = std::floor(value + 1e-9);
            break;
        case Rounding::Nearest:
            rounded = std::floor(value + 0.5);
            break;
        case Rounding::Up:
            rounded = std::ceil(value - 1e-9);
            break;
        }
        delays.push_back(std::max(1, int(rounded)));
    }
    return delays;
}

std::optional<std::vector<int>> parseModifiers(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    std::vector<int> values;
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        // A typographic minus counts as a minus.
        const int value = QString(part).replace(QChar(0x2212), QLatin1Char('-')).toInt(&ok);
        if (!ok)
            return std::nullopt;
        values.push_back(value);
    }
    return values;
}

QString modifiersText(const std::vector<int> &modifiers)
{
    QStringList parts;
    for (int m : modifiers)
        parts << QString::number(m);
    return parts.join(QLatin1String(", "));
}

QString coverageProblem(const std::vector<std::pair<int, int>> &ranges, int first, int last)
{
    std::vector<int> times(std::size_t(last - first + 1), 0);
    for (const auto &[from, to] : ranges) {
        if (from > to)
            return Text::tr("A row runs from %1 down to %2.").arg(from).arg(to);
        if (from < first || to > last)
            return Text::tr("A row (%1–%2) lies outside %3–%4.")
                .arg(from)
                .arg(to)
                .arg(first)
                .arg(last);
        for (int r = from; r <= to; ++r)
            ++times[std::size_t(r - first)];
    }
    for (int r = first; r <= last; ++r) {
        if (times[std::size_t(r - first)] > 1)
            return Text::tr("%1 is in more than one row.").arg(r);
    }
    for (int r = first; r <= last; ++r) {
        if (times[std::size_t(r - first)] != 0)
            continue;
        int end = r;
        while (end < last && times[std::size_t(end + 1 - first)] == 0)
            ++end;
        return end == r ? Text::tr("No row covers %1.").arg(r)
                        : Text::tr("No row covers %1–%2.").arg(r).arg(end);
    }
    return QString();
}

QString systemLabel(const ShipSystem &system)
{
    return system.name.trimmed().isEmpty() ? model::scs::systemKindName(system.kind) : system.name;
}

QString hitsLabel(const QString &hits)
{
    if (hits == QLatin1String(model::scs::HitsStructure))
        return Text::tr("Structure");
    if (hits == QLatin1String(model::scs::HitsPrimary))
        return Text::tr("Primary");
    return hits;
}

bool damageValid(const QString &text)
{
    return model::scs::parseDamage(text).has_value();
}

} // namespace fw::app::scs
