#include "ScsSystemForm.h"

#include "../../designer/FieldBinder.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app::scs {

using model::scs::FighterSize;
using model::scs::ThrustDirection;
using model::scs::WeaponMode;

ScsSystemForm::ScsSystemForm(Edit edit, QWidget *parent)
    : QWidget(parent)
    , m_edit(edit)
    , m_fields(this, QStringLiteral("system."), std::move(edit))
{
    m_outer = new QVBoxLayout(this);
    m_outer->setContentsMargins(0, 0, 0, 0);
    m_outer->setSpacing(0);
    beginGroup();

    const QStringList kinds = enumNames(SystemKind::Other, model::scs::systemKindName);
    addFieldRow(m_form, tr("&Kind:"),
                m_fields.choice(QStringLiteral("kind"), &ShipSystem::kind, kinds,
                                tr("Change system kind"),
                                tr("What the system is: it decides its fields, how its boxes are "
                                   "grouped for criticals (digest §5.3) and where the hit chart "
                                   "puts it.")));
    addFieldRow(m_form, tr("&Name:"),
                m_fields.line(QStringLiteral("name"), &ShipSystem::name, 100, tr("Rename system"),
                              tr("The name the hit chart names it by; systems of one name share "
                                 "their chart rows. Renaming renames the chart rows too.")));
    addFieldRow(m_form, tr("&Armour:"),
                m_fields.spin(QStringLiteral("armor"), &ShipSystem::armor, 0, 30,
                              tr("Change system armour"),
                              tr("Armour: subtracted from each hit's damage.")));
    addFieldRow(m_form, tr("&Boxes:"),
                m_fields.spin(QStringLiteral("boxes"), &ShipSystem::boxes, 1, 300,
                              tr("Change system boxes"), tr("Damage boxes.")));
    beginGroup();
    addFieldRow(m_form, tr("&Power needed:"),
                m_fields.spin(QStringLiteral("power"), &ShipSystem::power, 0, 99,
                              tr("Change system power"),
                              tr("Power the system needs from the reactor (digest §5.7).")));
    beginGroup();
    m_output = m_fields.spin(QStringLiteral("output"), &ShipSystem::output, 0, 999,
                             tr("Change system output"));
    m_outputLabel = addFieldRow(m_form, tr("Output:"), m_output);

    beginGroup();
    QSpinBox *row = m_fields.spin(QStringLiteral("rowLength"), &ShipSystem::rowLength, 0, 50,
                                  tr("Change boxes per row"),
                                  tr("Boxes per printed row; 0 uses the rules options' row length "
                                     "(DEFAULT 4, digest §5.6)."));
    row->setSpecialValueText(tr("default"));
    addFieldRow(m_form, tr("Boxes per row:"), row);
    QSpinBox *block = m_fields.spin(
        QStringLiteral("blockSize"), &ShipSystem::blockSize, 0, 50, tr("Change boxes per block"),
        tr("Boxes per block for reactors, engines and jump engines; 0 uses the "
           "rules options' block size (DEFAULT 5, digest §5.6)."));
    block->setSpecialValueText(tr("default"));
    addFieldRow(m_form, tr("Boxes per block:"), block);
    addWeaponFields();
    addCombos();
    m_outer->addStretch(1);
    // The groups' labels line up at the widest label's width.
    int width = 0;
    for (QLabel *label : findChildren<QLabel *>()) {
        if (label->buddy())
            width = std::max(width, label->sizeHint().width());
    }
    for (QFormLayout *form : m_forms) {
        for (int r = 0; r < form->rowCount(); ++r) {
            if (QLayoutItem *item = form->itemAt(r, QFormLayout::LabelRole); item && item->widget())
                item->widget()->setMinimumWidth(width);
        }
    }
}

// A group of rows shown or hidden together (hiding single rows of a QFormLayout makes Qt 6.4
// read past its rows when it holds a word-wrapped label).
void ScsSystemForm::beginGroup()
{
    auto *group = new QWidget(this);
    m_form = new QFormLayout(group);
    m_form->setContentsMargins(0, 0, 0, 3);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_outer->addWidget(group);
    m_forms.push_back(m_form);
    m_groups.push_back(group);
}

