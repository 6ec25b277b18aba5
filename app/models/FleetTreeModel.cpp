#include "FleetTreeModel.h"

#include <model/core/JsonPath.h>

#include "../document/FleetDocument.h"

#include <model/systems/GameSystem.h>

#include <QApplication>
#include <QStyle>

namespace fw::app {

namespace {
// Internal ids: 0 for a top-level row, g + 1 for the ships of group g.
constexpr quintptr TopLevel = 0;
} // namespace

FleetTreeModel::FleetTreeModel(FleetDocument &document, const SystemUi &ui, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
    , m_ui(ui)
{
    refresh();
    // Structural changes update the layout at once, so views never see rows that are gone.
    connect(&document, &FleetDocument::shipChanged, this, &FleetTreeModel::refresh);
    connect(&document, &FleetDocument::shipInserted, this, &FleetTreeModel::refresh);
    connect(&document, &FleetDocument::shipRemoved, this, &FleetTreeModel::refresh);
    connect(&document, &FleetDocument::shipMoved, this, &FleetTreeModel::refresh);
    connect(&document, &FleetDocument::settingsChanged, this, &FleetTreeModel::refresh);
    connect(&document, &FleetDocument::analysisUpdated, this, &FleetTreeModel::refresh);
}

void FleetTreeModel::refresh()
{
    std::vector<ShipGroup> groups = m_ui.groups(m_document.fleet());
    const model::FleetReport &report = m_document.report();
    std::vector<Row> rows;
    rows.reserve(report.ships.size());
    for (const model::ShipReport &r : report.ships)
        rows.push_back({r.name, r.className, r.cost.total(), false});
    const model::JsonPath ships = model::JsonPath().key("ships");
    for (const validators::Issue &issue : m_document.issues()) {
        if (issue.severity != validators::Severity::Error)
            continue;
        const std::optional<std::size_t> ship = model::JsonPath(issue.subject).indexAfter(ships);
        if (ship && *ship < rows.size())
            rows[*ship].error = true;
    }
    if (rows.size() != m_rows.size() || groups != m_groups) {
        beginResetModel();
        m_groups = std::move(groups);
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    m_rows = std::move(rows);
    // Same layout: names, classes, costs and issue markers may have changed.
    const auto changed = [this](const QModelIndex &parent) {
        const int count = rowCount(parent);
        if (count > 0)
            Q_EMIT dataChanged(index(0, 0, parent), index(count - 1, ColumnCount - 1, parent));
    };
    changed({});
    for (int g = 0; g < int(m_groups.size()); ++g)
        changed(index(g, 0));
}

const ShipGroup *FleetTreeModel::groupAt(const QModelIndex &index) const
{
    if (!index.isValid() || m_groups.empty())
        return nullptr;
    const quintptr group
        = index.internalId() == TopLevel ? quintptr(index.row()) : index.internalId() - 1;
    return group < m_groups.size() ? &m_groups[group] : nullptr;
}

QModelIndex FleetTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, TopLevel);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex FleetTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, TopLevel);
}

int FleetTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_groups.empty() ? int(m_rows.size()) : int(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != TopLevel || m_groups.empty())
        return 0;
    return int(m_groups.at(std::size_t(parent.row())).ships.size());
}

int FleetTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FleetTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ClassColumn:
        return tr("Class");
    case CostColumn:
        return m_document.system().pointsUnit();
    default:
        return {};
    }
}

QVariant FleetTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const bool groupRow = !m_groups.empty() && index.internalId() == TopLevel;
    if (groupRow) {
        const ShipGroup &g = m_groups.at(std::size_t(index.row()));
        if (role == ShipIndexRole)
            return -1;
        if (role == SubjectRole)
            return g.subject;
        if (role == Qt::DisplayRole) {
            if (index.column() == NameColumn)
                return g.name.isEmpty() ? tr("(no group)") : g.name;
            if (index.column() == CostColumn) {
                int cost = 0;
                for (int s : g.ships)
                    cost += m_rows.at(std::size_t(s)).cost;
                return cost;
            }
        }
        if (role == Qt::TextAlignmentRole && index.column() == CostColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::FontRole && index.column() == NameColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }

    const int ship
        = m_groups.empty()
              ? index.row()
              : m_groups.at(std::size_t(index.internalId() - 1)).ships.at(std::size_t(index.row()));
    if (role == ShipIndexRole)
        return ship;
    if (role == SubjectRole)
        return QStringLiteral("ships[%1]").arg(ship);
    const Row &r = m_rows.at(std::size_t(ship));
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return r.name.isEmpty() ? tr("(unnamed)") : r.name;
        if (index.column() == ClassColumn)
            return r.className;
        if (index.column() == CostColumn)
            return r.cost;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == CostColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DecorationRole:
        if (index.column() == NameColumn && r.error)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        return {};
    case Qt::ToolTipRole:
        return r.error ? tr("%1 breaks a rule: see the issues").arg(r.name) : r.name;
    default:
        return {};
    }
}

QModelIndex FleetTreeModel::indexOfShip(int ship) const
{
    if (m_groups.empty())
        return ship >= 0 && ship < int(m_rows.size()) ? index(ship, 0) : QModelIndex();
    for (int g = 0; g < int(m_groups.size()); ++g) {
        const auto &ships = m_groups[std::size_t(g)].ships;
        const auto it = std::find(ships.begin(), ships.end(), ship);
        if (it != ships.end())
            return index(int(it - ships.begin()), 0, index(g, 0));
    }
    return {};
}

} // namespace fw::app
