#pragma once

#include "FontMetrics.h"

#include <model/core/Result.h>

#include <QString>

namespace fw::templates {

// The one typeface every output uses: DejaVu Sans, embedded in PDFs, named in SVGs and loaded
// into the screen preview. Bold text is the same face drawn with a thin outline stroke
// (boldStroke), so a document embeds one font and all outputs share one set of widths.
class Fonts
{
public:
    // Loads DejaVuSans.ttf from `directory`; empty: the folder set at build time, or the
    // FLEETWRIGHT_FONT_DIR environment variable when it is set.
    static model::Result<Fonts> load(const QString &directory = {});
    // Loaded once per process (thread-safe); the error says which file is missing and why.
    static const model::Result<Fonts> &shared();

    static QString family() { return QStringLiteral("DejaVu Sans"); }
    static QString defaultDirectory();
    static double boldStroke(double size) { return size * 0.035; }

    const QString &path() const { return m_metrics.path(); }
    const QByteArray &data() const { return m_metrics.data(); }
    const FontMetrics &metrics() const { return m_metrics; }
    double width(QStringView text, double size) const { return m_metrics.width(text, size); }

    // `text` with every character the font cannot draw (and everything outside the Basic
    // Multilingual Plane, which PDF text cannot carry here) replaced by U+FFFD.
    QString drawable(const QString &text) const;

private:
    FontMetrics m_metrics;
};

} // namespace fw::templates
