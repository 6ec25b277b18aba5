#include "EasyStarCounterCodes.h"

#include <QCoreApplication>

namespace fw::templates::easystar {

namespace {

// The codes of the rules data (resources/rulesets/easystar/weapons.json, equipment.json), listed
// for the translators: each fits a 3/4 in counter at 11 pt in at most 9 characters.
[[maybe_unused]] const char *const Codes[] = {
    //: Counter code (at most 9 characters) of the point defense
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "PT-DEF"),
    //: Counter code (at most 9 characters) of the beam turret
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "BEAM"),
    //: Counter code (at most 9 characters) of the missile pod
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "MISSILE"),
    //: Counter code (at most 9 characters) of the torpedo bay
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "TPD"),
    //: Counter code (at most 9 characters) of the torpedo bank
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "TPD BANK"),
    //: Counter code (at most 9 characters) of the centerline blaster
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "CLB"),
    //: Counter code (at most 9 characters) of the bi-directional ventral missile
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "BDVM"),
    //: Counter code (at most 9 characters) of the frontal armor
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "ARMOR"),
    //: Counter code (at most 9 characters) of the ECM pod
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "ECM"),
    //: Counter code (at most 9 characters) of the targeting pod
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "TARGET"),
    //: Counter code (at most 9 characters) of the jump engine
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "JUMP"),
    //: Counter code (at most 9 characters) of the maneuvering pod
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "MANV"),
    //: Counter code (at most 9 characters) of the displacer pod
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "DISPL"),
    //: Counter code (at most 9 characters) of the power-up pod
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "PWR+"),
    //: Counter code (at most 9 characters) of the deflector shield
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "DEFSHLD"),
    //: Counter code (at most 9 characters) of the engine
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "ENGINE"),
    //: Counter code (at most 9 characters) of the gun mount
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "GUN MNT"),
    //: Counter code (at most 9 characters) of the fighter bay
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "FTR BAY"),
    //: Counter code (at most 9 characters) of a damage-control counter
    QT_TRANSLATE_NOOP("fw::EasyStarCounterCode", "DAMG CTRL"),
};

} // namespace

QString counterCode(const QString &abbrev)
{
    return QCoreApplication::translate("fw::EasyStarCounterCode", abbrev.toUtf8().constData());
}

} // namespace fw::templates::easystar
