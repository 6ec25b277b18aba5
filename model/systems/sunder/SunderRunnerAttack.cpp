// The attacks of a Sunder the Stars trial battle: fusion follow-ups, a ship's guns with the
// weapons that bear, its flights, damage and Fah-KOOM (docs/combat.md, "Sunder the Stars").

#include "SunderRunner.h"

#include <algorithm>

namespace fw::model::sunder {

namespace {

// Watches the dice of rollAttack() for the battle: the PD hits (flights lost), the last totals
// and the damage of the first roll that dealt any.
struct Seen
{
    int pdHits = 0, attackTotal = 0, defenceTotal = 0;
    int firstDamage = 0;
    bool stoppedNow = false;
    QStringList *rolls = nullptr; // each roll's damage, for a log

    void pd(int /*dice*/, int hits) { pdHits = hits; }
    void attack(int av, int x, int dv, int y, int damage)
    {
        attackTotal = av + x;
        defenceTotal = dv + y;
        if (firstDamage == 0)
            firstDamage = damage;
        if (rolls)
            *rolls << QString::number(damage);
    }
    void stopped(int /*av*/) { stoppedNow = true; }
};

// Fah-KOOM reach (digest §4.5): 1 hex for a medium ship, 2 for a large one; a small ship's
// explosion only touches fighters in its own hex.
int explosionReach(HullSize size)
{
    switch (size) {
    case HullSize::Small:
        return -1;
    case HullSize::Medium:
        return 1;
    case HullSize::Large:
        return 2;
    }
    return -1;
}

} // namespace

// Fusion follow-ups (digest §4.3): the pending attacks on ship (s, i) as it activates.
void SunderRunner::followUps(int s, int i)
{
    ShipState &st = state(s, i);
    int kept = 0;
    for (int k = 0; k < st.followUps; ++k) {
        const FollowUp f = st.pending[std::size_t(k)];
        if (!st.alive || m_over)
            break;
        if (f.first > m_turn) {
            st.pending[std::size_t(kept++)] = f;
            continue;
        }
        countAttack(SunderBattle::KindFollowUp);
        Seen seen;
        const int damage = rollAttack({f.av, 0, dv(s, i), 0}, m_rng, seen);
        if (m_log)
            write(SunderText::tr("%1 activates: a fusion hit attacks again, %2 against %3: %n "
                                 "damage.",
                                 nullptr, damage)
                      .arg(ship(s, i).logName)
                      .arg(seen.attackTotal)
                      .arg(seen.defenceTotal));
        if (f.first + 1 > m_turn)
            st.pending[std::size_t(kept++)] = f;
        hit(f.side, s, i, damage);
    }
    st.followUps = st.alive ? kept : 0;
}

// The ship's guns (docs/combat.md, "Sunder the Stars", weapons that bear): against its target it
// takes the bearing whose guns are worth the most (the expected damage of each gun that has AV
// and reaches), or every gun bears (rules option bearing = all). When the target is destroyed,
// the guns that have not fired turn to the next target the same way.
void SunderRunner::attackWith(int s, int i)
{
    const int e = 1 - s;
    const SunderBattle::Card &c = card(s, i);
    const std::size_t guns = c.guns.size();
    m_fired.assign(guns, 0);
    const bool allBear = side(s).allBear;
    for (;;) {
        if (!state(s, i).alive || m_over)
            return;
        // The guns that can fire now, and the AV each would attack with at this range.
        bool any = false;
        m_value.assign(guns, 0.0);
        m_ready.assign(guns, 0);
        for (std::size_t g = 0; g < guns; ++g) {
            const std::optional<int> band = rangeModifier(c.guns[g].type, m_range);
            const int av = stats(s, i).av[g] + band.value_or(0);
            if (m_fired[g] || !band || stats(s, i).av[g] < 1 || av < 1)
                continue; // fired, beyond reach, or no attack below AV 1 (digest §4.4)
            m_value[g] = av;
            m_ready[g] = 1;
            any = true;
        }
        if (!any)
            break;
        const int t = chooseTarget(s, i);
        if (t < 0)
            return;
        if (allBear) {
            m_bears.assign(guns, 1);
        } else {
            for (std::size_t g = 0; g < guns; ++g) {
                if (m_ready[g]) {
                    const WeaponType type = c.guns[g].type;
                    const WeaponReach reach = weaponReach(type);
                    m_value[g] = m_battle.expectedDamage(int(m_value[g]),
                                                         reach.pdReduces ? stats(e, t).pd : 0,
                                                         dv(e, t), reach.followUps);
                }
            }
            c.bearing.bears(m_value, m_bears);
            if (m_log) {
                QStringList names;
                for (std::size_t g = 0; g < guns; ++g) {
                    if (m_bears[g] && m_ready[g])
                        names << c.guns[g].name;
                }
                write(SunderText::tr("%1 brings %2 to bear on %3.")
                          .arg(ship(s, i).logName, names.join(QStringLiteral(", ")),
                               ship(e, t).logName));
            }
        }
        bool fired = false;
        for (std::size_t g = 0; g < guns; ++g) {
            if (!m_bears[g] || !m_ready[g])
                continue;
            if (!state(s, i).alive || m_over || !state(e, t).alive)
                break;
            m_fired[g] = 1;
            fired = true;
            const int av = stats(s, i).av[g] + rangeModifier(c.guns[g].type, m_range).value_or(0);
            fireGun(s, i, int(g), t, av);
        }
        // Only a destroyed target sends the guns that have not fired to another.
        if (!fired || state(e, t).alive)
            break;
    }
    launchFlights(s, i);
}

void SunderRunner::fireGun(int s, int i, int g, int t, int av)
{
    const int e = 1 - s;
    const SunderBattle::Card &c = card(s, i);
    const WeaponType type = c.guns[std::size_t(g)].type;
    const WeaponReach reach = weaponReach(type);
    countAttack(int(type));
    Seen seen;
    const int damage
        = rollAttack({av, reach.pdReduces ? stats(e, t).pd : 0, dv(e, t), 0}, m_rng, seen);
    if (m_log)
        write(seen.stoppedNow
                  ? SunderText::tr("%1 attacks %2 with %3 at AV %4: point defence scores %5, "
                                   "the attack is stopped.")
                        .arg(ship(s, i).logName, ship(e, t).logName, c.guns[std::size_t(g)].name)
                        .arg(av)
                        .arg(seen.pdHits)
                  : SunderText::tr("%1 attacks %2 with %3 at AV %4, less %5 for point "
                                   "defence: %6 against %7, %n damage.",
                                   nullptr, damage)
                        .arg(ship(s, i).logName, ship(e, t).logName, c.guns[std::size_t(g)].name)
                        .arg(av)
                        .arg(seen.pdHits)
                        .arg(seen.attackTotal)
                        .arg(seen.defenceTotal));
    hit(s, e, t, damage);
    ShipState &target = state(e, t);
    if (reach.followUps && damage > 0 && target.alive && target.followUps < MaxFollowUps)
        target.pending[std::size_t(target.followUps++)] = {av, m_turn + 1, s};
}

// The carrier's flights (rules options fighterAv, bomberAv; digest §4.9): as many as its
// current track's bays hold (digest §4.6: the bays shrink per track); the others stay aboard.
void SunderRunner::launchFlights(int s, int i)
{
    const int e = 1 - s;
    for (const bool bombers : {false, true}) {
        ShipState &st = state(s, i);
        int &carried = bombers ? st.bombers : st.fighters;
        const int flights = std::min(carried, bombers ? stats(s, i).bombers : stats(s, i).fighters);
        if (flights <= 0 || !st.alive || m_over)
            continue;
        const int av = bombers ? side(s).bomberAv : side(s).fighterAv;
        if (av < 1)
            continue; // no attack below AV 1 (digest §4.4)
        const int t = chooseTarget(s, i);
        if (t < 0)
            return;
        const bool undamaged = state(e, t).damage == 0;
        const int left = card(e, t).capacity - state(e, t).damage;
        Seen seen;
        QStringList rolls;
        seen.rolls = m_log ? &rolls : nullptr;
        const int damage = rollAttack({av, stats(e, t).pd, dv(e, t), flights}, m_rng, seen);
        const int lost = std::min(flights, seen.pdHits);
        for (int f = lost; f < flights; ++f)
            countAttack(bombers ? SunderBattle::KindBombers : SunderBattle::KindFighters);
        if (m_log)
            write(SunderText::tr("%1's %2 flight(s) attack %3 at AV %4: point defence destroys "
                                 "%5; the rolls deal %6: %n damage.",
                                 nullptr, damage)
                      .arg(ship(s, i).logName)
                      .arg(flights)
                      .arg(ship(e, t).logName)
                      .arg(av)
                      .arg(lost)
                      .arg(rolls.isEmpty() ? SunderText::tr("nothing")
                                           : rolls.join(QStringLiteral(", "))));
        carried -= lost;
        // Each flight rolls on its own and its damage takes effect at once (quick reference,
        // "Fah-KOOM!"): an undamaged target explodes only when the first flight to deal damage
        // destroys it alone.
        hit(s, e, t, damage, undamaged && seen.firstDamage >= left);
    }
}

void SunderRunner::hit(int from, int e, int j, int damage, bool oneRoll)
{
    ShipState &v = state(e, j);
    if (damage <= 0 || !v.alive)
        return;
    const int before = v.damage;
    const int taken = std::min(damage, card(e, j).capacity - before);
    v.damage += taken;
    m_result->damageDealt[1 - e] += taken;
    if (v.damage < card(e, j).capacity)
        return;
    v.alive = false;
    v.followUps = 0;
    v.fighters = v.bombers = 0; // flights are lost with their carrier
    --m_alive[e];
    m_result->vp[1 - e] += ship(e, j).hull;
    if (m_log)
        write(SunderText::tr("%1 is destroyed.").arg(ship(e, j).logName));
    if (before == 0 && oneRoll)
        explode(e, j); // an undamaged ship destroyed by one attack roll: Fah-KOOM
    checkVictory(from);
}

// Fah-KOOM (digest §4.5): one "2D6 attack", rolled once, against DV + exploding D6 of every ship
// in reach: the 2D6 is the attack total, or an AV to which the exploding D6 is added (rules
// option blastAttack, of the exploding ship's fleet).
void SunderRunner::explode(int e, int j)
{
    const int reach = explosionReach(card(e, j).size);
    if (reach < 0) {
        if (m_log)
            write(SunderText::tr("%1 explodes, touching no ship.").arg(ship(e, j).logName));
        return;
    }
    const int dice = m_rng.roll(6) + m_rng.roll(6);
    const int blast = side(e).blastAsAv ? dice + rollExploding(m_rng) : dice;
    if (m_log && side(e).blastAsAv)
        write(SunderText::tr("Fah-KOOM! %1 explodes with AV 2D6 = %2 and the die: attack %3.")
                  .arg(ship(e, j).logName)
                  .arg(dice)
                  .arg(blast));
    else if (m_log)
        write(SunderText::tr("Fah-KOOM! %1 explodes with 2D6 = %2.")
                  .arg(ship(e, j).logName)
                  .arg(dice));
    const SunderBattle::Unit &unit = side(e).units[std::size_t(ship(e, j).unit)];
    const auto blastAt = [&](int s, int k) {
        if (!state(s, k).alive || m_over)
            return;
        countAttack(SunderBattle::KindBlast);
        const int y = rollExploding(m_rng);
        const int damage = attackDamage(blast, dv(s, k) + y);
        if (m_log)
            write(SunderText::tr("The blast meets %1, defence %2: %n damage.", nullptr, damage)
                      .arg(ship(s, k).logName)
                      .arg(dv(s, k) + y));
        hit(1 - s, s, k, damage);
    };
    if (unit.squadron) {
        for (const int k : unit.ships) {
            if (k != j)
                blastAt(e, k);
        }
    }
    if (m_range <= reach) {
        for (int k = 0; k < int(m_ships[1 - e].size()); ++k)
            blastAt(1 - e, k);
    }
}

} // namespace fw::model::sunder
