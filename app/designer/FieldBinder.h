#pragma once

// Fields declared once: each is bound by its path to one object of data (a ship, a design's sheet,
// a card, a counter). The path names the field's widget ("design." + path unless renamed), is the
// merge key of its undo steps, and is what focusSubject looks it up by. The field builds its own
// widget (wheel-guarded), refreshes it quietly from the data, and pushes each change the player
// makes through the editor's edit function.

#include "EditNotes.h"
#include "EditingKit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStringList>

#include <functional>
#include <utility>
#include <vector>

class QFormLayout;
class QLabel;

namespace fw::app {

// Adds the row `label` (its buddy and tool tip the field's) with `field` to `form`.
QLabel *addFieldRow(QFormLayout *form, const QString &label, QWidget *field);

// The fields of a binder, by path: what does not depend on the data's type.
class BoundFields
{
public:
    // Fields are children of `parent`, named `prefix` + their path.
    BoundFields(QWidget *parent, QString prefix);

    // Registers a field made elsewhere under `path` (for lookup only).
    void add(const QString &path, QWidget *field);
    // The field of `subject`, or of the longest bound path `subject` starts with
    // ("signature.forward", "fighters" for "fighters[1]"); null when none.
    QWidget *fieldFor(const QString &subject) const;
    // Shows and focuses fieldFor(subject); false when there is none.
    bool focus(const QString &subject) const;
    // The fields in the order they were bound (the Tab order of a form).
    std::vector<QWidget *> widgets() const;

protected:
    ExplainingSpinBox *newSpin(const QString &path, int minimum, int maximum,
                               const QString &toolTip);
    QLineEdit *newLine(const QString &path, int maxLength, const QString &toolTip);
    // Three lines high; Tab moves the focus on.
    QPlainTextEdit *newText(const QString &path, const QString &toolTip);
    // The items' data are their indices 0, 1, ...
    QComboBox *newCombo(const QString &path, const QStringList &items, const QString &toolTip);
    QCheckBox *newCheck(const QString &path, const QString &text, const QString &toolTip);

private:
    QWidget *m_parent;
    QString m_prefix;
    std::vector<std::pair<QString, QWidget *>> m_fields;
};

template<typename Data>
class FieldBinder : public BoundFields
{
public:
    using Change = std::function<void(Data &)>;
    // Pushes `change` as one undo step called `text`; with `merge`, consecutive edits of `path`
    // make one step.
    using Edit = std::function<void(const QString &path, const QString &text, const Change &change,
                                    bool merge)>;

    FieldBinder(QWidget *parent, const QString &prefix, Edit edit)
        : BoundFields(parent, prefix)
        , m_edit(std::move(edit))
    {}

    // A number from `get`, changed by `set`; a value outside the bounds is shown as it is.
    template<typename Get, typename Set>
    ExplainingSpinBox *spin(const QString &path, Get get, Set set, int minimum, int maximum,
                            const QString &undo, const QString &toolTip = {})
    {
        ExplainingSpinBox *box = newSpin(path, minimum, maximum, toolTip);
        QObject::connect(box, &QSpinBox::valueChanged, box,
                         [edit = m_edit, path, undo, set](int value) {
                             edit(
                                 path, undo, [&](Data &d) { set(d, value); }, true);
                         });
        m_refresh.push_back([box, get, minimum, maximum](const Data &d) {
            setValueQuietly(box, get(d), minimum, maximum);
        });
        return box;
    }
    template<typename Number>
    ExplainingSpinBox *spin(const QString &path, Number Data::*member, int minimum, int maximum,
                            const QString &undo, const QString &toolTip = {})
    {
        return spin(
            path, [member](const Data &d) { return int(d.*member); },
            [member](Data &d, int v) { d.*member = Number(v); }, minimum, maximum, undo, toolTip);
    }

    // A choice of `items`; item i stands for the value Enum(i).
    template<typename Enum>
    QComboBox *choice(const QString &path, Enum Data::*member, const QStringList &items,
                      const QString &undo, const QString &toolTip = {})
    {
        QComboBox *box = newCombo(path, items, toolTip);
        QObject::connect(box, &QComboBox::activated, box,
                         [edit = m_edit, path, undo, member, box](int item) {
                             const auto value = Enum(box->itemData(item).toInt());
                             edit(
                                 path, undo, [&](Data &d) { d.*member = value; }, false);
                         });
        m_refresh.push_back(
            [box, member](const Data &d) { setCurrentDataQuietly(box, int(d.*member)); });
        return box;
    }

    // `undoOff` names the step that clears the box, when it differs from `undo`.
    QCheckBox *check(const QString &path, bool Data::*member, const QString &text,
                     const QString &undo, const QString &toolTip = {}, const QString &undoOff = {})
    {
        QCheckBox *box = newCheck(path, text, toolTip);
        QObject::connect(box, &QCheckBox::clicked, box,
                         [edit = m_edit, path, undo, undoOff, member](bool on) {
                             edit(
                                 path, on || undoOff.isEmpty() ? undo : undoOff,
                                 [&](Data &d) { d.*member = on; }, false);
                         });
        m_refresh.push_back([box, member](const Data &d) { setCheckedQuietly(box, d.*member); });
        return box;
    }

    QLineEdit *line(const QString &path, QString Data::*member, int maxLength, const QString &undo,
                    const QString &toolTip = {})
    {
        QLineEdit *edit = newLine(path, maxLength, toolTip);
        QObject::connect(edit, &QLineEdit::textEdited, edit,
                         [push = m_edit, path, undo, member](const QString &text) {
                             push(
                                 path, undo, [&](Data &d) { d.*member = text; }, true);
                         });
        m_refresh.push_back([edit, member](const Data &d) { setTextQuietly(edit, d.*member); });
        return edit;
    }

    QPlainTextEdit *text(const QString &path, QString Data::*member, const QString &undo,
                         const QString &toolTip = {})
    {
        QPlainTextEdit *edit = newText(path, toolTip);
        QObject::connect(edit, &QPlainTextEdit::textChanged, edit,
                         [push = m_edit, path, undo, member, edit] {
                             const QString text = edit->toPlainText();
                             push(
                                 path, undo, [&](Data &d) { d.*member = text; }, true);
                         });
        m_refresh.push_back([edit, member](const Data &d) { setTextQuietly(edit, d.*member); });
        return edit;
    }

    // Shows `data` in every field without a signal.
    void refresh(const Data &data) const
    {
        for (const auto &show : m_refresh)
            show(data);
    }

private:
    Edit m_edit;
    std::vector<std::function<void(const Data &)>> m_refresh;
};

} // namespace fw::app
