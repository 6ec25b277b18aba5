#include "BillionSunsClassForm.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../designer/EditNotes.h"
#include "../../document/FleetDocument.h"
#include "BillionSunsEditing.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace fw::app {

using namespace billionsuns;
using model::billionsuns::BillionSunsClass;
using model::billionsuns::BillionSunsText;
using model::billionsuns::customClass;

namespace {

constexpr std::array Dice = {3, 4, 6, 8, 10, 12, 20};
const char *const MinimumProperty = "fwMinimum";
const char *const MaximumProperty = "fwMaximum";

// The bounds validation allows (checkClass), widened to show a loaded value outside them.
void showBounded(QSpinBox *spin, int value)
{
    setValueQuietly(spin, value, spin->property(MinimumProperty).toInt(),
                    spin->property(MaximumProperty).toInt());
}

QString rule()
{
    return QCoreApplication::translate(
        "fw::app::BillionSunsClassForm",
        "Custom classes are held to Fleetwright's ranges, which cover the ship table with room "
        "to spare (A Billion Suns, ship table).");
}

// Why a class field refuses a typed value: Fleetwright's range for it, and where it comes from.
ExplainingSpinBox::Reason refusal(int minimum, int maximum)
{
    return [minimum, maximum](int value) {
        return QCoreApplication::translate("fw::app::BillionSunsClassForm",
                                           "%1 is refused: this field takes %2 to %3. %4")
            .arg(value)
            .arg(minimum)
            .arg(maximum)
            .arg(rule());
    };
}

} // namespace

BillionSunsClassForm::BillionSunsClassForm(FleetDocument &document, QWidget *parent)
    : DesignEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    QFormLayout *stats = createStatsForm();
    auto *weapons = new QVBoxLayout;
    weapons->addWidget(createWeaponBox(tr("&Primary weapon"), "primary", m_primary));
    weapons->addWidget(createWeaponBox(tr("Au&xiliary weapon"), "auxiliary", m_auxiliary));
    weapons->addStretch(1);

    auto *columns = new QHBoxLayout;
    columns->setContentsMargins(0, 0, 0, 0);
    columns->addLayout(stats, 1);
    columns->addLayout(weapons, 1);

    m_derived = new QLabel(this);
    m_derived->setObjectName(QStringLiteral("class.derived"));
    m_derived->setWordWrap(true);
    m_derived->setTextFormat(Qt::RichText);
    m_derived->setToolTip(
        tr("What the class's mass and silhouette give it in play (A Billion Suns, quick "
           "reference)."));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns);
    layout->addWidget(m_derived);

    connectFields();
    for (auto signal : {&FleetDocument::designChanged, &FleetDocument::designInserted,
                        &FleetDocument::designRemoved})
        connect(&document, signal, this, &BillionSunsClassForm::updateFromDocument);
    connect(&document, &FleetDocument::designsReplaced, this,
            &BillionSunsClassForm::updateFromDocument);
    connect(&document, &FleetDocument::headerChanged, this,
            &BillionSunsClassForm::updateFromDocument);
    guardWheels(this);
    setDesign(-1);
}

