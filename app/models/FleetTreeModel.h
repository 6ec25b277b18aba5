#pragma once

#include "../systems/SystemUi.h"

#include <QAbstractItemModel>

namespace fw::app {

class FleetDocument;

// The fleet as a tree: ships, or groups (battlegroups) holding ships. Columns: name, class, cost.
// The layout follows the document: a change of a ship updates its row, a change of the layout
// (ships added, removed, moved between groups) resets the model.
class FleetTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ClassColumn, CostColumn, ColumnCount };
    enum Role {
        ShipIndexRole = Qt::UserRole + 1, // int: the ship's index in the fleet, -1 for a group
        SubjectRole,                      // QString: "ships[3]" or a group's subject
    };

    FleetTreeModel(FleetDocument &document, const SystemUi &ui, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    QModelIndex indexOfShip(int ship) const;
    // The group an item is or belongs to; null for a flat list or an invalid index.
    const ShipGroup *groupAt(const QModelIndex &index) const;
    bool hasGroups() const { return !m_groups.empty(); }
    int shipCount() const { return int(m_rows.size()); }

private:
    void refresh();

    struct Row
    {
        QString name;
        QString className;
        int cost = 0;
        bool error = false;
    };

    FleetDocument &m_document;
    const SystemUi &m_ui;
    std::vector<ShipGroup> m_groups; // empty: a flat list of ships
    std::vector<Row> m_rows;         // one per ship, as of the last refresh
};

} // namespace fw::app
