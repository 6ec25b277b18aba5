#include "PdfWriter.h"

#include "FontMetrics.h"

#include <model/io/FileAccess.h>

#include <QCoreApplication>
#include <QFile>

#include <hpdf.h>
#include <hpdf_font.h>
#include <hpdf_streams.h>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <numbers>

namespace fw::templates {

namespace {

class PrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

// libharu reports errors through a C callback: it only records the first one; the C++ side
// checks after each step. No exception ever crosses libharu's C frames.
struct ErrorState
{
    HPDF_STATUS error = HPDF_OK;
    HPDF_STATUS detail = 0;
};

void onError(HPDF_STATUS error, HPDF_STATUS detail, void *data)
{
    auto *state = static_cast<ErrorState *>(data);
    if (state->error == HPDF_OK) {
        state->error = error;
        state->detail = detail;
    }
}

struct DocDeleter
{
    void operator()(HPDF_Doc doc) const { HPDF_Free(doc); }
};

class Painter
{
public:
    Painter(HPDF_Page page, HPDF_Font font, double pageHeight, const Fonts &fonts)
        : m_page(page)
        , m_font(font)
        , m_height(pageHeight)
        , m_fonts(fonts)
    {}

    void draw(const Item &item)
    {
        if (const auto *r = std::get_if<Rect>(&item.shape))
            rect(*r);
        else if (const auto *l = std::get_if<Line>(&item.shape))
            line(*l);
        else if (const auto *c = std::get_if<Circle>(&item.shape))
            circle(*c);
        else if (const auto *t = std::get_if<Text>(&item.shape))
            text(*t);
        else if (const auto *g = std::get_if<Polygon>(&item.shape))
            polygon(*g);
    }

private:
    static HPDF_REAL channel(int v) { return HPDF_REAL(v / 255.0); }

    void strokeStyle(const Stroke &s)
    {
        if (s.width != m_lineWidth) {
            HPDF_Page_SetLineWidth(m_page, HPDF_REAL(s.width));
            m_lineWidth = s.width;
        }
        if (!(s.color == m_strokeColor)) {
            HPDF_Page_SetRGBStroke(m_page, channel(s.color.r), channel(s.color.g),
                                   channel(s.color.b));
            m_strokeColor = s.color;
        }
        if (s.dash != m_dash) {
            HPDF_UINT16 pattern[8] = {};
            const std::size_t n = std::min<std::size_t>(s.dash.size(), 8);
            for (std::size_t i = 0; i < n; ++i)
                pattern[i] = HPDF_UINT16(std::max(1L, std::lround(s.dash[i])));
            HPDF_Page_SetDash(m_page, n ? pattern : nullptr, HPDF_UINT(n), 0);
            m_dash = s.dash;
        }
    }
    void fillColor(const Color &c)
    {
        if (!(c == m_fillColor)) {
            HPDF_Page_SetRGBFill(m_page, channel(c.r), channel(c.g), channel(c.b));
            m_fillColor = c;
        }
    }
    // Colours and widths cannot change while a path is being built: set them first.
    void style(const std::optional<Stroke> &stroke, const std::optional<Color> &fill)
    {
        if (stroke)
            strokeStyle(*stroke);
        if (fill)
            fillColor(*fill);
    }
    void paint(const std::optional<Stroke> &stroke, const std::optional<Color> &fill)
    {
        if (stroke && fill)
            HPDF_Page_FillStroke(m_page);
        else if (fill)
            HPDF_Page_Fill(m_page);
        else if (stroke)
            HPDF_Page_Stroke(m_page);
        else
            HPDF_Page_EndPath(m_page);
    }
    void rect(const Rect &r)
    {
        style(r.stroke, r.fill);
        HPDF_Page_Rectangle(m_page, HPDF_REAL(r.x), HPDF_REAL(m_height - r.y - r.height),
                            HPDF_REAL(r.width), HPDF_REAL(r.height));
        paint(r.stroke, r.fill);
    }
    void line(const Line &l)
    {
        strokeStyle(l.stroke);
        HPDF_Page_MoveTo(m_page, HPDF_REAL(l.x1), HPDF_REAL(m_height - l.y1));
        HPDF_Page_LineTo(m_page, HPDF_REAL(l.x2), HPDF_REAL(m_height - l.y2));
        HPDF_Page_Stroke(m_page);
    }
    void circle(const Circle &c)
    {
        style(c.stroke, c.fill);
        HPDF_Page_Circle(m_page, HPDF_REAL(c.cx), HPDF_REAL(m_height - c.cy), HPDF_REAL(c.radius));
        paint(c.stroke, c.fill);
    }
    void polygon(const Polygon &g)
    {
        if (g.points.size() < 2)
            return;
        style(g.stroke, g.fill);
        HPDF_Page_MoveTo(m_page, HPDF_REAL(g.points[0].x), HPDF_REAL(m_height - g.points[0].y));
        for (std::size_t i = 1; i < g.points.size(); ++i)
            HPDF_Page_LineTo(m_page, HPDF_REAL(g.points[i].x), HPDF_REAL(m_height - g.points[i].y));
        if (g.closed)
            HPDF_Page_ClosePath(m_page);
        paint(g.stroke, g.fill);
    }
    void text(const Text &t)
    {
        if (t.text.isEmpty())
            return;
        // The start of the line, along the (turned) baseline from the anchor.
        double shift = 0;
        if (t.align != Align::Left) {
            const double width = m_fonts.width(t.text, t.size);
            shift = t.align == Align::Center ? width / 2 : width;
        }
        // Clockwise on the page is clockwise with y down: negative in PDF's y-up space.
        const double angle = -t.rotation * std::numbers::pi / 180;
        const double cosA = std::cos(angle), sinA = std::sin(angle);
        const double x = t.x - shift * cosA;
        const double y = (m_height - t.y) - shift * sinA;
        fillColor(t.color);
        if (t.bold)
            strokeStyle(Stroke{Fonts::boldStroke(t.size), t.color, m_dash});
        HPDF_Page_BeginText(m_page);
        HPDF_Page_SetFontAndSize(m_page, m_font, HPDF_REAL(t.size));
        HPDF_Page_SetTextRenderingMode(m_page, t.bold ? HPDF_FILL_THEN_STROKE : HPDF_FILL);
        const QByteArray utf8 = t.text.toUtf8();
        if (t.rotation != 0) {
            HPDF_Page_SetTextMatrix(m_page, HPDF_REAL(cosA), HPDF_REAL(sinA), HPDF_REAL(-sinA),
                                    HPDF_REAL(cosA), HPDF_REAL(x), HPDF_REAL(y));
            HPDF_Page_ShowText(m_page, utf8.constData());
        } else {
            HPDF_Page_TextOut(m_page, HPDF_REAL(x), HPDF_REAL(y), utf8.constData());
        }
        HPDF_Page_EndText(m_page);
    }

