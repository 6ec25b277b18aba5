#include "BillionSunsClassForm.h"

#include "../../designer/SideBySide.h"
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
QString rule()
{
    return QCoreApplication::translate(
        "fw::app::BillionSunsClassForm",
        "Custom classes are held to Fleetwright's ranges, which cover the ship table with room "
        "to spare (A Billion Suns, ship table).");
}

// The spin boxes below `form` say why they refuse a typed value: Fleetwright's range for it, and
// where it comes from (the ranges validation allows, checkClass).
void explainRanges(QWidget *form)
{
    for (auto *spin : form->findChildren<ExplainingSpinBox *>()) {
        spin->setReason([minimum = spin->minimum(), maximum = spin->maximum()](int value) {
            return QCoreApplication::translate("fw::app::BillionSunsClassForm",
                                               "%1 is refused: this field takes %2 to %3. %4")
                .arg(value)
                .arg(minimum)
                .arg(maximum)
                .arg(rule());
        });
        spin->setToolTip(spin->toolTip() + QLatin1Char('\n') + rule());
    }
}

} // namespace

BillionSunsClassForm::BillionSunsClassForm(FleetDocument &document, QWidget *parent)
    : DataDesignEditor(document, parent, QStringLiteral("class."))
{
    QFormLayout *stats = createStatsForm();
    auto *weapons = new QVBoxLayout;
    weapons->addWidget(createWeaponBox(tr("&Primary weapon"), m_primary));
    weapons->addWidget(createWeaponBox(tr("Au&xiliary weapon"), m_auxiliary));
    weapons->addStretch(1);

    // The weapons beside the figures where the page is wide enough, else below them.
    auto *statsPart = new QWidget(this);
    statsPart->setLayout(stats);
    stats->setContentsMargins(0, 0, 0, 0);
    auto *weaponsPart = new QWidget(this);
    weaponsPart->setLayout(weapons);
    weapons->setContentsMargins(0, 0, 0, 0);
    auto *columns = new SideBySide(this);
    columns->setParts(statsPart, 1, weaponsPart, 1);

    m_derived = new QLabel(this);
    m_derived->setObjectName(QStringLiteral("class.derived"));
    m_derived->setWordWrap(true);
    m_derived->setTextFormat(Qt::RichText);
    m_derived->setToolTip(
        tr("What the class's mass and silhouette give it in play (A Billion Suns, quick "
           "reference)."));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(columns);
    layout->addWidget(m_derived);
    layout->addStretch(1);

    connect(&document, &FleetDocument::headerChanged, this, [this] { refreshDesign(); });
    explainRanges(this);
    guardWheels(this);
    setDesign(-1);
}

