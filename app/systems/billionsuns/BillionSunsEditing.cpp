#include "BillionSunsEditing.h"

#include "../../document/FleetDocument.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace fw::app::billionsuns {

using model::billionsuns::BillionSunsText;

const BillionSunsSystem &systemOf(const FleetDocument &document)
{
    return static_cast<const BillionSunsSystem &>(document.system());
}

const BillionSunsRoster &rosterOf(const FleetDocument &document)
{
    return document.fleet().settingsAs<BillionSunsRoster>();
}

std::unique_ptr<BillionSunsRoster> copyRoster(const FleetDocument &document)
{
    return std::make_unique<BillionSunsRoster>(rosterOf(document));
}

const BillionSunsShip &shipOf(const FleetDocument &document, int index)
{
    return document.fleet().shipAs<BillionSunsShip>(std::size_t(index));
}

std::unique_ptr<BillionSunsShip> copyShip(const FleetDocument &document, int index)
{
    return std::make_unique<BillionSunsShip>(shipOf(document, index));
}

QString classDisplayName(const ShipClass &shipClass)
{
    return shipClass.custom ? BillionSunsRoster::displayName(shipClass)
                            : BillionSunsText::table(shipClass.name);
}

QString weaponDisplayName(const Weapon &weapon)
{
    return BillionSunsText::table(weapon.name);
}

QString uniqueBattlegroupName(const BillionSunsRoster &roster)
{
    for (int n = int(roster.battlegroups.size()) + 1;; ++n) {
        const QString name
            = QCoreApplication::translate("fw::BillionSunsUi", "Battlegroup %1").arg(n);
        const bool taken = std::any_of(roster.battlegroups.begin(), roster.battlegroups.end(),
                                       [&](const Battlegroup &g) { return g.name == name; });
        if (!taken)
            return name;
    }
}

int shipsInBattlegroup(const FleetDocument &document, const QString &name)
{
    int count = 0;
    for (std::size_t i = 0; i < document.fleet().ships.size(); ++i) {
        if (document.fleet().shipAs<BillionSunsShip>(i).battlegroup == name)
            ++count;
    }
    return count;
}

void pushKeepingFocus(FleetDocument &document, QWidget *editor, QUndoCommand *command)
{
    keepingFocus(editor, [&] { document.undoStack()->push(command); });
}

void pushKeepingFocus(FleetDocument &document, QWidget *editor, const QString &macroText,
                      const std::function<void()> &pushes)
{
    keepingFocus(editor, [&] {
        document.undoStack()->beginMacro(macroText);
        pushes();
        document.undoStack()->endMacro();
    });
}

} // namespace fw::app::billionsuns
