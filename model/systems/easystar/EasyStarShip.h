#pragma once

#include "../../core/Fleet.h"
#include "../../core/HeapOptional.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace fw::model::easystar {

// A weapon as the player bought it. `range` and `damage` are the bought values (1 = no units);
// the missile's and torpedo's intrinsic +1 is never stored (EasyStar §VI.A).
struct EasyStarWeapon
{
    QString type;
    QString mount;
    int range = 1;
    int damage = 1;
    // Range/damage units among the above that a flagship advantage (rolls 5, 11) granted free.
    int freeRange = 0;
    int freeDamage = 0;
    Json extra = Json();

    bool operator==(const EasyStarWeapon &other) const = default;
};

struct FighterComplement
{
    int interceptor = 0;
    int attack = 0;
    Json extra = Json();

    int total() const { return interceptor + attack; }
    bool operator==(const FighterComplement &other) const = default;
};

// The flagship's rolled advantage (EasyStar §V.F) and the free items it granted. Items here cost
// no build points, take no weapon spaces and are exempt from the mount limits.
struct FlagshipAdvantage
{
    int roll = 2;             // 2d6 result
    std::vector<int> rerolls; // the two further rolls when `roll` is 12
    std::vector<EasyStarWeapon> weapons;
    QStringList devices; // auxiliaries, "engine", "gunMount" or "fighterBay"
    FighterComplement fighters;
    int damageControl = 0;
    Json extra = Json();

    bool operator==(const FlagshipAdvantage &other) const = default;
};

class EasyStarShip final : public ShipDesign
{
public:
    EasyStarShip() = default;
    EasyStarShip(const EasyStarShip &) = default;
    EasyStarShip &operator=(const EasyStarShip &) = default;
    std::unique_ptr<ShipDesign> clone() const override
    {
        return std::unique_ptr<ShipDesign>(new EasyStarShip(*this));
    }
    bool equals(const ShipDesign &other) const override { return equalAs(*this, other); }
    bool operator==(const EasyStarShip &other) const = default;

    bool flagship = false;
    int speedTraded = 0;
    bool engine = false;
    bool gunMount = false;
    std::vector<EasyStarWeapon> weapons;
    QStringList auxiliaries;
    int fighterBays = 0;
    FighterComplement fighters;
    HeapOptional<FlagshipAdvantage> advantage; // a pointer's size on the many ships without one
};

class EasyStarFleetSettings final : public FleetSettings
{
public:
    EasyStarFleetSettings() = default;
    EasyStarFleetSettings(const EasyStarFleetSettings &) = default;
    EasyStarFleetSettings &operator=(const EasyStarFleetSettings &) = default;
    std::unique_ptr<FleetSettings> clone() const override
    {
        return std::unique_ptr<FleetSettings>(new EasyStarFleetSettings(*this));
    }
    bool equals(const FleetSettings &other) const override { return equalAs(*this, other); }
    bool operator==(const EasyStarFleetSettings &other) const = default;

    int damageControl = 0; // counters bought by the player (§V.D)
    QString scenario;      // Appendix B scenario id; empty for a plain battle
    int scenarioPlayer = 1;
    Json scenarioExtra = Json();
};

} // namespace fw::model::easystar
