// The rows of what a flagship advantage roll grants (EasyStar §V.F): free devices, weapons,
// fighters, units and damage control.

#include "EasyStarAdvantageBox.h"

#include <model/systems/easystar/EasyStarCalculator.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace fw::app {

using namespace easystar;
using es::AdvantageGrant;
using es::EasyStarText;

namespace {

std::pair<QWidget *, QHBoxLayout *> rowWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *row = new QHBoxLayout(w);
    row->setContentsMargins(0, 0, 0, 0);
    return {w, row};
}

} // namespace

void EasyStarAdvantageBox::addDeviceGrant(const AdvantageGrant &g, const QString &rule,
                                          const TabChain &chain)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const std::size_t k = m_deviceSlots.size();
    auto *combo = new QComboBox(this);
    guardWheel(combo);
    combo->setObjectName(QStringLiteral("advantageDevice%1").arg(k));
    combo->addItem(tr("Not taken"), QString());
    for (const QString &id : g.choices)
        combo->addItem(rules.deviceName(id), id);
    combo->setToolTip(tr("%1: a free device, with no cost and no weapon space. A ship "
                         "carries one of each device (EasyStar §V.D).")
                          .arg(rule));
    connect(combo, &QComboBox::currentIndexChanged, this,
            [this, k, combo] { setDevice(k, combo->currentData().toString()); });
    m_deviceSlots.push_back(combo);
    m_form->addRow(tr("Free device:"), combo);
    chain(combo);
}

void EasyStarAdvantageBox::addWeaponGrant(const AdvantageGrant &g, const QString &rule,
                                          const TabChain &chain)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const std::size_t k = m_weaponSlots.size();
    WeaponSlot ws;
    ws.grant = &g;
    // The check box, and below it the type and the damage where the grant has them.
    auto *w = new QWidget(this);
    auto *lines = new QVBoxLayout(w);
    lines->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(style()->pixelMetric(QStyle::PM_IndicatorWidth)
                                + style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing),
                            0, 0, 0);
    const es::Mount *mount = rules.mount(g.mount);
    const QString mountName = mount ? EasyStarText::table(mount->name) : g.mount;
    QString text;
    if (g.choices.size() == 1) {
        // "Point defense (dorsal)", as everywhere else; names keep their capitals.
        text = es::EasyStarCalculator::weaponLabel(rules.weapon(g.choices.first()), mount);
    } else {
        text = tr("%1 weapon").arg(mountName);
    }
    if (g.range)
        text = tr("%1, range %2").arg(text).arg(*g.range);
    ws.take = new QCheckBox(text, w);
    ws.take->setObjectName(QStringLiteral("advantageWeapon%1").arg(k));
    ws.take->setToolTip(tr("%1: a free weapon, with no cost and no weapon space, exempt "
                           "from the mount limits.")
                            .arg(rule));
    lines->addWidget(ws.take);
    chain(ws.take);
    if (g.choices.size() > 1) {
        ws.type = new QComboBox(w);
        guardWheel(ws.type);
        ws.type->setObjectName(QStringLiteral("advantageWeaponType%1").arg(k));
        for (const QString &id : g.choices) {
            const es::WeaponType *type = rules.weapon(id);
            ws.type->addItem(type ? EasyStarText::table(type->name) : id, id);
        }
        ws.type->setToolTip(tr("The weapon type the advantage grants"));
        row->addWidget(ws.type);
        chain(ws.type);
    }
    if (g.range) {
        // Roll 2: damage units may be bought for the weapon (EasyStar §V.F).
        ws.damage = new QSpinBox(w);
        guardWheel(ws.damage);
        ws.damage->setObjectName(QStringLiteral("advantageWeaponDamage%1").arg(k));
        ws.damage->setPrefix(tr("damage "));
        ws.damage->setRange(1, mount ? mount->maxUnits : 1);
        ws.damage->setToolTip(tr("%1: damage units may be bought for this weapon, 5 BP "
                                 "and one weapon space each (EasyStar §V.A)")
                                  .arg(rule));
        row->addWidget(ws.damage);
        chain(ws.damage);
    }
    row->addStretch(1);
    if (ws.type || ws.damage)
        lines->addLayout(row);
    else
        delete row;
    m_weaponSlots.push_back(ws);
    connectWeaponSlot(k);
    m_form->addRow(tr("Free weapon:"), w);
}

