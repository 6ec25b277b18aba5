#include "Text.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace fw::model::text {

int editDistance(const QString &a, const QString &b)
{
    const QString x = a.toCaseFolded();
    const QString y = b.toCaseFolded();
    std::vector<int> previous(std::size_t(y.size()) + 1);
    std::vector<int> current(previous.size());
    for (std::size_t j = 0; j < previous.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= x.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= y.size(); ++j) {
            const int substitution = previous[std::size_t(j - 1)] + (x[i - 1] == y[j - 1] ? 0 : 1);
            current[std::size_t(j)] = std::min(
                {previous[std::size_t(j)] + 1, current[std::size_t(j - 1)] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous.back();
}

QString closestMatch(const QString &word, const QStringList &candidates)
{
    const int limit = std::max(1, int(word.size()) / 3);
    QString best;
    int bestDistance = limit + 1;
    for (const QString &candidate : candidates) {
        const int d = editDistance(word, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}

QString quoted(const QString &word)
{
    // Quotation marks differ between languages: „German“, “English”.
    return QCoreApplication::translate("fw::Text", "“%1”").arg(word);
}

} // namespace fw::model::text
