#include "ShipPicker.h"

#include <model/core/Fleet.h>

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

ShipPicker::ShipPicker(const model::Fleet &fleet, const std::vector<int> &picked,
                       const QString &title, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shipPicker"));
    setWindowTitle(title);
    auto *intro = new QLabel(tr("The ships of “%1” that fight on this side:")
                                 .arg(fleet.name.isEmpty() ? tr("Untitled fleet") : fleet.name));
    intro->setWordWrap(true);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("shipPickerList"));
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const model::ShipDesign &ship = *fleet.ships[i];
        auto *item = new QListWidgetItem(
            tr("%1. %2", "a ship's number and name").arg(i + 1).arg(ship.name), m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        const bool on
            = picked.empty() || std::find(picked.begin(), picked.end(), int(i)) != picked.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    intro->setBuddy(m_list);

    auto *all = new QPushButton(tr("&All"));
    auto *none = new QPushButton(tr("&None"));
    connect(all, &QPushButton::clicked, this, [this] { tickAll(true); });
    connect(none, &QPushButton::clicked, this, [this] { tickAll(false); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemChanged, this, &ShipPicker::updateOk);

    auto *ticks = new QHBoxLayout;
    ticks->addWidget(all);
    ticks->addWidget(none);
    ticks->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(ticks);
    layout->addWidget(buttons);
    updateOk();
    resize(420, 480);
}

std::vector<int> ShipPicker::picked() const
{
    std::vector<int> ships;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            ships.push_back(row);
    }
    return ships;
}

void ShipPicker::tickAll(bool on)
{
    {
        const QSignalBlocker blocker(m_list);
        for (int row = 0; row < m_list->count(); ++row)
            m_list->item(row)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_list->viewport()->update();
    updateOk();
}

void ShipPicker::updateOk()
{
    bool any = false;
    for (int row = 0; row < m_list->count() && !any; ++row)
        any = m_list->item(row)->checkState() == Qt::Checked;
    m_ok->setEnabled(any);
    m_ok->setToolTip(any ? QString() : tr("Tick at least one ship."));
}

} // namespace fw::app
