#pragma once

#include <QString>
#include <QWidget>

#include <cstdint>
#include <vector>

namespace fw::app {

// A small bar chart of a distribution over integers, drawn with QPainter: the margin of victory
// over many battles, or the damage of one attack. Each bar covers the values from..to and shows
// the share of outcomes there; hovering a bar tells its numbers.
class DistributionChart : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        int from = 0;
        int to = 0;
        double share = 0; // 0..1
    };

    explicit DistributionChart(QWidget *parent = nullptr);

    // Bars in increasing order of value; the title goes under the x axis.
    void setBars(std::vector<Bar> bars, const QString &xTitle);
    void clear(const QString &placeholder = QString());
    const std::vector<Bar> &bars() const { return m_bars; }
    // Marks the zero line and colours the bars by sign: right of zero is side A's, left side
    // B's, with the labels under the axis.
    void setSigned(bool isSigned, const QString &negative = {}, const QString &positive = {});

    // Counts integer values into at most `maxBars` equally wide bars centred on multiples of
    // the width, so that 0 sits in the middle of its own bar and values that share a common
    // step (5, 10, ...) fall evenly into the bars.
    static std::vector<Bar> histogram(const std::vector<std::int32_t> &values, int maxBars = 41);

    // Where the texts under the x axis go, in widget coordinates: the axis title, centred, and
    // for a signed chart the two directions' captions at the left and right. They share one line
    // when they fit side by side; otherwise the captions take a line of their own under the
    // title, each cut to its half. Rectangles are as wide as the texts drawn in them.
    struct Captions
    {
        QRectF title, negative, positive;
        QString negativeText, positiveText; // as drawn (cut with an ellipsis if need be)
    };
    Captions captions() const;

    QSize sizeHint() const override { return {420, 220}; }
    QSize minimumSizeHint() const override { return {240, 150}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF plotArea() const;
    // Whether the title and the two captions fit on one line beside each other.
    bool captionsOnOneLine() const;
    int barAt(const QPointF &pos) const;
    QString describeBar(const Bar &bar) const;

    std::vector<Bar> m_bars;
    QString m_xTitle;
    QString m_placeholder;
    bool m_signed = false;
    QString m_negative, m_positive;
    double m_maxShare = 0;
};

} // namespace fw::app
