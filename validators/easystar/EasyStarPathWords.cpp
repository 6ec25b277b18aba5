// EasyStar's words for the paths issues name (see PathWords.h).

#include "../common/PathWords.h"
#include "EasyStarValidator.h"

#include <model/systems/easystar/EasyStarSystem.h>

#include <QCoreApplication>

#include <array>

namespace fw::validators {

using namespace model::easystar;

namespace {

constexpr std::array labels{
    FieldLabel{"weapons", QT_TRANSLATE_NOOP("fw::EasyStar", "Weapons")},
    FieldLabel{"type", QT_TRANSLATE_NOOP("fw::EasyStar", "Weapon type")},
    FieldLabel{"mount", QT_TRANSLATE_NOOP("fw::EasyStar", "Mount")},
    FieldLabel{"range", QT_TRANSLATE_NOOP("fw::EasyStar", "Range")},
    FieldLabel{"damage", QT_TRANSLATE_NOOP("fw::EasyStar", "Damage")},
    FieldLabel{"freeRange", QT_TRANSLATE_NOOP("fw::EasyStar", "Free range units")},
    FieldLabel{"freeDamage", QT_TRANSLATE_NOOP("fw::EasyStar", "Free damage units")},
    FieldLabel{"class", QT_TRANSLATE_NOOP("fw::EasyStar", "Ship class")},
    FieldLabel{"engine", QT_TRANSLATE_NOOP("fw::EasyStar", "Engine")},
    FieldLabel{"gunMount", QT_TRANSLATE_NOOP("fw::EasyStar", "Gun mount")},
    FieldLabel{"speedTraded", QT_TRANSLATE_NOOP("fw::EasyStar", "Speed traded")},
    FieldLabel{"auxiliaries", QT_TRANSLATE_NOOP("fw::EasyStar", "Auxiliaries")},
    FieldLabel{"fighters", QT_TRANSLATE_NOOP("fw::EasyStar", "Fighters")},
    FieldLabel{"fighterBays", QT_TRANSLATE_NOOP("fw::EasyStar", "Fighter bays")},
    FieldLabel{"interceptor", QT_TRANSLATE_NOOP("fw::EasyStar", "Interceptor squadron")},
    FieldLabel{"attack", QT_TRANSLATE_NOOP("fw::EasyStar", "Attack-craft squadron")},
    FieldLabel{"flagshipAdvantage", QT_TRANSLATE_NOOP("fw::EasyStar", "Flagship advantage")},
    FieldLabel{"roll", QT_TRANSLATE_NOOP("fw::EasyStar", "Roll")},
    FieldLabel{"rerolls", QT_TRANSLATE_NOOP("fw::EasyStar", "Rerolls")},
    FieldLabel{"devices", QT_TRANSLATE_NOOP("fw::EasyStar", "Devices")},
    FieldLabel{"damageControl", QT_TRANSLATE_NOOP("fw::EasyStar", "Damage control")},
    FieldLabel{"scenario", QT_TRANSLATE_NOOP("fw::EasyStar", "Scenario")},
};

} // namespace

QString EasyStarValidator::fieldLabel(const QString &key) const
{
    return fieldLabelFrom("fw::EasyStar", labels, key);
}

QString EasyStarValidator::pathItemWords(const PathStep &step) const
{
    const auto *ship = dynamic_cast<const EasyStarShip *>(step.ship);
    const std::size_t item = *step.index();
    if (!ship)
        return {};
    // A ship's own items (ships[i].weapons[j]) or its flagship advantage's
    // (ships[i].flagshipAdvantage.weapons[j]).
    const bool own = step.position == 2;
    const bool advantage = step.position == 3 && ship->advantage
                           && step.keyAt(2) == QLatin1String("flagshipAdvantage");
    if (!own && !advantage)
        return {};
    if (step.key() == QLatin1String("weapons")) {
        const std::vector<EasyStarWeapon> &weapons = own ? ship->weapons : ship->advantage->weapons;
        if (item >= weapons.size())
            return {};
        const EasyStarWeapon &w = weapons[item];
        const WeaponType *type = m_system.rules().weapon(w.type);
        const Mount *mount = m_system.rules().mount(w.mount);
        return type && mount ? EasyStarCalculator::weaponLabel(type, mount) : w.type;
    }
    const bool devices = advantage && step.key() == QLatin1String("devices");
    if (devices || (own && step.key() == QLatin1String("auxiliaries"))) {
        const QStringList &ids = own ? ship->auxiliaries : ship->advantage->devices;
        return item < std::size_t(ids.size()) ? m_system.rules().deviceName(ids[qsizetype(item)])
                                              : QString();
    }
    return {};
}

} // namespace fw::validators
