#pragma once

#include <model/combat/MonteCarlo.h>

#include <QByteArray>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QTabWidget;
class QThread;
class QTableWidget;
class QTimer;

namespace fw::app {

class BattleSides;
class DistributionChart;

// The Battle page of the Trial Battle window: the battle settings, one battle fought with its
// turn-by-turn log, and the odds of many battles (Monte Carlo, on worker threads, with progress
// and cancel). After a run, a second run with the same seeds and a changed side A shows the
// change in side A's chance to win, paired battle by battle.
class BattlePanel : public QWidget
{
    Q_OBJECT

public:
    explicit BattlePanel(BattleSides &sides, QWidget *parent = nullptr);
    ~BattlePanel() override;

    model::combat::BattleSettings battleSettings() const;
    void setBattleSettings(const model::combat::BattleSettings &settings);
    int runs() const;
    void setRuns(int runs);
    std::uint64_t seed() const;
    void setSeed(std::uint64_t seed);
    void newSeed();

    // Fights one battle with the current seed and shows its log; false (with the reason shown)
    // when no battle can be fought.
    bool fightOne();
    QString logText() const;
    QString battleSummary() const;

    // Starts a Monte Carlo run on worker threads; returns at once.
    bool runOdds();
    void cancel();
    bool isRunning() const;
    // Blocks until the current run has finished (for the command line and tests).
    void waitForRun();
    // The last finished run (complete or cancelled); null before the first.
    const model::combat::MonteCarloResult *result() const { return m_result.get(); }
    // The paired change in P(side A wins) against the previous run, when the last run repeated
    // it with a changed side A.
    std::optional<model::combat::Difference> whatIf() const { return m_whatIf; }

    DistributionChart *histogram() const { return m_histogram; }
    QTableWidget *survivalTable() const { return m_survival; }
    QTabWidget *resultTabs() const { return m_resultTabs; }
    QPushButton *fightButton() const { return m_fight; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *messageLabel() const { return m_message; }
    QString oddsText() const; // every figure of the odds page, as plain text

    // Remembers runs and policy (Settings).
    void saveSettings() const;

Q_SIGNALS:
    void runFinished();

private:
    struct Job;
    // The stable ids of the target policies in the settings and the policy box.
    static QString policyId(model::combat::TargetPolicy policy);
    static model::combat::TargetPolicy policyFromId(const QString &id);
    struct RunKey
    {
        QByteArray sideA, sideB;
        QByteArray settings;
        bool operator==(const RunKey &) const = default;
    };

    QWidget *createSettings();
    QWidget *createOddsPage();
    QWidget *createLogPage();
    void sidesChanged();
    void clearResults();
    void updateEnabled();
    void showMessage(const QString &text);
    void setProgress(int done);
    void finishRun();
    void showResult();
    RunKey currentKey() const;

    BattleSides &m_sides;
    QString m_systemId; // the game the settings' defaults came from

    QLabel *m_startLabel = nullptr;
    QLabel *m_closingLabel = nullptr;
    QSpinBox *m_startRange = nullptr;
    QSpinBox *m_closing = nullptr;
    QSpinBox *m_turnLimit = nullptr;
    QComboBox *m_policy = nullptr;
    QSpinBox *m_runs = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_newSeed = nullptr;
    QPushButton *m_fight = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_message = nullptr;

    QTabWidget *m_resultTabs = nullptr;
    QWidget *m_oddsPage = nullptr;
    QWidget *m_logPage = nullptr;
    QScrollArea *m_oddsScroll = nullptr;
    QWidget *m_oddsContent = nullptr;
    QLabel *m_oddsPlaceholder = nullptr;
    QLabel *m_oddsHeadline = nullptr;
    QLabel *m_sideHeader[2] = {};
    QLabel *m_cell[3][2] = {}; // wins, mean VP, damage per point; per side
    QLabel *m_oddsNotes = nullptr;
    QLabel *m_staleLabel = nullptr;
    QLabel *m_whatIfLabel = nullptr;
    QTableWidget *m_survival = nullptr;
    DistributionChart *m_histogram = nullptr;
    QLabel *m_assumptions = nullptr;
    QLabel *m_battleSummary = nullptr;
    QPlainTextEdit *m_log = nullptr;

    std::shared_ptr<Job> m_job;
    int m_runNumber = 0;
    QThread *m_thread = nullptr; // runs the Monte Carlo runner, which spreads over the cores
    QTimer *m_progressTimer = nullptr;
    std::unique_ptr<model::combat::MonteCarloResult> m_result;
    QStringList m_resultShips[2];
    QString m_resultNames[2];
    QStringList m_resultAssumptions;
    RunKey m_resultKey, m_pendingKey;
    std::uint64_t m_resultSeed = 0, m_pendingSeed = 0;
    int m_whatIfSide = -1; // the side that changed between the two runs
    std::optional<model::combat::Difference> m_whatIf;
};

} // namespace fw::app
