#include "DesignListModel.h"

#include "../document/FleetDocument.h"

#include <model/core/JsonPath.h>
#include <model/systems/GameSystem.h>

#include <QApplication>
#include <QHash>
#include <QStyle>

namespace fw::app {

DesignListModel::DesignListModel(FleetDocument &document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    const int count = int(document.fleet().designs.size());
    m_rows.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i)
        m_rows.push_back(rowOf(i));
    refresh();
    connect(&document, &FleetDocument::designInserted, this, [this](int i) {
        beginInsertRows({}, i, i);
        m_rows.insert(m_rows.begin() + i, rowOf(i));
        endInsertRows();
    });
    connect(&document, &FleetDocument::designRemoved, this, [this](int i) {
        beginRemoveRows({}, i, i);
        m_rows.erase(m_rows.begin() + i);
        endRemoveRows();
    });
    connect(&document, &FleetDocument::designChanged, this, &DesignListModel::refresh);
    connect(&document, &FleetDocument::analysisUpdated, this, &DesignListModel::refresh);
}

DesignListModel::Row DesignListModel::rowOf(int design) const
{
    const model::Design &d = *m_document.fleet().designs.at(std::size_t(design));
    return {d.id(), d.name(), 0, false};
}

// Names, ids, ship counts and error markers; the rows stay where they are.
void DesignListModel::refresh()
{
    const model::Fleet &fleet = m_document.fleet();
    QHash<QString, int> ships;
    for (const auto &ship : fleet.ships)
        ++ships[ship->classId];
    std::vector<Row> rows;
    rows.reserve(m_rows.size());
    for (int i = 0; i < int(m_rows.size()); ++i) {
        rows.push_back(rowOf(i));
        rows.back().ships = ships.value(rows.back().id);
    }
    const QString key = m_document.system().designsKey();
    for (const validators::Issue &issue : m_document.issues()) {
        if (issue.severity != validators::Severity::Error)
            continue;
        const QString prefix = key + QLatin1Char('[');
        if (!issue.subject.startsWith(prefix))
            continue;
        const std::size_t at
            = issue.subject.mid(prefix.size()).section(QLatin1Char(']'), 0, 0).toUInt();
        if (at < rows.size())
            rows[at].error = true;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] == m_rows[i])
            continue;
        m_rows[i] = rows[i];
        Q_EMIT dataChanged(index(int(i), 0), index(int(i), ColumnCount - 1));
    }
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
    case DesignIndexRole:
        return index.row();
    case SubjectRole:
        return model::JsonPath()
            .key(m_document.system().designsKey())
            .index(std::size_t(index.row()))
            .toString();
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
