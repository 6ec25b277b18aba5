#include "TalonCounterModel.h"

#include "../../document/FleetDocument.h"
#include "TalonCounterPicture.h"

#include <model/systems/talon/TalonSystem.h>

#include <QFont>
#include <QGuiApplication>
#include <QHash>

namespace fw::app::talon {

TalonCounterModel::TalonCounterModel(FleetDocument &document, QObject *parent)
    : KeyedRowModel(parent)
    , m_document(document)
{
    refresh();
}

int TalonCounterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TalonCounterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void TalonCounterModel::refresh()
{
    const model::Fleet &fleet = m_document.fleet();
    const auto &settings = fleet.settingsAs<TalonFleetSettings>();
    QHash<QString, int> counts;
    for (const auto &ship : fleet.ships)
        ++counts[ship->classId];
    std::vector<Row> fresh;
    const qreal ratio = qGuiApp ? qGuiApp->devicePixelRatio() : 1.0;
    for (const CounterChoice &choice :
         counterChoices(talonSystem(m_document), fleet, settings.faction)) {
        Row row;
        row.counter = *choice.counter;
        row.design = choice.design;
        row.inFleet = counts.value(row.counter.id);
        const auto owned = settings.counterMix.find(row.counter.id);
        if (owned != settings.counterMix.end())
            row.owned = owned->second;
        fresh.push_back(std::move(row));
    }
    // Pictures are drawn again only for counters that changed.
    QHash<QString, const Row *> shown;
    for (const Row &row : m_rows)
        shown.insert(row.counter.id, &row);
    for (Row &row : fresh) {
        const Row *old = shown.value(row.counter.id);
        row.picture = old && old->counter == row.counter
                          ? old->picture
                          : counterPicture(row.counter, PictureSize, ratio);
    }
    syncRowsByKey(m_rows, m_ids, std::move(fresh), [](const Row &row) {
        return row.counter.id + QLatin1Char('/') + QString::number(row.design);
    });
}

QString TalonCounterModel::idAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].counter.id : QString();
}

int TalonCounterModel::designAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].design : -1;
}

int TalonCounterModel::rowOf(const QString &id) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].counter.id == id)
            return int(r);
    }
    return -1;
}

QVariant TalonCounterModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    const TalonCounter &c = row.counter;
    if (role == Qt::DecorationRole && index.column() == PictureColumn)
        return row.picture;
    if (role == Qt::ToolTipRole) {
        const QString kind = row.design < 0 ? tr("Built-in counter %1.").arg(c.id)
                                            : tr("Custom design %1 of this fleet.").arg(c.id);
        return tr("%1 Shields forward %2, right %3, rear %4, left %5; %n hull box(es); "
                  "explosion %6. Shaded wedges: the arcs its weapon groups fire into.",
                  nullptr, int(c.hullBoxes.size()))
            .arg(kind)
            .arg(c.shields[0])
            .arg(c.shields[1])
            .arg(c.shields[2])
            .arg(c.shields[3])
            .arg(c.explosion);
    }
    if (role == Qt::FontRole && index.column() == NameColumn && row.design >= 0) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= SpColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case ClassColumn:
        return c.classCode;
    case NameColumn:
        return row.design < 0 ? counterName(c) : tr("%1 (custom)").arg(counterName(c));
    case FactionColumn:
        return model::talon::factionName(c.faction);
    case SpColumn:
        return c.sp;
    case InFleetColumn:
        return row.inFleet;
    case OwnedColumn:
        return row.owned ? QVariant(QString::number(*row.owned))
                         : (role == Qt::EditRole ? QVariant(QString()) : QVariant(tr("any")));
    default:
        return {};
    }
}

QVariant TalonCounterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == OwnedColumn)
        return tr("Your counter mix: how many counters of the class you own. Empty: no limit. "
                  "Double-click or press F2 to edit.");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PictureColumn:
        return tr("Counter");
    case ClassColumn:
        return tr("Class");
    case NameColumn:
        return tr("Name");
    case FactionColumn:
        return tr("Faction");
    case SpColumn:
        return tr("SP");
    case InFleetColumn:
        return tr("In fleet");
    case OwnedColumn:
        return tr("Owned");
    default:
        return {};
    }
}

Qt::ItemFlags TalonCounterModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = KeyedRowModel::flags(index);
    if (index.isValid() && index.column() == OwnedColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool TalonCounterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != OwnedColumn || !setOwned
        || index.row() >= int(m_rows.size()))
        return false;
    const QString text = value.toString().trimmed();
    if (text.isEmpty()) {
        setOwned(idAt(index.row()), std::nullopt);
        return true;
    }
    bool ok = false;
    const int owned = text.toInt(&ok);
    if (!ok || owned < 0 || owned > 1000)
        return false;
    setOwned(idAt(index.row()), owned);
    return true;
}

} // namespace fw::app::talon
