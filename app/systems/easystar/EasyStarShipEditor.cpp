#include "EasyStarShipEditor.h"

#include "../../document/FleetDocument.h"
#include "EasyStarAdvantageBox.h"
#include "EasyStarWeaponsModel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

using namespace easystar;
using es::EasyStarText;

namespace {

constexpr int FixedFigures = 4; // W, D, S and cost; the report's stats follow
const QString problemStyle = QStringLiteral("color: #c0392b");

QWidget *row(QWidget *parent, std::initializer_list<QWidget *> widgets, bool stretch = true)
{
    auto *w = new QWidget(parent);
    auto *layout = new QHBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *x : widgets)
        layout->addWidget(x);
    if (stretch)
        layout->addStretch(1);
    return w;
}

QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

EasyStarShipEditor::EasyStarShipEditor(FleetDocument &document, QWidget *parent)
    : ShipEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    auto *column = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(createHull(), 3);
    top->addWidget(createFigures(), 2);
    column->addLayout(top);
    column->addWidget(createWeapons());
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(createAuxiliaries(), 1);
    m_advantage = new EasyStarAdvantageBox(document, this);
    bottom->addWidget(m_advantage, 1);
    // Takes the advantage's place when it is hidden, so the groups keep their widths.
    m_advantagePlaceholder = new QWidget(this);
    bottom->addWidget(m_advantagePlaceholder, 1);
    column->addLayout(bottom);
    column->addStretch(1);

    connect(&document, &FleetDocument::shipChanged, this, [this](int index) {
        if (index == m_index)
            refresh();
    });
    connect(&document, &FleetDocument::shipInserted, this, [this](int index) {
        if (m_index >= 0 && index <= m_index)
            renumber(m_index + 1);
    });
    connect(&document, &FleetDocument::shipRemoved, this, [this](int index) {
        if (index == m_index)
            setShip(-1);
        else if (m_index >= 0 && index < m_index)
            renumber(m_index - 1);
    });
    connect(&document, &FleetDocument::shipMoved, this, [this](int from, int to) {
        if (m_index < 0)
            return;
        int index = m_index;
        if (index == from)
            index = to;
        else if (from < index && to >= index)
            --index;
        else if (from > index && to <= index)
            ++index;
        renumber(index);
    });
    // Rules options decide what is allowed (the Leviathan) and what things cost.
    connect(&document, &FleetDocument::headerChanged, this, &EasyStarShipEditor::refresh);
    connect(&document, &FleetDocument::analysisUpdated, this, &EasyStarShipEditor::refreshFigures);
    setShip(-1);
}

