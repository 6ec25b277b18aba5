#include "BattlePanel.h"

#include "../document/Settings.h"
#include "BattleSides.h"
#include "DistributionChart.h"
#include "Percent.h"

#include <model/systems/GameSystem.h>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDataStream>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <atomic>
#include <climits>

namespace fw::app {

namespace mc = model::combat;

namespace {

QString proportion(const mc::Proportion &p)
{
    return BattlePanel::tr("%1 (95 %: %2 to %3)")
        .arg(percentText(p.p), percentText(p.low), percentText(p.high));
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

QString BattlePanel::policyId(mc::TargetPolicy policy)
{
    switch (policy) {
    case mc::TargetPolicy::Spread:
        return QStringLiteral("spread");
    case mc::TargetPolicy::BiggestThreat:
        return QStringLiteral("threat");
    case mc::TargetPolicy::Focus:
        break;
    }
    return QStringLiteral("focus");
}

mc::TargetPolicy BattlePanel::policyFromId(const QString &id)
{
    if (id == QLatin1String("spread"))
        return mc::TargetPolicy::Spread;
    if (id == QLatin1String("threat"))
        return mc::TargetPolicy::BiggestThreat;
    return mc::TargetPolicy::Focus;
}

// What a worker thread needs: its own copies of the fleets (the player may edit the open fleet
// while the run goes on), the prepared battle, and the counters it shares with the window.
struct BattlePanel::Job
{
    std::unique_ptr<model::Fleet> fleets[2];
    std::unique_ptr<mc::Battle> battle;
    mc::MonteCarloSettings settings;
    std::atomic<bool> cancel{false};
    std::atomic<int> done{0};
    mc::MonteCarloResult result; // written by the thread, read after it has finished
};

BattlePanel::BattlePanel(BattleSides &sides, QWidget *parent)
    : QWidget(parent)
    , m_sides(sides)
    , m_progressTimer(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(createSettings());
    m_resultTabs = new QTabWidget;
    m_resultTabs->setObjectName(QStringLiteral("resultTabs"));
    m_resultTabs->addTab(createOddsPage(), tr("Odds"));
    m_resultTabs->addTab(createLogPage(), tr("Battle Log"));
    layout->addWidget(m_resultTabs, 1);

    m_progressTimer->setInterval(50);
    connect(m_progressTimer, &QTimer::timeout, this, [this] {
        if (m_job)
            setProgress(m_job->done.load());
    });
    connect(&m_sides, &BattleSides::documentReplaced, this, &BattlePanel::clearResults);
    connect(&m_sides, &BattleSides::changed, this, &BattlePanel::sidesChanged);
    sidesChanged();
}

BattlePanel::~BattlePanel()
{
    if (m_job) {
        m_job->cancel = true;
        m_thread->wait();
        delete m_thread;
    }
}

mc::BattleSettings BattlePanel::battleSettings() const
{
    mc::BattleSettings s;
    s.startRange = m_startRange->value();
    s.closingRate = m_closing->value();
    s.turnLimit = m_turnLimit->value();
    s.policy = policyFromId(m_policy->currentData().toString());
    return s;
}

void BattlePanel::setBattleSettings(const mc::BattleSettings &settings)
{
    m_startRange->setValue(settings.startRange);
    m_closing->setValue(settings.closingRate);
    m_turnLimit->setValue(settings.turnLimit);
    m_policy->setCurrentIndex(std::max(0, m_policy->findData(policyId(settings.policy))));
}

int BattlePanel::runs() const
{
    return m_runs->value();
}

void BattlePanel::setRuns(int runs)
{
    m_runs->setValue(runs);
}

std::uint64_t BattlePanel::seed() const
{
    return std::uint64_t(m_seed->value());
}

void BattlePanel::setSeed(std::uint64_t seed)
{
    m_seed->setValue(int(std::clamp<std::uint64_t>(seed, 1, INT_MAX)));
}

void BattlePanel::newSeed()
{
    // A seed for the player to try, not a die roll: the dice come from the seed.
    m_seed->setValue(int(QRandomGenerator::global()->bounded(1, INT_MAX)));
}

void BattlePanel::saveSettings() const
{
    Settings::setTrialRuns(runs());
    Settings::setTrialPolicy(m_policy->currentData().toString());
}

void BattlePanel::sidesChanged()
{
    const mc::CombatRules *rules = m_sides.rules();
    const model::GameSystem *system = m_sides.system();
    if (rules && system && system->id() != m_systemId) {
        // Another game: its own sensible start range, closing rate and length.
        m_systemId = system->id();
        const mc::BattleSettings defaults = rules->defaultBattleSettings();
        m_startRange->setValue(defaults.startRange);
        m_closing->setValue(defaults.closingRate);
        m_turnLimit->setValue(defaults.turnLimit);
    }
    if (rules) {
        const QString unit = rules->rangeUnit();
        m_startLabel->setText(tr("&Start range (%1):").arg(unit));
        m_closingLabel->setText(tr("C&losing per turn (%1):").arg(unit));
        m_closing->setSpecialValueText(tr("0 (hold the range)"));
        m_turnLimit->setSuffix(tr(" turns"));
    }
    showMessage({}); // the window says what is wrong with the fleets
    updateEnabled();
    if (m_result)
        showResult();
}

// Another fleet was opened: the battle fought and the odds run were the previous fleet's, and a
// what-if against them would compare two unrelated fleets.
void BattlePanel::clearResults()
{
    if (isRunning()) {
        cancel();
        waitForRun();
    }
    m_result.reset();
    m_whatIf.reset();
    m_whatIfSide = -1;
    m_resultKey = {};
    m_oddsScroll->hide();
    m_progress->hide();
    m_oddsPlaceholder->show();
    m_histogram->clear();
    m_survival->setRowCount(0);
    m_battleSummary->clear();
    m_log->clear();
}

void BattlePanel::updateEnabled()
{
    const bool running = isRunning();
    const bool ready = m_sides.rules() != nullptr;
    for (QWidget *w : std::initializer_list<QWidget *>{m_startRange, m_closing, m_turnLimit,
                                                       m_policy, m_runs, m_seed, m_newSeed})
        w->setEnabled(!running);
    m_fight->setEnabled(ready && !running);
    m_run->setEnabled(ready && !running);
    m_cancel->setEnabled(running);
}

void BattlePanel::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void BattlePanel::setProgress(int done)
{
    m_progress->setValue(done);
    m_progress->setFormat(
        tr("%1 of %2 battles")
            .arg(QLocale().toString(done), QLocale().toString(m_progress->maximum())));
}

bool BattlePanel::isRunning() const
{
    return m_job != nullptr;
}

bool BattlePanel::fightOne()
{
    const mc::CombatRules *rules = m_sides.rules();
    if (!rules || isRunning()) {
        showMessage(m_sides.problem());
        return false;
    }
    const model::Fleet a(*m_sides.fleet(0)), b(*m_sides.fleet(1));
    const auto prepared = rules->prepareBattle(a, b, battleSettings());
    if (!prepared) {
        showMessage(prepared.error());
        return false;
    }
    const mc::Battle *battle = prepared.value().get();
    showMessage({});
    mc::TrialResult result;
    QStringList log;
    battle->runner()->run(seed(), result, &log);

    const QString names[2] = {m_sides.sideName(0), m_sides.sideName(1)};
    QString outcome
        = result.winner >= 0
              ? tr("%1 wins after %n turn(s).", nullptr, result.turns).arg(names[result.winner])
              : tr("A draw after %n turn(s).", nullptr, result.turns);
    m_battleSummary->setText(tr("Seed %1: %2 Victory points %3 : %4.")
                                 .arg(QString::number(seed()), outcome)
                                 .arg(result.vp[0])
                                 .arg(result.vp[1]));
    m_log->setPlainText(log.join(QLatin1Char('\n')));
    m_resultTabs->setCurrentWidget(m_logPage);
    return true;
}

QString BattlePanel::logText() const
{
    return m_log->toPlainText();
}

QString BattlePanel::battleSummary() const
{
    return m_battleSummary->text();
}

BattlePanel::RunKey BattlePanel::currentKey() const
{
    RunKey key{m_sides.snapshot(0), m_sides.snapshot(1), {}};
    QDataStream out(&key.settings, QIODevice::WriteOnly);
    const mc::BattleSettings s = battleSettings();
    out << s.startRange << s.closingRate << s.turnLimit << int(s.policy) << runs()
        << quint64(seed());
    return key;
}

bool BattlePanel::runOdds()
{
    const mc::CombatRules *rules = m_sides.rules();
    if (!rules || isRunning()) {
        showMessage(m_sides.problem());
        return false;
    }
    auto job = std::make_shared<Job>();
    for (int side = 0; side < 2; ++side)
        job->fleets[side] = std::make_unique<model::Fleet>(*m_sides.fleet(side));
    auto prepared = rules->prepareBattle(*job->fleets[0], *job->fleets[1], battleSettings());
    if (!prepared) {
        showMessage(prepared.error());
        return false;
    }
    job->battle = std::move(prepared).value();
    showMessage({});
    job->settings.runs = runs();
    job->settings.seed = seed();
    m_job = job;

    // What the results will be shown with, taken now: the fleets may change during the run.
    for (int side = 0; side < 2; ++side) {
        m_resultNames[side] = m_sides.sideName(side);
        m_resultShips[side].clear();
        for (int i = 0; i < job->battle->shipCount(side); ++i)
            m_resultShips[side] << job->battle->shipName(side, i);
    }
    m_resultAssumptions = job->battle->assumptions();
    m_pendingKey = currentKey();
    m_pendingSeed = seed();

    m_progress->setRange(0, job->settings.runs);
    setProgress(0);
    m_progress->show();
    m_progressTimer->start();
    updateEnabled();
    m_thread = QThread::create([job] {
        job->result = mc::runMonteCarlo(
            *job->battle, job->settings, [&job](int done, int) { job->done = done; }, &job->cancel);
    });
    // waitForRun() may have handled the run before the queued signal comes.
    const int run = ++m_runNumber;
    connect(m_thread, &QThread::finished, this, [this, run] {
        if (run == m_runNumber)
            finishRun();
    });
    m_thread->start();
    return true;
}

void BattlePanel::cancel()
{
    if (m_job)
        m_job->cancel = true;
}

void BattlePanel::waitForRun()
{
    if (!m_job)
        return;
    m_thread->wait();
    // The finished signal is queued; handle it now.
    finishRun();
}

void BattlePanel::finishRun()
{
    if (!m_job)
        return;
    m_progressTimer->stop();
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    auto result = std::make_unique<mc::MonteCarloResult>(std::move(m_job->result));
    m_job.reset();
    // The bar is the run's: it goes with it, not left standing beside the next result.
    setProgress(result->runs);
    m_progress->hide();

    // A repeat of the previous complete run with one side changed: pair them battle by battle.
    m_whatIf.reset();
    m_whatIfSide = -1;
    if (m_result && !m_result->cancelled && !result->cancelled
        && m_resultKey.settings == m_pendingKey.settings) {
        const bool aChanged = m_resultKey.sideA != m_pendingKey.sideA;
        const bool bChanged = m_resultKey.sideB != m_pendingKey.sideB;
        if (aChanged != bChanged) {
            m_whatIf = mc::winDifference(*m_result, *result);
            m_whatIfSide = aChanged ? 0 : 1;
        }
    }
    m_result = std::move(result);
    m_resultKey = m_pendingKey;
    m_resultSeed = m_pendingSeed;
    updateEnabled();
    showResult();
    m_resultTabs->setCurrentWidget(m_oddsPage);
    // A new result is read from its headline down.
    m_oddsScroll->verticalScrollBar()->setValue(0);
    Q_EMIT runFinished();
}

void BattlePanel::showResult()
{
    if (!m_result)
        return;
    const mc::MonteCarloResult &r = *m_result;
    m_oddsPlaceholder->hide();
    m_oddsScroll->show();

    const mc::Proportion a = r.win(0), b = r.win(1), draw = r.draw();
    const QString battles = QLocale().toString(r.runs);
    if (r.runs == 0) {
        m_oddsHeadline->setText(tr("No battle was fought."));
    } else if (a.p > b.p) {
        m_oddsHeadline->setText(
            tr("%1 wins %2 of %3 battles.").arg(m_resultNames[0], percentText(a.p), battles));
    } else if (b.p > a.p) {
        m_oddsHeadline->setText(
            tr("%1 wins %2 of %3 battles.").arg(m_resultNames[1], percentText(b.p), battles));
    } else {
        m_oddsHeadline->setText(tr("Both sides win equally often (%1 of %2 battles each).")
                                    .arg(percentText(a.p), battles));
    }
    for (int side = 0; side < 2; ++side) {
        m_sideHeader[side]->setText(side == 0 ? tr("Side A") : tr("Side B"));
        m_sideHeader[side]->setToolTip(m_resultNames[side]);
        m_cell[0][side]->setText(proportion(r.win(side)));
        m_cell[1][side]->setText(number(r.meanVp(side), 1));
        m_cell[2][side]->setText(number(r.damagePerPoint(side), 3));
    }
    QString notes = tr("Draws: %1. Mean length: %2 turns. %3 battles with seed %4.")
                        .arg(proportion(draw), number(r.meanTurns(), 1), battles,
                             QString::number(m_resultSeed));
    if (r.cancelled)
        notes += QLatin1Char(' ')
                 + tr("Cancelled: these figures come from the %1 battles fought before.")
                       .arg(battles);
    m_oddsNotes->setText(notes);

    if (m_whatIf) {
        const mc::Difference &d = *m_whatIf;
        const auto points = [](double x) {
            return QStringLiteral("%1%2").arg(x >= 0 ? QStringLiteral("+") : QString(),
                                              QLocale().toString(x * 100, 'f', 1));
        };
        m_whatIfLabel->setText(
            tr("What if: with side %1 changed and the same dice, side A's chance to win changed "
               "by %2 percentage points (95 %: %3 to %4), compared battle by battle with the "
               "previous run.")
                .arg(m_whatIfSide == 0 ? QStringLiteral("A") : QStringLiteral("B"), points(d.mean),
                     points(d.low), points(d.high)));
        m_whatIfLabel->show();
    } else {
        m_whatIfLabel->hide();
    }
    const bool stale = !isRunning() && currentKey() != m_resultKey;
    m_staleLabel->setText(
        tr("The fleets or the settings have changed since this run. Run the odds again to see "
           "the difference (with the same seed and runs, the change is measured battle by "
           "battle)."));
    m_staleLabel->setVisible(stale);

    if (r.margins.empty()) {
        m_histogram->clear(tr("No histogram for a cancelled run."));
    } else {
        m_histogram->setBars(DistributionChart::histogram(r.margins), tr("VP margin (A − B)"));
    }

    m_survival->setRowCount(0);
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < int(r.survived[side].size()); ++i) {
            const int row = m_survival->rowCount();
            m_survival->insertRow(row);
            m_survival->setItem(
                row, 0,
                new QTableWidgetItem(side == 0 ? QStringLiteral("A") : QStringLiteral("B")));
            m_survival->setItem(row, 1, new QTableWidgetItem(m_resultShips[side].value(i)));
            auto *p = new QTableWidgetItem(percentText(r.survival(side, i)));
            p->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_survival->setItem(row, 2, p);
        }
    }

