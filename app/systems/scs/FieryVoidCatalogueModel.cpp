#include "FieryVoidCatalogueModel.h"

#include <model/systems/scs/ScsDesign.h>

#include <QFileInfo>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <map>

namespace fw::app {

namespace fv = model::scs::fieryvoid;

namespace {

QString list(const QStringList &items)
{
    QString html = QStringLiteral("<ul style=\"margin-left: 12px; -qt-list-indent: 0;\">");
    for (const QString &item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

// internalId of a faction's row; a hull's row holds its faction's index + 1.
constexpr quintptr FactionRow = 0;

} // namespace

FieryVoidCatalogueModel::FieryVoidCatalogueModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

void FieryVoidCatalogueModel::setCatalogue(fv::Catalogue catalogue)
{
    beginResetModel();
    m_catalogue = std::move(catalogue);
    m_factions.clear();
    const std::size_t count = m_catalogue.hulls.size();
    m_factionOf.assign(count, 0);
    m_rowOf.assign(count, 0);
    m_ids.assign(count, QString());
    m_conversions.clear();
    m_conversions.resize(count);
    m_bases = std::make_unique<fv::VariantBases>(m_catalogue.hulls);
    std::map<QString, int> factions;
    for (std::size_t i = 0; i < count; ++i) {
        const fv::Hull &h = m_catalogue.hulls[i];
        auto [it, added] = factions.try_emplace(h.faction, int(m_factions.size()));
        if (added)
            m_factions.push_back({h.faction, {}});
        Faction &f = m_factions[std::size_t(it->second)];
        m_factionOf[i] = it->second;
        m_rowOf[i] = int(f.hulls.size());
        f.hulls.push_back(int(i));
        m_ids[i] = fv::designId(h);
    }
    endResetModel();
}

const fv::Hull &FieryVoidCatalogueModel::hull(int index) const
{
    return m_catalogue.hulls.at(std::size_t(index));
}

const fv::Conversion &FieryVoidCatalogueModel::conversion(int index) const
{
    std::optional<fv::Conversion> &c = m_conversions.at(std::size_t(index));
    if (!c)
        c = fv::convert(hull(index));
    return *c;
}

// What the hull is and what its design would be, as HTML.
QString FieryVoidCatalogueModel::details(int hull) const
{
    const fv::Hull &h = this->hull(hull);
    const fv::Conversion &c = conversion(hull);
    QString html
        = QStringLiteral("<b>%1</b><br>%2")
              .arg(h.name.toHtmlEscaped(), tr("%1 · %2 · FieryVoid class %3")
                                               .arg(h.faction, QFileInfo(h.file).fileName(), h.key)
                                               .toHtmlEscaped());
    if (!c.design) {
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Cannot be added:").toHtmlEscaped(), c.refusal.toHtmlEscaped());
        return html;
    }
    const model::scs::ScsClass &d = *c.design;
    QStringList facts{model::scs::sizeClassName(d.size), tr("%n point(s)", nullptr, d.points)};
    if (d.isd > 0)
        facts << tr("ISD %1").arg(d.isd);
    facts << model::scs::rarityName(d.rarity);
    html += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral(" · ")).toHtmlEscaped());
    QStringList notes;
    if (!h.variantOf.isEmpty())
        notes << tr("A variant of %1.").arg(h.variantOf);
    if (h.unofficial)
        notes << tr("FieryVoid marks it unofficial.");
    if (inFleet(hull))
        notes << tr("The fleet has a design with the id “%1” already: it is not added again.")
                     .arg(d.id);
    if (!notes.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(notes.join(QLatin1Char(' ')).toHtmlEscaped());
    if (!c.assumptions.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("Assumed (%n):", nullptr, int(c.assumptions.size())).toHtmlEscaped())
                + list(c.assumptions);
    if (!c.sourceErrors.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("Errors in FieryVoid's data (%n):", nullptr, int(c.sourceErrors.size()))
                             .toHtmlEscaped())
                + list(c.sourceErrors);
    return html;
}

QString FieryVoidCatalogueModel::baseDesignId(int hull, const QSet<QString> &ids) const
{
    return m_bases->designIdOf(this->hull(hull),
                               [&](const QString &id) { return ids.contains(id); });
}

void FieryVoidCatalogueModel::setFleetIds(const QSet<QString> &ids)
{
    if (ids == m_fleetIds)
        return;
    m_fleetIds = ids;
    for (std::size_t f = 0; f < m_factions.size(); ++f) {
        const QModelIndex parent = index(int(f), 0);
        const int rows = int(m_factions[f].hulls.size());
        if (rows > 0)
            Q_EMIT dataChanged(index(0, 0, parent), index(rows - 1, ColumnCount - 1, parent));
    }
}

QModelIndex FieryVoidCatalogueModel::indexOfHull(int hull, int column) const
{
    if (hull < 0 || hull >= hullCount())
        return {};
    const std::size_t h = std::size_t(hull);
    return createIndex(m_rowOf[h], column, quintptr(m_factionOf[h]) + 1);
}

int FieryVoidCatalogueModel::hullAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == FactionRow)
        return -1;
    const Faction &f = m_factions.at(std::size_t(index.internalId() - 1));
    return f.hulls.at(std::size_t(index.row()));
}

