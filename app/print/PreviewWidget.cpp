#include "PreviewWidget.h"

#include "PrintSession.h"

#include <templates/painter/PagePainter.h>

#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <variant>

namespace fw::app {

namespace {

constexpr int PageMargin = 16; // around the pages, pixels
constexpr int PageGap = 16;    // between pages
constexpr int ShadowOffset = 3;
constexpr double ZoomStep = 1.25;

bool same(const templates::Rect &a, const templates::Rect &b)
{
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height
           && a.stroke == b.stroke && a.fill == b.fill;
}

bool same(const templates::Line &a, const templates::Line &b)
{
    return a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2 && a.stroke == b.stroke;
}

bool same(const templates::Circle &a, const templates::Circle &b)
{
    return a.cx == b.cx && a.cy == b.cy && a.radius == b.radius && a.stroke == b.stroke
           && a.fill == b.fill;
}

bool same(const templates::Text &a, const templates::Text &b)
{
    return a.x == b.x && a.y == b.y && a.text == b.text && a.size == b.size && a.bold == b.bold
           && a.align == b.align && a.color == b.color;
}

bool same(const templates::Polygon &a, const templates::Polygon &b)
{
    return a.points == b.points && a.closed == b.closed && a.stroke == b.stroke && a.fill == b.fill;
}

// Whether two pages look the same (then a page drawn before can be shown again).
bool samePage(const templates::Page &a, const templates::Page &b)
{
    if (a.width != b.width || a.height != b.height || a.items.size() != b.items.size())
        return false;
    for (std::size_t i = 0; i < a.items.size(); ++i) {
        const auto &other = b.items[i].shape;
        if (a.items[i].shape.index() != other.index()
            || !std::visit(
                [&other](const auto &shape) {
                    return same(shape, std::get<std::decay_t<decltype(shape)>>(other));
                },
                a.items[i].shape))
            return false;
    }
    return true;
}

} // namespace

PreviewWidget::PreviewWidget(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("printPreview"));
    // Always there, so fitting the width never makes the bar come and go.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    QPalette p = viewport()->palette();
    p.setColor(QPalette::Base, QColor(0x72, 0x76, 0x7a));
    viewport()->setPalette(p);
    viewport()->setBackgroundRole(QPalette::Base);
    verticalScrollBar()->setSingleStep(24);
    horizontalScrollBar()->setSingleStep(24);
}

PreviewWidget::~PreviewWidget() = default;

int PreviewWidget::pageCount() const
{
    return m_document ? int(m_document->pages.size()) : 0;
}

void PreviewWidget::setPlaceholderText(const QString &text)
{
    m_placeholder = text;
    viewport()->update();
}

void PreviewWidget::setDocument(std::shared_ptr<const templates::Document> document,
                                const templates::Fonts *fonts)
{
    const int scrollY = verticalScrollBar()->value();
    const int scrollX = horizontalScrollBar()->value();
    // Pages that did not change keep their pictures: an edit redraws only the pages it touched.
    std::vector<QImage> kept(document ? document->pages.size() : 0);
    if (m_document && document && fonts == m_fonts) {
        for (std::size_t p = 0; p < std::min(kept.size(), m_images.size()); ++p) {
            if (!m_images[p].isNull() && samePage(m_document->pages[p], document->pages[p]))
                kept[p] = m_images[p];
        }
    }
    m_document = std::move(document);
    m_fonts = fonts;
    m_images = std::move(kept);
    layoutPages();
    m_scrolling = true;
    verticalScrollBar()->setValue(scrollY);
    horizontalScrollBar()->setValue(scrollX);
    m_scrolling = false;
    highlight(m_highlight, false);
    if (!m_pinned || m_current >= pageCount())
        updateCurrentPage();
    viewport()->update();
}

double PreviewWidget::pixelsPerPoint() const
{
    const double realSize = logicalDpiX() / templates::pointsPerInch;
    if (!m_fitWidth || !m_document || m_document->pages.empty())
        return m_zoom * realSize;
    double widest = 0;
    for (const templates::Page &page : m_document->pages)
        widest = std::max(widest, page.width);
    const double fit
        = (viewport()->width() - 2 * PageMargin - ShadowOffset) / std::max(1.0, widest);
    return std::clamp(fit, MinZoom * realSize, MaxZoom * realSize);
}

double PreviewWidget::zoom() const
{
    return pixelsPerPoint() / (logicalDpiX() / templates::pointsPerInch);
}

