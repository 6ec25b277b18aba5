#include "FieryVoid.h"

#include <QRegularExpression>

#include <cmath>
#include <numeric>
#include <set>

// A FieryVoid hull as an SCS design, with the conventions of docs/scs.md ("Bringing a B5 Wars
// ship to SCS"); the conversion table, field by field, is in docs/scs.md ("Importing FieryVoid's
// ships").
namespace fw::model::scs::fieryvoid {

namespace {

using nlohmann::json;

QString textOf(const json &o, const char *key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

double numberOf(const json &o, const char *key, double fallback = 0)
{
    const auto it = o.find(key);
    if (it == o.end() || !it->is_number())
        return fallback;
    const double v = it->get<double>();
    return std::isfinite(v) && std::abs(v) < 1e7 ? v : fallback;
}

int intOf(const json &o, const char *key, int fallback = 0)
{
    return int(std::lround(numberOf(o, key, fallback)));
}

// FieryVoid's locations: 0 primary, 1 front, 2 aft, 3 port, 4 starboard; a six-sided ship's
// quarters 31 port front, 32 port aft, 41 starboard front, 42 starboard aft.
QString sectionOf(int location)
{
    static const std::pair<int, const char *> sections[]
        = {{0, "primary"},  {1, "forward"},           {2, "aft"},
           {3, "port"},     {4, "starboard"},         {31, "forwardPort"},
           {32, "aftPort"}, {41, "forwardStarboard"}, {42, "aftStarboard"}};
    for (const auto &[number, id] : sections) {
        if (number == location)
            return QLatin1String(id);
    }
    return {};
}

// The place of `id` in `order`; after them all when it is not there.
template<std::size_t N>
int placeIn(const char *const (&order)[N], const QString &id)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (id == QLatin1String(order[i]))
            return int(i);
    }
    return int(N);
}

// The order of the sheet's sections.
int sheetOrder(const QString &id)
{
    static const char *const order[]
        = {"primary",     "forward",          "aft",     "port",        "starboard",
           "forwardPort", "forwardStarboard", "aftPort", "aftStarboard"};
    return placeIn(order, id);
}

// The order of the side chart's rows (docs/scs.md: forward, port, starboard, aft).
int sectionOrder(const QString &id)
{
    static const char *const order[]
        = {"primary",          "forward",   "forwardPort",  "port", "aftPort",
           "forwardStarboard", "starboard", "aftStarboard", "aft"};
    return placeIn(order, id);
}

SystemKind kindOf(const QString &name, bool weapon)
{
    if (weapon)
        return SystemKind::Weapon;
    const QString n = name.toLower();
    if (n.contains(QLatin1String("jumpengine")))
        return SystemKind::JumpEngine;
    if (n.contains(QLatin1String("reactor")))
        return SystemKind::Reactor;
    if (n == QLatin1String("cnc") || n.contains(QLatin1String("cnc")))
        return SystemKind::CnC;
    if (n.contains(QLatin1String("scanner")))
        return SystemKind::Sensors;
    if (n.contains(QLatin1String("engine")))
        return SystemKind::Engine;
    if (n.contains(QLatin1String("hangar")))
        return SystemKind::Hangar;
    if (n.contains(QLatin1String("thruster")))
        return SystemKind::Thruster;
    if (n.contains(QLatin1String("shieldgen")))
        return SystemKind::ShieldGenerator;
    return SystemKind::Other;
}

// A thruster's direction from the bearing its arc faces.
ThrustDirection directionOf(int from, int to)
{
    const int width = ((to - from) % 360 + 360) % 360;
    const int centre = (from + width / 2) % 360;
    if (centre >= 315 || centre < 45)
        return ThrustDirection::Retro;
    if (centre < 135)
        return ThrustDirection::Starboard;
    if (centre < 225)
        return ThrustDirection::Main;
    return ThrustDirection::Port;
}

// The damage dice of a d10 weapon doing min-max: N d10 + B when max - min is a multiple of 9.
std::optional<QString> diceFromRange(int min, int max)
{
    if (min == max)
        return QString::number(min);
    if (max < min || (max - min) % 9 != 0)
        return std::nullopt;
    const int n = (max - min) / 9;
    const int b = min - n;
    QString dice = QStringLiteral("%1d10").arg(n);
    if (b > 0)
        dice += QStringLiteral("+%1").arg(b);
    else if (b < 0)
        dice += QStringLiteral("-%1").arg(-b);
    return dice;
}

// The SCS range-modifier row (docs/scs.md, "Range-modifier rows"): the fire control against
// heavy and capital ships less a full point per hex the penalty adds up to, from range 0 to 20
// or the first range at -13 or lower.
std::vector<int> rangeRow(int fireControl, double penaltyPerHex)
{
    // FieryVoid writes "-1 per 3 hexes" as 0.33 and "-2 per 3" as 0.66: the penalty as a
    // fraction a/b of at most sixths, so that three hexes of 0.33 make a whole point.
    int a = int(std::lround(penaltyPerHex)), b = 1;
    for (int d = 1; d <= 6; ++d) {
        if (std::abs(penaltyPerHex * d - std::round(penaltyPerHex * d)) < 0.03) {
            a = int(std::lround(penaltyPerHex * d));
            b = d;
            break;
        }
    }
    std::vector<int> row;
    for (int r = 0; r <= 20; ++r) {
        const int m = fireControl - r * a / b;
        row.push_back(m);
        if (m <= -13)
            break;
    }
    return row;
}

QString plainText(QString html)
{
    html.replace(
        QRegularExpression(QStringLiteral("<br\\s*/?>"), QRegularExpression::CaseInsensitiveOption),
        QStringLiteral("; "));
    html.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return html.simplified();
}

struct Converter
{
    const Hull &hull;
    const WeaponTable &weapons;
    Conversion out;
    ScsClass c;
    std::map<std::pair<int, QString>, Section> sections; // in sheet order

