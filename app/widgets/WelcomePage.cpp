#include "WelcomePage.h"

#include "../document/Settings.h"
#include "../help/DataPaths.h"

#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

namespace {

constexpr int SystemRole = WelcomePage::PathRole + 1; // a game's heading: its id

QLabel *heading(const QString &text)
{
    auto *label = new QLabel(text);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    label->setFont(font);
    return label;
}

} // namespace

std::vector<WelcomePage::Example> WelcomePage::findExamples(const QString &directory,
                                                            const model::SystemRegistry &systems)
{
    std::vector<Example> examples;
    const QFileInfoList files
        = QDir(directory).entryInfoList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo &file : files) {
        const model::LoadResult loaded = model::FleetFile::load(file.absoluteFilePath(), systems);
        if (loaded.ok())
            examples.push_back(
                {file.absoluteFilePath(), loaded.fleet->systemId, loaded.fleet->name});
    }
    // Grouped in the registry's order of the games, by name within a game.
    const auto rank = [&systems](const QString &id) {
        const auto &all = systems.systems();
        const auto it = std::find_if(all.begin(), all.end(),
                                     [&id](const auto &system) { return system->id() == id; });
        return it - all.begin();
    };
    std::stable_sort(examples.begin(), examples.end(), [&](const Example &a, const Example &b) {
        const auto ra = rank(a.systemId);
        const auto rb = rank(b.systemId);
        return ra != rb ? ra < rb : a.name.localeAwareCompare(b.name) < 0;
    });
    return examples;
}

WelcomePage::WelcomePage(const model::SystemRegistry &systems, QWidget *parent)
    : QWidget(parent)
    , m_systems(systems)
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *title = new QLabel(tr("<h2>Welcome to Fleetwright</h2>"
                                "<p>Start a new fleet, open one of yours, or open an example to "
                                "see how a game's fleet looks. Help → User Guide (F1) explains "
                                "the rest.</p>"));
    title->setWordWrap(true);
    auto *icon = new QLabel;
    icon->setPixmap(
        QIcon(QStringLiteral(":/icons/org.fleetwright.Fleetwright.svg")).pixmap(QSize(72, 72)));
    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(title, 1);

    auto *newButton = new QPushButton(tr("&New Fleet…"));
    newButton->setObjectName(QStringLiteral("welcomeNew"));
    auto *openButton = new QPushButton(tr("&Open…"));
    openButton->setObjectName(QStringLiteral("welcomeOpen"));
    connect(newButton, &QPushButton::clicked, this, &WelcomePage::newFleetRequested);
    connect(openButton, &QPushButton::clicked, this, &WelcomePage::openRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(newButton);
    buttons->addWidget(openButton);
    buttons->addStretch(1);

    m_recent = new QListWidget;
    m_recent->setObjectName(QStringLiteral("welcomeRecent"));
    // An entry is two lines (what the fleet is, where its file is): shaded apart.
    m_recent->setAlternatingRowColors(true);
    m_recent->setSpacing(1);
    m_noRecent = new QLabel(tr("No fleets opened yet."));
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT recentRequested(item->data(PathRole).toString());
    });
    connect(m_recent, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        Q_EMIT recentRequested(item->data(PathRole).toString());
    });
    auto *recentColumn = new QVBoxLayout;
    recentColumn->addWidget(heading(tr("Recent fleets")));
    recentColumn->addWidget(m_noRecent);
    recentColumn->addWidget(m_recent, 1);
    recentColumn->addStretch(0);

    auto *columns = new QHBoxLayout;
    columns->addLayout(recentColumn, 1);
    columns->addWidget(createExamples(), 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addLayout(top);
    layout->addLayout(buttons);
    layout->addSpacing(8);
    layout->addLayout(columns, 1);
    refresh();
}

QWidget *WelcomePage::createExamples()
{
    m_examples = new QTreeWidget;
    m_examples->setObjectName(QStringLiteral("welcomeExamples"));
    m_examples->setHeaderHidden(true);
    m_examples->setRootIsDecorated(false);
    m_examples->setToolTip(
        tr("Opens a copy of the example: saving asks where to put your own file."));
    const auto activate = [this](QTreeWidgetItem *item) {
        const QString path = item ? item->data(0, PathRole).toString() : QString();
        if (!path.isEmpty())
            Q_EMIT exampleRequested(path);
    };
    connect(m_examples, &QTreeWidget::itemActivated, this, activate);
    connect(m_examples, &QTreeWidget::itemClicked, this, activate);
    auto *openExample = new QPushButton(tr("Open E&xample"));
    openExample->setObjectName(QStringLiteral("welcomeOpenExample"));
    connect(openExample, &QPushButton::clicked, this,
            [this, activate] { activate(m_examples->currentItem()); });

    auto *box = new QWidget;
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(heading(tr("Example fleets")));
    column->addWidget(m_examples, 1);
    column->addWidget(openExample, 0, Qt::AlignLeft);
    return box;
}

void WelcomePage::refresh()
{
    m_recent->clear();
    for (const QString &path : Settings::recentFiles()) {
        // The folder too: two fleets may share a file name.
        const QFileInfo file(path);
        QString text = tr("%1 — %2", "a recent fleet's file name and its folder")
                           .arg(file.fileName(), QDir::toNativeSeparators(file.absolutePath()));
        // What the fleet is, as it was opened or saved last, above where it is.
        const QString summary = Settings::recentSummary(path);
        if (!summary.isEmpty())
            text = summary + QLatin1Char('\n') + text;
        auto *item = new QListWidgetItem(text, m_recent);
        item->setToolTip(path);
        item->setData(PathRole, path);
    }
    m_noRecent->setVisible(m_recent->count() == 0);
    m_recent->setVisible(m_recent->count() > 0);

    m_examples->clear();
    QTreeWidgetItem *game = nullptr;
    for (const Example &example : findExamples(DataPaths::examplesDirectory(), m_systems)) {
        if (!game || game->data(0, SystemRole).toString() != example.systemId) {
            const model::GameSystem *system = m_systems.find(example.systemId);
            game = new QTreeWidgetItem(m_examples,
                                       {system ? system->displayName() : example.systemId});
            game->setData(0, SystemRole, example.systemId);
            game->setFlags(Qt::ItemIsEnabled);
            QFont font = game->font(0);
            font.setBold(true);
            game->setFont(0, font);
            game->setExpanded(true);
        }
        auto *item = new QTreeWidgetItem(game, {example.name});
        item->setData(0, PathRole, example.path);
        item->setToolTip(0, QFileInfo(example.path).fileName());
    }
    m_examples->expandAll();
}

} // namespace fw::app