void PreviewWidget::layoutPages()
{
    const double scale = pixelsPerPoint();
    m_pages.clear();
    double y = PageMargin;
    double widest = 0;
    const int count = pageCount();
    for (int i = 0; i < count; ++i) {
        const templates::Page &page = m_document->pages[std::size_t(i)];
        const QSizeF size(std::ceil(page.width * scale), std::ceil(page.height * scale));
        m_pages.emplace_back(QPointF(0, y), size);
        y += size.height() + PageGap;
        widest = std::max(widest, size.width());
    }
    const int contentWidth = int(widest) + 2 * PageMargin + ShadowOffset;
    const int contentHeight = count > 0 ? int(y) - PageGap + PageMargin : 0;
    const int areaWidth = std::max(contentWidth, viewport()->width());
    for (QRectF &rect : m_pages)
        rect.moveLeft(std::floor((areaWidth - rect.width()) / 2));

    const bool was = m_scrolling;
    m_scrolling = true;
    verticalScrollBar()->setRange(0, std::max(0, contentHeight - viewport()->height()));
    verticalScrollBar()->setPageStep(viewport()->height());
    horizontalScrollBar()->setRange(0, std::max(0, contentWidth - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    m_scrolling = was;
    if (scale != m_imageScale) {
        m_images.clear();
        m_imageScale = scale;
    }
    viewport()->update();
}

QRectF PreviewWidget::pageRect(int page) const
{
    if (page < 0 || page >= int(m_pages.size()))
        return {};
    return m_pages[std::size_t(page)].translated(-horizontalScrollBar()->value(),
                                                 -verticalScrollBar()->value());
}

const QImage &PreviewWidget::pageImage(int page)
{
    m_images.resize(m_pages.size());
    QImage &image = m_images[std::size_t(page)];
    if (image.isNull()) {
        const double ratio = devicePixelRatioF();
        image = templates::PagePainter::render(m_document->pages[std::size_t(page)], *m_fonts,
                                               templates::pointsPerInch * m_imageScale * ratio);
        image.setDevicePixelRatio(ratio);
    }
    return image;
}

void PreviewWidget::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    painter.fillRect(event->rect(), viewport()->palette().color(QPalette::Base));
    if (pageCount() == 0 || !m_fonts) {
        painter.setPen(QColor(0xf0, 0xf0, 0xf0));
        painter.drawText(
            viewport()->rect().adjusted(PageMargin, PageMargin, -PageMargin, -PageMargin),
            Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    const QColor mark = palette().color(QPalette::Highlight);
    int first = -1, last = -1;
    for (int i = 0; i < int(m_pages.size()); ++i) {
        const QRectF rect = pageRect(i);
        if (!rect.adjusted(0, 0, ShadowOffset, ShadowOffset).intersects(event->rect()))
            continue;
        first = first < 0 ? i : first;
        last = i;
        painter.fillRect(rect.translated(ShadowOffset, ShadowOffset), QColor(0, 0, 0, 90));
        painter.drawImage(rect.topLeft(), pageImage(i));
        if (i < int(m_marks.size()) && !m_marks[std::size_t(i)].isNull()) {
            const QRectF &m = m_marks[std::size_t(i)];
            const QRectF area(rect.x() + m.x() * m_imageScale, rect.y() + m.y() * m_imageScale,
                              m.width() * m_imageScale, m.height() * m_imageScale);
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setPen(QPen(mark, 1.5));
            QColor fill = mark;
            fill.setAlpha(40);
            painter.setBrush(fill);
            painter.drawRoundedRect(area.adjusted(-3, -2, 3, 2), 2, 2);
        }
    }
    // Keep the pages in view and their neighbours; the others are drawn again when needed.
    for (int i = 0; i < int(m_images.size()); ++i) {
        if (first < 0 || i < first - 1 || i > last + 1)
            m_images[std::size_t(i)] = QImage();
    }
}

void PreviewWidget::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    if (m_fitWidth) {
        zoomAround(m_zoom, QPoint(viewport()->width() / 2, 0));
    } else {
        layoutPages();
    }
}

void PreviewWidget::zoomAround(double zoom, const QPoint &anchor)
{
    // The page point under the anchor stays under it.
    const QPointF content
        = anchor + QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value());
    const double before = pixelsPerPoint();
    int page = -1;
    for (int i = 0; i < int(m_pages.size()); ++i) {
        page = i;
        if (m_pages[std::size_t(i)].bottom() + PageGap >= content.y())
            break;
    }
    const QPointF inPage
        = page >= 0 ? (content - m_pages[std::size_t(page)].topLeft()) / before : QPointF();

    m_zoom = std::clamp(zoom, MinZoom, MaxZoom);
    layoutPages();
    if (page >= 0) {
        const QPointF moved = m_pages[std::size_t(page)].topLeft() + inPage * m_imageScale;
        m_scrolling = true;
        horizontalScrollBar()->setValue(int(std::lround(moved.x() - anchor.x())));
        verticalScrollBar()->setValue(int(std::lround(moved.y() - anchor.y())));
        m_scrolling = false;
    }
    if (!m_pinned)
        updateCurrentPage();
    Q_EMIT zoomChanged();
}

void PreviewWidget::setZoom(double zoom)
{
    const double current = this->zoom();
    m_fitWidth = false;
    m_zoom = current;
    zoomAround(zoom, QPoint(viewport()->width() / 2, viewport()->height() / 2));
}

void PreviewWidget::setZoomOnHighlight(double zoom)
{
    setZoom(zoom);
    if (!m_highlight.isEmpty())
        highlight(m_highlight, true);
}

void PreviewWidget::setFitWidth()
{
    m_fitWidth = true;
    zoomAround(m_zoom, QPoint(viewport()->width() / 2, 0));
}

void PreviewWidget::zoomIn()
{
    setZoom(zoom() * ZoomStep);
}

void PreviewWidget::zoomOut()
{
    setZoom(zoom() / ZoomStep);
}

void PreviewWidget::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0) {
        const double target = zoom() * std::pow(1.15, steps);
        m_fitWidth = false;
        m_zoom = zoom();
        zoomAround(target, event->position().toPoint());
    }
    event->accept();
}

