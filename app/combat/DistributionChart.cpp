#include "DistributionChart.h"
#include "Percent.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace fw::app {

namespace {

constexpr int Pad = 6;

// Floor division for negative values too.
std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    const std::int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

// A tick step for the y axis, in shares: 1, 2, 2.5 or 5 times a power of ten, so that about
// three ticks fit under `top`.
double niceStep(double top)
{
    const double raw = top / 3;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double f : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (f * magnitude >= raw)
            return f * magnitude;
    }
    return 10 * magnitude;
}

} // namespace

DistributionChart::DistributionChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void DistributionChart::setBars(std::vector<Bar> bars, const QString &xTitle)
{
    m_bars = std::move(bars);
    m_xTitle = xTitle;
    m_maxShare = 0;
    for (const Bar &bar : m_bars)
        m_maxShare = std::max(m_maxShare, bar.share);
    QStringList parts;
    for (const Bar &bar : m_bars) {
        if (bar.share > 0)
            parts << describeBar(bar);
    }
    setAccessibleDescription(parts.join(QLatin1String("; ")));
    update();
}

void DistributionChart::clear(const QString &placeholder)
{
    m_placeholder = placeholder;
    setBars({}, QString());
}

void DistributionChart::setSigned(bool isSigned, const QString &negative, const QString &positive)
{
    m_signed = isSigned;
    m_negative = negative;
    m_positive = positive;
    update();
}

std::vector<DistributionChart::Bar>
DistributionChart::histogram(const std::vector<std::int32_t> &values, int maxBars)
{
    if (values.empty())
        return {};
    // 0 is always in the range, so the zero line shows how far from even the battles were.
    const auto [lowIt, highIt] = std::minmax_element(values.begin(), values.end());
    const std::int64_t low = std::min<std::int64_t>(*lowIt, 0);
    const std::int64_t high = std::max<std::int64_t>(*highIt, 0);
    std::int64_t step = 0;
    for (std::int32_t v : values)
        step = std::gcd(step, std::int64_t(std::abs(std::int64_t(v))));
    if (step == 0)
        step = 1;
    // Bar k covers [k·width − half, k·width − half + width − 1]; an odd multiple of the common
    // step keeps the same number of possible values in every bar.
    maxBars = std::max(1, maxBars);
    std::int64_t m = std::max<std::int64_t>(1, (high - low) / (step * maxBars));
    if (m % 2 == 0)
        ++m;
    std::int64_t width = 0, half = 0, first = 0, last = 0;
    for (;; m += 2) {
        width = step * m;
        half = width / 2;
        first = floorDiv(low + half, width);
        last = floorDiv(high + half, width);
        if (last - first + 1 <= maxBars)
            break;
    }
    std::vector<std::int64_t> counts(std::size_t(last - first + 1), 0);
    for (std::int32_t v : values)
        ++counts[std::size_t(floorDiv(v + half, width) - first)];
    std::vector<Bar> bars;
    bars.reserve(counts.size());
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const std::int64_t k = first + std::int64_t(i);
        bars.push_back({int(k * width - half), int(k * width - half + width - 1),
                        double(counts[i]) / double(values.size())});
    }
    return bars;
}

QRectF DistributionChart::plotArea() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(percentText(1.0)) + 2 * Pad;
    // The tick labels and the title; the captions' own line when they do not fit beside it.
    double bottom = 2 * fm.height() + 2 * Pad + 4;
    if (!captionsOnOneLine())
        bottom += fm.height() + 2;
    return QRectF(left, Pad + fm.height() / 2.0, width() - left - 2 * Pad,
                  height() - bottom - Pad - fm.height() / 2.0);
}

bool DistributionChart::captionsOnOneLine() const
{
    if (!m_signed || (m_negative.isEmpty() && m_positive.isEmpty()))
        return true;
    const QFontMetrics fm(font());
    const double areaWidth = width() - fm.horizontalAdvance(percentText(1.0)) - 4 * Pad;
    const double gap = 2 * fm.horizontalAdvance(QLatin1Char(' '));
    const double side
        = std::max(fm.horizontalAdvance(m_negative), fm.horizontalAdvance(m_positive));
    return fm.horizontalAdvance(m_xTitle) / 2.0 + gap + side <= areaWidth / 2;
}

DistributionChart::Captions DistributionChart::captions() const
{
    const QFontMetrics fm(font());
    const QRectF area = plotArea();
    const double labelY = area.bottom() + 4;
    const double lineHeight = fm.height();
    Captions c;
    const double titleWidth = std::min<double>(fm.horizontalAdvance(m_xTitle), area.width());
    const double titleY = labelY + lineHeight + 2;
    c.title = QRectF(area.center().x() - titleWidth / 2, titleY, titleWidth, lineHeight);
    if (!m_signed)
        return c;
    const bool oneLine = captionsOnOneLine();
    const double y = oneLine ? titleY : titleY + lineHeight + 2;
    // On a line of their own, each caption has half the width, less a gap in the middle.
    const int half = int(area.width() / 2 - fm.horizontalAdvance(QLatin1Char(' ')));
    c.negativeText = oneLine ? m_negative : fm.elidedText(m_negative, Qt::ElideRight, half);
    c.positiveText = oneLine ? m_positive : fm.elidedText(m_positive, Qt::ElideLeft, half);
    const double negativeWidth = fm.horizontalAdvance(c.negativeText);
    const double positiveWidth = fm.horizontalAdvance(c.positiveText);
    c.negative = QRectF(area.left(), y, negativeWidth, lineHeight);
    c.positive = QRectF(area.right() - positiveWidth, y, positiveWidth, lineHeight);
    return c;
}