QGroupBox *EasyStarShipEditor::createHull()
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    auto *box = new QGroupBox(tr("Hull"), this);
    auto *form = new QFormLayout(box);

    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("shipName"));
    m_name->setMaxLength(200);
    form->addRow(buddyLabel(tr("&Name:"), m_name, box), m_name);

    m_class = new QComboBox(box);
    guardWheel(m_class);
    m_class->setObjectName(QStringLiteral("shipClass"));
    for (const es::ShipClass &c : rules.classes) {
        m_class->addItem(EasyStarText::table(c.name), c.id);
        const QString spaces = c.weaponSpaces ? QString::number(*c.weaponSpaces) : tr("special");
        m_class->setItemData(m_class->count() - 1,
                             tr("%1: %2 BP, damage %3, speed %4, weapon spaces %5, %n dorsal "
                                "mount(s) (EasyStar §IV, Ship Type Table)",
                                nullptr, c.dorsalMounts)
                                 .arg(EasyStarText::table(c.name))
                                 .arg(c.cost)
                                 .arg(c.damage)
                                 .arg(c.maxSpeed)
                                 .arg(spaces),
                             Qt::ToolTipRole);
    }
    m_classCard = new QLabel(box);
    m_classCard->setObjectName(QStringLiteral("classCard"));
    m_classCard->setTextFormat(Qt::RichText);
    form->addRow(buddyLabel(tr("&Class:"), m_class, box), row(box, {m_class}));
    form->addRow(QString(), m_classCard);

    m_speedTraded = new QSpinBox(box);
    guardWheel(m_speedTraded);
    m_speedTraded->setObjectName(QStringLiteral("speedTraded"));
    m_speedNote = new QLabel(box);
    m_speedNote->setWordWrap(true);
    auto *speedRow = new QHBoxLayout;
    speedRow->addWidget(m_speedTraded);
    speedRow->addWidget(m_speedNote, 1);
    form->addRow(buddyLabel(tr("&Speed traded:"), m_speedTraded, box), speedRow);

    m_engine = new QCheckBox(box);
    m_engine->setObjectName(QStringLiteral("engine"));
    m_gunMount = new QCheckBox(box);
    m_gunMount->setObjectName(QStringLiteral("gunMount"));
    form->addRow(tr("Devices:"), row(box, {m_engine, m_gunMount}));

    m_flagship = new QCheckBox(tr("F&lagship of the fleet"), box);
    m_flagship->setObjectName(QStringLiteral("flagship"));
    m_flagship->setToolTip(tr("EasyStar §V.F: each player chooses one flagship, which rolls on "
                              "the Flagship Advantage Table"));
    form->addRow(tr("Command:"), m_flagship);

    m_notes = new QPlainTextEdit(box);
    m_notes->setObjectName(QStringLiteral("shipNotes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(m_notes->fontMetrics().lineSpacing() * 3
                              + 2 * (m_notes->frameWidth() + 4));
    form->addRow(buddyLabel(tr("N&otes:"), m_notes, box), m_notes);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Rename ship"), "name", true, [&](es::EasyStarShip &s) { s.name = text; });
    });
    connect(m_class, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = m_class->currentData().toString();
        const es::ShipClass *c = systemOf(m_document).rules().shipClass(id);
        if (!c)
            return;
        edit(tr("Change class"), "class", false, [&](es::EasyStarShip &s) {
            s.classId = id;
            s.speedTraded = std::min(s.speedTraded, c->maxSpeed);
        });
    });
    connect(m_speedTraded, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change speed traded"), "speedTraded", true,
             [&](es::EasyStarShip &s) { s.speedTraded = value; });
    });
    connect(m_engine, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Add engine") : tr("Remove engine"), "engine", false,
             [&](es::EasyStarShip &s) { s.engine = on; });
    });
    connect(m_gunMount, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Add gun mount") : tr("Remove gun mount"), "gunMount", false,
             [&](es::EasyStarShip &s) { s.gunMount = on; });
    });
    connect(m_flagship, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Make flagship") : tr("No longer flagship"), "flagship", false,
             [&](es::EasyStarShip &s) { s.flagship = on; });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const QString text = m_notes->toPlainText();
        edit(tr("Edit ship notes"), "notes", true, [&](es::EasyStarShip &s) { s.notes = text; });
    });
    return box;
}

QGroupBox *EasyStarShipEditor::createFigures()
{
    auto *box = new QGroupBox(tr("Figures"), this);
    m_figuresLayout = new QFormLayout(box);
    const auto figure = [&](const char *name, const QString &label, const QString &toolTip) {
        auto *value = new QLabel(box);
        value->setObjectName(QLatin1String(name));
        value->setTextFormat(Qt::RichText);
        auto *title = new QLabel(label, box);
        title->setToolTip(toolTip);
        m_figuresLayout->addRow(title, value);
        return value;
    };
    m_spacesFigure = figure("figureSpaces", tr("Weapon spaces (W):"),
                            tr("The class's weapon spaces, with the gun mount and the speed "
                               "traded (EasyStar §V.D, §VI.A)"));
    m_damageFigure = figure("figureDamage", tr("Damage capacity (D):"),
                            tr("Hits the ship can take; a gun mount adds 1 (EasyStar §IV, §V.D)"));
    m_speedFigure = figure("figureSpeed", tr("Speed (S):"),
                           tr("Maximum speed: the class's, less the speed traded, plus 1 for an "
                              "engine (EasyStar §IV, §V.D, §VI.A)"));
    m_costFigure = figure("figureCost", tr("Cost:"),
                          tr("Everything on the ship, fighters included (EasyStar §IV, §V)"));
    m_costFigure->setTextInteractionFlags(Qt::LinksAccessibleByMouse
                                          | Qt::LinksAccessibleByKeyboard);
    connect(m_costFigure, &QLabel::linkActivated, this, [this] {
        // The main window's breakdown of the selected ship: the same dialog as its status bar.
        if (auto *action = window()->findChild<QAction *>(QStringLiteral("shipBreakdown")))
            action->trigger();
    });
    return box;
}