    // A single-section ship: one structure block, and outer charts that never send a hit on
    // to Primary (FieryVoid's LCVs, OSATs): every system goes into the one section.
    bool single = false;
    // The locations with a structure block of their own.
    std::set<int> structured;
    bool retro = false; // a retro thruster, hittable or not

    void assume(const QString &what) { out.assumptions << what; }

    Section &section(const QString &id)
    {
        Section &s = sections[{sheetOrder(id), id}];
        if (s.id.isEmpty()) {
            s.id = id;
            s.hasStructure = false; // until its structure block is read
        }
        return s;
    }

    void weapon(const json &o, ShipSystem &s)
    {
        const QString cls = textOf(o, "name");
        s.arc = {(intOf(o, "startArc") % 360 + 360) % 360, (intOf(o, "endArc") % 360 + 360) % 360};
        s.recharge = std::max(1, intOf(o, "loadingtime", 1));
        s.intercept = std::abs(intOf(o, "intercept"));
        s.shots = std::max(1, intOf(o, "guns", 1));
        const QString damageType = textOf(o, "damageType");
        const QString weaponClass = textOf(o, "weaponClass");
        if (const WeaponFacts *w = weapons.find(cls)) {
            s.damage = w->damage;
            s.mode = w->mode;
            s.shots = std::max(s.shots, w->shots);
            s.rake = w->rake;
            // Unset when they are the B5 Wars defaults, as a designer leaves them.
            s.pulseDie = w->pulseDie == DefaultPulseDie ? 0 : w->pulseDie;
            s.pulseGrouping = w->pulseGrouping == DefaultPulseGrouping ? 0 : w->pulseGrouping;
            s.maxPulses = w->maxPulses == DefaultMaxPulses ? 0 : w->maxPulses;
            if (w->assumed)
                assume(FieryVoidText::tr("%1: the weapon table's row is itself an assumption "
                                         "(%2)")
                           .arg(s.name, w->note));
            if (!w->special.isEmpty() && !c.special.contains(w->special))
                c.special += (c.special.isEmpty() ? QString() : QStringLiteral(" "))
                             + QStringLiteral("%1: %2").arg(s.name, w->special);
            if (w->toHit) {
                s.rangeModifiers.assign(21, *w->toHit);
                return;
            }
        } else {
            const int min = intOf(o, "minDamage");
            const int max = intOf(o, "maxDamage");
            const std::optional<QString> dice = diceFromRange(min, max);
            s.damage = dice.value_or(QString::number(max));
            if (o.value("ballistic", false) == true)
                s.mode = WeaponMode::Ballistic;
            else if (damageType == QLatin1String("Pulse"))
                s.mode = WeaponMode::Pulse;
            else if (weaponClass == QLatin1String("Matter"))
                s.mode = WeaponMode::Matter;
            else if (weaponClass == QLatin1String("Plasma"))
                s.mode = WeaponMode::Plasma;
            if (damageType == QLatin1String("Raking"))
                s.rake = std::max(1, intOf(o, "raking", DefaultRake));
            assume(dice ? FieryVoidText::tr("%1 (%2): not in the weapon table; damage %3 read "
                                            "from FieryVoid's range %4–%5 as d10s, mode from its "
                                            "class")
                              .arg(s.name, cls, s.damage)
                              .arg(min)
                              .arg(max)
                        : FieryVoidText::tr("%1 (%2): not in the weapon table; FieryVoid's "
                                            "damage %3–%4 is no number of d10s, its maximum "
                                            "taken")
                              .arg(s.name, cls)
                              .arg(min)
                              .arg(max));
        }
        // Fire control against heavy and capital ships, then medium, then fighters.
        std::optional<int> fc;
        if (const auto it = o.find("fireControl"); it != o.end() && it->is_array()) {
            for (int i = int(it->size()) - 1; i >= 0 && !fc; --i) {
                if ((*it)[std::size_t(i)].is_number())
                    fc = int(std::lround((*it)[std::size_t(i)].get<double>()));
            }
        }
        if (!fc)
            assume(FieryVoidText::tr("%1: FieryVoid gives no fire control; 0 taken").arg(s.name));
        s.rangeModifiers = rangeRow(fc.value_or(0), std::max(0.0, numberOf(o, "rangePenalty")));
    }

