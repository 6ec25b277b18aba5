#include "EditingKit.h"

#include <model/core/JsonPath.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>

namespace fw::app {

void setValueQuietly(QSpinBox *box, int value)
{
    if (box->value() == value)
        return;
    const QSignalBlocker blocker(box);
    box->setValue(value);
}

void setValueQuietly(QSpinBox *box, int value, int minimum, int maximum)
{
    setRangeQuietly(box, std::min(minimum, value), std::max(maximum, value));
    setValueQuietly(box, value);
}

void setRangeQuietly(QSpinBox *box, int minimum, int maximum)
{
    if (box->minimum() == minimum && box->maximum() == maximum)
        return;
    const QSignalBlocker blocker(box);
    box->setRange(minimum, maximum);
}

void addIndexedItems(QComboBox *box, const QStringList &names)
{
    for (int i = 0; i < names.size(); ++i)
        box->addItem(names.at(i), i);
}

void setCheckedQuietly(QAbstractButton *button, bool checked)
{
    if (button->isChecked() == checked)
        return;
    const QSignalBlocker blocker(button);
    button->setChecked(checked);
}

void insertMissingItem(QComboBox *box, const QString &text, const QVariant &data)
{
    box->insertItem(0, text, data);
    QFont italic = box->font();
    italic.setItalic(true);
    box->setItemData(0, italic, Qt::FontRole);
}

void setCurrentIndexQuietly(QComboBox *box, int index)
{
    if (box->currentIndex() == index)
        return;
    const QSignalBlocker blocker(box);
    box->setCurrentIndex(index);
}

void setCurrentDataQuietly(QComboBox *box, const QVariant &data)
{
    setCurrentIndexQuietly(box, box->findData(data));
}

void setTextQuietly(QLineEdit *edit, const QString &text)
{
    if (edit->text() == text)
        return;
    const QSignalBlocker blocker(edit);
    edit->setText(text);
}

void setTextQuietly(QPlainTextEdit *edit, const QString &text)
{
    if (edit->toPlainText() == text)
        return;
    const QSignalBlocker blocker(edit);
    edit->setPlainText(text);
}

namespace {

// Makes the pages of the tab widgets around `widget` current.
void showTabs(QWidget *widget)
{
    QWidget *child = widget;
    for (QWidget *w = widget->parentWidget(); w; child = w, w = w->parentWidget()) {
        auto *stack = qobject_cast<QStackedWidget *>(w);
        if (stack && qobject_cast<QTabWidget *>(stack->parentWidget())
            && stack->indexOf(child) >= 0)
            static_cast<QTabWidget *>(stack->parentWidget())->setCurrentWidget(child);
    }
}

// The label a form row names `widget` with (its buddy), if any.
QWidget *rowLabel(QWidget *widget)
{
    if (!widget->parentWidget())
        return nullptr;
    for (auto *label : widget->parentWidget()->findChildren<QLabel *>(Qt::FindDirectChildrenOnly)) {
        if (label->buddy() == widget && label->isVisible())
            return label;
    }
    return nullptr;
}

// Scrolls every scroll area around `widget` to show the whole row: the field and its label.
void scrollTo(QWidget *widget)
{
    QWidget *label = rowLabel(widget);
    for (QWidget *w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
            if (!scroll->widget() || !scroll->widget()->isAncestorOf(widget))
                continue;
            if (label)
                scroll->ensureWidgetVisible(label, 20, 20);
            scroll->ensureWidgetVisible(widget, 20, 20);
            // A list or table: the row of its current entry, which may lie below the view.
            const auto *view = qobject_cast<QAbstractItemView *>(widget);
            if (view && view->currentIndex().isValid()) {
                const QRect cell = view->visualRect(view->currentIndex());
                const QPoint centre = view->viewport()->mapTo(scroll->widget(), cell.center());
                scroll->ensureVisible(centre.x(), centre.y(), 20, cell.height() / 2 + 20);
            }
        }
    }
}

QTabWidget *enclosingTabs(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (auto *tabs = qobject_cast<QTabWidget *>(w))
            return tabs;
    }
    return nullptr;
}

constexpr char WheelGuardName[] = "fleetwright_wheelGuard";

class WheelGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Wheel && !static_cast<QWidget *>(watched)->hasFocus()) {
            // Ignored and filtered: QApplication hands the wheel to the parents, the scroll area.
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void revealAndFocus(QWidget *widget)
{
    showTabs(widget);
    widget->setFocus(Qt::OtherFocusReason);
    scrollTo(widget);
    const QPointer<QWidget> later = widget;
    QTimer::singleShot(0, widget, [later] {
        if (later)
            scrollTo(later);
    });
}

void keepingFocus(QWidget *editor, const std::function<void()> &change)
{
    const QPointer<QWidget> focus = QApplication::focusWidget();
    const QPointer<QTabWidget> tabs = editor ? enclosingTabs(editor) : nullptr;
    const QPointer<QWidget> page = tabs ? tabs->currentWidget() : nullptr;
    change();
    if (tabs && page && tabs->currentWidget() != page)
        tabs->setCurrentWidget(page);
    if (focus && QApplication::focusWidget() != focus && focus->isVisible() && focus->isEnabled())
        focus->setFocus(Qt::OtherFocusReason);
}

void guardWheel(QWidget *widget)
{
    if (wheelGuarded(widget))
        return;
    widget->setFocusPolicy(Qt::StrongFocus);
    auto *guard = new WheelGuard(widget);
    guard->setObjectName(QLatin1String(WheelGuardName));
    widget->installEventFilter(guard);
}

void guardWheels(QWidget *form)
{
    for (QAbstractSpinBox *spin : form->findChildren<QAbstractSpinBox *>())
        guardWheel(spin);
    for (QComboBox *box : form->findChildren<QComboBox *>())
        guardWheel(box);
}

bool wheelGuarded(const QWidget *widget)
{
    return widget->findChild<QObject *>(QLatin1String(WheelGuardName), Qt::FindDirectChildrenOnly)
           != nullptr;
}

QLabel *newIssuesLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QStringLiteral("shipIssues"));
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    return label;
}

void listIssues(QLabel *label, const validators::Issues &issues, const model::JsonPath &subject)
{
    QStringList lines;
    for (const validators::Issue &issue : issues) {
        if (!model::JsonPath(issue.subject).startsWith(subject))
            continue;
        const bool error = issue.severity == validators::Severity::Error;
        lines << QStringLiteral("<span style=\"color:%1\">%2</span>")
                     .arg(error ? QStringLiteral("#c0392b") : QStringLiteral("#9a6700"),
                          issue.message.toHtmlEscaped());
    }
    label->setText(lines.join(QLatin1String("<br>")));
    label->setVisible(!lines.isEmpty());
}

} // namespace fw::app
