#include "SunderChecker.h"

#include <model/core/JsonPath.h>
#include <model/core/Text.h>
#include <model/systems/sunder/SunderDerived.h>

namespace fw::validators::sunderchecks {

using model::text::quoted;

QString ruleText(Rule rule)
{
    switch (rule) {
    case Rule::Card:
        return QStringLiteral("Sunder the Stars, digest §4.6: ship cards and damage");
    case Rule::Weapons:
        return QStringLiteral("Sunder the Stars, digest §4.3 and quick reference: weapon systems");
    case Rule::Attack:
        return QStringLiteral("Sunder the Stars, digest §4.4 and quick reference: AV modifiers");
    case Rule::Fleet:
        return QStringLiteral("Sunder the Stars, digest §4.8: legal fleet");
    case Rule::Groups:
        return QStringLiteral("Sunder the Stars, digest §4.1, §4.8: squadrons, flights and wings");
    }
    return {};
}

QString itemPath(const char *list, std::size_t i, const char *key)
{
    const model::JsonPath item = model::JsonPath().key(list).index(i);
    return (key ? item.key(key) : item).toString();
}

QString designLabel(const SunderCard &c, std::size_t i)
{
    if (!c.name.trimmed().isEmpty())
        return quoted(c.name);
    if (!c.id.trimmed().isEmpty())
        return quoted(c.id);
    return Text::tr("card %1").arg(i + 1);
}

// Digest §4.6: the card's header (class, size, initiative modifier, points), one line of stats per
// damage track, the weapons' AV per track and a carrier's bays.
void Checker::checkCard(std::size_t i, const SunderCard &c)
{
    const QString path = itemPath("designs", i);
    checkCardNames(i, c);
    checkValue(path + QStringLiteral(".points"), Text::tr("Points"), c.points, bounds::Points,
               "sunder.design.outOfRange");
    checkValue(path + QStringLiteral(".initiative"), Text::tr("Initiative modifier"), c.initiative,
               bounds::Initiative, "sunder.design.outOfRange");
    checkTrackList(c, path + QStringLiteral(".mp"), Text::tr("MP"), c.mp, bounds::Mp,
                   "sunder.design");
    checkTrackList(c, path + QStringLiteral(".shield"), Text::tr("Shield value"), c.shield,
                   bounds::Shield, "sunder.design");
    checkTrackList(c, path + QStringLiteral(".pd"), Text::tr("PD"), c.pd, bounds::Pd,
                   "sunder.design");
    // Bays are optional: a card without them (or without one kind) carries none of that kind.
    if (!c.bays.fighters.empty()) {
        checkTrackList(c, path + QStringLiteral(".bays.fighters"), Text::tr("Fighter bays"),
                       c.bays.fighters, bounds::Bays, "sunder.design");
    }
    if (!c.bays.bombers.empty()) {
        checkTrackList(c, path + QStringLiteral(".bays.bombers"), Text::tr("Bomber bays"),
                       c.bays.bombers, bounds::Bays, "sunder.design");
    }
    for (std::size_t j = 0; j < c.weapons.size(); ++j)
        checkWeapon(i, j, c.weapons[j], c);
}

// Ships name their card by its id; the card prints its class name.
void Checker::checkCardNames(std::size_t i, const SunderCard &c)
{
    if (c.id.trimmed().isEmpty()) {
        m_issues.error(
            QStringLiteral("sunder.design.noId"), itemPath("designs", i, "id"),
            Text::tr("%1 has no id; ships name their card by its id.").arg(designLabel(c, i)),
            ruleText(Rule::Card));
    }
    if (c.name.trimmed().isEmpty()) {
        m_issues.warning(QStringLiteral("sunder.design.noName"), itemPath("designs", i, "name"),
                         Text::tr("%1 has no name; the card's header shows its class name.")
                             .arg(designLabel(c, i)),
                         ruleText(Rule::Card));
    }
}

void Checker::checkValue(const QString &path, const QString &what, int value, Bounds range,
                         const char *code)
{
    if (value >= range.minimum && value <= range.maximum)
        return;
    m_issues.error(QLatin1String(code), path,
                   Text::tr("%1 %2 is outside %3 to %4.")
                       .arg(what)
                       .arg(value)
                       .arg(range.minimum)
                       .arg(range.maximum),
                   ruleText(Rule::Card));
}

// Digest §4.6: one value per damage track (small 1, medium 2, large 3), track 1 first; the ship
// drops to the next, weaker track as it takes damage, so no later value is higher.
void Checker::checkTrackList(const SunderCard &c, const QString &path, const QString &what,
                             const std::vector<int> &values, Bounds range, const char *codePrefix)
{
    const QString prefix = QLatin1String(codePrefix);
    const int tracks = trackCount(c.size);
    if (values.size() != std::size_t(tracks)) {
        m_issues.error(prefix + QStringLiteral(".trackCount"), path,
                       Text::tr("%1: %2 given; a %3 card needs %4, one per damage track.")
                           .arg(what)
                           .arg(values.size())
                           .arg(hullSizeName(c.size))
                           .arg(tracks),
                       ruleText(Rule::Card));
    }
    for (std::size_t t = 0; t < values.size(); ++t) {
        const QString at = path + QStringLiteral("[%1]").arg(t);
        if (values[t] < range.minimum || values[t] > range.maximum) {
            m_issues.error(prefix + QStringLiteral(".outOfRange"), at,
                           Text::tr("%1 on track %2: %3 is outside %4 to %5.")
                               .arg(what)
                               .arg(t + 1)
                               .arg(values[t])
                               .arg(range.minimum)
                               .arg(range.maximum),
                           ruleText(Rule::Card));
        }
        if (t > 0 && values[t] > values[t - 1]) {
            m_issues.warning(prefix + QStringLiteral(".trackStronger"), at,
                             Text::tr("%1: %2 on track %3, more than %4 on track %5; a card only "
                                      "weakens as the ship takes damage.")
                                 .arg(what)
                                 .arg(values[t])
                                 .arg(t + 1)
                                 .arg(values[t - 1])
                                 .arg(t),
                             ruleText(Rule::Card));
        }
    }
}

// Digest §4.3, §4.4 (quick reference): a weapon has a type, an arc as wide as its type's (a
// battery 180°, the others 90°) and an AV per track; no attack is made below AV 1.
void Checker::checkWeapon(std::size_t i, std::size_t j, const Weapon &w, const SunderCard &c)
{
    const QString path
        = model::JsonPath().key("designs").index(i).key("weapons").index(j).toString();
    const QString label
        = w.name.trimmed().isEmpty() ? Text::tr("Weapon %1").arg(j + 1) : quoted(w.name);
    if (w.name.trimmed().isEmpty()) {
        m_issues.warning(QStringLiteral("sunder.weapon.noName"), path + QStringLiteral(".name"),
                         Text::tr("Weapon %1 of %2 has no name; the card lists weapons by name.")
                             .arg(j + 1)
                             .arg(designLabel(c, i)),
                         ruleText(Rule::Weapons));
    }
    checkTrackList(c, path + QStringLiteral(".av"), Text::tr("%1's AV").arg(label), w.av,
                   bounds::Av, "sunder.weapon");
    if (!w.av.empty() && w.av.front() < 1) {
        m_issues.error(QStringLiteral("sunder.weapon.noAttack"), path + QStringLiteral(".av[0]"),
                       Text::tr("%1 has AV %2 on track 1; no attack can be made below AV 1.")
                           .arg(label)
                           .arg(w.av.front()),
                       ruleText(Rule::Attack));
    }
    const int width = typeArcDegrees(w.type);
    if (w.degrees != 0 && w.degrees != width) {
        m_issues.error(QStringLiteral("sunder.weapon.arc"), path + QStringLiteral(".degrees"),
                       Text::tr("%1 is a %2 with a %3° arc; a %2 fires into %4°.")
                           .arg(label, weaponTypeName(w.type))
                           .arg(w.degrees)
                           .arg(width),
                       ruleText(Rule::Weapons));
    }
}

} // namespace fw::validators::sunderchecks