void ScsSystemForm::addWeaponFields()
{
    beginGroup();
    const QString arcTip = tr("The firing arc, clockwise from the bow: from 300° to 60° is the "
                              "forward 120°. From = to fires all round.");
    m_arcFrom = m_fields.spin(
        QStringLiteral("arc[0]"), [](const ShipSystem &s) { return s.arc.from; },
        [](ShipSystem &s, int value) { s.arc.from = value; }, 0, 359, tr("Change arc"), arcTip);
    m_arcTo = m_fields.spin(
        QStringLiteral("arc[1]"), [](const ShipSystem &s) { return s.arc.to; },
        [](ShipSystem &s, int value) { s.arc.to = value; }, 0, 359, tr("Change arc"), arcTip);
    for (QSpinBox *arc : {m_arcFrom, m_arcTo}) {
        arc->setWrapping(true);
        arc->setSuffix(QStringLiteral("°"));
    }
    m_arcFrom->setObjectName(QStringLiteral("system.arc.from"));
    m_arcTo->setObjectName(QStringLiteral("system.arc.to"));
    m_fields.add(QStringLiteral("arc"), m_arcFrom);
    m_arcRow = new QWidget(this);
    auto *arcLayout = new QHBoxLayout(m_arcRow);
    arcLayout->setContentsMargins(0, 0, 0, 0);
    arcLayout->addWidget(m_arcFrom, 1);
    arcLayout->addWidget(new QLabel(QStringLiteral("–"), m_arcRow));
    arcLayout->addWidget(m_arcTo, 1);
    m_form->addRow(tr("A&rc:"), m_arcRow);

    addFieldRow(m_form, tr("Re&charge:"),
                m_fields.spin(QStringLiteral("recharge"), &ShipSystem::recharge, 0, 20,
                              tr("Change recharge"),
                              tr("Turns between shots, at least 1 (digest §5.4).")));

    m_damage = new QLineEdit(this);
    m_damage->setObjectName(QStringLiteral("system.damage"));
    m_damage->setMaxLength(40);
    m_damage->setPlaceholderText(QStringLiteral("3d10+4"));
    m_damage->setToolTip(tr("Damage per hit: dice and a bonus (“3d10+4”, “2d6−1”) or a number."));
    m_damageNote = new QLabel(this);
    m_damageNote->setStyleSheet(ProblemStyle);
    m_damageNote->setWordWrap(true);
    m_damageNote->setText(tr("Not dice like “3d10+4” or a number."));
    m_damageRow = new QWidget(this);
    auto *damageLayout = new QVBoxLayout(m_damageRow);
    damageLayout->setContentsMargins(0, 0, 0, 0);
    damageLayout->setSpacing(2);
    damageLayout->addWidget(m_damage);
    damageLayout->addWidget(m_damageNote);
    m_form->addRow(tr("&Damage:"), m_damageRow);
    m_fields.add(QStringLiteral("damage"), m_damage);
    connect(m_damage, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_edit(
            QStringLiteral("damage"), tr("Change damage"),
            [text](ShipSystem &s) { s.damage = text.trimmed(); }, true);
    });

    const QStringList modes = enumNames(WeaponMode::Plasma, model::scs::weaponModeName);
    addFieldRow(m_form, tr("&Mode:"),
                m_fields.choice(QStringLiteral("mode"), &ShipSystem::mode, modes,
                                tr("Change weapon mode"),
                                tr("Pulse: several hits; ballistic: declared at launch, +1 to "
                                   "intercept; matter ignores armour; plasma ignores half of it "
                                   "(digest §5.3).")));
    addFieldRow(m_form, tr("&Intercept:"),
                m_fields.spin(QStringLiteral("intercept"), &ShipSystem::intercept, -10, 10,
                              tr("Change intercept"),
                              tr("Intercept value: each intercept succeeds on a d10 at or under "
                                 "it (digest §5.3); 0 does not intercept.")));

    // Shots, pulses and rakes (docs/combat.md, "SCS"): B5 Wars values, 0 = the default.
    addFieldRow(m_form, tr("Shots:"),
                m_fields.spin(QStringLiteral("shots"), &ShipSystem::shots, 1, 20,
                              tr("Change shots"),
                              tr("Separate shots each firing makes, each rolled to hit (a B5 Wars "
                                 "Twin Array has 2).")));
    QSpinBox *pulseDie = m_fields.spin(
        QStringLiteral("pulseDie"), &ShipSystem::pulseDie, 0, 20, tr("Change pulse die"),
        tr("A pulse weapon's hit fires a die of this many sides of pulses (rules option pulses, "
           "rolled). B5 Wars: d5."));
    pulseDie->setSpecialValueText(tr("B5 Wars (d%1)").arg(model::scs::DefaultPulseDie));
    addFieldRow(m_form, tr("Pulse die:"), pulseDie);
    QSpinBox *grouping = m_fields.spin(
        QStringLiteral("pulseGrouping"), &ShipSystem::pulseGrouping, 0, 20,
        tr("Change pulse grouping"),
        tr("One more pulse for every this many points by which the to-hit roll beats its target. "
           "B5 Wars: 4 on the d20."));
    grouping->setSpecialValueText(tr("B5 Wars (%1)").arg(model::scs::DefaultPulseGrouping));
    addFieldRow(m_form, tr("Extra pulse per:"), grouping);
    QSpinBox *maximum
        = m_fields.spin(QStringLiteral("maxPulses"), &ShipSystem::maxPulses, 0, 20,
                        tr("Change most pulses"), tr("The most pulses a hit fires. B5 Wars: 6."));
    maximum->setSpecialValueText(tr("B5 Wars (%1)").arg(model::scs::DefaultMaxPulses));
    addFieldRow(m_form, tr("Most pulses:"), maximum);
    QSpinBox *rake = m_fields.spin(
        QStringLiteral("rake"), &ShipSystem::rake, 0, 100, tr("Change rake"),
        tr("A raking weapon's damage meets armour once per rake of this size, each rake a "
           "location of its own (B5 Wars lasers: 10). 0: not raking."));
    rake->setSpecialValueText(tr("not raking"));
    addFieldRow(m_form, tr("Rake:"), rake);

    m_modifiers = new QLineEdit(this);
    m_modifiers->setObjectName(QStringLiteral("system.rangeModifiers"));
    m_modifiers->setPlaceholderText(QStringLiteral("10, 12, 9, 6, 3, 1, -2"));
    m_modifiers->setToolTip(tr("The modifier added to the target's signature at range 0, 1, 2, … "
                               "hexes, separated by commas or spaces (digest §5.3)."));
    m_modifiersNote = new QLabel(this);
    m_modifiersNote->setWordWrap(true);
    m_modifiersRow = new QWidget(this);
    auto *modifiersLayout = new QVBoxLayout(m_modifiersRow);
    modifiersLayout->setContentsMargins(0, 0, 0, 0);
    modifiersLayout->setSpacing(2);
    modifiersLayout->addWidget(m_modifiers);
    modifiersLayout->addWidget(m_modifiersNote);
    m_form->addRow(tr("Range &modifiers:"), m_modifiersRow);
    m_fields.add(QStringLiteral("rangeModifiers"), m_modifiers);
    connect(m_modifiers, &QLineEdit::textEdited, this, [this](const QString &text) {
        const std::optional<std::vector<int>> values = parseModifiers(text);
        if (!values) {
            m_modifiersNote->setText(tr("Whole numbers separated by commas or spaces."));
            m_modifiersNote->setStyleSheet(ProblemStyle);
            return;
        }
        m_edit(
            QStringLiteral("rangeModifiers"), tr("Change range modifiers"),
            [&](ShipSystem &s) { s.rangeModifiers = *values; }, true);
    });
}

