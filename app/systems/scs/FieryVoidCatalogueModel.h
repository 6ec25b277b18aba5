#pragma once

#include <model/systems/scs/FieryVoid.h>

#include <QAbstractItemModel>
#include <QHash>
#include <QSet>
#include <QSortFilterProxyModel>

#include <memory>
#include <optional>
#include <vector>

namespace fw::app {

// FieryVoid's catalogue as a tree: its factions, in the order the files give them, with their
// hulls below. A hull is converted when a view first asks about it (its rows are greyed out when
// SCS has no sheet for it, with the reason as their tool tip), so that a catalogue of thousands
// of hulls opens at once.
class FieryVoidCatalogueModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { ClassColumn, SizeColumn, PointsColumn, IsdColumn, StatusColumn, ColumnCount };
    enum Role {
        HullRole = Qt::UserRole + 1, // the hull's index in the catalogue; -1 for a faction
        SortRole,                    // numbers as numbers
    };

    explicit FieryVoidCatalogueModel(QObject *parent = nullptr);

    void setCatalogue(model::scs::fieryvoid::Catalogue catalogue);
    const model::scs::fieryvoid::Catalogue &catalogue() const { return m_catalogue; }
    int hullCount() const { return int(m_catalogue.hulls.size()); }
    int factionCount() const { return int(m_factions.size()); }
    const model::scs::fieryvoid::Hull &hull(int index) const;
    // The hull converted (once, then kept).
    const model::scs::fieryvoid::Conversion &conversion(int index) const;
    // The id its design gets (model::scs::fieryvoid::designId).
    QString designId(int index) const { return m_ids.at(std::size_t(index)); }
    bool inFleet(int index) const { return m_fleetIds.contains(designId(index)); }
    // The ids of the open fleet's designs: hulls whose design is among them are marked.
    void setFleetIds(const QSet<QString> &ids);
    QModelIndex indexOfHull(int index, int column = 0) const;
    // The header and the widest texts `column` shows, for its width (sizing a view's columns to
    // the rows would convert every hull).
    QStringList columnTexts(int column) const;
    // What the hull is and what its design would be (or why there is none), as HTML.
    QString details(int index) const;
    // The id of the design of the hull that hull `index` is a variant of, when `ids` has it;
    // empty otherwise.
    QString baseDesignId(int index, const QSet<QString> &ids) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Faction
    {
        QString name;
        std::vector<int> hulls;
    };
    // The hull a row shows, or -1 for a faction's row.
    int hullAt(const QModelIndex &index) const;
    QVariant hullData(int hull, int column, int role) const;

    model::scs::fieryvoid::Catalogue m_catalogue;
    std::vector<Faction> m_factions;
    std::vector<int> m_factionOf; // by hull
    std::vector<int> m_rowOf;     // by hull: its row under its faction
    std::vector<QString> m_ids;   // by hull
    mutable std::vector<std::optional<model::scs::fieryvoid::Conversion>> m_conversions;
    std::unique_ptr<model::scs::fieryvoid::VariantBases> m_bases; // of m_catalogue's hulls
    QSet<QString> m_fleetIds;
};

// Hulls whose class contains the filter's text (any case), under their factions; a faction is
// shown while one of its hulls is.
class FieryVoidFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit FieryVoidFilterModel(QObject *parent = nullptr);
    void setText(const QString &text);
    QString text() const { return m_text; }
    // The hulls shown.
    int hullsShown() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
};

} // namespace fw::app
