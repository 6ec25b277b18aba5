#include "JsonPath.h"

#include <QCoreApplication>

#include <algorithm>

namespace fw::model {

namespace {

bool isPlainKey(const QString &name)
{
    if (name.isEmpty() || name.front().isDigit())
        return false;
    for (const QChar c : name) {
        if (!(c.isLetterOrNumber() || c == QLatin1Char('_')))
            return false;
    }
    return true;
}

} // namespace

JsonPath JsonPath::key(std::string_view name) const
{
    return key(QString::fromUtf8(name.data(), qsizetype(name.size())));
}

JsonPath JsonPath::key(const QString &name) const
{
    if (isPlainKey(name))
        return JsonPath(m_text.isEmpty() ? name : m_text + QLatin1Char('.') + name);
    QString quoted = name;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    quoted.replace(QLatin1Char('"'), QLatin1String("\\\""));
    return JsonPath(m_text + QLatin1String("[\"") + quoted + QLatin1String("\"]"));
}

JsonPath JsonPath::index(std::size_t i) const
{
    return JsonPath(m_text + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'));
}

QString JsonPath::display() const
{
    if (m_text.isEmpty())
        return QCoreApplication::translate("fw::JsonPath", "(top level)");
    return m_text;
}

} // namespace fw::model

namespace fw::model {

namespace {

// Reads the path's text left to right. Every function returns false on malformed text.
class PathReader
{
public:
    explicit PathReader(const QString &text)
        : m_text(text)
    {}

    std::optional<std::vector<JsonPath::Segment>> read()
    {
        std::vector<JsonPath::Segment> segments;
        if (m_text.isEmpty())
            return segments;
        // The first key has no dot before it; a quoted key or an index starts with a bracket.
        if (m_text.front() != QLatin1Char('[') && !plainKey(segments))
            return std::nullopt;
        while (m_pos < m_text.size()) {
            const QChar c = m_text[m_pos++];
            bool ok = false;
            if (c == QLatin1Char('.'))
                ok = plainKey(segments);
            else if (c == QLatin1Char('['))
                ok = bracket(segments);
            if (!ok)
                return std::nullopt;
        }
        return segments;
    }

private:
    bool plainKey(std::vector<JsonPath::Segment> &segments)
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size()
               && (m_text[m_pos].isLetterOrNumber() || m_text[m_pos] == QLatin1Char('_')))
            ++m_pos;
        if (m_pos == start || m_text[start].isDigit())
            return false;
        segments.push_back({m_text.mid(start, m_pos - start), 0, false});
        return true;
    }

    bool bracket(std::vector<JsonPath::Segment> &segments)
    {
        if (m_pos < m_text.size() && m_text[m_pos] == QLatin1Char('"'))
            return quotedKey(segments);
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] >= QLatin1Char('0')
               && m_text[m_pos] <= QLatin1Char('9'))
            ++m_pos;
        if (m_pos == start || m_pos >= m_text.size() || m_text[m_pos] != QLatin1Char(']'))
            return false;
        bool ok = false;
        const qulonglong index = m_text.mid(start, m_pos - start).toULongLong(&ok);
        ++m_pos;
        if (!ok)
            return false;
        segments.push_back({QString(), std::size_t(index), true});
        return true;
    }

    bool quotedKey(std::vector<JsonPath::Segment> &segments)
    {
        ++m_pos; // the opening quote
        QString key;
        while (m_pos < m_text.size() && m_text[m_pos] != QLatin1Char('"')) {
            if (m_text[m_pos] == QLatin1Char('\\')) {
                if (++m_pos >= m_text.size())
                    return false;
                if (m_text[m_pos] != QLatin1Char('\\') && m_text[m_pos] != QLatin1Char('"'))
                    return false;
            }
            key += m_text[m_pos++];
        }
        if (m_pos + 1 >= m_text.size() || m_text[m_pos + 1] != QLatin1Char(']'))
            return false;
        m_pos += 2;
        segments.push_back({key, 0, false});
        return true;
    }

    const QString &m_text;
    qsizetype m_pos = 0;
};

} // namespace

std::optional<JsonPath> JsonPath::parse(const QString &text)
{
    const std::optional<std::vector<Segment>> segments = PathReader(text).read();
    if (!segments)
        return std::nullopt;
    return fromSegments(*segments);
}

JsonPath JsonPath::fromSegments(const std::vector<Segment> &segments)
{
    JsonPath path;
    for (const Segment &s : segments)
        path = s.isIndex() ? path.index(s.index) : path.key(s.key);
    return path;
}

std::vector<JsonPath::Segment> JsonPath::segments() const
{
    return PathReader(m_text).read().value_or(std::vector<Segment>());
}

bool JsonPath::startsWith(const JsonPath &prefix) const
{
    return tailAfter(prefix).has_value();
}

std::optional<JsonPath> JsonPath::tailAfter(const JsonPath &prefix) const
{
    const std::vector<Segment> mine = segments();
    const std::vector<Segment> theirs = prefix.segments();
    if (theirs.size() > mine.size() || !std::equal(theirs.begin(), theirs.end(), mine.begin()))
        return std::nullopt;
    return fromSegments(std::vector<Segment>(mine.begin() + qsizetype(theirs.size()), mine.end()));
}

std::optional<std::size_t> JsonPath::indexAfter(const JsonPath &prefix) const
{
    const std::optional<JsonPath> tail = tailAfter(prefix);
    return tail ? tail->indexAt(0) : std::nullopt;
}

std::optional<std::size_t> JsonPath::indexAt(std::size_t position) const
{
    const std::vector<Segment> all = segments();
    if (position >= all.size() || !all[position].isIndex())
        return std::nullopt;
    return all[position].index;
}

} // namespace fw::model
