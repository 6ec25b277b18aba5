#include "Fonts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace fw::templates {

namespace {

class FontText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

} // namespace

QString Fonts::defaultDirectory()
{
    const QByteArray fromEnvironment = qgetenv("FLEETWRIGHT_FONT_DIR");
    if (!fromEnvironment.isEmpty())
        return QString::fromLocal8Bit(fromEnvironment);
    return QStringLiteral(FLEETWRIGHT_FONT_DIR);
}

model::Result<Fonts> Fonts::load(const QString &directory)
{
    const QString dir = directory.isEmpty() ? defaultDirectory() : directory;
    const QString path = QDir(dir).filePath(QStringLiteral("DejaVuSans.ttf"));
    if (!QFileInfo::exists(path)) {
        return model::Result<Fonts>::failure(
            FontText::tr("%1: no such font file; printing needs DejaVu Sans (Debian package "
                         "fonts-dejavu-core), or set FLEETWRIGHT_FONT_DIR to a folder holding "
                         "DejaVuSans.ttf")
                .arg(path));
    }
    model::Result<FontMetrics> metrics = FontMetrics::load(path);
    if (!metrics)
        return model::Result<Fonts>::failure(metrics.error());
    Fonts fonts;
    fonts.m_metrics = std::move(metrics).value();
    return fonts;
}

const model::Result<Fonts> &Fonts::shared()
{
    static const model::Result<Fonts> fonts = load();
    return fonts;
}

QString Fonts::drawable(const QString &text) const
{
    QString out;
    out.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if (c == U'\t' || c == U'\n') {
            out += QLatin1Char(' ');
        } else if (c < 0x20) {
            continue;
        } else if (c > 0xFFFF || !m_metrics.covers(c)) {
            out += QChar(0xFFFD);
        } else {
            out += QChar(char16_t(c));
        }
    }
    return out;
}

} // namespace fw::templates