// The id, name, stats, kind and notes of the class, in a form.
QFormLayout *BillionSunsClassForm::createStatsForm()
{
    auto *stats = new QFormLayout;
    stats->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    // The id is made with the class and never typed: ships name the class by it.
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("class.id"));
    m_id->setReadOnly(true);
    m_id->setFrame(false);
    m_id->setFocusPolicy(Qt::ClickFocus);
    m_id->setToolTip(tr("The id ships name the class by in the fleet file; it is made with the "
                        "class and does not change."));
    auto *idLabel = new QLabel(tr("ID:"), this);
    idLabel->setToolTip(m_id->toolTip());
    stats->addRow(idLabel, m_id);
    m_fields[QStringLiteral("id")] = m_id;

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("class.name"));
    m_name->setMaxLength(100);
    m_name->setToolTip(tr("The class's name; reports add “(custom)” to it."));
    m_nameNote = new QLabel(this);
    m_nameNote->setObjectName(QStringLiteral("class.nameNote"));
    m_nameNote->setWordWrap(true);
    m_nameNote->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_nameNote->hide();
    auto *nameColumn = new QVBoxLayout;
    nameColumn->setSpacing(2);
    nameColumn->addWidget(m_name);
    nameColumn->addWidget(m_nameNote);
    auto *nameLabel = new QLabel(tr("C&lass name:"), this);
    nameLabel->setBuddy(m_name);
    stats->addRow(nameLabel, nameColumn);
    m_fields[QStringLiteral("name")] = m_name;

    const auto addSpin = [&](QSpinBox *spin, const QString &label) {
        auto *caption = new QLabel(label, this);
        caption->setBuddy(spin);
        caption->setToolTip(spin->toolTip());
        stats->addRow(caption, spin);
    };
    m_cost = createSpin("cost", 0, 999, tr("Credits per ship or wing of the class: 0 to 999."));
    updateCostSuffix();
    connect(m_cost, &QSpinBox::valueChanged, this, &BillionSunsClassForm::updateCostSuffix);
    addSpin(m_cost, tr("Cost:"));
    m_mass = createSpin("mass", 0, 6,
                        tr("Mass m, 0 to 6: jump range is 6\" − m. Wings have mass 0. The "
                           "derived values follow from it."));
    addSpin(m_mass, tr("Mass (m):"));
    m_thrust = createSpin("thrust", 0, 30, tr("Thrust in inches: 0 to 30."));
    m_thrust->setSuffix(QStringLiteral("\""));
    addSpin(m_thrust, tr("Thrust:"));
    m_silhouette
        = createSpin("silhouette", 1, 20, tr("Silhouette, 1 to 20; also the damage capacity."));
    addSpin(m_silhouette, tr("Silhouette:"));
    m_shields = createSpin("shields", 0, 12, tr("Shields: 0 to 12."));
    addSpin(m_shields, tr("Shields:"));

    // The stat boxes line up at one width: the widest one's.
    int width = 0;
    for (QSpinBox *spin : {m_cost, m_mass, m_thrust, m_silhouette, m_shields})
        width = std::max(width, spin->sizeHint().width());
    for (QSpinBox *spin : {m_cost, m_mass, m_thrust, m_silhouette, m_shields})
        spin->setMinimumWidth(width + 24);

    m_wing = new QCheckBox(tr("&Wing"), this);
    m_wing->setObjectName(QStringLiteral("class.wing"));
    m_wing->setToolTip(tr("A wing rather than a ship: wings have mass 0 and need a carrier "
                          "(A Billion Suns, Mother's Wing)."));
    m_utility = new QCheckBox(tr("Utilit&y ship"), this);
    m_utility->setObjectName(QStringLiteral("class.utility"));
    m_utility->setToolTip(tr("A Billion Suns, jump phase: at most S utility ships in play."));
    m_carrier = new QCheckBox(tr("Carrier"), this);
    m_carrier->setObjectName(QStringLiteral("class.carrier"));
    m_carrier->setToolTip(tr("Carries wings (A Billion Suns, Mother's Wing)."));
    auto *kinds = new QHBoxLayout;
    kinds->addWidget(m_wing);
    kinds->addWidget(m_utility);
    kinds->addWidget(m_carrier);
    kinds->addStretch(1);
    stats->addRow(tr("Kind:"), kinds);
    m_fields[QStringLiteral("wing")] = m_wing;
    m_fields[QStringLiteral("utility")] = m_utility;
    m_fields[QStringLiteral("carrier")] = m_carrier;

    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("class.notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setFixedHeight(m_notes->fontMetrics().lineSpacing() * 3 + 12);
    m_notes->setToolTip(tr("Notes on the class, shown on its card."));
    auto *notesLabel = new QLabel(tr("Class notes:"), this);
    notesLabel->setBuddy(m_notes);
    stats->addRow(notesLabel, m_notes);
    m_fields[QStringLiteral("notes")] = m_notes;

    return stats;
}

// Every field edits the class as it changes.
void BillionSunsClassForm::connectFields()
{
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(QStringLiteral("name"), tr("Rename custom class"),
             [&](ShipClass &c) { c.name = text; });
    });
    const auto connectSpin
        = [this](QSpinBox *spin, const char *key, const QString &text, int ShipClass::*member) {
              connect(spin, &QSpinBox::valueChanged, this, [this, key, text, member](int value) {
                  edit(QLatin1String(key), text, [&](ShipClass &c) { c.*member = value; });
              });
          };
    connectSpin(m_cost, "cost", tr("Change class cost"), &ShipClass::cost);
    connectSpin(m_mass, "mass", tr("Change class mass"), &ShipClass::mass);
    connectSpin(m_thrust, "thrust", tr("Change class thrust"), &ShipClass::thrust);
    connectSpin(m_silhouette, "silhouette", tr("Change class silhouette"), &ShipClass::silhouette);
    connectSpin(m_shields, "shields", tr("Change class shields"), &ShipClass::shields);
    connect(m_wing, &QCheckBox::clicked, this, [this](bool on) {
        edit(QStringLiteral("wing"), tr("Change class kind"), [&](ShipClass &c) {
            c.wing = on;
            if (on)
                c.mass = 0; // wings have mass 0
        });
    });
    connect(m_utility, &QCheckBox::clicked, this, [this](bool on) {
        edit(QStringLiteral("utility"), tr("Change class kind"),
             [&](ShipClass &c) { c.utility = on; });
    });
    connect(m_carrier, &QCheckBox::clicked, this, [this](bool on) {
        edit(QStringLiteral("carrier"), tr("Change class kind"),
             [&](ShipClass &c) { c.carrier = on; });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        edit(QStringLiteral("notes"), tr("Edit class notes"),
             [&](ShipClass &c) { c.notes = m_notes->toPlainText(); });
    });
}

