#include "FleetTreeModel.h"

#include <model/core/JsonPath.h>

#include "../commands/FleetCommands.h"
#include "../document/FleetDocument.h"
#include "IssuesModel.h"

#include <model/systems/GameSystem.h>

#include <QApplication>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>
#include <QPolygonF>
#include <QStyle>
#include <QUndoStack>

#include <cmath>
#include <numbers>

namespace fw::app {

namespace {
// Internal ids: 0 for a top-level row, g + 1 for the ships of group g.
constexpr quintptr TopLevel = 0;
// A dragged ship: "<document address> <ship index>", so that a drop into another window's tree is
// refused.
const QString ShipMime = QStringLiteral("application/x-fleetwright-ship");
// A gold five-pointed star, the size of the issue icons: the flagship's mark.
QIcon flagshipIcon()
{
    static const QIcon icon = [] {
        const int size = QApplication::style()->pixelMetric(QStyle::PM_SmallIconSize);
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        QPolygonF star;
        for (int k = 0; k < 10; ++k) {
            const double radius = (k % 2 == 0 ? 0.48 : 0.2) * size;
            const double angle = -std::numbers::pi / 2 + k * std::numbers::pi / 5;
            star << QPointF(size / 2.0 + radius * std::cos(angle),
                            size / 2.0 + radius * std::sin(angle) + 0.04 * size);
        }
        painter.setPen(QPen(QColor(0x9a, 0x67, 0x00), 1));
        painter.setBrush(QColor(0xf1, 0xc4, 0x0f));
        painter.drawPolygon(star);
        return QIcon(pixmap);
    }();
    return icon;
}

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
        rows.push_back({r.name, r.className, r.cost.total(), {}, false});
    const auto worst
        = worstSeverities(m_document.issues(), model::JsonPath().key("ships"), rows.size());
    const model::Fleet &fleet = m_document.fleet();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        rows[i].worst = worst[i];
        rows[i].flagship = i < fleet.ships.size() && m_ui.isFlagship(*fleet.ships[i]);
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
                qint64 cost = 0;
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
        // An issue first; else the flagship's star.
        if (index.column() == NameColumn && r.worst)
            return severityIcon(*r.worst);
        if (index.column() == NameColumn && r.flagship)
            return flagshipIcon();
        return {};
    case Qt::ToolTipRole: {
        // The name and class whole, however narrow the list (it may hide the class column).
        QString named = r.className.isEmpty()
                            ? r.name
                            : tr("%1 (%2)", "a ship and its class").arg(r.name, r.className);
        if (r.flagship)
            named = tr("%1, the flagship").arg(named);
        if (!r.worst)
            return named;
        return *r.worst == validators::Severity::Error
                   ? tr("%1 breaks a rule: see the issues").arg(named)
                   : tr("%1 has a warning: see the issues").arg(named);
    }
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

Qt::ItemFlags FleetTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return m_groups.empty() ? Qt::ItemIsDropEnabled : Qt::NoItemFlags;
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    const bool groupRow = !m_groups.empty() && index.internalId() == TopLevel;
    if (!groupRow)
        return flags | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
    return m_groups.at(std::size_t(index.row())).takesNewShips ? flags | Qt::ItemIsDropEnabled
                                                               : flags;
}

Qt::DropActions FleetTreeModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList FleetTreeModel::mimeTypes() const
{
    return {ShipMime};
}

QMimeData *FleetTreeModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &index : indexes) {
        const int ship = index.data(ShipIndexRole).toInt();
        if (index.isValid() && ship >= 0) {
            auto *data = new QMimeData;
            data->setData(ShipMime,
                          QStringLiteral("%1 %2").arg(quintptr(&m_document)).arg(ship).toLatin1());
            return data;
        }
    }
    return nullptr;
}

int FleetTreeModel::shipOfMime(const QMimeData *data) const
{
    if (!data || !data->hasFormat(ShipMime))
        return -1;
    const QList<QByteArray> parts = data->data(ShipMime).split(' ');
    if (parts.size() != 2 || parts[0].toULongLong() != quintptr(&m_document))
        return -1;
    bool ok = false;
    const int ship = parts[1].toInt(&ok);
    return ok && ship >= 0 && ship < int(m_rows.size()) ? ship : -1;
}

std::optional<FleetTreeModel::Target> FleetTreeModel::targetOf(const QModelIndex &parent,
                                                               int row) const
{
    if (m_groups.empty()) {
        if (parent.isValid()) // on a ship: to its place
            return Target{-1, parent.row(), -1};
        const int count = int(m_rows.size());
        return Target{-1, row < 0 || row > count ? count : row, -1};
    }
    if (!parent.isValid())
        return std::nullopt;               // between groups
    if (parent.internalId() != TopLevel) { // on a ship of a group: to its place
        const int group = int(parent.internalId() - 1);
        return Target{group, m_groups.at(std::size_t(group)).ships.at(std::size_t(parent.row())),
                      -1};
    }
    const std::vector<int> &ships = m_groups.at(std::size_t(parent.row())).ships;
    if (row >= 0 && row < int(ships.size()))
        return Target{parent.row(), ships[std::size_t(row)], -1};
    return Target{parent.row(), -1, ships.empty() ? -1 : ships.back()};
}

bool FleetTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int,
                                     const QModelIndex &parent) const
{
    return action == Qt::MoveAction && shipOfMime(data) >= 0 && targetOf(parent, row);
}

bool FleetTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int,
                                  const QModelIndex &parent)
{
    const int ship = shipOfMime(data);
    return action == Qt::MoveAction && ship >= 0 && moveShipTo(ship, parent, row);
}

bool FleetTreeModel::moveShipTo(int ship, const QModelIndex &parent, int row)
{
    const std::optional<Target> target = targetOf(parent, row);
    if (!target || ship < 0 || ship >= int(m_rows.size()))
        return false;
    // The fleet index the ship ends up at, once taken out of its place.
    int to = ship;
    if (target->before >= 0)
        to = target->before > ship ? target->before - 1 : target->before;
    else if (target->after >= 0)
        to = target->after >= ship ? target->after : target->after + 1;
    const model::ShipDesign &current = *m_document.fleet().ships.at(std::size_t(ship));
    std::unique_ptr<model::ShipDesign> regrouped;
    QString text = tr("Move ship “%1”").arg(current.name);
    if (target->group >= 0) {
        const ShipGroup &group = m_groups[std::size_t(target->group)];
        const bool member
            = std::find(group.ships.begin(), group.ships.end(), ship) != group.ships.end();
        if (!member) {
            regrouped = current.clone();
            if (!group.takesNewShips || !m_ui.setShipGroup(*regrouped, group.key))
                return false;
            text = tr("Move ship “%1” to %2").arg(current.name, group.name);
        }
    }
    if (!regrouped && to == ship)
        return false;
    auto *command = new QUndoCommand(text);
    if (regrouped)
        new EditShipCommand(&m_document, ship, std::move(regrouped), text, -1, command);
    if (to != ship)
        new MoveShipCommand(&m_document, ship, to, text, command);
    m_document.undoStack()->push(command);
    Q_EMIT shipDropped(to);
    return true;
}

} // namespace fw::app
