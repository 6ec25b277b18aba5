// ShareText::read: a shared list, a share code or a fleet file's text back to a fleet.
#include "ShareText.h"

#include "../systems/GameSystem.h"
#include "../systems/ShareNotation.h"
#include "../systems/SystemRegistry.h"
#include "JsonText.h"
#include "ShareCode.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace fw::model {

namespace {

// A line of the list: a view into its text, which outlives the reading, so that a long list is
// held once rather than once more line by line.
struct Line
{
    int number = 0; // 1-based
    QStringView text;
};

LoadError placed(const QString &source, int line, int column, QString message)
{
    LoadError e = fileError(source, std::move(message));
    e.line = line;
    e.column = std::max(column, 1);
    return e;
}

bool isCodeCharacter(QChar c)
{
    return c.unicode() < 128 && (c.isLetterOrNumber() || c == u'-' || c == u'_');
}

bool isCodeOrSpace(QChar c)
{
    return isCodeCharacter(c) || c == u' ' || c == u'\t';
}

// The code that starts at `at` ("FW1:", or a newer version's prefix): its characters and spaces
// up to the end of the line, and the lines after it that hold nothing but code characters and
// spaces (a forum wrapped it). ShareCode::unpack ignores the spaces.
QString codeAt(const QString &text, qsizetype at)
{
    qsizetype i = text.indexOf(QLatin1Char(':'), at) + 1;
    QString code = text.mid(at, i - at);
    while (i < text.size() && isCodeOrSpace(text.at(i)))
        code += text.at(i++);
    while (i < text.size()) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), i);
        if (end < 0)
            end = text.size();
        if (!text.mid(i, end - i).trimmed().isEmpty())
            break; // something else follows the code on its line
        qsizetype next = text.indexOf(QLatin1Char('\n'), end + 1);
        if (next < 0)
            next = text.size();
        const QString line
            = end < text.size() ? text.mid(end + 1, next - end - 1).trimmed() : QString();
        if (line.isEmpty() || !std::all_of(line.begin(), line.end(), isCodeOrSpace))
            break;
        code += line;
        i = next;
    }
    return code;
}

const GameSystem *findGame(const QString &line, const SystemRegistry &systems)
{
    const QString game = line.section(QChar(0x00b7), 0, 0).trimmed();
    for (const auto &s : systems.systems()) {
        if (game.compare(s->displayName(), Qt::CaseInsensitive) == 0
            || game.compare(s->id(), Qt::CaseInsensitive) == 0)
            return s.get();
    }
    return nullptr;
}

// The budget of a header line "Game · 480 of 500 points": the second number, when there is one.
std::optional<int> headerBudget(const QString &line)
{
    static const QRegularExpression number(QStringLiteral("\\d{1,9}"));
    auto it = number.globalMatch(line.section(QChar(0x00b7), 1));
    int seen = 0;
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (++seen == 2)
            return m.captured().toInt();
    }
    return std::nullopt;
}

std::optional<OptionValue> parseOption(const RulesOptionSpec &spec, const QString &text)
{
    switch (spec.kind) {
    case OptionKind::Bool:
        for (const bool b : {true, false})
            if (text.compare(spec.describe(b), Qt::CaseInsensitive) == 0)
                return OptionValue(b);
        return std::nullopt;
    case OptionKind::Int: {
        bool ok = false;
        const int v = text.section(QLatin1Char(' '), 0, 0).toInt(&ok);
        if (ok && v >= spec.minimum && v <= spec.maximum)
            return OptionValue(v);
        return std::nullopt;
    }
    case OptionKind::Choice:
        for (const OptionChoice &c : spec.choices)
            if (text.compare(spec.describe(c.id), Qt::CaseInsensitive) == 0)
                return OptionValue(c.id);
        return std::nullopt;
    case OptionKind::IntList: {
        std::vector<int> values;
        for (const QString &part : text.split(QLatin1Char(','))) {
            bool ok = false;
            values.push_back(part.trimmed().toInt(&ok));
            if (!ok || values.back() < spec.minimum || values.back() > spec.maximum)
                return std::nullopt;
        }
        if (int(values.size()) != spec.listLength)
            return std::nullopt;
        return OptionValue(std::move(values));
    }
    }
    return std::nullopt;
}

