#include "EasyStarShipEditor.h"

#include "../../document/FleetDocument.h"
#include "EasyStarAdvantageBox.h"
#include "EasyStarWeaponsModel.h"

#include <model/core/JsonPath.h>

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
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

using namespace easystar;
using es::EasyStarText;

namespace {

constexpr int FixedFigures = 4; // W, D, S and cost; the report's stats follow

} // namespace

EasyStarShipEditor::EasyStarShipEditor(FleetDocument &document, QWidget *parent)
    : ShipEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    // One column: the default window leaves the editor too narrow for two groups side by side.
    auto *column = new QVBoxLayout(this);
    column->addWidget(createHull());
    column->addWidget(createFigures());
    column->addWidget(createWeapons());
    auto *bottom = new QVBoxLayout;
    bottom->addWidget(createAuxiliaries(), 1);
    m_advantage = new EasyStarAdvantageBox(document, this);
    bottom->addWidget(m_advantage, 1);
    // Takes the advantage's place when it is hidden, so the groups keep their widths.
    m_advantagePlaceholder = new QWidget(this);
    m_advantagePlaceholder->setMaximumHeight(0);
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
        clearFields();
        refreshFigures();
        return;
    }

    const es::EasyStarSystem &system = systemOf(m_document);
    const es::EasyStarOptions options = system.resolve(m_document.fleet());
    const es::EasyStarCalculator calc(system.rules(), options,
                                      es::EasyStarCalculator::Detail::Totals);
    const es::ShipFigures f = calc.ship(*ship);
    setTextQuietly(m_name, ship->name);
    setTextQuietly(m_notes, ship->notes);
    refreshClass(*ship, f.shipClass, options);
    refreshHullDevices(*ship, f.shipClass);
    refreshSpaces(f);
    refreshAuxiliaries(*ship, f);
    m_advantage->setVisible(ship->flagship || ship->advantage);
    m_advantagePlaceholder->setVisible(m_advantage->isHidden());
    m_removeWeapon->setEnabled(m_weapons->currentIndex().isValid());
    updateFreeUnitColumns();
    fitWeaponColumns();
    refreshFigures();
}

void EasyStarShipEditor::clearFields()
{
    setTextQuietly(m_name, QString());
    setTextQuietly(m_notes, QString());
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
}

// The class, its card and the speed traded for it.
void EasyStarShipEditor::refreshClass(const es::EasyStarShip &ship, const es::ShipClass *c,
                                      const es::EasyStarOptions &options)
{
    const es::EasyStarSystem &system = systemOf(m_document);
    const es::EasyStarRules &rules = system.rules();
    setCurrentIndexQuietly(m_class, m_class->findData(ship.classId));
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
                        .arg(ProblemStyle, tr("Needs the rules option “%1” (EasyStar §IV)")
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
    setRangeQuietly(m_speedTraded, 0, std::max(maxSpeed, ship.speedTraded));
    setValueQuietly(m_speedTraded, ship.speedTraded);
    m_speedNote->setText(tr("of %1; +%2 W per point").arg(maxSpeed).arg(perPoint));
    m_speedTraded->setToolTip(tr("EasyStar §VI.A: speed given up for weapon spaces, one ship "
                                 "number (%1) per point; at %2 the ship is a motionless station")
                                  .arg(perPoint)
                                  .arg(maxSpeed));
}

void EasyStarShipEditor::refreshHullDevices(const es::EasyStarShip &ship, const es::ShipClass *c)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    // Engine (§V.D): speed +1, never above 4, not with speed traded.
    QStringList engineProblems;
    if (c && c->maxSpeed + rules.engine.speedBonus > rules.maxSpeed) {
        engineProblems << tr("EasyStar §V.D: an engine would raise a %1's speed to %2; no ship "
                             "may exceed speed %3.")
                              .arg(EasyStarText::table(c->name))
                              .arg(c->maxSpeed + rules.engine.speedBonus)
                              .arg(rules.maxSpeed);
    }
    if (ship.speedTraded > 0)
        engineProblems << tr("EasyStar §V.D: a ship that traded speed for weapon spaces cannot "
                             "use an engine.");
    if (ship.advantage && ship.advantage->devices.contains(QLatin1String("engine")))
        engineProblems << tr("The flagship advantage already gives this ship a free engine; a "
                             "ship carries one (EasyStar §V.D).");
    m_engine->setText(tr("En&gine (%1 BP)").arg(rules.engine.cost));
    setCheckedQuietly(m_engine, ship.engine);
    // A loaded file may have an engine the rules forbid: it stays visible and can be removed.
    m_engine->setEnabled(engineProblems.isEmpty() || ship.engine);
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
    if (ship.advantage && ship.advantage->devices.contains(QLatin1String("gunMount")))
        gunProblems << tr("The flagship advantage already gives this ship a free gun mount; a "
                          "ship carries one (EasyStar §V.D).");
    m_gunMount->setText(
        tr("Gun &mount (%1 BP)").arg(rules.gunMount.costPerShipNumber * shipNumber));
    setCheckedQuietly(m_gunMount, ship.gunMount);
    m_gunMount->setEnabled(gunProblems.isEmpty() || ship.gunMount);
    m_gunMount->setToolTip(gunProblems.isEmpty()
                               ? tr("EasyStar §V.D: %1 more weapon spaces (the ship number) and "
                                    "%2 more damage capacity; %3 BP × ship number")
                                     .arg(rules.gunMount.spacesPerShipNumber * shipNumber)
                                     .arg(rules.gunMount.damageBonus)
                                     .arg(rules.gunMount.costPerShipNumber)
                               : gunProblems.join(QLatin1Char('\n')));

    setCheckedQuietly(m_flagship, ship.flagship);
}

