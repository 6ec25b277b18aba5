// The settings column and the result pages of the Trial Battle panel; the runs and their results
// are in BattlePanel.cpp.
#include "BattlePanel.h"

#include "../designer/SideBySide.h"
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

QLabel *selectableLabel(const QString &text = {})
{
    auto *label = new QLabel(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setWordWrap(true);
    return label;
}

} // namespace

QWidget *BattlePanel::createSettings()
{
    auto *box = new QGroupBox(tr("Settings"));
    auto *form = new QFormLayout;
    m_startRange = new QSpinBox;
    m_startRange->setObjectName(QStringLiteral("startRange"));
    m_startRange->setRange(0, 999);
    m_startRange->setToolTip(tr("The distance between the fleets when the battle begins"));
    m_closing = new QSpinBox;
    m_closing->setObjectName(QStringLiteral("closingRate"));
    m_closing->setRange(0, 99);
    m_closing->setToolTip(tr("How much the range shrinks every turn; 0 keeps the fleets at the "
                             "start range"));
    m_turnLimit = new QSpinBox;
    m_turnLimit->setObjectName(QStringLiteral("turnLimit"));
    m_turnLimit->setRange(1, 999);
    m_turnLimit->setToolTip(tr("A battle that has not ended after this many turns is decided on "
                               "victory points"));
    m_policy = new QComboBox;
    m_policy->setObjectName(QStringLiteral("targetPolicy"));
    m_policy->addItem(tr("Focus fire"), policyId(mc::TargetPolicy::Focus));
    m_policy->setItemData(0, tr("Every ship fires at the same enemy until it is destroyed"),
                          Qt::ToolTipRole);
    m_policy->addItem(tr("Spread fire"), policyId(mc::TargetPolicy::Spread));
    m_policy->setItemData(1, tr("Each ship picks an enemy at random"), Qt::ToolTipRole);
    m_policy->addItem(tr("Biggest threat first"), policyId(mc::TargetPolicy::BiggestThreat));
    m_policy->setItemData(2, tr("The enemy with the most firepower first"), Qt::ToolTipRole);
    m_policy->setCurrentIndex(std::max(0, m_policy->findData(Settings::trialPolicy())));
    m_policy->setToolTip(tr("How both sides choose their targets"));
    m_runs = new QSpinBox;
    m_runs->setObjectName(QStringLiteral("runs"));
    m_runs->setRange(100, 1000000);
    m_runs->setSingleStep(1000);
    m_runs->setGroupSeparatorShown(true);
    m_runs->setValue(std::clamp(Settings::trialRuns(), 100, 1000000));
    m_runs->setToolTip(tr("How many battles Run Odds fights; 10,000 give the odds to about ±1 %"));
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(1, INT_MAX);
    m_seed->setValue(1);
    m_seed->setToolTip(tr("The same seed always rolls the same dice, so a battle can be replayed"));
    m_newSeed = new QPushButton(tr("&New Seed"));
    m_newSeed->setObjectName(QStringLiteral("newSeed"));
    connect(m_newSeed, &QPushButton::clicked, this, &BattlePanel::newSeed);
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);

    const auto addRow = [form](const QString &label, QWidget *field, QLayout *row = nullptr) {
        auto *l = new QLabel(label);
        l->setBuddy(field);
        if (row)
            form->addRow(l, row);
        else
            form->addRow(l, field);
        return l;
    };
    // The range unit goes into the labels ("Start range (hexes)"), where it reads well with any
    // number.
    m_startLabel = addRow(tr("&Start range:"), m_startRange);
    m_closingLabel = addRow(tr("C&losing rate:"), m_closing);
    addRow(tr("&Turn limit:"), m_turnLimit);
    addRow(tr("Tar&gets:"), m_policy);
    addRow(tr("R&uns:"), m_runs);
    addRow(tr("S&eed:"), m_seed, seedRow);

    m_fight = new QPushButton(tr("&Fight One Battle"));
    m_fight->setObjectName(QStringLiteral("fightOne"));
    m_fight->setToolTip(tr("Fight one battle with this seed and show what happened, turn by turn"));
    connect(m_fight, &QPushButton::clicked, this, [this] {
        saveSettings();
        fightOne();
    });
    m_run = new QPushButton(tr("Run &Odds"));
    m_run->setObjectName(QStringLiteral("runOdds"));
    m_run->setToolTip(tr("Fight many battles and show how often each side wins"));
    m_run->setDefault(true);
    connect(m_run, &QPushButton::clicked, this, [this] {
        saveSettings();
        runOdds();
    });
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setObjectName(QStringLiteral("cancelRun"));
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancel->setToolTip(tr("Stop the run (Esc)"));
    connect(m_cancel, &QPushButton::clicked, this, &BattlePanel::cancel);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setTextVisible(true);
    m_progress->hide(); // until the first run
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("battleMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(QStringLiteral("color: #c0392b"));
    m_message->hide();

    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_run, 1);
    runRow->addWidget(m_cancel);

    auto *vbox = new QVBoxLayout(box);
    vbox->addLayout(form);
    vbox->addSpacing(8);
    vbox->addWidget(m_fight);
    vbox->addLayout(runRow);
    vbox->addWidget(m_progress);
    vbox->addWidget(m_message);
    vbox->addStretch(1);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);

    const auto changedSetting = [this] {
        if (m_result)
            showResult(); // the note that the results are out of date
    };
    for (QSpinBox *spin : {m_startRange, m_closing, m_turnLimit, m_runs, m_seed})
        connect(spin, &QSpinBox::valueChanged, this, changedSetting);
    connect(m_policy, &QComboBox::currentIndexChanged, this, changedSetting);
    return box;
}