int DistributionChart::barAt(const QPointF &pos) const
{
    const QRectF area = plotArea();
    if (m_bars.empty() || !area.adjusted(0, 0, 0, 4).contains(pos))
        return -1;
    const int i = int((pos.x() - area.left()) / area.width() * double(m_bars.size()));
    return i >= 0 && i < int(m_bars.size()) ? i : -1;
}

QString DistributionChart::describeBar(const Bar &bar) const
{
    const QString values
        = bar.from == bar.to ? QString::number(bar.from) : tr("%1 to %2").arg(bar.from).arg(bar.to);
    return tr("%1 %2: %3").arg(m_xTitle, values, percentText(bar.share));
}

bool DistributionChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = barAt(help->pos());
        if (i >= 0)
            QToolTip::showText(help->globalPos(), describeBar(m_bars[std::size_t(i)]), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void DistributionChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.base());
    p.setPen(pal.color(QPalette::Mid));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    if (m_bars.empty() || m_maxShare <= 0) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(Pad, Pad, -Pad, -Pad), Qt::AlignCenter | Qt::TextWordWrap,
                   m_placeholder);
        return;
    }

    const QFontMetrics fm(font());
    const QRectF area = plotArea();
    const QColor text = pal.color(QPalette::Text);
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(90);

    // The y axis: shares of all outcomes, with a few round ticks.
    const double step = niceStep(m_maxShare);
    const double top = std::ceil(m_maxShare / step - 1e-9) * step;
    const auto yOf = [&](double share) {
        return area.bottom() - share / top * area.height();
    };
    for (double s = 0; s <= top + step / 2; s += step) {
        const double y = yOf(s);
        p.setPen(grid);
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        p.setPen(text);
        p.drawText(QRectF(0, y - fm.height() / 2.0, area.left() - Pad, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, percentText(s));
    }

    // The bars, side by side over the whole range of values.
    const double n = double(m_bars.size());
    const double slot = area.width() / n;
    const double gap = slot > 6 ? 1.0 : 0.0;
    const QColor positive(41, 128, 185), negative(192, 57, 43), neutral(127, 140, 141);
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const Bar &bar = m_bars[i];
        if (bar.share <= 0)
            continue;
        QColor color = pal.color(QPalette::Highlight);
        if (m_signed) {
            const double centre = (double(bar.from) + double(bar.to)) / 2;
            color = centre > 0 ? positive : centre < 0 ? negative : neutral;
        }
        const double y = yOf(bar.share);
        p.fillRect(
            QRectF(area.left() + double(i) * slot + gap, y, slot - 2 * gap, area.bottom() - y),
            color);
    }
    p.setPen(text);
    p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()));
    p.drawLine(QPointF(area.left(), area.top()), QPointF(area.left(), area.bottom()));

    // Tick labels under the bars: as many as fit, always the first, the last and the zero bar.
    const auto centreOf = [&](std::size_t i) {
        return area.left() + (double(i) + 0.5) * slot;
    };
    // A bar's label is the value in its middle (histogram() centres bars on k·width).
    const auto labelOf = [&](const Bar &bar) {
        return QString::number(bar.from + (bar.to - bar.from + 1) / 2);
    };
    int widest = 0;
    for (const Bar &bar : m_bars)
        widest = std::max(widest, fm.horizontalAdvance(labelOf(bar)));
    const int every = std::max(1, int(std::ceil((widest + 2 * Pad) / slot)));
    std::size_t zero = m_bars.size();
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        if (m_bars[i].from <= 0 && m_bars[i].to >= 0)
            zero = i;
    }
    const double labelY = area.bottom() + 4;
    std::vector<std::size_t> ticks;
    if (zero < m_bars.size()) {
        // Count outwards from zero so that 0 always has a label.
        for (std::size_t i = zero % std::size_t(every); i < m_bars.size(); i += std::size_t(every))
            ticks.push_back(i);
    } else {
        for (std::size_t i = 0; i < m_bars.size(); i += std::size_t(every))
            ticks.push_back(i);
    }
    for (std::size_t i : ticks) {
        const double x = centreOf(i);
        p.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3));
        p.drawText(QRectF(x - widest, labelY, 2.0 * widest, fm.height()), Qt::AlignCenter,
                   labelOf(m_bars[i]));
    }

    // The zero line, dashed, through the middle of the bar that holds 0.
    if (m_signed && zero < m_bars.size()) {
        QPen pen(text, 1, Qt::DashLine);
        p.setPen(pen);
        const double x = centreOf(zero);
        p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }

    // The axis title, with the meaning of each direction for a signed chart.
    const Captions c = captions();
    p.setPen(text);
    p.drawText(c.title, Qt::AlignHCenter | Qt::AlignVCenter,
               fm.elidedText(m_xTitle, Qt::ElideRight, int(std::ceil(c.title.width()))));
    if (m_signed) {
        p.setPen(negative.darker(120));
        p.drawText(c.negative, Qt::AlignLeft | Qt::AlignVCenter, c.negativeText);
        p.setPen(positive.darker(120));
        p.drawText(c.positive, Qt::AlignRight | Qt::AlignVCenter, c.positiveText);
    }
}

} // namespace fw::app
