#include "FleetTreeView.h"

#include "../models/FleetTreeModel.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QResizeEvent>

#include <algorithm>

namespace fw::app {

namespace {

bool matches(const QModelIndex &item, const QString &text)
{
    for (int column : {int(FleetTreeModel::NameColumn), int(FleetTreeModel::ClassColumn)}) {
        if (item.siblingAtColumn(column).data().toString().contains(text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}
} // namespace

FleetTreeView::FleetTreeView(QWidget *parent)
    : QTreeView(parent)
{
    // Ships are often named alike ("Helix Frigate 1", "Helix Frigate 2"): a narrow list keeps
    // both ends of a name, so that they can still be told apart.
    setTextElideMode(Qt::ElideMiddle);
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(true);
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
    header()->setStretchLastSection(false);
}

void FleetTreeView::setModel(QAbstractItemModel *model)
{
    QTreeView::setModel(model);
    if (!model)
        return;
    header()->setSectionResizeMode(QHeaderView::Interactive);
    header()->setSectionResizeMode(FleetTreeModel::NameColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(FleetTreeModel::CostColumn, QHeaderView::ResizeToContents);
    const auto again = [this] {
        applyFilter();
        fitColumns();
    };
    connect(model, &QAbstractItemModel::modelReset, this, again);
    connect(model, &QAbstractItemModel::dataChanged, this, again);
    if (auto *fleet = qobject_cast<FleetTreeModel *>(model)) {
        // A dragged ship stays the current one where it lands.
        connect(fleet, &FleetTreeModel::shipDropped, this, [this, fleet](int ship) {
            const QModelIndex item = fleet->indexOfShip(ship);
            if (item.isValid())
                setCurrentIndex(item);
        });
    }
    again();
}

QLineEdit *FleetTreeView::filterField()
{
    if (m_filter)
        return m_filter;
    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("shipFilter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setPlaceholderText(tr("Filter ships by name or class"));
    m_filter->setToolTip(tr("Shows only the ships whose name or class holds this text; Esc "
                            "shows them all again."));
    auto *clear = new QAction(m_filter);
    clear->setShortcut(Qt::Key_Escape);
    clear->setShortcutContext(Qt::WidgetShortcut);
    connect(clear, &QAction::triggered, m_filter, &QLineEdit::clear);
    m_filter->addAction(clear);
    connect(m_filter, &QLineEdit::textChanged, this, &FleetTreeView::applyFilter);
    return m_filter;
}

void FleetTreeView::setFilterText(const QString &text)
{
    filterField()->setText(text);
}

// One pass over the rows: linear in the fleet.
void FleetTreeView::applyFilter()
{
    QAbstractItemModel *m = model();
    if (!m)
        return;
    const QString text = m_filter ? m_filter->text().trimmed() : QString();
    for (int row = 0; row < m->rowCount(); ++row) {
        const QModelIndex top = m->index(row, 0);
        const int children = m->rowCount(top);
        if (children == 0 && top.data(FleetTreeModel::ShipIndexRole).toInt() >= 0) {
            setRowHidden(row, {}, !text.isEmpty() && !matches(top, text));
            continue;
        }
        // A group: shown with all its ships when its name matches, else with those that do.
        const bool groupMatches = text.isEmpty() || matches(top, text);
        bool any = groupMatches;
        for (int child = 0; child < children; ++child) {
            const bool shown = groupMatches || matches(m->index(child, 0, top), text);
            setRowHidden(child, top, !shown);
            any = any || shown;
        }
        setRowHidden(row, {}, !any);
    }
}

int FleetTreeView::visibleShipCount() const
{
    const QAbstractItemModel *m = model();
    int count = 0;
    for (int row = 0; m && row < m->rowCount(); ++row) {
        const QModelIndex top = m->index(row, 0);
        if (isRowHidden(row, {}))
            continue;
        const int children = m->rowCount(top);
        if (children == 0 && top.data(FleetTreeModel::ShipIndexRole).toInt() >= 0)
            ++count;
        for (int child = 0; child < children; ++child)
            count += isRowHidden(child, top) ? 0 : 1;
    }
    return count;
}

void FleetTreeView::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    fitColumns();
}

bool FleetTreeView::viewportEvent(QEvent *event)
{
    const bool handled = QTreeView::viewportEvent(event);
    // A scroll bar that comes or goes changes the room for the columns, not the view's size.
    if (event->type() == QEvent::Resize)
        fitColumns();
    return handled;
}

// Names first: the class column takes what the widest name and the cost leave, up to its own
// widest entry, but never less than a few letters (then it is elided, the name is not).
void FleetTreeView::fitColumns()
{
    if (!model())
        return;
    const int classWanted = std::max(sizeHintForColumn(FleetTreeModel::ClassColumn),
                                     header()->sectionSizeHint(FleetTreeModel::ClassColumn));
    const int nameWanted = std::max(sizeHintForColumn(FleetTreeModel::NameColumn),
                                    header()->sectionSizeHint(FleetTreeModel::NameColumn));
    const int available = viewport()->width() - header()->sectionSize(FleetTreeModel::CostColumn);
    const int least = std::min(classWanted, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 4);
    // A list too narrow for the names beside even a narrow class column shows the names alone
    // (the class is in each name's tool tip, and the filter still finds it).
    const bool room = available - least >= nameWanted;
    setColumnHidden(FleetTreeModel::ClassColumn, !room);
    if (!room)
        return;
    const int width = std::clamp(available - nameWanted, least, std::max(least, classWanted));
    header()->resizeSection(FleetTreeModel::ClassColumn, width);
}

} // namespace fw::app
