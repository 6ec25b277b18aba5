#include "DesignListModel.h"

#include "../document/FleetDocument.h"
#include "IssuesModel.h"

#include <model/core/JsonPath.h>
#include <model/systems/GameSystem.h>

#include <QApplication>
#include <QHash>
#include <QStyle>

namespace fw::app {

DesignListModel::DesignListModel(FleetDocument &document, QObject *parent)
    : KeyedRowModel(parent)
    , m_document(document)
{
    refresh();
    for (auto signal : {&FleetDocument::designInserted, &FleetDocument::designRemoved,
                        &FleetDocument::designChanged})
        connect(&document, signal, this, &DesignListModel::refresh);
    connect(&document, &FleetDocument::designsReplaced, this, &DesignListModel::refresh);
    connect(&document, &FleetDocument::analysisUpdated, this, &DesignListModel::refresh);
}

// Names, ids, the ships of each design and error markers.
void DesignListModel::refresh()
{
    const model::Fleet &fleet = m_document.fleet();
    QHash<QString, int> ships;
    for (const auto &ship : fleet.ships)
        ++ships[ship->classId];
    std::vector<Row> rows;
    rows.reserve(fleet.designs.size());
    for (const auto &design : fleet.designs)
        rows.push_back({design->id(), design->name(), ships.value(design->id()), {}});
    const auto worst = worstSeverities(
        m_document.issues(), model::JsonPath().key(m_document.system().designsKey()), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].worst = worst[i];
    syncRowsByKey(m_rows, m_ids, std::move(rows), [](const Row &row) { return row.id; });
}

int DesignListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DesignListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DesignListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return r.name.isEmpty() ? tr("(unnamed)") : r.name;
        if (index.column() == IdColumn)
            return r.id;
        if (index.column() == ShipsColumn)
            return r.ships;
        return {};
    case Qt::ToolTipRole:
        return tr("%1 (id “%2”): %n ship(s) of the fleet use it.", nullptr, r.ships)
            .arg(r.name, r.id);
    case Qt::DecorationRole:
        if (index.column() == NameColumn && r.worst)
            return severityIcon(*r.worst);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == ShipsColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant DesignListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Design");
    case IdColumn:
        return tr("ID");
    case ShipsColumn:
        return tr("Ships");
    default:
        return {};
    }
}

} // namespace fw::app