QGroupBox *EasyStarShipEditor::createWeapons()
{
    auto *box = new QGroupBox(tr("Weapons"), this);
    auto *layout = new QVBoxLayout(box);
    auto *bar = new QHBoxLayout;
    m_spaces = new QLabel(box);
    m_spaces->setObjectName(QStringLiteral("spacesSummary"));
    m_spaces->setToolTip(tr("Weapons, auxiliaries and fighter bays share the weapon spaces "
                            "(EasyStar §V.A, §V.D)"));
    m_addWeapon = new QPushButton(tr("&Add weapon"), box);
    m_addWeapon->setObjectName(QStringLiteral("addWeapon"));
    m_removeWeapon = new QPushButton(tr("&Remove weapon"), box);
    m_removeWeapon->setObjectName(QStringLiteral("removeWeapon"));
    bar->addWidget(m_spaces, 1);
    bar->addWidget(m_addWeapon);
    bar->addWidget(m_removeWeapon);
    layout->addLayout(bar);

    m_weapons = new QTableView(box);
    m_weapons->setObjectName(QStringLiteral("weaponsTable"));
    m_weaponsModel = new EasyStarWeaponsModel(m_document, this);
    m_weapons->setModel(m_weaponsModel);
    m_weapons->setItemDelegate(new EasyStarWeaponDelegate(m_weapons));
    m_weapons->setSelectionMode(QAbstractItemView::SingleSelection);
    m_weapons->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked
                               | QAbstractItemView::EditKeyPressed
                               | QAbstractItemView::AnyKeyPressed);
    m_weapons->setTabKeyNavigation(false);
    m_weapons->setWordWrap(false);
    m_weapons->setAlternatingRowColors(true);
    m_weapons->verticalHeader()->hide();
    m_weapons->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_weapons->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QHeaderView *header = m_weapons->horizontalHeader();
    header->setDefaultAlignment(Qt::AlignCenter);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EasyStarWeaponsModel::TypeColumn, QHeaderView::Stretch);
    layout->addWidget(m_weapons);

    auto *remove = new QAction(tr("Remove weapon"), m_weapons);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    m_weapons->addAction(remove);
    connect(remove, &QAction::triggered, this, &EasyStarShipEditor::removeWeapon);
    connect(m_addWeapon, &QPushButton::clicked, this, &EasyStarShipEditor::addWeapon);
    connect(m_removeWeapon, &QPushButton::clicked, this, &EasyStarShipEditor::removeWeapon);
    connect(m_weapons->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                m_removeWeapon->setEnabled(m_index >= 0 && current.isValid());
            });
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_weaponsModel, signal, this, &EasyStarShipEditor::updateTableHeight);
    connect(m_weaponsModel, &QAbstractItemModel::modelReset, this,
            &EasyStarShipEditor::updateTableHeight);
    connect(m_weaponsModel, &QAbstractItemModel::headerDataChanged, this,
            &EasyStarShipEditor::updateFreeUnitColumns);
    connect(m_weapons->horizontalScrollBar(), &QScrollBar::rangeChanged, this,
            &EasyStarShipEditor::updateTableHeight);
    return box;
}

