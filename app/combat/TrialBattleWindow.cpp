#include "TrialBattleWindow.h"

#include "../document/FleetDocument.h"
#include "../document/Settings.h"
#include "AttackPanel.h"
#include "BattlePanel.h"
#include "BattleSides.h"
#include "ShipPicker.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QTabWidget>
#include <QVBoxLayout>

namespace fw::app {

namespace {

const QString OpenId = QStringLiteral("open");
const QString FileId = QStringLiteral("file");
const QString BrowseId = QStringLiteral("browse");

} // namespace

TrialBattleWindow::TrialBattleWindow(const model::SystemRegistry &systems, FleetDocument *document,
                                     QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_sides(new BattleSides(systems, this))
{
    setObjectName(QStringLiteral("trialBattleWindow"));
    setWindowTitle(tr("Trial Battle — Fleetwright"));
    m_sides->setDocument(document);

    auto *fleets = new QGroupBox(tr("Fleets"));
    auto *grid = new QGridLayout(fleets);
    for (int side = 0; side < 2; ++side) {
        auto *label = new QLabel(side == 0 ? tr("Side &A:") : tr("Side &B:"));
        m_source[side] = new QComboBox;
        m_source[side]->setObjectName(side == 0 ? QStringLiteral("sourceA")
                                                : QStringLiteral("sourceB"));
        m_source[side]->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        label->setBuddy(m_source[side]);
        // A fleet file is the list's "Open a fleet file…"; this picks ships of the fleet.
        m_ships[side] = new QPushButton(side == 0 ? tr("S&hips of A…") : tr("Sh&ips of B…"));
        m_ships[side]->setObjectName(side == 0 ? QStringLiteral("shipsA")
                                               : QStringLiteral("shipsB"));
        m_ships[side]->setToolTip(tr("Choose which ships of the side's fleet fight: a duel of two "
                                     "ships needs no file of its own."));
        m_describe[side] = new QLabel;
        m_describe[side]->setObjectName(side == 0 ? QStringLiteral("describeA")
                                                  : QStringLiteral("describeB"));
        m_describe[side]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(label, side, 0);
        grid->addWidget(m_source[side], side, 1);
        grid->addWidget(m_ships[side], side, 2);
        grid->addWidget(m_describe[side], side, 3);
        connect(m_ships[side], &QPushButton::clicked, this, [this, side] { chooseShips(side); });
        connect(m_source[side], &QComboBox::activated, this, [this, side] { sourceChosen(side); });
    }
    grid->setColumnStretch(3, 1);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(
        QStringLiteral("color: #c0392b; background: #fdecea; padding: 4px; border-radius: 3px"));
    grid->addWidget(m_problem, 2, 0, 1, 4);

    m_pages = new QTabWidget;
    m_pages->setObjectName(QStringLiteral("trialPages"));
    m_battle = new BattlePanel(*m_sides);
    m_attack = new AttackPanel(*m_sides);
    m_pages->addTab(m_battle, tr("Battle"));
    m_pages->addTab(m_attack, tr("Single Attack"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(fleets);
    layout->addWidget(m_pages, 1);
    // A window of its own, closed like a dialog: its Close button or Esc.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    layout->addWidget(buttons);
    connect(new QShortcut(QKeySequence(Qt::Key_Escape), this), &QShortcut::activated, this,
            &QWidget::close);

    connect(m_sides, &BattleSides::changed, this, &TrialBattleWindow::sidesChanged);

    // Side B: the fleet of the last trial battle, if it still reads and fits; else the open one.
    const QString opponent = Settings::trialOpponentFile();
    if (!opponent.isEmpty() && QFileInfo::exists(opponent))
        m_sides->loadFile(1, opponent);
    sidesChanged();

    resize(1100, 760);
    restoreGeometry(Settings::trialWindowGeometry());
}

TrialBattleWindow::~TrialBattleWindow() = default;

void TrialBattleWindow::setDocument(FleetDocument *document)
{
    m_sides->setDocument(document);
}

bool TrialBattleWindow::openFleet(int side, const QString &path, bool quiet, QString *error)
{
    QString reason;
    if (!m_sides->loadFile(side, path, &reason)) {
        if (error)
            *error = reason;
        if (!quiet) {
            QMessageBox box(QMessageBox::Warning, tr("Cannot use the fleet"),
                            tr("“%1” cannot be used for side %2.")
                                .arg(QFileInfo(path).fileName(),
                                     side == 0 ? QStringLiteral("A") : QStringLiteral("B")),
                            QMessageBox::Ok, this);
            box.setInformativeText(
                tr("Nothing was changed.\n\n%1")
                    .arg(reason.split(QLatin1Char('\n')).mid(0, 6).join(QLatin1Char('\n'))));
            box.setDetailedText(reason);
            box.exec();
        }
        return false;
    }
    if (side == 1)
        Settings::setTrialOpponentFile(m_sides->filePath(1));
    return true;
}

void TrialBattleWindow::useOpenFleet(int side)
{
    m_sides->useOpenFleet(side);
    if (side == 1)
        Settings::setTrialOpponentFile(QString());
}

void TrialBattleWindow::chooseFile(int side)
{
    QString dir = m_sides->filePath(side);
    if (dir.isEmpty() && m_sides->document())
        dir = m_sides->document()->filePath();
    const QString path = QFileDialog::getOpenFileName(
        this, side == 0 ? tr("Fleet for Side A") : tr("Fleet for Side B"),
        Settings::dialogFolder(dir), tr("Fleetwright fleets (*.fleet.json *.json);;All files (*)"));
    if (!path.isEmpty()) {
        Settings::setLastFolder(path);
        openFleet(side, path);
    }
    sidesChanged(); // the list shows the side's source again
}

void TrialBattleWindow::sourceChosen(int side)
{
    const QString id = m_source[side]->currentData().toString();
    if (id == OpenId) {
        useOpenFleet(side);
    } else if (id == FileId) {
        m_sides->useLoadedFile(side);
        if (side == 1)
            Settings::setTrialOpponentFile(m_sides->filePath(1));
    } else if (id == BrowseId) {
        chooseFile(side);
    }
    sidesChanged();
}

void TrialBattleWindow::chooseShips(int side)
{
    const model::Fleet *fleet = m_sides->wholeFleet(side);
    if (!fleet)
        return;
    ShipPicker picker(*fleet, m_sides->pickedShips(side),
                      side == 0 ? tr("Ships of Side A") : tr("Ships of Side B"), this);
    if (picker.exec() == QDialog::Accepted)
        m_sides->pickShips(side, picker.picked());
}

void TrialBattleWindow::sidesChanged()
{
    if (m_updating)
        return;
    m_updating = true;
    for (int side = 0; side < 2; ++side) {
        QComboBox *box = m_source[side];
        box->clear();
        box->addItem(tr("The open fleet"), OpenId);
        if (m_sides->hasLoadedFile(side)) {
            box->addItem(QFileInfo(m_sides->filePath(side)).fileName(), FileId);
            box->setItemData(1, m_sides->filePath(side), Qt::ToolTipRole);
        }
        box->addItem(tr("Open a fleet file…"), BrowseId);
        box->setCurrentIndex(
            box->findData(m_sides->source(side) == BattleSides::Source::File ? FileId : OpenId));
        m_describe[side]->setText(m_sides->describe(side));
        m_ships[side]->setEnabled(m_sides->wholeFleet(side) != nullptr);
    }
    const QString problem = m_sides->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_updating = false;
}

void TrialBattleWindow::closeEvent(QCloseEvent *event)
{
    m_battle->cancel();
    m_battle->saveSettings();
    Settings::setTrialWindowGeometry(saveGeometry());
    event->accept();
}

} // namespace fw::app
