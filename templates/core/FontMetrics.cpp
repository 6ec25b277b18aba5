#include "FontMetrics.h"

#include <model/io/FileAccess.h>

#include <QCoreApplication>

#include <algorithm>

namespace fw::templates {

namespace {

class FontText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

// Big-endian reads with bounds checks: a damaged font gives an error, never a crash.
struct Reader
{
    const QByteArray &data;
    bool ok = true;

    quint32 u32(qsizetype at)
    {
        if (at < 0 || at + 4 > data.size()) {
            ok = false;
            return 0;
        }
        const auto *p = reinterpret_cast<const unsigned char *>(data.constData() + at);
        return (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | p[3];
    }
    quint16 u16(qsizetype at)
    {
        if (at < 0 || at + 2 > data.size()) {
            ok = false;
            return 0;
        }
        const auto *p = reinterpret_cast<const unsigned char *>(data.constData() + at);
        return quint16((p[0] << 8) | p[1]);
    }
    qint16 s16(qsizetype at) { return qint16(u16(at)); }
};

} // namespace

QString FontMetrics::fileKinds()
{
    return FontText::tr("font files");
}

model::Result<FontMetrics> FontMetrics::load(const QString &path)
{
    const model::Result<QByteArray> bytes = model::FileAccess::read(path, MaxFileSize, fileKinds());
    if (!bytes) {
        return model::Result<FontMetrics>::failure(
            FontText::tr("%1: the font cannot be read: %2").arg(path, bytes.error()));
    }
    return fromData(bytes.value(), path);
}

model::Result<FontMetrics> FontMetrics::fromData(const QByteArray &data, const QString &name)
{
    using R = model::Result<FontMetrics>;
    Reader r{data};
    const quint32 version = r.u32(0);
    if (version != 0x00010000 && version != 0x74727565) // TrueType outlines only
        return R::failure(FontText::tr("%1: not a TrueType font").arg(name));
    const int tables = r.u16(4);
    qsizetype cmap = -1, hmtx = -1, hhea = -1, head = -1, maxp = -1;
    for (int i = 0; i < tables; ++i) {
        const qsizetype entry = 12 + 16 * i;
        const quint32 tag = r.u32(entry);
        const qsizetype offset = r.u32(entry + 8);
        switch (tag) {
        case 0x636D6170:
            cmap = offset;
            break; // 'cmap'
        case 0x686D7478:
            hmtx = offset;
            break; // 'hmtx'
        case 0x68686561:
            hhea = offset;
            break; // 'hhea'
        case 0x68656164:
            head = offset;
            break; // 'head'
        case 0x6D617870:
            maxp = offset;
            break; // 'maxp'
        default:
            break;
        }
    }
    if (!r.ok || cmap < 0 || hmtx < 0 || hhea < 0 || head < 0 || maxp < 0)
        return R::failure(FontText::tr("%1: the font lacks a table Fleetwright needs").arg(name));

    FontMetrics f;
    f.m_path = name;
    f.m_data = data;
    f.m_unitsPerEm = std::max<int>(1, r.u16(head + 18));
    f.m_ascent = r.s16(hhea + 4);
    f.m_descent = -r.s16(hhea + 6);
    const int glyphs = r.u16(maxp + 4);
    const int metrics = std::clamp<int>(r.u16(hhea + 34), 1, std::max(1, glyphs));
    // Advances in thousandths of the size, cut to whole numbers exactly as the PDF's width
    // table is written (libharu truncates), so layouts measure what the PDF places.
    f.m_advances.resize(std::max(glyphs, 1));
    for (int g = 0; g < glyphs; ++g)
        f.m_advances[g] = std::uint16_t(quint32(r.u16(hmtx + 4 * std::min(g, metrics - 1))) * 1000
                                        / quint32(f.m_unitsPerEm));

    // The Unicode BMP subtable, format 4 (platform 3 encoding 1, or platform 0).
    qsizetype sub = -1;
    const int subtables = r.u16(cmap + 2);
    for (int i = 0; i < subtables && sub < 0; ++i) {
        const int platform = r.u16(cmap + 4 + 8 * i);
        const int encoding = r.u16(cmap + 6 + 8 * i);
        const qsizetype offset = cmap + r.u32(cmap + 8 + 8 * i);
        if (((platform == 3 && encoding == 1) || platform == 0) && r.u16(offset) == 4)
            sub = offset;
    }
    if (!r.ok || sub < 0)
        return R::failure(FontText::tr("%1: the font has no Unicode character map").arg(name));
    f.m_bmp.assign(0x10000, 0);
    const int segments = r.u16(sub + 6) / 2;
    const qsizetype ends = sub + 14;
    const qsizetype starts = ends + 2 * segments + 2;
    const qsizetype deltas = starts + 2 * segments;
    const qsizetype rangeOffsets = deltas + 2 * segments;
    for (int s = 0; s < segments && r.ok; ++s) {
        const int end = r.u16(ends + 2 * s);
        const int start = r.u16(starts + 2 * s);
        const int delta = r.u16(deltas + 2 * s);
        const int rangeOffset = r.u16(rangeOffsets + 2 * s);
        for (int c = start; c <= end && c < 0xFFFF; ++c) {
            int g = 0;
            if (rangeOffset == 0) {
                g = (c + delta) & 0xFFFF;
            } else {
                const qsizetype at = rangeOffsets + 2 * s + rangeOffset + 2 * (c - start);
                g = r.u16(at);
                if (g != 0)
                    g = (g + delta) & 0xFFFF;
            }
            f.m_bmp[c] = g < glyphs ? std::uint16_t(g) : 0;
        }
    }
    if (!r.ok)
        return R::failure(FontText::tr("%1: the font's character map is damaged").arg(name));
    return f;
}

std::uint16_t FontMetrics::glyph(char32_t c) const
{
    return c < m_bmp.size() ? m_bmp[c] : 0;
}

double FontMetrics::advance(char32_t c) const
{
    const std::uint16_t g = glyph(c);
    return m_advances[g < m_advances.size() ? g : 0];
}

double FontMetrics::units(QStringView text) const
{
    double units = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        char32_t c = ch.unicode();
        if (ch.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            c = QChar::surrogateToUcs4(ch, text[++i]);
        else if (ch.isSurrogate())
            c = QChar::ReplacementCharacter;
        units += advance(c);
    }
    return units;
}

} // namespace fw::templates
