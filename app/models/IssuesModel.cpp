#include "IssuesModel.h"

#include <model/core/JsonPath.h>

#include "../document/FleetDocument.h"

#include <model/systems/GameSystem.h>
#include <validators/ValidatorRegistry.h>
#include <validators/common/PathWords.h>

#include <QApplication>
#include <QStyle>

namespace fw::app {

QIcon severityIcon(validators::Severity severity)
{
    return QApplication::style()->standardIcon(
        severity == validators::Severity::Error     ? QStyle::SP_MessageBoxCritical
        : severity == validators::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                    : QStyle::SP_MessageBoxInformation);
}

std::vector<std::optional<validators::Severity>>
worstSeverities(const validators::Issues &issues, const model::JsonPath &list, std::size_t count)
{
    std::vector<std::optional<validators::Severity>> worst(count);
    for (const validators::Issue &issue : issues) {
        if (issue.severity == validators::Severity::Info)
            continue;
        const std::optional<std::size_t> at = model::JsonPath(issue.subject).indexAfter(list);
        if (at && *at < count && (!worst[*at] || issue.severity < *worst[*at]))
            worst[*at] = issue.severity;
    }
    return worst;
}

IssuesModel::IssuesModel(FleetDocument &document, const validators::ValidatorRegistry &validators,
                         QObject *parent)
    : QAbstractTableModel(parent)
    , m_validators(validators)
{
    takeIssues(document);
    connect(&document, &FleetDocument::analysisUpdated, this, [this, &document] {
        beginResetModel();
        takeIssues(document);
        endResetModel();
    });
}

void IssuesModel::takeIssues(const FleetDocument &document)
{
    // The words are made from the fleet the issues were found in, at once: a path names a ship by
    // its place, which an edit may give to another ship before the next analysis.
    m_issues = document.issues();
    m_where.clear();
    m_where.reserve(m_issues.size());
    const model::GameSystem &system = document.system();
    const validators::FleetValidator *validator = m_validators.find(system.id());
    for (const validators::Issue &issue : m_issues)
        m_where.push_back(
            validators::pathInWords(system, validator, document.fleet(), issue.subject));
}

int IssuesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_issues.size());
}

int IssuesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssuesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case MessageColumn:
        return tr("Issue");
    case SubjectColumn:
        return tr("Where");
    case RuleColumn:
        return tr("Rule");
    default:
        return {};
    }
}

QVariant IssuesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_issues.size()))
        return {};
    const validators::Issue &issue = m_issues.at(std::size_t(index.row()));
    if (role == SubjectRole)
        return issue.subject;
    if (role == CodeRole)
        return issue.code;
    switch (index.column()) {
    case SeverityColumn:
        if (role == Qt::DisplayRole)
            return validators::severityName(issue.severity);
        if (role == Qt::DecorationRole) {
            return severityIcon(issue.severity);
        }
        break;
    case MessageColumn:
        if (role == Qt::DisplayRole)
            return issue.assumption.isEmpty() ? issue.message
                                              : tr("%1 (assumption)").arg(issue.message);
        if (role == Qt::ToolTipRole)
            return tr("%1\nCode: %2").arg(issue.message, issue.code);
        break;
    case SubjectColumn:
        if (role == Qt::DisplayRole)
            return m_where.at(std::size_t(index.row()));
        if (role == Qt::ToolTipRole)
            return tr("%1\nPath: %2").arg(m_where.at(std::size_t(index.row())), issue.subject);
        break;
    case RuleColumn:
        if (role == Qt::DisplayRole)
            return issue.rule;
        break;
    default:
        break;
    }
    return {};
}

} // namespace fw::app
