// Sunder the Stars' words for the paths issues name (see PathWords.h).

#include "../common/PathWords.h"
#include "SunderValidator.h"

#include <model/systems/sunder/SunderSystem.h>

#include <QCoreApplication>

#include <array>

namespace fw::validators {

using namespace model::sunder;

namespace {

constexpr std::array labels{
    FieldLabel{"group", QT_TRANSLATE_NOOP("fw::Sunder", "Group")},
    FieldLabel{"groups", QT_TRANSLATE_NOOP("fw::Sunder", "Groups")},
    FieldLabel{"kind", QT_TRANSLATE_NOOP("fw::Sunder", "group kind")},
    FieldLabel{"faction", QT_TRANSLATE_NOOP("fw::Sunder", "Faction")},
    FieldLabel{"size", QT_TRANSLATE_NOOP("fw::Sunder", "Size")},
    FieldLabel{"points", QT_TRANSLATE_NOOP("fw::Sunder", "Points")},
    FieldLabel{"initiative", QT_TRANSLATE_NOOP("fw::Sunder", "Initiative modifier")},
    FieldLabel{"mp", QT_TRANSLATE_NOOP("fw::Sunder", "MP per track")},
    FieldLabel{"shield", QT_TRANSLATE_NOOP("fw::Sunder", "Shield per track")},
    FieldLabel{"pd", QT_TRANSLATE_NOOP("fw::Sunder", "PD per track")},
    FieldLabel{"dv", QT_TRANSLATE_NOOP("fw::Sunder", "DV on track 1")},
    FieldLabel{"weapons", QT_TRANSLATE_NOOP("fw::Sunder", "Weapons")},
    FieldLabel{"type", QT_TRANSLATE_NOOP("fw::Sunder", "weapon type")},
    FieldLabel{"arc", QT_TRANSLATE_NOOP("fw::Sunder", "arc")},
    FieldLabel{"degrees", QT_TRANSLATE_NOOP("fw::Sunder", "Degrees")},
    FieldLabel{"av", QT_TRANSLATE_NOOP("fw::Sunder", "AV per track")},
    FieldLabel{"bays", QT_TRANSLATE_NOOP("fw::Sunder", "Bays per track")},
    FieldLabel{"fighters", QT_TRANSLATE_NOOP("fw::Sunder", "Fighter bays")},
    FieldLabel{"bombers", QT_TRANSLATE_NOOP("fw::Sunder", "Bomber bays")},
    FieldLabel{"flagship", QT_TRANSLATE_NOOP("fw::Sunder", "Flagship")},
};

} // namespace

QString SunderValidator::fieldLabel(const QString &key) const
{
    return fieldLabelFrom("fw::Sunder", labels, key);
}

QString SunderValidator::pathItemWords(const PathStep &step) const
{
    const std::size_t item = *step.index();
    // groups[i]: the group's name.
    if (step.atTop() && step.key() == QLatin1String("groups")) {
        const auto *settings = dynamic_cast<const SunderFleetSettings *>(step.fleet.settings.get());
        return settings && item < settings->groups.size() ? settings->groups[item].name : QString();
    }
    // designs[i].weapons[j]: the weapon's name.
    const auto *design = dynamic_cast<const SunderDesign *>(step.design);
    if (design && step.position == 2 && step.key() == QLatin1String("weapons"))
        return item < design->card.weapons.size() ? design->card.weapons[item].name : QString();
    return {};
}

} // namespace fw::validators
