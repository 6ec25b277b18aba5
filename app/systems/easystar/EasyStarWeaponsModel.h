#pragma once

#include <QPointer>

#include "EasyStarEditing.h"

#include "../../models/KeyedRowModel.h"

#include <QStyledItemDelegate>

#include <vector>

namespace fw::app {

class FleetDocument;

// The bought weapons of one EasyStar ship, one row each: what was bought (type, mount, range,
// damage, free units) and what follows from it (spaces, cost, actual range and damage, to-hit
// numbers). Edits go through undo commands; the model follows the document.
class EasyStarWeaponsModel : public KeyedRowModel
{
    Q_OBJECT

public:
    enum Column {
        TypeColumn,
        MountColumn,
        RangeColumn,
        DamageColumn,
        FreeRangeColumn,
        FreeDamageColumn,
        SpacesColumn,
        CostColumn,
        ActualRangeColumn,
        ActualDamageColumn,
        ToHitShipColumn,
        ToHitFighterColumn,
        ToHitMissileColumn,
        ColumnCount
    };

    // A choice of a combo-box editor: the id written to the file and the text shown.
    struct Choice
    {
        QString id;
        QString text;
        QString toolTip;
        bool legal = true;
    };

    EasyStarWeaponsModel(FleetDocument &document, QObject *parent = nullptr);

    // Shows ship `index` (-1: none).
    void setShip(int index);
    int ship() const { return m_index; }
    // The ship moved to `index` in the fleet (ships inserted or removed before it).
    void renumber(int index) { m_index = index; }
    // Follows the document: rows inserted, removed or moved where the weapons list changed (by
    // KeyedRowModel), the rest updated in place, so selections and open editors stay where they
    // are.
    void refresh();

    // Whether the ship can have free range/damage units (a flagship advantage grants them, or a
    // weapon has some).
    bool freeUnitsShown() const { return m_freeUnitsShown; }

    // The choices an editor offers for a cell: only legal ones, plus the current value when it
    // is not legal (a loaded file may hold one).
    std::vector<Choice> choices(const QModelIndex &index) const;
    // The range of a spin-box editor.
    int minimum(const QModelIndex &index) const;
    int maximum(const QModelIndex &index) const;
    // Why a spin-box editor refuses `value` (outside minimum()..maximum()), citing the rule.
    QString limitReason(const QModelIndex &index, int value) const;
    // The note under the table: why a value was refused or changed with another ("" clears it).
    void setNote(const QString &note);
    const QString &note() const { return m_note; }

    // Adds a weapon (pushes an undo command). Returns its row, or -1.
    int addWeapon();
    bool removeWeapon(int row);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void noteChanged(const QString &note);

private:
    struct Row
    {
        model::easystar::EasyStarWeapon weapon;
        model::easystar::WeaponFigures figures;
        bool operator==(const Row &other) const = default;
    };
    // A row's key for KeyedRowModel: what was bought. Rows keep their ids through weapons added
    // or removed elsewhere; an edited weapon keeps the id of its place.
    static QString weaponKey(const Row &row);
    std::vector<Row> computeRows() const;
    // Returns whether freeUnitsShown() changed.
    bool computeShipState();
    bool editable(const QModelIndex &index) const;
    int freeUnitsAvailable() const; // units the advantage grants that are not used yet
    QString toolTip(const QModelIndex &index) const;
    // Type or mount of weapon `row` changed to `type`/`mount` (pushes an undo command): range,
    // damage and free units the new mount or type does not allow shrink, and the undo step's
    // text and the note say so.
    bool changeKind(int row, const QString &type, const QString &mount, const QString &step);

    FleetDocument &m_document;
    // The main window may delete the document before its editors: nothing is read once it is
    // gone.
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    std::vector<Row> m_rows;
    std::vector<RowId> m_ids;
    QString m_classId;
    bool m_targetingPod = false;
    int m_unitsGranted = 0;
    int m_unitsUsed = 0;
    bool m_freeUnitsShown = false;
    QString m_note;
};

// Editors for the weapons table that offer only legal values: combo boxes for type and mount,
// spin boxes for range, damage and free units. Every change is committed at once.
class EasyStarWeaponDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace fw::app
