#include "HelpWindow.h"

#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextStream>
#include <QVBoxLayout>

namespace fw::app {

namespace {

const QString StartPage = QStringLiteral("user-guide.md");

// A page's title: its first "# " heading, else its file name.
QString pageTitle(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        QTextStream in(&file);
        for (int i = 0; i < 20 && !in.atEnd(); ++i) {
            const QString line = in.readLine();
            if (line.startsWith(QLatin1String("# ")))
                return line.mid(2).trimmed();
        }
    }
    return QFileInfo(path).completeBaseName();
}

// The pages the "## Contents" section of `startPage` links to ("[Title](page.md)"), in order.
QStringList contentsPages(const QString &startPage)
{
    QStringList pages;
    QFile file(startPage);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return pages;
    static const QRegularExpression link(QStringLiteral(R"(\]\(([^)#/]+\.md)(#[^)]*)?\))"));
    QTextStream in(&file);
    bool inContents = false;
    // A guide page is short; a runaway file stops at a generous number of lines.
    for (int i = 0; i < 5000 && !in.atEnd(); ++i) {
        const QString line = in.readLine();
        if (line.startsWith(QLatin1String("## "))) {
            inContents = line.mid(3).trimmed() == QLatin1String("Contents");
            continue;
        }
        if (!inContents)
            continue;
        for (auto match = link.globalMatch(line); match.hasNext();)
            pages << match.next().captured(1);
    }
    return pages;
}

} // namespace

HelpWindow::HelpWindow(const QString &directory, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_directory(directory)
    , m_contents(new QListWidget)
    , m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("helpWindow"));
    setWindowTitle(tr("Fleetwright User Guide"));
    m_contents->setObjectName(QStringLiteral("helpContents"));
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setSearchPaths({directory});
    m_browser->setOpenLinks(false);
    // Pages of the guide open here; anything else (the web, mail) in the desktop's programs.
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.isRelative() || url.isLocalFile()) {
            if (url.path().isEmpty() && !url.fragment().isEmpty()) {
                m_browser->scrollToAnchor(url.fragment());
                return;
            }
            const QUrl target = m_browser->source().resolved(url);
            // A link out of the guide (to the program's sources) has nowhere to go.
            if (QFileInfo::exists(target.toLocalFile()))
                m_browser->setSource(target, target.path().endsWith(QLatin1String(".md"))
                                                 ? QTextDocument::MarkdownResource
                                                 : QTextDocument::UnknownResource);
        } else {
            QDesktopServices::openUrl(url);
        }
    });
    connect(m_browser, &QTextBrowser::sourceChanged, this, &HelpWindow::syncContents);
    connect(m_contents, &QListWidget::currentRowChanged, this, [this](int row) {
        if (QListWidgetItem *item = m_contents->item(row))
            if (item->data(Qt::UserRole).toString() != currentPage())
                showPage(item->data(Qt::UserRole).toString());
    });

    auto *back = new QPushButton(tr("&Back"));
    auto *forward = new QPushButton(tr("&Forward"));
    auto *home = new QPushButton(tr("&Contents"));
    back->setEnabled(false);
    forward->setEnabled(false);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(forward, &QPushButton::clicked, m_browser, &QTextBrowser::forward);
    connect(home, &QPushButton::clicked, this, [this] { showPage(StartPage); });
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QPushButton::setEnabled);
    auto *close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(close, &QShortcut::activated, this, &QWidget::close);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(back);
    buttons->addWidget(forward);
    buttons->addWidget(home);
    buttons->addStretch(1);
    auto *splitter = new QSplitter;
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({340, 900});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);

    fillContents();
    if (!showPage(StartPage)) {
        m_browser->setHtml(QStringLiteral("<p>%1</p>")
                               .arg(tr("The user guide is not installed: %1 has no pages.")
                                        .arg(QDir::toNativeSeparators(directory))
                                        .toHtmlEscaped()));
    }
    resize(1040, 720);
}

void HelpWindow::fillContents()
{
    // The start page, then the pages its "Contents" section links to, in its order; a guide
    // without that section lists every page by title.
    QStringList names = contentsPages(QDir(m_directory).absoluteFilePath(StartPage));
    if (names.isEmpty()) {
        std::vector<std::pair<QString, QString>> entries; // title, file name
        for (const QFileInfo &page :
             QDir(m_directory).entryInfoList({QStringLiteral("*.md")}, QDir::Files, QDir::Name)) {
            if (page.fileName() != StartPage)
                entries.emplace_back(pageTitle(page.absoluteFilePath()), page.fileName());
        }
        std::stable_sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) {
            return a.first.localeAwareCompare(b.first) < 0;
        });
        for (const auto &entry : entries)
            names << entry.second;
    }
    names.prepend(StartPage);
    names.removeDuplicates();
    for (const QString &name : names) {
        const QString path = QDir(m_directory).absoluteFilePath(name);
        if (!QFileInfo::exists(path))
            continue;
        auto *item = new QListWidgetItem(pageTitle(path), m_contents);
        item->setData(Qt::UserRole, name);
        item->setToolTip(name);
    }
}

bool HelpWindow::showPage(const QString &page)
{
    const QString name = page.section(QLatin1Char('#'), 0, 0);
    const QString path = QDir(m_directory).absoluteFilePath(name);
    if (!QFileInfo::exists(path))
        return false;
    QUrl url = QUrl::fromLocalFile(path);
    if (page.contains(QLatin1Char('#')))
        url.setFragment(page.section(QLatin1Char('#'), 1));
    m_browser->setSource(url, QTextDocument::MarkdownResource);
    return true;
}

QString HelpWindow::currentPage() const
{
    return QFileInfo(m_browser->source().toLocalFile()).fileName();
}

void HelpWindow::syncContents(const QUrl &source)
{
    const QString page = QFileInfo(source.toLocalFile()).fileName();
    for (int row = 0; row < m_contents->count(); ++row) {
        if (m_contents->item(row)->data(Qt::UserRole).toString() == page) {
            const QSignalBlocker blocker(m_contents);
            m_contents->setCurrentRow(row);
            return;
        }
    }
}

} // namespace fw::app
