// SCS's words for the paths issues name (see PathWords.h).

#include "../common/PathWords.h"
#include "ScsValidator.h"

#include <model/systems/scs/ScsSystem.h>

#include <QCoreApplication>

#include <array>

namespace fw::validators {

using namespace model::scs;

namespace {

constexpr std::array labels{
    FieldLabel{"design", QT_TRANSLATE_NOOP("fw::Scs", "Design")},
    FieldLabel{"fighters", QT_TRANSLATE_NOOP("fw::Scs", "Fighters")},
    FieldLabel{"faction", QT_TRANSLATE_NOOP("fw::Scs", "Faction")},
    FieldLabel{"variantOf", QT_TRANSLATE_NOOP("fw::Scs", "Variant of")},
    FieldLabel{"size", QT_TRANSLATE_NOOP("fw::Scs", "Size")},
    FieldLabel{"points", QT_TRANSLATE_NOOP("fw::Scs", "points")},
    FieldLabel{"power", QT_TRANSLATE_NOOP("fw::Scs", "Power")},
    FieldLabel{"signature", QT_TRANSLATE_NOOP("fw::Scs", "Signature")},
    FieldLabel{"initiative", QT_TRANSLATE_NOOP("fw::Scs", "Initiative")},
    FieldLabel{"thrust", QT_TRANSLATE_NOOP("fw::Scs", "Thrust")},
    FieldLabel{"sensors", QT_TRANSLATE_NOOP("fw::Scs", "Sensors")},
    FieldLabel{"jumpDelay", QT_TRANSLATE_NOOP("fw::Scs", "Jump delay")},
    FieldLabel{"structure", QT_TRANSLATE_NOOP("fw::Scs", "Structure boxes")},
    FieldLabel{"turnDelay", QT_TRANSLATE_NOOP("fw::Scs", "Turn delay")},
    FieldLabel{"sideChart", QT_TRANSLATE_NOOP("fw::Scs", "Side chart")},
    FieldLabel{"sections", QT_TRANSLATE_NOOP("fw::Scs", "Sections")},
    FieldLabel{"systems", QT_TRANSLATE_NOOP("fw::Scs", "Systems")},
    FieldLabel{"chart", QT_TRANSLATE_NOOP("fw::Scs", "Hit chart")},
    FieldLabel{"arc", QT_TRANSLATE_NOOP("fw::Scs", "Arc")},
    FieldLabel{"boxes", QT_TRANSLATE_NOOP("fw::Scs", "Boxes")},
    FieldLabel{"armor", QT_TRANSLATE_NOOP("fw::Scs", "Armour")},
    FieldLabel{"damage", QT_TRANSLATE_NOOP("fw::Scs", "Damage")},
    FieldLabel{"rangeModifiers", QT_TRANSLATE_NOOP("fw::Scs", "Range modifiers")},
    FieldLabel{"direction", QT_TRANSLATE_NOOP("fw::Scs", "Direction")},
    FieldLabel{"kind", QT_TRANSLATE_NOOP("fw::Scs", "system kind")},
};

} // namespace

QString ScsValidator::fieldLabel(const QString &key) const
{
    return fieldLabelFrom("fw::Scs", labels, key);
}

QString ScsValidator::pathItemWords(const PathStep &step) const
{
    const std::size_t item = *step.index();
    // ships[i].fighters[j]: the flight's name.
    if (const auto *ship = dynamic_cast<const ScsShip *>(step.ship)) {
        if (step.position == 2 && step.key() == QLatin1String("fighters"))
            return item < ship->fighters.size() ? ship->fighters[item].name : QString();
        return {};
    }
    const auto *design = dynamic_cast<const ScsDesign *>(step.design);
    if (!design)
        return {};
    const std::vector<Section> &sections = design->sheet.sections;
    // designs[i].sections[j]: the section's name; designs[i].sections[j].systems[k]: the system's.
    if (step.position == 2 && step.key() == QLatin1String("sections"))
        return item < sections.size() ? sectionName(sections[item].id) : QString();
    const std::optional<std::size_t> section = step.indexAt(3);
    if (step.position == 4 && section && *section < sections.size()
        && step.key() == QLatin1String("systems")) {
        const std::vector<ShipSystem> &systems = sections[*section].systems;
        return item < systems.size() ? systems[item].name : QString();
    }
    return {};
}

} // namespace fw::validators
