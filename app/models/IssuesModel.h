#pragma once

#include <validators/Issue.h>

#include <QAbstractTableModel>
#include <QIcon>

#include <optional>
#include <vector>

namespace fw::model {
class JsonPath;
}

namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::app {

class FleetDocument;

// The icon of a severity: the Issues panel's, and the marks of ships and designs.
QIcon severityIcon(validators::Severity severity);
// For each of the `count` entries of the list at `list` ("ships", "designs"), the worst severity
// of the errors and warnings at or below it; none without.
std::vector<std::optional<validators::Severity>>
worstSeverities(const validators::Issues &issues, const model::JsonPath &list, std::size_t count);

// Every issue of the document's fleet: severity, message, place (in words; the path is the
// tooltip and SubjectRole), rule.
class IssuesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, MessageColumn, SubjectColumn, RuleColumn, ColumnCount };
    enum Role { SubjectRole = Qt::UserRole + 1, CodeRole };

    // `validators` name the issues' places in words.
    IssuesModel(FleetDocument &document, const validators::ValidatorRegistry &validators,
                QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void takeIssues(const FleetDocument &document);

    const validators::ValidatorRegistry &m_validators;
    validators::Issues m_issues;  // as of the last analysis
    std::vector<QString> m_where; // each issue's subject in words
};

} // namespace fw::app
