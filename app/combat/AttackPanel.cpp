#include "AttackPanel.h"

#include "BattleSides.h"
#include "DistributionChart.h"
#include "ModifierField.h"
#include "Percent.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QVariant>

#include <climits>

namespace fw::app {

namespace mc = model::combat;

namespace {

constexpr int ShipRole = Qt::UserRole;
constexpr int KindRole = Qt::UserRole + 1;

QString shipLabel(const model::Fleet &fleet, int i)
{
    const QString &name = fleet.ships[std::size_t(i)]->name;
    return name.isEmpty() ? AttackPanel::tr("Ship %1").arg(i + 1) : name;
}

} // namespace

AttackPanel::AttackPanel(BattleSides &sides, QWidget *parent)
    : QWidget(parent)
    , m_sides(sides)
{
    auto *inputs = new QGroupBox(tr("Attack"));
    auto *form = new QFormLayout;
    m_attacker = new QComboBox;
    m_attacker->setObjectName(QStringLiteral("attacker"));
    m_attacker->setToolTip(tr("A ship of side A"));
    m_weapon = new QComboBox;
    m_weapon->setObjectName(QStringLiteral("weapon"));
    m_target = new QComboBox;
    m_target->setObjectName(QStringLiteral("target"));
    m_target->setToolTip(tr("A ship of side B, or a kind of target"));
    m_range = new QSpinBox;
    m_range->setObjectName(QStringLiteral("attackRange"));
    m_range->setRange(0, 999);
    m_range->setValue(1);
    const auto addRow = [form](const QString &label, QWidget *field) {
        auto *l = new QLabel(label);
        l->setBuddy(field);
        form->addRow(l, field);
        return l;
    };
    addRow(tr("Attac&ker:"), m_attacker);
    addRow(tr("&Weapon:"), m_weapon);
    addRow(tr("Tar&get:"), m_target);
    m_rangeLabel = addRow(tr("&Range:"), m_range);
    m_modifierBox = new QGroupBox(tr("Modifiers"));
    m_modifierForm = new QFormLayout(m_modifierBox);
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("rollSeed"));
    m_seed->setRange(1, INT_MAX);
    m_seed->setValue(1);
    m_seed->setToolTip(tr("The dice of a roll come from this seed; each roll moves it on by one"));
    m_roll = new QPushButton(tr("R&oll"));
    m_roll->setObjectName(QStringLiteral("roll"));
    m_roll->setToolTip(tr("Roll this attack once with the seed and show every die"));
    connect(m_roll, &QPushButton::clicked, this, &AttackPanel::roll);
    auto *rollRow = new QHBoxLayout;
    auto *seedLabel = new QLabel(tr("Se&ed:"));
    seedLabel->setBuddy(m_seed);
    rollRow->addWidget(seedLabel);
    rollRow->addWidget(m_seed, 1);
    rollRow->addWidget(m_roll);
    auto *inputsLayout = new QVBoxLayout(inputs);
    inputsLayout->addLayout(form);
    inputsLayout->addWidget(m_modifierBox);
    inputsLayout->addLayout(rollRow);
    inputsLayout->addStretch(1);
    inputs->setMinimumWidth(300);
    inputs->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);

    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("attackError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b"));
    m_expected = new QLabel;
    m_expected->setObjectName(QStringLiteral("expectedDamage"));
    m_expected->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_expected->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_expected->setFont(bold);
    m_outcomes = new QTableWidget(0, 2);
    m_outcomes->setObjectName(QStringLiteral("outcomes"));
    m_outcomes->setHorizontalHeaderLabels({tr("Outcome"), tr("Chance")});
    m_outcomes->verticalHeader()->hide();
    m_outcomes->verticalHeader()->setDefaultSectionSize(m_outcomes->fontMetrics().height() + 8);
    m_outcomes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outcomes->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_outcomes->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_outcomes->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_outcomes->setMaximumWidth(320);
    m_damage = new DistributionChart;
    m_damage->setObjectName(QStringLiteral("damageChart"));
    m_damage->setAccessibleName(tr("Damage distribution"));
    m_damage->setMinimumHeight(170);
    auto *chartsRow = new QHBoxLayout;
    chartsRow->addWidget(m_outcomes, 2);
    chartsRow->addWidget(m_damage, 3);
    m_steps = new QLabel;
    m_steps->setObjectName(QStringLiteral("attackSteps"));
    m_steps->setWordWrap(true);
    m_steps->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_steps->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_rollLog = new QPlainTextEdit;
    m_rollLog->setObjectName(QStringLiteral("rollLog"));
    m_rollLog->setReadOnly(true);
    m_rollLog->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_rollLog->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_rollLog->setPlaceholderText(tr("Roll shows one attack here, die by die."));
    m_rollLog->setAccessibleName(tr("Roll log"));
    m_rollLog->setMaximumHeight(140);

    auto *results = new QVBoxLayout;
    results->addWidget(m_error);
    results->addWidget(m_expected);
    results->addLayout(chartsRow, 2);
    results->addWidget(m_steps);
    results->addWidget(m_rollLog, 1);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(inputs);
    layout->addLayout(results, 1);

    connect(m_attacker, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling) {
            fillWeapons();
            fitRange();
            recompute();
        }
    });
    for (QComboBox *box : {m_weapon, m_target}) {
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling) {
                fitRange();
                recompute();
            }
        });
    }
    connect(m_range, &QSpinBox::valueChanged, this, &AttackPanel::recompute);
    connect(&m_sides, &BattleSides::changed, this, &AttackPanel::sidesChanged);
    sidesChanged();
}

