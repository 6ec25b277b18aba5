#pragma once

#include <QWidget>

class QListWidget;
class QTextBrowser;
class QUrl;

namespace fw::app {

// Help → User Guide: the documentation pages (docs/*.md, installed with the program) read
// locally, with a list of contents; links between the pages work, links to the web open in the
// browser.
class HelpWindow : public QWidget
{
    Q_OBJECT

public:
    // The pages in `directory`; the first page shown is user-guide.md.
    explicit HelpWindow(const QString &directory, QWidget *parent = nullptr);

    // Shows `page` (a file name such as "validation.md", optionally with "#anchor").
    bool showPage(const QString &page);
    QString currentPage() const;

    QTextBrowser *browser() const { return m_browser; }
    QListWidget *contents() const { return m_contents; }

private:
    void fillContents();
    void syncContents(const QUrl &source);

    QString m_directory;
    QListWidget *m_contents = nullptr;
    QTextBrowser *m_browser = nullptr;
};

} // namespace fw::app
