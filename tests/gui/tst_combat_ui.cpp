// The Trial Battle window (Tools → Trial Battle…) as a player uses it, under the offscreen
// platform. Expected figures come from the combat engine directly (prepareBattle and
// runMonteCarlo) or from the rules by hand, never from the window under test.

#include "GuiSupport.h"

#include <combat/AttackPanel.h>
#include <combat/BattlePanel.h>
#include <combat/BattleSides.h>
#include <combat/DistributionChart.h>
#include <combat/ModifierField.h>
#include <combat/ShipPicker.h>
#include <combat/TrialBattleWindow.h>
#include <commands/FleetCommands.h>
#include <document/FleetDocument.h>
#include <document/Settings.h>

#include <model/combat/CombatRules.h>
#include <model/combat/MonteCarlo.h>
#include <model/io/FleetFile.h>
#include <model/systems/GameSystem.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cmath>
#include <numeric>

using namespace fw;
namespace mc = model::combat;

namespace {

// Side B for the odds test: blue-500's destroyer Hornet (an axial beam, range 2, damage 1, no
// auxiliaries) twice, once as it is and once with an ECM pod ("Jammer").
QByteArray hornetsFleet()
{
    model::Json root = model::Json::parse(
        test::readFile(test::example(QStringLiteral("blue-500"))).toStdString());
    model::Json hornet;
    for (const model::Json &ship : root["ships"]) {
        if (ship["name"] == "Hornet")
            hornet = ship;
    }
    hornet["flagship"] = false;
    hornet["fighterBays"] = 0;
    hornet["fighters"] = {{"interceptor", 0}, {"attack", 0}};
    model::Json jammer = hornet;
    jammer["name"] = "Jammer";
    jammer["auxiliaries"] = model::Json::array({"ecm"});
    root["ships"] = model::Json::array({hornet, jammer});
    root["name"] = "Hornets";
    return QByteArray::fromStdString(root.dump(2));
}

// True if `text` ("48.8 %") shows `share` to the decimals it has.
bool shownAs(const QString &text, double share)
{
    QString number = text;
    number.remove(QStringLiteral(" %"));
    bool ok = false;
    const double shown = number.toDouble(&ok);
    const int decimals = int(number.size() - number.indexOf(QLatin1Char('.')) - 1);
    if (!ok || qAbs(shown - share * 100) > 0.5 * std::pow(10.0, -decimals) + 1e-9) {
        qWarning() << text << "is not" << share * 100 << "%";
        return false;
    }
    return true;
}

// Opens the next message box's text and closes it.
void readNextMessageBox(QString *text)
{
    QTimer::singleShot(0, [text] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            *text = box->text() + QLatin1Char('\n') + box->informativeText();
            box->button(QMessageBox::Ok)->click();
        }
    });
}

} // namespace

class TestCombatUi : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::App> m_app;
    QTemporaryDir m_dir;
    QString m_yellow;
    QString m_hornets;

    // The main window with blue-500 and its Trial Battle window with side B = yellow-250.
    std::pair<std::unique_ptr<app::MainWindow>, app::TrialBattleWindow *> blueAgainstYellow()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::TrialBattleWindow *trial = w->showTrialBattle();
        QString error;
        if (!trial->openFleet(1, m_yellow, true, &error))
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        test::settle();
        return {std::move(w), trial};
    }

    // What the engine says for these fleets and settings, without the window.
    mc::MonteCarloResult engineRun(const model::Fleet &a, const model::Fleet &b,
                                   const mc::BattleSettings &settings, int runs,
                                   std::uint64_t seed) const
    {
        const mc::CombatRules *rules = m_app->registries->systems.find(a.systemId)->combat();
        const auto battle = rules->prepareBattle(a, b, settings);
        if (!battle) {
            QTest::qFail(qPrintable(battle.error()), __FILE__, __LINE__);
            return {};
        }
        return mc::runMonteCarlo(*battle.value(), {runs, seed, 1});
    }

