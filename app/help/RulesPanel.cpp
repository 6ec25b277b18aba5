#include "RulesPanel.h"

#include <model/systems/GameSystem.h>

#include <QTextBrowser>

namespace fw::app {

RulesPanel::RulesPanel(QWidget *parent)
    : QDockWidget(tr("Rules Reference"), parent)
    , m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("rulesDock"));
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenExternalLinks(true);
    setWidget(m_browser);
    clear();
}

void RulesPanel::clear()
{
    m_browser->setHtml(
        QStringLiteral("<p>%1</p>")
            .arg(tr("Select an issue, or a line of a cost breakdown, to see the rule behind it.")
                     .toHtmlEscaped()));
}

void RulesPanel::showIssue(const model::GameSystem &system, const QString &code,
                           const QString &rule, const QString &message)
{
    const RulesReference::Entry entry = m_reference.issue(system.id(), code);
    const QString citation = entry.citation.isEmpty() ? rule : entry.citation;
    QStringList summaries;
    if (!entry.summary.isEmpty())
        summaries << entry.summary;
    show(system, message.isEmpty() ? code : message, citation, summaries, code);
}

void RulesPanel::showRule(const model::GameSystem &system, const QString &item, const QString &rule)
{
    show(system, item, rule, m_reference.sections(system.id(), rule), QString());
}

void RulesPanel::show(const model::GameSystem &system, const QString &title,
                      const QString &citation, const QStringList &summaries, const QString &code)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Rule:").toHtmlEscaped(),
                     (citation.isEmpty() ? tr("none cited") : citation).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Source:").toHtmlEscaped(), system.rulesSource().toHtmlEscaped());
    if (summaries.isEmpty()) {
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("The reference has no summary of this rule; see the source.")
                             .toHtmlEscaped());
    }
    for (const QString &summary : summaries)
        html += QStringLiteral("<p>%1</p>").arg(summary.toHtmlEscaped());
    if (!code.isEmpty())
        html += QStringLiteral("<p><small>%1 <code>%2</code></small></p>")
                    .arg(tr("Issue code:").toHtmlEscaped(), code.toHtmlEscaped());
    html += QStringLiteral("<p><small><i>%1</i></small></p>")
                .arg(tr("Summaries are in the project's own words (in English), not the "
                        "rulebook's text.")
                         .toHtmlEscaped());
    m_browser->setHtml(html);
}

} // namespace fw::app
