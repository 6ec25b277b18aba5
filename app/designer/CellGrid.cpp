#include "CellGrid.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>

namespace fw::app {

void fitHeightToRows(QTableWidget *table, bool scrollBar)
{
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        height += table->rowHeight(r);
    if (scrollBar)
        height += table->horizontalScrollBar()->sizeHint().height();
    table->setFixedHeight(height);
}

} // namespace fw::app