// `title` without a cost in brackets at its end ("Indomitable — Battleship (225 BP)"): brackets
// holding a digit. Linear, whatever the line holds.
QString withoutCost(const QString &title)
{
    const QString trimmed = title.trimmed();
    if (!trimmed.endsWith(QLatin1Char(')')))
        return title;
    const qsizetype open = trimmed.lastIndexOf(QLatin1Char('('));
    if (open < 0)
        return title;
    const QStringView inside = QStringView(trimmed).mid(open + 1, trimmed.size() - open - 2);
    if (inside.contains(QLatin1Char('(')) || inside.contains(QLatin1Char(')'))
        || std::none_of(inside.begin(), inside.end(), [](QChar c) { return c.isDigit(); }))
        return title;
    return trimmed.left(open).trimmed();
}

class ListReader
{
public:
    ListReader(const QString &source, const SystemRegistry &systems)
        : m_source(source)
        , m_systems(systems)
    {}

    ShareText::Import read(const std::vector<Line> &lines);

private:
    bool header(const std::vector<Line> &lines, std::size_t &i);
    void flush();
    void option(const Line &line);
    bool ship(const Line &line);
    void placeInList(LoadError &e) const;

    const QString &m_source;
    const SystemRegistry &m_systems;
    const GameSystem *m_system = nullptr;
    std::unique_ptr<Fleet> m_fleet;
    std::optional<SharedShip> m_ship;
    QString m_group;
    QSet<QString> m_groups;              // the headings that had a ship
    QHash<QString, QString> m_designIds; // see SharedShip::designIds
    DesignIdIndex m_idIndex;             // see SharedShip::idIndex
    std::vector<int> m_shipLines;        // the title line of each ship of the fleet
    std::vector<int> m_designLines;      // the line of the ship that made each design
    ShareText::Import m_import;
    int m_titles = 0;       // the ships' title lines read
    bool m_stopped = false; // an error ended the reading
    // A list of more errors than this is not one to fix line by line: the reading ends there.
    static constexpr std::size_t MaxErrors = 100;
};

bool ListReader::header(const std::vector<Line> &lines, std::size_t &i)
{
    while (i < lines.size() && lines[i].text.trimmed().isEmpty())
        ++i;
    if (i + 1 >= lines.size()) {
        m_import.result.errors.push_back(fileError(
            m_source, ShareText::tr("the text is neither a share code nor a fleet list: a list "
                                    "starts with the fleet's name and, on the next line, its "
                                    "game")));
        return false;
    }
    const Line &name = lines[i];
    const Line &game = lines[i + 1];
    m_system = findGame(game.text.toString(), m_systems);
    if (!m_system) {
        QStringList names;
        for (const auto &s : m_systems.systems())
            names << s->displayName();
        m_import.result.errors.push_back(
            placed(m_source, game.number, 1,
                   ShareText::tr("no share code and no game named here; a list names its game on "
                                 "its second line (%1)")
                       .arg(names.join(QLatin1String(", ")))));
        return false;
    }
    m_fleet = m_system->createFleet();
    m_fleet->ships.clear();
    m_fleet->name = name.text.trimmed().toString();
    m_fleet->budget = headerBudget(game.text.toString());
    i += 2;
    return true;
}

void ListReader::flush()
{
    if (m_stopped)
        m_ship.reset(); // the ship whose title came after the last error
    if (!m_ship)
        return;
    std::vector<ShareNote> left;
    const ShareNotation *notation = m_systems.notation(m_system->id());
    const std::optional<ShareNote> error
        = notation ? notation->addShip(*m_fleet, *m_ship, left)
                   : ShareNote{m_ship->line, 1,
                               ShareText::tr("this version cannot read %1 ships from a list")
                                   .arg(m_system->displayName())};
    if (error) {
        std::vector<LoadError> &errors = m_import.result.errors;
        errors.push_back(placed(m_source, error->line, error->column, error->message));
        m_stopped = error->last || errors.size() >= MaxErrors;
        if (errors.size() >= MaxErrors)
            errors.push_back(
                placed(m_source, error->line, error->column,
                       ShareText::tr("%1 errors: the list is read no further").arg(errors.size())));
    }
    for (ShareNote &n : left)
        m_import.warnings.push_back(placed(m_source, n.line, n.column, std::move(n.message)));
    m_shipLines.resize(m_fleet->ships.size(), m_ship->line);
    m_designLines.resize(m_fleet->designs.size(), m_ship->line);
    m_ship.reset();
}