private Q_SLOTS:
    // The Attack panel's editor of a modifier with named choices: a combo box of the labels that
    // starts on the default and gives the position of the chosen one; other modifiers keep their
    // check box and spin box.
    void modifierWithChoicesIsAComboBox()
    {
        QWidget form;
        auto *layout = new QFormLayout(&form);
        int changes = 0;
        const auto changed = [&changes] {
            ++changes;
        };
        const mc::ModifierSpec arc
            = mc::choiceModifier(QStringLiteral("arc"), QStringLiteral("Arc"),
                                 {{QStringLiteral("front"), QStringLiteral("Front arc")},
                                  {QStringLiteral("side"), QStringLiteral("Side arc")},
                                  {QStringLiteral("rear"), QStringLiteral("Rear arc")}},
                                 QStringLiteral("side"), QStringLiteral("§1"));
        auto *combo = qobject_cast<QComboBox *>(fw::app::addModifierField(layout, arc, changed));
        QVERIFY(combo);
        QCOMPARE(combo->objectName(), QStringLiteral("arc"));
        QCOMPARE(combo->count(), 3);
        QCOMPARE(combo->itemText(2), QStringLiteral("Rear arc"));
        QCOMPARE(combo->itemData(2).toString(), QStringLiteral("rear"));
        QCOMPARE(combo->currentText(), QStringLiteral("Side arc"));
        QCOMPARE(fw::app::modifierFieldValue(combo), 1);
        combo->setCurrentIndex(2);
        QCOMPARE(changes, 1);
        QCOMPARE(fw::app::modifierFieldValue(combo), 2);
        auto *label = qobject_cast<QLabel *>(layout->labelForField(combo));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Arc:"));

        mc::ModifierSpec yesNo;
        yesNo.id = QStringLiteral("engage");
        yesNo.label = QStringLiteral("Engage");
        QVERIFY(qobject_cast<QCheckBox *>(fw::app::addModifierField(layout, yesNo, changed)));
        mc::ModifierSpec number = yesNo;
        number.id = QStringLiteral("dice");
        number.max = 6;
        number.defaultValue = 4;
        QWidget *spin = fw::app::addModifierField(layout, number, changed);
        QVERIFY(qobject_cast<QSpinBox *>(spin));
        QCOMPARE(fw::app::modifierFieldValue(spin), 4);
    }

    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_app->registries->systems.find(QStringLiteral("easystar"))->combat(),
                 "EasyStar has combat rules");
        m_yellow = test::example(QStringLiteral("yellow-250"));
        m_hornets = test::writeFile(m_dir, QStringLiteral("hornets.fleet.json"), hornetsFleet());
    }

    void init()
    {
        app::Settings::setTrialRuns(10000);
        app::Settings::setTrialPolicy(QStringLiteral("focus"));
        app::Settings::setTrialOpponentFile(QString());
        app::Settings::setTrialWindowGeometry({});
    }

    // Tools → Trial Battle… (Ctrl+Shift+T) opens the window, not modal, with side A the open
    // fleet and the battle settings the game's defaults.
    void opensFromTheMenu()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        QAction *action = w->action(QStringLiteral("trialBattle"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        // No other action of the window has the same shortcut.
        for (QAction *other : w->findChildren<QAction *>()) {
            if (other != action)
                QVERIFY2(other->shortcut() != action->shortcut(), qPrintable(other->text()));
        }
        bool inMenu = false;
        for (QAction *menu : w->menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(action))
                inMenu = true;
        }
        QVERIFY(inMenu);
        QVERIFY(!w->trialBattleWindow());
        action->trigger();
        app::TrialBattleWindow *trial = w->trialBattleWindow();
        QVERIFY(trial);
        QVERIFY(QTest::qWaitForWindowExposed(trial));
        QVERIFY(!trial->isModal());
        QCOMPARE(trial->sides().source(0), app::BattleSides::Source::OpenFleet);
        QCOMPARE(trial->sides().fleet(0), &w->document()->fleet());
        QVERIFY(trial->sideLabel(0)->text().startsWith(QStringLiteral("Blue Fleet — 5 ship")));
        QVERIFY(!trial->problemLabel()->isVisible());

        const mc::BattleSettings defaults
            = w->document()->system().combat()->defaultBattleSettings();
        const mc::BattleSettings shown = trial->battlePanel()->battleSettings();
        QCOMPARE(shown.startRange, defaults.startRange);
        QCOMPARE(shown.closingRate, defaults.closingRate);
        QCOMPARE(shown.turnLimit, defaults.turnLimit);
        QCOMPARE(trial->battlePanel()->runs(), 10000);
        QCOMPARE(trial->battlePanel()->seed(), std::uint64_t(1));
        // The range unit is shown with the start range.
        auto *startRange = trial->findChild<QSpinBox *>(QStringLiteral("startRange"));
        QLabel *startLabel = nullptr;
        for (QLabel *label : trial->findChildren<QLabel *>()) {
            if (label->buddy() == startRange)
                startLabel = label;
        }
        QVERIFY(startLabel);
        QVERIFY2(startLabel->text().contains(w->document()->system().combat()->rangeUnit()),
                 qPrintable(startLabel->text()));

        // Triggered again, the same window comes back.
        action->trigger();
        QCOMPARE(w->trialBattleWindow(), trial);

        // An edit of the open fleet reaches the window.
        w->selectShip(4);
        w->action(QStringLiteral("removeShip"))->trigger();
        test::settle();
        QVERIFY2(trial->sideLabel(0)->text().startsWith(QStringLiteral("Blue Fleet — 4 ship")),
                 qPrintable(trial->sideLabel(0)->text()));
    }

    // One battle shows its turn-by-turn log; the same seed gives the same log, as the engine
    // fights it.
    void oneBattleReplaysWithTheSameSeed()
    {
        auto [w, trial] = blueAgainstYellow();
        app::BattlePanel *panel = trial->battlePanel();
        panel->setSeed(7);
        QTest::mouseClick(panel->fightButton(), Qt::LeftButton);
        const QString first = panel->logText();
        QVERIFY(!first.isEmpty());
        QCOMPARE(panel->resultTabs()->currentWidget()->objectName(), QStringLiteral("logPage"));
        QVERIFY(panel->battleSummary().startsWith(QStringLiteral("Seed 7: ")));

        // The engine's own log of the battle with seed 7.
        const mc::CombatRules *rules = w->document()->system().combat();
        const auto battle = rules->prepareBattle(*trial->sides().fleet(0), *trial->sides().fleet(1),
                                                 panel->battleSettings());
        QVERIFY2(battle, qPrintable(battle.error()));
        mc::TrialResult result;
        QStringList log;
        battle.value()->runner()->run(7, result, &log);
        QCOMPARE(first, log.join(QLatin1Char('\n')));
        const QString winner = result.winner == 0   ? QStringLiteral("Side A (Blue Fleet) wins")
                               : result.winner == 1 ? QStringLiteral("Side B (Yellow Fleet) wins")
                                                    : QStringLiteral("A draw");
        QVERIFY2(panel->battleSummary().contains(winner), qPrintable(panel->battleSummary()));

        panel->setSeed(8);
        QVERIFY(panel->fightOne());
        panel->setSeed(7);
        QVERIFY(panel->fightOne());
        QCOMPARE(panel->logText(), first);
    }

    // A run of the odds finishes on worker threads; the shares of wins and draws add up to 1,
    // the figures are the engine's for the same seed, and the histogram has every battle.
    void oddsRunFinishes()
    {
        auto [w, trial] = blueAgainstYellow();
        app::BattlePanel *panel = trial->battlePanel();
        panel->setRuns(2000);
        panel->setSeed(3);
        QSignalSpy finished(panel, &app::BattlePanel::runFinished);
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        QVERIFY(finished.wait(20000));
        QVERIFY(!panel->isRunning());
        const mc::MonteCarloResult *r = panel->result();
        QVERIFY(r);
        QCOMPARE(r->runs, 2000);
        QVERIFY(!r->cancelled);
        QCOMPARE(r->wins[0] + r->wins[1] + r->draws, std::int64_t(2000));
        QCOMPARE(r->win(0).p + r->win(1).p + r->draw().p, 1.0);
        QCOMPARE(panel->progressBar()->value(), 2000);

        const mc::MonteCarloResult engine = engineRun(
            *trial->sides().fleet(0), *trial->sides().fleet(1), panel->battleSettings(), 2000, 3);
        QCOMPARE(r->wins[0], engine.wins[0]);
        QCOMPARE(r->wins[1], engine.wins[1]);
        QCOMPARE(r->vpSum[0], engine.vpSum[0]);
        QCOMPARE(r->margins, engine.margins);

        // The histogram holds every battle once; the bar with 0 holds the battles with equal VP.
        const std::vector<app::DistributionChart::Bar> &bars = panel->histogram()->bars();
        QVERIFY(!bars.empty());
        double total = 0;
        for (const app::DistributionChart::Bar &bar : bars)
            total += bar.share;
        QVERIFY(qAbs(total - 1.0) < 1e-9);
        const auto [lo, hi] = std::minmax_element(engine.margins.begin(), engine.margins.end());
        QVERIFY(bars.front().from <= *lo);
        QVERIFY(bars.back().to >= *hi);

        // One row per ship of each side, with the engine's survival share.
        const int ships
            = int(trial->sides().fleet(0)->ships.size() + trial->sides().fleet(1)->ships.size());
        QCOMPARE(panel->survivalTable()->rowCount(), ships);
        QVERIFY(shownAs(panel->survivalTable()->item(0, 2)->text(),
                        double(engine.survived[0][0]) / 2000));
        const QString text = panel->oddsText();
        static const QRegularExpression wins(
            QStringLiteral("Wins: Side A \\(Blue Fleet\\) ([0-9.]+ %)"));
        const QRegularExpressionMatch m = wins.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QVERIFY(shownAs(m.captured(1), double(engine.wins[0]) / 2000));
        QVERIFY(text.contains(QStringLiteral("with seed 3")));
        QCOMPARE(panel->resultTabs()->currentWidget()->objectName(), QStringLiteral("oddsPage"));
    }

    // The margin histogram's bars: centred on multiples of their width, 0 in the middle of its
    // own bar, every value counted once.
    void histogramBins()
    {
        // Multiples of 5 from -50 to 100: a width of 5 gives 31 bars of one value each.
        std::vector<std::int32_t> values;
        for (int v = -50; v <= 100; v += 5)
            values.push_back(v);
        values.push_back(0);
        auto bars = app::DistributionChart::histogram(values, 41);
        QCOMPARE(int(bars.size()), 31);
        QCOMPARE(bars.front().from, -52);
        QCOMPARE(bars.front().to, -48);
        QCOMPARE(bars[10].from, -2);
        QCOMPARE(bars[10].to, 2);
        QCOMPARE(bars[10].share, 2.0 / 32);
        // At most 11 bars: 3 multiples of 5 per bar (width 15), bar 0 from -7 to 7.
        bars = app::DistributionChart::histogram(values, 11);
        QVERIFY(int(bars.size()) <= 11);
        for (const auto &bar : bars)
            QCOMPARE(bar.to - bar.from + 1, 15);
        const auto zero = std::find_if(bars.begin(), bars.end(),
                                       [](const auto &b) { return b.from <= 0 && b.to >= 0; });
        QCOMPARE(zero->from, -7);
        QCOMPARE(zero->share, 4.0 / 32); // -5, 0, 0, 5
        double total = 0;
        for (const auto &bar : bars)
            total += bar.share;
        QCOMPARE(total, 1.0);
    }

    // The histogram's axis title and its two direction captions never overlap and stay inside
    // the chart: side by side where they fit, the captions on a line of their own where not
    // (the Battle page's chart is about 300 to 700 pixels wide at 1280×800).
    void histogramCaptionsDoNotOverlap_data()
    {
        QTest::addColumn<int>("width");
        for (int width : {240, 300, 360, 420, 520, 700})
            QTest::addRow("%d px", width) << width;
    }
    void histogramCaptionsDoNotOverlap()
    {
        QFETCH(int, width);
        app::DistributionChart chart;
        // The Battle page's own captions (BattlePanelPages.cpp), in English.
        chart.setSigned(true, app::BattlePanel::tr("← side B ahead"),
                        app::BattlePanel::tr("side A ahead →"));
        chart.setBars(app::DistributionChart::histogram({-30, -10, 0, 0, 5, 20, 40}),
                      app::BattlePanel::tr("VP margin (A − B)"));
        chart.resize(width, 260);
        const app::DistributionChart::Captions c = chart.captions();
        const QRectF all = QRectF(chart.rect());
        for (const QRectF &r : {c.title, c.negative, c.positive}) {
            QVERIFY(!r.isEmpty());
            QVERIFY2(all.contains(r), qPrintable(QStringLiteral("%1 %2 %3 %4")
                                                     .arg(r.x())
                                                     .arg(r.y())
                                                     .arg(r.width())
                                                     .arg(r.height())));
        }
        QVERIFY(!c.title.intersects(c.negative));
        QVERIFY(!c.title.intersects(c.positive));
        QVERIFY(!c.negative.intersects(c.positive));
    }

    // Each side can fight with some of its fleet's ships: a duel of two ships needs no file of
    // its own. The side's line says how many fight, and the battle has those ships alone; an
    // edit of the open fleet keeps the pick, another number of ships picks them all again.
    void sidesPickTheirShips()
    {
        auto [w, trial] = blueAgainstYellow();
        app::BattleSides &sides = trial->sides();
        QCOMPARE(int(sides.fleet(0)->ships.size()), 5);
        sides.pickShips(0, {1});
        sides.pickShips(1, {0});
        test::settle();
        QCOMPARE(int(sides.fleet(0)->ships.size()), 1);
        QCOMPARE(sides.fleet(0)->ships[0]->name, QStringLiteral("Resolute"));
        QCOMPARE(int(sides.wholeFleet(0)->ships.size()), 5);
        QVERIFY2(trial->sideLabel(0)->text().contains(QStringLiteral("1 of 5 ships")),
                 qPrintable(trial->sideLabel(0)->text()));
        app::BattlePanel *panel = trial->battlePanel();
        const mc::CombatRules *rules = w->document()->system().combat();
        const auto battle
            = rules->prepareBattle(*sides.fleet(0), *sides.fleet(1), panel->battleSettings());
        QVERIFY2(battle, qPrintable(battle.error()));
        QCOMPARE(battle.value()->shipCount(0), 1);
        QCOMPARE(battle.value()->shipCount(1), 1);
        panel->setSeed(7);
        QVERIFY(panel->fightOne());
        QVERIFY(panel->logText().contains(QStringLiteral("Resolute")));
        QVERIFY(!panel->logText().contains(QStringLiteral("Indomitable")));

        // An edit of the open fleet keeps the pick.
        std::unique_ptr<model::ShipDesign> gnat = w->document()->takeShip(4);
        test::settle();
        QCOMPARE(int(sides.fleet(0)->ships.size()), 4);
        QVERIFY(trial->sideLabel(0)->text().contains(QStringLiteral("4 ships")));
        w->document()->insertShip(4, std::move(gnat));
        test::settle();

        // The Ships of A… button shows the pick, and All and None tick every ship or none.
        sides.pickShips(0, {0, 2});
        QTimer::singleShot(0, [] {
            auto *picker = qobject_cast<app::ShipPicker *>(QApplication::activeModalWidget());
            QVERIFY(picker);
            QCOMPARE(picker->picked(), (std::vector<int>{0, 2}));
            auto *box = picker->findChild<QDialogButtonBox *>();
            QPushButton *ok = box->button(QDialogButtonBox::Ok);
            for (QPushButton *b : picker->findChildren<QPushButton *>()) {
                if (b->text() == QLatin1String("&None"))
                    b->click();
            }
            QVERIFY(!ok->isEnabled());
            picker->list()->item(3)->setCheckState(Qt::Checked);
            QVERIFY(ok->isEnabled());
            ok->click();
        });
        QTest::mouseClick(trial->shipsButton(0), Qt::LeftButton);
        QCOMPARE(sides.pickedShips(0), (std::vector<int>{3}));
        QCOMPARE(sides.fleet(0)->ships[0]->name, QStringLiteral("Wasp"));
    }

    // A new result opens at its headline, and the run's progress bar goes with the run.
    void newResultOpensAtTheTop()
    {
        auto [w, trial] = blueAgainstYellow();
        trial->resize(900, 520);
        app::BattlePanel *panel = trial->battlePanel();
        panel->setRuns(300);
        QSignalSpy finished(panel, &app::BattlePanel::runFinished);
        QVERIFY(panel->runOdds());
        QVERIFY(panel->progressBar()->isVisible());
        QVERIFY(finished.wait(20000));
        test::settle();
        QVERIFY(!panel->progressBar()->isVisible());
        auto *scroll = panel->findChild<QScrollArea *>(QStringLiteral("oddsScroll"));
        QVERIFY(scroll && scroll->isVisible());
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        panel->setSeed(8);
        QVERIFY(panel->runOdds());
        QVERIFY(panel->progressBar()->isVisible());
        QCOMPARE(panel->progressBar()->value(), 0);
        QVERIFY(finished.wait(20000));
        test::settle();
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        QVERIFY(!panel->progressBar()->isVisible());
    }

    // Cancel stops a long run at once; the window stays responsive while it runs.
    void cancelStopsALongRun()
    {
        auto [w, trial] = blueAgainstYellow();
        app::BattlePanel *panel = trial->battlePanel();
        panel->setRuns(1000000);
        QSignalSpy finished(panel, &app::BattlePanel::runFinished);
        QVERIFY(panel->runOdds());
        QVERIFY(panel->isRunning());
        QVERIFY(panel->cancelButton()->isEnabled());
        QVERIFY(!panel->runButton()->isEnabled());
        QVERIFY(!panel->fightButton()->isEnabled());
        // The event loop runs: the progress bar moves.
        QTRY_VERIFY_WITH_TIMEOUT(panel->progressBar()->value() > 0, 10000);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(panel->result()->cancelled);
        QVERIFY(panel->result()->runs < 1000000);
        QVERIFY(panel->runButton()->isEnabled());
        QVERIFY(!panel->cancelButton()->isEnabled());
        QVERIFY(panel->oddsText().contains(QStringLiteral("Cancelled")));
    }

    // After a run, a change to side A and a run with the same seeds show the change in side A's
    // chance, paired battle by battle: the mean paired difference is the difference of the two
    // win shares.
    void whatIfComparesWithThePreviousRun()
    {
        auto [w, trial] = blueAgainstYellow();
        app::BattlePanel *panel = trial->battlePanel();
        panel->setRuns(2000);
        QVERIFY(panel->runOdds());
        panel->waitForRun();
        const mc::MonteCarloResult before = *panel->result();
        QVERIFY(!panel->whatIf());

        // Blue loses its battleship.
        w->selectShip(0);
        w->action(QStringLiteral("removeShip"))->trigger();
        test::settle();
        QVERIFY(panel->findChild<QLabel *>()); // the page exists
        QVERIFY(panel->runOdds());
        panel->waitForRun();
        const mc::MonteCarloResult after = *panel->result();
        QVERIFY(panel->whatIf());
        const mc::Difference d = *panel->whatIf();
        QCOMPARE(d.runs, 2000);
        QVERIFY(qAbs(d.mean - (after.win(0).p - before.win(0).p)) < 1e-12);
        QVERIFY(d.low <= d.mean && d.mean <= d.high);
        QVERIFY(panel->findChild<QLabel *>(QStringLiteral("whatIf"))->isVisibleTo(panel));

        // A run with another seed is not a paired comparison.
        panel->setSeed(2);
        QVERIFY(panel->runOdds());
        panel->waitForRun();
        QVERIFY(!panel->whatIf());
    }

    // A file of another game, or one that does not read, gives a message naming the file and the
    // reason, and changes nothing.
    void rejectsAnotherGameAndBadFiles()
    {
        auto [w, trial] = blueAgainstYellow();
        const QString before = trial->sideLabel(1)->text();
        QString error;
        QVERIFY(!trial->openFleet(1, test::example(QStringLiteral("helix-consolidated")), true,
                                  &error));
        QVERIFY2(error.contains(QStringLiteral("helix-consolidated.fleet.json")),
                 qPrintable(error));
        QCOMPARE(trial->sides().filePath(1), QFileInfo(m_yellow).absoluteFilePath());
        QCOMPARE(trial->sideLabel(1)->text(), before);
        QVERIFY(trial->battlePanel()->runButton()->isEnabled());

        // The same through the message box.
        QString shown;
        readNextMessageBox(&shown);
        QVERIFY(!trial->openFleet(0, test::example(QStringLiteral("helix-consolidated"))));
        QVERIFY2(shown.contains(QStringLiteral("Nothing was changed")), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("helix-consolidated.fleet.json")));
        QCOMPARE(trial->sides().source(0), app::BattleSides::Source::OpenFleet);

        // A broken file: the file, the line and column, and the reason.
        const QString broken
            = test::writeFile(m_dir, QStringLiteral("broken.fleet.json"),
                              "{\n  \"format\": \"fleetwright-fleet\",\n  oops\n}\n");
        QVERIFY(!trial->openFleet(1, broken, true, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.fleet.json:3:")), qPrintable(error));
        QCOMPARE(trial->sides().filePath(1), QFileInfo(m_yellow).absoluteFilePath());
        QCOMPARE(trial->sideLabel(1)->text(), before);
    }

    // When the open fleet is of another game than side B's file, the window says so and fights
    // nothing until the sides match again.
    void mismatchedSidesAreExplained()
    {
        auto [w, trial] = blueAgainstYellow();
        QString error;
        QVERIFY2(w->openFile(test::example(QStringLiteral("helix-consolidated")), true, &error),
                 qPrintable(error));
        test::settle();
        QCOMPARE(trial->sides().fleet(0), &w->document()->fleet());
        QVERIFY(trial->problemLabel()->isVisible());
        QVERIFY2(trial->problemLabel()->text().contains(QStringLiteral("same game"))
                     || trial->problemLabel()->text().contains(QStringLiteral("cannot fight")),
                 qPrintable(trial->problemLabel()->text()));
        QVERIFY(!trial->battlePanel()->runButton()->isEnabled());
        QVERIFY(!trial->battlePanel()->fightButton()->isEnabled());
        QVERIFY(!trial->battlePanel()->fightOne());

        // Side B the open fleet too: a mirror battle, if that game fights.
        trial->useOpenFleet(1);
        const bool fights = w->document()->system().combat() != nullptr;
        QCOMPARE(trial->problemLabel()->isVisibleTo(trial), !fights);
        QCOMPARE(trial->battlePanel()->runButton()->isEnabled(), fights);
    }

    // The single-attack odds: an EasyStar beam hits a ship on 3+ (EasyStar Weapons Table,
    // RULES.md §1.3), 4/6; against a ship with an ECM pod the attacker has −1 on the roll
    // (§1.4), so it needs a 4: P(hit) = 3/6. The beam's damage 1 meets no shield or armour.
    void attackOddsAgainstEcm()
    {
        auto [w, trial] = blueAgainstYellow();
        QVERIFY(trial->openFleet(1, m_hornets, true));
        trial->pages()->setCurrentWidget(trial->attackPanel());
        app::AttackPanel *panel = trial->attackPanel();
        QVERIFY(panel->selectAttacker(QStringLiteral("Hornet")));
        QVERIFY(panel->weaponBox()->count() > 0);
        // Hornet's first weapon is its axial beam (blue-500.fleet.json).
        QVERIFY(panel->selectWeapon(0));
        panel->rangeBox()->setValue(1);

        const auto missChance = [panel] {
            // P(no damage) from the damage chart, P(miss) from the outcomes table.
            double noDamage = -1;
            for (const auto &bar : panel->damageChart()->bars()) {
                if (bar.from == 0)
                    noDamage = bar.share;
            }
            double miss = -1;
            QTableWidget *table = panel->outcomesTable();
            double sum = 0;
            for (int row = 0; row < table->rowCount(); ++row) {
                const double p = table->item(row, 1)->data(Qt::UserRole).toDouble();
                sum += p;
                if (table->item(row, 0)->data(Qt::UserRole).toString() == QLatin1String("miss"))
                    miss = p;
            }
            return std::tuple{noDamage, miss, sum};
        };

        QVERIFY(panel->selectTarget(QStringLiteral("Hornet")));
        QVERIFY2(panel->odds().error.isEmpty(), qPrintable(panel->odds().error));
        auto [noDamage, miss, sum] = missChance();
        QVERIFY(qAbs(noDamage - 2.0 / 6) < 1e-12);
        QVERIFY(qAbs(miss - 2.0 / 6) < 1e-12);
        QVERIFY(qAbs(sum - 1) < 1e-12);

        QVERIFY(panel->selectTarget(QStringLiteral("Jammer")));
        QVERIFY2(panel->odds().error.isEmpty(), qPrintable(panel->odds().error));
        std::tie(noDamage, miss, sum) = missChance();
        QVERIFY2(qAbs(noDamage - 3.0 / 6) < 1e-12, qPrintable(QString::number(noDamage)));
        QVERIFY2(qAbs(miss - 3.0 / 6) < 1e-12, qPrintable(QString::number(miss)));
        QVERIFY(qAbs(sum - 1) < 1e-12);
        double damaged = 0;
        for (const auto &bar : panel->damageChart()->bars())
            damaged += bar.from >= 1 ? bar.share : 0;
        QVERIFY(qAbs(damaged - 3.0 / 6) < 1e-12);
        QVERIFY(!panel->stepsLabel()->text().isEmpty());
        bool shown = false;
        for (int row = 0; row < panel->outcomesTable()->rowCount(); ++row)
            shown |= panel->outcomesTable()->item(row, 1)->text() == QStringLiteral("50.0 %");
        QVERIFY(shown);

        // The setup names a weapon by its place in the list (AttackSetup::weapon): Hornet's
        // last entry is its attack craft (ids "interceptor", "attack"; docs/combat.md), not
        // weapon 0.
        QVERIFY(panel->selectWeapon(panel->weaponBox()->count() - 1));
        QCOMPARE(panel->setup().weapon, panel->weaponBox()->count() - 1);
        QVERIFY(panel->weaponBox()->currentText().contains(QStringLiteral("Missile")));
        QVERIFY2(panel->odds().error.isEmpty(), qPrintable(panel->odds().error));
        QVERIFY(panel->selectWeapon(0));

        // Roll: one seeded roll's log; the seed moves on, and going back replays it.
        auto *seed = panel->findChild<QSpinBox *>(QStringLiteral("rollSeed"));
        seed->setValue(11);
        auto *roll = panel->findChild<QPushButton *>(QStringLiteral("roll"));
        QTest::mouseClick(roll, Qt::LeftButton);
        const QString first = panel->rollLog();
        QVERIFY(first.startsWith(QStringLiteral("Seed 11: ")));
        QCOMPARE(seed->value(), 12);
        seed->setValue(11);
        panel->roll();
        QCOMPARE(panel->rollLog(), first);
    }

    // A displacer-pod box shows unticked, greyed out, for a target without a pod (Resolute),
    // and the player's choice comes back for one with a pod (Indomitable: its flagship advantage,
    // blue-500.fleet.json), with the odds computed with it.
    void unusedModifierShowsUnticked()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::TrialBattleWindow *trial = w->showTrialBattle();
        test::settle();
        app::AttackPanel *panel = trial->attackPanel();
        QVERIFY(panel->selectAttacker(QStringLiteral("Hornet")));
        QVERIFY(panel->selectWeapon(0));
        panel->rangeBox()->setValue(1);
        auto *displacer
            = qobject_cast<QCheckBox *>(panel->modifierField(QStringLiteral("displacer")));
        QVERIFY(displacer);
        QVERIFY(panel->selectTarget(QStringLiteral("Indomitable")));
        QVERIFY(displacer->isEnabled());
        QVERIFY(displacer->isChecked()); // the default
        const auto withPod = panel->odds().outcomes;
        QVERIFY(panel->selectTarget(QStringLiteral("Resolute")));
        QVERIFY(!displacer->isEnabled());
        QVERIFY(!displacer->isChecked());
        QVERIFY(panel->selectTarget(QStringLiteral("Indomitable")));
        QVERIFY(displacer->isEnabled());
        QVERIFY(displacer->isChecked());
        const auto again = panel->odds().outcomes;
        QCOMPARE(again.size(), withPod.size());
        for (std::size_t i = 0; i < again.size(); ++i)
            QCOMPARE(again[i].probability, withPod[i].probability);
    }

    // A roll, a battle and odds belong to the fleets they were made with: another opponent
    // clears the roll shown, and another fleet opened in the main window clears the roll, the
    // battle log and the odds. A modifier the attack does not depend on (a displacer choice
    // against Vigilant, which has no displacer pod; yellow-250.fleet.json) is greyed out.
    void anotherFleetClearsTheResults()
    {
        auto [w, trial] = blueAgainstYellow();
        app::AttackPanel *panel = trial->attackPanel();
        QVERIFY(panel->selectAttacker(QStringLiteral("Hornet")));
        QVERIFY(panel->selectWeapon(0));
        QVERIFY(panel->selectTarget(QStringLiteral("Vigilant")));
        panel->rangeBox()->setValue(1);
        QVERIFY2(panel->odds().error.isEmpty(), qPrintable(panel->odds().error));
        QWidget *displacer = panel->modifierField(QStringLiteral("displacer"));
        QVERIFY(displacer);
        QVERIFY(!displacer->isEnabled());
        QVERIFY(panel->modifierField(QStringLiteral("damageTaken"))->isEnabled());

        panel->roll();
        QVERIFY(!panel->rollLog().isEmpty());
        QVERIFY(trial->openFleet(1, m_hornets, true));
        test::settle();
        QVERIFY2(panel->rollLog().isEmpty(), qPrintable(panel->rollLog()));

        panel->roll();
        QVERIFY(!panel->rollLog().isEmpty());
        app::BattlePanel *battle = trial->battlePanel();
        QVERIFY(battle->fightOne());
        QVERIFY(!battle->logText().isEmpty());
        battle->setRuns(200);
        QVERIFY(battle->runOdds());
        battle->waitForRun();
        QVERIFY(battle->result());

        QVERIFY(w->openFile(test::example(QStringLiteral("sample-destroyers")), true));
        test::settle();
        QCOMPARE(trial->sides().fleet(0), &w->document()->fleet());
        QVERIFY2(panel->rollLog().isEmpty(), qPrintable(panel->rollLog()));
        QVERIFY(battle->logText().isEmpty());
        QVERIFY(battle->battleSummary().isEmpty());
        QVERIFY(!battle->result());
    }

    // Runs, targets and side B's file are remembered for the next time.
    void remembersSettings()
    {
        {
            auto [w, trial] = blueAgainstYellow();
            auto *runs = trial->findChild<QSpinBox *>(QStringLiteral("runs"));
            runs->setValue(5000);
            auto *policy = trial->findChild<QComboBox *>(QStringLiteral("targetPolicy"));
            policy->setCurrentIndex(policy->findData(QStringLiteral("spread")));
            trial->close();
        }
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::TrialBattleWindow *trial = w->showTrialBattle();
        QCOMPARE(trial->battlePanel()->runs(), 5000);
        QCOMPARE(trial->battlePanel()->battleSettings().policy, mc::TargetPolicy::Spread);
        QCOMPARE(trial->sides().source(1), app::BattleSides::Source::File);
        QCOMPARE(trial->sides().filePath(1), QFileInfo(m_yellow).absoluteFilePath());
    }
};

QTEST_MAIN(TestCombatUi)
#include "tst_combat_ui.moc"
