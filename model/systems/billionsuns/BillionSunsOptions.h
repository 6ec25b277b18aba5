#pragma once

#include "../../core/RulesOptions.h"

#include <QStringList>

#include <vector>

namespace fw::model::billionsuns {

// Ids of the A Billion Suns rules options, as written to fleet files.
namespace option {
inline constexpr char SameClassBattlegroups[] = "sameClassBattlegroups";
inline constexpr char ScaleMinimum[] = "scaleMinimum";
inline constexpr char ScaleMaximum[] = "scaleMaximum";
inline constexpr char DestroyedAt[] = "destroyedAt";
inline constexpr char CriticalFace[] = "criticalFace";
inline constexpr char DudFace[] = "dudFace";
inline constexpr char SaveDie[] = "saveDie";
inline constexpr char ExplosionDie[] = "explosionDie";
inline constexpr char DudDamage[] = "dudDamage";
} // namespace option

struct BillionSunsOptions
{
    bool sameClassBattlegroups = true;
    int scaleMinimum = 1;
    int scaleMaximum = 5;
    bool destroyedAboveSilhouette = false; // false: destroyed when damage tokens reach silhouette
    int criticalFace = 1;                  // natural roll that is a critical hit
    bool dudOnHighestFace = true;
    int saveDie = 6;
    int explosionDie = 6;           // die of the explosion check
    bool dudDamageIsWeapon = false; // Systems Critical: a dud deals the weapon's Dmg, not 1
};

// Damage tokens at which a ship or object of this silhouette is destroyed (option destroyedAt).
inline int destroyedAtTokens(int silhouette, const BillionSunsOptions &options)
{
    return silhouette + (options.destroyedAboveSilhouette ? 1 : 0);
}

std::vector<RulesOptionSpec> makeOptionSpecs();
BillionSunsOptions resolveOptions(const std::vector<RulesOptionSpec> &specs,
                                  const RulesOptions &values);

} // namespace fw::model::billionsuns
