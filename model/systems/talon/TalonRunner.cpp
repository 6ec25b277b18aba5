#include "TalonRunner.h"

#include "TalonCombat.h"

#include <algorithm>
#include <bit>
#include <span>

namespace fw::model::talon {

namespace {

const char *const ImpulseNames[] = {"A", "B", "C", "D", "E", "F"};

} // namespace

TalonRunner::TalonRunner(const TalonBattle &battle)
    : m_battle(battle)
    , m_picker(battle.settings().policy)
{
    for (int s = 0; s < 2; ++s)
        m_ships[s].resize(std::size_t(battle.shipCount(s)));
    m_missiles.reserve(MaxMissiles);
}

void TalonRunner::reset(combat::TrialResult &result)
{
    m_result = &result;
    for (int s = 0; s < 2; ++s) {
        for (int i = 0; i < int(m_ships[s].size()); ++i) {
            ShipState &st = state(s, i);
            st = ShipState{};
            const TalonBattle::Counter &c = counter(s, i);
            st.shields = c.shields;
            // Weapon groups start charged (docs/combat.md, "Talon").
            for (std::size_t g = 0; g < c.groups.size(); ++g)
                st.charge[g] = c.groups[g].boxes;
        }
        m_alive[s] = int(m_ships[s].size());
        result.vp[s] = 0;
        result.damageDealt[s] = 0;
    }
    m_missiles.clear();
    result.winner = -1;
    result.turns = 0;
    m_over = false;
}

void TalonRunner::run(std::uint64_t seed, combat::TrialResult &result, QStringList *log)
{
    m_log = log;
    m_rng = dice::Rng(seed);
    reset(result);
    const combat::BattleSettings &settings = m_battle.settings();
    if (log)
        write(TalonText::tr("Side A: %1 ship(s), %2 SP; side B: %3 ship(s), %4 SP.")
                  .arg(m_battle.shipCount(0))
                  .arg(m_battle.points(0))
                  .arg(m_battle.shipCount(1))
                  .arg(m_battle.points(1)));
    for (m_round = 1; m_round <= settings.turnLimit && !m_over; ++m_round) {
        result.turns = m_round;
        m_range = std::max(1, settings.startRange - (m_round - 1) * settings.closingRate);
        const int first = int(m_rng.below(2));
        m_heading.clear();
        if (log)
            write(TalonText::tr("Round %1 at %2 hexes; side %3 has the initiative.")
                      .arg(m_round)
                      .arg(m_range)
                      .arg(side(first).label));
        for (int i = 0; i < ImpulseCount && !m_over; ++i) {
            m_now = (m_round - 1) * ImpulseCount + i;
            impulse(first, i);
            if (!m_over)
                impulse(1 - first, i);
        }
        // Power Phase: speeds are kept (docs/combat.md, "Talon"); nothing else happens here.
    }
    m_heading.clear();
    if (!m_over)
        result.winner = result.vp[0] > result.vp[1] ? 0 : result.vp[0] < result.vp[1] ? 1 : -1;
    for (int s = 0; s < 2; ++s) {
        std::vector<std::uint8_t> &survived = result.survived[s];
        survived.resize(m_ships[s].size());
        std::transform(m_ships[s].begin(), m_ships[s].end(), survived.begin(),
                       [](const ShipState &st) { return std::uint8_t(st.alive); });
    }
    if (log)
        write(TalonText::tr("After %1 round(s): side A destroyed %2 SP, side B %3 SP; %4.")
                  .arg(result.turns)
                  .arg(result.vp[0])
                  .arg(result.vp[1])
                  .arg(result.winner >= 0
                           ? TalonText::tr("side %1 wins").arg(side(result.winner).label)
                           : TalonText::tr("a draw")));
}

// One side's turn in an impulse: its missiles move, then its ships gain power, charge and fire.
void TalonRunner::impulse(int s, int impulse)
{
    if (m_log)
        m_heading = TalonText::tr("Impulse %1, side %2:")
                        .arg(QLatin1String(ImpulseNames[impulse]), side(s).label);
    missiles(s);
    for (int i = 0; i < int(m_ships[s].size()) && !m_over; ++i) {
        if (state(s, i).alive)
            act(s, i, impulse);
    }
}

// Missiles of side `s` that reach their target this impulse detonate (rulebook p. 12).
void TalonRunner::missiles(int s)
{
    std::size_t kept = 0;
    for (std::size_t k = 0; k < m_missiles.size(); ++k) {
        const Missile m = m_missiles[k];
        if (m.side != s || m.arrives > m_now || m_over) {
            m_missiles[kept++] = m;
            continue;
        }
        if (!state(1 - s, m.target).alive)
            continue; // its target is gone: lost
        if (m_log)
            write(TalonText::tr("A missile of side %1 reaches %2.")
                      .arg(side(s).label, ship(1 - s, m.target).logName));
        hit(s, 1 - s, m.target, m.damage);
    }
    m_missiles.resize(kept);
}

void TalonRunner::charge(int s, int i, int impulse)
{
    ShipState &st = state(s, i);
    const TalonBattle::Counter &c = counter(s, i);
    if (!st.noPower) {
        const int ap = std::max(0, int(c.ap[std::size_t(st.marked)]) - st.powerMinus);
        st.ap += side(s).gains[std::size_t(ap)][std::size_t(impulse)];
    }
    // Red boxes of every group first, then yellow (digest §3.1, §3.2).
    for (const bool red : {true, false}) {
        for (std::size_t g = 0; g < c.groups.size() && st.ap > 0; ++g) {
            if (st.lost & (1u << g))
                continue;
            const int want = (red ? c.groups[g].red : c.groups[g].boxes) - st.charge[g];
            const int spend = std::min(st.ap, std::max(0, want));
            st.charge[g] += spend;
            st.ap -= spend;
        }
    }
    st.ap = 0; // what is left with every group charged is lost
}

int TalonRunner::chooseTarget(int s, int i)
{
    const int e = 1 - s;
    ShipState &st = state(s, i);
    const auto eligible = [this, e](int j) {
        return m_ships[e][std::size_t(j)].alive;
    };
    const auto threat = [this, e](int j) {
        return ship(e, j).firepower;
    };
    st.target = m_picker.keepOrPick(st.target, m_battle.shipCount(e), m_alive[e], eligible, threat,
                                    m_rng);
    return st.target;
}

std::uint32_t TalonRunner::bearing(int s, int i, int t)
{
    ShipState &st = state(s, i);
    const TalonBattle::Counter &c = counter(s, i);
    if (side(s).bearingAll)
        return ~0u;
    if (st.bearingRound == m_round && st.bearingTarget == t)
        return st.bears;
    // What each group still working is worth against the target at this range: its expected
    // damage, none for a cannon against a fighter.
    const std::size_t range = std::size_t(std::min(m_range, TalonBattle::MaxRange));
    const bool fighter = counter(1 - s, t).fighter;
    std::array<double, TalonBattle::MaxGroups> value{};
    for (std::size_t g = 0; g < c.groups.size(); ++g) {
        const TalonBattle::Group &group = c.groups[g];
        const bool wasted = fighter && ignoresDamage(HullType::Fighter, group.kind);
        value[g] = (st.lost & (1u << g)) || wasted ? 0.0 : group.value[range];
    }
    st.bears = 0;
    const int set = c.bearing.best(std::span<const double>(value.data(), c.groups.size()));
    if (set >= 0) {
        for (const int g : c.bearing.set(set))
            st.bears |= 1u << g;
    }
    st.bearingRound = m_round;
    st.bearingTarget = t;
    return st.bears;
}

void TalonRunner::act(int s, int i, int impulse)
{
    charge(s, i, impulse);
    const TalonBattle::Counter &c = counter(s, i);
    const std::size_t range = std::size_t(std::min(m_range, TalonBattle::MaxRange));
    for (std::size_t g = 0; g < c.groups.size(); ++g) {
        ShipState &st = state(s, i);
        const TalonBattle::Group &group = c.groups[g];
        if (!st.alive || m_over)
            return;
        if ((st.lost & (1u << g)) || st.charge[g] < group.boxes || !group.reaches[range])
            continue;
        const int t = chooseTarget(s, i);
        if (t < 0)
            return;
        // A cannon holds its fire at a fighter (rulebook p. 13); a group that does not bear on
        // the target keeps its charge (docs/combat.md, "Talon").
        if ((counter(1 - s, t).fighter && ignoresDamage(HullType::Fighter, group.kind))
            || !(bearing(s, i, t) & (1u << g)))
            continue;
        st.charge[g] = 0;
        countAttack(int(group.kind));
        const AttackNumbers &n = group.fire[range];
        if (group.missile) {
            // One missile per weapon, each closing a hex an impulse (speed 6).
            for (int k = 0; k < n.dice && int(m_missiles.size()) < MaxMissiles; ++k)
                m_missiles.push_back({s, t, m_now + int(range), n.face[0]});
            if (m_log)
                write(TalonText::tr("%1 launches %2 at %3.")
                          .arg(ship(s, i).logName, group.name, ship(1 - s, t).logName));
            continue;
        }
        struct Faces
        {
            QStringList *faces;
            void die(int face, int /*damage*/)
            {
                if (faces)
                    *faces << QString::number(face);
            }
        };
        QStringList faces;
        Faces seen{m_log ? &faces : nullptr};
        const int damage = rollDamage(n, m_rng, seen);
        if (m_log)
            write(TalonText::tr("%1 fires %2 at %3, rolling %4: %n damage.", nullptr, damage)
                      .arg(ship(s, i).logName, group.name, ship(1 - s, t).logName,
                           faces.join(QStringLiteral(", "))));
        hit(s, 1 - s, t, damage);
    }
}

void TalonRunner::hit(int from, int e, int j, int damage)
{
    ShipState &v = state(e, j);
    if (damage <= 0 || !v.alive)
        return;
    // The die-per-arc rule gives each arc 1 in 4 (docs/combat.md, "Talon").
    const int arc = int(m_rng.below(ArcCount));
    int &shield = v.shields[std::size_t(arc)];
    const int absorbed = v.shieldsDown ? 0 : std::min(shield, damage);
    shield -= absorbed;
    const int before = v.marked;
    const bool dead = markHull(counter(e, j).hull, v.marked, damage - absorbed, m_rng,
                               [&](int roll) { applyCritical(e, j, roll); });
    m_result->damageDealt[from] += absorbed + v.marked - before;
    if (m_log)
        write(TalonText::tr("%1: %2 arc absorbs %3; %4 of %5 hull boxes marked.")
                  .arg(ship(e, j).logName, arcName(Arc(arc)))
                  .arg(absorbed)
                  .arg(v.marked)
                  .arg(counter(e, j).hull.boxes));
    if (dead)
        destroyed(from, e, j);
}

// The Critical Damage table's effects the model knows (digest §3.8; docs/combat.md, "Talon").
void TalonRunner::applyCritical(int e, int j, int roll)
{
    ShipState &v = state(e, j);
    switch (roll) {
    case critical::ShieldsDown:
        v.shieldsDown = true;
        break;
    case critical::WeaponLost:
    case critical::WeaponLostToo: {
        const int groups = int(counter(e, j).groups.size());
        const int working = groups - std::popcount(v.lost);
        if (working > 0) {
            int k = int(m_rng.below(std::uint32_t(working)));
            for (int g = 0; g < groups; ++g) {
                if (!(v.lost & (1u << g)) && k-- == 0) {
                    v.lost |= 1u << g;
                    break;
                }
            }
        }
        break;
    }
    case critical::PowerMinus:
        ++v.powerMinus;
        break;
    case critical::PowerLoss:
        v.noPower = true;
        break;
    default:
        break; // hull damage and the core breach: markHull(); the rest need a map
    }
    if (m_log)
        write(TalonText::tr("%1: Critical Damage, 2d6 = %2.").arg(ship(e, j).logName).arg(roll));
}

void TalonRunner::destroyed(int from, int e, int j)
{
    ShipState &v = state(e, j);
    v.alive = false;
    --m_alive[e];
    m_result->vp[from] += ship(e, j).points;
    if (m_log)
        write(TalonText::tr("%1 is destroyed and explodes with strength %2, touching no ship "
                            "without a map.")
                  .arg(ship(e, j).logName)
                  .arg(counter(e, j).explosion));
    if (m_alive[e] == 0) {
        m_over = true;
        m_result->winner = m_alive[from] > 0 ? from : -1;
    }
}

} // namespace fw::model::talon
