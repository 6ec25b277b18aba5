#pragma once

#include <model/core/Result.h>

#include <QString>
#include <QStringView>

#include <cstdint>
#include <vector>

namespace fw::templates {

// Advance widths of a TrueType font, read from its own tables (cmap, hmtx, hhea, head), so
// that layouts measure text exactly as the PDF, SVG and screen outputs draw it, without a GUI.
// No kerning and no shaping: none of the outputs apply any.
class FontMetrics
{
public:
    // Font files are read whole: larger ones (no font the sheets use comes close) are refused.
    static constexpr qint64 MaxFileSize = 32 * 1024 * 1024;
    static QString fileKinds(); // "font files", translated

    static model::Result<FontMetrics> load(const QString &path);
    static model::Result<FontMetrics> fromData(const QByteArray &data, const QString &name);

    // Width of `text` at `size` points, in points.
    double width(QStringView text, double size) const { return points(units(text), size); }
    // The same in thousandths of the size: whole numbers, so the units of a text are exactly
    // the sum of its parts' and a growing line is measured by adding, never from its start.
    // A lone surrogate counts as U+FFFD, as in QString::toUcs4().
    double units(QStringView text) const;
    double advance(char32_t c) const;
    static double points(double units, double size) { return units * size / 1000; }
    // Height above and depth below the baseline at `size` points (both positive).
    double ascent(double size) const { return size * m_ascent / m_unitsPerEm; }
    double descent(double size) const { return size * m_descent / m_unitsPerEm; }
    // Whether the font has a glyph for the character.
    bool covers(char32_t c) const { return glyph(c) != 0; }
    const QString &path() const { return m_path; }
    // The font file as it was read: screen output draws from these bytes, not from the path.
    const QByteArray &data() const { return m_data; }

private:
    std::uint16_t glyph(char32_t c) const;

    QString m_path;
    QByteArray m_data;
    double m_unitsPerEm = 1000;
    double m_ascent = 0;
    double m_descent = 0;
    std::vector<std::uint16_t> m_advances; // by glyph id
    std::vector<std::uint16_t> m_bmp;      // glyph id by BMP code point
};

} // namespace fw::templates
