#include "ScsDesign.h"

#include "../../core/EnumNames.h"

#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace fw::model::scs {

const QStringList &sizeClassIds()
{
    static const QStringList ids{QStringLiteral("light"), QStringLiteral("medium"),
                                 QStringLiteral("heavy"), QStringLiteral("capital"),
                                 QStringLiteral("enormous")};
    return ids;
}

const QStringList &systemKindIds()
{
    static const QStringList ids{QStringLiteral("reactor"),    QStringLiteral("cnc"),
                                 QStringLiteral("sensors"),    QStringLiteral("engine"),
                                 QStringLiteral("jumpEngine"), QStringLiteral("hangar"),
                                 QStringLiteral("thruster"),   QStringLiteral("shieldGenerator"),
                                 QStringLiteral("weapon"),     QStringLiteral("other")};
    return ids;
}

const QStringList &weaponModeIds()
{
    static const QStringList ids{QStringLiteral("standard"), QStringLiteral("pulse"),
                                 QStringLiteral("ballistic"), QStringLiteral("matter"),
                                 QStringLiteral("plasma")};
    return ids;
}

const QStringList &directionIds()
{
    static const QStringList ids{QStringLiteral("retro"), QStringLiteral("main"),
                                 QStringLiteral("port"), QStringLiteral("starboard")};
    return ids;
}

const QStringList &rarityIds()
{
    static const QStringList ids{QStringLiteral("common"), QStringLiteral("uncommon"),
                                 QStringLiteral("rare"), QStringLiteral("unique")};
    return ids;
}

const QStringList &fighterSizeIds()
{
    static const QStringList ids{QStringLiteral("light"), QStringLiteral("medium"),
                                 QStringLiteral("heavy")};
    return ids;
}

const QStringList &sectionIds()
{
    static const QStringList ids{QStringLiteral("primary"), QStringLiteral("forward"),
                                 QStringLiteral("aft"), QStringLiteral("port"),
                                 QStringLiteral("starboard")};
    return ids;
}

const QStringList &quarterSectionIds()
{
    static const QStringList ids{QStringLiteral("forwardPort"), QStringLiteral("forwardStarboard"),
                                 QStringLiteral("aftPort"), QStringLiteral("aftStarboard")};
    return ids;
}

QString sizeClassName(SizeClass size)
{
    const QStringList names{ScsText::tr("Light"), ScsText::tr("Medium"), ScsText::tr("Heavy"),
                            ScsText::tr("Capital"), ScsText::tr("Enormous")};
    return nameIn(names, size);
}

QString systemKindName(SystemKind kind)
{
    const QStringList names{ScsText::tr("Reactor"),     ScsText::tr("C&C"),
                            ScsText::tr("Sensors"),     ScsText::tr("Engine"),
                            ScsText::tr("Jump engine"), ScsText::tr("Hangar"),
                            ScsText::tr("Thruster"),    ScsText::tr("Shield generator"),
                            ScsText::tr("Weapon"),      ScsText::tr("Other")};
    return nameIn(names, kind);
}

QString weaponModeName(WeaponMode mode)
{
    const QStringList names{ScsText::tr("Standard"), ScsText::tr("Pulse"), ScsText::tr("Ballistic"),
                            ScsText::tr("Matter"), ScsText::tr("Plasma")};
    return nameIn(names, mode);
}

QString directionName(ThrustDirection direction)
{
    const QStringList names{ScsText::tr("Retro"), ScsText::tr("Main"), ScsText::tr("Port"),
                            ScsText::tr("Starboard")};
    return nameIn(names, direction);
}

QString rarityName(Rarity rarity)
{
    const QStringList names{ScsText::tr("Common"), ScsText::tr("Uncommon"), ScsText::tr("Rare"),
                            ScsText::tr("Unique")};
    return nameIn(names, rarity);
}

QString fighterSizeName(FighterSize size)
{
    const QStringList names{ScsText::tr("Light", "fighter"), ScsText::tr("Medium", "fighter"),
                            ScsText::tr("Heavy", "fighter")};
    return nameIn(names, size);
}

QString sectionName(const QString &sectionId)
{
    const QStringList names{ScsText::tr("Primary"), ScsText::tr("Forward"), ScsText::tr("Aft"),
                            ScsText::tr("Port"), ScsText::tr("Starboard")};
    const qsizetype i = sectionIds().indexOf(sectionId);
    if (i >= 0)
        return names.at(i);
    const QStringList quarters{ScsText::tr("Forward port"), ScsText::tr("Forward starboard"),
                               ScsText::tr("Aft port"), ScsText::tr("Aft starboard")};
    const qsizetype q = quarterSectionIds().indexOf(sectionId);
    return q < 0 ? sectionId : quarters.at(q);
}

QStringList sectionsOfSize(SizeClass size)
{
    const QStringList &all = sectionIds();
    switch (size) {
    case SizeClass::Light:
        return all.mid(0, 1);
    case SizeClass::Medium:
    case SizeClass::Heavy:
        return all.mid(0, 3);
    case SizeClass::Capital:
    case SizeClass::Enormous:
        break;
    }
    return all;
}

bool sideChartNamesSections(const ScsClass &c)
{
    return std::any_of(c.sideChart.begin(), c.sideChart.end(), [](const SideRow &row) {
        return canRoll(row, 10) && !row.section.isEmpty();
    });
}

std::vector<std::size_t> systemsOffChart(const Section &section)
{
    std::vector<std::size_t> off;
    const auto rollable = [](const ChartRow &row) {
        return canRoll(row, 20);
    };
    if (std::none_of(section.chart.begin(), section.chart.end(), rollable))
        return off;
    std::set<QString> named;
    for (const ChartRow &row : section.chart) {
        if (rollable(row))
            named.insert(row.hits);
    }
    for (std::size_t k = 0; k < section.systems.size(); ++k) {
        if (!named.count(section.systems[k].name))
            off.push_back(k);
    }
    return off;
}

std::optional<DamageDice> parseDamage(const QString &text)
{
    static const QRegularExpression dice(
        QStringLiteral("^\\s*(\\d{1,3})?\\s*[dD]\\s*(\\d{1,3})\\s*(?:([+-])\\s*(\\d{1,4}))?\\s*$"));
    static const QRegularExpression plain(QStringLiteral("^\\s*(\\d{1,4})\\s*$"));
    if (const auto m = plain.match(text); m.hasMatch())
        return DamageDice{0, 10, m.captured(1).toInt()};
    const auto m = dice.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    DamageDice d;
    d.count = m.captured(1).isEmpty() ? 1 : m.captured(1).toInt();
    d.sides = m.captured(2).toInt();
    if (d.count < 1 || d.sides < 1)
        return std::nullopt;
    if (!m.captured(4).isEmpty())
        d.bonus = m.captured(4).toInt() * (m.captured(3) == QLatin1String("-") ? -1 : 1);
    return d;
}

const Section *ScsClass::section(const QString &sectionId) const
{
    for (const Section &s : sections) {
        if (s.id == sectionId)
            return &s;
    }
    return nullptr;
}

const ScsClass *findScsClass(const Fleet &fleet, const QString &id)
{
    const int i = fleet.findDesign(id);
    return i < 0 ? nullptr : &scsClass(fleet, std::size_t(i));
}

} // namespace fw::model::scs