QGroupBox *EasyStarShipEditor::createAuxiliaries()
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    auto *box = new QGroupBox(tr("Auxiliaries and fighters"), this);
    auto *layout = new QVBoxLayout(box);
    auto *grid = new QGridLayout;
    int i = 0;
    for (const es::Auxiliary &a : rules.auxiliaries) {
        auto *check
            = new QCheckBox(tr("%1 (%2 BP)").arg(EasyStarText::table(a.name)).arg(a.cost), box);
        check->setObjectName(QStringLiteral("auxiliary.") + a.id);
        grid->addWidget(check, i / 2, i % 2);
        ++i;
        const QString id = a.id;
        m_auxiliaries[id] = check;
        connect(check, &QCheckBox::toggled, this, [this, id, name = a.name](bool on) {
            edit(on ? tr("Add %1").arg(EasyStarText::table(name))
                    : tr("Remove %1").arg(EasyStarText::table(name)),
                 "auxiliaries", false, [&](es::EasyStarShip &s) {
                     s.auxiliaries.removeAll(id);
                     if (on)
                         s.auxiliaries << id;
                 });
        });
    }
    layout->addLayout(grid);

    auto *form = new QFormLayout;
    m_fighterBays = new QSpinBox(box);
    guardWheel(m_fighterBays);
    m_fighterBays->setObjectName(QStringLiteral("fighterBays"));
    m_fighterBays->setRange(0, 99);
    const QString bayTip = tr("EasyStar §V.D: a fighter bay costs %1 BP and takes %n weapon "
                              "space(s); it holds %2 fighter squadrons.",
                              nullptr, rules.fighterBay.spaces)
                               .arg(rules.fighterBay.cost)
                               .arg(rules.fighterBay.capacity);
    m_fighterBays->setToolTip(bayTip);
    auto *bayLabel = buddyLabel(tr("Fighter &bays:"), m_fighterBays, box);
    bayLabel->setToolTip(bayTip);
    auto *bayNote = new QLabel(tr("%1 BP each, %2 fighters per bay")
                                   .arg(rules.fighterBay.cost)
                                   .arg(rules.fighterBay.capacity),
                               box);
    form->addRow(bayLabel, row(box, {m_fighterBays, bayNote}));

    const auto fighterRow = [&](const char *id, const QString &label) {
        auto *spin = new QSpinBox(box);
        guardWheel(spin);
        const es::FighterType *type = rules.fighterType(QLatin1String(id));
        const QString tip
            = type ? tr("EasyStar §V.E: %1, %2 BP each; each needs a place in a fighter bay, and "
                        "a player has %3 of these counters.")
                         .arg(EasyStarText::table(type->name))
                         .arg(type->cost)
                         .arg(type->counters)
                   : QString();
        spin->setToolTip(tip);
        auto *title = buddyLabel(label, spin, box);
        title->setToolTip(tip);
        auto *note = new QLabel(type ? tr("%1 BP each").arg(type->cost) : QString(), box);
        form->addRow(title, row(box, {spin, note}));
        return spin;
    };
    m_interceptors = fighterRow("interceptor", tr("&Interceptors:"));
    m_interceptors->setObjectName(QStringLiteral("interceptors"));
    m_attack = fighterRow("attack", tr("Attac&k craft:"));
    m_attack->setObjectName(QStringLiteral("attackCraft"));
    m_fighterSummary = new QLabel(box);
    m_fighterSummary->setObjectName(QStringLiteral("fighterSummary"));
    form->addRow(QString(), m_fighterSummary);
    layout->addLayout(form);
    layout->addStretch(1);

    connect(m_fighterBays, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change fighter bays"), "fighterBays", true,
             [&](es::EasyStarShip &s) { s.fighterBays = value; });
    });
    connect(m_interceptors, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change interceptors"), "fighters.interceptor", true,
             [&](es::EasyStarShip &s) { s.fighters.interceptor = value; });
    });
    connect(m_attack, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change attack craft"), "fighters.attack", true,
             [&](es::EasyStarShip &s) { s.fighters.attack = value; });
    });
    return box;
}

bool EasyStarShipEditor::edit(const QString &text, const char *field, bool merge,
                              const std::function<void(es::EasyStarShip &)> &change)
{
    if (!m_alive)
        return false;
    return editShip(m_document, m_index, text, QLatin1String(field), merge, change);
}

void EasyStarShipEditor::setShip(int index)
{
    m_index = m_alive && shipOf(m_document, index) ? index : -1;
    m_weaponsModel->setShip(m_index);
    m_advantage->setShip(m_index);
    refresh();
}

void EasyStarShipEditor::renumber(int index)
{
    m_index = index;
    m_weaponsModel->renumber(index);
    m_advantage->setShip(index);
}

