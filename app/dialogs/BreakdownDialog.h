#pragma once

#include <model/core/Breakdown.h>

#include <QDialog>

#include <vector>

namespace fw::app {

// Explains a number: every item with its amount and the rule it comes from; items that depend on
// an assumption are marked.
class BreakdownDialog : public QDialog
{
    Q_OBJECT

public:
    struct Section
    {
        QString title;
        model::Breakdown breakdown;
        QString unit;
    };
    BreakdownDialog(const QString &title, const std::vector<Section> &sections,
                    const QStringList &notes, QWidget *parent = nullptr);

Q_SIGNALS:
    // A line was selected: its label and the rule it cites (for the rules panel).
    void lineSelected(const QString &item, const QString &rule);
};

} // namespace fw::app
