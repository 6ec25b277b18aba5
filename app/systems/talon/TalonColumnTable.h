#pragma once

#include "TalonEditing.h"

#include <QWidget>

class QPushButton;
class QTableWidget;

namespace fw::app::talon {

// A part of the counter as a table with one column per entry of a list (the power curve's speeds,
// the hull boxes in damage order) and one row per field of an entry: a spin box, a check box or
// a radio button (one entry of the list checked). Every cell widget is named after its path
// ("powerCurve[1].ap"); buttons below add and remove entries. Each change is one undo step.
class TalonColumnTable final : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { Spin, Check, Radio };
    struct Field
    {
        QString key; // "ap": the cell of entry n is "<list>[n].ap"
        QString label;
        QString toolTip;
        Kind kind = Kind::Spin;
        int minimum = 0;
        int maximum = 99;
        QString special; // a spin box's text at its minimum ("—": none)
        std::function<int(const TalonCounter &, int entry)> get;
        std::function<void(TalonCounter &, int entry, int value)> set;
    };
    struct Action
    {
        QString text;
        const char *name;
        QString toolTip;
        QString undoText;
        std::function<bool(const TalonCounter &)> enabled;
        std::function<void(TalonCounter &)> apply;
    };

    TalonColumnTable(DesignAccess<TalonCounter> &access, QString list, std::vector<Field> fields,
                     std::vector<Action> actions, QWidget *parent = nullptr);

    // How many entries a counter has, and each column's header.
    std::function<int(const TalonCounter &)> count;
    std::function<QString(const TalonCounter &, int entry)> header;

    void refresh();
    // The cell of `entry` for `key`, or null.
    QWidget *cell(int entry, const QString &key) const;
    QTableWidget *table() const { return m_table; }
    QPushButton *button(int action) const { return m_buttons.at(std::size_t(action)); }
    // The cells row by row, entry by entry, then the buttons: the order Tab visits them.
    std::vector<QWidget *> tabWidgets() const;

private:
    void rebuild(int entries);
    QWidget *makeCell(int row, int entry);

    DesignAccess<TalonCounter> &m_access;
    QString m_list;
    std::vector<Field> m_fields;
    std::vector<Action> m_actions;
    std::vector<QPushButton *> m_buttons;
    QTableWidget *m_table = nullptr;
    int m_entries = -1;
};

} // namespace fw::app::talon
