#include "BreakdownDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fw::app {

BreakdownDialog::BreakdownDialog(const QString &title, const std::vector<Section> &sections,
                                 const QStringList &notes, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    bool anyAssumption = false;
    for (const Section &section : sections) {
        auto *heading
            = new QLabel(QStringLiteral("<b>%1</b>").arg(section.title.toHtmlEscaped()), this);
        layout->addWidget(heading);
        auto *tree = new QTreeWidget(this);
        tree->setObjectName(QStringLiteral("breakdown"));
        tree->setRootIsDecorated(false);
        tree->setColumnCount(3);
        tree->setHeaderLabels({tr("Item"), section.unit, tr("Rule")});
        for (const model::BreakdownLine &line : section.breakdown.lines()) {
            auto *item = new QTreeWidgetItem(tree);
            item->setText(0, line.assumption.isEmpty() ? line.label : tr("%1 *").arg(line.label));
            item->setText(1, QString::number(line.amount));
            item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            item->setText(2, line.rule);
            if (!line.assumption.isEmpty()) {
                anyAssumption = true;
                item->setToolTip(0, tr("Depends on the rules option %1").arg(line.assumption));
            }
        }
        connect(tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
            if (item && !item->text(2).isEmpty())
                Q_EMIT lineSelected(item->text(0), item->text(2));
        });
        auto *total = new QTreeWidgetItem(tree);
        total->setText(0, tr("Total"));
        total->setText(1, QString::number(section.breakdown.total()));
        total->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        QFont bold = total->font(0);
        bold.setBold(true);
        total->setFont(0, bold);
        total->setFont(1, bold);
        tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
        tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
        tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
        tree->header()->setStretchLastSection(false);
        layout->addWidget(tree, 1);
    }
    QStringList lines = notes;
    if (anyAssumption)
        lines.prepend(
            tr("* depends on a rules option that stands in for a rule the sources lack."));
    if (!lines.isEmpty()) {
        auto *label = new QLabel(lines.join(QLatin1Char('\n')), this);
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 420);
}

} // namespace fw::app
