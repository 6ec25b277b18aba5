// A Billion Suns' words for the paths issues name (see PathWords.h).

#include "../common/PathWords.h"
#include "BillionSunsValidator.h"

#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QCoreApplication>

#include <array>

namespace fw::validators {

using namespace model::billionsuns;

namespace {

constexpr std::array labels{
    FieldLabel{"customClasses", QT_TRANSLATE_NOOP("fw::BillionSuns", "Custom classes")},
    FieldLabel{"battlegroups", QT_TRANSLATE_NOOP("fw::BillionSuns", "Battlegroups")},
    FieldLabel{"battlegroup", QT_TRANSLATE_NOOP("fw::BillionSuns", "Battlegroup")},
    FieldLabel{"class", QT_TRANSLATE_NOOP("fw::BillionSuns", "Ship class")},
    FieldLabel{"corporation", QT_TRANSLATE_NOOP("fw::BillionSuns", "Corporation")},
    FieldLabel{"scale", QT_TRANSLATE_NOOP("fw::BillionSuns", "Scale")},
    FieldLabel{"tables", QT_TRANSLATE_NOOP("fw::BillionSuns", "Tables")},
    FieldLabel{"jumpPoints", QT_TRANSLATE_NOOP("fw::BillionSuns", "Jump points")},
    FieldLabel{"cost", QT_TRANSLATE_NOOP("fw::BillionSuns", "Cost")},
    FieldLabel{"mass", QT_TRANSLATE_NOOP("fw::BillionSuns", "Mass")},
    FieldLabel{"thrust", QT_TRANSLATE_NOOP("fw::BillionSuns", "Thrust")},
    FieldLabel{"silhouette", QT_TRANSLATE_NOOP("fw::BillionSuns", "Silhouette")},
    FieldLabel{"shields", QT_TRANSLATE_NOOP("fw::BillionSuns", "Shields")},
    FieldLabel{"damage", QT_TRANSLATE_NOOP("fw::BillionSuns", "Damage")},
    FieldLabel{"speed", QT_TRANSLATE_NOOP("fw::BillionSuns", "Speed")},
    FieldLabel{"primary", QT_TRANSLATE_NOOP("fw::BillionSuns", "Primary weapon")},
    FieldLabel{"auxiliary", QT_TRANSLATE_NOOP("fw::BillionSuns", "Auxiliary weapon")},
    FieldLabel{"rangeMin", QT_TRANSLATE_NOOP("fw::BillionSuns", "minimum range")},
    FieldLabel{"rangeMax", QT_TRANSLATE_NOOP("fw::BillionSuns", "maximum range")},
    FieldLabel{"dice", QT_TRANSLATE_NOOP("fw::BillionSuns", "number of dice")},
    FieldLabel{"notes", QT_TRANSLATE_NOOP("fw::BillionSuns", "Notes")},
};

} // namespace

QString BillionSunsValidator::fieldLabel(const QString &key) const
{
    return fieldLabelFrom("fw::BillionSuns", labels, key);
}

QString BillionSunsValidator::pathItemWords(const PathStep &step) const
{
    // battlegroups[i]: the battlegroup's name.
    const auto *roster = dynamic_cast<const BillionSunsRoster *>(step.fleet.settings.get());
    if (!step.atTop() || !roster || step.key() != QLatin1String("battlegroups"))
        return {};
    const std::size_t i = *step.index();
    return i < roster->battlegroups.size() ? roster->battlegroups[i].name : QString();
}

} // namespace fw::validators
