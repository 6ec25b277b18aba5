#pragma once

#include <validators/Issue.h>

#include <QAbstractTableModel>

namespace fw::app {

class FleetDocument;

// Every issue of the document's fleet: severity, message, place, rule.
class IssuesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, MessageColumn, SubjectColumn, RuleColumn, ColumnCount };
    enum Role { SubjectRole = Qt::UserRole + 1, CodeRole };

    explicit IssuesModel(FleetDocument &document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<validators::Issue> m_issues; // as of the last analysis
};

} // namespace fw::app