QWidget *AttackPanel::modifierField(const QString &id) const
{
    const auto it = m_modifiers.find(id);
    return it == m_modifiers.end() ? nullptr : it->second;
}

void AttackPanel::sidesChanged()
{
    const mc::CombatRules *rules = m_sides.rules();
    if (rules != m_rules) {
        m_rules = rules;
        rebuildModifiers();
    }
    if (m_rules)
        m_rangeLabel->setText(tr("&Range (%1):").arg(m_rules->rangeUnit()));

    // Refill the lists, keeping the choices where the ships are still there.
    m_filling = true;
    const QString attacker = m_attacker->currentText();
    const QString target = m_target->currentText();
    m_attacker->clear();
    m_target->clear();
    if (m_rules) {
        const model::Fleet &a = *m_sides.fleet(0);
        const model::Fleet &b = *m_sides.fleet(1);
        for (int i = 0; i < int(a.ships.size()); ++i)
            m_attacker->addItem(shipLabel(a, i), i);
        for (int i = 0; i < int(b.ships.size()); ++i) {
            m_target->addItem(shipLabel(b, i));
            m_target->setItemData(m_target->count() - 1, i, ShipRole);
        }
        const std::vector<mc::Choice> kinds = m_rules->targetKinds();
        if (!kinds.empty() && m_target->count() > 0)
            m_target->insertSeparator(m_target->count());
        for (const mc::Choice &kind : kinds) {
            m_target->addItem(kind.label);
            m_target->setItemData(m_target->count() - 1, -1, ShipRole);
            m_target->setItemData(m_target->count() - 1, kind.id, KindRole);
        }
    }
    // An empty name would find the separator.
    m_attacker->setCurrentIndex(attacker.isEmpty() ? 0
                                                   : std::max(0, m_attacker->findText(attacker)));
    m_target->setCurrentIndex(target.isEmpty() ? 0 : std::max(0, m_target->findText(target)));
    m_filling = false;
    fillWeapons();
    fitRange();
    recompute();
}

