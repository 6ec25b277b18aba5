#pragma once

#include "../../combat/Bearing.h"
#include "../../combat/CombatRules.h"
#include "SunderAttack.h"

#include <array>

namespace fw::model::sunder {

class SunderCombat;

// A map-less Sunder the Stars trial battle (docs/combat.md, "Sunder the Stars"): every ship of both
// fleets at one range that closes every turn by the fleets' movement; each turn every unit (a
// ship, or a squadron rolling once) rolls 2D6 + initiative and activates from the highest, its
// ships attacking in turn with the weapons that bear. Each card is worked out once here, per
// damage point, with the sets of its weapons that can bear together and the expected damage of
// every attack the battle can make; runners keep only the damage.
class SunderBattle final : public combat::Battle
{
public:
    static Result<std::unique_ptr<combat::Battle>> create(const SunderCombat &combat,
                                                          const Fleet &a, const Fleet &b,
                                                          const combat::BattleSettings &settings);

    int shipCount(int side) const override { return int(m_sides[std::size_t(side)].ships.size()); }
    QString shipName(int side, int ship) const override;
    qint64 points(int side) const override { return m_sides[std::size_t(side)].points; }
    QStringList assumptions() const override { return m_assumptions; }
    QStringList attackKinds() const override;
    std::unique_ptr<combat::BattleRunner> runner() const override;

    // The kinds of attack counted in an AttackTally: the weapon types in WeaponType order, then
    // these.
    enum Kind { KindFollowUp = 4, KindFighters, KindBombers, KindBlast };

    // A card's figures after each damage point (index = damage taken, 0 to capacity - 1).
    struct Card
    {
        struct Gun
        {
            WeaponType type = WeaponType::Battery;
            QString name;
        };
        std::vector<Gun> guns;
        std::vector<TrackStats> stats; // per damage taken
        std::vector<int> dv;           // per damage taken: Normal shields
        int capacity = 0;
        HullSize size = HullSize::Medium;
        combat::BearingChoice bearing; // the sets of guns that can bear on one target together
    };
    struct Ship
    {
        QString name, logName;
        int card = 0; // in Side::cards
        int unit = 0; // in Side::units
        int hull = 0; // counts for victory
        int points = 0;
        int fighters = 0, bombers = 0;
        double firepower = 0; // track 1's AV in all, for BiggestThreat
    };
    struct Unit
    {
        QString name;
        std::vector<int> ships;
        int initiative = 0; // the lowest of its ships' cards
        bool squadron = false;
    };
    struct Side
    {
        QString label; // "A" or "B"
        std::vector<Card> cards;
        std::vector<Ship> ships;
        std::vector<Unit> units;
        qint64 points = 0;
        int hull = 0; // all its ships' hull for victory
        int fighterAv = 1, bomberAv = 2;
        int victoryShare = 50;  // per cent of the enemy's hull
        bool allBear = false;   // rules option bearing: every weapon bears (the simplification)
        bool blastAsAv = false; // rules option blastAttack: its 2D6 is an AV, not the total
    };

    const Side &side(int s) const { return m_sides[std::size_t(s)]; }
    const combat::BattleSettings &settings() const { return m_settings; }

    // The expected damage of an attack at `av` (after the range band) with `pd` point-defence
    // dice against DV `dv` (attackOdds()), for choosing a bearing; a fusion attack adds its two
    // follow-ups at `av` against `dv` when it hits (the target taken to live through them).
    double expectedDamage(int av, int pd, int dv, bool followUps) const;

private:
    SunderBattle() = default;
    void tabulateExpectations();

    // Expected damage and P(damage >= 1) of one attack without point defence, per AV (1 to
    // m_maxAv) and per DV a ship of the battle has (a column each); P(k of `pd` PD dice hit) per
    // pd (0 to m_maxPd).
    int m_maxAv = 0, m_minDv = 0, m_maxDv = 0, m_maxPd = 0, m_columns = 0;
    std::vector<int> m_dvColumn; // per DV from m_minDv to m_maxDv: its column, or -1
    std::vector<double> m_mean, m_hit, m_pdHits;
    std::array<Side, 2> m_sides;
    combat::BattleSettings m_settings;
    QStringList m_assumptions;
};

} // namespace fw::model::sunder
