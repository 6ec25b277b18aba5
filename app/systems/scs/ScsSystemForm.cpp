#include "ScsSystemForm.h"

#include "../../designer/EditNotes.h"

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
    , m_edit(std::move(edit))
{
    m_outer = new QVBoxLayout(this);
    m_outer->setContentsMargins(0, 0, 0, 0);
    m_outer->setSpacing(0);
    beginGroup();

    m_kind = new QComboBox(this);
    guardWheel(m_kind);
    m_kind->setObjectName(QStringLiteral("system.kind"));
    for (int k = 0; k <= int(SystemKind::Other); ++k)
        m_kind->addItem(model::scs::systemKindName(SystemKind(k)), k);
    m_kind->setToolTip(tr("What the system is: it decides its fields, how its boxes are grouped "
                          "for criticals (digest §5.3) and where the hit chart puts it."));
    m_form->addRow(tr("&Kind:"), m_kind);
    m_fields[QStringLiteral("kind")] = m_kind;

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("system.name"));
    m_name->setMaxLength(100);
    m_name->setToolTip(tr("The name the hit chart names it by; systems of one name share their "
                          "chart rows. Renaming renames the chart rows too."));
    m_form->addRow(tr("&Name:"), m_name);
    m_fields[QStringLiteral("name")] = m_name;

    addSpin("armor", tr("&Armour:"), tr("Change system armour"), 0, 30,
            tr("Armour: subtracted from each hit's damage."), &ShipSystem::armor);
    addSpin("boxes", tr("&Boxes:"), tr("Change system boxes"), 1, 300, tr("Damage boxes."),
            &ShipSystem::boxes);
    beginGroup();
    addSpin("power", tr("&Power needed:"), tr("Change system power"), 0, 99,
            tr("Power the system needs from the reactor (digest §5.7)."), &ShipSystem::power);
    beginGroup();
    m_output = addSpin("output", tr("Output:"), tr("Change system output"), 0, 999, QString(),
                       &ShipSystem::output);
    m_outputLabel = qobject_cast<QLabel *>(m_form->labelForField(m_output));

    beginGroup();
    auto *row = addSpin("rowLength", tr("Boxes per row:"), tr("Change boxes per row"), 0, 50,
                        tr("Boxes per printed row; 0 uses the rules options' row length "
                           "(DEFAULT 4, digest §5.6)."),
                        &ShipSystem::rowLength);
    row->setSpecialValueText(tr("default"));
    auto *block = addSpin("blockSize", tr("Boxes per block:"), tr("Change boxes per block"), 0, 50,
                          tr("Boxes per block for reactors, engines and jump engines; 0 uses the "
                             "rules options' block size (DEFAULT 5, digest §5.6)."),
                          &ShipSystem::blockSize);
    block->setSpecialValueText(tr("default"));
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

    connect(m_kind, &QComboBox::activated, this, [this](int item) {
        const auto kind = SystemKind(m_kind->itemData(item).toInt());
        m_edit(
            QStringLiteral("kind"), tr("Change system kind"),
            [kind](ShipSystem &s) { s.kind = kind; }, false);
    });
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_edit(
            QStringLiteral("name"), tr("Rename system"), [text](ShipSystem &s) { s.name = text; },
            true);
    });
}

