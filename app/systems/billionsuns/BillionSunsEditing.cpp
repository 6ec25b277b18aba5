#include "BillionSunsEditing.h"

#include "../../document/FleetDocument.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
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

void showValue(QSpinBox *spin, int value)
{
    if (spin->value() == value)
        return;
    const QSignalBlocker blocker(spin);
    spin->setValue(value);
}

void showValue(QSpinBox *spin, int value, int minimum, int maximum)
{
    const int low = std::min(minimum, value);
    const int high = std::max(maximum, value);
    if (spin->minimum() != low || spin->maximum() != high) {
        const QSignalBlocker blocker(spin);
        spin->setRange(low, high);
    }
    showValue(spin, value);
}

void showText(QLineEdit *edit, const QString &text)
{
    if (edit->text() == text)
        return;
    const QSignalBlocker blocker(edit);
    edit->setText(text);
}

void showText(QPlainTextEdit *edit, const QString &text)
{
    if (edit->toPlainText() == text)
        return;
    const QSignalBlocker blocker(edit);
    edit->setPlainText(text);
}

void showChecked(QAbstractButton *button, bool checked)
{
    if (button->isChecked() == checked)
        return;
    const QSignalBlocker blocker(button);
    button->setChecked(checked);
}

void showCurrentData(QComboBox *combo, const QVariant &data)
{
    const int row = combo->findData(data);
    if (combo->currentIndex() == row)
        return;
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(row);
}

namespace {

void reveal(QWidget *widget)
{
    for (QWidget *w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
            if (scroll->widget() && scroll->widget()->isAncestorOf(widget))
                scroll->ensureWidgetVisible(widget, 20, 20);
        }
    }
}

} // namespace

void revealAndFocus(QWidget *widget)
{
    widget->setFocus(Qt::OtherFocusReason);
    reveal(widget);
    const QPointer<QWidget> later = widget;
    QTimer::singleShot(0, widget, [later] {
        if (later)
            reveal(later);
    });
}

namespace {

QTabWidget *enclosingTabs(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (auto *tabs = qobject_cast<QTabWidget *>(w))
            return tabs;
    }
    return nullptr;
}

// Puts the tab and the focus back where they were before `change` ran.
void keepingFocus(QWidget *editor, const std::function<void()> &change)
{
    const QPointer<QWidget> focus = QApplication::focusWidget();
    const QPointer<QTabWidget> tabs = enclosingTabs(editor);
    const QPointer<QWidget> page = tabs ? tabs->currentWidget() : nullptr;
    change();
    if (tabs && page && tabs->currentWidget() != page)
        tabs->setCurrentWidget(page);
    if (focus && QApplication::focusWidget() != focus && focus->isVisible() && focus->isEnabled())
        focus->setFocus(Qt::OtherFocusReason);
}

} // namespace

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
