#include "EasyStarAdvantageBox.h"

#include <model/systems/easystar/EasyStarCalculator.h>

#include "../../designer/EditNotes.h"
#include "../../document/FleetDocument.h"

#include <model/core/JsonPath.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace fw::app {

using namespace easystar;
using es::AdvantageGrant;
using es::EasyStarText;

namespace {

constexpr int NotRolled = 0;

} // namespace

EasyStarAdvantageBox::EasyStarAdvantageBox(FleetDocument &document, QWidget *parent)
    : QGroupBox(tr("Flagship advantage"), parent)
    , m_document(document)
    , m_alive(&document)
{
    setObjectName(QStringLiteral("flagshipAdvantage"));
    const es::EasyStarRules &rules = systemOf(document).rules();
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);

    m_note = new QLabel(
        tr("Only the flagship rolls an advantage: clear the roll, or make this ship the "
           "flagship."),
        this);
    m_note->setObjectName(QStringLiteral("advantageNote"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(ProblemStyle);
    form->addRow(m_note);
    // What a new roll took away on its own (free units, granted items).
    m_editNote = newEditNoteLabel(this, QStringLiteral("advantageEditNote"));
    form->addRow(m_editNote);

    m_roll = new QComboBox(this);
    guardWheel(m_roll);
    m_roll->setObjectName(QStringLiteral("advantageRoll"));
    m_roll->addItem(tr("Not rolled"), NotRolled);
    for (int roll = 2; roll <= 12; ++roll) {
        m_roll->addItem(QString::number(roll), roll);
        if (const es::AdvantageRoll *row = rules.advantage(roll))
            m_roll->setItemData(m_roll->count() - 1, EasyStarText::table(row->text),
                                Qt::ToolTipRole);
    }
    m_roll->setToolTip(tr("EasyStar §V.F: roll 2d6 once for the flagship on the Flagship "
                          "Advantage Table. What it grants costs no build points, takes no "
                          "weapon spaces and may break mount limits."));
    auto *rollLabel = new QLabel(tr("&Dice roll (2d6):"), this);
    rollLabel->setBuddy(m_roll);
    form->addRow(rollLabel, m_roll);

    m_rerolls = new QWidget(this);
    auto *rerollRow = new QHBoxLayout(m_rerolls);
    rerollRow->setContentsMargins(0, 0, 0, 0);
    m_reroll0 = rerollCombo(QStringLiteral("advantageReroll0"));
    m_reroll1 = rerollCombo(QStringLiteral("advantageReroll1"));
    rerollRow->addWidget(m_reroll0);
    rerollRow->addWidget(m_reroll1);
    rerollRow->addStretch(1);
    m_rerollsLabel = new QLabel(tr("T&wo more rolls:"), this);
    m_rerollsLabel->setBuddy(m_reroll0);
    form->addRow(m_rerollsLabel, m_rerolls);

    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("advantageText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    form->addRow(m_text);

    // The grants' rows follow, rebuilt when the roll changes.
    m_form = form;
    m_fixedRows = form->rowCount();

    connect(m_roll, &QComboBox::currentIndexChanged, this, [this] {
        changeRoll(m_roll->currentData().toInt(), m_reroll0->currentData().toInt(),
                   m_reroll1->currentData().toInt());
    });
    for (QComboBox *reroll : {m_reroll0, m_reroll1}) {
        connect(reroll, &QComboBox::currentIndexChanged, this, [this] {
            changeRoll(m_roll->currentData().toInt(), m_reroll0->currentData().toInt(),
                       m_reroll1->currentData().toInt());
        });
    }
}

QComboBox *EasyStarAdvantageBox::rerollCombo(const QString &name)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    auto *combo = new QComboBox(this);
    guardWheel(combo);
    combo->setObjectName(name);
    combo->addItem(tr("–"), NotRolled);
    for (int roll = 2; roll <= 11; ++roll) {
        combo->addItem(QString::number(roll), roll);
        if (const es::AdvantageRoll *row = rules.advantage(roll))
            combo->setItemData(combo->count() - 1, EasyStarText::table(row->text), Qt::ToolTipRole);
    }
    combo->setToolTip(tr("EasyStar §V.F: on a 12, roll twice more and apply both; reroll "
                         "duplicates and 12s"));
    return combo;
}

void EasyStarAdvantageBox::setShip(int index)
{
    if (index != m_index)
        showEditNote(m_editNote, {}); // a note belongs to the ship it was made for
    m_index = index;
    refresh();
}

bool EasyStarAdvantageBox::edit(const QString &field, bool merge,
                                const std::function<void(es::EasyStarShip &)> &change)
{
    if (!m_alive)
        return false;
    return editShip(m_document, m_index, tr("Change flagship advantage"),
                    QStringLiteral("flagshipAdvantage.") + field, merge, change);
}

void EasyStarAdvantageBox::changeRoll(int roll, int reroll0, int reroll1)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const es::EasyStarShip *current = m_alive ? shipOf(m_document, m_index) : nullptr;
    if (!current)
        return;
    es::EasyStarShip ship = *current;
    if (roll == NotRolled) {
        ship.advantage.reset();
    } else {
        if (!ship.advantage)
            ship.advantage = es::FlagshipAdvantage();
        ship.advantage->roll = roll;
        ship.advantage->rerolls.clear();
        const es::AdvantageRoll *row = rules.advantage(roll);
        if (row && row->rollTwice) {
            for (int r : {reroll0, reroll1}) {
                if (r != NotRolled)
                    ship.advantage->rerolls.push_back(r);
            }
        }
    }
    fitAdvantageToRoll(rules, ship);
    // The free units and granted items the new roll no longer covers go (EasyStar §V.F): named
    // in the undo step and under the roll.
    std::vector<Adjustment> adjustments;
    const auto items = [](const es::EasyStarShip &s) {
        return s.advantage
                   ? int(s.advantage->weapons.size() + std::size_t(s.advantage->devices.size()))
                   : 0;
    };
    if (freeUnitsUsed(ship) != freeUnitsUsed(*current))
        adjustments.push_back({tr("free units"), freeUnitsUsed(*current), freeUnitsUsed(ship)});
    if (roll != NotRolled && items(ship) != items(*current))
        adjustments.push_back({tr("granted items"), items(*current), items(ship)});
    const bool pushed = editShip(
        m_document, m_index, withAdjustments(tr("Change flagship advantage"), adjustments),
        QStringLiteral("flagshipAdvantage.roll"), false, [&](es::EasyStarShip &s) { s = ship; });
    showEditNote(m_editNote,
                 pushed && !adjustments.empty()
                     ? tr("Changed with the roll: %1 (EasyStar §V.F: the roll grants them).")
                           .arg(adjustmentsText(adjustments))
                     : QString());
}