QSpinBox *BillionSunsClassForm::createSpin(const char *key, int minimum, int maximum,
                                           const QString &toolTip)
{
    auto *spin = new ExplainingSpinBox(this);
    spin->setReason(refusal(minimum, maximum));
    spin->setObjectName(QStringLiteral("class.") + QLatin1String(key));
    spin->setProperty(MinimumProperty, minimum);
    spin->setProperty(MaximumProperty, maximum);
    spin->setRange(minimum, maximum);
    spin->setToolTip(toolTip + QLatin1Char('\n') + rule());
    m_fields[QLatin1String(key)] = spin;
    return spin;
}

QGroupBox *BillionSunsClassForm::createWeaponBox(const QString &title, const char *key,
                                                 WeaponFields &f)
{
    const QString prefix = QLatin1String(key) + QLatin1Char('.');
    f.box = new QGroupBox(title, this);
    f.box->setObjectName(QStringLiteral("class.") + QLatin1String(key));
    f.box->setCheckable(true);
    f.box->setToolTip(tr("Tick when the class has this weapon system."));
    m_fields[QLatin1String(key)] = f.box;
    auto *form = new QFormLayout(f.box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    f.name = new QLineEdit(f.box);
    f.name->setObjectName(QStringLiteral("class.") + prefix + QStringLiteral("name"));
    f.name->setMaxLength(100);
    f.name->setToolTip(tr("The weapon system's name."));
    form->addRow(tr("Name:"), f.name);
    m_fields[prefix + QStringLiteral("name")] = f.name;

    const auto spin = [&](const char *field, int minimum, int maximum, const QString &toolTip) {
        auto *s = new ExplainingSpinBox(f.box);
        s->setReason(refusal(minimum, maximum));
        s->setObjectName(QStringLiteral("class.") + prefix + QLatin1String(field));
        s->setProperty(MinimumProperty, minimum);
        s->setProperty(MaximumProperty, maximum);
        s->setRange(minimum, maximum);
        s->setToolTip(toolTip + QLatin1Char('\n') + rule());
        m_fields[prefix + QLatin1String(field)] = s;
        return s;
    };
    f.rangeMin = spin("rangeMin", 0, 60, tr("Where the range band starts, in inches: 0 to 60."));
    f.rangeMax = spin("rangeMax", 0, 60,
                      tr("Where the range band ends, in inches: 0 to 60, not below the start."));
    f.rangeMin->setSuffix(QStringLiteral("\""));
    f.rangeMax->setSuffix(QStringLiteral("\""));
    auto *range = new QHBoxLayout;
    range->addWidget(f.rangeMin, 1);
    range->addWidget(new QLabel(QStringLiteral("–"), f.box));
    range->addWidget(f.rangeMax, 1);
    auto *rangeLabel = new QLabel(tr("Range:"), f.box);
    rangeLabel->setBuddy(f.rangeMin);
    form->addRow(rangeLabel, range);

    f.dice = spin("dice", 1, 20, tr("The number of attack dice: 1 to 20."));
    f.die = new QComboBox(f.box);
    f.die->setObjectName(QStringLiteral("class.") + prefix + QStringLiteral("die"));
    for (int sides : Dice)
        f.die->addItem(tr("D%1").arg(sides), sides);
    f.die->setToolTip(tr("The die rolled for each attack: D3, D4, D6, D8, D10, D12 or D20."));
    m_fields[prefix + QStringLiteral("die")] = f.die;
    auto *dice = new QHBoxLayout;
    dice->addWidget(f.dice, 1);
    dice->addWidget(new QLabel(QStringLiteral("×"), f.box));
    dice->addWidget(f.die, 1);
    auto *diceLabel = new QLabel(tr("Dice:"), f.box);
    diceLabel->setBuddy(f.dice);
    form->addRow(diceLabel, dice);

    f.damage = spin("damage", 1, 10, tr("Damage per unsaved hit: 1 to 10."));
    auto *damageLabel = new QLabel(tr("Damage:"), f.box);
    damageLabel->setBuddy(f.damage);
    form->addRow(damageLabel, f.damage);

    f.stationary = new QCheckBox(tr("Stationary targets only"), f.box);
    f.stationary->setObjectName(QStringLiteral("class.") + prefix
                                + QStringLiteral("stationaryTargetsOnly"));
    f.stationary->setToolTip(
        tr("The weapon may only target stationary objects, like the Mining Laser."));
    m_fields[prefix + QStringLiteral("stationaryTargetsOnly")] = f.stationary;
    form->addRow(f.stationary);

    const bool primary = QLatin1String(key) == QLatin1String("primary");
    WeaponFields *fields = &f;
    connect(f.box, &QGroupBox::clicked, this, [this, key, fields, primary](bool on) {
        edit(QLatin1String(key), on ? tr("Add weapon system") : tr("Remove weapon system"),
             [&](ShipClass &c) {
                 auto &weapon = primary ? c.primary : c.auxiliary;
                 weapon = on ? std::optional(weaponFromFields(*fields)) : std::nullopt;
             });
    });
    connect(f.name, &QLineEdit::textEdited, this, [this, key](const QString &text) {
        editWeapon(key, QStringLiteral("name"), [&](Weapon &w) { w.name = text; });
    });
    const auto connectSpin = [&](QSpinBox *s, const char *field, int Weapon::*member) {
        connect(s, &QSpinBox::valueChanged, this, [this, key, field, member](int value) {
            editWeapon(key, QLatin1String(field), [&](Weapon &w) { w.*member = value; });
        });
    };
    connectSpin(f.rangeMin, "rangeMin", &Weapon::rangeMin);
    connectSpin(f.rangeMax, "rangeMax", &Weapon::rangeMax);
    connectSpin(f.dice, "dice", &Weapon::dice);
    connectSpin(f.damage, "damage", &Weapon::damage);
    connect(f.die, &QComboBox::activated, this, [this, key, fields](int row) {
        const int sides = fields->die->itemData(row).toInt();
        editWeapon(key, QStringLiteral("die"), [&](Weapon &w) { w.die = sides; });
    });
    connect(f.stationary, &QCheckBox::clicked, this, [this, key](bool on) {
        editWeapon(key, QStringLiteral("stationaryTargetsOnly"),
                   [&](Weapon &w) { w.stationaryTargetsOnly = on; });
    });
    return f.box;
}

// "1 credit", "2 credits": the unit as formatPoints() words it for the number shown.
void BillionSunsClassForm::updateCostSuffix()
{
    const int value = m_cost->value();
    const QString text = m_document.system().formatPoints(value);
    const QString number = QString::number(value);
    m_cost->setSuffix(text.startsWith(number)
                          ? text.mid(number.size())
                          : QLatin1Char(' ') + m_document.system().pointsUnit());
}

bool BillionSunsClassForm::valid() const
{
    return m_alive && m_index >= 0 && m_index < int(m_document.fleet().designs.size());
}

void BillionSunsClassForm::setDesign(int index)
{
    m_index = index;
    updateFromDocument();
}

void BillionSunsClassForm::updateFromDocument()
{
    const bool shown = valid();
    setEnabled(shown);
    // Another class than the fields were filled from (another row, or the row's class removed).
    const bool otherClass
        = m_shownIndex != m_index
          || (shown && customClass(m_document.fleet(), std::size_t(m_index)).id != m_shownId);
    if (!shown) {
        m_shownIndex = -1;
        setTextQuietly(m_id, QString());
        setTextQuietly(m_name, QString());
        m_nameNote->hide();
        for (QSpinBox *spin : {m_cost, m_mass, m_thrust, m_silhouette, m_shields})
            showBounded(spin, spin->property(MinimumProperty).toInt());
        for (QCheckBox *box : {m_wing, m_utility, m_carrier})
            setCheckedQuietly(box, false);
        setTextQuietly(m_notes, QString());
        showWeapon(nullptr, m_primary, true);
        showWeapon(nullptr, m_auxiliary, true);
        m_derived->clear();
        return;
    }
    const ShipClass &c = customClass(m_document.fleet(), std::size_t(m_index));
    m_shownIndex = m_index;
    m_shownId = c.id;
    setTextQuietly(m_id, c.id);
    setTextQuietly(m_name, c.name);
    // A table class's name would make two classes that look alike (the validator says so too).
    const ShipClass *table = systemOf(m_document).rules().tableClassNamed(c.name);
    m_nameNote->setVisible(table);
    if (table)
        m_nameNote->setText(tr("“%1” is the name of a ship-table class: ships of the two could "
                               "not be told apart. Give this class a name of its own.")
                                .arg(BillionSunsText::table(table->name)));
    showBounded(m_cost, c.cost);
    updateCostSuffix();
    showBounded(m_mass, c.mass);
    showBounded(m_thrust, c.thrust);
    showBounded(m_silhouette, c.silhouette);
    showBounded(m_shields, c.shields);
    setCheckedQuietly(m_wing, c.wing);
    setCheckedQuietly(m_utility, c.utility);
    setCheckedQuietly(m_carrier, c.carrier);
    setTextQuietly(m_notes, c.notes);
    showWeapon(c.primary ? &*c.primary : nullptr, m_primary, otherClass);
    showWeapon(c.auxiliary ? &*c.auxiliary : nullptr, m_auxiliary, otherClass);

    const BillionSunsSystem &system = systemOf(m_document);
    QStringList derived;
    for (const model::ReportStat &stat :
         system.derivedValues(c, system.resolve(m_document.fleet()))) {
        if (stat.key == QLatin1String("mass"))
            continue;
        derived << tr("%1: %2").arg(stat.label, stat.value).toHtmlEscaped()
                       + (stat.assumption.isEmpty() ? QString() : tr(" <i>(assumption)</i>"));
    }
    m_derived->setText(tr("<b>Derived values:</b> %1").arg(derived.join(QLatin1String("; "))));
}

void BillionSunsClassForm::showWeapon(const Weapon *weapon, WeaponFields &f, bool otherClass)
{
    if (f.box->isChecked() != (weapon != nullptr)) {
        const QSignalBlocker blocker(f.box);
        f.box->setChecked(weapon != nullptr);
    }
    if (!weapon && !otherClass)
        return; // the fields keep the weapon just removed, to bring it back as it was
    Weapon shown;
    if (weapon) {
        shown = *weapon;
    } else {
        shown.name = BillionSunsText::table(QStringLiteral("Blasters"));
        shown.rangeMax = 6;
        shown.dice = 2;
    }
    setTextQuietly(f.name, shown.name);
    showBounded(f.rangeMin, shown.rangeMin);
    showBounded(f.rangeMax, shown.rangeMax);
    showBounded(f.dice, shown.dice);
    showBounded(f.damage, shown.damage);
    // A die the game does not have (from a file) is shown as it is, after the real ones.
    const QSignalBlocker blocker(f.die);
    while (f.die->count() > int(Dice.size()))
        f.die->removeItem(f.die->count() - 1);
    if (f.die->findData(shown.die) < 0)
        f.die->addItem(tr("D%1").arg(shown.die), shown.die);
    f.die->setCurrentIndex(f.die->findData(shown.die));
    setCheckedQuietly(f.stationary, shown.stationaryTargetsOnly);
}

Weapon BillionSunsClassForm::weaponFromFields(const WeaponFields &f) const
{
    Weapon weapon;
    weapon.name = f.name->text();
    weapon.rangeMin = f.rangeMin->value();
    weapon.rangeMax = f.rangeMax->value();
    weapon.dice = f.dice->value();
    weapon.die = f.die->currentData().toInt();
    weapon.damage = f.damage->value();
    weapon.stationaryTargetsOnly = f.stationary->isChecked();
    return weapon;
}

void BillionSunsClassForm::edit(const QString &field, const QString &text,
                                const std::function<void(ShipClass &)> &change)
{
    if (!valid())
        return;
    const QByteArray key = QStringLiteral("customClasses[%1].%2").arg(m_index).arg(field).toUtf8();
    pushEdit<BillionSunsClass>(m_document, m_index, {text, mergeKey(key.constData()), this},
                               [&](BillionSunsClass &design) { change(design.shipClass); });
}

void BillionSunsClassForm::editWeapon(const char *key, const QString &field,
                                      const std::function<void(Weapon &)> &change)
{
    const bool primary = QLatin1String(key) == QLatin1String("primary");
    edit(QLatin1String(key) + QLatin1Char('.') + field,
         primary ? tr("Change primary weapon") : tr("Change auxiliary weapon"), [&](ShipClass &c) {
             auto &weapon = primary ? c.primary : c.auxiliary;
             if (weapon)
                 change(*weapon);
         });
}

bool BillionSunsClassForm::focusSubject(const QString &field)
{
    const auto it = m_fields.find(field);
    if (it == m_fields.end() || !valid())
        return false;
    QWidget *target = it->second;
    // A field of a weapon system the class does not have: its box, where it can be added.
    if (!target->isEnabled() && field.contains(QLatin1Char('.')))
        target = m_fields.at(field.section(QLatin1Char('.'), 0, 0));
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
