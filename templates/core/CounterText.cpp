#include "CounterText.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace fw::templates {

namespace {

// A text's words with their widths in font units (thousandths of the size: whole numbers that
// add up exactly), measured once for every size tried.
struct Words
{
    QStringList words;
    std::vector<double> units;
    double space = 0;
};

Words measure(const Composer &c, const QString &raw)
{
    Words w;
    const FontMetrics &m = c.fonts().metrics();
    w.words = c.fonts().drawable(raw).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : w.words)
        w.units.push_back(m.units(word));
    w.space = m.advance(U' ');
    return w;
}

// Greedy wrap between words at `size`; none when a word alone is wider than the field or more
// than `lines` lines are needed.
std::optional<QStringList> wrapWords(const Words &w, double width, double size, int lines)
{
    const auto fits = [&](double units) {
        return FontMetrics::points(units, size) <= width;
    };
    QStringList out;
    QString current;
    double currentUnits = 0;
    for (std::size_t i = 0; i < w.units.size(); ++i) {
        if (!fits(w.units[i]))
            return std::nullopt;
        if (!current.isEmpty() && fits(currentUnits + w.space + w.units[i])) {
            current += QLatin1Char(' ') + w.words[qsizetype(i)];
            currentUnits += w.space + w.units[i];
            continue;
        }
        if (!current.isEmpty()) {
            out << current;
            if (out.size() >= lines)
                return std::nullopt;
        }
        current = w.words[qsizetype(i)];
        currentUnits = w.units[i];
    }
    out << current;
    return out;
}

std::optional<FittedText> fitBetween(const Composer &c, const QString &raw, const Field &f,
                                     double largest, double smallest)
{
    const Words words = measure(c, raw);
    for (double size = largest; size >= smallest - 1e-9; size -= 0.25) {
        if (auto lines = wrapWords(words, f.width, size, std::max(1, f.lines))) {
            FittedText out;
            out.lines = std::move(*lines);
            out.size = size;
            out.shrunk = size < f.size;
            return out;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<FittedText> fitWholeWords(const Composer &c, const QString &text, const Field &f)
{
    return fitBetween(c, text, f, f.size, std::min(f.size, f.smallest()));
}

FittedText fitCounterText(const Composer &c, const Field &f, const QStringList &forms)
{
    for (const QString &form : forms) {
        if (auto fitted = fitWholeWords(c, form, f))
            return *fitted;
    }
    // Not even the shortest form fits at the smallest size: a word wider than the field is cut
    // with an ellipsis (it stays on its line), and what finds no line ends the text with one.
    const double smallest = std::min(f.size, f.smallest());
    const QString last = c.fonts().drawable(forms.isEmpty() ? QString() : forms.last());
    const QString ellipsis(QChar(0x2026));
    QStringList words = last.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (QString &word : words) {
        if (c.textWidth(word, smallest) <= f.width)
            continue;
        while (word.size() > 1 && c.textWidth(word + ellipsis, smallest) > f.width)
            word.chop(word.size() > 1 && word.at(word.size() - 1).isLowSurrogate() ? 2 : 1);
        word += ellipsis;
    }
    Field floor = f;
    floor.size = smallest;
    FittedText out = c.fit(words.join(QLatin1Char(' ')), floor);
    out.shrunk = true;
    out.cut = true;
    return out;
}

double counterText(Composer &c, double x, double y, const Field &f, const QStringList &forms,
                   const QString &id, Color color)
{
    if (f.leftOut)
        return 0;
    const FittedText fitted = fitCounterText(c, f, forms);
    if (fitted.cut && f.wholeOnly)
        return 0;
    return c.field(x, y, f, fitted, id, color);
}

void counterTextInBand(Composer &c, double x, double top, double height, const Field &f,
                       const QStringList &forms, const QString &id, Color color)
{
    if (f.leftOut)
        return;
    // As many lines as the band holds at the field's size, at most the field's.
    Field band = f;
    band.y = 0;
    const int fit = int(std::floor(height / c.lineHeight(f.size)));
    band.lines = std::clamp(fit, 1, std::max(1, f.lines));
    const FittedText fitted = fitCounterText(c, band, forms);
    if (fitted.cut && f.wholeOnly)
        return;
    const double used = double(fitted.lines.size()) * c.lineHeight(fitted.size);
    c.field(x, top + f.y + (height - used) / 2, band, fitted, id, color);
}

} // namespace fw::templates
