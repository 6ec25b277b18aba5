// Editors for the EasyStar weapons table that offer only legal values and say why they refuse
// others.

#include "EasyStarWeaponsModel.h"

#include "../../designer/EditNotes.h"

#include <QComboBox>
#include <QSpinBox>

namespace fw::app {

QWidget *EasyStarWeaponDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                              const QModelIndex &index) const
{
    const auto *model = qobject_cast<const EasyStarWeaponsModel *>(index.model());
    if (!model)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *self = const_cast<EasyStarWeaponDelegate *>(this);
    switch (index.column()) {
    case EasyStarWeaponsModel::TypeColumn:
    case EasyStarWeaponsModel::MountColumn: {
        auto *combo = new QComboBox(parent);
        combo->setObjectName(index.column() == EasyStarWeaponsModel::TypeColumn
                                 ? QStringLiteral("weaponTypeEditor")
                                 : QStringLiteral("weaponMountEditor"));
        for (const EasyStarWeaponsModel::Choice &c : model->choices(index)) {
            combo->addItem(c.text, c.id);
            combo->setItemData(combo->count() - 1, c.toolTip, Qt::ToolTipRole);
        }
        connect(combo, &QComboBox::currentIndexChanged, self,
                [self, combo] { Q_EMIT self->commitData(combo); });
        connect(combo, &QComboBox::activated, self,
                [self, combo] { Q_EMIT self->closeEditor(combo); });
        return combo;
    }
    case EasyStarWeaponsModel::RangeColumn:
    case EasyStarWeaponsModel::DamageColumn:
    case EasyStarWeaponsModel::FreeRangeColumn:
    case EasyStarWeaponsModel::FreeDamageColumn: {
        // Says why it refuses a value: the mount's maximum, a fixed weapon, the free units.
        auto *spin = new ExplainingSpinBox(parent);
        auto *editable = const_cast<EasyStarWeaponsModel *>(model);
        const QPersistentModelIndex cell(index);
        spin->setReason([editable, cell](int value) {
            return cell.isValid() ? editable->limitReason(cell, value) : QString();
        });
        connect(spin, &ExplainingSpinBox::refused, editable, &EasyStarWeaponsModel::setNote);
        static const char *const names[] = {"weaponRangeEditor", "weaponDamageEditor",
                                            "weaponFreeRangeEditor", "weaponFreeDamageEditor"};
        spin->setObjectName(
            QLatin1String(names[index.column() - EasyStarWeaponsModel::RangeColumn]));
        spin->setRange(model->minimum(index), model->maximum(index));
        spin->setAlignment(Qt::AlignCenter);
        spin->setFrame(false);
        connect(spin, &QSpinBox::valueChanged, self,
                [self, spin] { Q_EMIT self->commitData(spin); });
        return spin;
    }
    default:
        return nullptr;
    }
}

void EasyStarWeaponDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        const QSignalBlocker blocker(combo);
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        const QSignalBlocker blocker(spin);
        spin->setValue(index.data(Qt::EditRole).toInt());
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void EasyStarWeaponDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                          const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (combo->currentIndex() >= 0 && combo->currentData() != index.data(Qt::EditRole))
            model->setData(index, combo->currentData(), Qt::EditRole);
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        spin->interpretText();
        if (spin->value() != index.data(Qt::EditRole).toInt())
            model->setData(index, spin->value(), Qt::EditRole);
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace fw::app
