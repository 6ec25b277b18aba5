#include "EasyStarPrint.h"

#include <QHash>

namespace fw::templates::easystar {

using namespace model::easystar;

QString PrintFleet::optionLabel(const QString &optionId) const
{
    const model::RulesOptionSpec *spec = model::findOption(system->options(), optionId);
    return spec ? spec->label : optionId;
}

std::optional<PrintFleet> makePrintFleet(const LayoutContext &context)
{
    if (context.fleet.systemId != QLatin1String("easystar"))
        return std::nullopt;
    const auto *system = dynamic_cast<const EasyStarSystem *>(&context.system);
    if (!system)
        return std::nullopt;
    PrintFleet fleet;
    fleet.system = system;
    fleet.options = system->resolve(context.fleet);
    const EasyStarCalculator calculator(system->rules(), fleet.options,
                                        EasyStarCalculator::Detail::Totals);
    QHash<QString, int> classCount;
    QHash<QString, int> fighterCount;
    for (std::size_t i = 0; i < context.fleet.ships.size(); ++i) {
        PrintShip s;
        s.index = int(i) + 1;
        s.ship = &context.fleet.shipAs<EasyStarShip>(i);
        s.report = i < context.report.ships.size() ? &context.report.ships[i] : nullptr;
        s.figures = calculator.ship(*s.ship);
        const QString abbrev
            = s.figures.shipClass ? s.figures.shipClass->abbrev : QStringLiteral("?");
        s.serial = QStringLiteral("%1-%2").arg(abbrev).arg(++classCount[abbrev]);
        // Bought fighters first, then the flagship advantage's free ones; interceptors before
        // attack craft, as in the Ship Type Table.
        const auto addFighters = [&](const FighterComplement &complement, bool free) {
            for (const FighterType &type : system->rules().fighters) {
                const int n = type.id == QLatin1String("interceptor") ? complement.interceptor
                                                                      : complement.attack;
                for (int k = 0; k < n; ++k) {
                    s.fighters.push_back(
                        {&type,
                         QStringLiteral("%1-%2").arg(type.abbrev).arg(++fighterCount[type.abbrev]),
                         free});
                }
            }
        };
        addFighters(s.ship->fighters, false);
        if (s.ship->advantage)
            addFighters(s.ship->advantage->fighters, true);
        fleet.ships.push_back(std::move(s));
    }
    return fleet;
}

QString costText(int cost)
{
    return QStringLiteral("C%1").arg(cost);
}

QString bonusText(const WeaponType &type)
{
    if (type.limitBonusDamage > 0)
        return QStringLiteral("D+%1").arg(type.limitBonusDamage);
    if (type.limitBonusRange > 0)
        return QStringLiteral("R+%1").arg(type.limitBonusRange);
    return {};
}

QString dorsalAndSpaces(const PrintFleet &fleet, const PrintShip &ship)
{
    const ShipClass *c = ship.figures.shipClass;
    if (!c)
        return {};
    if (c->weaponSpaces)
        return QStringLiteral("%1W%2").arg(c->dorsalMounts).arg(*c->weaponSpaces);
    // The Leviathan's W is "special": the rules option gives it, or it has no cap (∞).
    if (fleet.options.leviathanWeaponSpaces > 0)
        return QStringLiteral("%1W%2*")
            .arg(c->dorsalMounts)
            .arg(fleet.options.leviathanWeaponSpaces);
    return QStringLiteral("%1W\u221e*").arg(c->dorsalMounts);
}

QString toHitText(const std::optional<int> &value)
{
    return value ? PrintText::tr("%1+").arg(*value) : QStringLiteral("\u2013");
}

QString speedMarkerText(int amount)
{
    return PrintText::tr("SPEED \u2212%1").arg(amount);
}

int unitCounterCopies(const PrintFleet &fleet, const WeaponType &type)
{
    return type.shots > 1 && type.upgradable && fleet.options.bdvmUnitsPerShot ? type.shots : 1;
}

double value(const Template &t, const char *key)
{
    return t.value(QLatin1String(key));
}

const Field &field(const Template &t, const char *key)
{
    return t.field(QLatin1String(key));
}

const Box &box(const Template &t, const char *key)
{
    return t.box(QLatin1String(key));
}

Field pageField(const Template &t, const QString &key, const Composer &c)
{
    Field f = t.field(key);
    f.width = std::max(f.width, c.width() - f.x);
    return f;
}

} // namespace fw::templates::easystar
