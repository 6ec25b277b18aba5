#pragma once

#include <templates/core/DisplayList.h>
#include <templates/core/Fonts.h>

#include <QAbstractScrollArea>
#include <QImage>
#include <QRectF>

#include <memory>
#include <vector>

namespace fw::app {

// Pages of a printout as they come out of the printer: white sheets with a shadow on grey, one
// under the other, drawn by the same painter as printing and PNG export. Zooms to the width of
// the view (the default) or to a fixed scale (Ctrl+wheel, zoomIn(), zoomOut(), 100 % = real
// size), marks the items of one id (the selected ship) and tells which page is in view.
class PreviewWidget : public QAbstractScrollArea
{
    Q_OBJECT

public:
    static constexpr double MinZoom = 0.1;
    static constexpr double MaxZoom = 8.0;

    explicit PreviewWidget(QWidget *parent = nullptr);
    ~PreviewWidget() override;

    // Shows `document` drawn with `fonts`, keeping the scroll position; null shows no pages.
    void setDocument(std::shared_ptr<const templates::Document> document,
                     const templates::Fonts *fonts);
    const templates::Document *document() const { return m_document.get(); }
    int pageCount() const;
    // Shown in the middle when there are no pages.
    void setPlaceholderText(const QString &text);
    QString placeholderText() const { return m_placeholder; }

    // The page in view: the one last scrolled to, or the one filling most of the view.
    int currentPage() const { return m_current; }
    void showPage(int page);
    // Marks the items whose id is `prefix` or starts with `prefix`- (none: empty), and scrolls
    // them into view when `scroll`. Returns the page that holds them, or -1.
    int highlight(const QString &prefix, bool scroll);
    QString highlighted() const { return m_highlight; }

    // Zoom: device-independent pixels per point, relative to the real size (1 = 100 %).
    double zoom() const;
    bool fitsWidth() const { return m_fitWidth; }
    void setZoom(double zoom);
    // setZoom, then the highlighted items (the selected ship's sheet) in sight, from their top
    // left: a chosen zoom (Actual Size, a percentage) shows them, not the blank middle of a page.
    void setZoomOnHighlight(double zoom);
    void setFitWidth();
    void zoomIn();
    void zoomOut();

    // Where page `page` is drawn, in viewport coordinates (tests, hit testing).
    QRectF pageRect(int page) const;
    // The id of the topmost item with an id under `pos` (viewport coordinates), or "".
    QString itemAt(const QPoint &pos) const;

Q_SIGNALS:
    void currentPageChanged(int page);
    void zoomChanged();
    void itemClicked(const QString &id);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    double pixelsPerPoint() const;
    // Lays the pages out at the current scale and sets the scroll bars.
    void layoutPages();
    // Zooms to `zoom`, keeping the point at `anchor` (viewport coordinates) where it is.
    void zoomAround(double zoom, const QPoint &anchor);
    void scrollTo(const QRectF &contentRect);
    void updateCurrentPage();
    void setCurrentPage(int page);
    const QImage &pageImage(int page);

    std::shared_ptr<const templates::Document> m_document;
    const templates::Fonts *m_fonts = nullptr;
    QString m_placeholder;
    std::vector<QRectF> m_pages;  // content coordinates, pixels
    std::vector<QImage> m_images; // rendered pages at m_imageScale, those near the view only
    double m_imageScale = 0;
    QString m_highlight;
    std::vector<QRectF> m_marks; // by page, in points; null: nothing on that page
    double m_zoom = 1.0;
    bool m_fitWidth = true;
    int m_current = -1;
    bool m_pinned = false;    // m_current was chosen by showPage(), not by scrolling
    bool m_scrolling = false; // the scroll bars are moved by the widget itself
};

} // namespace fw::app