    void system(const json &o)
    {
        const QString cls = textOf(o, "name");
        if (cls == QLatin1String("RammingAttack"))
            return; // an attack every ship has, not a system on the sheet
        const int location = intOf(o, "location", -1);
        const QString id = single && !sectionOf(location).isEmpty() ? QStringLiteral("primary")
                                                                    : sectionOf(location);
        const QString name = textOf(o, "displayName").isEmpty() ? cls : textOf(o, "displayName");
        if (id.isEmpty()) {
            out.refusal = FieryVoidText::tr("%1 is at location %2, which is no section SCS knows")
                              .arg(name)
                              .arg(location);
            return;
        }
        const bool thruster = kindOf(cls, false) == SystemKind::Thruster;
        if (thruster
            && (intOf(o, "direction") == 1
                || directionOf(intOf(o, "startArc"), intOf(o, "endArc")) == ThrustDirection::Retro))
            retro = true;
        if (intOf(o, "armour") >= 99 && intOf(o, "maxhealth") >= 99) {
            assume(FieryVoidText::tr("%1 left out: armour and boxes of 99, FieryVoid's mark of a "
                                     "system that is never destroyed")
                       .arg(name));
            return;
        }
        if (o.value("isTargetable", true) == false) {
            assume(FieryVoidText::tr("%1 left out: FieryVoid's shots cannot hit it").arg(name));
            return;
        }
        Section &sec = section(id);
        if (cls.toLower() == QLatin1String("structure")) {
            sec.structureArmor = intOf(o, "armour");
            sec.structureBoxes = std::max(1, intOf(o, "maxhealth", 1));
            sec.hasStructure = true;
            return;
        }
        ShipSystem s;
        s.name = name;
        s.kind = kindOf(cls, o.value("weapon", false) == true);
        s.armor = std::max(0, intOf(o, "armour"));
        s.boxes = std::max(1, intOf(o, "maxhealth", 1));
        s.power = std::max(0, intOf(o, "powerReq"));
        s.output = std::max(0, intOf(o, "output"));
        switch (s.kind) {
        case SystemKind::Weapon:
            weapon(o, s);
            break;
        case SystemKind::Thruster:
            // FieryVoid's direction: 1 retro, 2 main, 3 port, 4 starboard; else from its arc.
            s.direction = intOf(o, "direction") >= 1 && intOf(o, "direction") <= 4
                              ? ThrustDirection(intOf(o, "direction") - 1)
                              : directionOf(intOf(o, "startArc"), intOf(o, "endArc"));
            break;
        case SystemKind::JumpEngine:
            s.output = std::max(s.output, intOf(o, "delay"));
            break;
        default:
            break;
        }
        sec.systems.push_back(std::move(s));
    }