QModelIndex FieryVoidCatalogueModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_factions.size()) ? createIndex(row, column, FactionRow) : QModelIndex();
    if (parent.internalId() != FactionRow || parent.row() >= int(m_factions.size())
        || row >= int(m_factions[std::size_t(parent.row())].hulls.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex FieryVoidCatalogueModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == FactionRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, FactionRow);
}

int FieryVoidCatalogueModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_factions.size());
    if (parent.column() != 0 || parent.internalId() != FactionRow)
        return 0;
    return int(m_factions.at(std::size_t(parent.row())).hulls.size());
}

int FieryVoidCatalogueModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FieryVoidCatalogueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int hull = hullAt(index);
    if (hull >= 0)
        return hullData(hull, index.column(), role);
    if (role == HullRole)
        return -1;
    const Faction &f = m_factions.at(std::size_t(index.row()));
    if (index.column() != ClassColumn)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        return f.name;
    case Qt::ToolTipRole:
        return tr("%n hull(s)", nullptr, int(f.hulls.size()));
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    default:
        return {};
    }
}

QVariant FieryVoidCatalogueModel::hullData(int hull, int column, int role) const
{
    const fv::Hull &h = this->hull(hull);
    switch (role) {
    case HullRole:
        return hull;
    case Qt::DisplayRole:
    case SortRole:
        switch (column) {
        case ClassColumn:
            return h.name;
        case SizeColumn:
            if (role == SortRole)
                return h.sizeClass;
            return h.sizeClass >= 0 && h.sizeClass <= int(model::scs::SizeClass::Enormous)
                       ? model::scs::sizeClassName(model::scs::SizeClass(h.sizeClass))
                       : tr("other");
        case PointsColumn:
            return role == SortRole ? QVariant(h.points) : QVariant(QString::number(h.points));
        case IsdColumn:
            if (role == SortRole)
                return h.isd;
            return h.isd > 0 ? QString::number(h.isd) : QString();
        case StatusColumn:
            if (inFleet(hull))
                return tr("in fleet");
            return conversion(hull).design ? QString() : tr("no SCS sheet");
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (column == PointsColumn || column == IsdColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (!conversion(hull).design)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::ToolTipRole: {
        const fv::Conversion &c = conversion(hull);
        if (!c.design)
            return c.refusal;
        if (inFleet(hull))
            return tr("The fleet has a design with the id “%1” already: it is not added again.")
                .arg(designId(hull));
        return tr("%1, FieryVoid class %2").arg(h.file.section(QLatin1Char('/'), -1), h.key);
    }
    default:
        return {};
    }
}

QStringList FieryVoidCatalogueModel::columnTexts(int column) const
{
    QStringList texts{headerData(column, Qt::Horizontal).toString()};
    switch (column) {
    case SizeColumn:
        for (int s = 0; s <= int(model::scs::SizeClass::Enormous); ++s)
            texts << model::scs::sizeClassName(model::scs::SizeClass(s));
        texts << tr("other");
        break;
    case PointsColumn:
        texts << QStringLiteral("00000");
        break;
    case IsdColumn:
        texts << QStringLiteral("0000");
        break;
    case StatusColumn:
        texts << tr("in fleet") << tr("no SCS sheet");
        break;
    default:
        break;
    }
    return texts;
}

Qt::ItemFlags FieryVoidCatalogueModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    // Factions only gather their hulls: a selection is of hulls.
    if (hullAt(index) < 0)
        return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QVariant FieryVoidCatalogueModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole && (section == PointsColumn || section == IsdColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ClassColumn:
        return tr("Class");
    case SizeColumn:
        return tr("Size");
    case PointsColumn:
        return tr("Points");
    case IsdColumn:
        return tr("ISD");
    case StatusColumn:
        return tr("Fleet");
    default:
        return {};
    }
}

FieryVoidFilterModel::FieryVoidFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setSortRole(FieryVoidCatalogueModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void FieryVoidFilterModel::setText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateFilter();
}

int FieryVoidFilterModel::hullsShown() const
{
    int shown = 0;
    for (int f = 0; f < rowCount(); ++f)
        shown += rowCount(index(f, 0));
    return shown;
}

bool FieryVoidFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    // A faction is shown for its hulls (recursive filtering), never for its own name.
    if (!sourceParent.isValid())
        return false;
    if (m_text.isEmpty())
        return true;
    const QModelIndex name = sourceModel()->index(sourceRow, 0, sourceParent);
    return name.data(Qt::DisplayRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace fw::app