void EasyStarShipEditor::refresh()
{
    if (!m_alive)
        return;
    const es::EasyStarShip *ship = shipOf(m_document, m_index);
    setEnabled(ship != nullptr);
    m_advantage->setShip(m_index);
    if (!ship) {
        {
            const QSignalBlocker blocker(m_name);
            m_name->clear();
        }
        {
            const QSignalBlocker blocker(m_notes);
            m_notes->clear();
        }
        setCurrentIndexQuietly(m_class, -1);
        m_classCard->clear();
        m_speedNote->clear();
        setValueQuietly(m_speedTraded, 0);
        setCheckedQuietly(m_engine, false);
        setCheckedQuietly(m_gunMount, false);
        setCheckedQuietly(m_flagship, false);
        for (const auto &[id, check] : m_auxiliaries)
            setCheckedQuietly(check, false);
        setValueQuietly(m_fighterBays, 0);
        setValueQuietly(m_interceptors, 0);
        setValueQuietly(m_attack, 0);
        m_fighterSummary->clear();
        m_spaces->clear();
        m_advantage->hide();
        m_advantagePlaceholder->show();
        refreshFigures();
        return;
    }

    const es::EasyStarSystem &system = systemOf(m_document);
    const es::EasyStarRules &rules = system.rules();
    const es::EasyStarOptions options = system.resolve(m_document.fleet());
    const es::EasyStarCalculator calc(rules, options, es::EasyStarCalculator::Detail::Totals);
    const es::ShipFigures f = calc.ship(*ship);
    const es::ShipClass *c = f.shipClass;

    if (m_name->text() != ship->name) {
        const QSignalBlocker blocker(m_name);
        m_name->setText(ship->name);
    }
    if (m_notes->toPlainText() != ship->notes) {
        const QSignalBlocker blocker(m_notes);
        m_notes->setPlainText(ship->notes);
    }

    // Class and its card.
    setCurrentIndexQuietly(m_class, m_class->findData(ship->classId));
    if (c) {
        const QString spaces = c->weaponSpaces ? QString::number(*c->weaponSpaces) : tr("special");
        QString card = tr("%1 BP · D %2 · S %3 · W %4 · %5 dorsal")
                           .arg(c->cost)
                           .arg(c->damage)
                           .arg(c->maxSpeed)
                           .arg(spaces)
                           .arg(c->dorsalMounts)
                           .toHtmlEscaped();
        if (!c->requiresOption.isEmpty() && !options.leviathansAllowed) {
            const model::RulesOptionSpec *spec = findOption(system.options(), c->requiresOption);
            card += QStringLiteral("<br><span style=\"%1\">%2</span>")
                        .arg(problemStyle, tr("Needs the rules option “%1” (EasyStar §IV)")
                                               .arg(spec ? spec->label : c->requiresOption)
                                               .toHtmlEscaped());
        }
        m_classCard->setText(card);
    } else {
        m_classCard->clear();
    }

    // Speed traded (§VI.A).
    const int maxSpeed = c ? c->maxSpeed : 0;
    const int perPoint = c ? c->shipNumber * rules.speedTradeSpacesPerShipNumber : 0;
    setRangeQuietly(m_speedTraded, 0, std::max(maxSpeed, ship->speedTraded));
    setValueQuietly(m_speedTraded, ship->speedTraded);
    m_speedNote->setText(tr("of %1; +%2 W per point").arg(maxSpeed).arg(perPoint));
    m_speedTraded->setToolTip(tr("EasyStar §VI.A: speed given up for weapon spaces, one ship "
                                 "number (%1) per point; at %2 the ship is a motionless station")
                                  .arg(perPoint)
                                  .arg(maxSpeed));

    // Engine (§V.D): speed +1, never above 4, not with speed traded.
    QStringList engineProblems;
    if (c && c->maxSpeed + rules.engine.speedBonus > rules.maxSpeed) {
        engineProblems << tr("EasyStar §V.D: an engine would raise a %1's speed to %2; no ship "
                             "may exceed speed %3.")
                              .arg(EasyStarText::table(c->name))
                              .arg(c->maxSpeed + rules.engine.speedBonus)
                              .arg(rules.maxSpeed);
    }
    if (ship->speedTraded > 0)
        engineProblems << tr("EasyStar §V.D: a ship that traded speed for weapon spaces cannot "
                             "use an engine.");
    if (ship->advantage && ship->advantage->devices.contains(QLatin1String("engine")))
        engineProblems << tr("The flagship advantage already gives this ship a free engine; a "
                             "ship carries one (EasyStar §V.D).");
    m_engine->setText(tr("En&gine (%1 BP)").arg(rules.engine.cost));
    setCheckedQuietly(m_engine, ship->engine);
    // A loaded file may have an engine the rules forbid: it stays visible and can be removed.
    m_engine->setEnabled(engineProblems.isEmpty() || ship->engine);
    m_engine->setToolTip(engineProblems.isEmpty()
                             ? tr("EasyStar §V.D: an engine adds %1 to the ship's speed; no "
                                  "weapon space")
                                   .arg(rules.engine.speedBonus)
                             : engineProblems.join(QLatin1Char('\n')));

    // Gun mount (§V.D): spaces + ship number, damage +1; not on the Leviathan.
    const int shipNumber = c ? c->shipNumber : 0;
    QStringList gunProblems;
    if (c && !c->gunMountAllowed)
        gunProblems
            << tr("EasyStar §V.D: a %1 cannot use a gun mount.").arg(EasyStarText::table(c->name));
    if (ship->advantage && ship->advantage->devices.contains(QLatin1String("gunMount")))
        gunProblems << tr("The flagship advantage already gives this ship a free gun mount; a "
                          "ship carries one (EasyStar §V.D).");
    m_gunMount->setText(
        tr("Gun &mount (%1 BP)").arg(rules.gunMount.costPerShipNumber * shipNumber));
    setCheckedQuietly(m_gunMount, ship->gunMount);
    m_gunMount->setEnabled(gunProblems.isEmpty() || ship->gunMount);
    m_gunMount->setToolTip(gunProblems.isEmpty()
                               ? tr("EasyStar §V.D: %1 more weapon spaces (the ship number) and "
                                    "%2 more damage capacity; %3 BP × ship number")
                                     .arg(rules.gunMount.spacesPerShipNumber * shipNumber)
                                     .arg(rules.gunMount.damageBonus)
                                     .arg(rules.gunMount.costPerShipNumber)
                               : gunProblems.join(QLatin1Char('\n')));

    setCheckedQuietly(m_flagship, ship->flagship);

    // Spaces (§V.A, §V.D, §VI.A).
    const int used = f.spacesUsed();
    const int capacity = f.spacesCapacity();
    if (f.unlimitedSpaces) {
        m_spaces->setText(tr("Spaces: %1 used, no cap").arg(used));
        m_spaces->setStyleSheet(QString());
    } else if (used <= capacity) {
        m_spaces->setText(
            tr("Spaces: %1 of %2 used, %3 free").arg(used).arg(capacity).arg(capacity - used));
        m_spaces->setStyleSheet(QString());
    } else {
        m_spaces->setText(
            tr("Spaces: %1 of %2 used, %3 over").arg(used).arg(capacity).arg(used - capacity));
        m_spaces->setStyleSheet(problemStyle);
    }

    // Auxiliaries and fighters.
    for (const auto &[id, check] : m_auxiliaries) {
        setCheckedQuietly(check, ship->auxiliaries.contains(id));
        const bool free = ship->advantage && ship->advantage->devices.contains(id);
        check->setEnabled(!free || ship->auxiliaries.contains(id));
        const es::Auxiliary *a = rules.auxiliary(id);
        QString tip = tr("EasyStar §V.D, Auxiliaries Table: %1 BP and %n weapon space(s). A ship "
                         "carries at most one of each device.",
                         nullptr, a ? a->spaces : 0)
                          .arg(a ? a->cost : 0);
        if (free)
            tip += QLatin1Char('\n')
                   + tr("The flagship advantage gives this ship a free %1.")
                         .arg(rules.deviceName(id));
        check->setToolTip(tip);
    }
    setRangeQuietly(m_fighterBays, 0, std::max(99, ship->fighterBays));
    setValueQuietly(m_fighterBays, ship->fighterBays);
    const int freeFighters = ship->advantage ? ship->advantage->fighters.total() : 0;
    const int room = f.fighterCapacity - freeFighters;
    setRangeQuietly(m_interceptors, 0,
                    std::max(ship->fighters.interceptor, room - ship->fighters.attack));
    setRangeQuietly(m_attack, 0,
                    std::max(ship->fighters.attack, room - ship->fighters.interceptor));
    setValueQuietly(m_interceptors, ship->fighters.interceptor);
    setValueQuietly(m_attack, ship->fighters.attack);
    const int carried = ship->fighters.total() + freeFighters;
    m_fighterSummary->setText(
        carried == 0 && f.fighterCapacity == 0
            ? tr("No fighter bays")
            : tr("%1 fighters in bays for %2").arg(carried).arg(f.fighterCapacity));
    m_fighterSummary->setStyleSheet(carried > f.fighterCapacity ? problemStyle : QString());

    m_advantage->setVisible(ship->flagship || ship->advantage);
    m_advantagePlaceholder->setVisible(m_advantage->isHidden());
    m_removeWeapon->setEnabled(m_weapons->currentIndex().isValid());
    updateFreeUnitColumns();
    refreshFigures();
}