void EasyStarAdvantageBox::setDevice(std::size_t target, const QString &id)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    edit(QStringLiteral("devices"), false, [&](es::EasyStarShip &ship) {
        if (!ship.advantage)
            return;
        const es::FlagshipAdvantage &a = *ship.advantage;
        std::vector<bool> kept(std::size_t(a.devices.size()), false);
        QStringList devices;
        std::size_t k = 0;
        for (const GrantSlot &slot : grantSlots(rules, ship)) {
            if (slot.grant->kind != AdvantageGrant::Kind::Auxiliary)
                continue;
            QString device;
            if (slot.item >= 0) {
                device = a.devices[slot.item];
                kept[std::size_t(slot.item)] = true;
            }
            if (k++ == target)
                device = id;
            if (!device.isEmpty())
                devices << device;
        }
        // Devices no grant explains stay, for validation to report.
        for (int i = 0; i < a.devices.size(); ++i) {
            if (!kept[std::size_t(i)])
                devices << a.devices[i];
        }
        ship.advantage->devices = devices;
    });
}

void EasyStarAdvantageBox::setWeapon(std::size_t target, bool take, const QString &type, int damage)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    edit(QStringLiteral("weapons[%1]").arg(target), damage > 0, [&](es::EasyStarShip &ship) {
        if (!ship.advantage)
            return;
        const es::FlagshipAdvantage &a = *ship.advantage;
        std::vector<bool> kept(a.weapons.size(), false);
        std::vector<es::EasyStarWeapon> weapons;
        std::size_t k = 0;
        for (const GrantSlot &slot : grantSlots(rules, ship)) {
            if (slot.grant->kind != AdvantageGrant::Kind::Weapon)
                continue;
            std::optional<es::EasyStarWeapon> weapon;
            if (slot.item >= 0) {
                weapon = a.weapons[std::size_t(slot.item)];
                kept[std::size_t(slot.item)] = true;
            }
            if (k++ == target) {
                if (!take) {
                    weapon.reset();
                } else {
                    if (!weapon) {
                        weapon = es::EasyStarWeapon();
                        weapon->range = slot.grant->range.value_or(1);
                    }
                    weapon->type = type;
                    weapon->mount = slot.grant->mount;
                    if (damage > 0)
                        weapon->damage = damage;
                }
            }
            if (weapon)
                weapons.push_back(*weapon);
        }
        for (std::size_t i = 0; i < a.weapons.size(); ++i) {
            if (!kept[i])
                weapons.push_back(a.weapons[i]);
        }
        ship.advantage->weapons = std::move(weapons);
    });
}

