#pragma once

#include "../../models/KeyedRowModel.h"

#include <QStringList>

#include <functional>
#include <vector>

namespace fw::app {

class FleetDocument;

// The roster's battlegroups, one row each, with what is in them: the ships or wings (of at most
// 5), their mass and their credits. The name is editable in place; the rename itself is the
// editor's (an undo command), through the renamer.
class BattlegroupModel final : public KeyedRowModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ShipsColumn, MassColumn, CreditsColumn, ColumnCount };
    enum Role {
        ShipCountRole = Qt::UserRole + 1, // int: ships or wings in the battlegroup
        SubjectRole,                      // QString: "battlegroups[2]"
    };
    // Renames battlegroup `row`; false when the name is refused.
    using Renamer = std::function<bool(int row, const QString &name)>;

    explicit BattlegroupModel(FleetDocument &document, QObject *parent = nullptr);
    void setRenamer(Renamer renamer) { m_renamer = std::move(renamer); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // Follows the document; called on every change of the roster or its ships.
    void refresh();

private:
    struct Row
    {
        QString name;
        int ships = 0;
        int mass = 0;
        int credits = 0;
        QStringList contents; // "2 × Frigate"
        bool operator==(const Row &other) const = default;
    };

    FleetDocument &m_document;
    Renamer m_renamer;
    std::vector<Row> m_rows;
    std::vector<RowId> m_ids; // keyed by name (see KeyedRowModel)
};

} // namespace fw::app