void EasyStarShipEditor::refreshFigures()
{
    if (!m_alive)
        return;
    const model::FleetReport &report = m_document.report();
    const model::ShipReport *r = m_index >= 0 && m_index < int(report.ships.size())
                                     ? &report.ships[std::size_t(m_index)]
                                     : nullptr;
    if (!r) {
        for (QLabel *label : {m_spacesFigure, m_damageFigure, m_speedFigure, m_costFigure})
            label->clear();
        for (const auto &[key, label] : m_stats)
            label->clear();
        return;
    }
    const auto breakdownTip = [](const model::Breakdown &b) {
        QStringList lines;
        for (const model::BreakdownLine &line : b.lines())
            lines << tr("%1: %2").arg(line.label).arg(line.amount);
        return lines.join(QLatin1Char('\n'));
    };
    if (const model::CapacityReport *spaces = r->capacity(u"spaces")) {
        m_spacesFigure->setText(spaces->unlimited ? tr("no cap")
                                                  : QString::number(spaces->available.total()));
        m_spacesFigure->setToolTip(breakdownTip(spaces->available));
    }
    const auto figure = [r](QStringView key) {
        const model::ReportStat *stat = r->stat(key);
        return stat ? stat->value : QString();
    };
    m_damageFigure->setText(figure(u"damage"));
    m_speedFigure->setText(figure(u"speed"));
    m_costFigure->setText(
        tr("%1 &nbsp; <a href=\"explain\">Explain…</a>")
            .arg(m_document.system().formatPoints(r->cost.total()).toHtmlEscaped()));
    m_costFigure->setToolTip(breakdownTip(r->cost));

    // The ship's derived values, but not those shown elsewhere (weapons, fighters, advantage).
    std::vector<const model::ReportStat *> stats;
    std::vector<QString> keys;
    for (const model::ReportStat &stat : r->stats) {
        if (stat.place != model::ReportStat::Place::Line
            || stat.key.startsWith(QLatin1String("weapons[")) || stat.key.contains(QLatin1Char('.'))
            || stat.key == QLatin1String("fighters") || stat.key == QLatin1String("advantage"))
            continue;
        stats.push_back(&stat);
        keys.push_back(stat.key);
    }
    if (keys != m_statKeys) {
        while (m_figuresLayout->rowCount() > FixedFigures)
            m_figuresLayout->removeRow(FixedFigures);
        m_stats.clear();
        QWidget *box = m_figuresLayout->parentWidget();
        for (const model::ReportStat *stat : stats) {
            auto *value = new QLabel(box);
            value->setObjectName(QStringLiteral("stat.") + stat->key);
            value->setTextFormat(Qt::RichText);
            value->setWordWrap(true);
            m_figuresLayout->addRow(stat->label + QLatin1Char(':'), value);
            m_stats[stat->key] = value;
        }
        m_statKeys = keys;
    }
    for (const model::ReportStat *stat : stats) {
        QLabel *value = m_stats[stat->key];
        QString text = stat->value.toHtmlEscaped();
        QString tip;
        if (!stat->assumption.isEmpty()) {
            const model::RulesOptionSpec *spec
                = findOption(m_document.system().options(), stat->assumption);
            text += QStringLiteral(" <i>%1</i>").arg(tr("(assumption)").toHtmlEscaped());
            tip = tr("Depends on the rules option “%1”, which stands in for a rule the sources "
                     "lack. Change it on the Fleet page.")
                      .arg(spec ? spec->label : stat->assumption);
        }
        value->setText(text);
        value->setToolTip(tip);
    }
}

