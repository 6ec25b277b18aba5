#include "IssuesModel.h"

#include "../document/FleetDocument.h"

#include <QApplication>
#include <QStyle>

namespace fw::app {

IssuesModel::IssuesModel(FleetDocument &document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_issues(document.issues())
{
    connect(&document, &FleetDocument::analysisUpdated, this, [this, &document] {
        beginResetModel();
        m_issues = document.issues();
        endResetModel();
    });
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
            const QStyle::StandardPixmap icon = issue.severity == validators::Severity::Error
                                                    ? QStyle::SP_MessageBoxCritical
                                                : issue.severity == validators::Severity::Warning
                                                    ? QStyle::SP_MessageBoxWarning
                                                    : QStyle::SP_MessageBoxInformation;
            return QApplication::style()->standardIcon(icon);
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
            return issue.subject;
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