QString PreviewWidget::itemAt(const QPoint &pos) const
{
    if (!m_fonts)
        return {};
    for (int i = 0; i < int(m_pages.size()); ++i) {
        const QRectF rect = pageRect(i);
        if (!rect.contains(pos))
            continue;
        const QPointF point = (QPointF(pos) - rect.topLeft()) / m_imageScale;
        const auto &items = m_document->pages[std::size_t(i)].items;
        for (auto it = items.rbegin(); it != items.rend(); ++it) {
            if (!it->id.isEmpty()
                && itemBounds(*it, *m_fonts).adjusted(-1, -1, 1, 1).contains(point))
                return it->id;
        }
    }
    return {};
}

void PreviewWidget::mousePressEvent(QMouseEvent *event)
{
    QAbstractScrollArea::mousePressEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const QString id = itemAt(event->position().toPoint());
    if (!id.isEmpty())
        Q_EMIT itemClicked(id);
}

void PreviewWidget::scrollContentsBy(int dx, int dy)
{
    Q_UNUSED(dx);
    Q_UNUSED(dy);
    viewport()->update();
    if (!m_scrolling) {
        m_pinned = false;
        updateCurrentPage();
    }
}

void PreviewWidget::updateCurrentPage()
{
    // The page that fills most of the view.
    int best = -1;
    double most = -1;
    for (int i = 0; i < int(m_pages.size()); ++i) {
        const double shown = pageRect(i).intersected(QRectF(viewport()->rect())).height();
        if (shown > most) {
            most = shown;
            best = i;
        }
    }
    setCurrentPage(best);
}

void PreviewWidget::setCurrentPage(int page)
{
    if (page == m_current)
        return;
    m_current = page;
    Q_EMIT currentPageChanged(page);
}

void PreviewWidget::scrollTo(const QRectF &contentRect)
{
    m_scrolling = true;
    verticalScrollBar()->setValue(int(std::lround(contentRect.y())));
    if (contentRect.width() > viewport()->width()
        || contentRect.x() < horizontalScrollBar()->value()
        || contentRect.right() > horizontalScrollBar()->value() + viewport()->width())
        horizontalScrollBar()->setValue(int(std::lround(contentRect.x())));
    m_scrolling = false;
}

void PreviewWidget::showPage(int page)
{
    if (page < 0 || page >= int(m_pages.size()))
        return;
    scrollTo(m_pages[std::size_t(page)].adjusted(-PageMargin, -PageMargin, 0, 0));
    m_pinned = true;
    setCurrentPage(page);
}

int PreviewWidget::highlight(const QString &prefix, bool scroll)
{
    m_highlight = prefix;
    m_marks.assign(m_pages.size(), QRectF());
    int page = -1;
    if (!prefix.isEmpty() && m_fonts) {
        for (int i = 0; i < int(m_pages.size()); ++i) {
            m_marks[std::size_t(i)]
                = itemsBounds(m_document->pages[std::size_t(i)], prefix, *m_fonts);
            if (page < 0 && !m_marks[std::size_t(i)].isNull())
                page = i;
        }
    }
    viewport()->update();
    if (!scroll || page < 0)
        return page;

    const QRectF &m = m_marks[std::size_t(page)];
    const QRectF pageArea = m_pages[std::size_t(page)];
    const QRectF content(pageArea.x() + m.x() * m_imageScale, pageArea.y() + m.y() * m_imageScale,
                         m.width() * m_imageScale, m.height() * m_imageScale);
    const QRectF view(horizontalScrollBar()->value(), verticalScrollBar()->value(),
                      viewport()->width(), viewport()->height());
    if (page == m_current && view.contains(content))
        return page; // already in sight: the view stays still
    if (content.bottom() - pageArea.top() + PageMargin + PageGap <= viewport()->height()) {
        showPage(page); // the top of the page, with the items in sight
    } else {
        const double above = std::max(0.0, (viewport()->height() - content.height()) / 3);
        scrollTo(QRectF(pageArea.x() - PageMargin, content.y() - above, pageArea.width(), 1));
        m_pinned = true;
        setCurrentPage(page);
    }
    // A page wider than the view: the items' left edge in sight (a card on the right half of
    // the page, say), not the page's.
    const int left = horizontalScrollBar()->value();
    if (content.x() < left
        || content.x() + std::min<double>(content.width(), viewport()->width())
               > left + viewport()->width()) {
        m_scrolling = true;
        horizontalScrollBar()->setValue(int(std::lround(content.x() - PageMargin)));
        m_scrolling = false;
    }
    return page;
}

} // namespace fw::app
