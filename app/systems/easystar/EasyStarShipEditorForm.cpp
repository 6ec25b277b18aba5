// The EasyStar ship editor's widgets: the hull, figures, weapons and auxiliaries boxes.

#include "EasyStarShipEditor.h"

#include "../../designer/EditNotes.h"
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
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

using namespace easystar;
using es::EasyStarText;

namespace {

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

    auto *speedTraded = new ExplainingSpinBox(box);
    speedTraded->setReason([speedTraded](int) {
        return tr("A ship trades at most its speed for weapon spaces: %1 here (EasyStar §VI.A).")
            .arg(speedTraded->maximum());
    });
    m_speedTraded = speedTraded;
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
        const es::EasyStarShip *ship = shipOf(m_document, m_index);
        if (!c || !ship)
            return;
        // A ship still named after its class is named after the new one.
        const es::ShipClass *old = systemOf(m_document).rules().shipClass(ship->classId);
        const SystemUi::ClassChange change = SystemUi::classChange(
            m_document.fleet(), m_index, tr("Change class"),
            old ? es::EasyStarText::table(old->name) : QString(), es::EasyStarText::table(c->name));
        edit(change.text, "class", false, [&](es::EasyStarShip &s) {
            s.classId = id;
            s.speedTraded = std::min(s.speedTraded, c->maxSpeed);
            change.rename(s);
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
    // The window's breakdown of the selected ship: the same dialog as its status bar.
    connect(m_costFigure, &QLabel::linkActivated, this, &ShipEditor::costBreakdownRequested);
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
    m_weaponExtra = new QLabel(box);
    m_weaponExtra->setObjectName(QStringLiteral("weaponExtra"));
    m_weaponExtra->setWordWrap(true);
    m_weaponExtra->hide();
    layout->addWidget(m_weaponExtra);
    // Why a value was refused or changed with another, under the table.
    QLabel *note = newEditNoteLabel(box, QStringLiteral("weaponsNote"));
    layout->addWidget(note);
    connect(m_weaponsModel, &EasyStarWeaponsModel::noteChanged, note,
            [note](const QString &text) { showEditNote(note, text); });

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
                updateWeaponExtra();
            });
    // Other contents, other widths: the columns that fit are chosen anew (and the line below).
    connect(m_weaponsModel, &QAbstractItemModel::dataChanged, this,
            &EasyStarShipEditor::fitWeaponColumns);
    connect(m_weaponsModel, &QAbstractItemModel::modelReset, this,
            &EasyStarShipEditor::fitWeaponColumns);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_weaponsModel, signal, this, &EasyStarShipEditor::fitWeaponColumns);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_weaponsModel, signal, this, &EasyStarShipEditor::updateTableHeight);
    connect(m_weaponsModel, &QAbstractItemModel::modelReset, this,
            &EasyStarShipEditor::updateTableHeight);
    connect(m_weaponsModel, &QAbstractItemModel::headerDataChanged, this, [this] {
        updateFreeUnitColumns();
        fitWeaponColumns();
    });
    connect(m_weapons->horizontalScrollBar(), &QScrollBar::rangeChanged, this,
            &EasyStarShipEditor::updateTableHeight);
    return box;
}

void EasyStarShipEditor::resizeEvent(QResizeEvent *event)
{
    ShipEditor::resizeEvent(event);
    fitWeaponColumns();
}

void EasyStarShipEditor::fitWeaponColumns()
{
    using Model = EasyStarWeaponsModel;
    QHeaderView *header = m_weapons->horizontalHeader();
    // The widths the columns take when sized to their contents, as the header sizes them.
    QStyleOptionViewItem option;
    option.initFrom(m_weapons);
    option.font = m_weapons->font();
    option.features = QStyleOptionViewItem::HasDisplay;
    QAbstractItemDelegate *delegate = m_weapons->itemDelegate();
    const int grid = m_weapons->showGrid() ? 1 : 0;
    const auto width = [&](std::initializer_list<int> hidden) {
        int sum = 2 * m_weapons->frameWidth();
        for (int c = 0; c < Model::ColumnCount; ++c) {
            const bool free = c == Model::FreeRangeColumn || c == Model::FreeDamageColumn;
            if ((free && !m_weaponsModel->freeUnitsShown())
                || std::find(hidden.begin(), hidden.end(), c) != hidden.end())
                continue;
            // As the header sizes it to its contents: the view's own measure (the delegate's falls
            // short by the cell margins), and never below the header's least section.
            const QAbstractItemView *view = m_weapons; // where the measure is public
            int column = std::max({header->sectionSizeHint(c), view->sizeHintForColumn(c),
                                   header->minimumSectionSize()});
            for (int r = 0; r < m_weaponsModel->rowCount(); ++r) {
                const QModelIndex index = m_weaponsModel->index(r, c);
                column = std::max(column, delegate->sizeHint(option, index).width() + grid);
            }
            sum += column;
        }
        return sum;
    };
    const int room = m_weapons->width();
    const bool toHit = width({}) <= room;
    const bool actual
        = toHit
          || width({Model::ToHitShipColumn, Model::ToHitFighterColumn, Model::ToHitMissileColumn})
                 <= room;
    for (int c : {Model::ToHitShipColumn, Model::ToHitFighterColumn, Model::ToHitMissileColumn})
        m_weapons->setColumnHidden(c, !toHit);
    for (int c : {Model::ActualRangeColumn, Model::ActualDamageColumn})
        m_weapons->setColumnHidden(c, !actual);
    updateWeaponExtra();
}

void EasyStarShipEditor::updateWeaponExtra()
{
    using Model = EasyStarWeaponsModel;
    const int rows = m_weaponsModel->rowCount();
    const int row = m_weapons->currentIndex().isValid() ? m_weapons->currentIndex().row() : 0;
    QStringList parts;
    for (int c : {Model::ActualRangeColumn, Model::ActualDamageColumn, Model::ToHitShipColumn,
                  Model::ToHitFighterColumn, Model::ToHitMissileColumn}) {
        if (!m_weapons->isColumnHidden(c) || row >= rows)
            continue;
        const QString title = m_weaponsModel->headerData(c, Qt::Horizontal)
                                  .toString()
                                  .replace(QLatin1Char('\n'), QLatin1Char(' '));
        parts << QStringLiteral("%1 %2").arg(title,
                                             m_weaponsModel->index(row, c).data().toString());
    }
    if (!parts.isEmpty()) {
        parts.prepend(m_weaponsModel->index(row, Model::TypeColumn).data().toString()
                      + QLatin1Char(':'));
    }
    m_weaponExtra->setText(parts.join(QLatin1String("  ")));
    m_weaponExtra->setVisible(!parts.isEmpty());
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
        auto *spin = new ExplainingSpinBox(box);
        spin->setReason([spin](int) {
            return tr("The fighter bays have room for %1 of these squadrons: buy another bay for "
                      "more (EasyStar §V.D, §V.E).")
                .arg(spin->maximum());
        });
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

} // namespace fw::app
