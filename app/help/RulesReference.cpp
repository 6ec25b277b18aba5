#include "RulesReference.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace fw::app {

namespace {

const QString Common = QStringLiteral("common");

} // namespace

const RulesReference::Game &RulesReference::game(const QString &systemId) const
{
    const auto found = m_games.find(systemId);
    if (found != m_games.end())
        return found->second;
    Game &loaded = m_games[systemId];
    const QString path = QStringLiteral(":/reference/%1/reference.json").arg(systemId);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        loaded.problem = QStringLiteral("%1: %2").arg(path, file.errorString());
        return loaded;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (!document.isObject()) {
        loaded.problem = QStringLiteral("%1: %2 at offset %3")
                             .arg(path, error.errorString())
                             .arg(error.offset);
        return loaded;
    }
    const QJsonObject issues = document.object().value(QLatin1String("issues")).toObject();
    for (auto it = issues.begin(); it != issues.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        loaded.issues[it.key()] = {entry.value(QLatin1String("citation")).toString(),
                                   entry.value(QLatin1String("summary")).toString()};
    }
    const QJsonObject sections = document.object().value(QLatin1String("sections")).toObject();
    for (auto it = sections.begin(); it != sections.end(); ++it)
        loaded.sections[it.key()] = it.value().toString();
    return loaded;
}

RulesReference::Entry RulesReference::issue(const QString &systemId, const QString &code) const
{
    for (const QString &id : {systemId, Common}) {
        const Game &g = game(id);
        const auto it = g.issues.find(code);
        if (it != g.issues.end())
            return it->second;
    }
    return {};
}

namespace {

QStringList citationParts(const QString &citation)
{
    static const QRegularExpression separator(QStringLiteral("\\s*[,;]\\s*"));
    return citation.split(separator, Qt::SkipEmptyParts);
}

// The entry of `part`, or of its section alone ("§V.A"): in a citation of several parts only
// the first names the game.
template<typename Map>
typename Map::const_iterator findPart(const Map &sections, const QString &part)
{
    auto it = sections.find(part);
    if (it == sections.end() && part.contains(QChar(0x00A7)))
        it = sections.find(part.mid(part.indexOf(QChar(0x00A7))));
    return it;
}

} // namespace

QStringList RulesReference::sections(const QString &systemId, const QString &citation) const
{
    const Game &g = game(systemId);
    const auto exact = g.sections.find(citation.trimmed());
    if (exact != g.sections.end())
        return {exact->second};
    QStringList summaries;
    for (const QString &part : citationParts(citation)) {
        const auto it = findPart(g.sections, part);
        if (it != g.sections.end() && !summaries.contains(it->second))
            summaries << it->second;
    }
    return summaries;
}

bool RulesReference::explains(const QString &systemId, const QString &citation) const
{
    const Game &g = game(systemId);
    if (g.sections.count(citation.trimmed()))
        return true;
    const QStringList parts = citationParts(citation);
    return !parts.isEmpty() && std::all_of(parts.begin(), parts.end(), [&](const QString &part) {
        return findPart(g.sections, part) != g.sections.end();
    });
}

QStringList RulesReference::issueCodes(const QString &systemId) const
{
    QStringList codes;
    for (const auto &[code, entry] : game(systemId).issues)
        codes << code;
    return codes;
}

QString RulesReference::problem(const QString &systemId) const
{
    return game(systemId).problem;
}

} // namespace fw::app
