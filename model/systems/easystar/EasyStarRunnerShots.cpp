#include "EasyStarRunner.h"

#include "EasyStarCombat.h"
#include "EasyStarSystem.h"

#include <algorithm>

namespace fw::model::easystar {

void EasyStarRunner::attackShip(int s, int g, int j)
{
    const int e = 1 - s;
    const Battle::Gun &gn = gun(s, g);
    const Battle::Side &es = side(e);
    const Battle::Ship &ts = es.ships[std::size_t(j)];
    ShipState &st = m_ships[e][std::size_t(j)];
    countAttack(gn.fighter   ? Battle::FighterAttack
                : gn.missile ? Battle::MissileAttack
                             : Battle::BeamAttack);

    // EasyStar §V.D: targeting pod +1 on the ship's own weapons, ECM -1 against the target.
    int modifier = 0;
    int damage = gn.damage;
    if (!gn.fighter) {
        ShipState &own = m_ships[s][std::size_t(gn.owner)];
        if (own.flags & Battle::Targeting)
            ++modifier;
        // EasyStar §V.D, Power-up pod: +1 damage to one weapon this turn.
        if ((own.flags & Battle::PowerUp) && gn.powerUpSafe) {
            if (own.powerUpTurn != m_turn) {
                own.powerUpTurn = m_turn;
                own.powerUpGun = g;
            }
            if (own.powerUpGun == g)
                ++damage;
        }
    }
    if (st.flags & Battle::Ecm)
        --modifier;
    // EasyStar §IX.B: the deflector takes 1 off every hit, frontal armour 1 off front hits.
    const int reduction = ((st.flags & Battle::Deflector) ? 1 : 0)
                          + ((st.flags & Battle::Armour) && !gn.fighter ? 1 : 0);
    ShotSpec spec;
    spec.need = naturalNeed(gn.toHitShip, modifier);
    spec.damage = std::max(0, damage - reduction);
    spec.missile = gn.missile;
    spec.criticals = true;
    spec.crit = &es.crit;
    // EasyStar §IX.A: one unfired point-defense turret of the target fires at the missile.
    int pdDice = 0;
    if (gn.missile) {
        for (int p = ts.gunBegin; p < ts.gunEnd; ++p) {
            if (es.guns[std::size_t(p)].pointDefense && loaded(e, p)) {
                m_gunFired[e][std::size_t(p)] = m_turn;
                pdDice = 1;
                spec.pdNeed = naturalNeed(es.guns[std::size_t(p)].toHitMissile,
                                          (st.flags & Battle::Targeting) ? 1 : 0);
                break;
            }
        }
    }
    bool displacer = (st.flags & Battle::Displacer) && st.displacerTurn != m_turn;
    const bool hadDisplacer = displacer;
    const int before = st.remaining;
    const ShotOutcome o = resolveShot(spec, pdDice, displacer, before, m_rng);
    if (hadDisplacer && !displacer)
        st.displacerTurn = m_turn;
    if (o.damage > 0) {
        st.remaining -= o.damage;
        m_result->damageDealt[s] += std::min(o.damage, before);
    }
    int vp = 0;
    Loss loss;
    if (o.result == ShotResult::Destroyed) {
        vp = destroyShip(e, j, s);
    } else if (o.result == ShotResult::Critical) {
        if (o.crit == CritEffect::WeaponOwnerChoice || o.crit == CritEffect::WeaponAttackerChoice)
            loss = loseItem(e, j, s, o.crit == CritEffect::WeaponOwnerChoice);
    }
    if (!m_log)
        return;
    QString text = shotText(o, spec);
    if (o.damage > 0) {
        text += EasyStarText::tr(", %1 damage").arg(o.damage);
        if (o.critRoll > 0)
            text += EasyStarText::tr(", critical hit %1: %2")
                        .arg(o.critRoll)
                        .arg(m_battle.critName(o.crit));
        if (o.result == ShotResult::Destroyed) {
            text += st.remaining == 0
                        ? EasyStarText::tr(": %1 is destroyed and left a wreck (+%2 VP)")
                              .arg(es.logNames[std::size_t(j)])
                              .arg(vp)
                        : EasyStarText::tr(": %1 explodes (+%2 VP)")
                              .arg(es.logNames[std::size_t(j)])
                              .arg(vp);
        } else {
            text += EasyStarText::tr(" (%1 %2 left)")
                        .arg(es.logNames[std::size_t(j)])
                        .arg(st.remaining);
        }
        switch (loss.kind) {
        case Loss::Nothing:
            break;
        case Loss::Weapon:
            text += EasyStarText::tr(", %1 lost (+%2 VP)")
                        .arg(es.gunNames[std::size_t(loss.index)])
                        .arg(loss.vp);
            break;
        case Loss::Device:
            text += EasyStarText::tr(", %1 lost (+%2 VP)")
                        .arg(m_battle.deviceName(loss.index))
                        .arg(loss.vp);
            break;
        case Loss::Bay:
            text += EasyStarText::tr(", a fighter bay lost with %n fighter(s) (+%1 VP)", nullptr,
                                     loss.fightersLost)
                        .arg(loss.vp);
            break;
        }
    }
    write(EasyStarText::tr("%1 fires %2 at %3: %4")
              .arg(attackerName(s, g), side(s).gunNames[std::size_t(g)],
                   es.logNames[std::size_t(j)], text));
}

void EasyStarRunner::attackFighter(int s, int g, int f)
{
    const int e = 1 - s;
    const Battle::Gun &gn = gun(s, g);
    const Battle::Fighter &target = side(e).fighters[std::size_t(f)];
    countAttack(Battle::AtFighterAttack);
    const bool targeting
        = !gn.fighter && (m_ships[s][std::size_t(gn.owner)].flags & Battle::Targeting);
    ShotSpec spec;
    spec.need = naturalNeed(gn.toHitFighter, targeting ? 1 : 0);
    spec.damage = gn.damage;
    bool noDisplacer = false;
    const ShotOutcome o = resolveShot(spec, 0, noDisplacer, target.damage, m_rng);
    // EasyStar §IX.E: a destroyed fighter scores 10.
    if (o.result == ShotResult::Destroyed) {
        m_fighters[e][std::size_t(f)] = Dead;
        --m_flying[e];
        m_result->vp[s] += EasyStarCombat::FighterVp;
        m_result->damageDealt[s] += target.damage;
        checkOver(e);
    }
    if (!m_log)
        return;
    QString text = shotText(o, spec);
    if (o.result == ShotResult::Destroyed)
        text += EasyStarText::tr(", destroyed (+%1 VP)").arg(EasyStarCombat::FighterVp);
    write(EasyStarText::tr("%1 fires %2 at %3: %4")
              .arg(attackerName(s, g), side(s).gunNames[std::size_t(g)],
                   side(e).fighterNames[std::size_t(f)], text));
}

int EasyStarRunner::destroyShip(int e, int j, int s)
{
    // EasyStar §IX.D-E: the ship and the fighters aboard are lost; the attacker scores the ship.
    ShipState &st = m_ships[e][std::size_t(j)];
    const Battle::Ship &sh = side(e).ships[std::size_t(j)];
    st.alive = false;
    --m_alive[e];
    const int vp = st.valueLeft;
    m_result->vp[s] += vp;
    st.valueLeft = 0;
    for (int f = sh.fighterBegin; f < sh.fighterEnd; ++f) {
        if (m_fighters[e][std::size_t(f)] == Aboard)
            m_fighters[e][std::size_t(f)] = Dead;
    }
    st.aboard = 0;
    for (int g = sh.gunBegin; g < sh.gunEnd; ++g) {
        if (loaded(e, g)) {
            m_pending[m_pendingCount++] = {e, j, -1};
            break;
        }
    }
    checkOver(e);
    return vp;
}

EasyStarRunner::Loss EasyStarRunner::loseItem(int e, int j, int s, bool ownerChooses)
{
    // EasyStar §IX.C: a weapons hit takes one weapon or auxiliary (auxiliaries count as weapons);
    // frontal armor, engines and gun mounts cannot be lost, and an impossible result is ignored.
    const Battle::Side &sd = side(e);
    const Battle::Ship &sh = sd.ships[std::size_t(j)];
    ShipState &st = m_ships[e][std::size_t(j)];
    Loss best;
    int bestIdle = 0, bestCost = 0;
    const auto consider = [&](Loss::Kind kind, int index, int cost, bool idle) {
        // The owner gives up what is of no use here, else the cheapest item; the attacker takes
        // the most expensive one.
        const int useful = idle ? 0 : 1;
        bool better = best.kind == Loss::Nothing;
        if (!better && ownerChooses)
            better = useful < bestIdle || (useful == bestIdle && cost < bestCost);
        else if (!better)
            better = useful > bestIdle || (useful == bestIdle && cost > bestCost);
        if (better) {
            best.kind = kind;
            best.index = index;
            bestIdle = useful;
            bestCost = cost;
        }
    };
    for (int g = sh.gunBegin; g < sh.gunEnd; ++g) {
        if (!m_gunLost[e][std::size_t(g)])
            consider(Loss::Weapon, g, sd.guns[std::size_t(g)].cost, false);
    }
    for (int f = 0; f < Battle::FlagCount; ++f) {
        const auto flag = std::uint8_t(1u << f);
        if ((st.flags & flag) && flag != Battle::Armour)
            consider(Loss::Device, f, sh.deviceCost[std::size_t(f)],
                     flag == Battle::Jump || flag == Battle::Manoeuvring);
    }
    // A bay lost with fighters aboard loses those that do not fit in the remaining bays.
    const int bays = st.freeBays + st.boughtBays;
    const int bayFighters = std::max(0, st.aboard - 2 * (bays - 1));
    if (st.freeBays > 0)
        consider(Loss::Bay, 0, 0, st.aboard == 0);
    if (st.boughtBays > 0)
        consider(Loss::Bay, 1, sh.bayCost, st.aboard == 0);

    switch (best.kind) {
    case Loss::Nothing:
        return best;
    case Loss::Weapon:
        m_gunLost[e][std::size_t(best.index)] = 1;
        best.vp = bestCost;
        if (m_gunFired[e][std::size_t(best.index)] != m_turn)
            m_pending[m_pendingCount++] = {e, j, best.index};
        break;
    case Loss::Device:
        st.flags &= std::uint8_t(~(1u << best.index));
        best.vp = bestCost;
        break;
    case Loss::Bay: {
        if (best.index == 0)
            --st.freeBays;
        else
            --st.boughtBays;
        best.vp = bestCost;
        int lost = 0;
        for (int f = sh.fighterEnd - 1; f >= sh.fighterBegin && lost < bayFighters; --f) {
            if (m_fighters[e][std::size_t(f)] == Aboard) {
                m_fighters[e][std::size_t(f)] = Dead;
                best.vp += sd.fighters[std::size_t(f)].value;
                ++lost;
            }
        }
        st.aboard -= lost;
        best.fightersLost = lost;
        break;
    }
    }
    m_result->vp[s] += best.vp;
    st.valueLeft -= best.vp;
    return best;
}

void EasyStarRunner::checkOver(int e)
{
    if (m_alive[e] == 0 && m_flying[e] == 0)
        m_over = true;
}

const QString &EasyStarRunner::attackerName(int s, int g) const
{
    const Battle::Gun &gn = gun(s, g);
    return gn.fighter ? side(s).fighterNames[std::size_t(gn.owner)]
                      : side(s).logNames[std::size_t(gn.owner)];
}

QString EasyStarRunner::shotText(const ShotOutcome &o, const ShotSpec &spec) const
{
    QString text;
    if (o.pdCount > 0) {
        text = EasyStarText::tr("point defense rolls %1 (needs %2)")
                   .arg(o.pdRolls[0])
                   .arg(spec.pdNeed);
        if (o.result == ShotResult::PointDefense)
            return text + EasyStarText::tr(", missile shot down");
        text += EasyStarText::tr(", ");
    }
    text += EasyStarText::tr("rolls %1 (needs %2)").arg(o.natural).arg(spec.need);
    switch (o.result) {
    case ShotResult::Miss:
    case ShotResult::PointDefense:
    case ShotResult::Overload:
        return text + EasyStarText::tr(", miss");
    case ShotResult::Negated:
        return text + EasyStarText::tr(", hit, no damage gets through");
    case ShotResult::Displaced:
        return text + EasyStarText::tr(", hit, displacer rolls %1: missed").arg(o.displacerRoll);
    default:
        break;
    }
    if (o.displacerRoll > 0)
        return text
               + EasyStarText::tr(", hit, displacer rolls %1: the hit stands").arg(o.displacerRoll);
    return text + EasyStarText::tr(", hit");
}

} // namespace fw::model::easystar
