#pragma once

#include "DisplayList.h"
#include "Fonts.h"
#include "Length.h"
#include "Template.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>

namespace fw::templates {

// What every printed page says about the fleet, so an opponent or organiser sees it.
struct Badge
{
    QString fleetName;
    QString systemName;
    bool legal = true;
    int errors = 0;
    int warnings = 0;
    QStringList assumptions; // "Leviathan weapon spaces: no cap"
};

// Text cut to fit a field: its lines and the size they are drawn at.
struct FittedText
{
    QStringList lines;
    double size = 10;
    bool shrunk = false;
    bool cut = false; // ended with an ellipsis: even the smallest size on every line was too wide
};

// Builds the pages of a document: the printable area inside the margins and above the footer,
// a cursor that flows blocks down the page and onto new pages (never splitting a block), text
// that fits its field, and the footer with the validation badge on every page.
class Composer
{
public:
    static constexpr double FooterHeight = 30; // points, inside the bottom margin

    Composer(const Fonts &fonts, const PageSize &page, const Margins &margins);

    // Margins for the pages started from now on (each layout has its own).
    void setMargins(const Margins &margins) { m_margins = margins; }
    // The paper of the pages started from now on: a printout on paper of its own (a card on a
    // page of the card's size) sets it; every layout starts on the chosen paper.
    void setPageSize(const PageSize &page) { m_page = page; }
    // Whether the pages started from now on get the footer: a page that is all card to cut out
    // has no room for it.
    void setFooter(bool footer) { m_footer = footer; }

    const Fonts &fonts() const { return m_fonts; }
    const PageSize &pageSize() const { return m_page; }
    const Margins &margins() const { return m_margins; }
    // The printable area, in page coordinates.
    double left() const { return m_margins.left; }
    double top() const { return m_margins.top; }
    double right() const { return m_page.width - m_margins.right; }
    double bottom() const { return m_page.height - m_margins.bottom - FooterHeight; }
    double width() const { return right() - left(); }
    double height() const { return bottom() - top(); }

    // Pages. `id` names the page in SVG and golden files; `section` is shown in its footer.
    void newPage(const QString &id, const QString &section);
    bool hasPage() const { return !m_pages.empty(); }
    int pageCount() const { return int(m_pages.size()); }
    // Called after every page that place() starts, e.g. to repeat a heading.
    void setPageStarter(std::function<void(Composer &)> starter) { m_starter = std::move(starter); }

    // The next free y on the current page.
    double y() const { return m_y; }
    void setY(double y) { m_y = y; }
    // Reserves a block of `height` below the cursor, on a new page (named `id`-N) when it does
    // not fit; returns the block's top. Blocks taller than a page are placed at the top of a
    // page of their own and reported by overflowed(). The cursor moves below the block + gap.
    double place(double height, double gap, const QString &pageIdPrefix);
    // Blocks that were taller than a whole page (a layout bug or a template that is too big).
    const QStringList &overflowed() const { return m_overflowed; }
    // Pages started from now on belong to `group` (a kind of printout); see joinShortPrintouts.
    void setPageGroup(int group) { m_group = group; }
    // Moves every printout that took a single page of its own onto the page before it, `gap`
    // below that page's lowest item, when it fits there whole and both pages are of one group
    // and have the same paper, bottom margin and footer and nothing to cut out: a short
    // printout shares the page of the one before instead of taking a near-empty page. The
    // footer then names both sections. Call it once every printout is composed.
    void joinShortPrintouts(double gap);

    // Drawing, in page coordinates.
    void rect(double x, double y, double w, double h, std::optional<Stroke> stroke = Stroke{},
              std::optional<Color> fill = std::nullopt, const QString &id = {});
    void line(double x1, double y1, double x2, double y2, const Stroke &stroke = Stroke{},
              const QString &id = {});
    void circle(double cx, double cy, double radius, std::optional<Stroke> stroke = Stroke{},
                std::optional<Color> fill = std::nullopt, const QString &id = {});
    // A closed polygon through `points`; see Polygon for an open one.
    void polygon(std::vector<Point> points, std::optional<Stroke> stroke = Stroke{},
                 std::optional<Color> fill = std::nullopt, const QString &id = {});
    // One line of text at a baseline, unfitted (the caller knows it fits).
    void text(double x, double baseline, const QString &text, double size, bool bold = false,
              Align align = Align::Left, const QString &id = {}, Color color = Color::black());
    // Text turned clockwise by `degrees` about (x, baseline); `align` is along its own line.
    void rotatedText(double x, double baseline, double degrees, const QString &text, double size,
                     bool bold = false, Align align = Align::Left, const QString &id = {},
                     Color color = Color::black());
    // Text fitted into `field` placed at (originX, originY); returns the height its lines use.
    // The first line gets `id`, further lines `id`-2, -3...
    double field(double originX, double originY, const Field &field, const QString &text,
                 const QString &id = {}, Color color = Color::black());
    // The same for a text fitted before with fit(text, field): a long text drawn many times
    // (a battlegroup's notes on every page it runs onto) is fitted once.
    double field(double originX, double originY, const Field &field, const FittedText &fitted,
                 const QString &id = {}, Color color = Color::black());

    // The role (DisplayList.h) of the items drawn from now on; see RoleScope.
    Role role() const { return m_role; }
    void setRole(Role role) { m_role = role; }

    FittedText fit(const QString &text, const Field &field) const;
    double textWidth(QStringView text, double size) const { return m_fonts.width(text, size); }
    double lineHeight(double size) const { return size * 1.2; }
    double ascent(double size) const { return m_fonts.metrics().ascent(size); }

    // Adds the footer to every page and hands over the document.
    Document finish(const QString &title, const Badge &badge);

private:
    void add(Item item);
    bool joinPage(std::size_t into, std::size_t k, double gap); // page k onto page `into`
    // Greedy word wrap of drawable text (see Fonts::drawable), stopped after `maxLines` + 1
    // lines: more than `maxLines` is all a caller needs to know.
    QStringList wrap(const QString &text, double width, double size, int maxLines) const;
    QString ellipsize(const QString &text, double width, double size) const;

    const Fonts &m_fonts;
    PageSize m_page;
    Margins m_margins;
    std::vector<Page> m_pages;
    QStringList m_sections;             // by page
    std::vector<Margins> m_pageMargins; // by page
    std::vector<bool> m_pageFooters;    // by page
    std::vector<bool> m_pageStarts;     // by page: started by newPage(), not by place()
    std::vector<int> m_pageGroups;      // by page
    int m_group = 0;
    bool m_footer = true;
    QHash<QString, int> m_pageIds;
    double m_y = 0;
    std::function<void(Composer &)> m_starter;
    QStringList m_overflowed;
    Role m_role = Role::Plain;
};

// Items drawn while it lives take `role`; the role before comes back after.
class RoleScope
{
public:
    RoleScope(Composer &c, Role role)
        : m_c(c)
        , m_before(c.role())
    {
        c.setRole(role);
    }
    ~RoleScope() { m_c.setRole(m_before); }
    RoleScope(const RoleScope &) = delete;
    RoleScope &operator=(const RoleScope &) = delete;

private:
    Composer &m_c;
    Role m_before;
};

// "A4" or "Letter".
QString pageSizeName(const PageSize &page);

// How many items go in a row: `count`, a width divided by a step, as a whole number from 1 to
// `most` (the items there are). A template may make a step 0 or tiny, so `count` may be infinite,
// NaN or beyond any int, which a plain conversion would turn into undefined behaviour.
int itemsPerRow(double count, int most);

} // namespace fw::templates
