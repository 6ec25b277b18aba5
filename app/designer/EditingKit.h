#pragma once

// The editing toolkit every game's editors share: programmatic updates of input widgets that never
// emit the signals user edits emit, and focus helpers that bring a widget into view.

#include <validators/Issue.h>

#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <vector>

class QAbstractButton;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QWidget;

namespace fw::model {
class JsonPath;
}

namespace fw::app {

// The style of a note that reports a problem.
inline const QString ProblemStyle = QStringLiteral("color: #c0392b;");

// The names of an enum's values 0 to `last`, by `name`: the items of a choice.
template<typename Enum, typename Name>
QStringList enumNames(Enum last, Name name)
{
    QStringList names;
    for (int i = 0; i <= int(last); ++i)
        names << name(Enum(i));
    return names;
}
// Adds `names` to `box`, each with its index as its data.
void addIndexedItems(QComboBox *box, const QStringList &names);

// Quiet setters: no signals, and no change at all when the widget shows the value already (so the
// cursor and selection of a field being typed in stay where they are).
void setValueQuietly(QSpinBox *box, int value);
// Shows `value` with the bounds `minimum`..`maximum`, widened to show a value outside them.
void setValueQuietly(QSpinBox *box, int value, int minimum, int maximum);
void setRangeQuietly(QSpinBox *box, int minimum, int maximum);
void setCheckedQuietly(QAbstractButton *button, bool checked);
void setCurrentIndexQuietly(QComboBox *box, int index);
// Selects the item whose data is `data` (none when there is no such item).
void setCurrentDataQuietly(QComboBox *box, const QVariant &data);
// Puts an item that names something the fleet lacks ("Unknown: x") first in `box`, in italics.
void insertMissingItem(QComboBox *box, const QString &text, const QVariant &data);
void setTextQuietly(QLineEdit *edit, const QString &text);
void setTextQuietly(QPlainTextEdit *edit, const QString &text);

// Shows `widget`: the tab pages it sits on become current and every scroll area around it scrolls
// it into view (now, and once more when pending layouts have run). Then gives it the focus.
void revealAndFocus(QWidget *widget);

// Runs `change` (pushing an undo command, typically) and puts the tab around `editor` and the
// keyboard focus back where they were: a change of the fleet tree's layout must not carry the user
// off to another page.
void keepingFocus(QWidget *editor, const std::function<void()> &change);

// Combo and spin boxes in a scrolling form change only when they have the focus: the mouse wheel
// scrolls the form past them instead of changing a value by accident.
void guardWheel(QWidget *widget);
// guardWheel for every combo and spin box below `form` now (rows made later guard their own).
void guardWheels(QWidget *form);
// Whether guardWheel guards `widget`.
bool wheelGuarded(const QWidget *widget);

// A word-wrapping rich-text label named "shipIssues" for listIssues().
QLabel *newIssuesLabel(QWidget *parent);
// Lists in `label` the issues whose subject lies at or below `subject`, errors in red and warnings
// in amber, one per line; hides the label when there are none.
void listIssues(QLabel *label, const validators::Issues &issues, const model::JsonPath &subject);

} // namespace fw::app
