#include "EasyStarSheetParts.h"

#include <QSet>

#include <cmath>

// A ship block's contents: the rows of its weapons table, its notes and assumptions, and the
// height it takes.
namespace fw::templates::easystar::sheets {

using namespace model::easystar;

namespace {

// "3", or "3 (2+1)" with the missile's or torpedo's intrinsic bonus; free units named.
QString unitsText(int actual, int bonus, int freeUnits)
{
    QString text = bonus > 0
                       ? QStringLiteral("%1 (%2+%3)").arg(actual).arg(actual - bonus).arg(bonus)
                       : QString::number(actual);
    if (freeUnits > 0)
        text = PrintText::tr("%1, %n free", nullptr, freeUnits).arg(text);
    return text;
}

QString freeCost(int cost)
{
    return cost > 0 ? QStringLiteral("%1 %2").arg(Star).arg(cost)
                    : PrintText::tr("%1 free").arg(Star);
}

QString deviceAbbrev(const EasyStarRules &rules, const QString &id)
{
    if (const Auxiliary *a = rules.auxiliary(id))
        return a->abbrev;
    if (id == QLatin1String("engine"))
        return rules.engine.abbrev;
    if (id == QLatin1String("gunMount"))
        return rules.gunMount.abbrev;
    if (id == QLatin1String("fighterBay"))
        return rules.fighterBay.abbrev;
    return {};
}

QString named(const QString &name, const QString &abbrev)
{
    return abbrev.isEmpty() ? name : PrintText::tr("%1 (%2)").arg(name, abbrev);
}

std::vector<Row> weaponRows(const PrintFleet &fleet, const PrintShip &s, bool &anyFree,
                            bool &multiShotAssumption)
{
    const EasyStarRules &rules = fleet.rules();
    const EasyStarShip &ship = *s.ship;
    const QString prefix = QStringLiteral("ship-%1-").arg(s.index);
    std::vector<Row> rows;
    const auto weaponRow = [&](const WeaponFigures &f, bool advantage, const QString &id) {
        Row r;
        r.id = id;
        r.name = named(EasyStarText::table(f.type->name), f.type->abbrev);
        if (f.type->shots > 1)
            r.name = PrintText::tr("%1, %n shot(s)", nullptr, f.type->shots).arg(r.name);
        r.range = unitsText(f.actualRange, f.type->limitBonusRange, f.freeRangeUnits);
        r.damage = unitsText(f.actualDamage, f.type->limitBonusDamage, f.freeDamageUnits);
        r.vsShip = toHitText(EasyStarCalculator::shipToHit(f.type->toHit.ship, ship));
        r.vsFighter = toHitText(EasyStarCalculator::shipToHit(f.type->toHit.fighter, ship));
        r.vsMissile = toHitText(EasyStarCalculator::shipToHit(f.type->toHit.missile, ship));
        // The units of an upgraded multi-shot weapon cost what the bdvmUnits option says.
        const bool assumption
            = f.type->shots > 1 && f.type->upgradable && f.paidRangeUnits + f.paidDamageUnits > 0;
        multiShotAssumption = multiShotAssumption || assumption;
        const QString mark = assumption ? QStringLiteral("*") : QString();
        r.cost = advantage ? freeCost(f.cost) + mark : QString::number(f.cost) + mark;
        r.spaces = QString::number(f.spaces) + mark;
        r.firedBoxes = std::max(1, f.type->shots);
        anyFree = anyFree || advantage;
        return r;
    };
    for (const Mount &mount : rules.mounts) {
        const QString group = EasyStarText::table(mount.name);
        bool first = true;
        const auto add = [&](Row r) {
            r.group = first ? group : QString();
            first = false;
            rows.push_back(std::move(r));
        };
        for (std::size_t i = 0; i < ship.weapons.size() && i < s.figures.weapons.size(); ++i) {
            const WeaponFigures &f = s.figures.weapons[i];
            if (f.type && f.mount == &mount)
                add(weaponRow(f, false, prefix + QStringLiteral("weapon-%1").arg(i + 1)));
        }
        if (ship.advantage) {
            const auto &weapons = ship.advantage->weapons;
            for (std::size_t i = 0; i < weapons.size() && i < s.figures.advantageWeapons.size();
                 ++i) {
                const WeaponFigures &f = s.figures.advantageWeapons[i];
                if (f.type && f.mount == &mount)
                    add(weaponRow(f, true,
                                  prefix + QStringLiteral("advantage-weapon-%1").arg(i + 1)));
            }
        }
    }

    // Auxiliaries and the devices that take no space (§V.D), then the advantage's devices.
    const QString auxGroup = PrintText::tr("Aux.");
    int aux = 0;
    const auto auxRow = [&](const QString &name, const QString &cost, int spaces) {
        Row r;
        r.group = aux == 0 ? auxGroup : QString();
        r.id = prefix + QStringLiteral("aux-%1").arg(++aux);
        r.name = name;
        r.cost = cost;
        r.spaces = QString::number(spaces);
        rows.push_back(std::move(r));
    };
    for (const QString &id : ship.auxiliaries) {
        if (const Auxiliary *a = rules.auxiliary(id))
            auxRow(named(EasyStarText::table(a->name), a->abbrev), QString::number(a->cost),
                   a->spaces);
    }
    const ShipClass *c = s.figures.shipClass;
    if (ship.engine) {
        auxRow(PrintText::tr("%1: +%2 S")
                   .arg(named(EasyStarText::table(rules.engine.name), rules.engine.abbrev))
                   .arg(rules.engine.speedBonus),
               QString::number(rules.engine.cost), rules.engine.spaces);
    }
    if (ship.gunMount && c) {
        auxRow(PrintText::tr("%1: +%2 W, +%3 D")
                   .arg(named(EasyStarText::table(rules.gunMount.name), rules.gunMount.abbrev))
                   .arg(rules.gunMount.spacesPerShipNumber * c->shipNumber)
                   .arg(rules.gunMount.damageBonus),
               QString::number(rules.gunMount.costPerShipNumber * c->shipNumber), 0);
    }
    if (ship.fighterBays > 0) {
        auxRow(PrintText::tr("%1 × %2")
                   .arg(named(EasyStarText::table(rules.fighterBay.name), rules.fighterBay.abbrev))
                   .arg(ship.fighterBays),
               QString::number(rules.fighterBay.cost * ship.fighterBays),
               rules.fighterBay.spaces * ship.fighterBays);
    }
    if (ship.advantage) {
        for (const QString &id : ship.advantage->devices) {
            auxRow(named(rules.deviceName(id), deviceAbbrev(rules, id)), freeCost(0), 0);
            anyFree = true;
        }
    }
    return rows;
}

} // namespace

ShipBlock measureShip(const PrintFleet &fleet, const PrintShip &s, const Template &t,
                      const Composer &c)
{
    ShipBlock b;
    b.ship = &s;
    bool anyFree = false;
    bool multiShot = false;
    b.rows = weaponRows(fleet, s, anyFree, multiShot);

    QStringList notes;
    QSet<QString> assumptions;
    if (s.report) {
        for (const model::ReportStat &stat : s.report->stats) {
            static const QStringList shown{QStringLiteral("turns"), QStringLiteral("navRepair"),
                                           QStringLiteral("selfRepair"), QStringLiteral("dorsal"),
                                           QStringLiteral("advantage")};
            if (!shown.contains(stat.key)
                || (stat.key == QLatin1String("dorsal") && s.figures.shipClass
                    && s.figures.shipClass->dorsalMounts == 0))
                continue;
            const QString mark = stat.assumption.isEmpty() ? QString() : QStringLiteral("*");
            notes << PrintText::tr("%1%2: %3").arg(stat.label, mark, stat.value);
            if (!stat.assumption.isEmpty())
                assumptions.insert(stat.assumption);
        }
        if (const model::CapacityReport *spaces = s.report->capacity(u"spaces")) {
            b.wAssumption
                = spaces->available.dependsOnAssumption() || spaces->used.dependsOnAssumption();
            for (const auto *breakdown : {&spaces->available, &spaces->used}) {
                for (const model::BreakdownLine &line : breakdown->lines()) {
                    if (!line.assumption.isEmpty())
                        assumptions.insert(line.assumption);
                }
            }
        }
        b.costAssumption = s.report->cost.dependsOnAssumption();
        for (const model::BreakdownLine &line : s.report->cost.lines()) {
            if (!line.assumption.isEmpty())
                assumptions.insert(line.assumption);
        }
    }
    if (multiShot)
        assumptions.insert(QString::fromLatin1(option::BdvmUnits));
    const EasyStarShip &ship = *s.ship;
    if (s.figures.fighterCost > 0) {
        const int total = s.figures.cost.total();
        notes << PrintText::tr("Cost: %1 BP for the ship, %2 BP for its fighters; destroying "
                               "it scores both, with the fighters aboard (§IX.E)")
                     .arg(total - s.figures.fighterCost)
                     .arg(s.figures.fighterCost);
    }
    if (EasyStarCalculator::hasTargetingPod(ship))
        notes << PrintText::tr("Targeting pod: +1 to this ship's attack rolls, included in the "
                               "to-hit numbers above");
    if (ship.advantage && ship.advantage->damageControl > 0)
        notes << PrintText::tr("Flagship advantage: %n damage-control counter(s) usable only on "
                               "this ship",
                               nullptr, ship.advantage->damageControl);
    if (anyFree || std::any_of(s.fighters.begin(), s.fighters.end(), [](const PrintFighter &f) {
            return f.free;
        }))
        notes << PrintText::tr("%1 flagship advantage: free, takes no weapon space").arg(Star);
    b.notes = notes.join(QStringLiteral(" \u00b7 "));
    if (!assumptions.isEmpty()) {
        QStringList ids = assumptions.values();
        ids.sort();
        QStringList labels;
        for (const QString &id : ids)
            labels << fleet.optionLabel(id);
        b.footnote = PrintText::tr("* assumption: %1").arg(labels.join(QStringLiteral("; ")));
    }

    const double width = c.width();
    b.fighterSlots = std::max(int(s.fighters.size()), s.figures.fighterCapacity);
    const double labelWidth = value(t, "fighterLabelWidth");
    const double boxWidth = value(t, "fighterBoxWidth");
    const double gap = value(t, "trackGap");
    b.fighterPerRow
        = itemsPerRow(std::floor((width - labelWidth + gap) / (boxWidth + gap)), b.fighterSlots);

    double h = value(t, "tableTop") + value(t, "tableHeaderHeight")
               + double(std::max<std::size_t>(1, b.rows.size())) * value(t, "rowHeight");
    const double sectionGap = value(t, "sectionGap");
    if (b.fighterSlots > 0) {
        const int rows = (b.fighterSlots + b.fighterPerRow - 1) / b.fighterPerRow;
        h += sectionGap + rows * value(t, "fighterBoxHeight") + (rows - 1) * gap;
    }
    for (const auto &[text, key] :
         {std::pair{b.notes, "notes"}, std::pair{b.footnote, "footnote"}}) {
        if (text.isEmpty())
            continue;
        const FittedText fitted = c.fit(text, stretched(field(t, key), width));
        h += sectionGap + double(fitted.lines.size()) * c.lineHeight(fitted.size);
    }
    b.height = h + value(t, "blockPadding");
    return b;
}

} // namespace fw::templates::easystar::sheets
