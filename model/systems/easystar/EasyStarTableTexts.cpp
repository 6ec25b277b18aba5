// The names and texts of the EasyStar tables in resources/rulesets/easystar/, listed here so
// that lupdate offers them for translation; EasyStarText::table() translates them at run time.
// tst_translations fails when a table name is missing from this list.

#include <QtGlobal>

namespace fw::model::easystar {

extern const char *const TableTexts[];
const char *const TableTexts[] = {
    QT_TRANSLATE_NOOP("fw::EasyStar", "Scout"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Destroyer"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Cruiser"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Battleship"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Leviathan"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Interceptor squadron"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Attack-craft squadron"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Point defense"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Beam turret"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Missile pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Torpedo bay"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Centerline blaster"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Bi-directional ventral missile"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Torpedo bank"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Axial"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Ventral"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Dorsal"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Frontal armor"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "ECM pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Targeting pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Jump engine"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Maneuvering pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Displacer pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Power-up pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Deflector shield"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Engine"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Gun mount"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Fighter bay"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Damage control"),
    QT_TRANSLATE_NOOP("fw::EasyStar",
                      "An axial weapon with range 5 (damage units may be bought for it)"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "A fighter bay plus 2 fighters"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "A deflector shield"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "3 range/damage units"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "A damage-control counter usable only on the flagship"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Frontal armor or an engine"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "A maneuvering pod, jump engine or displacer pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "An ECM pod or targeting pod"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "A dorsal point defense and a ventral torpedo"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "A gun mount and 2 range/damage units"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Roll twice and apply both; reroll duplicates and 12s"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Navigation hit"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Weapons hit (owner's choice)"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Weapons hit (attacker's choice)"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Max speed -1"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "Max speed -2"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "1 extra point of damage"),
    QT_TRANSLATE_NOOP("fw::EasyStar", "No effect"),
};

} // namespace fw::model::easystar