void ListReader::option(const Line &line)
{
    const QString text = line.text.trimmed().toString();
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const QString label = text.left(colon).trimmed();
    const QString value = text.mid(colon + 1).trimmed();
    for (const RulesOptionSpec &spec : m_system->options()) {
        if (colon <= 0 || label.compare(spec.label, Qt::CaseInsensitive) != 0)
            continue;
        if (const std::optional<OptionValue> v = parseOption(spec, value)) {
            m_fleet->options.set(spec.id, *v);
            return;
        }
        m_import.warnings.push_back(placed(
            m_source, line.number, int(line.text.indexOf(value)) + 1,
            ShareText::tr("\"%1\" is not a value of the rules option \"%2\": left at its default")
                .arg(value, spec.label)));
        return;
    }
    m_import.warnings.push_back(
        placed(m_source, line.number, int(line.text.size() - text.size()) + 1,
               ShareText::tr("not read: \"%1\" is neither a ship's loadout nor a rules option")
                   .arg(text)));
}

bool ListReader::ship(const Line &line)
{
    static const QRegularExpression title(
        QStringLiteral("^\\s?(\\d{1,9})[.)]\\s+(\u2605\\s*)?(.*)$"));
    const QRegularExpressionMatch m = title.match(line.text);
    if (!m.hasMatch())
        return false;
    flush();
    if (++m_titles > ShareText::MaxListShips) {
        m_import.result.errors.push_back(placed(
            m_source, line.number, 1,
            ShareText::tr("this list has more than %1 ships; a list makes at most %1 (a fleet "
                          "file or a share code carries any number)")
                .arg(ShareText::MaxListShips)));
        m_stopped = true;
        return true;
    }
    SharedShip s;
    s.line = line.number;
    s.flagship = m.capturedLength(2) > 0;
    s.group = m_group;
    s.newGroup = !m_group.isEmpty() && !m_groups.contains(m_group);
    m_groups.insert(m_group);
    s.designIds = &m_designIds;
    s.idIndex = &m_idIndex;
    QString rest = m.captured(3);
    qsizetype start = m.capturedStart(3);
    // The cost at the end, "(150 BP)", is the game's to work out again.
    rest = withoutCost(rest);
    qsizetype dash = rest.lastIndexOf(QStringLiteral(" \u2014 "));
    if (dash < 0)
        dash = rest.lastIndexOf(QStringLiteral(" - "));
    if (dash >= 0) {
        s.name = rest.left(dash).trimmed();
        start += dash + 3;
        rest = rest.mid(dash + 3);
    }
    s.className = rest.trimmed();
    s.classColumn = int(start) + 1;
    m_ship = std::move(s);
    return true;
}

// An error the fleet file made from the list names a JSON path: the list's reader is given the
// line of the ship it is about, and the path as a hint.
void ListReader::placeInList(LoadError &e) const
{
    static const QRegularExpression item(QStringLiteral("^(ships|designs)\\[(\\d{1,9})\\]"));
    const QRegularExpressionMatch m = item.match(e.path);
    if (!e.hasPath || !m.hasMatch())
        return;
    const std::vector<int> &lines
        = m.captured(1) == QLatin1String("ships") ? m_shipLines : m_designLines;
    const std::size_t i = m.captured(2).toULong();
    if (i >= lines.size())
        return;
    e.line = lines[i];
    e.column = 1;
    e.hasPath = false;
    e.message = ShareText::tr("%1 (as a fleet file: %2)").arg(e.message, e.path);
}

