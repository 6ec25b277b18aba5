#pragma once

// What the designers' grids of fields share: a table of cell widgets shown whole in a scrolling
// page.

class QTableWidget;

namespace fw::app {

// Makes `table` exactly as high as its header and rows, and room for its horizontal scroll bar
// when `scrollBar`: the page scrolls, not the table.
void fitHeightToRows(QTableWidget *table, bool scrollBar = false);

} // namespace fw::app
