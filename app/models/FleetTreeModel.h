#pragma once

#include "../systems/SystemUi.h"

#include <validators/Issue.h>

#include <QAbstractItemModel>

#include <optional>

#include <optional>

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

    // Dragging ships: a ship moves to where it is dropped, between ships or into another group
    // (when the game lets the player change its groups), in one undo step.
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;
    // Moves ship `ship` to row `row` below `parent` (a group, or the root of a flat list; -1: at
    // its end), or to the place of the ship `parent` names, as a drop does. False when that is
    // where it is or where it cannot go.
    bool moveShipTo(int ship, const QModelIndex &parent, int row);

    QModelIndex indexOfShip(int ship) const;
    // The group an item is or belongs to; null for a flat list or an invalid index.
    const ShipGroup *groupAt(const QModelIndex &index) const;
    bool hasGroups() const { return !m_groups.empty(); }
    int shipCount() const { return int(m_rows.size()); }

Q_SIGNALS:
    // A ship was dragged to fleet index `index`.
    void shipDropped(int index);

private:
    void refresh();
    // Where a drop at (parent, row) puts a ship: the group (or -1 for a flat list) and the fleet
    // index of the ship it goes before (the fleet's size, or -1 after the group's last ship).
    struct Target
    {
        int group = -1;
        int before = -1;
        int after = -1; // the group's last ship, when it goes at the group's end
    };
    std::optional<Target> targetOf(const QModelIndex &parent, int row) const;
    int shipOfMime(const QMimeData *data) const;

    struct Row
    {
        QString name;
        QString className;
        qint64 cost = 0;
        std::optional<validators::Severity> worst; // of its errors and warnings
        bool flagship = false;
    };

    FleetDocument &m_document;
    const SystemUi &m_ui;
    std::vector<ShipGroup> m_groups; // empty: a flat list of ships
    std::vector<Row> m_rows;         // one per ship, as of the last refresh
};

} // namespace fw::app
