#pragma once

#include "DisplayList.h"
#include "Length.h"

#include <model/io/LoadError.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace fw::templates {

// Where a piece of text goes, relative to the block or page it belongs to. Text that does not
// fit `width` at `size` shrinks down to `minSize`, then wraps onto up to `lines` lines, and is
// cut with an ellipsis only when even that is not enough.
struct Field
{
    double x = 0, y = 0; // y: top of the first line
    double width = 0;
    double size = 10;
    double minSize = 0; // 0: 70% of size
    int lines = 1;
    bool bold = false;
    Align align = Align::Left;
    // Not read from the file, set for a counter made smaller than its template
    // (resizedCounterTemplate): the field is left out, its text too small to print; or a text
    // that does not fit it whole is left out rather than cut with an ellipsis.
    bool leftOut = false;
    bool wholeOnly = false;

    double smallest() const { return minSize > 0 ? minSize : size * 0.7; }
};

// A region a layout fills: a track, a table, an area for pips.
struct Box
{
    double x = 0, y = 0, width = 0, height = 0;
};

// Counter sheet geometry (as in label templates): nx × ny counters of width × height, the
// first at (x0, y0) (centred on the page when not given), each next at dx / dy from the
// previous; bleed is printed colour outside the cut line, cut marks go in the margin.
struct CounterGrid
{
    int nx = 1, ny = 1;
    std::optional<double> x0, y0;
    double dx = 0, dy = 0;
    double width = 0, height = 0;
    double bleed = 0;
    bool cutMarks = true;
    // Not read from the file: where the back pages' counters are moved to make up for a
    // printer that does not print both sides in the same place (points, right and down).
    double backOffsetX = 0, backOffsetY = 0;
};

struct Margins
{
    double top = 0, right = 0, bottom = 0, left = 0;
};

// What a layout reads from its template: every name listed here must be present, and nothing
// else may be (a misspelt key would otherwise be silently ignored).
struct TemplateSpec
{
    QString layout;      // "<system>.sheets"
    QStringList values;  // lengths
    QStringList numbers; // plain numbers (counts, ratios)
    QStringList fields;
    QStringList boxes;
    QStringList flags; // true / false
    bool grid = false;
};

// A layout's geometry, read from a template file (format "fleetwright-template"; see
// templates/README.md). All lengths are in points.
struct Template
{
    QString file; // where it was read from; ":/templates/..." for built-in ones
    QString layout;
    QString name;
    Margins margins;
    std::map<QString, double> values;
    std::map<QString, double> numbers;
    std::map<QString, Field> fields;
    std::map<QString, Box> boxes;
    std::map<QString, bool> flags;
    std::optional<CounterGrid> grid;

    // The spec guarantees presence; a missing name is a programming error (asserted).
    double value(const QString &key) const;
    double number(const QString &key) const;
    const Field &field(const QString &key) const;
    const Box &box(const QString &key) const;
    bool flag(const QString &key) const;

    // Problems that only show on a given page: a field wider than the printable width, a grid
    // that runs off the paper. Each names the file and the JSON path. Empty when all fits.
    std::vector<model::LoadError> checkFits(const PageSize &page, double footerHeight) const;
    // In a template with a counter grid: every field, box and value belongs to a counter (it is
    // placed relative to the counter and scales with it), except these, which belong to the
    // sheet: the heading above the grid and the cut marks.
    static bool isSheetKey(const QString &key);
    // Fields that run off the counter (right or bottom edge, with all their lines at their
    // size), each naming the file, the field and how far. Empty without a grid.
    std::vector<model::LoadError> checkCounterFields() const;
};

struct TemplateLoad
{
    std::optional<Template> value;
    std::vector<model::LoadError> errors;

    bool ok() const { return value.has_value(); }
    QString errorText() const; // every error, one per line
};

class TemplateFile
{
public:
    static constexpr const char *FormatName = "fleetwright-template";
    static constexpr int FormatVersion = 1;
    static constexpr qint64 MaxFileSize = 1024 * 1024;

    // Reads a template for one of `specs` (chosen by its "layout" key); reports every problem.
    static TemplateLoad load(const QString &fileName, const std::vector<TemplateSpec> &specs);
    static TemplateLoad parse(const QByteArray &bytes, const QString &fileName,
                              const std::vector<TemplateSpec> &specs);
};

} // namespace fw::templates