void AttackPanel::rebuildModifiers()
{
    while (m_modifierForm->rowCount() > 0)
        m_modifierForm->removeRow(0);
    m_modifiers.clear();
    const std::vector<mc::ModifierSpec> specs
        = m_rules ? m_rules->modifiers() : std::vector<mc::ModifierSpec>();
    for (const mc::ModifierSpec &spec : specs)
        m_modifiers[spec.id] = addModifierField(m_modifierForm, spec, [this] { recompute(); });
    m_modifierBox->setVisible(!specs.empty());
}

void AttackPanel::fillWeapons()
{
    const int previous = m_weapon->currentIndex();
    m_filling = true;
    m_weapon->clear();
    if (m_rules && m_attacker->currentIndex() >= 0) {
        const int ship = m_attacker->currentData().toInt();
        for (const mc::Choice &weapon : m_rules->weapons(*m_sides.fleet(0), ship))
            m_weapon->addItem(weapon.label, weapon.id);
    }
    if (previous >= 0 && previous < m_weapon->count())
        m_weapon->setCurrentIndex(previous);
    m_filling = false;
}

bool AttackPanel::selectAttacker(const QString &shipName)
{
    const int i = m_attacker->findText(shipName);
    if (i < 0)
        return false;
    m_attacker->setCurrentIndex(i);
    return true;
}

bool AttackPanel::selectWeapon(int index)
{
    if (index < 0 || index >= m_weapon->count())
        return false;
    m_weapon->setCurrentIndex(index);
    return true;
}

bool AttackPanel::selectTarget(const QString &shipNameOrKind)
{
    int i = m_target->findText(shipNameOrKind);
    if (i < 0)
        i = m_target->findData(shipNameOrKind, KindRole);
    if (i < 0)
        return false;
    m_target->setCurrentIndex(i);
    return true;
}

void AttackPanel::fitRange()
{
    if (!m_rules || m_attacker->currentIndex() < 0 || m_weapon->currentIndex() < 0
        || m_target->currentIndex() < 0)
        return;
    // Whether an attack can be made is prepareAttack()'s answer, without the odds' work.
    mc::AttackSetup s = setup();
    if (m_rules->prepareAttack(s))
        return;
    // The nearest range at which the attack can be made, if there is one.
    const int current = m_range->value();
    for (int distance = 1; distance <= 200; ++distance) {
        for (const int range : {current - distance, current + distance}) {
            if (range < m_range->minimum() || range > m_range->maximum())
                continue;
            s.range = range;
            if (m_rules->prepareAttack(s)) {
                const QSignalBlocker block(m_range);
                m_range->setValue(range);
                return;
            }
        }
    }
}

mc::AttackSetup AttackPanel::setup() const
{
    mc::AttackSetup s;
    if (!m_rules)
        return s;
    s.attackerFleet = m_sides.fleet(0);
    s.attacker = m_attacker->currentData().toInt();
    s.weapon = m_weapon->currentIndex(); // a position in CombatRules::weapons(), as listed
    s.targetFleet = m_sides.fleet(1);
    s.target = m_target->currentIndex() >= 0 ? m_target->currentData(ShipRole).toInt() : -1;
    s.targetKind = m_target->currentData(KindRole).toString();
    s.range = m_range->value();
    for (const auto &[id, field] : m_modifiers)
        s.modifiers[id] = modifierFieldValue(field);
    return s;
}