void ScsSystemForm::addCombos()
{
    beginGroup();
    const QStringList directions = enumNames(ThrustDirection::Starboard, model::scs::directionName);
    m_direction = m_fields.choice(QStringLiteral("direction"), &ShipSystem::direction, directions,
                                  tr("Change thruster direction"),
                                  tr("Where the thruster pushes: retro (forward section), main "
                                     "(aft), port or starboard (digest §5.1)."));
    addFieldRow(m_form, tr("Di&rection:"), m_direction);
    beginGroup();
    const QStringList sizes = enumNames(FighterSize::Heavy, model::scs::fighterSizeName);
    m_hangarSize = m_fields.choice(QStringLiteral("hangarSize"), &ShipSystem::hangarSize, sizes,
                                   tr("Change hangar fighter size"),
                                   tr("The fighters its slots take: heavy fighters only in heavy "
                                      "slots, medium in heavy or medium, light anywhere."));
    m_fields.add(QStringLiteral("fighterSize"), m_hangarSize);
    addFieldRow(m_form, tr("&Fighter size:"), m_hangarSize);
}

// Shows or hides the group of rows that holds `field`.
void ScsSystemForm::showRow(QWidget *field, bool shown)
{
    QWidget *group = field;
    while (group && std::find(m_groups.begin(), m_groups.end(), group) == m_groups.end())
        group = group->parentWidget();
    if (group)
        group->setVisible(shown);
}