    // One location's d20 chart: {"10": "Thruster", "13": "Scanner", ...}, each key the
    // highest roll of its row.
    void chart(int location, const json &rows)
    {
        const QString id = sectionOf(location);
        if (id.isEmpty() || !rows.is_object() || (single && location != 0))
            return;
        Section &sec = section(id);
        // A section without a structure block of its own (a B5 Wars medium ship's forward and
        // aft): FieryVoid's "Structure" there hits the primary structure (getStructureSystem
        // falls back to location 0), as SCS rules option sectionStructure plays it.
        std::vector<std::pair<int, QString>> entries;
        for (const auto &[key, value] : rows.items()) {
            bool ok = false;
            const int to = QString::fromStdString(key).toInt(&ok);
            if (ok && value.is_string())
                entries.emplace_back(to, QString::fromStdString(value.get<std::string>()));
        }
        std::sort(entries.begin(), entries.end());
        int from = 1;
        for (const auto &[to, what] : entries) {
            if (to < from)
                continue;
            ChartRow row;
            row.from = from;
            row.to = std::min(to, 20);
            row.hits = hitName(sec, what);
            if (row.from <= 20)
                sec.chart.push_back(row);
            from = to + 1;
        }
        if (from <= 20)
            out.sourceErrors << FieryVoidText::tr("%1: the %2 chart stops at %3, short of 20")
                                    .arg(hull.name, sectionName(id))
                                    .arg(from - 1);
        if (from > 21)
            out.sourceErrors << FieryVoidText::tr("%1: the %2 chart runs to %3, past 20")
                                    .arg(hull.name, sectionName(id))
                                    .arg(from - 1);
    }