void EasyStarShipEditor::updateFreeUnitColumns()
{
    const bool shown = m_weaponsModel->freeUnitsShown();
    m_weapons->setColumnHidden(EasyStarWeaponsModel::FreeRangeColumn, !shown);
    m_weapons->setColumnHidden(EasyStarWeaponsModel::FreeDamageColumn, !shown);
}

void EasyStarShipEditor::updateTableHeight()
{
    const int rows = std::max(2, m_weaponsModel->rowCount());
    int height = m_weapons->horizontalHeader()->sizeHint().height()
                 + rows * m_weapons->verticalHeader()->defaultSectionSize()
                 + 2 * m_weapons->frameWidth();
    if (m_weapons->horizontalScrollBar()->maximum() > 0)
        height += m_weapons->horizontalScrollBar()->sizeHint().height();
    m_weapons->setFixedHeight(height);
}

void EasyStarShipEditor::addWeapon()
{
    const int row = m_weaponsModel->addWeapon();
    if (row < 0)
        return;
    m_weapons->setCurrentIndex(m_weaponsModel->index(row, EasyStarWeaponsModel::TypeColumn));
    giveFocus(m_weapons);
}

void EasyStarShipEditor::removeWeapon()
{
    const QModelIndex current = m_weapons->currentIndex();
    if (!current.isValid())
        return;
    const int column = current.column();
    const int row = current.row();
    if (!m_weaponsModel->removeWeapon(row))
        return;
    const int count = m_weaponsModel->rowCount();
    if (count > 0)
        m_weapons->setCurrentIndex(m_weaponsModel->index(std::min(row, count - 1), column));
    m_removeWeapon->setEnabled(m_weapons->currentIndex().isValid());
}