// The id, name, stats, kind and notes of the class, in a form.
QFormLayout *BillionSunsClassForm::createStatsForm()
{
    auto *stats = new QFormLayout;
    stats->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    // The id is made with the class and never typed: ships name the class by it.
    m_idView = new QLineEdit(this);
    m_idView->setObjectName(QStringLiteral("class.id"));
    m_idView->setReadOnly(true);
    m_idView->setFrame(false);
    m_idView->setFocusPolicy(Qt::ClickFocus);
    m_idView->setToolTip(tr("The id ships name the class by in the fleet file; it is made with "
                            "the class and does not change."));
    auto *idLabel = new QLabel(tr("ID:"), this);
    idLabel->setToolTip(m_idView->toolTip());
    stats->addRow(idLabel, m_idView);
    m_fields.add(QStringLiteral("id"), m_idView);

    QLineEdit *name
        = m_fields.line(QStringLiteral("name"), &ShipClass::name, 100, tr("Rename custom class"),
                        tr("The class's name; reports add “(custom)” to it."));
    m_nameNote = new QLabel(this);
    m_nameNote->setObjectName(QStringLiteral("class.nameNote"));
    m_nameNote->setWordWrap(true);
    m_nameNote->setStyleSheet(ProblemStyle);
    m_nameNote->hide();
    auto *nameColumn = new QVBoxLayout;
    nameColumn->setSpacing(2);
    nameColumn->addWidget(name);
    nameColumn->addWidget(m_nameNote);
    auto *nameLabel = new QLabel(tr("C&lass name:"), this);
    nameLabel->setBuddy(name);
    stats->addRow(nameLabel, nameColumn);

    m_cost
        = m_fields.spin(QStringLiteral("cost"), &ShipClass::cost, 0, 999, tr("Change class cost"),
                        tr("Credits per ship or wing of the class: 0 to 999."));
    connect(m_cost, &QSpinBox::valueChanged, this, &BillionSunsClassForm::updateCostSuffix);
    addFieldRow(stats, tr("Cost:"), m_cost);
    addFieldRow(stats, tr("Mass (m):"),
                m_fields.spin(QStringLiteral("mass"), &ShipClass::mass, 0, 6,
                              tr("Change class mass"),
                              tr("Mass m, 0 to 6: jump range is 6\" − m. Wings have mass 0. The "
                                 "derived values follow from it.")));
    QSpinBox *thrust = m_fields.spin(QStringLiteral("thrust"), &ShipClass::thrust, 0, 30,
                                     tr("Change class thrust"), tr("Thrust in inches: 0 to 30."));
    thrust->setSuffix(QStringLiteral("\""));
    addFieldRow(stats, tr("Thrust:"), thrust);
    addFieldRow(stats, tr("Silhouette:"),
                m_fields.spin(QStringLiteral("silhouette"), &ShipClass::silhouette, 1, 20,
                              tr("Change class silhouette"),
                              tr("Silhouette, 1 to 20; also the damage capacity.")));
    addFieldRow(stats, tr("Shields:"),
                m_fields.spin(QStringLiteral("shields"), &ShipClass::shields, 0, 12,
                              tr("Change class shields"), tr("Shields: 0 to 12.")));
    // The stat boxes line up at one width: the widest one's.
    const auto boxes = findChildren<QSpinBox *>();
    int width = 0;
    for (QSpinBox *spin : boxes)
        width = std::max(width, spin->sizeHint().width());
    for (QSpinBox *spin : boxes)
        spin->setMinimumWidth(width + 24);

    // A wing has mass 0, in the same step.
    auto *wing = new QCheckBox(tr("&Wing"), this);
    wing->setObjectName(QStringLiteral("class.wing"));
    wing->setToolTip(tr("A wing rather than a ship: wings have mass 0 and need a carrier "
                        "(A Billion Suns, Mother's Wing)."));
    m_fields.add(QStringLiteral("wing"), wing);
    connect(wing, &QCheckBox::clicked, this, [this](bool on) {
        editDesign(QStringLiteral("wing"), tr("Change class kind"), [&](ShipClass &c) {
            c.wing = on;
            if (on)
                c.mass = 0;
        });
    });
    auto *kinds = new QHBoxLayout;
    kinds->addWidget(wing);
    kinds->addWidget(
        m_fields.check(QStringLiteral("utility"), &ShipClass::utility, tr("Utilit&y ship"),
                       tr("Change class kind"),
                       tr("A Billion Suns, jump phase: at most S utility ships in play.")));
    kinds->addWidget(m_fields.check(QStringLiteral("carrier"), &ShipClass::carrier, tr("Carrier"),
                                    tr("Change class kind"),
                                    tr("Carries wings (A Billion Suns, Mother's Wing).")));
    kinds->addStretch(1);
    stats->addRow(tr("Kind:"), kinds);

    QPlainTextEdit *notes
        = m_fields.text(QStringLiteral("notes"), &ShipClass::notes, tr("Edit class notes"),
                        tr("Notes on the class, shown on its card."));
    addFieldRow(stats, tr("Class notes:"), notes);
    return stats;
}