    // What a chart entry hits, as FieryVoid reads it (ShipClasses.php, getHitSystemByTable):
    // "Structure", "Primary" (exactly), a system of the section by its displayName in any
    // case, "TAG:Name" a system named Name; anything else hits the section's structure, which
    // is an error in the source and reported as one.
    QString hitName(const Section &sec, const QString &entry)
    {
        if (entry.compare(QLatin1String("Structure"), Qt::CaseInsensitive) == 0)
            return QString::fromLatin1(HitsStructure);
        if (entry == QLatin1String("Primary"))
            return QString::fromLatin1(HitsPrimary);
        QString what = entry;
        if (what.startsWith(QLatin1String("TAG:")))
            what = what.mid(4);
        // "1:Light Particle Beam": the named system of another location (a light ship's
        // charts). SCS charts name the section's own systems, so the row names it and says so.
        static const QRegularExpression redirect(QStringLiteral("^(\\d+):(.+)$"));
        if (const QRegularExpressionMatch m = redirect.match(what); m.hasMatch()) {
            const QString other = sectionOf(m.captured(1).toInt());
            if (!other.isEmpty() && other != sec.id && !single) {
                assume(FieryVoidText::tr("the %1 chart's \"%2\" hits %3 of the %4 section; the "
                                         "sheet names %3")
                           .arg(sectionName(sec.id), entry, m.captured(2), sectionName(other)));
                return m.captured(2);
            }
            what = m.captured(2);
        }
        for (const ShipSystem &s : sec.systems) {
            if (s.name.compare(what, Qt::CaseInsensitive) == 0)
                return s.name;
        }
        out.sourceErrors << FieryVoidText::tr("%1: the %2 chart names \"%3\", which the section "
                                              "does not mount (FieryVoid hits the structure "
                                              "instead, and so does the sheet)")
                                .arg(hull.name, sectionName(sec.id), entry);
        return QString::fromLatin1(HitsStructure);
    }

    void sideChart()
    {
        std::map<int, std::pair<QString, int>> degrees; // by order: section, degrees
        if (const auto it = hull.data.find("outerSections");
            it != hull.data.end() && it->is_array()) {
            for (const json &arc : *it) {
                if (!arc.is_object())
                    continue;
                const QString id = sectionOf(intOf(arc, "loc", -1));
                if (id.isEmpty() || !sections.count({sheetOrder(id), id}))
                    continue;
                int width = ((intOf(arc, "max") - intOf(arc, "min")) % 360 + 360) % 360;
                if (width == 0)
                    width = 360;
                auto &d = degrees[sectionOrder(id)];
                d.first = id;
                d.second += width;
            }
        }
        if (degrees.empty()) {
            c.sideChart.push_back({1, 10, QStringLiteral("primary"), json::object()});
            return;
        }
        // Ten faces shared by the degrees each section is hit in, the largest remainders first.
        const int total = std::accumulate(degrees.begin(), degrees.end(), 0,
                                          [](int t, const auto &d) { return t + d.second.second; });
        std::vector<std::pair<int, double>> share; // faces, remainder
        int given = 0;
        for (const auto &[order, d] : degrees) {
            const double exact = 10.0 * d.second / total;
            share.emplace_back(int(std::floor(exact)), exact - std::floor(exact));
            given += share.back().first;
        }
        while (given < 10) {
            std::size_t best = 0;
            for (std::size_t i = 1; i < share.size(); ++i) {
                if (share[i].second > share[best].second + 1e-9)
                    best = i;
            }
            ++share[best].first;
            share[best].second = -1;
            ++given;
        }
        int from = 1;
        std::size_t i = 0;
        for (const auto &[order, d] : degrees) {
            const int faces = share[i++].first;
            if (faces > 0)
                c.sideChart.push_back({from, from + faces - 1, d.first, json::object()});
            from += faces;
        }
        if (degrees.size() > 1 || degrees.begin()->second.first != QLatin1String("primary"))
            assume(FieryVoidText::tr("side chart: the d10's faces shared by the degrees of "
                                     "FieryVoid's section arcs"));
    }
};

} // namespace