bool EasyStarShipEditor::focusSubject(const QString &subject)
{
    const es::EasyStarShip *ship = m_alive ? shipOf(m_document, m_index) : nullptr;
    if (!ship)
        return false;
    static const QRegularExpression weapon(QStringLiteral("^weapons\\[(\\d+)\\](?:\\.(\\w+))?$"));
    static const QRegularExpression auxiliary(QStringLiteral("^auxiliaries\\[(\\d+)\\]$"));
    const std::map<QString, QWidget *> fields = {
        {QStringLiteral("name"), m_name},
        {QStringLiteral("class"), m_class},
        {QStringLiteral("flagship"), m_flagship},
        {QStringLiteral("speedTraded"), m_speedTraded},
        {QStringLiteral("engine"), m_engine},
        {QStringLiteral("gunMount"), m_gunMount},
        {QStringLiteral("notes"), m_notes},
        {QStringLiteral("fighterBays"), m_fighterBays},
        {QStringLiteral("fighters"), m_interceptors},
        {QStringLiteral("fighters.interceptor"), m_interceptors},
        {QStringLiteral("fighters.attack"), m_attack},
    };
    if (const auto it = fields.find(subject); it != fields.end()) {
        giveFocus(it->second);
        return true;
    }
    if (subject == QLatin1String("weapons")) {
        if (!m_weapons->currentIndex().isValid() && m_weaponsModel->rowCount() > 0)
            m_weapons->setCurrentIndex(m_weaponsModel->index(0, 0));
        giveFocus(m_weapons);
        return true;
    }
    if (const QRegularExpressionMatch m = weapon.match(subject); m.hasMatch()) {
        const int row = m.captured(1).toInt();
        static const std::map<QString, int> columns = {
            {QString(), EasyStarWeaponsModel::TypeColumn},
            {QStringLiteral("type"), EasyStarWeaponsModel::TypeColumn},
            {QStringLiteral("mount"), EasyStarWeaponsModel::MountColumn},
            {QStringLiteral("range"), EasyStarWeaponsModel::RangeColumn},
            {QStringLiteral("damage"), EasyStarWeaponsModel::DamageColumn},
            {QStringLiteral("freeRange"), EasyStarWeaponsModel::FreeRangeColumn},
            {QStringLiteral("freeDamage"), EasyStarWeaponsModel::FreeDamageColumn},
        };
        const auto column = columns.find(m.captured(2));
        if (row >= m_weaponsModel->rowCount() || column == columns.end())
            return false;
        const QModelIndex index = m_weaponsModel->index(row, column->second);
        m_weapons->setCurrentIndex(index);
        m_weapons->scrollTo(index);
        giveFocus(m_weapons);
        return true;
    }
    if (const QRegularExpressionMatch m = auxiliary.match(subject); m.hasMatch()) {
        const int k = m.captured(1).toInt();
        if (k >= ship->auxiliaries.size())
            return false;
        const auto it = m_auxiliaries.find(ship->auxiliaries[k]);
        if (it == m_auxiliaries.end())
            return false;
        giveFocus(it->second);
        return true;
    }
    if (subject == QLatin1String("flagshipAdvantage")
        || subject.startsWith(QLatin1String("flagshipAdvantage."))) {
        if (m_advantage->isHidden()) {
            giveFocus(m_flagship);
            return true;
        }
        const qsizetype prefix = QStringLiteral("flagshipAdvantage.").size();
        return m_advantage->focusSubject(subject.size() > prefix ? subject.mid(prefix) : QString());
    }
    return false;
}

} // namespace fw::app
