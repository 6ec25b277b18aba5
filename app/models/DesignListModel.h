#pragma once

#include "KeyedRowModel.h"

#include <validators/Issue.h>

#include <optional>

#include <vector>

namespace fw::app {

class FleetDocument;

// The fleet's designs as a list beside the ships: name, id and the ships that use it. Rows are
// keyed by the design's id (see KeyedRowModel), so a view keeps its selection through adds,
// removals, undo and redo.
class DesignListModel : public KeyedRowModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, IdColumn, ShipsColumn, ColumnCount };

    explicit DesignListModel(FleetDocument &document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void refresh();

private:
    struct Row
    {
        QString id;
        QString name;
        int ships = 0;
        std::optional<validators::Severity> worst; // of its errors and warnings
        bool operator==(const Row &other) const = default;
    };

    FleetDocument &m_document;
    std::vector<Row> m_rows;
    std::vector<RowId> m_ids;
};

} // namespace fw::app