// Each change of a weapon slot's fields is an edit of the ship.
void EasyStarAdvantageBox::connectWeaponSlot(std::size_t k)
{
    const WeaponSlot &ws = m_weaponSlots[k];
    const auto current = [this, k] {
        const WeaponSlot &s = m_weaponSlots[k];
        return s.type ? s.type->currentData().toString() : s.grant->choices.value(0);
    };
    connect(ws.take, &QCheckBox::toggled, this, [this, k, current](bool on) {
        const WeaponSlot &s = m_weaponSlots[k];
        setWeapon(k, on, current(), s.damage ? s.damage->value() : -1);
    });
    if (ws.type) {
        connect(ws.type, &QComboBox::currentIndexChanged, this, [this, k, current] {
            const WeaponSlot &s = m_weaponSlots[k];
            if (s.take->isChecked())
                setWeapon(k, true, current(), -1);
        });
    }
    if (ws.damage) {
        connect(ws.damage, &QSpinBox::valueChanged, this, [this, k, current](int value) {
            if (m_weaponSlots[k].take->isChecked())
                setWeapon(k, true, current(), value);
        });
    }
}

void EasyStarAdvantageBox::addFighterGrant(const QString &rule, const TabChain &chain)
{
    if (m_interceptors)
        return; // one pair of spin boxes for every fighter grant
    auto [w, row] = rowWidget(this);
    m_interceptors = new QSpinBox(w);
    guardWheel(m_interceptors);
    m_interceptors->setObjectName(QStringLiteral("advantageInterceptors"));
    m_attack = new QSpinBox(w);
    guardWheel(m_attack);
    m_attack->setObjectName(QStringLiteral("advantageAttack"));
    auto *interceptorLabel = new QLabel(tr("interceptors"), w);
    auto *attackLabel = new QLabel(tr("attack craft"), w);
    row->addWidget(m_interceptors);
    row->addWidget(interceptorLabel);
    row->addSpacing(8);
    row->addWidget(m_attack);
    row->addWidget(attackLabel);
    row->addStretch(1);
    for (QWidget *x :
         {static_cast<QWidget *>(m_interceptors), static_cast<QWidget *>(interceptorLabel)})
        x->setToolTip(tr("%1: free interceptor squadrons; they need places in the "
                         "fighter bays")
                          .arg(rule));
    for (QWidget *x : {static_cast<QWidget *>(m_attack), static_cast<QWidget *>(attackLabel)})
        x->setToolTip(tr("%1: free attack-craft squadrons; they need places in the "
                         "fighter bays")
                          .arg(rule));
    connect(m_interceptors, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("fighters.interceptor"), true, [value](es::EasyStarShip &s) {
            if (s.advantage)
                s.advantage->fighters.interceptor = value;
        });
    });
    connect(m_attack, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("fighters.attack"), true, [value](es::EasyStarShip &s) {
            if (s.advantage)
                s.advantage->fighters.attack = value;
        });
    });
    m_form->addRow(tr("Free fighters:"), w);
    chain(m_interceptors);
    chain(m_attack);
}

void EasyStarAdvantageBox::addUnitsGrant(const QString &rule)
{
    if (m_units)
        return;
    m_units = new QLabel(this);
    m_units->setObjectName(QStringLiteral("advantageUnits"));
    m_units->setToolTip(tr("%1: free range/damage units on the flagship's weapons. "
                           "Assign them in the columns “Free range” and “Free damage” "
                           "of the weapons table; they cost nothing, take no space and "
                           "do not count against the mount maximum.")
                            .arg(rule));
    m_form->addRow(tr("Free units:"), m_units);
}

void EasyStarAdvantageBox::addDamageControlGrant(const QString &rule, const TabChain &chain)
{
    if (m_damageControl)
        return;
    auto [w, row] = rowWidget(this);
    m_damageControl = new QSpinBox(w);
    guardWheel(m_damageControl);
    m_damageControl->setObjectName(QStringLiteral("advantageDamageControl"));
    m_damageControlOf = new QLabel(w);
    row->addWidget(m_damageControl);
    row->addWidget(m_damageControlOf);
    row->addStretch(1);
    m_damageControl->setToolTip(tr("%1: free damage-control counters, usable only on "
                                   "the flagship; they do not count against the 3 a "
                                   "player may buy.")
                                    .arg(rule));
    connect(m_damageControl, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("damageControl"), true, [value](es::EasyStarShip &s) {
            if (s.advantage)
                s.advantage->damageControl = value;
        });
    });
    m_form->addRow(tr("Free damage control:"), w);
    chain(m_damageControl);
}

} // namespace fw::app