QSpinBox *ScsSystemForm::addSpin(const char *key, const QString &label, const QString &step,
                                 int minimum, int maximum, const QString &toolTip,
                                 int ShipSystem::*member)
{
    auto *spin = new ExplainingSpinBox(this);
    guardWheel(spin);
    spin->setObjectName(QStringLiteral("system.") + QLatin1String(key));
    spin->setRange(minimum, maximum);
    spin->setToolTip(toolTip);
    m_form->addRow(label, spin);
    m_fields[QLatin1String(key)] = spin;
    const QString field = QLatin1String(key);
    connect(spin, &QSpinBox::valueChanged, this, [this, field, member, step](int value) {
        m_edit(
            field, step, [member, value](ShipSystem &s) { s.*member = value; }, true);
    });
    return spin;
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
    m_arcFrom = new ExplainingSpinBox(this);
    m_arcTo = new ExplainingSpinBox(this);
    for (QSpinBox *arc : {m_arcFrom, m_arcTo}) {
        guardWheel(arc);
        arc->setRange(0, 359);
        arc->setWrapping(true);
        arc->setSuffix(QStringLiteral("°"));
        arc->setToolTip(tr("The firing arc, clockwise from the bow: from 300° to 60° is the "
                           "forward 120°. From = to fires all round."));
    }
    m_arcFrom->setObjectName(QStringLiteral("system.arc.from"));
    m_arcTo->setObjectName(QStringLiteral("system.arc.to"));
    m_arcRow = new QWidget(this);
    auto *arcLayout = new QHBoxLayout(m_arcRow);
    arcLayout->setContentsMargins(0, 0, 0, 0);
    arcLayout->addWidget(m_arcFrom, 1);
    arcLayout->addWidget(new QLabel(QStringLiteral("–"), m_arcRow));
    arcLayout->addWidget(m_arcTo, 1);
    m_form->addRow(tr("A&rc:"), m_arcRow);
    m_fields[QStringLiteral("arc")] = m_arcFrom;
    m_fields[QStringLiteral("arc[0]")] = m_arcFrom;
    m_fields[QStringLiteral("arc[1]")] = m_arcTo;
    connect(m_arcFrom, &QSpinBox::valueChanged, this, [this](int value) {
        m_edit(
            QStringLiteral("arc[0]"), tr("Change arc"),
            [value](ShipSystem &s) { s.arc.from = value; }, true);
    });
    connect(m_arcTo, &QSpinBox::valueChanged, this, [this](int value) {
        m_edit(
            QStringLiteral("arc[1]"), tr("Change arc"),
            [value](ShipSystem &s) { s.arc.to = value; }, true);
    });

    addSpin("recharge", tr("Re&charge:"), tr("Change recharge"), 0, 20,
            tr("Turns between shots, at least 1 (digest §5.4)."), &ShipSystem::recharge);

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
    m_fields[QStringLiteral("damage")] = m_damage;
    connect(m_damage, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_edit(
            QStringLiteral("damage"), tr("Change damage"),
            [text](ShipSystem &s) { s.damage = text.trimmed(); }, true);
    });

    m_mode = new QComboBox(this);
    guardWheel(m_mode);
    m_mode->setObjectName(QStringLiteral("system.mode"));
    for (int m = 0; m <= int(WeaponMode::Plasma); ++m)
        m_mode->addItem(model::scs::weaponModeName(WeaponMode(m)), m);
    m_mode->setToolTip(tr("Pulse: several hits; ballistic: declared at launch, +1 to intercept; "
                          "matter ignores armour; plasma ignores half of it (digest §5.3)."));
    m_form->addRow(tr("&Mode:"), m_mode);
    m_fields[QStringLiteral("mode")] = m_mode;
    connect(m_mode, &QComboBox::activated, this, [this](int item) {
        const auto mode = WeaponMode(m_mode->itemData(item).toInt());
        m_edit(
            QStringLiteral("mode"), tr("Change weapon mode"),
            [mode](ShipSystem &s) { s.mode = mode; }, false);
    });

    addSpin("intercept", tr("&Intercept:"), tr("Change intercept"), -10, 10,
            tr("Intercept value: each intercept succeeds on a d10 at or under it (digest §5.3); 0 "
               "does not intercept."),
            &ShipSystem::intercept);

    // Shots, pulses and rakes (docs/combat.md, "SCS"): B5 Wars values, 0 = the default.
    addSpin("shots", tr("Shots:"), tr("Change shots"), 1, 20,
            tr("Separate shots each firing makes, each rolled to hit (a B5 Wars Twin Array has "
               "2)."),
            &ShipSystem::shots);
    QSpinBox *pulseDie = addSpin(
        "pulseDie", tr("Pulse die:"), tr("Change pulse die"), 0, 20,
        tr("A pulse weapon's hit fires a die of this many sides of pulses (rules option pulses, "
           "rolled). B5 Wars: d5."),
        &ShipSystem::pulseDie);
    pulseDie->setSpecialValueText(tr("B5 Wars (d%1)").arg(model::scs::DefaultPulseDie));
    QSpinBox *grouping
        = addSpin("pulseGrouping", tr("Extra pulse per:"), tr("Change pulse grouping"), 0, 20,
                  tr("One more pulse for every this many points by which the to-hit roll beats its "
                     "target. B5 Wars: 4 on the d20."),
                  &ShipSystem::pulseGrouping);
    grouping->setSpecialValueText(tr("B5 Wars (%1)").arg(model::scs::DefaultPulseGrouping));
    QSpinBox *maximum
        = addSpin("maxPulses", tr("Most pulses:"), tr("Change most pulses"), 0, 20,
                  tr("The most pulses a hit fires. B5 Wars: 6."), &ShipSystem::maxPulses);
    maximum->setSpecialValueText(tr("B5 Wars (%1)").arg(model::scs::DefaultMaxPulses));
    QSpinBox *rake = addSpin(
        "rake", tr("Rake:"), tr("Change rake"), 0, 100,
        tr("A raking weapon's damage meets armour once per rake of this size, each rake a "
           "location of its own (B5 Wars lasers: 10). 0: not raking."),
        &ShipSystem::rake);
    rake->setSpecialValueText(tr("not raking"));

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
    m_fields[QStringLiteral("rangeModifiers")] = m_modifiers;
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
    m_direction = new QComboBox(this);
    guardWheel(m_direction);
    m_direction->setObjectName(QStringLiteral("system.direction"));
    for (int d = 0; d <= int(ThrustDirection::Starboard); ++d)
        m_direction->addItem(model::scs::directionName(ThrustDirection(d)), d);
    m_direction->setToolTip(tr("Where the thruster pushes: retro (forward section), main (aft), "
                               "port or starboard (digest §5.1)."));
    m_form->addRow(tr("Di&rection:"), m_direction);
    beginGroup();
    m_fields[QStringLiteral("direction")] = m_direction;
    connect(m_direction, &QComboBox::activated, this, [this](int item) {
        const auto direction = ThrustDirection(m_direction->itemData(item).toInt());
        m_edit(
            QStringLiteral("direction"), tr("Change thruster direction"),
            [direction](ShipSystem &s) { s.direction = direction; }, false);
    });

    m_hangarSize = new QComboBox(this);
    guardWheel(m_hangarSize);
    m_hangarSize->setObjectName(QStringLiteral("system.hangarSize"));
    for (int f = 0; f <= int(FighterSize::Heavy); ++f)
        m_hangarSize->addItem(model::scs::fighterSizeName(FighterSize(f)), f);
    m_hangarSize->setToolTip(tr("The fighters its slots take: heavy fighters only in heavy "
                                "slots, medium in heavy or medium, light anywhere."));
    m_form->addRow(tr("&Fighter size:"), m_hangarSize);
    m_fields[QStringLiteral("hangarSize")] = m_hangarSize;
    m_fields[QStringLiteral("fighterSize")] = m_hangarSize;
    connect(m_hangarSize, &QComboBox::activated, this, [this](int item) {
        const auto size = FighterSize(m_hangarSize->itemData(item).toInt());
        m_edit(
            QStringLiteral("hangarSize"), tr("Change hangar fighter size"),
            [size](ShipSystem &s) { s.hangarSize = size; }, false);
    });
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
    for (QWidget *row :
         {m_arcRow, m_damageRow, m_modifiersRow, m_fields.at(QStringLiteral("recharge")),
          static_cast<QWidget *>(m_mode), m_fields.at(QStringLiteral("intercept")),
          m_fields.at(QStringLiteral("shots")), m_fields.at(QStringLiteral("rake"))})
        showRow(row, weapon);
    showRow(m_direction, kind == SystemKind::Thruster);
    showRow(m_hangarSize, kind == SystemKind::Hangar);
    showRow(m_fields.at(QStringLiteral("power")), kind != SystemKind::Reactor);
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
    setCurrentDataQuietly(m_kind, int(shown.kind));
    setTextQuietly(m_name, shown.name);
    const auto spin = [this](const char *key) {
        return static_cast<QSpinBox *>(m_fields.at(QLatin1String(key)));
    };
    setValueQuietly(spin("armor"), shown.armor, 0, 30);
    setValueQuietly(spin("boxes"), shown.boxes, 1, 300);
    setValueQuietly(spin("power"), shown.power, 0, 99);
    setValueQuietly(m_output, shown.output, 0, 999);
    setValueQuietly(spin("rowLength"), shown.rowLength, 0, 50);
    setValueQuietly(spin("blockSize"), shown.blockSize, 0, 50);
    setValueQuietly(m_arcFrom, shown.arc.from, 0, 359);
    setValueQuietly(m_arcTo, shown.arc.to, 0, 359);
    setValueQuietly(spin("recharge"), shown.recharge, 0, 20);
    setValueQuietly(spin("intercept"), shown.intercept, -10, 10);
    setValueQuietly(spin("shots"), shown.shots, 1, 20);
    setValueQuietly(spin("pulseDie"), shown.pulseDie, 0, 20);
    setValueQuietly(spin("pulseGrouping"), shown.pulseGrouping, 0, 20);
    setValueQuietly(spin("maxPulses"), shown.maxPulses, 0, 20);
    setValueQuietly(spin("rake"), shown.rake, 0, 100);
    setTextQuietly(m_damage, shown.damage);
    m_damageNote->setVisible(!shown.damage.isEmpty() && !damageValid(shown.damage));
    setCurrentDataQuietly(m_mode, int(shown.mode));
    setCurrentDataQuietly(m_direction, int(shown.direction));
    setCurrentDataQuietly(m_hangarSize, int(shown.hangarSize));
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
    const auto it = m_fields.find(key);
    return it == m_fields.end() ? m_name : it->second;
}

} // namespace fw::app::scs
