#include "DesignListModel.h"

#include "../document/FleetDocument.h"

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
        rows.push_back({design->id(), design->name(), ships.value(design->id()), false});
    const model::JsonPath designs = model::JsonPath().key(m_document.system().designsKey());
    for (const validators::Issue &issue : m_document.issues()) {
        if (issue.severity != validators::Severity::Error)
            continue;
        if (const auto at = model::JsonPath(issue.subject).indexAfter(designs);
            at && *at < rows.size())
            rows[*at].error = true;
    }
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
        if (index.column() == NameColumn && r.error)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
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
