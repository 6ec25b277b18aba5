#include "EasyStarAttack.h"

#include <algorithm>
#include <cmath>

namespace fw::model::easystar {

namespace {

// One branch of the attack so far: every branch with the same numbers is merged.
struct Branch
{
    double p = 0;
    int damage = 0;
    int remaining = 0;
    bool displacer = false;
    ShotResult best = ShotResult::Miss;

    bool sameAs(const Branch &o) const
    {
        return damage == o.damage && remaining == o.remaining && displacer == o.displacer
               && best == o.best;
    }
};

void add(std::vector<Branch> &out, Branch b)
{
    if (b.p == 0.0)
        return;
    for (Branch &x : out) {
        if (x.sameAs(b)) {
            x.p += b.p;
            return;
        }
    }
    out.push_back(b);
}

Branch after(const Branch &from, double p, ShotResult result, int damage, bool displacer)
{
    Branch b = from;
    b.p = from.p * p;
    b.damage += damage;
    b.remaining -= damage;
    b.displacer = displacer;
    b.best = std::max(b.best, result);
    return b;
}

// Mirrors resolveShot() branch by branch, with the probability of every die face.
void expandShot(const ShotSpec &s, int pdDice, const Branch &in, std::vector<Branch> &out)
{
    constexpr double Sixth = 1.0 / 6.0;
    double pass = 1.0; // P(the missile gets past point defense)
    if (s.missile && pdDice > 0) {
        const int dice = std::min(pdDice, ShotOutcome::MaxPdDice);
        const double pdMiss = std::clamp(double(s.pdNeed - 1) / 6.0, 0.0, 1.0);
        pass = std::pow(pdMiss, dice);
        add(out, after(in, 1.0 - pass, ShotResult::PointDefense, 0, in.displacer));
    }
    for (int natural = 1; natural <= 6; ++natural) {
        const double pn = pass * Sixth;
        if (s.overloadRisk && natural == 1) {
            add(out, after(in, pn, ShotResult::Overload, 0, in.displacer));
            continue;
        }
        if (natural < s.need) {
            add(out, after(in, pn, ShotResult::Miss, 0, in.displacer));
            continue;
        }
        if (s.damage <= 0) {
            add(out, after(in, pn, ShotResult::Negated, 0, in.displacer));
            continue;
        }
        double stands = pn; // P(this face, and the hit stands)
        if (in.displacer) {
            const double displaced = double(7 - natural) / 6.0;
            add(out, after(in, pn * displaced, ShotResult::Displaced, 0, false));
            stands = pn * (1.0 - displaced);
        }
        if (s.damage >= in.remaining) {
            add(out, after(in, stands, ShotResult::Destroyed, s.damage, false));
            continue;
        }
        if (s.criticals && natural == 6 && s.crit) {
            for (int row = 1; row <= 6; ++row) {
                int damage = s.damage;
                ShotResult result = ShotResult::Critical;
                if ((*s.crit)[std::size_t(row)] == CritEffect::ExtraDamage1) {
                    ++damage;
                    if (damage >= in.remaining)
                        result = ShotResult::Destroyed;
                }
                add(out, after(in, stands * Sixth, result, damage, false));
            }
            continue;
        }
        add(out, after(in, stands, ShotResult::Hit, s.damage, false));
    }
}

} // namespace

AttackDistribution attackDistribution(const ShotSpec &spec, int shots, int pdDice, bool displacer,
                                      int remaining)
{
    std::vector<Branch> branches{Branch{1.0, 0, remaining, displacer, ShotResult::Miss}};
    for (int shot = 0; shot < shots; ++shot) {
        std::vector<Branch> next;
        for (const Branch &b : branches) {
            // A salvo stops once its target is destroyed.
            if (b.remaining < 1)
                add(next, b);
            else
                expandShot(spec, shot == 0 ? pdDice : 0, b, next);
        }
        branches = std::move(next);
    }
    AttackDistribution d;
    for (const Branch &b : branches) {
        if (std::size_t(b.damage) >= d.damage.size())
            d.damage.resize(std::size_t(b.damage) + 1, 0.0);
        d.damage[std::size_t(b.damage)] += b.p;
        d.outcome[std::size_t(b.best)] += b.p;
    }
    return d;
}

} // namespace fw::model::easystar
