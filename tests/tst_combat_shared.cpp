// The system-neutral combat pieces every game's rules use: the target picker of the trial battles
// and the modifiers with named choices. Expected values are worked out by hand in the comments.

#include <model/combat/Bearing.h>
#include <model/combat/CombatRules.h>
#include <model/combat/TargetPicker.h>
#include <model/dice/Rng.h>

#include <QTest>

#include <array>
#include <set>
#include <utility>
#include <vector>

using namespace fw::model;
using combat::ArcSpan;
using combat::BearingChoice;
using combat::TargetPicker;
using combat::TargetPolicy;

class TestCombatShared : public QObject
{
    Q_OBJECT

private:
    // Five candidates listed in the order 3, 1, 4, 0, 2; candidates 3 and 0 are out of the fight.
    const std::vector<int> m_order = {3, 1, 4, 0, 2};
    const std::array<bool, 5> m_eligible = {false, true, true, false, true};
    // Threats: candidate 4 and candidate 2 tie at (5, 1); 1 has (5, 0); 3 (out) has the most.
    const std::array<std::pair<int, int>, 5> m_threat
        = {std::pair(1, 9), std::pair(5, 0), std::pair(5, 1), std::pair(9, 9), std::pair(5, 1)};

    int pick(TargetPolicy policy, dice::Rng &rng,
             TargetPicker::LoneTarget lone = TargetPicker::LoneTarget::Skip) const
    {
        return TargetPicker(policy, lone)
            .pick(
                m_order, 3, [this](int i) { return m_eligible[std::size_t(i)]; },
                [this](int i) { return m_threat[std::size_t(i)]; }, rng);
    }

private Q_SLOTS:
    void focusTakesTheFirstEligibleInOrder()
    {
        dice::Rng rng(1);
        QCOMPARE(pick(TargetPolicy::Focus, rng), 1);
        // Focus draws no die.
        dice::Rng fresh(1);
        QCOMPARE(rng.next(), fresh.next());
    }

    void threatTakesTheGreatestThenTheEarliest()
    {
        dice::Rng rng(1);
        // 4 and 2 tie at (5, 1) above 1's (5, 0); 4 comes first in the order. 3 is out.
        QCOMPARE(pick(TargetPolicy::BiggestThreat, rng), 4);
    }

