#pragma once

#include "../../models/KeyedRowModel.h"
#include "TalonEditing.h"

#include <QPixmap>

#include <functional>
#include <optional>

namespace fw::app {
class FleetDocument;
}

namespace fw::app::talon {

// The counters a fleet may pick, one row each: the built-in ones, then the fleet's custom designs,
// only the fleet's faction's when it has one. Columns: a picture of the counter's display, class
// code, name, faction, SP, ships of it in the fleet, and the player's counter mix (how many
// counters of the class they own; empty = no limit), which is editable.
class TalonCounterModel final : public KeyedRowModel
{
    Q_OBJECT

public:
    enum Column {
        PictureColumn,
        ClassColumn,
        NameColumn,
        FactionColumn,
        SpColumn,
        InFleetColumn,
        OwnedColumn,
        ColumnCount
    };
    static constexpr int PictureSize = 64;

    explicit TalonCounterModel(FleetDocument &document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    // The counter id of `row`, or an empty string.
    QString idAt(int row) const;
    int rowOf(const QString &id) const;
    // The custom design `row` shows, or -1 for a built-in counter.
    int designAt(int row) const;
    // Sets the owned count of a class (nullopt: no limit), one undo step; set by the editor.
    std::function<void(const QString &id, std::optional<int> owned)> setOwned;

    void refresh();

private:
    struct Row
    {
        TalonCounter counter;
        int design = -1;
        int inFleet = 0;
        std::optional<int> owned;
        QPixmap picture;
        bool operator==(const Row &other) const
        {
            return counter == other.counter && design == other.design && inFleet == other.inFleet
                   && owned == other.owned;
        }
    };

    FleetDocument &m_document;
    std::vector<Row> m_rows;
    std::vector<RowId> m_ids;
};

} // namespace fw::app::talon
