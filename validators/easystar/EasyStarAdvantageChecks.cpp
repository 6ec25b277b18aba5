#include "EasyStarChecker.h"

namespace fw::validators::easystarchecks {

std::vector<OpenGrant> Checker::grantsOf(const FlagshipAdvantage &a) const
{
    std::vector<OpenGrant> grants;
    for (int roll : m_calc.effectiveRolls(a)) {
        const AdvantageRoll *row = m_rules.advantage(roll);
        if (!row || row->rollTwice)
            continue;
        for (const AdvantageGrant &g : row->grants)
            grants.push_back({roll, &g, false});
    }
    return grants;
}

QString Checker::describeGrant(const AdvantageGrant &g) const
{
    switch (g.kind) {
    case AdvantageGrant::Kind::Weapon: {
        QStringList types;
        for (const QString &t : g.choices) {
            if (const WeaponType *w = m_rules.weapon(t))
                types << EasyStarText::table(w->name);
        }
        const Mount *m = m_rules.mount(g.mount);
        const QString mount = m ? EasyStarText::table(m->name).toLower() : g.mount;
        QString text = g.range ? Text::tr("%1 weapon with range %2").arg(mount).arg(*g.range)
                               : Text::tr("%1 weapon").arg(mount);
        return text + Text::tr(" (%1)").arg(types.join(Text::tr(" or ")));
    }
    case AdvantageGrant::Kind::Auxiliary: {
        QStringList names;
        for (const QString &d : g.choices)
            names << m_rules.deviceName(d);
        return names.join(Text::tr(" or "));
    }
    case AdvantageGrant::Kind::Fighters:
        return Text::tr("%n fighter(s)", nullptr, g.count);
    case AdvantageGrant::Kind::Units:
        return Text::tr("%n range/damage unit(s)", nullptr, g.count);
    case AdvantageGrant::Kind::DamageControl:
        return Text::tr("%n damage-control counter(s)", nullptr, g.count);
    }
    return {};
}

void Checker::checkAdvantage(std::size_t i, const EasyStarShip &s, const ShipFigures &f,
                             const ShipClass &c)
{
    const auto advPath = [i] {
        return shipField(i, "flagshipAdvantage");
    };
    int freeUnits = 0;
    for (const EasyStarWeapon &w : s.weapons)
        freeUnits += w.freeRange + w.freeDamage;
    if (!s.advantage) {
        if (freeUnits > 0) {
            for (std::size_t j = 0; j < s.weapons.size(); ++j) {
                if (s.weapons[j].freeRange + s.weapons[j].freeDamage == 0)
                    continue;
                m_issues.error(QStringLiteral("easystar.flagship.notGranted"),
                               weaponPath(i, false, j),
                               Text::tr("Free range/damage units need a flagship "
                                        "advantage that grants them."),
                               QStringLiteral("EasyStar §V.F"));
                break;
            }
        }
        return;
    }
    const FlagshipAdvantage &a = *s.advantage;
    if (!s.flagship) {
        m_issues.error(QStringLiteral("easystar.flagship.advantageNotFlagship"), advPath(),
                       Text::tr("Only the flagship rolls a flagship advantage."),
                       QStringLiteral("EasyStar §V.F"));
    }

    checkRerolls(i, a);
    checkGrants(i, a, f, c);
}

// Roll 12: roll twice and apply both; reroll duplicates and 12s.
void Checker::checkRerolls(std::size_t i, const FlagshipAdvantage &a)
{
    const auto advPath = [i] {
        return shipField(i, "flagshipAdvantage");
    };
    const AdvantageRoll *row = m_rules.advantage(a.roll);
    if (row && row->rollTwice) {
        const bool twoDistinct = a.rerolls.size() == 2 && a.rerolls[0] != a.rerolls[1];
        const bool no12
            = std::none_of(a.rerolls.begin(), a.rerolls.end(), [](int r) { return r == 12; });
        if (!twoDistinct || !no12) {
            m_issues.error(QStringLiteral("easystar.flagship.rerolls"),
                           advPath() + QStringLiteral(".rerolls"),
                           Text::tr("A roll of 12 means rolling twice more: record two "
                                    "different rolls from 2 to 11."),
                           QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
        }
    } else if (!a.rerolls.empty()) {
        m_issues.error(QStringLiteral("easystar.flagship.rerolls"),
                       advPath() + QStringLiteral(".rerolls"),
                       Text::tr("Further rolls are recorded only for a roll of 12."),
                       QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
    }
}

// Everything the advantage adds must be one of its grants; grants left unused are noted.
void Checker::checkGrants(std::size_t i, const FlagshipAdvantage &a, const ShipFigures &f,
                          const ShipClass &c)
{
    const auto advPath = [i] {
        return shipField(i, "flagshipAdvantage");
    };
    int freeUnits = 0;
    for (const EasyStarWeapon &w : shipAt(i).weapons)
        freeUnits += w.freeRange + w.freeDamage;
    std::vector<OpenGrant> grants = grantsOf(a);
    const QString rolls = [&] {
        QStringList r;
        for (int roll : m_calc.effectiveRolls(a))
            r << QString::number(roll);
        return r.join(QLatin1String(", "));
    }();
    const auto notGranted = [&](const QString &subject, const QString &what) {
        m_issues.error(
            QStringLiteral("easystar.flagship.notGranted"), subject,
            Text::tr("%1 is not granted by the flagship advantage (roll %2).").arg(what, rolls),
            QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
    };

    // Weapons: each must match an unused weapon grant (mount, type, fixed range).
    for (std::size_t j = 0; j < a.weapons.size(); ++j) {
        const EasyStarWeapon &w = a.weapons[j];
        bool matched = false;
        for (OpenGrant &g : grants) {
            if (g.used || g.grant->kind != AdvantageGrant::Kind::Weapon)
                continue;
            if (g.grant->mount == w.mount && g.grant->choices.contains(w.type)
                && (!g.grant->range || *g.grant->range == w.range)) {
                g.used = true;
                matched = true;
                break;
            }
        }
        if (!matched) {
            const WeaponFigures &wf = f.advantageWeapons[j];
            notGranted(weaponPath(i, true, j),
                       EasyStarCalculator::weaponLabel(wf.type, wf.mount)
                           + (w.range > 1 ? Text::tr(" with range %1").arg(w.range) : QString()));
        }
        checkWeapon(i, true, j, w, f.advantageWeapons[j], c);
    }
    // Devices: each must match an unused device grant.
    for (int k = 0; k < a.devices.size(); ++k) {
        bool matched = false;
        for (OpenGrant &g : grants) {
            if (!g.used && g.grant->kind == AdvantageGrant::Kind::Auxiliary
                && g.grant->choices.contains(a.devices[k])) {
                g.used = true;
                matched = true;
                break;
            }
        }
        if (!matched) {
            notGranted(QStringLiteral("%1.devices[%2]").arg(advPath()).arg(k),
                       m_rules.deviceName(a.devices[k]));
        }
    }
    // Counted grants: fighters, free units, damage control.
    QStringList partlyUsed;
    const auto counted
        = [&](AdvantageGrant::Kind kind, int used, const QString &subject, const QString &what) {
              int granted = 0;
              for (OpenGrant &g : grants) {
                  if (g.grant->kind == kind) {
                      granted += g.grant->count;
                      g.used = used > 0; // a partly used grant is listed below with what is left
                  }
              }
              if (used > 0 && used < granted)
                  partlyUsed << Text::tr("%1 (%2 of %3 taken)").arg(what).arg(used).arg(granted);
              if (used > granted) {
                  m_issues.error(QStringLiteral("easystar.flagship.notGranted"), subject,
                                 Text::tr("%1 %2 taken, but the flagship advantage (roll %3) "
                                          "grants %4.")
                                     .arg(used)
                                     .arg(what, rolls)
                                     .arg(granted),
                                 QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
              }
          };
    for (const EasyStarWeapon &w : a.weapons)
        freeUnits += w.freeRange + w.freeDamage;
    counted(AdvantageGrant::Kind::Fighters, a.fighters.total(),
            advPath() + QStringLiteral(".fighters"), Text::tr("free fighters"));
    counted(AdvantageGrant::Kind::Units, freeUnits, advPath(), Text::tr("free range/damage units"));
    counted(AdvantageGrant::Kind::DamageControl, a.damageControl,
            advPath() + QStringLiteral(".damageControl"), Text::tr("free damage-control counters"));

    // Grants not taken: allowed (the advantage may be forfeited), but worth a warning.
    QStringList unused = partlyUsed;
    for (const OpenGrant &g : grants) {
        if (!g.used)
            unused << describeGrant(*g.grant);
    }
    if (!unused.isEmpty()) {
        m_issues.warning(QStringLiteral("easystar.flagship.grantUnused"), advPath(),
                         Text::tr("The flagship advantage (roll %1) also grants: %2. "
                                  "Not taking it forfeits it.")
                             .arg(rolls, unused.join(QLatin1String("; "))),
                         QStringLiteral("EasyStar §V.F"));
    }
}

} // namespace fw::validators::easystarchecks
