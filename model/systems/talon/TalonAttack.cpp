#include "TalonAttack.h"

#include <algorithm>

namespace fw::model::talon {

namespace {

using Masses = std::array<double, std::size_t(MaxHull + 1) * std::size_t(MaxHull + 1)>;

// The critical rolls still to make (digest §3.8, one 2d6 roll per weak spot marked) from the
// masses in `mass` (index m * (W + 1) + pending), with the result `forbidden` (2..12; 0: none)
// dropped. Afterwards mass[m][0] holds the ships alive with m boxes marked; returns the mass
// destroyed by a core breach or by criticals marking the last hull box.
double rollCriticals(Masses &mass, const HullTrack &hull, int marked, int forbidden)
{
    const int w = hull.weakBefore[std::size_t(hull.boxes)];
    const auto at = [&](int m, int p) -> double & {
        return mass[std::size_t(m) * std::size_t(w + 1) + std::size_t(p)];
    };
    double dead = 0;
    for (int m = marked; m < hull.boxes; ++m) {
        for (int p = w; p >= 1; --p) {
            const double x = at(m, p);
            if (x == 0)
                continue;
            at(m, p) = 0;
            for (int r = 2; r <= 12; ++r) {
                if (r == forbidden)
                    continue;
                const double q = x * twoD6Ways(r) / 36.0;
                const int extra = criticalHull(r);
                if (r == critical::CoreBreach || m + extra >= hull.boxes)
                    dead += q;
                else
                    at(m + extra, p - 1 + hull.weakSpots(m, m + extra)) += q;
            }
        }
    }
    return dead;
}

} // namespace

bool inRange(const WeaponTable &table, int range)
{
    return range >= table.minRange && range <= table.maxRange;
}

int faceDamage(const WeaponTable &table, int range, int face)
{
    if (!inRange(table, range) || face < 1 || face > 6)
        return 0;
    const std::size_t column = std::size_t(range - table.minRange);
    if (!table.damageTable.empty()) {
        const std::vector<int> &row = table.damageTable[std::size_t(face - 1)];
        return column < row.size() ? row[column] : 0;
    }
    if (table.hitFaces.empty())
        return table.damage; // no roll: the missile's fixed damage
    if (column >= table.hitFaces.size())
        return 0;
    const auto [low, high] = table.hitFaces[column];
    return face >= low && face <= high ? table.damage : 0;
}

AttackNumbers attackNumbers(const WeaponTable &table, WeaponKind kind, int range, int count,
                            const TalonOptions &options)
{
    AttackNumbers n;
    for (int face = 1; face <= 6; ++face)
        n.face[std::size_t(face - 1)] = faceDamage(table, range, face);
    const int weapons = std::clamp(count, 1, MaxDice);
    n.rolled
        = kind != WeaponKind::Missile && !(table.damageTable.empty() && table.hitFaces.empty());
    if (n.rolled && options.rollPerGroup) {
        n.dice = 1;
        n.perDie = weapons;
    } else {
        n.dice = weapons;
        n.perDie = 1;
    }
    return n;
}

bool hullTrack(const TalonCounter &c, const TalonOptions &options, HullTrack &out)
{
    out = HullTrack{};
    if (c.hullBoxes.size() > std::size_t(MaxHull))
        return false;
    out.boxes = int(c.hullBoxes.size());
    for (int m = 0; m <= out.boxes; ++m) {
        out.weakBefore[std::size_t(m)] = std::uint8_t(weakSpotsMarked(c, m));
        out.loss[std::size_t(m)] = std::uint8_t(std::clamp(powerLoss(c, m, options), 0, 255));
    }
    return true;
}

void attackOdds(const AttackNumbers &n, int shields, const HullTrack &hull, int marked,
                AttackOddsNumbers &out)
{
    out = AttackOddsNumbers{};
    // The dice: one die's damage, then the sum of n.dice of them (digest §3.8 tables).
    std::array<double, MaxAttackDamage + 1> one{}, next{};
    auto &sum = out.damage;
    if (!n.rolled) {
        out.maxDamage = std::min(MaxAttackDamage, n.face[5] * n.perDie * n.dice);
        sum[std::size_t(out.maxDamage)] = 1.0;
    } else {
        int oneTop = 0;
        for (const int d : n.face) {
            const int v = std::min(MaxAttackDamage, d * n.perDie);
            one[std::size_t(v)] += 1.0 / 6.0;
            oneTop = std::max(oneTop, v);
        }
        sum[0] = 1.0;
        for (int i = 0; i < n.dice; ++i) {
            const int top = std::min(MaxAttackDamage, out.maxDamage + oneTop);
            std::fill(next.begin(), next.begin() + top + 1, 0.0);
            for (int a = 0; a <= out.maxDamage; ++a) {
                if (sum[std::size_t(a)] == 0)
                    continue;
                for (int b = 0; b <= oneTop && a + b <= top; ++b)
                    next[std::size_t(a + b)] += sum[std::size_t(a)] * one[std::size_t(b)];
            }
            std::copy(next.begin(), next.begin() + top + 1, sum.begin());
            out.maxDamage = top;
        }
    }
    // Shields absorb first, the rest marks hull boxes in order (digest §3.8).
    Masses mass;
    const int w = hull.weakBefore[std::size_t(hull.boxes)];
    const std::size_t cells = std::size_t(hull.boxes + 1) * std::size_t(w + 1);
    std::fill(mass.begin(), mass.begin() + std::ptrdiff_t(cells), 0.0);
    std::array<double, MaxHull + 1> start{}; // alive after the damage, by boxes marked
    bool rolls = false;
    for (int t = 0; t <= out.maxDamage; ++t) {
        const double p = sum[std::size_t(t)];
        if (p == 0)
            continue;
        const int absorbed = std::min(shields, t);
        const int through = t - absorbed;
        out.shieldDamage += p * absorbed;
        out.hullDamage += p * through;
        if (t > 0 && through == 0)
            out.shieldsOnly += p;
        if (marked + through >= hull.boxes) {
            out.destroyedByDamage += p;
            continue;
        }
        const int m = marked + through;
        const int weak = hull.weakSpots(marked, m);
        start[std::size_t(m)] += p;
        mass[std::size_t(m) * std::size_t(w + 1) + std::size_t(weak)] += p;
        if (weak > 0) {
            out.weakSpot += p;
            rolls = true;
        } else if (through > 0) {
            out.hullNoWeakSpot += p;
        }
    }
    const double alive = 1.0 - out.destroyedByDamage;
    if (rolls) {
        Masses initial; // only the first `cells` are used
        std::copy_n(mass.begin(), cells, initial.begin());
        out.destroyed = out.destroyedByDamage + rollCriticals(mass, hull, marked, 0);
        for (int m = marked; m < hull.boxes; ++m)
            out.finalMarked[std::size_t(m)] = mass[std::size_t(m) * std::size_t(w + 1)];
        for (int k = 2; k <= 12; ++k) {
            std::copy_n(initial.begin(), cells, mass.begin());
            double noK = rollCriticals(mass, hull, marked, k);
            for (int m = marked; m < hull.boxes; ++m)
                noK += mass[std::size_t(m) * std::size_t(w + 1)];
            out.critical[std::size_t(k)] = std::max(0.0, alive - noK);
        }
    } else {
        out.destroyed = out.destroyedByDamage;
        out.finalMarked = start;
    }
    for (int m = marked; m < hull.boxes; ++m) {
        const int lost = std::max(0, hull.loss[std::size_t(m)] - hull.loss[std::size_t(marked)]);
        out.powerLost[std::size_t(std::min(lost, MaxHull))] += out.finalMarked[std::size_t(m)];
    }
}

} // namespace fw::model::talon