QWidget *BattlePanel::createOddsPage()
{
    m_oddsPage = new QWidget;
    m_oddsPage->setObjectName(QStringLiteral("oddsPage"));
    auto *outer = new QVBoxLayout(m_oddsPage);
    outer->setContentsMargins(0, 0, 0, 0);
    m_oddsPlaceholder
        = new QLabel(tr("Run Odds fights the battle many times and shows here how often each "
                        "side wins, by how much, and which ships survive."));
    m_oddsPlaceholder->setWordWrap(true);
    m_oddsPlaceholder->setAlignment(Qt::AlignCenter);
    m_oddsPlaceholder->setMargin(24);
    outer->addWidget(m_oddsPlaceholder);

    m_oddsScroll = new QScrollArea;
    m_oddsScroll->setObjectName(QStringLiteral("oddsScroll"));
    m_oddsScroll->setWidgetResizable(true);
    m_oddsScroll->setFrameShape(QFrame::NoFrame);
    m_oddsContent = new QWidget;
    auto *v = new QVBoxLayout(m_oddsContent);
    m_oddsHeadline = selectableLabel();
    QFont big = m_oddsHeadline->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_oddsHeadline->setFont(big);
    v->addWidget(m_oddsHeadline);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(18);
    const QString rows[3]
        = {tr("Wins"), tr("Mean victory points"), tr("Damage dealt per point spent")};
    for (int side = 0; side < 2; ++side) {
        m_sideHeader[side] = selectableLabel();
        m_sideHeader[side]->setStyleSheet(QStringLiteral("font-weight: bold"));
        grid->addWidget(m_sideHeader[side], 0, side + 1);
    }
    for (int row = 0; row < 3; ++row) {
        grid->addWidget(new QLabel(rows[row]), row + 1, 0);
        for (int side = 0; side < 2; ++side) {
            // Wrapped in a narrow window (long figures, longer words), not cut.
            m_cell[row][side] = selectableLabel();
            grid->addWidget(m_cell[row][side], row + 1, side + 1);
        }
    }
    // The figures take the width there is, wrapping only when it is short.
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    v->addLayout(grid);
    m_oddsNotes = selectableLabel();
    v->addWidget(m_oddsNotes);
    m_whatIfLabel = selectableLabel();
    m_whatIfLabel->setObjectName(QStringLiteral("whatIf"));
    m_whatIfLabel->setStyleSheet(QStringLiteral("background: #eaf2f8; padding: 4px"));
    v->addWidget(m_whatIfLabel);
    m_staleLabel = selectableLabel();
    m_staleLabel->setStyleSheet(QStringLiteral("color: #9a6700"));
    v->addWidget(m_staleLabel);

    auto *histogramBox = new QGroupBox(tr("Victory-point margin per battle"));
    auto *hv = new QVBoxLayout(histogramBox);
    m_histogram = new DistributionChart;
    m_histogram->setObjectName(QStringLiteral("marginHistogram"));
    m_histogram->setAccessibleName(tr("Victory-point margin per battle"));
    m_histogram->setMinimumHeight(260);
    m_histogram->setSigned(true, tr("← side B ahead"), tr("side A ahead →"));
    hv->addWidget(m_histogram);
    auto *survivalBox = new QGroupBox(tr("Ships surviving"));
    auto *sv = new QVBoxLayout(survivalBox);
    m_survival = new QTableWidget(0, 3);
    m_survival->setObjectName(QStringLiteral("survivalTable"));
    m_survival->setHorizontalHeaderLabels({tr("Side"), tr("Ship"), tr("Survives")});
    m_survival->verticalHeader()->hide();
    m_survival->verticalHeader()->setDefaultSectionSize(m_survival->fontMetrics().height() + 8);
    m_survival->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_survival->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_survival->setAlternatingRowColors(true);
    m_survival->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_survival->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_survival->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_survival->setMinimumHeight(260);
    sv->addWidget(m_survival);
    // The survivors beside the histogram where there is room, else below it.
    auto *charts = new SideBySide;
    charts->setParts(histogramBox, 3, survivalBox, 2);
    v->addWidget(charts, 1);

    m_assumptions = selectableLabel();
    m_assumptions->setObjectName(QStringLiteral("battleAssumptions"));
    v->addWidget(m_assumptions);
    auto *copy = new QPushButton(tr("Cop&y Results"));
    copy->setObjectName(QStringLiteral("copyResults"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(oddsText()); });
    auto *copyRow = new QHBoxLayout;
    copyRow->addStretch(1);
    copyRow->addWidget(copy);
    v->addLayout(copyRow);
    m_oddsScroll->setWidget(m_oddsContent);
    outer->addWidget(m_oddsScroll, 1);
    m_oddsScroll->hide(); // until there is a result
    return m_oddsPage;
}

QWidget *BattlePanel::createLogPage()
{
    m_logPage = new QWidget;
    m_logPage->setObjectName(QStringLiteral("logPage"));
    auto *v = new QVBoxLayout(m_logPage);
    m_battleSummary = selectableLabel(
        tr("Fight One Battle fights the battle once with the seed and shows here what happened, "
           "turn by turn. The same seed always gives the same battle."));
    m_battleSummary->setObjectName(QStringLiteral("battleSummary"));
    v->addWidget(m_battleSummary);
    m_log = new QPlainTextEdit;
    m_log->setObjectName(QStringLiteral("battleLog"));
    m_log->setReadOnly(true);
    m_log->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_log->setAccessibleName(tr("Battle log"));
    v->addWidget(m_log, 1);
    auto *copy = new QPushButton(tr("&Copy Log"));
    copy->setObjectName(QStringLiteral("copyLog"));
    connect(copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_battleSummary->text() + QLatin1Char('\n')
                                              + m_log->toPlainText());
    });
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(copy);
    v->addLayout(row);
    return m_logPage;
}

} // namespace fw::app
