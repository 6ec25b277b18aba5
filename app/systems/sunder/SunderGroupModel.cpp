#include "SunderGroupModel.h"

#include "../../document/FleetDocument.h"
#include "SunderEditing.h"

namespace fw::app {

using namespace sunder;

SunderGroupModel::SunderGroupModel(FleetDocument &document, QObject *parent)
    : KeyedRowModel(parent)
    , m_document(document)
{
    refresh();
    connect(&document, &FleetDocument::settingsChanged, this, &SunderGroupModel::refresh);
    connect(&document, &FleetDocument::shipChanged, this, &SunderGroupModel::refresh);
    connect(&document, &FleetDocument::shipInserted, this, &SunderGroupModel::refresh);
    connect(&document, &FleetDocument::shipRemoved, this, &SunderGroupModel::refresh);
}

void SunderGroupModel::refresh()
{
    const model::Fleet &fleet = m_document.fleet();
    const auto &settings = fleet.settingsAs<SunderFleetSettings>();
    std::vector<Row> fresh;
    fresh.reserve(settings.groups.size());
    for (const SunderGroup &g : settings.groups)
        fresh.push_back({g.name, int(g.kind), 0});
    // Ships count in the first group of their name, as the validator and the tree find it.
    const QHash<QString, int> index = settings.groupIndex();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const int g = index.value(fleet.shipAs<SunderShip>(i).group, -1);
        if (g >= 0 && !fleet.shipAs<SunderShip>(i).group.isEmpty())
            ++fresh[std::size_t(g)].ships;
    }
    syncRowsByKey(m_rows, m_ids, std::move(fresh), [](const Row &row) { return row.name; });
}

int SunderGroupModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SunderGroupModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SunderGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Group");
    case KindColumn:
        return tr("Kind");
    case ShipsColumn:
        return tr("Ships");
    default:
        return {};
    }
}

Qt::ItemFlags SunderGroupModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant SunderGroupModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn:
            return row.name;
        case KindColumn:
            return model::sunder::groupKindName(GroupKind(row.kind));
        case ShipsColumn:
            return row.ships;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == ShipsColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

bool SunderGroupModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != NameColumn || !m_renamer)
        return false;
    return m_renamer(index.row(), value.toString());
}

} // namespace fw::app
