#include "BillionSunsModels.h"

#include "../../document/FleetDocument.h"
#include "BillionSunsEditing.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

#include <map>

namespace fw::app {

using namespace billionsuns;

namespace {

const QColor ErrorColor(0xc0, 0x39, 0x2b);

} // namespace

BattlegroupModel::BattlegroupModel(FleetDocument &document, QObject *parent)
    : KeyedRowModel(parent)
    , m_document(document)
{
    refresh();
    connect(&document, &FleetDocument::settingsChanged, this, &BattlegroupModel::refresh);
    connect(&document, &FleetDocument::shipChanged, this, &BattlegroupModel::refresh);
    connect(&document, &FleetDocument::shipInserted, this, &BattlegroupModel::refresh);
    connect(&document, &FleetDocument::shipRemoved, this, &BattlegroupModel::refresh);
    connect(&document, &FleetDocument::designChanged, this, &BattlegroupModel::refresh);
    connect(&document, &FleetDocument::designRemoved, this, &BattlegroupModel::refresh);
    connect(&document, &FleetDocument::designsReplaced, this, &BattlegroupModel::refresh);
}

void BattlegroupModel::refresh()
{
    const BillionSunsRoster &roster = rosterOf(m_document);
    const BillionSunsSystem &system = systemOf(m_document);
    std::vector<Row> fresh;
    fresh.reserve(roster.battlegroups.size());
    for (const Battlegroup &g : roster.battlegroups) {
        Row row;
        row.name = g.name;
        std::map<QString, int> classes;
        for (std::size_t i = 0; i < m_document.fleet().ships.size(); ++i) {
            const auto &ship = m_document.fleet().shipAs<BillionSunsShip>(i);
            if (ship.battlegroup != g.name)
                continue;
            ++row.ships;
            if (const ShipClass *c = findClass(system.rules(), m_document.fleet(), ship.classId)) {
                row.mass += c->mass;
                row.credits += c->cost;
                ++classes[classDisplayName(*c)];
            } else {
                ++classes[ship.classId];
            }
        }
        for (const auto &[name, count] : classes)
            row.contents << tr("%1 × %2").arg(count).arg(name);
        fresh.push_back(std::move(row));
    }
    syncRowsByKey(m_rows, m_ids, std::move(fresh), [](const Row &row) { return row.name; });
}

int BattlegroupModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BattlegroupModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BattlegroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Battlegroup");
        case ShipsColumn:
            return tr("Ships");
        case MassColumn:
            return tr("Mass");
        case CreditsColumn:
            return tr("Credits");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ShipsColumn:
            return tr("Ships or wings in the battlegroup. A Billion Suns, jump phase: at most %1 "
                      "ships or wings per battlegroup.")
                .arg(MaxBattlegroupSize);
        case MassColumn:
            return tr("The total mass (m) of the battlegroup's ships; wings have mass 0.");
        case CreditsColumn:
            return tr(
                "A Billion Suns, profit: the credits the battlegroup costs when it jumps in.");
        default:
            return {};
        }
    }
    return {};
}

Qt::ItemFlags BattlegroupModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant BattlegroupModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(std::size_t(index.row()));
    if (role == ShipCountRole)
        return row.ships;
    if (role == SubjectRole)
        return QStringLiteral("battlegroups[%1]").arg(index.row());
    const bool tooMany = row.ships > MaxBattlegroupSize;
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return row.name.trimmed().isEmpty() ? tr("(no name)") : row.name;
        if (role == Qt::EditRole)
            return row.name;
        if (role == Qt::FontRole && row.name.trimmed().isEmpty()) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        if (role == Qt::ToolTipRole) {
            return row.contents.isEmpty()
                       ? tr("%1: no ships or wings yet").arg(row.name)
                       : tr("%1: %2").arg(row.name, row.contents.join(QLatin1String(", ")));
        }
        return {};
    case ShipsColumn:
        if (role == Qt::DisplayRole)
            return tr("%1 of %2").arg(row.ships).arg(MaxBattlegroupSize);
        if (role == Qt::ForegroundRole && (tooMany || row.ships == 0))
            return QBrush(ErrorColor);
        if (role == Qt::ToolTipRole) {
            if (tooMany)
                return tr("Too many. A Billion Suns, jump phase: at most %1 ships or wings per "
                          "battlegroup.")
                    .arg(MaxBattlegroupSize);
            if (row.ships == 0)
                return tr("Empty: a battlegroup jumps in as a group, so it needs at least one "
                          "ship or wing (A Billion Suns, jump phase).");
            return tr("A Billion Suns, jump phase: at most %1 ships or wings per battlegroup.")
                .arg(MaxBattlegroupSize);
        }
        break;
    case MassColumn:
        if (role == Qt::DisplayRole)
            return row.mass;
        break;
    case CreditsColumn:
        if (role == Qt::DisplayRole)
            return row.credits;
        break;
    default:
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

bool BattlegroupModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || index.column() != NameColumn || !m_renamer)
        return false;
    const QString name = value.toString();
    if (name == m_rows.at(std::size_t(index.row())).name)
        return true;
    // The rename is a command; the document's change refreshes the row.
    return m_renamer(index.row(), name);
}

} // namespace fw::app
