#pragma once

#include "../../models/KeyedRowModel.h"

#include <functional>
#include <vector>

namespace fw::app {

class FleetDocument;

// The fleet's squadrons, flights and wings, one row each: name, kind and the ships in it. The
// name is editable in place; the rename itself is the editor's (an undo command), through the
// renamer.
class SunderGroupModel final : public KeyedRowModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, ShipsColumn, ColumnCount };
    // Renames group `row`; false when the name is refused.
    using Renamer = std::function<bool(int row, const QString &name)>;

    explicit SunderGroupModel(FleetDocument &document, QObject *parent = nullptr);
    void setRenamer(Renamer renamer) { m_renamer = std::move(renamer); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // Follows the document; called on every change of the settings or the ships.
    void refresh();

private:
    struct Row
    {
        QString name;
        int kind = 0;
        int ships = 0;
        bool operator==(const Row &other) const = default;
    };

    FleetDocument &m_document;
    Renamer m_renamer;
    std::vector<Row> m_rows;
    std::vector<RowId> m_ids; // keyed by name (see KeyedRowModel)
};

} // namespace fw::app
