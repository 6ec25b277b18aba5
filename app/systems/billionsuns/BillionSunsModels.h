#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <functional>
#include <vector>

namespace fw::app {

class FleetDocument;

// A table model whose rows are rebuilt from the document: replaceRows() resets the model when
// rows come or go (views keep no stale rows), otherwise emits dataChanged for each changed row.
class RowTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

protected:
    template<typename Rows>
    void replaceRows(Rows &rows, Rows fresh)
    {
        if (rows.size() != fresh.size()) {
            beginResetModel();
            rows = std::move(fresh);
            endResetModel();
            return;
        }
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i] == fresh[i])
                continue;
            rows[i] = std::move(fresh[i]);
            Q_EMIT dataChanged(index(int(i), 0), index(int(i), columnCount() - 1));
        }
    }
};

// The roster's battlegroups, one row each, with what is in them: the ships or wings (of at most
// 5), their mass and their credits. The name is editable in place; the rename itself is the
// editor's (an undo command), through the renamer.
class BattlegroupModel final : public RowTableModel
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
};

} // namespace fw::app
