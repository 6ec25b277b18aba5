#include "ScsRunner.h"

#include <algorithm>

namespace fw::model::scs {

namespace {
constexpr int NeverFired = -1000;
constexpr int LostSideInitiative = 6; // digest §5.3: "Initiative −6" per lost side
constexpr int LostSideSignature = 2;  // "Signature increased by 2 points"
constexpr int CnCRowInitiative = 2;   // "C&C: −2 initiative" per destroyed row
} // namespace

ScsRunner::ScsRunner(const ScsBattle &battle)
    : m_battle(battle)
    , m_picker(battle.settings().policy)
{
    for (int s = 0; s < 2; ++s) {
        for (int i = 0; i < battle.shipCount(s); ++i) {
            const Hull &h = hullOf(s, i);
            ShipState st;
            st.hull.reset(h);
            st.lastFired.assign(h.guns.size(), NeverFired);
            st.streak.assign(h.guns.size(), 0);
            st.out.assign(h.guns.size(), 0);
            st.intercepted.assign(h.guns.size(), 0);
            st.worth.assign(h.guns.size(), 0.0);
            st.bears.assign(h.guns.size(), 0);
            st.damaged.assign(h.systems.size(), 0);
            st.damagedList.reserve(h.systems.size());
            st.groupsLost.assign(h.systems.size(), 0);
            m_ships[s].push_back(std::move(st));
        }
    }
    m_order.reserve(m_ships[0].size() + m_ships[1].size());
}

void ScsRunner::reset(combat::TrialResult &result)
{
    for (int s = 0; s < 2; ++s) {
        for (int i = 0; i < int(m_ships[s].size()); ++i) {
            ShipState &st = state(s, i);
            std::fill(st.hull.systemDamage.begin(), st.hull.systemDamage.end(), 0);
            std::fill(st.hull.structureDamage.begin(), st.hull.structureDamage.end(), 0);
            st.hull.destroyed = false;
            std::fill(st.lastFired.begin(), st.lastFired.end(), NeverFired);
            std::fill(st.streak.begin(), st.streak.end(), std::uint8_t(0));
            std::fill(st.out.begin(), st.out.end(), std::uint8_t(0));
            std::fill(st.damaged.begin(), st.damaged.end(), std::uint8_t(0));
            st.damagedList.clear();
            std::fill(st.groupsLost.begin(), st.groupsLost.end(), 0);
            st.lostSides = st.initiativeLoss = 0;
            st.thrustLoss = st.sensorLoss = st.shieldLoss = st.powerLoss = 0;
            st.alive = st.firing = true;
            st.hurt = false;
        }
        m_alive[s] = int(m_ships[s].size());
        result.vp[s] = 0;
        result.damageDealt[s] = 0;
    }
    result.winner = -1;
    result.turns = 0;
}

void ScsRunner::run(std::uint64_t seed, combat::TrialResult &result, QStringList *log)
{
    const combat::BattleSettings &settings = m_battle.settings();
    m_rng = dice::Rng(seed);
    m_result = &result;
    m_log = log;
    reset(result);
    if (log)
        write(ScsText::tr("Side A: %1 ship(s), %2 points; side B: %3 ship(s), %4 points.")
                  .arg(m_battle.shipCount(0))
                  .arg(m_battle.points(0))
                  .arg(m_battle.shipCount(1))
                  .arg(m_battle.points(1)));
    for (m_turn = 1; m_turn <= settings.turnLimit && !over(); ++m_turn) {
        result.turns = m_turn;
        m_range = std::max(0, settings.startRange - (m_turn - 1) * settings.closingRate);
        rollInitiative();
        // Simultaneous fire: every ship that starts the fire phase fires in it.
        for (Order &o : m_order) {
            ShipState &st = state(o.side, o.ship);
            st.firing = st.alive;
            st.target = -1;
            std::fill(st.intercepted.begin(), st.intercepted.end(), std::uint8_t(0));
        }
        for (const bool ballistics : {true, false}) {
            for (const Order &o : m_order)
                fireShip(o.side, o.ship, ballistics);
        }
        // Phase 5: criticals for the damage of the whole turn.
        for (const Order &o : m_order) {
            if (side(o.side).criticalsAtEndOfTurn)
                criticals(o.side, o.ship);
        }
    }
    if (m_alive[0] > 0 && m_alive[1] == 0)
        result.winner = 0;
    else if (m_alive[1] > 0 && m_alive[0] == 0)
        result.winner = 1;
    else if (result.vp[0] != result.vp[1])
        result.winner = result.vp[0] > result.vp[1] ? 0 : 1;
    for (int s = 0; s < 2; ++s) {
        result.survived[s].resize(m_ships[s].size());
        for (std::size_t i = 0; i < m_ships[s].size(); ++i)
            result.survived[s][i] = m_ships[s][i].alive ? 1 : 0;
    }
    if (log) {
        const QString outcome = result.winner < 0
                                    ? ScsText::tr("a draw")
                                    : ScsText::tr("side %1 wins").arg(side(result.winner).label);
        write(ScsText::tr("After %1 turn(s): side A destroyed %2 points of ships, side B %3; %4.")
                  .arg(result.turns)
                  .arg(result.vp[0])
                  .arg(result.vp[1])
                  .arg(outcome));
    }
}

// Initiative (digest §5.2): d20 + the ship's bonus; lowest moves first; ties are a straight
// roll-off, here a random order among the tied ships.
void ScsRunner::rollInitiative()
{
    m_order.clear();
    for (int s = 0; s < 2; ++s) {
        for (int i = 0; i < int(m_ships[s].size()); ++i) {
            const ShipState &st = state(s, i);
            if (!st.alive)
                continue;
            const int roll = m_rng.roll(20);
            const int value = roll + side(s).ships[std::size_t(i)].initiative - st.initiativeLoss
                              - LostSideInitiative * st.lostSides;
            m_order.push_back({s, i, value, std::uint32_t(m_rng.next() >> 32)});
        }
    }
    std::sort(m_order.begin(), m_order.end(), [](const Order &a, const Order &b) {
        return a.initiative != b.initiative ? a.initiative < b.initiative : a.tie < b.tie;
    });
    if (!m_log)
        return;
    QStringList order;
    for (const Order &o : m_order)
        order << ScsText::tr("%1 (%2)")
                     .arg(side(o.side).ships[std::size_t(o.ship)].logName)
                     .arg(o.initiative);
    write(ScsText::tr("Turn %1 at %2 hexes; initiative, lowest first: %3.")
              .arg(m_turn)
              .arg(m_range)
              .arg(order.join(QStringLiteral(", "))));
}

void ScsRunner::fireShip(int s, int i, bool ballistics)
{
    ShipState &st = state(s, i);
    if (!st.firing)
        return;
    const Hull &h = hullOf(s, i);
    for (int g = 0; g < int(h.guns.size()); ++g) {
        const Hull::Gun &gun = h.guns[std::size_t(g)];
        if ((gun.mode == WeaponMode::Ballistic) != ballistics || !gun.reaches(m_range))
            continue;
        // "Each weapon intercepting ... may not fire offensively" that round.
        if (st.intercepted[std::size_t(g)] || !ready(st, h, g))
            continue;
        const int target = chooseTarget(s, i);
        if (target < 0)
            return;
        if (!st.bears[std::size_t(g)])
            continue; // its arc does not hold the bearing on the target
        fireGun(s, i, g, target);
    }
}

int ScsRunner::chooseTarget(int s, int i)
{
    ShipState &st = state(s, i);
    const int e = 1 - s;
    if (st.target >= 0 && state(e, st.target).alive)
        return st.target;
    const auto &enemies = m_ships[e];
    const auto &ships = side(e).ships;
    st.target = m_picker.pick(
        combat::TargetPicker::roster(int(enemies.size())), m_alive[e],
        [&enemies](int j) { return enemies[std::size_t(j)].alive; },
        [&ships](int j) { return ships[std::size_t(j)].firepower; }, m_rng);
    if (st.target >= 0) {
        // "All of one ship's weapons hit that same side": one d10 per ship and target a turn.
        const Hull &h = hullOf(e, st.target);
        st.side = h.sideRoll[std::size_t(m_rng.roll(10) - 1)];
        if (m_log && st.side >= 0)
            write(ScsText::tr("%1 targets %2; its weapons hit the %3 side.")
                      .arg(side(s).ships[std::size_t(i)].logName,
                           side(e).ships[std::size_t(st.target)].logName,
                           sectionName(h.sectionIds[std::size_t(st.side)])));
        aim(s, i);
    }
    return st.target;
}

int ScsRunner::needed(const Hull::Gun &gun, int e, int target) const
{
    const int signature = side(e).ships[std::size_t(target)].signature
                          + LostSideSignature * m_ships[e][std::size_t(target)].lostSides;
    return signature + gun.rangeModifiers[std::size_t(m_range)];
}

// The bearing on this turn's target (docs/trial-battles.md, "Weapons fire only where they
// bear"): each weapon is worth its mean damage at the target if it can fire this turn, and the
// ship turns so that the set worth the most bears. Rules option bearing = all: every one bears.
void ScsRunner::aim(int s, int i)
{
    ShipState &st = state(s, i);
    const Hull &h = hullOf(s, i);
    const ScsBattle::Side &own = side(s);
    const auto &worth = own.worth[std::size_t(own.ships[std::size_t(i)].hull)];
    for (int g = 0; g < int(h.guns.size()); ++g) {
        const Hull::Gun &gun = h.guns[std::size_t(g)];
        double w = 0;
        if (gun.reaches(m_range) && ready(st, h, g) && !st.intercepted[std::size_t(g)]
            && st.lastFired[std::size_t(g)] != m_turn) {
            const int n = std::clamp(needed(gun, 1 - s, st.target), 0, own.hitDie);
            w = worth[std::size_t(g)][std::size_t(n)];
        }
        st.worth[std::size_t(g)] = w;
    }
    if (own.bearingAll) {
        std::fill(st.bears.begin(), st.bears.end(), std::uint8_t(1));
        return;
    }
    h.bearing.bears(st.worth, st.bears);
    if (!m_log)
        return;
    QStringList silent;
    for (int g = 0; g < int(h.guns.size()); ++g) {
        if (!st.bears[std::size_t(g)] && st.worth[std::size_t(g)] > 0)
            silent << h.systemLabel(h.guns[std::size_t(g)].system);
    }
    if (!silent.isEmpty())
        write(ScsText::tr("%1 turns to bear on %2; out of arc: %3.")
                  .arg(own.ships[std::size_t(i)].logName,
                       side(1 - s).ships[std::size_t(st.target)].logName,
                       silent.join(QStringLiteral(", "))));
}

// The weapon the target declares against a hit of `gun` with `pulses` pulses, each of mean
// damage `hitDamage`, or -1: of its weapons that may intercept (an intercept value, or every
// weapon against ballistics under ballisticIntercept = allWeapons) and have neither fired nor
// intercepted this turn, the one whose expected block most exceeds what its own fire is worth
// this turn; none when no block is worth more.
int ScsRunner::interceptor(int e, int j, const Hull::Gun &gun, int pulses, double hitDamage)
{
    if (!Hull::interceptable(gun.mode))
        return -1;
    ShipState &st = state(e, j);
    const Hull &h = hullOf(e, j);
    const bool anyWeapon = gun.mode == WeaponMode::Ballistic && side(e).everyWeaponIntercepts;
    const int count = anyWeapon ? int(h.guns.size()) : int(h.interceptors.size());
    if (count == 0)
        return -1;
    if (st.firing)
        chooseTarget(e, j); // a player declares knowing where its own guns will fire
    int best = -1;
    double bestGain = 0;
    for (int n = 0; n < count; ++n) {
        const int g = anyWeapon ? n : h.interceptors[std::size_t(n)];
        const Hull::Gun &own = h.guns[std::size_t(g)];
        if ((own.intercept <= 0 && !anyWeapon) || st.intercepted[std::size_t(g)]
            || st.out[std::size_t(g)] || st.hull.systemLeft(h, own.system) == 0
            || st.lastFired[std::size_t(g)] == m_turn)
            continue;
        const int value = std::max(own.intercept, anyWeapon ? 0 : 1);
        const int stopped = gun.mode == WeaponMode::Pulse ? std::min(value, pulses) : pulses;
        const double block = interceptChance(value, gun.mode) * stopped * hitDamage;
        // What its own fire is worth: nothing unless it bears on a target this turn.
        const bool aimed = st.target >= 0 && state(1 - e, st.target).alive;
        const double keep = aimed && st.bears[std::size_t(g)] ? st.worth[std::size_t(g)] : 0.0;
        if (block - keep > bestGain) {
            bestGain = block - keep;
            best = g;
        }
    }
    return best;
}

void ScsRunner::fireGun(int s, int i, int g, int target)
{
    ShipState &st = state(s, i);
    const Hull &h = hullOf(s, i);
    const Hull::Gun &gun = h.guns[std::size_t(g)];
    st.streak[std::size_t(g)] = st.lastFired[std::size_t(g)] == m_turn - 1
                                    ? std::uint8_t(st.streak[std::size_t(g)] + 1)
                                    : std::uint8_t(1);
    st.lastFired[std::size_t(g)] = m_turn;
    const int e = 1 - s;
    const int kind = side(s).kinds[std::size_t(side(s).ships[std::size_t(i)].hull)][std::size_t(g)];
    const int need = needed(gun, e, target);
    const QString &who = side(s).ships[std::size_t(i)].logName;
    const QString &whom = side(e).ships[std::size_t(target)].logName;
    for (int shot = 0; shot < gun.shots; ++shot) {
        countAttack(kind);
        const int toHit = m_rng.roll(side(s).hitDie);
        const QString shotText = m_log ? ScsText::tr("%1 fires %2 at %3: d%4 rolled %5, needs %6")
                                             .arg(who, h.systemLabel(gun.system), whom)
                                             .arg(side(s).hitDie)
                                             .arg(toHit)
                                             .arg(need)
                                       : QString();
        if (toHit > need) {
            if (m_log)
                write(ScsText::tr("%1: miss.").arg(shotText));
            continue;
        }
        // Rolled pulses (B5 Wars): the pulse die plus one per grouping of the margin.
        const int pulses = h.rollsPulses(gun)
                               ? Hull::rolledPulses(gun, m_rng.roll(gun.pulseDie), need - toHit)
                               : h.fixedPulses(gun);
        hit(s, i, g, target, pulses, shotText);
    }
}

// A shot of gun `g` that hit with `pulses` pulses: intercept, then each hit and rake.
void ScsRunner::hit(int s, int i, int g, int target, int pulses, const QString &shotText)
{
    const Hull &h = hullOf(s, i);
    const Hull::Gun &gun = h.guns[std::size_t(g)];
    const int e = 1 - s;
    ShipState &victim = state(e, target);
    const Hull &vh = hullOf(e, target);
    const double perHit
        = h.rollsPulses(gun) ? meanHitDamage(h, gun, 1) : meanHitDamage(h, gun, pulses) / pulses;
    int through = pulses;
    const int k = interceptor(e, target, gun, pulses, perHit);
    if (m_log)
        write(h.rollsPulses(gun)
                  ? ScsText::tr("%1: hit, %n pulse(s).", nullptr, pulses).arg(shotText)
                  : ScsText::tr("%1: hit.").arg(shotText));
    if (k >= 0) {
        victim.intercepted[std::size_t(k)] = 1;
        const Hull::Gun &own = vh.guns[std::size_t(k)];
        const int value = own.intercept > 0 ? own.intercept : 0;
        const int roll = m_rng.roll(10);
        const bool blocks = roll <= value + (gun.mode == WeaponMode::Ballistic ? 1 : 0);
        if (blocks)
            through = gun.mode == WeaponMode::Pulse ? std::max(0, through - value) : 0;
        if (m_log)
            write(ScsText::tr("%1 intercepts with %2: d10 rolled %3, %4 of %5 pulse(s) get "
                              "through.")
                      .arg(side(e).ships[std::size_t(target)].logName, vh.systemLabel(own.system))
                      .arg(roll)
                      .arg(through)
                      .arg(pulses));
    }
    const ShipState &st = state(s, i);
    RollChooser choose{m_rng};
    for (int n = h.hitsOf(gun, through); n > 0; --n) {
        const int damage = rollDamage(h, gun, through, m_rng);
        const int rakes = rakeCount(damage, gun.rake);
        for (int r = 0; r < rakes; ++r) {
            applyHit(vh, victim.hull, st.side, rakeDamage(damage, gun.rake, r), gun.mode, choose,
                     m_trace);
            if (m_log) {
                QStringList items;
                for (int q = 0; q < m_trace.count; ++q) {
                    const HitStep &step = m_trace.steps[std::size_t(q)];
                    items << ScsText::tr("%1 %2%3")
                                 .arg(step.system ? vh.systemLabel(step.index)
                                                  : vh.structureLabel(step.index))
                                 .arg(step.taken)
                                 .arg(step.destroyedNow ? ScsText::tr(" (destroyed)") : QString());
                }
                const QString marked
                    = items.isEmpty() ? ScsText::tr("nothing") : items.join(QStringLiteral(", "));
                write(rakes > 1 ? ScsText::tr("%1 deals %2 damage, rake %3 of %4 (%5): %6.")
                                      .arg(h.systemLabel(gun.system))
                                      .arg(damage)
                                      .arg(r + 1)
                                      .arg(rakes)
                                      .arg(m_trace.rawDamage)
                                      .arg(marked)
                                : ScsText::tr("%1 deals %2 damage: %3.")
                                      .arg(h.systemLabel(gun.system))
                                      .arg(damage)
                                      .arg(marked));
            }
            afterHit(e, target, m_trace, s);
        }
    }
}

void ScsRunner::afterHit(int e, int j, const HitTrace &t, int s)
{
    ShipState &st = state(e, j);
    const Hull &h = hullOf(e, j);
    m_result->damageDealt[s] += t.dealt;
    for (int k = 0; k < t.count; ++k) {
        const HitStep &step = t.steps[std::size_t(k)];
        if (step.system && step.taken > 0 && !st.damaged[std::size_t(step.index)]) {
            st.damaged[std::size_t(step.index)] = 1;
            st.damagedList.push_back(step.index);
            st.hurt = true;
        }
        // A lost side (digest §5.3): signature +2, initiative −6; its hits go to the primary.
        if (!step.system && step.destroyedNow && step.index != h.primary) {
            ++st.lostSides;
            if (m_log)
                write(ScsText::tr("%1 has lost its %2 side.")
                          .arg(side(e).ships[std::size_t(j)].logName,
                               sectionName(h.sectionIds[std::size_t(step.index)])));
        }
    }
    if (!side(e).criticalsAtEndOfTurn)
        criticals(e, j);
    if (t.shipDestroyed && st.alive) {
        st.alive = false;
        --m_alive[e];
        m_result->vp[s] += side(e).ships[std::size_t(j)].points;
        if (m_log)
            write(ScsText::tr("%1 is destroyed.").arg(side(e).ships[std::size_t(j)].logName));
    }
}

// Criticals (digest §5.3): a damaged weapon survives on d10 ≤ its boxes left; other systems lose
// something per destroyed row or block.
void ScsRunner::criticals(int e, int j)
{
    ShipState &st = state(e, j);
    if (!st.hurt)
        return;
    st.hurt = false;
    const Hull &h = hullOf(e, j);
    for (int g = 0; g < int(h.guns.size()); ++g) {
        const int sys = h.guns[std::size_t(g)].system;
        const int left = st.hull.systemLeft(h, sys);
        if (!st.damaged[std::size_t(sys)] || left == 0 || st.out[std::size_t(g)])
            continue;
        const int roll = m_rng.roll(10);
        if (roll > left)
            st.out[std::size_t(g)] = 1;
        if (m_log)
            write(ScsText::tr("%1: %2 checks, d10 rolled %3 against %4 box(es) left: %5.")
                      .arg(side(e).ships[std::size_t(j)].logName, h.systemLabel(sys))
                      .arg(roll)
                      .arg(left)
                      .arg(roll > left ? ScsText::tr("out of action") : ScsText::tr("working")));
    }
    for (const int sys : st.damagedList) {
        st.damaged[std::size_t(sys)] = 0;
        const Hull::System &system = h.systems[std::size_t(sys)];
        const int lost = groupsLost(system.layout, st.hull.systemDamage[std::size_t(sys)]);
        const int now = lost - st.groupsLost[std::size_t(sys)];
        if (now <= 0)
            continue;
        // The rating it has lost (rules option criticalLoss): its share of the whole.
        const int loss = ratingLost(system.layout, system.rating, lost, side(e).lossPerGroup)
                         - ratingLost(system.layout, system.rating, st.groupsLost[std::size_t(sys)],
                                      side(e).lossPerGroup);
        st.groupsLost[std::size_t(sys)] = lost;
        switch (system.kind) {
        case SystemKind::CnC:
            st.initiativeLoss += CnCRowInitiative * now;
            break;
        case SystemKind::Thruster:
        case SystemKind::Engine:
            st.thrustLoss += loss;
            break;
        case SystemKind::Sensors:
            st.sensorLoss += loss;
            break;
        case SystemKind::ShieldGenerator:
            st.shieldLoss += loss;
            break;
        case SystemKind::Reactor:
            st.powerLoss += loss;
            break;
        default:
            break;
        }
        if (m_log && system.kind != SystemKind::CnC)
            write(ScsText::tr("%1: %2 loses %3 row(s) or block(s): %4 of its rating %5 lost.")
                      .arg(side(e).ships[std::size_t(j)].logName, h.systemLabel(sys))
                      .arg(now)
                      .arg(loss)
                      .arg(system.rating));
        else if (m_log)
            write(ScsText::tr("%1: %2 loses %3 row(s) or block(s).")
                      .arg(side(e).ships[std::size_t(j)].logName, h.systemLabel(sys))
                      .arg(now));
    }
    st.damagedList.clear();
}

} // namespace fw::model::scs
