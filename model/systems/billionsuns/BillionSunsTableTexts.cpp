// The names and texts of the A Billion Suns tables in resources/rulesets/billionsuns/, listed here
// so that lupdate offers them for translation; BillionSunsText::table() translates them at run
// time. tst_translations fails when a table name is missing from this list.

#include <QtGlobal>

namespace fw::model::billionsuns {

extern const char *const TableTexts[];
const char *const TableTexts[] = {
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Recon Wing"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Light Blasters"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Fighter Wing"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Auto Blasters"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Bomber Wing"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Torpedoes"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Light Utility Ship"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Gunship"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Blasters"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Corvette"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Turbo Blasters"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Medium Utility Ship"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Mining Laser"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "The Mining Laser may only target stationary objects."),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Monitor"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Heavy Railguns"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Frigate"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Light Railguns"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Destroyer"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Cruise Missiles"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Carrier"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Cruiser"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Macro Beam"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Defense Grid"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Battleship"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Planet Smasher"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Asteroid"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Civilian Ship"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Criminal Ship"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Facility"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Laser Turrets"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Lifeboat"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Jump Point"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Space Kraken"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Mouth Parts"),
    QT_TRANSLATE_NOOP("fw::BillionSuns", "Tentacles"),
};

} // namespace fw::model::billionsuns
