#pragma once

// A grid of bound fields by entries: a table with an entry of a list (a speed of a power curve, a
// damage track, a fighter flight) in each column or each row, and a field of the entry in each
// row or column. Every cell is a widget named after its path ("powerCurve[1].ap"), refreshed
// quietly from the data; each change the player makes is one undo step whose merge key is that
// path. Buttons below change the list. A game's grid is a configuration of it.

#include <QPushButton>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <vector>

class QTableWidget;

namespace fw::app {

// Makes `table` exactly as high as its header and rows, and room for its horizontal scroll bar
// when `scrollBar`: the page scrolls, not the table.
void fitHeightToRows(QTableWidget *table, bool scrollBar = false);

// What a field of a grid is, whatever the data.
struct CellField
{
    // A Label shows getText and takes no input.
    enum class Kind { Spin, Check, Radio, Choice, Text, Label };
    QString key; // "ap"
    QString label;
    QString toolTip;
    Kind kind = Kind::Spin;
    int minimum = 0;
    int maximum = 99;       // a spin box's top, a text's longest
    QString special = {};   // a spin box's text at its minimum ("—": none)
    QStringList items = {}; // a choice's items; their data are their indices
    QString undo
        = {}; // the undo step's text ("Change <label>" when empty); a %n in it: the entry's number
};

// The widgets of a grid, which know no data.
class CellTable : public QWidget
{
    Q_OBJECT

public:
    // Entries as the table's columns (Across) or as its rows (Down).
    enum class Entries { Across, Down };

    CellTable(const QString &name, Entries entries, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    int entryCount() const { return m_entries; }
    // The cell of `entry` for `key` (the button of a check or radio cell), or null.
    QWidget *cell(int entry, const QString &key) const;
    // The cells in the table's reading order, then the buttons: the order Tab visits them.
    std::vector<QWidget *> tabWidgets() const;
    QPushButton *button(int index) const { return m_buttons.at(std::size_t(index)); }

    // A cell's name from its entry and key; by default "<name>[entry].key".
    std::function<QString(int entry, const QString &key)> cellName;

protected:
    // Makes the cells anew when the number of entries or the fields' keys change.
    void layOut(const std::vector<const CellField *> &fields, int entries);
    void setEntryHeader(int entry, const QString &text);
    // Shows a cell's value without a signal: a number, a choice's index, a box ticked, a text.
    void showValue(int field, int entry, int value);
    void showText(int field, int entry, const QString &text);
    QPushButton *addButton(const QString &text, const char *name, const QString &toolTip);
    // The player changed a cell: its path, and the value (or text) typed.
    virtual void cellEdited(int field, int entry, const QString &path, int value,
                            const QString &text)
        = 0;
    QString undoText(int field, int entry) const;

private:
    QWidget *makeCell(int field, int entry);
    // A cell that gets the focus makes its entry the table's current one.
    bool eventFilter(QObject *watched, QEvent *event) override;
    QWidget *cellAt(int field, int entry) const;

    QString m_name;
    Entries m_across;
    QTableWidget *m_table = nullptr;
    std::vector<const CellField *> m_fields;
    QStringList m_keys;
    std::vector<QPushButton *> m_buttons;
    int m_entries = -1;
};

// A grid of the entries of a list in `Data`, each cell bound by path.
template<typename Data>
class CellGrid final : public CellTable
{
public:
    struct Field : CellField
    {
        std::function<int(const Data &, int entry)> get;
        std::function<void(Data &, int entry, int value)> set;
        // A text cell's value.
        std::function<QString(const Data &, int entry)> getText = {};
        std::function<void(Data &, int entry, const QString &text)> setText = {};
        // Called with the cell after its value is shown: its style, its tool tip.
        std::function<void(QWidget *cell, const Data &, int entry)> decorate = {};
    };
    // A button below: `apply` changes the list in one step called `undo`.
    struct Action
    {
        QString text;
        const char *name;
        QString toolTip;
        QString undo;
        std::function<bool(const Data &)> enabled;
        std::function<void(Data &)> apply;
    };
    using Edit = std::function<void(const QString &path, const QString &text,
                                    const std::function<void(Data &)> &change, bool merge)>;

    CellGrid(const QString &name, Entries entries, Edit edit, QWidget *parent = nullptr)
        : CellTable(name, entries, parent)
        , m_edit(std::move(edit))
        , m_name(name)
    {}

    // How many entries the data has, and each entry's header (none: no headers).
    std::function<int(const Data &)> count;
    std::function<QString(const Data &, int entry)> header;

    // The fields; the cells are made anew when their keys change (a weapon added).
    // The first fields lay out an empty grid, whose sections can then be sized.
    void setFields(std::vector<Field> fields)
    {
        m_fields = std::move(fields);
        if (entryCount() < 0)
            refresh(nullptr);
    }
    void addAction(Action action)
    {
        QPushButton *b = addButton(action.text, action.name, action.toolTip);
        QObject::connect(b, &QPushButton::clicked, this, [this, a = m_actions.size()] {
            m_edit(m_name, m_actions[a].undo, m_actions[a].apply, false);
        });
        m_actions.push_back(std::move(action));
    }

    // Shows `shown` (null: nothing).
    void refresh(const Data *shown)
    {
        std::vector<const CellField *> fields;
        for (const Field &f : m_fields)
            fields.push_back(&f);
        const int entries = shown ? count(*shown) : 0;
        layOut(fields, entries);
        for (int e = 0; e < entries; ++e) {
            if (header)
                setEntryHeader(e, header(*shown, e));
            for (int f = 0; f < int(m_fields.size()); ++f) {
                const Field &field = m_fields[std::size_t(f)];
                if (field.getText)
                    showText(f, e, field.getText(*shown, e));
                else
                    showValue(f, e, field.get(*shown, e));
                if (field.decorate)
                    field.decorate(cell(e, field.key), *shown, e);
            }
        }
        for (std::size_t a = 0; a < m_actions.size(); ++a)
            button(int(a))->setEnabled(shown && m_actions[a].enabled(*shown));
    }

private:
    void cellEdited(int field, int entry, const QString &path, int value,
                    const QString &text) override
    {
        const Field &f = m_fields[std::size_t(field)];
        const bool merge = f.kind == CellField::Kind::Spin || f.kind == CellField::Kind::Text;
        m_edit(
            path, undoText(field, entry),
            [&](Data &d) {
                if (entry >= count(d))
                    return;
                if (f.kind == CellField::Kind::Text)
                    f.setText(d, entry, text);
                else
                    f.set(d, entry, value);
            },
            merge);
    }

    Edit m_edit;
    QString m_name;
    std::vector<Field> m_fields;
    std::vector<Action> m_actions;
};

} // namespace fw::app