// Each kind shows its own fields; the output field says what the output is.
void ScsSystemForm::updateRows(SystemKind kind)
{
    const bool weapon = kind == SystemKind::Weapon;
    for (QWidget *row : {m_arcRow, m_damageRow, m_modifiersRow})
        showRow(row, weapon);
    for (const char *path : {"recharge", "mode", "intercept", "shots", "rake"})
        showRow(m_fields.fieldFor(QLatin1String(path)), weapon);
    showRow(m_direction, kind == SystemKind::Thruster);
    showRow(m_hangarSize, kind == SystemKind::Hangar);
    showRow(m_fields.fieldFor(QStringLiteral("power")), kind != SystemKind::Reactor);
    QString label;
    QString tip;
    switch (kind) {
    case SystemKind::Reactor:
        label = tr("Power given:");
        tip = tr("The power the reactor gives; the systems' needs are checked against it.");
        break;
    case SystemKind::Engine:
        label = tr("Thrust:");
        tip = tr("The thrust the engine makes.");
        break;
    case SystemKind::Thruster:
    case SystemKind::Sensors:
        label = tr("Rating:");
        tip = tr("The thruster's or sensors' rating.");
        break;
    case SystemKind::JumpEngine:
        label = tr("Jump delay:");
        tip = tr("Turns the jump engine needs to open a jump point.");
        break;
    case SystemKind::Hangar:
        label = tr("Fighter slots:");
        tip = tr("How many fighters the hangar holds.");
        break;
    case SystemKind::ShieldGenerator:
        label = tr("Shield:");
        tip = tr("The shield value it gives.");
        break;
    default:
        label = tr("Output:");
        tip = tr("What the system gives, if anything.");
        break;
    }
    m_outputLabel->setText(label);
    m_output->setToolTip(tip);
    showRow(m_output, kind != SystemKind::Weapon && kind != SystemKind::CnC);
}

void ScsSystemForm::showSystem(const ShipSystem *system, bool other)
{
    setEnabled(system != nullptr);
    const ShipSystem shown = system ? *system : ShipSystem();
    m_fields.refresh(shown);
    setTextQuietly(m_damage, shown.damage);
    m_damageNote->setVisible(!shown.damage.isEmpty() && !damageValid(shown.damage));
    // The row being typed keeps its text while it reads as the same numbers.
    const std::optional<std::vector<int>> typed = parseModifiers(m_modifiers->text());
    if (other || !typed || *typed != shown.rangeModifiers)
        setTextQuietly(m_modifiers, modifiersText(shown.rangeModifiers));
    QStringList ranges;
    for (std::size_t r = 0; r < shown.rangeModifiers.size(); ++r)
        ranges << tr("%1: %2").arg(r).arg(shown.rangeModifiers[r]);
    m_modifiersNote->setStyleSheet(shown.rangeModifiers.empty() ? ProblemStyle : QString());
    m_modifiersNote->setText(shown.rangeModifiers.empty()
                                 ? tr("A weapon needs its range-modifier row.")
                                 : tr("Range %1").arg(ranges.join(QLatin1String(", "))));
    updateRows(shown.kind);
}

QWidget *ScsSystemForm::field(const QString &key) const
{
    QWidget *field = m_fields.fieldFor(key);
    return field ? field : m_fields.fieldFor(QStringLiteral("name"));
}

} // namespace fw::app::scs
