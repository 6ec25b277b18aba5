#pragma once

#include <QString>
#include <QStringList>

namespace fw::model::text {

// The candidate closest to `word` (case-insensitive edit distance of at most a third of its
// length, at least 1), or an empty string: "did you mean ...?" suggestions.
QString closestMatch(const QString &word, const QStringList &candidates);

// “word”, for messages.
QString quoted(const QString &word);

// Levenshtein distance, case-insensitive.
int editDistance(const QString &a, const QString &b);

} // namespace fw::model::text
