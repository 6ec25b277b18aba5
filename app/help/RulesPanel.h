#pragma once

#include "RulesReference.h"

#include <QDockWidget>

class QTextBrowser;

namespace fw::model {
class GameSystem;
}

namespace fw::app {

// The rules panel (Help → Rules Reference, F7): the rule behind the selected issue or cost line,
// with its source, the section it cites and a short summary in the project's own words.
class RulesPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit RulesPanel(QWidget *parent = nullptr);

    // The rule behind issue `code` (which cites `rule` and says `message`) of a fleet of `system`.
    void showIssue(const model::GameSystem &system, const QString &code, const QString &rule,
                   const QString &message);
    // The rule a cost or capacity line cites.
    void showRule(const model::GameSystem &system, const QString &item, const QString &rule);
    void clear();

    QTextBrowser *browser() const { return m_browser; }
    const RulesReference &reference() const { return m_reference; }

private:
    void show(const model::GameSystem &system, const QString &title, const QString &citation,
              const QStringList &summaries, const QString &code);

    RulesReference m_reference;
    QTextBrowser *m_browser = nullptr;
};

} // namespace fw::app