    void spreadTakesTheKthEligible_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {0u, 1u, 2u, 3u, 17u, 99u})
            QTest::addRow("seed %llu", seed) << seed;
    }
    void spreadTakesTheKthEligible()
    {
        QFETCH(quint64, seed);
        dice::Rng rng(seed), reference(seed);
        // The eligible candidates in order are 1, 4, 2; the k-th of them with k from one draw.
        const int expected[3] = {1, 4, 2};
        QCOMPARE(pick(TargetPolicy::Spread, rng), expected[reference.below(3)]);
        QCOMPARE(rng.next(), reference.next());
    }

    void spreadIsUniformOverTheEligible()
    {
        dice::Rng rng(5);
        std::array<int, 5> counts{};
        const int n = 30000;
        for (int i = 0; i < n; ++i)
            ++counts[std::size_t(pick(TargetPolicy::Spread, rng))];
        QCOMPARE(counts[0], 0);
        QCOMPARE(counts[3], 0);
        // Each of three: 10000 expected, standard deviation sqrt(n p (1 - p)) = 81.6.
        for (int i : {1, 2, 4})
            QVERIFY2(std::abs(counts[std::size_t(i)] - n / 3) < 400,
                     qPrintable(QString::number(i)));
    }

    void loneTargetDrawsOnlyWhenAsked()
    {
        const auto one = [](int i) {
            return i == 2;
        };
        const std::vector<int> order = {0, 1, 2};
        for (auto lone : {TargetPicker::LoneTarget::Skip, TargetPicker::LoneTarget::Roll}) {
            dice::Rng rng(7), reference(7);
            QCOMPARE(TargetPicker(TargetPolicy::Spread, lone)
                         .pick(order, 1, one, TargetPicker::noThreat, rng),
                     2);
            if (lone == TargetPicker::LoneTarget::Roll)
                reference.below(1);
            QCOMPARE(rng.next(), reference.next());
        }
    }

    void choiceModifierNumbersItsChoices()
    {
        const combat::ModifierSpec arc
            = combat::choiceModifier(QStringLiteral("arc"), QStringLiteral("Arc"),
                                     {{QStringLiteral("front"), QStringLiteral("Front")},
                                      {QStringLiteral("side"), QStringLiteral("Side")},
                                      {QStringLiteral("rear"), QStringLiteral("Rear")}},
                                     QStringLiteral("rear"), QStringLiteral("§2"));
        QVERIFY(arc.hasChoices());
        QCOMPARE(arc.min, 0);
        QCOMPARE(arc.max, 2);
        QCOMPARE(arc.defaultValue, 2);
        QCOMPARE(arc.choiceIndex(QStringLiteral("side")), 1);
        QCOMPARE(arc.choiceIndex(QStringLiteral("Side")), -1);
        QCOMPARE(arc.choiceId(0), QStringLiteral("front"));
        QCOMPARE(arc.choiceId(7), QStringLiteral("rear"));
        // An unknown default falls back to the first choice.
        QCOMPARE(
            combat::choiceModifier(QStringLiteral("x"), {}, arc.choices, QStringLiteral("?"), {})
                .defaultValue,
            0);
        QVERIFY(!combat::ModifierSpec().hasChoices());
    }

    void noEligibleGivesNone()
    {
        dice::Rng rng(1);
        for (auto policy : {TargetPolicy::Focus, TargetPolicy::Spread, TargetPolicy::BiggestThreat})
            QCOMPARE(TargetPicker(policy).pick(
                         TargetPicker::roster(4), 0, [](int) { return false; },
                         TargetPicker::noThreat, rng),
                     -1);
    }
    // ----- weapons that bear -----------------------------------------------------------------

    // A cruiser with a front battery (300-60), an aft battery (120-240) and a turret all round:
    // no bearing lets front and aft fire together, so the sets are {front, turret} and {aft,
    // turret}; a gap (60-120) where only the turret bears is a subset and is dropped.
    void bearingKeepsOnlyMaximalSets()
    {
        const BearingChoice choice({{{300, 60}}, {{120, 240}}, {ArcSpan::all()}}, false);
        QCOMPARE(choice.setCount(), 2);
        std::set<std::vector<int>> sets;
        for (int i = 0; i < choice.setCount(); ++i)
            sets.emplace(choice.set(i).begin(), choice.set(i).end());
        QCOMPARE(sets, (std::set<std::vector<int>>{{0, 2}, {1, 2}}));
        // Front worth 3, aft 5, turret 1: the aft set (6) beats the front set (4).
        const std::vector<double> value = {3, 5, 1};
        const auto best = choice.set(choice.best(value));
        QCOMPARE(std::vector<int>(best.begin(), best.end()), (std::vector<int>{1, 2}));
        std::vector<std::uint8_t> bears;
        choice.bears(value, bears);
        QCOMPARE(bears, (std::vector<std::uint8_t>{0, 1, 1}));
    }

    // Port (180-360) and starboard (0-180) racks: with arcs that only meet, no bearing gives both;
    // with closed ends, the bow line (0) and the stern line (180) lie in both.
    void bearingOnALineBetweenArcs()
    {
        const std::vector<std::vector<ArcSpan>> racks = {{{180, 0}}, {{0, 180}}};
        const BearingChoice open(racks, false);
        QCOMPARE(open.setCount(), 2);
        const std::vector<double> value = {2, 2};
        std::vector<std::uint8_t> bears;
        open.bears(value, bears);
        QCOMPARE(bears[0] + bears[1], 1);
        const BearingChoice closed(racks, true);
        QCOMPARE(closed.setCount(), 1);
        closed.bears(value, bears);
        QCOMPARE(bears, (std::vector<std::uint8_t>{1, 1}));
        QCOMPARE(closed.bearingHalfDegrees(0) % 360, 0);
    }

    // A weapon with no arc never bears; a ship with no weapon that bears has no set.
    void bearingWithoutArcs()
    {
        const BearingChoice none({{}, {}}, false);
        QCOMPARE(none.setCount(), 0);
        QCOMPARE(none.best(std::vector<double>{1, 1}), -1);
        const BearingChoice one({{}, {{10, 20}}}, false);
        QCOMPARE(one.setCount(), 1);
        std::vector<std::uint8_t> bears;
        one.bears(std::vector<double>{9, 1}, bears);
        QCOMPARE(bears, (std::vector<std::uint8_t>{0, 1}));
    }

    // Overlapping arcs wrapping past the bow: 330-30 and 0-90 overlap in 0-30, where both fire;
    // equal values tie, and the first set in bearing order wins the tie.
    void bearingFindsTheOverlap()
    {
        const BearingChoice choice({{{330, 30}}, {{0, 90}}, {{90, 180}}}, false);
        std::vector<std::uint8_t> bears;
        choice.bears(std::vector<double>{1, 1, 1.5}, bears);
        QCOMPARE(bears, (std::vector<std::uint8_t>{1, 1, 0}));
        choice.bears(std::vector<double>{1, 1, 2.5}, bears);
        QCOMPARE(bears, (std::vector<std::uint8_t>{0, 0, 1}));
    }

    void bearingOptionDefaultsToTheBestBearing()
    {
        const RulesOptionSpec spec = combat::bearingOptionSpec("test");
        QCOMPARE(spec.id, QStringLiteral("bearing"));
        QCOMPARE(std::get<QString>(spec.defaultValue), QStringLiteral("best"));
        QCOMPARE(spec.choices.size(), std::size_t(2));
        QVERIFY(!spec.assumption);
    }
};

QTEST_GUILESS_MAIN(TestCombatShared)
#include "tst_combat_shared.moc"