void EasyStarAdvantageBox::rebuildGrants(const es::EasyStarShip &ship)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const std::vector<int> rolls
        = ship.advantage ? effectiveRolls(rules, *ship.advantage) : std::vector<int>();
    if (m_built && rolls == m_builtRolls)
        return;
    m_built = true;
    m_builtRolls = rolls;
    while (m_form->rowCount() > m_fixedRows)
        m_form->removeRow(m_fixedRows);
    m_deviceSlots.clear();
    m_weaponSlots.clear();
    m_interceptors = m_attack = m_damageControl = nullptr;
    m_damageControlOf = nullptr;
    m_units = nullptr;

    QWidget *previous = m_reroll1;
    const TabChain chain = [&previous](QWidget *next) {
        QWidget::setTabOrder(previous, next);
        previous = next;
    };
    for (const GrantSlot &slot : grantSlots(rules, ship)) {
        const AdvantageGrant &g = *slot.grant;
        const QString rule = tr("EasyStar §V.F, Flagship Advantage Table, roll %1").arg(slot.roll);
        switch (g.kind) {
        case AdvantageGrant::Kind::Auxiliary:
            addDeviceGrant(g, rule, chain);
            break;
        case AdvantageGrant::Kind::Weapon:
            addWeaponGrant(g, rule, chain);
            break;
        case AdvantageGrant::Kind::Fighters:
            addFighterGrant(rule, chain);
            break;
        case AdvantageGrant::Kind::Units:
            addUnitsGrant(rule);
            break;
        case AdvantageGrant::Kind::DamageControl:
            addDamageControlGrant(rule, chain);
            break;
        }
    }
}

void EasyStarAdvantageBox::refresh()
{
    if (!m_alive)
        return;
    const es::EasyStarShip *ship = shipOf(m_document, m_index);
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const bool has = ship && ship->advantage;
    m_note->setVisible(has && !ship->flagship);

    setCurrentIndexQuietly(m_roll, has ? m_roll->findData(ship->advantage->roll) : 0);
    const es::AdvantageRoll *row = has ? rules.advantage(ship->advantage->roll) : nullptr;
    const bool twice = row && row->rollTwice;
    m_rerolls->setVisible(twice);
    m_rerollsLabel->setVisible(twice);
    const std::vector<int> rerolls = has ? ship->advantage->rerolls : std::vector<int>();
    for (std::size_t i = 0; i < 2; ++i) {
        QComboBox *combo = i == 0 ? m_reroll0 : m_reroll1;
        const int value = i < rerolls.size() ? rerolls[i] : NotRolled;
        if (combo->findData(value) < 0) // a loaded file may hold a 12
            combo->addItem(tr("%1 (reroll it)").arg(value), value);
        setCurrentIndexQuietly(combo, combo->findData(value));
    }

    // What the roll grants, from the rules' table.
    QStringList lines;
    if (!has) {
        lines << tr("Roll 2d6 once for the flagship and record the result (EasyStar §V.F). What "
                    "it grants is free: no build points, no weapon spaces, and mount limits do "
                    "not apply.")
                     .toHtmlEscaped();
    } else {
        if (row && row->rollTwice)
            lines << tr("<b>%1:</b> %2")
                         .arg(ship->advantage->roll)
                         .arg(EasyStarText::table(row->text).toHtmlEscaped());
        for (int roll : effectiveRolls(rules, *ship->advantage)) {
            if (const es::AdvantageRoll *r = rules.advantage(roll))
                lines << tr("<b>%1:</b> %2")
                             .arg(roll)
                             .arg(EasyStarText::table(r->text).toHtmlEscaped());
        }
    }
    m_text->setText(lines.join(QLatin1String("<br>")));

    if (!ship) {
        rebuildGrants(es::EasyStarShip());
        return;
    }
    rebuildGrants(*ship);
    if (!has)
        return;
    const es::FlagshipAdvantage &a = *ship->advantage;
    std::size_t device = 0;
    std::size_t weapon = 0;
    for (const GrantSlot &slot : grantSlots(rules, *ship)) {
        if (slot.grant->kind == AdvantageGrant::Kind::Auxiliary && device < m_deviceSlots.size()) {
            QComboBox *combo = m_deviceSlots[device++];
            setCurrentIndexQuietly(combo,
                                   slot.item >= 0 ? combo->findData(a.devices[slot.item]) : 0);
        } else if (slot.grant->kind == AdvantageGrant::Kind::Weapon
                   && weapon < m_weaponSlots.size()) {
            const WeaponSlot &ws = m_weaponSlots[weapon++];
            setCheckedQuietly(ws.take, slot.item >= 0);
            if (slot.item >= 0) {
                const es::EasyStarWeapon &w = a.weapons[std::size_t(slot.item)];
                if (ws.type)
                    setCurrentIndexQuietly(ws.type, ws.type->findData(w.type));
                if (ws.damage) {
                    setRangeQuietly(ws.damage, std::min(1, w.damage),
                                    std::max(ws.damage->maximum(), w.damage));
                    setValueQuietly(ws.damage, w.damage);
                }
            }
            if (ws.damage)
                ws.damage->setEnabled(slot.item >= 0);
        }
    }
    using Kind = AdvantageGrant::Kind;
    if (m_interceptors) {
        const int granted = grantedCount(rules, *ship, Kind::Fighters);
        setRangeQuietly(m_interceptors, 0,
                        std::max(a.fighters.interceptor, granted - a.fighters.attack));
        setRangeQuietly(m_attack, 0, std::max(a.fighters.attack, granted - a.fighters.interceptor));
        setValueQuietly(m_interceptors, a.fighters.interceptor);
        setValueQuietly(m_attack, a.fighters.attack);
    }
    if (m_units) {
        const int granted = grantedCount(rules, *ship, Kind::Units);
        const int used = freeUnitsUsed(*ship);
        m_units->setText(tr("%1 of %2 assigned in the weapons table").arg(used).arg(granted));
    }
    if (m_damageControl) {
        setRangeQuietly(m_damageControl, 0,
                        std::max(a.damageControl, grantedCount(rules, *ship, Kind::DamageControl)));
        setValueQuietly(m_damageControl, a.damageControl);
        m_damageControlOf->setText(
            tr("of %1").arg(grantedCount(rules, *ship, Kind::DamageControl)));
    }
}