QGroupBox *BillionSunsClassForm::createWeaponBox(const QString &title, WeaponFields &f)
{
    const bool primary = &f == &m_primary;
    f.key = primary ? QStringLiteral("primary") : QStringLiteral("auxiliary");
    f.box = new QGroupBox(title, this);
    f.box->setObjectName(QStringLiteral("class.") + f.key);
    f.box->setCheckable(true);
    f.box->setToolTip(tr("Tick when the class has this weapon system."));
    m_fields.add(f.key, f.box);
    const QString undo = primary ? tr("Change primary weapon") : tr("Change auxiliary weapon");
    f.fields = std::make_unique<FieldBinder<Weapon>>(
        f.box, QStringLiteral("class.") + f.key + QLatin1Char('.'),
        [this, primary, key = f.key](const QString &path, const QString &text,
                                     const std::function<void(Weapon &)> &change, bool merge) {
            editDesign(
                key + QLatin1Char('.') + path, text,
                [&](ShipClass &c) {
                    if (auto &weapon = primary ? c.primary : c.auxiliary)
                        change(*weapon);
                },
                merge);
        });
    FieldBinder<Weapon> &fields = *f.fields;
    auto *form = new QFormLayout(f.box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addFieldRow(form, tr("Name:"),
                fields.line(QStringLiteral("name"), &Weapon::name, 100, undo,
                            tr("The weapon system's name.")));

    QSpinBox *rangeMin = fields.spin(QStringLiteral("rangeMin"), &Weapon::rangeMin, 0, 60, undo,
                                     tr("Where the range band starts, in inches: 0 to 60."));
    QSpinBox *rangeMax
        = fields.spin(QStringLiteral("rangeMax"), &Weapon::rangeMax, 0, 60, undo,
                      tr("Where the range band ends, in inches: 0 to 60, not below the start."));
    auto *range = new QHBoxLayout;
    for (QSpinBox *end : {rangeMin, rangeMax}) {
        end->setSuffix(QStringLiteral("\""));
        range->addWidget(end, 1);
    }
    range->insertWidget(1, new QLabel(QStringLiteral("–"), f.box));
    auto *rangeLabel = new QLabel(tr("Range:"), f.box);
    rangeLabel->setBuddy(rangeMin);
    form->addRow(rangeLabel, range);

    QSpinBox *dice = fields.spin(QStringLiteral("dice"), &Weapon::dice, 1, 20, undo,
                                 tr("The number of attack dice: 1 to 20."));
    // A die the game does not have (from a file) is shown as it is: not a plain choice.
    f.die = new QComboBox(f.box);
    f.die->setObjectName(QStringLiteral("class.") + f.key + QStringLiteral(".die"));
    for (int sides : Dice)
        f.die->addItem(tr("D%1").arg(sides), sides);
    f.die->setToolTip(tr("The die rolled for each attack: D3, D4, D6, D8, D10, D12 or D20."));
    fields.add(QStringLiteral("die"), f.die);
    connect(f.die, &QComboBox::activated, this, [this, &f, undo](int row) {
        const int sides = f.die->itemData(row).toInt();
        editDesign(f.key + QStringLiteral(".die"), undo, [&](ShipClass &c) {
            if (auto &weapon = &f == &m_primary ? c.primary : c.auxiliary)
                weapon->die = sides;
        });
    });
    auto *diceRow = new QHBoxLayout;
    diceRow->addWidget(dice, 1);
    diceRow->addWidget(new QLabel(QStringLiteral("×"), f.box));
    diceRow->addWidget(f.die, 1);
    auto *diceLabel = new QLabel(tr("Dice:"), f.box);
    diceLabel->setBuddy(dice);
    form->addRow(diceLabel, diceRow);

    addFieldRow(form, tr("Damage:"),
                fields.spin(QStringLiteral("damage"), &Weapon::damage, 1, 10, undo,
                            tr("Damage per unsaved hit: 1 to 10.")));
    form->addRow(
        fields.check(QStringLiteral("stationaryTargetsOnly"), &Weapon::stationaryTargetsOnly,
                     tr("Stationary targets only"), undo,
                     tr("The weapon may only target stationary objects, like the Mining Laser.")));

    connect(f.box, &QGroupBox::clicked, this, [this, &f, primary](bool on) {
        editDesign(f.key, on ? tr("Add weapon system") : tr("Remove weapon system"),
                   [&](ShipClass &c) {
                       auto &weapon = primary ? c.primary : c.auxiliary;
                       weapon = on ? std::optional(weaponFromFields(f)) : std::nullopt;
                   });
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

void BillionSunsClassForm::showDesign(const ShipClass *c, bool other)
{
    setTextQuietly(m_idView, c ? c->id : QString());
    updateCostSuffix();
    showWeapon(c && c->primary ? &*c->primary : nullptr, m_primary, other);
    showWeapon(c && c->auxiliary ? &*c->auxiliary : nullptr, m_auxiliary, other);
    // A table class's name would make two classes that look alike (the validator says so too).
    const ShipClass *table = c ? systemOf(m_document).rules().tableClassNamed(c->name) : nullptr;
    m_nameNote->setVisible(table);
    if (table)
        m_nameNote->setText(tr("“%1” is the name of a ship-table class: ships of the two could "
                               "not be told apart. Give this class a name of its own.")
                                .arg(BillionSunsText::table(table->name)));
    if (!c) {
        m_derived->clear();
        return;
    }
    const BillionSunsSystem &system = systemOf(m_document);
    QStringList derived;
    for (const model::ReportStat &stat :
         system.derivedValues(*c, system.resolve(m_document.fleet()))) {
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
    f.fields->refresh(shown);
    // A die the game does not have (from a file) is shown as it is, after the real ones.
    const QSignalBlocker blocker(f.die);
    while (f.die->count() > int(Dice.size()))
        f.die->removeItem(f.die->count() - 1);
    if (f.die->findData(shown.die) < 0)
        f.die->addItem(tr("D%1").arg(shown.die), shown.die);
    f.die->setCurrentIndex(f.die->findData(shown.die));
}

Weapon BillionSunsClassForm::weaponFromFields(const WeaponFields &f) const
{
    const auto value = [&](const char *path) {
        return static_cast<QSpinBox *>(f.fields->fieldFor(QLatin1String(path)))->value();
    };
    Weapon weapon;
    weapon.name = static_cast<QLineEdit *>(f.fields->fieldFor(QStringLiteral("name")))->text();
    weapon.rangeMin = value("rangeMin");
    weapon.rangeMax = value("rangeMax");
    weapon.dice = value("dice");
    weapon.die = f.die->currentData().toInt();
    weapon.damage = value("damage");
    weapon.stationaryTargetsOnly
        = static_cast<QCheckBox *>(f.fields->fieldFor(QStringLiteral("stationaryTargetsOnly")))
              ->isChecked();
    return weapon;
}

bool BillionSunsClassForm::focusSubject(const QString &field)
{
    if (!valid())
        return false;
    const QString key = field.section(QLatin1Char('.'), 0, 0);
    const WeaponFields *weapon = key == m_primary.key     ? &m_primary
                                 : key == m_auxiliary.key ? &m_auxiliary
                                                          : nullptr;
    QWidget *target = weapon && field.contains(QLatin1Char('.'))
                          ? weapon->fields->fieldFor(field.section(QLatin1Char('.'), 1))
                          : m_fields.fieldFor(field);
    if (!target)
        return false;
    // A field of a weapon system the class does not have: its box, where it can be added.
    if (weapon && !target->isEnabled())
        target = weapon->box;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