    HPDF_Page m_page;
    HPDF_Font m_font;
    double m_height;
    const Fonts &m_fonts;
    // libharu's defaults for a new page.
    double m_lineWidth = 1;
    Color m_strokeColor = Color::black();
    Color m_fillColor = Color::black();
    std::vector<double> m_dash;
};

// libharu asks for memory through these, so that a test can make any request fail and check
// that the writer reports it instead of crashing. Per thread: documents may be written on
// several threads at once.
thread_local bool allocationsLimited = false;
thread_local std::size_t allocationsLeft = 0;

void *HPDF_STDCALL allocate(HPDF_UINT size)
{
    if (allocationsLimited) {
        if (allocationsLeft == 0)
            return nullptr;
        --allocationsLeft;
    }
    return std::malloc(size);
}

void HPDF_STDCALL release(void *memory)
{
    std::free(memory);
}

class AllocationLimit
{
public:
    explicit AllocationLimit(std::size_t limit)
    {
        allocationsLimited = limit > 0;
        allocationsLeft = limit;
    }
    ~AllocationLimit() { allocationsLimited = false; }
    AllocationLimit(const AllocationLimit &) = delete;
    AllocationLimit &operator=(const AllocationLimit &) = delete;
};

QString describe(const ErrorState &state)
{
    if (state.error == HPDF_FAILD_TO_ALLOC_MEM)
        return PrintText::tr("the PDF library ran out of memory");
    return PrintText::tr("the PDF library failed (error 0x%1, detail %2)")
        .arg(state.error, 4, 16, QLatin1Char('0'))
        .arg(state.detail);
}

// This libharu writes the text map of a UTF-8 font (codes are UTF-16 units, glyphs looked up by
// them) with `begincidrange`, which a ToUnicode map may not use: readers warn on every page. The
// map is the identity, written here as it should be, in ranges that never carry past their last
// byte (PDF 1.7, 9.10.3) and at most 100 to a block.
QByteArray identityToUnicode()
{
    QByteArray map("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
                   "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
                   "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
                   "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n");
    for (int first = 0; first < 256; first += 100) {
        const int last = std::min(256, first + 100);
        map += QByteArray::number(last - first) + " beginbfrange\n";
        for (int high = first; high < last; ++high) {
            const QByteArray h = QByteArray::number(high, 16).rightJustified(2, '0').toUpper();
            map += '<' + h + "00> <" + h + "FF> <" + h + "00>\n";
        }
        map += "endbfrange\n";
    }
    map += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
    return map;
}

// Replaces the font's text map (see identityToUnicode); false when it cannot.
bool fixToUnicode(HPDF_Font font)
{
    const auto *attr = static_cast<HPDF_FontAttr>(font->attr);
    if (!attr || !attr->cmap_stream || !attr->cmap_stream->stream)
        return false;
    HPDF_MemStream_FreeData(attr->cmap_stream->stream);
    static const QByteArray map = identityToUnicode();
    return HPDF_Stream_WriteStr(attr->cmap_stream->stream, map.constData()) == HPDF_OK;
}

} // namespace

model::Result<QByteArray> writePdf(const Document &document, const Fonts &fonts,
                                   const PdfLimits &limits)
{
    using R = model::Result<QByteArray>;
    if (document.pages.size() > limits.maxPages) {
        return R::failure(PrintText::tr("%1 pages do not fit in one PDF file, which holds at most "
                                        "%2; print fewer kinds of sheets at a time, or split the "
                                        "fleet")
                              .arg(document.pages.size())
                              .arg(limits.maxPages));
    }
    // libharu reads the font itself, by name: make sure that it is still a file it can finish.
    if (const model::Result<void> readable = model::FileAccess::checkReadable(
            fonts.path(), FontMetrics::MaxFileSize, FontMetrics::fileKinds());
        !readable) {
        return R::failure(PrintText::tr("%1: the font cannot be embedded: %2")
                              .arg(fonts.path(), readable.error()));
    }

    const AllocationLimit allocationLimit(limits.allocations);
    ErrorState state;
    const auto failed = [&state] {
        return state.error != HPDF_OK;
    };
    std::unique_ptr<std::remove_pointer_t<HPDF_Doc>, DocDeleter> doc(
        HPDF_NewEx(onError, allocate, release, 0, &state));
    if (!doc)
        return R::failure(PrintText::tr("the PDF library could not start"));
    HPDF_SetCompressionMode(doc.get(), HPDF_COMP_ALL);
    HPDF_UseUTFEncodings(doc.get());
    HPDF_SetCurrentEncoder(doc.get(), "UTF-8");
    HPDF_SetInfoAttr(doc.get(), HPDF_INFO_CREATOR, "Fleetwright");
    // Info strings are not UTF-8 in this libharu: only a plain ASCII title is set.
    const bool asciiTitle = std::all_of(document.title.begin(), document.title.end(), [](QChar c) {
        return c.unicode() >= 0x20 && c.unicode() < 0x7F;
    });
    if (asciiTitle && !document.title.isEmpty())
        HPDF_SetInfoAttr(doc.get(), HPDF_INFO_TITLE, document.title.toLatin1().constData());
    if (failed())
        return R::failure(describe(state));
    const QByteArray fontPath = QFile::encodeName(fonts.path());
    const char *fontName = HPDF_LoadTTFontFromFile(doc.get(), fontPath.constData(), HPDF_TRUE);
    HPDF_Font font = fontName && !failed() ? HPDF_GetFont(doc.get(), fontName, "UTF-8") : nullptr;
    if (failed() || !font || !fixToUnicode(font)) {
        return R::failure(PrintText::tr("%1: the font cannot be embedded: %2")
                              .arg(fonts.path(), describe(state)));
    }
    for (std::size_t n = 0; n < document.pages.size(); ++n) {
        const Page &page = document.pages[n];
        HPDF_Page p = HPDF_AddPage(doc.get());
        if (p) {
            HPDF_Page_SetWidth(p, HPDF_REAL(page.width));
            HPDF_Page_SetHeight(p, HPDF_REAL(page.height));
        }
        // A failed step stops the page at once: nothing is drawn with a broken state.
        Painter painter(p, font, page.height, fonts);
        for (auto item = page.items.begin(); p && !failed() && item != page.items.end(); ++item)
            painter.draw(*item);
        if (!p || failed())
            return R::failure(PrintText::tr("page %1: %2").arg(n + 1).arg(describe(state)));
    }
    if (HPDF_SaveToStream(doc.get()) != HPDF_OK || failed())
        return R::failure(describe(state));
    QByteArray bytes;
    bytes.resize(qsizetype(HPDF_GetStreamSize(doc.get())));
    HPDF_UINT32 size = HPDF_UINT32(bytes.size());
    HPDF_ResetStream(doc.get());
    HPDF_ReadFromStream(doc.get(), reinterpret_cast<HPDF_BYTE *>(bytes.data()), &size);
    // Reading the whole stream ends with HPDF_STREAM_EOF, which is not a failure.
    if ((failed() && state.error != HPDF_STREAM_EOF) || bytes.isEmpty())
        return R::failure(describe(state));
    bytes.resize(size);
    return bytes;
}

} // namespace fw::templates