ShareText::Import ListReader::read(const std::vector<Line> &lines)
{
    std::size_t i = 0;
    if (!header(lines, i))
        return std::move(m_import);
    for (; i < lines.size() && !m_stopped; ++i) {
        const Line &line = lines[i];
        const QString trimmed = line.text.trimmed().toString();
        if (trimmed.isEmpty())
            continue;
        const bool indented = line.text.at(0).isSpace();
        if (indented && m_ship) {
            m_ship->loadout << trimmed;
            m_ship->lines.push_back(line.number);
            m_ship->columns.push_back(int(line.text.indexOf(trimmed.at(0))) + 1);
        } else if (trimmed.startsWith(QLatin1Char('[')) && trimmed.endsWith(QLatin1Char(']'))) {
            flush();
            m_group = trimmed.mid(1, trimmed.size() - 2).trimmed();
            if (m_group == QStringLiteral("\u2014"))
                m_group.clear();
        } else if (!ship(line)) {
            flush(); // totals, the verdict and prose: worked out again, not read
            if (indented)
                option(line);
        }
    }
    flush();
    if (m_import.result.errors.empty()) {
        // Through the file format: the fleet is exactly what a file with it would give, in the
        // form it would be saved in.
        const Result<QByteArray> text = FleetFile::serializeReadable(*m_fleet, m_systems);
        if (!text) {
            m_import.result.errors.push_back(fileError(
                m_source,
                ShareText::tr("the list makes a fleet too large to save: %1").arg(text.error())));
            return std::move(m_import);
        }
        m_fleet.reset(); // read again from the text: never held twice
        m_import.result = FleetFile::parse(text.value(), m_source, m_systems);
        for (LoadError &e : m_import.result.errors)
            placeInList(e);
    }
    return std::move(m_import);
}

std::optional<LoadError> splitLines(const QString &text, const QString &source,
                                    std::vector<Line> &lines)
{
    int number = 0;
    for (qsizetype at = 0; at <= text.size();) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), at);
        if (end < 0)
            end = text.size();
        ++number;
        QStringView line = QStringView(text).mid(at, end - at);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.size() > ShareText::MaxLineLength)
            return placed(source, number, int(ShareText::MaxLineLength) + 1,
                          ShareText::tr("the line is longer than %1 characters")
                              .arg(ShareText::MaxLineLength));
        lines.push_back({number, line});
        at = end + 1;
    }
    return std::nullopt;
}

} // namespace

ShareText::Import ShareText::read(const QByteArray &bytes, const QString &source,
                                  const SystemRegistry &systems)
{
    // Every character as written: a byte that is not UTF-8 is not read as U+FFFD.
    if (const qsizetype at = invalidUtf8At(bytes); at >= 0) {
        Import import;
        import.result.errors.push_back(placedError(
            source, bytes, at,
            tr("the byte 0x%1 is not UTF-8; save the list again as UTF-8")
                .arg(static_cast<unsigned char>(bytes.at(at)), 2, 16, QLatin1Char('0'))));
        return import;
    }
    return read(QString::fromUtf8(bytes), source, systems);
}

ShareText::Import ShareText::read(const QString &text, const QString &source,
                                  const SystemRegistry &systems)
{
    Import import;
    if (text.size() > MaxTextLength) {
        import.result.errors.push_back(
            fileError(source, tr("the text is %1 characters long; a fleet list or code may have at "
                                 "most %2")
                                  .arg(text.size())
                                  .arg(MaxTextLength)));
        return import;
    }
    if (const qsizetype at = ShareCode::find(text); at >= 0) {
        import.fromCode = true;
        import.result = ShareCode::decode(codeAt(text, at), source, systems);
        return import;
    }
    if (text.trimmed().startsWith(QLatin1Char('{'))) {
        import.result = FleetFile::parse(text.toUtf8(), source, systems);
        return import;
    }
    std::vector<Line> lines;
    if (std::optional<LoadError> error = splitLines(text, source, lines)) {
        import.result.errors.push_back(std::move(*error));
        return import;
    }
    return ListReader(source, systems).read(lines);
}

} // namespace fw::model
