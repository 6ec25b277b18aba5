#include "SunderBattle.h"

#include "../../combat/OptionNotes.h"
#include "../FleetCost.h"

#include "SunderCombat.h"
#include "SunderRunner.h"

namespace fw::model::sunder {

namespace {

QString policyText(combat::TargetPolicy policy)
{
    switch (policy) {
    case combat::TargetPolicy::Focus:
        return SunderText::tr("Targets (Focus): every ship attacks the first surviving enemy in "
                              "fleet order until it is destroyed.");
    case combat::TargetPolicy::Spread:
        return SunderText::tr("Targets (Spread): each ship picks a surviving enemy at random when "
                              "it activates, and again if that one is destroyed.");
    case combat::TargetPolicy::BiggestThreat:
        return SunderText::tr("Targets (Biggest threat): the surviving enemy with the most AV on "
                              "track 1, then the first in fleet order.");
    }
    return {};
}

// A weapon's arc as a span of bearings clockwise from the bow: centred on its facing (front 0°,
// right 90°, back 180°, left 270°), as wide as arcDegrees() (digest §4.3: a battery 180°, the
// others 90°); 360° or more is all round.
combat::ArcSpan arcSpan(const Weapon &w)
{
    const int width = arcDegrees(w);
    if (width >= 360)
        return combat::ArcSpan::all();
    int centre = 0;
    switch (w.arc) {
    case Facing::Front:
        centre = 0;
        break;
    case Facing::Right:
        centre = 90;
        break;
    case Facing::Back:
        centre = 180;
        break;
    case Facing::Left:
        centre = 270;
        break;
    }
    const int from = (centre - width / 2 + 360) % 360;
    return {from, (from + width) % 360};
}

SunderBattle::Card makeCard(const SunderCard &c, const SunderOptions &options)
{
    SunderBattle::Card card;
    card.size = c.size;
    card.capacity = damageCapacity(c);
    std::vector<std::vector<combat::ArcSpan>> arcs;
    for (const Weapon &w : c.weapons) {
        card.guns.push_back({w.type, w.name});
        arcs.push_back({arcSpan(w)});
    }
    // Arcs meet without overlapping: a target on the line between two arcs is in one of them
    // (the source is silent; the reading that lets no more weapons fire than the arcs allow).
    card.bearing = combat::BearingChoice(arcs, false);
    for (int damage = 0; damage < card.capacity; ++damage) {
        // Ships fall down their tracks as they take damage (digest §4.6).
        TrackStats stats = statsAfter(c, damage).value_or(TrackStats{});
        stats.av.resize(c.weapons.size(), 0);
        card.dv.push_back(defenceValue(stats.shield, ShieldSetting::Normal, true, options));
        card.stats.push_back(std::move(stats));
    }
    return card;
}

// Reads one fleet into a side; false with `error` set when it cannot fight.
bool readSide(const SunderCombat &combat, const Fleet &fleet, const QString &label,
              SunderBattle::Side &side, QString &error)
{
    if (fleet.systemId != QLatin1String("sunder")) {
        error = SunderText::tr("Side %1 is not a Sunder the Stars fleet.").arg(label);
        return false;
    }
    if (fleet.ships.empty()) {
        error = SunderText::tr("Side %1 has no ships.").arg(label);
        return false;
    }
    const SunderOptions options = combat.resolve(fleet);
    side.label = label;
    side.points = fleetCost(combat.system(), fleet);
    side.fighterAv = options.fighterAv;
    side.bomberAv = options.bomberAv;
    side.victoryShare = std::clamp(options.victoryShare, 1, 100);
    side.allBear = options.allBear;
    side.blastAsAv = options.blastAsAv;
    const auto &groups = fleet.settingsAs<SunderFleetSettings>().groups;
    std::vector<int> unitOfGroup(groups.size(), -1);
    const QHash<QString, int> groupIndex = fleet.settingsAs<SunderFleetSettings>().groupIndex();
    QStringList cards;
    for (int i = 0; i < int(fleet.ships.size()); ++i) {
        const auto *s = dynamic_cast<const SunderShip *>(fleet.ships[std::size_t(i)].get());
        const SunderCard *c = shipCard(fleet, i);
        if (!s || !c) {
            error = SunderText::tr("Side %1: %2: the card \"%3\" is missing.")
                        .arg(label, fleet.ships[std::size_t(i)]->name,
                             fleet.ships[std::size_t(i)]->classId);
            return false;
        }
        if (damageCapacity(*c) < 1) {
            error = SunderText::tr("Side %1: %2: the card %3 has no damage track.")
                        .arg(label, s->name, c->name);
            return false;
        }
        SunderBattle::Ship ship;
        ship.name = s->name.trimmed().isEmpty() ? c->name : s->name;
        ship.logName = SunderText::tr("%1: %2").arg(label, ship.name);
        ship.card = int(cards.indexOf(c->id));
        if (ship.card < 0) {
            ship.card = int(side.cards.size());
            side.cards.push_back(makeCard(*c, options));
            cards << c->id;
        }
        ship.hull = victoryHull(*c, options);
        ship.points = std::max(0, c->points);
        ship.fighters = std::max(0, s->fighters);
        ship.bombers = std::max(0, s->bombers);
        for (const int av : side.cards[std::size_t(ship.card)].stats.front().av)
            ship.firepower += std::max(0, av);
        // A squadron (any group) rolls initiative once and activates together (digest §4.1).
        const int group = groupIndex.value(s->group, -1);
        int &unit = group >= 0 ? unitOfGroup[std::size_t(group)] : ship.unit;
        if (group < 0 || unit < 0) {
            unit = int(side.units.size());
            side.units.push_back({group >= 0 ? groups[std::size_t(group)].name : ship.name,
                                  {},
                                  c->initiative,
                                  group >= 0});
        }
        ship.unit = unit;
        SunderBattle::Unit &u = side.units[std::size_t(unit)];
        u.ships.push_back(i);
        u.initiative = groupInitiative(u.initiative, c->initiative, options);
        side.hull += ship.hull;
        side.ships.push_back(std::move(ship));
    }
    if (side.hull < 1) {
        error = SunderText::tr("Side %1 has no hull to count for victory.").arg(label);
        return false;
    }
    return true;
}

} // namespace

Result<std::unique_ptr<combat::Battle>> SunderBattle::create(const SunderCombat &combat,
                                                             const Fleet &a, const Fleet &b,
                                                             const combat::BattleSettings &settings)
{
    using Out = Result<std::unique_ptr<combat::Battle>>;
    if (settings.turnLimit < 1 || settings.startRange < 0)
        return Out::failure(
            SunderText::tr("A battle needs at least one turn and a range of 0 hexes or more."));
    std::unique_ptr<SunderBattle> battle(new SunderBattle);
    battle->m_settings = settings;
    QString error;
    if (!readSide(combat, a, QStringLiteral("A"), battle->m_sides[0], error)
        || !readSide(combat, b, QStringLiteral("B"), battle->m_sides[1], error))
        return Out::failure(error);

    battle->tabulateExpectations();

    QStringList &notes = battle->m_assumptions;
    notes << SunderText::tr("No map: every ship of both fleets is in play from turn 1 at %1 "
                            "hexes. After each turn the fleets close by their movement: the MP of "
                            "each side's slowest surviving ship on its current track, added, at "
                            "most %2 hexes (the closing per turn), never to less than 1 hex "
                            "(ships may not end in one hex; a negative closing opens the range "
                            "by that much). Terrain, line of sight, blinking out, mines and drone "
                            "spotters are not modelled: every AV modifier but the battery's "
                            "range band is 0, shields stay Normal and every attack comes from "
                            "the front.")
                 .arg(settings.startRange)
                 .arg(settings.closingRate);
    notes << SunderText::tr("Each turn every unit rolls 2D6 + its initiative modifier; a squadron "
                            "rolls once, with the modifier the rules option %1 picks from its "
                            "ships'. Units activate from the highest; on a tie, the side that "
                            "activated last before the tie activates a tied unit first and then "
                            "the sides alternate (quick reference, \"Initiative Ties\"); one "
                            "side's own ties go in fleet order. Before the first activation of "
                            "the battle, a die decides which side counts as having activated "
                            "last.")
                 .arg(combat::optionName(combat.specs(), option::SquadronInitiative));
    const auto bearingNote = [&](const Side &side) {
        return side.allBear
                   ? SunderText::tr("every weapon that has AV and reaches fires at the ship's "
                                    "target whatever its arc (a simplification no position "
                                    "allows)")
                   : SunderText::tr("only the weapons that bear fire: against each target the "
                                    "ship takes the bearing whose arcs (a battery 180°, the "
                                    "others 90°, centred on their side; arcs meet without "
                                    "overlapping) hold the weapons of the most expected damage "
                                    "against it, a fusion hit's two follow-ups included");
    };
    const QString aFire = bearingNote(battle->m_sides[0]);
    const QString bFire = bearingNote(battle->m_sides[1]);
    notes << SunderText::tr("A unit's ships attack one after another; %1. Batteries fire "
                            "without spreads. When the target is destroyed, the weapons that "
                            "have not fired turn to the next target the same way. Damage takes "
                            "effect at once and a destroyed ship is removed before anything else "
                            "happens; ships fall down their tracks as they take damage (rules "
                            "option %2).")
                 .arg(aFire == bFire ? aFire
                                     : SunderText::tr("side A: %1; side B: %2").arg(aFire, bFire),
                      combat::optionName(combat.specs(), combat::BearingOption));
    notes << SunderText::tr("Point defence: the target's current PD dice against every drone, "
                            "fusion and rack attack and every attack of flights; other ships' PD "
                            "does not help.");
    notes << SunderText::tr("Fusion: a fusion attack that deals damage attacks its target again "
                            "at the same AV (the AV before point defence, which only lowers the "
                            "initial attack) against its DV when the target activates in each "
                            "of the next 2 turns, even if the attacker is gone.");
    notes << SunderText::tr("Fah-KOOM: an undamaged ship destroyed by one attack roll explodes "
                            "(flights roll one by one: only when the first flight to deal damage "
                            "destroys it alone). The blast is one 2D6 attack (rules option %1), "
                            "rolled once, against DV + exploding D6 of every ship within reach "
                            "(1 hex for a medium ship, 2 for a large one). Without a map, within "
                            "reach are the other ships of its squadron (they fly in formation) "
                            "and, when the range is at most the reach, every enemy ship. A small "
                            "ship's explosion touches no ship.")
                 .arg(combat::optionName(combat.specs(), option::BlastAttack));
    notes << SunderText::tr("Fighters and bombers: a carrier's flights attack its target when it "
                            "activates, each at the rules option's AV, as many as its current "
                            "track's bays hold (the others stay aboard); the target's PD dice "
                            "kill a flight on each 5–6 first. Flights are lost with their "
                            "carrier.");
    notes << policyText(settings.policy);
    notes << SunderText::tr("Victory: a side that has destroyed its share (rules option %1) of "
                            "the enemy's hull (rules option %2) wins at once; at the turn limit "
                            "the larger share destroyed wins, an equal share is a draw. Victory "
                            "points are the hull destroyed; damage dealt counts damage points.")
                 .arg(combat::optionName(combat.specs(), option::VictoryShare),
                      combat::optionName(combat.specs(), option::VictoryHull));
    notes << combat::optionsInForce(combat.specs(), a, b,
                                    {option::DvBonus, option::SquadronInitiative,
                                     option::VictoryHull, option::VictoryShare, option::FighterAv,
                                     option::BomberAv, option::BlastAttack, combat::BearingOption});
    notes.removeAll(QString());
    return Out(std::move(battle));
}

// What a bearing's choice tabulates: AV, DV and PD within the bounds a legal card keeps (the
// validator's: AV 0–30, shield 0–20 with dvBonus −5–10, PD 0–12). A card beyond them (a file the
// validator reports) is valued as at the bound, so that a battle is prepared in milliseconds
// whatever the file holds; its attacks still roll its own figures.
constexpr int ValueMaxAv = 30;
constexpr int ValueMinDv = -5;
constexpr int ValueMaxDv = 30;
constexpr int ValueMaxPd = 12;

void SunderBattle::tabulateExpectations()
{
    m_maxAv = 0;
    m_maxPd = 0;
    m_minDv = 0;
    m_maxDv = 0;
    bool first = true;
    for (const Side &side : m_sides) {
        for (const Card &card : side.cards) {
            for (std::size_t d = 0; d < card.stats.size(); ++d) {
                for (const int av : card.stats[d].av)
                    m_maxAv = std::max(m_maxAv, std::min(av, ValueMaxAv));
                m_maxPd = std::max(m_maxPd, std::min(card.stats[d].pd, ValueMaxPd));
                const int dv = std::clamp(card.dv[d], ValueMinDv, ValueMaxDv);
                m_minDv = first ? dv : std::min(m_minDv, dv);
                m_maxDv = first ? dv : std::max(m_maxDv, dv);
                first = false;
            }
        }
    }
    // A column per DV a ship can have.
    m_dvColumn.assign(std::size_t(m_maxDv - m_minDv + 1), -1);
    std::vector<int> dvs;
    for (const Side &side : m_sides) {
        for (const Card &card : side.cards) {
            for (const int value : card.dv) {
                const int dv = std::clamp(value, ValueMinDv, ValueMaxDv);
                int &column = m_dvColumn[std::size_t(dv - m_minDv)];
                if (column < 0) {
                    column = int(dvs.size());
                    dvs.push_back(dv);
                }
            }
        }
    }
    m_columns = int(dvs.size());
    m_mean.assign(std::size_t(m_maxAv * m_columns), 0.0);
    m_hit.assign(m_mean.size(), 0.0);
    for (int av = 1; av <= m_maxAv; ++av) {
        for (int c = 0; c < m_columns; ++c) {
            const dice::Pmf damage = singleAttackDamage(av, dvs[std::size_t(c)]);
            const std::size_t k = std::size_t((av - 1) * m_columns + c);
            m_mean[k] = damage.mean();
            m_hit[k] = damage.atLeast(1);
        }
    }
    m_pdHits.assign(std::size_t((m_maxPd + 1) * (m_maxPd + 1)), 0.0);
    for (int pd = 0; pd <= m_maxPd; ++pd) {
        for (int h = 0; h <= pd; ++h)
            m_pdHits[std::size_t(pd * (m_maxPd + 1) + h)] = pdHitChance(pd, h);
    }
}

double SunderBattle::expectedDamage(int av, int pd, int dv, bool followUps) const
{
    av = std::min(av, m_maxAv);
    pd = std::clamp(pd, 0, m_maxPd);
    dv = std::clamp(dv, ValueMinDv, ValueMaxDv);
    const int column = dv < m_minDv || dv > m_maxDv ? -1 : m_dvColumn[std::size_t(dv - m_minDv)];
    if (av < 1 || column < 0)
        return 0; // no attack, or a DV no ship has
    const auto at = [&](const std::vector<double> &table, int a) {
        return table[std::size_t((a - 1) * m_columns + column)];
    };
    double mean = 0, hit = 0;
    for (int h = 0; h <= pd && av - h >= 1; ++h) {
        const double p = m_pdHits[std::size_t(pd * (m_maxPd + 1) + h)];
        mean += p * at(m_mean, av - h);
        hit += p * at(m_hit, av - h);
    }
    if (followUps)
        mean += hit * 2 * at(m_mean, av);
    return mean;
}

QStringList SunderBattle::attackKinds() const
{
    QStringList kinds = weaponTypeIds(); // battery drone fusion rack, in WeaponType order
    kinds << QStringLiteral("fusionFollowUp") << QStringLiteral("fighters")
          << QStringLiteral("bombers") << QStringLiteral("blast");
    return kinds;
}

QString SunderBattle::shipName(int side, int ship) const
{
    return m_sides[std::size_t(side)].ships[std::size_t(ship)].name;
}

std::unique_ptr<combat::BattleRunner> SunderBattle::runner() const
{
    return std::make_unique<SunderRunner>(*this);
}

} // namespace fw::model::sunder
