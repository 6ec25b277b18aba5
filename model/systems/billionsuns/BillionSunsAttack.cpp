#include "BillionSunsAttack.h"

#include <algorithm>
#include <cmath>

namespace fw::model::billionsuns {

double AttackDice::saveChance() const
{
    if (shields <= 0 || saveDie <= 0)
        return 0;
    return double(std::min(shields, saveDie)) / saveDie;
}

int facesWith(const AttackDice &a, DieResult result)
{
    int n = 0;
    for (int face = 1; face <= a.die; ++face)
        n += a.classify(face) == result ? 1 : 0;
    return n;
}

AttackTable attackTable(const AttackDice &a)
{
    AttackTable t;
    const double sides = a.die;
    double miss = facesWith(a, DieResult::Miss) / sides;
    double dud = facesWith(a, DieResult::Dud) / sides;
    double hit = facesWith(a, DieResult::Hit) / sides;
    double critical = facesWith(a, DieResult::Critical) / sides;
    if (a.engage) {
        // A miss or a dud is re-rolled once; the second result stands.
        const double fail = miss + dud;
        miss *= fail;
        dud *= fail;
        hit += fail * hit;
        critical += fail * critical;
    }
    t.miss = miss;
    t.dud = dud;
    t.hit = hit;
    t.critical = critical;
    t.save = a.saveChance();

    const int n = std::max(0, a.dice);
    const int maxHits = 2 * n;
    // Binomial coefficients up to maxHits (at most 40 dice here, exact in doubles).
    std::vector<std::vector<double>> choose(std::size_t(maxHits + 1));
    for (int i = 0; i <= maxHits; ++i) {
        choose[std::size_t(i)].assign(std::size_t(i + 1), 1.0);
        for (int k = 1; k < i; ++k)
            choose[std::size_t(i)][std::size_t(k)] = choose[std::size_t(i - 1)][std::size_t(k - 1)]
                                                     + choose[std::size_t(i - 1)][std::size_t(k)];
    }
    t.plain.assign(std::size_t(maxHits + 1), 0.0);
    t.withCritical.assign(std::size_t(maxHits + 1), 0.0);
    const double fail = miss + dud;
    const double through = 1 - t.save;
    for (int crits = 0; crits <= n; ++crits) {
        for (int plain = 0; plain + crits <= n; ++plain) {
            const int fails = n - plain - crits;
            // Multinomial: n! / (fails! plain! crits!) = C(n, crits) * C(n - crits, plain).
            const double p = choose[std::size_t(n)][std::size_t(crits)]
                             * choose[std::size_t(n - crits)][std::size_t(plain)]
                             * std::pow(fail, fails) * std::pow(hit, plain)
                             * std::pow(critical, crits);
            const int hits = plain + 2 * crits;
            if (hits == 0)
                t.noHit += p;
            std::vector<double> &into = crits > 0 ? t.withCritical : t.plain;
            for (int u = 0; u <= hits; ++u)
                into[std::size_t(u)] += p * choose[std::size_t(hits)][std::size_t(u)]
                                        * std::pow(through, u) * std::pow(t.save, hits - u);
        }
    }
    return t;
}

} // namespace fw::model::billionsuns