void AttackPanel::recompute()
{
    if (m_filling)
        return;
    m_odds = {};
    // A roll belongs to the attack it was rolled for: another attacker, target, fleet or
    // modifier makes it stale.
    m_rollLog->clear();
    showUsedModifiers();
    const bool ready = m_rules && m_attacker->currentIndex() >= 0 && m_weapon->currentIndex() >= 0
                       && m_target->currentIndex() >= 0;
    m_roll->setEnabled(ready);
    m_outcomes->setRowCount(0);
    if (!ready) {
        m_error->setText(m_rules ? tr("Choose an attacker with a weapon and a target.")
                                 : m_sides.problem());
        m_error->show();
        m_expected->clear();
        m_damage->clear();
        m_steps->clear();
        return;
    }
    m_odds = m_rules->odds(setup());
    showUsedModifiers();
    m_error->setText(m_odds.error);
    m_error->setVisible(!m_odds.error.isEmpty());
    m_roll->setEnabled(m_odds.error.isEmpty());
    if (!m_odds.error.isEmpty()) {
        m_expected->clear();
        m_damage->clear(m_odds.error);
        m_steps->clear();
        return;
    }
    m_expected->setText(
        tr("Expected damage: %1").arg(QLocale().toString(m_odds.damage.mean(), 'f', 2)));
    for (const mc::OutcomeOdds &o : m_odds.outcomes) {
        const int row = m_outcomes->rowCount();
        m_outcomes->insertRow(row);
        auto *label = new QTableWidgetItem(o.label);
        label->setData(Qt::UserRole, o.id);
        m_outcomes->setItem(row, 0, label);
        auto *chance = new QTableWidgetItem(percentText(o.probability));
        chance->setData(Qt::UserRole, o.probability);
        chance->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_outcomes->setItem(row, 1, chance);
    }
    std::vector<DistributionChart::Bar> bars;
    for (int v = m_odds.damage.min(); v <= m_odds.damage.max(); ++v)
        bars.push_back({v, v, m_odds.damage.at(v)});
    m_damage->setBars(std::move(bars), tr("Damage"));

    QStringList html;
    if (!m_odds.steps.isEmpty()) {
        html << tr("<b>How the odds come about</b>");
        for (const QString &step : m_odds.steps)
            html << QStringLiteral("• ") + step.toHtmlEscaped();
    }
    if (!m_odds.assumptions.isEmpty()) {
        html << tr("<b>Assumptions</b>");
        for (const QString &a : m_odds.assumptions)
            html << QStringLiteral("• ") + a.toHtmlEscaped();
    }
    m_steps->setText(html.join(QLatin1String("<br>")));
}

void AttackPanel::showUsedModifiers()
{
    // A yes/no modifier that cannot change this attack (a displacer pod the target lacks) shows
    // unticked while it is greyed out; the player's choice comes back when it counts again. The
    // odds are computed with that choice (recompute() calls this before and after them).
    static const char *Kept = "fleetwright_keptChoice";
    for (const auto &[id, field] : m_modifiers) {
        const bool used = !m_odds.unusedModifiers.contains(id);
        field->setEnabled(used);
        if (QWidget *label = m_modifierForm->labelForField(field))
            label->setEnabled(used);
        auto *check = qobject_cast<QCheckBox *>(field);
        if (!check)
            continue;
        const QSignalBlocker blocker(check);
        const QVariant kept = check->property(Kept);
        if (used && kept.isValid()) {
            check->setChecked(kept.toBool());
            check->setProperty(Kept, QVariant());
        } else if (!used && !kept.isValid()) {
            check->setProperty(Kept, check->isChecked());
            check->setChecked(false);
        }
    }
}

void AttackPanel::roll()
{
    if (!m_rules || !m_odds.error.isEmpty() || m_weapon->currentIndex() < 0)
        return;
    const std::uint64_t seed = std::uint64_t(m_seed->value());
    model::dice::Rng rng(seed);
    const mc::AttackRoll r = m_rules->roll(setup(), rng);
    QStringList lines;
    if (!r.error.isEmpty()) {
        lines << r.error;
    } else {
        QString outcome = r.outcome;
        for (const mc::OutcomeOdds &o : m_odds.outcomes) {
            if (o.id == r.outcome)
                outcome = o.label;
        }
        lines << tr("Seed %1: %2, %n damage.", nullptr, r.damage).arg(seed).arg(outcome);
        lines << r.log;
    }
    m_rollLog->setPlainText(lines.join(QLatin1Char('\n')));
    if (m_seed->value() < m_seed->maximum())
        m_seed->setValue(m_seed->value() + 1);
}

QString AttackPanel::rollLog() const
{
    return m_rollLog->toPlainText();
}

} // namespace fw::app
