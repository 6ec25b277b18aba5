#pragma once

#include <model/systems/easystar/EasyStarSystem.h>
#include <templates/core/Layout.h>
#include <templates/core/PrintKit.h>

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

// What the EasyStar design sheets and counter sheets share: the counter numbers of ships and
// fighters, the derived figures of every ship and the texts of the source's counters.
namespace fw::templates::easystar {

class PrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::EasyStarPrint)
};

// One fighter carried aboard a ship, numbered per type across the fleet: "INT-1", "ATK-3".
struct PrintFighter
{
    const model::easystar::FighterType *type = nullptr;
    QString serial;
    bool free = false; // granted by the flagship advantage
};

struct PrintShip
{
    int index = 0; // 1-based, fleet order
    const model::easystar::EasyStarShip *ship = nullptr;
    const model::ShipReport *report = nullptr;
    model::easystar::ShipFigures figures;
    QString serial; // class abbreviation and number per class in fleet order: "DD-2"
    std::vector<PrintFighter> fighters;
};

struct PrintFleet
{
    const model::easystar::EasyStarSystem *system = nullptr;
    model::easystar::EasyStarOptions options;
    std::vector<PrintShip> ships;

    const model::easystar::EasyStarRules &rules() const { return system->rules(); }
    // The translated label of a rules option ("Turning table"), for assumption notes.
    QString optionLabel(const QString &optionId) const;
};

// The fleet's print data, or nothing when the context is not an EasyStar fleet.
std::optional<PrintFleet> makePrintFleet(const LayoutContext &context);

// Texts of the source's counters (EasyStar §IV, §V; RULES.md §1.11).
QString costText(int cost);                                              // "C10"
QString bonusText(const model::easystar::WeaponType &type);              // "D+1", "R+1" or empty
QString dorsalAndSpaces(const PrintFleet &fleet, const PrintShip &ship); // "1W4"
QString toHitText(const std::optional<int> &value);                      // "3+" or "–"
QString speedMarkerText(int amount);                                     // "SPEED −1"

// How many range/damage counters each bought range or damage above 1 of a weapon of this type
// needs: one, or one per shot when the rules option has each shot upgraded separately.
int unitCounterCopies(const PrintFleet &fleet, const model::easystar::WeaponType &type);

// A template's entries by their key (present: the layout's spec lists them).
double value(const Template &t, const char *key);
const Field &field(const Template &t, const char *key);
const Box &box(const Template &t, const char *key);

// A page-level text field of `t` stretched to the printable width (templates are written for the
// narrowest paper).
Field pageField(const Template &t, const QString &key, const Composer &c);

} // namespace fw::templates::easystar
