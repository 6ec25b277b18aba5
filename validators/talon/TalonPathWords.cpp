// Talon's words for the paths issues name (see PathWords.h).

#include "../common/PathWords.h"
#include "TalonValidator.h"

#include <model/systems/talon/TalonSystem.h>

#include <QCoreApplication>

#include <array>

namespace fw::validators {

using namespace model::talon;

namespace {

constexpr std::array labels{
    FieldLabel{"counterMix", QT_TRANSLATE_NOOP("fw::Talon", "Counter mix")},
    FieldLabel{"faction", QT_TRANSLATE_NOOP("fw::Talon", "faction")},
    FieldLabel{"hull", QT_TRANSLATE_NOOP("fw::Talon", "hull type")},
    FieldLabel{"classCode", QT_TRANSLATE_NOOP("fw::Talon", "Class")},
    FieldLabel{"sp", QT_TRANSLATE_NOOP("fw::Talon", "Ship Points")},
    FieldLabel{"shields", QT_TRANSLATE_NOOP("fw::Talon", "Shield boxes")},
    FieldLabel{"forward", QT_TRANSLATE_NOOP("fw::Talon", "Forward")},
    FieldLabel{"right", QT_TRANSLATE_NOOP("fw::Talon", "Right")},
    FieldLabel{"rear", QT_TRANSLATE_NOOP("fw::Talon", "Rear")},
    FieldLabel{"left", QT_TRANSLATE_NOOP("fw::Talon", "Left")},
    FieldLabel{"hullBoxes", QT_TRANSLATE_NOOP("fw::Talon", "Hull boxes")},
    FieldLabel{"powerMod", QT_TRANSLATE_NOOP("fw::Talon", "Power reduction")},
    FieldLabel{"weakSpot", QT_TRANSLATE_NOOP("fw::Talon", "Weak spots")},
    FieldLabel{"powerCurve", QT_TRANSLATE_NOOP("fw::Talon", "Power curve")},
    FieldLabel{"speed", QT_TRANSLATE_NOOP("fw::Talon", "Speed")},
    FieldLabel{"ap", QT_TRANSLATE_NOOP("fw::Talon", "Available power")},
    FieldLabel{"turnRadius", QT_TRANSLATE_NOOP("fw::Talon", "Turn radius")},
    FieldLabel{"start", QT_TRANSLATE_NOOP("fw::Talon", "Start")},
    FieldLabel{"weaponGroups", QT_TRANSLATE_NOOP("fw::Talon", "Weapon groups")},
    FieldLabel{"weapon", QT_TRANSLATE_NOOP("fw::Talon", "weapon")},
    FieldLabel{"red", QT_TRANSLATE_NOOP("fw::Talon", "Red boxes")},
    FieldLabel{"yellow", QT_TRANSLATE_NOOP("fw::Talon", "Yellow boxes")},
    FieldLabel{"count", QT_TRANSLATE_NOOP("fw::Talon", "Weapons in the group")},
    FieldLabel{"arcs", QT_TRANSLATE_NOOP("fw::Talon", "firing arc")},
    FieldLabel{"afterburners", QT_TRANSLATE_NOOP("fw::Talon", "Afterburners")},
    FieldLabel{"batteries", QT_TRANSLATE_NOOP("fw::Talon", "Batteries")},
    FieldLabel{"explosion", QT_TRANSLATE_NOOP("fw::Talon", "Explosion strength")},
};

} // namespace

QString TalonValidator::fieldLabel(const QString &key) const
{
    return fieldLabelFrom("fw::Talon", labels, key);
}

QString TalonValidator::pathItemWords(const PathStep &step) const
{
    const auto *design = dynamic_cast<const TalonDesign *>(step.design);
    if (!design || step.position != 2)
        return {};
    const TalonCounter &c = design->counter;
    const std::size_t item = *step.index();
    // designs[i].weaponGroups[j]: "2 × Phaser"; designs[i].powerCurve[j]: the entry's speed.
    if (step.key() == QLatin1String("weaponGroups") && item < c.weaponGroups.size())
        return QCoreApplication::translate("fw::Talon", "%1 × %2")
            .arg(c.weaponGroups[item].count)
            .arg(weaponKindName(c.weaponGroups[item].weapon));
    if (step.key() == QLatin1String("powerCurve") && item < c.powerCurve.size())
        return QCoreApplication::translate("fw::Talon", "Power curve at speed %1")
            .arg(c.powerCurve[item].speed);
    return {};
}

} // namespace fw::validators
