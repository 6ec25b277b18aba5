#pragma once

#include "EasyStarCombat.h"

#include <QStringList>

namespace fw::model::easystar {

// One attack worked out before any die is rolled (EasyStarCombat::prepare, in
// EasyStarPreparation.cpp): the shot, the target's track and, with `explain`, the steps.
struct EasyStarCombat::Prepared
{
    QString error;
    ShotSpec spec;
    CritTable crit{};
    QString kind;
    int shots = 1;
    int pdDice = 0;
    bool displacer = false;
    int remaining = 1;
    int capacity = 1;
    int reduction = 0;
    QString attackerName, weaponName, targetName;
    QStringList steps, assumptions;
    QStringList unusedModifiers; // see combat::AttackOdds::unusedModifiers
};

} // namespace fw::model::easystar