    QStringList lines;
    for (const QString &assumption : m_resultAssumptions)
        lines << QStringLiteral("• ") + assumption.toHtmlEscaped();
    m_assumptions->setText(
        lines.isEmpty()
            ? QString()
            : tr("<b>Assumptions in force</b><br>%1").arg(lines.join(QLatin1String("<br>"))));
}

QString BattlePanel::oddsText() const
{
    if (!m_result)
        return {};
    QStringList lines;
    lines << m_oddsHeadline->text();
    const QString rows[3]
        = {tr("Wins"), tr("Mean victory points"), tr("Damage dealt per point spent")};
    for (int row = 0; row < 3; ++row) {
        lines << QStringLiteral("%1: %2 %3; %4 %5")
                     .arg(rows[row], m_resultNames[0], m_cell[row][0]->text(), m_resultNames[1],
                          m_cell[row][1]->text());
    }
    lines << m_oddsNotes->text();
    if (m_whatIfLabel->isVisibleTo(m_oddsContent))
        lines << m_whatIfLabel->text();
    lines << tr("Ships surviving:");
    for (int row = 0; row < m_survival->rowCount(); ++row) {
        lines << QStringLiteral("  %1 %2: %3")
                     .arg(m_survival->item(row, 0)->text(), m_survival->item(row, 1)->text(),
                          m_survival->item(row, 2)->text());
    }
    if (!m_resultAssumptions.isEmpty()) {
        lines << tr("Assumptions in force:");
        for (const QString &assumption : m_resultAssumptions)
            lines << QStringLiteral("  • ") + assumption;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace fw::app