void EasyStarShipEditor::refreshSpaces(const es::ShipFigures &f)
{
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
        m_spaces->setStyleSheet(ProblemStyle);
    }
}

void EasyStarShipEditor::refreshAuxiliaries(const es::EasyStarShip &ship, const es::ShipFigures &f)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    // Auxiliaries and fighters.
    for (const auto &[id, check] : m_auxiliaries) {
        setCheckedQuietly(check, ship.auxiliaries.contains(id));
        const bool free = ship.advantage && ship.advantage->devices.contains(id);
        check->setEnabled(!free || ship.auxiliaries.contains(id));
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
    setRangeQuietly(m_fighterBays, 0, std::max(99, ship.fighterBays));
    setValueQuietly(m_fighterBays, ship.fighterBays);
    const int freeFighters = ship.advantage ? ship.advantage->fighters.total() : 0;
    const int room = f.fighterCapacity - freeFighters;
    setRangeQuietly(m_interceptors, 0,
                    std::max(ship.fighters.interceptor, room - ship.fighters.attack));
    setRangeQuietly(m_attack, 0, std::max(ship.fighters.attack, room - ship.fighters.interceptor));
    setValueQuietly(m_interceptors, ship.fighters.interceptor);
    setValueQuietly(m_attack, ship.fighters.attack);
    const int carried = ship.fighters.total() + freeFighters;
    m_fighterSummary->setText(
        carried == 0 && f.fighterCapacity == 0
            ? tr("No fighter bays")
            : tr("%1 fighters in bays for %2").arg(carried).arg(f.fighterCapacity));
    m_fighterSummary->setStyleSheet(carried > f.fighterCapacity ? ProblemStyle : QString());
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
    revealAndFocus(m_weapons);
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
        revealAndFocus(it->second);
        return true;
    }
    if (subject == QLatin1String("weapons")) {
        if (!m_weapons->currentIndex().isValid() && m_weaponsModel->rowCount() > 0)
            m_weapons->setCurrentIndex(m_weaponsModel->index(0, 0));
        revealAndFocus(m_weapons);
        return true;
    }
    // weapons[1], weapons[1].range, auxiliaries[0]
    const std::vector<model::JsonPath::Segment> path = model::JsonPath(subject).segments();
    const auto listItem = [&path](const char *list) {
        return path.size() >= 2 && !path[0].isIndex() && path[0].key == QLatin1String(list)
               && path[1].isIndex();
    };
    if (listItem("weapons") && path.size() <= 3 && (path.size() == 2 || !path[2].isIndex())) {
        const std::size_t row = path[1].index;
        static const std::map<QString, int> columns = {
            {QString(), EasyStarWeaponsModel::TypeColumn},
            {QStringLiteral("type"), EasyStarWeaponsModel::TypeColumn},
            {QStringLiteral("mount"), EasyStarWeaponsModel::MountColumn},
            {QStringLiteral("range"), EasyStarWeaponsModel::RangeColumn},
            {QStringLiteral("damage"), EasyStarWeaponsModel::DamageColumn},
            {QStringLiteral("freeRange"), EasyStarWeaponsModel::FreeRangeColumn},
            {QStringLiteral("freeDamage"), EasyStarWeaponsModel::FreeDamageColumn},
        };
        const auto column = columns.find(path.size() == 3 ? path[2].key : QString());
        if (row >= std::size_t(m_weaponsModel->rowCount()) || column == columns.end())
            return false;
        const QModelIndex index = m_weaponsModel->index(int(row), column->second);
        m_weapons->setCurrentIndex(index);
        m_weapons->scrollTo(index);
        revealAndFocus(m_weapons);
        return true;
    }
    if (listItem("auxiliaries") && path.size() == 2) {
        const std::size_t k = path[1].index;
        if (k >= std::size_t(ship->auxiliaries.size()))
            return false;
        const auto it = m_auxiliaries.find(ship->auxiliaries[qsizetype(k)]);
        if (it == m_auxiliaries.end())
            return false;
        revealAndFocus(it->second);
        return true;
    }
    if (const auto advantage
        = model::JsonPath(subject).tailAfter(model::JsonPath().key("flagshipAdvantage"))) {
        if (m_advantage->isHidden()) {
            revealAndFocus(m_flagship);
            return true;
        }
        return m_advantage->focusSubject(advantage->toString());
    }
    return false;
}

} // namespace fw::app