bool EasyStarAdvantageBox::focusSubject(const QString &subject)
{
    const es::EasyStarShip *ship = m_alive ? shipOf(m_document, m_index) : nullptr;
    if (!ship)
        return false;
    // devices[1], weapons[0].type
    const std::vector<model::JsonPath::Segment> path = model::JsonPath(subject).segments();
    const bool item
        = path.size() >= 2 && !path[0].isIndex() && path[1].isIndex()
          && (path[0].key == QLatin1String("devices") || path[0].key == QLatin1String("weapons"));
    QWidget *target = nullptr;
    if (subject.isEmpty() || subject == QLatin1String("roll")) {
        target = m_roll;
    } else if (!path.empty() && !path[0].isIndex() && path[0].key == QLatin1String("rerolls")) {
        target = m_rerolls->isVisible() ? m_reroll0 : m_roll;
    } else if (subject == QLatin1String("fighters")
               || subject == QLatin1String("fighters.interceptor")) {
        target = m_interceptors ? static_cast<QWidget *>(m_interceptors) : m_roll;
    } else if (subject == QLatin1String("fighters.attack")) {
        target = m_attack ? static_cast<QWidget *>(m_attack) : m_roll;
    } else if (subject == QLatin1String("damageControl")) {
        target = m_damageControl ? static_cast<QWidget *>(m_damageControl) : m_roll;
    } else if (item) {
        const bool device = path[0].key == QLatin1String("devices");
        const int k = int(std::min<std::size_t>(path[1].index, INT_MAX));
        const QString field
            = model::JsonPath::fromSegments({path.begin() + 2, path.end()}).toString();
        target = m_roll;
        std::size_t d = 0;
        std::size_t w = 0;
        for (const GrantSlot &slot : grantSlots(systemOf(m_document).rules(), *ship)) {
            if (slot.grant->kind == AdvantageGrant::Kind::Auxiliary) {
                if (device && slot.item == k && d < m_deviceSlots.size())
                    target = m_deviceSlots[d];
                ++d;
            } else if (slot.grant->kind == AdvantageGrant::Kind::Weapon) {
                if (!device && slot.item == k && w < m_weaponSlots.size()) {
                    const WeaponSlot &ws = m_weaponSlots[w];
                    target = ws.take;
                    if (field == QLatin1String("type") && ws.type)
                        target = ws.type;
                    else if (field == QLatin1String("damage") && ws.damage)
                        target = ws.damage;
                }
                ++w;
            }
        }
    } else {
        return false;
    }
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