Conversion convert(const Hull &hull, const WeaponTable &weapons)
{
    Converter v{hull, weapons, {}, {}, {}, false, {}, false};
    ScsClass &c = v.c;
    const json &d = hull.data;
    if (hull.sizeClass < 0 || hull.sizeClass > 4 || d.value("flight", false) == true) {
        v.out.refusal = FieryVoidText::tr("%1 is a fighter flight or another unit SCS has no "
                                          "control sheet for")
                            .arg(hull.name);
        return v.out;
    }
    if (d.value("mine", false) == true) {
        v.out.refusal
            = FieryVoidText::tr("%1 is a mine: SCS has no control sheet for it").arg(hull.name);
        return v.out;
    }
    c.id = designId(hull);
    c.name = hull.name;
    c.faction = hull.faction;
    c.size = SizeClass(hull.sizeClass);
    c.points = std::max(0, hull.points);
    c.isd = std::max(0, hull.isd);
    const int rarity = rarityIds().indexOf(hull.rarity.toLower());
    c.rarity = rarity < 0 ? Rarity::Common : Rarity(rarity);
    if (rarity < 0 && !hull.rarity.isEmpty())
        v.assume(FieryVoidText::tr("rarity \"%1\" read as common").arg(hull.rarity));
    c.limited = std::clamp(intOf(d, "limited"), 0, 100);
    c.signatureForward = std::max(0, intOf(d, "forwardDefense"));
    c.signatureSide = std::max(0, intOf(d, "sideDefense"));
    const int initiative = intOf(d, "iniativebonus");
    c.initiative = initiative / 5;
    if (initiative % 5 != 0)
        v.assume(FieryVoidText::tr("initiative %1 ÷ 5 rounded toward 0").arg(initiative));
    c.accelCost = intOf(d, "accelcost", 1);
    if (c.accelCost < 1) {
        v.assume(FieryVoidText::tr("accel cost %1 read as 1 (SCS divides thrust by it)")
                     .arg(c.accelCost));
        c.accelCost = 1;
    }
    c.pivotCost = std::max(0, intOf(d, "pivotcost"));
    c.rollCost = std::max(0, intOf(d, "rollcost"));
    c.agile = d.value("agile", false) == true;
    c.gravitic = d.value("gravitic", false) == true;
    const double turnDelay = numberOf(d, "turndelaycost");
    for (int speed = 1; speed <= 15; ++speed)
        c.turnDelay.push_back(std::max(0, int(std::ceil(turnDelay * speed - 1e-6)) - 1));

    // The sections with a structure block, and whether the ship has one section only.
    const auto systemsIt = d.find("systems");
    if (systemsIt != d.end() && (systemsIt->is_array() || systemsIt->is_object())) {
        for (const json &o : *systemsIt) {
            if (o.is_object() && textOf(o, "name").toLower() == QLatin1String("structure"))
                v.structured.insert(intOf(o, "location", -1));
        }
    }
    // One structure block, and outer charts that name no system of their own (only
    // "Primary", "Structure" or another location's "N:Name"): a single-section ship.
    if (v.structured.size() == 1 && v.structured.count(0)) {
        v.single = true;
        static const QRegularExpression redirect(QStringLiteral("^\\d+:"));
        if (const auto it = d.find("hitChart"); it != d.end()) {
            bool first = true;
            for (const json &rows : *it) {
                if (!rows.is_object() || std::exchange(first, false))
                    continue;
                for (const auto &[key, value] : rows.items()) {
                    const QString entry = value.is_string()
                                              ? QString::fromStdString(value.get<std::string>())
                                              : QString();
                    if (entry != QLatin1String("Primary") && entry != QLatin1String("Structure")
                        && !redirect.match(entry).hasMatch())
                        v.single = false;
                }
            }
        }
    }
    if (v.single && hull.sizeClass <= 1) {
        c.size = SizeClass::Light;
        v.assume(FieryVoidText::tr("one section, as an SCS light ship: FieryVoid gives one "
                                   "structure block, and every chart leads to it"));
    } else if (!v.structured.empty() && v.structured.size() == 1 && !v.single) {
        v.assume(FieryVoidText::tr(
            "the outer sections have no structure of their own (a B5 Wars "
            "medium ship): their charts' Structure rows hit the primary structure, as rules "
            "option \"Sections without structure\" plays them"));
    } else {
        v.single = false;
    }
    // Systems, as a list or as an object by id.
    if (const auto it = d.find("systems"); it != d.end() && (it->is_array() || it->is_object())) {
        for (const json &o : *it) {
            if (o.is_object())
                v.system(o);
            if (!v.out.refusal.isEmpty())
                return v.out;
        }
    } else {
        v.out.refusal = FieryVoidText::tr("%1 has no systems").arg(hull.name);
        return v.out;
    }
    if (const auto it = d.find("hitChart"); it != d.end()) {
        if (it->is_array()) {
            for (std::size_t i = 0; i < it->size(); ++i)
                v.chart(int(i), (*it)[i]);
        } else if (it->is_object()) {
            for (const auto &[key, rows] : it->items())
                v.chart(QString::fromStdString(key).toInt(), rows);
        }
    }
    v.sideChart();

    // Header figures the systems give, and power: what the systems need plus the reactor's
    // surplus.
    int power = 0;
    ShipSystem *reactor = nullptr;
    int hangarSlots = 0;
    for (auto &[order, sec] : v.sections) {
        for (ShipSystem &s : sec.systems) {
            power += s.kind == SystemKind::Reactor ? 0 : s.power;
            switch (s.kind) {
            case SystemKind::Engine:
                c.thrust += s.output;
                break;
            case SystemKind::Sensors:
                c.sensors = std::max(c.sensors, s.output);
                break;
            case SystemKind::JumpEngine:
                c.jumpDelay = s.output;
                break;
            case SystemKind::Reactor:
                if (!reactor)
                    reactor = &s;
                break;
            case SystemKind::Hangar:
                hangarSlots += s.output;
                break;
            default:
                break;
            }
        }
    }
    if (reactor)
        reactor->output += power;
    c.retroThrusters = v.retro;
    // Fighters: the hull's {"normal": 12}, as the hangar's slots and size.
    if (const auto it = d.find("fighters"); it != d.end() && it->is_object() && !it->empty()) {
        int carried = 0;
        QString size;
        for (const auto &[key, count] : it->items()) {
            carried += count.is_number() ? int(count.get<double>()) : 0;
            size = QString::fromStdString(key);
        }
        for (auto &[order, sec] : v.sections) {
            for (ShipSystem &s : sec.systems) {
                if (s.kind != SystemKind::Hangar)
                    continue;
                const QString k = size.toLower();
                s.hangarSize = k == QLatin1String("light")   ? FighterSize::Light
                               : k == QLatin1String("heavy") ? FighterSize::Heavy
                                                             : FighterSize::Medium;
                if (k != QLatin1String("light") && k != QLatin1String("heavy")
                    && k != QLatin1String("medium"))
                    v.assume(FieryVoidText::tr("hangar slots \"%1\" read as medium").arg(size));
                if (hangarSlots == 0)
                    s.output = carried;
                hangarSlots = std::max(hangarSlots, carried);
            }
        }
    }
    const QString notes = plainText(textOf(d, "notes"));
    if (!notes.isEmpty())
        c.special = c.special.isEmpty() ? notes : notes + QStringLiteral(" ") + c.special;
    for (auto &[order, sec] : v.sections)
        c.sections.push_back(std::move(sec));
    if (!hull.variantOf.isEmpty())
        v.assume(FieryVoidText::tr("a variant of %1").arg(hull.variantOf));
    c.source = FieryVoidText::tr("FieryVoid %1, %2, %3 (%4)")
                   .arg(hull.file.section(QLatin1Char('/'), -1), hull.faction, hull.name, hull.key);
    QStringList notesOut;
    if (hull.unofficial)
        notesOut << FieryVoidText::tr("FieryVoid marks it unofficial.");
    if (!v.out.sourceErrors.isEmpty())
        notesOut << FieryVoidText::tr("Errors in the source: %1.")
                        .arg(v.out.sourceErrors.join(QStringLiteral("; ")));
    c.notes = notesOut.join(QLatin1Char(' '));
    c.assumptions = v.out.assumptions;
    v.out.design = std::move(c);
    return v.out;
}

} // namespace fw::model::scs::fieryvoid
