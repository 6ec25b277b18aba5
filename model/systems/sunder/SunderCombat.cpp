#include "SunderCombat.h"

#include "../../combat/OptionNotes.h"

#include "SunderBattle.h"

#include <algorithm>

namespace fw::model::sunder {

namespace {

constexpr int MaxDamage = 5; // a large card is destroyed at 6 (digest §4.6)
constexpr int MaxTerrainHexes = 16;
constexpr int MaxOtherPd = 12;
constexpr int MaxSpreadAv = 30;
constexpr int MaxClosing = 40; // two ships of MP 20, the most a card may have

QString shipLabel(const Fleet &fleet, int ship, const SunderCard &c)
{
    const QString name = fleet.ships[std::size_t(ship)]->name.trimmed();
    return name.isEmpty() ? c.name : name;
}

const SunderShip *sunderShip(const Fleet &fleet, int ship)
{
    return dynamic_cast<const SunderShip *>(fleet.ships[std::size_t(ship)].get());
}

// What a ship fires: its card's weapons, then its fighter and bomber flights.
struct WeaponSlot
{
    int weapon = -1; // in the card, or -1 for flights
    bool bombers = false;
    int flights = 0;
};
std::vector<WeaponSlot> slotsOf(const SunderCard &c, const SunderShip *ship)
{
    std::vector<WeaponSlot> out;
    for (int w = 0; w < int(c.weapons.size()); ++w)
        out.push_back({w, false, 0});
    if (ship && ship->fighters > 0)
        out.push_back({-1, false, ship->fighters});
    if (ship && ship->bombers > 0)
        out.push_back({-1, true, ship->bombers});
    return out;
}

combat::ModifierSpec numberModifier(const char *id, QString label, int max, QString rule)
{
    combat::ModifierSpec spec;
    spec.id = QLatin1String(id);
    spec.label = std::move(label);
    spec.min = 0;
    spec.max = max;
    spec.rule = std::move(rule);
    return spec;
}

} // namespace

const SunderCard *shipCard(const Fleet &fleet, int ship)
{
    if (fleet.systemId != QLatin1String("sunder") || ship < 0
        || std::size_t(ship) >= fleet.ships.size())
        return nullptr;
    return findSunderCard(fleet, fleet.ships[std::size_t(ship)]->classId);
}

SunderCombat::SunderCombat(const GameSystem &system, const std::vector<RulesOptionSpec> &specs)
    : m_system(system)
    , m_specs(specs)
{
    const QString table = QStringLiteral("Sunder the Stars digest §4.4, AV modifiers");
    m_modifiers.push_back(numberModifier(
        modifier::AttackerStill, SunderText::tr("Attacker used no MP this action (+2)"), 1, table));
    m_modifiers.push_back(combat::choiceModifier(
        QLatin1String(modifier::DefenderMovement), SunderText::tr("Defender's last activation"),
        {{QStringLiteral("turned"), SunderText::tr("Moved and turned or slipped (0)")},
         {QStringLiteral("straight"), SunderText::tr("Moved without turns or slips (+1)")},
         {QStringLiteral("still"), SunderText::tr("Used no MP (+2)")}},
        QStringLiteral("turned"), table));
    m_modifiers.push_back(
        numberModifier(modifier::Gas, SunderText::tr("Hexes of gas cloud fired through (−1 each)"),
                       MaxTerrainHexes, table));
    m_modifiers.push_back(numberModifier(
        modifier::Dust, SunderText::tr("Hexes of dust or asteroids fired through (−2 each)"),
        MaxTerrainHexes, table));
    std::vector<combat::Choice> settings;
    for (int i = 0; i < shieldSettingIds().size(); ++i)
        settings.push_back({shieldSettingIds()[i], shieldSettingName(ShieldSetting(i))});
    m_modifiers.push_back(combat::choiceModifier(
        QLatin1String(modifier::Shields), SunderText::tr("Defender's shield setting"),
        std::move(settings), shieldSettingIds().front(),
        QStringLiteral("Sunder the Stars digest §4.5, shields (DEFAULT: DV = shield value)")));
    m_modifiers.push_back(combat::choiceModifier(
        QLatin1String(modifier::AttackFrom), SunderText::tr("Attack comes from the defender's"),
        {{QStringLiteral("front"), SunderText::tr("Front half")},
         {QStringLiteral("back"), SunderText::tr("Back half")}},
        QStringLiteral("front"), QStringLiteral("Sunder the Stars digest §4.5, shield settings")));
    m_modifiers.push_back(numberModifier(
        modifier::AttackerDamage, SunderText::tr("Damage the attacker has taken (sets its track)"),
        MaxDamage, QStringLiteral("Sunder the Stars digest §4.6")));
    m_modifiers.push_back(
        numberModifier(modifier::DamageTaken,
                       SunderText::tr("Damage the target has taken (sets its track, PD and DV)"),
                       MaxDamage, QStringLiteral("Sunder the Stars digest §4.6")));
    m_modifiers.push_back(numberModifier(
        modifier::OtherPd, SunderText::tr("PD dice of other ships within 2 hexes of the line"),
        MaxOtherPd, QStringLiteral("Sunder the Stars digest §4.5, point defense")));
    m_modifiers.push_back(numberModifier(
        modifier::SpreadAv, SunderText::tr("AV of a spread given to this target (0: no spread)"),
        MaxSpreadAv, QStringLiteral("Sunder the Stars digest §4.3, spreads")));
}

QString SunderCombat::rangeUnit() const
{
    return SunderText::tr("hexes");
}

std::vector<combat::Choice> SunderCombat::weapons(const Fleet &fleet, int ship) const
{
    std::vector<combat::Choice> out;
    const SunderCard *c = shipCard(fleet, ship);
    if (!c)
        return out;
    for (const WeaponSlot &slot : slotsOf(*c, sunderShip(fleet, ship))) {
        if (slot.weapon < 0) {
            out.push_back({QLatin1String(slot.bombers ? BombersWeapon : FightersWeapon),
                           slot.bombers
                               ? SunderText::tr("Bombers (%n flight(s))", nullptr, slot.flights)
                               : SunderText::tr("Fighters (%n flight(s))", nullptr, slot.flights)});
            continue;
        }
        const Weapon &w = c->weapons[std::size_t(slot.weapon)];
        out.push_back(
            {QStringLiteral("w%1").arg(slot.weapon + 1),
             SunderText::tr("%1 (%2, %3)").arg(w.name, weaponTypeName(w.type), facingName(w.arc))});
    }
    return out;
}

SunderCombat::Attack SunderCombat::attack(const combat::AttackSetup &setup) const
{
    Attack a;
    const auto fail = [&](QString message) {
        a.error = std::move(message);
        return a;
    };
    const auto value = [&](const char *id) {
        for (const combat::ModifierSpec &spec : m_modifiers) {
            if (spec.id != QLatin1String(id))
                continue;
            const auto it = setup.modifiers.find(spec.id);
            return std::clamp(it == setup.modifiers.end() ? spec.defaultValue : it->second,
                              spec.min, spec.max);
        }
        return 0;
    };
    const Fleet *fleet = setup.attackerFleet;
    if (!fleet || setup.attacker < 0 || std::size_t(setup.attacker) >= fleet->ships.size())
        return fail(SunderText::tr("Choose an attacking ship."));
    const SunderCard *c = shipCard(*fleet, setup.attacker);
    if (!c)
        return fail(SunderText::tr("%1: the card \"%2\" is missing.")
                        .arg(fleet->ships[std::size_t(setup.attacker)]->name,
                             fleet->ships[std::size_t(setup.attacker)]->classId));
    a.attacker = shipLabel(*fleet, setup.attacker, *c);
    a.attackFleet = fleet;
    const SunderOptions own = resolve(*fleet);
    const std::vector<WeaponSlot> slots = slotsOf(*c, sunderShip(*fleet, setup.attacker));
    if (setup.weapon < 0 || std::size_t(setup.weapon) >= slots.size())
        return fail(SunderText::tr("%1 has no such weapon.").arg(a.attacker));
    const WeaponSlot slot = slots[std::size_t(setup.weapon)];
    const int attackerDamage = value(modifier::AttackerDamage);
    const std::optional<TrackStats> mine = statsAfter(*c, attackerDamage);
    if (!mine)
        return fail(SunderText::tr("%1 is destroyed after %n damage.", nullptr, attackerDamage)
                        .arg(a.attacker));
    a.attackerTrack = mine->track;

    const Fleet *targets = setup.targetFleet;
    if (!targets || setup.target < 0 || std::size_t(setup.target) >= targets->ships.size())
        return fail(SunderText::tr("Choose a target ship."));
    const SunderCard *t = shipCard(*targets, setup.target);
    if (!t)
        return fail(SunderText::tr("%1: the card \"%2\" is missing.")
                        .arg(targets->ships[std::size_t(setup.target)]->name,
                             targets->ships[std::size_t(setup.target)]->classId));
    a.targetName = shipLabel(*targets, setup.target, *t);
    a.targetSize = t->size;
    a.targetFleet = targets;
    a.damageTaken = value(modifier::DamageTaken);
    a.capacity = damageCapacity(*t);
    const std::optional<TrackStats> theirs = statsAfter(*t, a.damageTaken);
    if (!theirs)
        return fail(
            SunderText::tr("%1 is already destroyed after %n damage.", nullptr, a.damageTaken)
                .arg(a.targetName));
    a.targetTrack = theirs->track;

    a.movement = (value(modifier::AttackerStill) ? 2 : 0) + value(modifier::DefenderMovement);
    a.terrain = -value(modifier::Gas) - 2 * value(modifier::Dust);
    a.setting = ShieldSetting(value(modifier::Shields));
    a.fromFront = value(modifier::AttackFrom) == 0;
    a.shield = theirs->shield;
    a.numbers.dv = defenceValue(theirs->shield, a.setting, a.fromFront, resolve(*targets));
    a.ownPd = theirs->pd;
    a.otherPd = value(modifier::OtherPd);
    const int spread = value(modifier::SpreadAv);

    if (slot.weapon < 0) {
        // Flights: the option's AV each; the terrain and the defender's movement count, the
        // attacker's MP and range bands do not (docs/combat.md, fighters).
        a.flights = true;
        a.weapon = weapons(*fleet, setup.attacker)[std::size_t(setup.weapon)].label;
        a.cardAv = a.baseAv = slot.bombers ? own.bomberAv : own.fighterAv;
        a.movement = value(modifier::DefenderMovement);
        // A damaged carrier launches only what its track's bays hold (digest §4.6).
        a.carried = slot.flights;
        a.numbers.flights = std::min(slot.flights, slot.bombers ? mine->bombers : mine->fighters);
        if (a.numbers.flights < 1)
            return fail(SunderText::tr("%1 holds no such flights on track %2: its bays launch "
                                       "none of the %n it carries (digest §4.6).",
                                       nullptr, slot.flights)
                            .arg(a.attacker)
                            .arg(a.attackerTrack + 1));
        a.numbers.pd = a.ownPd + a.otherPd;
        if (spread > 0)
            return fail(SunderText::tr("Flights cannot fire a spread."));
    } else {
        const Weapon &w = c->weapons[std::size_t(slot.weapon)];
        a.weapon = w.name;
        a.type = w.type;
        const WeaponReach reach = weaponReach(w.type);
        a.cardAv = a.baseAv
            = std::size_t(slot.weapon) < mine->av.size() ? mine->av[std::size_t(slot.weapon)] : 0;
        const std::optional<int> band = rangeModifier(w.type, setup.range);
        if (!band)
            return fail(
                SunderText::tr("Out of range: %1 reaches %n hex(es).", nullptr, reach.maxRange)
                    .arg(a.weapon));
        a.rangeModifier = *band;
        if (spread > 0) {
            if (!reach.maySplit)
                return fail(SunderText::tr("%1 is a %2: it cannot fire a spread (only batteries "
                                           "and racks can).")
                                .arg(a.weapon, weaponTypeName(w.type)));
            if (spread >= a.cardAv)
                return fail(SunderText::tr("A spread splits the AV %1 of %2 among several "
                                           "targets: this one's part must be 1 to %3.")
                                .arg(a.cardAv)
                                .arg(a.weapon)
                                .arg(a.cardAv - 1));
            a.baseAv = spread;
        }
        a.numbers.pd = reach.pdReduces ? a.ownPd + a.otherPd : 0;
    }
    a.numbers.av = a.baseAv + a.rangeModifier + a.movement + a.terrain;
    if (a.baseAv < 1)
        return fail(SunderText::tr("%1 has AV %2 on track %3: no attack.")
                        .arg(a.weapon)
                        .arg(a.baseAv)
                        .arg(a.attackerTrack + 1));
    if (a.numbers.av < 1)
        return fail(SunderText::tr("The modified AV of %1 is %2: below 1, the attack cannot be "
                                   "made (digest §4.4).")
                        .arg(a.weapon)
                        .arg(a.numbers.av));
    return a;
}

QStringList SunderCombat::assumptions(const Attack &a) const
{
    QStringList out;
    out << combat::optionInForce(m_specs, *a.targetFleet, option::DvBonus);
    if (a.setting == ShieldSetting::Maximum)
        out << combat::optionInForce(m_specs, *a.targetFleet, option::MaximumShield);
    if (a.damageTaken == 0 && a.targetSize != HullSize::Small)
        out << combat::optionInForce(m_specs, *a.targetFleet, option::BlastAttack);
    if (a.flights)
        out << combat::optionInForce(m_specs, *a.attackFleet, option::FighterAv)
            << combat::optionInForce(m_specs, *a.attackFleet, option::BomberAv)
            << SunderText::tr("Flights: each surviving flight makes one attack at the option's "
                              "AV; the defender's movement and terrain modify it, range bands "
                              "and the carrier's MP do not; each PD die of 5–6 kills a flight "
                              "before they attack (digest §4.5, §4.9).");
    out << SunderText::tr("A defence total of 0 or less counts as 1 (digest §4.5, DEFAULT).");
    out.removeAll(QString());
    return out;
}

Result<std::unique_ptr<combat::PreparedAttack>>
SunderCombat::prepareAttack(const combat::AttackSetup &setup) const
{
    class Prepared final : public combat::PreparedAttack
    {
    public:
        explicit Prepared(const AttackNumbers &n)
            : m_numbers(n)
        {}
        int roll(dice::Rng &rng) const override { return rollAttack(m_numbers, rng); }

    private:
        AttackNumbers m_numbers;
    };
    using Out = Result<std::unique_ptr<combat::PreparedAttack>>;
    const Attack a = attack(setup);
    if (!a.error.isEmpty())
        return Out::failure(a.error);
    return Out(std::make_unique<Prepared>(a.numbers));
}

combat::BattleSettings SunderCombat::defaultBattleSettings() const
{
    // docs/combat.md, "Sunder the Stars": the fleets start 12 hexes apart (every weapon but a
    // fusion gun reaches) and close by their movement (SunderRunner::nextRange()): the closing
    // per turn is only the most they close, here more than any two ships can move (MP 0–20
    // each), so that movement decides; 12 turns at most.
    combat::BattleSettings s;
    s.startRange = 12;
    s.closingRate = MaxClosing;
    s.turnLimit = 12;
    s.policy = combat::TargetPolicy::Focus;
    return s;
}

Result<std::unique_ptr<combat::Battle>>
SunderCombat::prepareBattle(const Fleet &a, const Fleet &b,
                            const combat::BattleSettings &settings) const
{
    return SunderBattle::create(*this, a, b, settings);
}

} // namespace fw::model::sunder
