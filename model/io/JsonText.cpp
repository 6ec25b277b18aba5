#include "JsonText.h"

#include "ReadContext.h"

#include <QCoreApplication>
#include <QFile>

#include <string>

namespace fw::model {

namespace {

// Shares the fleet file's translation context: these messages were first written for it.
class JsonText
{
    Q_DECLARE_TR_FUNCTIONS(fw::FleetFile)
};

// 1-based line and column (in characters, not bytes) of a byte offset.
std::pair<int, int> lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    // A UTF-8 byte order mark is invisible in editors: line 1 starts after it.
    qsizetype lineStart = bytes.startsWith("\xEF\xBB\xBF") ? std::min<qsizetype>(3, offset) : 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i) {
        // Count UTF-8 lead bytes only, so a multi-byte character is one column.
        if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80)
            ++column;
    }
    return {line, column};
}

} // namespace

LoadError placedError(const QString &file, const QByteArray &bytes, qsizetype offset,
                      QString message)
{
    LoadError e;
    e.file = file;
    std::tie(e.line, e.column) = lineAndColumn(bytes, offset);
    e.message = std::move(message);
    return e;
}

qsizetype invalidUtf8At(const QByteArray &bytes)
{
    const auto *b = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = b[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        // The length of the sequence and the range of its second byte (Unicode Table 3-7).
        int length = 0;
        unsigned char low = 0x80, high = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            low = c == 0xE0 ? 0xA0 : 0x80;
            high = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        if (i + length > n || b[i + 1] < low || b[i + 1] > high)
            return i;
        for (int k = 2; k < length; ++k) {
            if ((b[i + k] & 0xC0) != 0x80)
                return i;
        }
        i += length;
    }
    return -1;
}

LoadError fileError(const QString &file, QString message)
{
    LoadError e;
    e.file = file;
    e.message = std::move(message);
    return e;
}

namespace {

// The offset of the first bracket nested deeper than `limit`, or -1. Checked before parsing so
// that a hostile file cannot make any later recursive walk deep.
qsizetype tooDeep(const QByteArray &bytes, int limit)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return -1;
}

// nlohmann's text after "parse error at line L, column C: ", with a hint for the mistakes
// people make most when they write JSON by hand.
QString parserReason(const char *what, const QByteArray &bytes, qsizetype offset)
{
    const std::string s(what);
    const auto column = s.find("column ");
    auto colon = column == std::string::npos ? s.find("] ") : s.find(": ", column);
    QString reason = QString::fromStdString(colon == std::string::npos ? s : s.substr(colon + 2));
    const char c = offset >= 0 && offset < bytes.size() ? bytes[offset] : '\0';
    if (c == '/' || c == '#')
        reason += JsonText::tr(" (JSON has no comments)");
    else if (c == '\'')
        reason += JsonText::tr(" (JSON strings need double quotes)");
    return reason;
}

// Where a number nlohmann could not hold appears: its message quotes the token.
qsizetype tokenOffset(const char *what, const QByteArray &bytes)
{
    const std::string s(what);
    const auto open = s.find('\'');
    const auto close = open == std::string::npos ? open : s.find('\'', open + 1);
    if (close == std::string::npos || close == open + 1)
        return -1;
    return bytes.indexOf(QByteArray::fromStdString(s.substr(open + 1, close - open - 1)));
}

// Builds the insertion-ordered document in one pass, linear in the text: nlohmann's own parser
// finds each new key of an ordered object by a linear search (quadratic in the keys of one
// object). A key is found in a small object by a look along it, in a large one by a hash of its
// keys, kept only while the object is open. A key that appears twice in one object is noted with
// its path, and its last value counts (as nlohmann's parser does); a syntax error or a number no
// double holds is thrown as nlohmann's own exception.
class OrderedBuilder final : public nlohmann::json_sax<Json>
{
public:
    Json root;
    std::vector<JsonPath> duplicates;

    bool null() override { return put(nullptr); }
    bool boolean(bool b) override { return put(b); }
    bool number_integer(number_integer_t n) override { return put(n); }
    bool number_unsigned(number_unsigned_t n) override { return put(n); }
    bool number_float(number_float_t n, const string_t &) override { return put(n); }
    bool string(string_t &text) override { return put(std::move(text)); }
    bool binary(binary_t &data) override { return put(Json::binary(std::move(data))); }
    bool start_object(std::size_t) override { return open(Json::object(), false); }
    bool key(string_t &name) override
    {
        Frame &top = m_stack.back();
        // The members as the vector they are (ordered_map's own operator[] takes keys).
        auto &members
            = static_cast<Json::object_t::Container &>(top.value->get_ref<Json::object_t &>());
        const std::size_t at = top.keys.findOrAdd(members, name);
        top.member = at;
        if (at < members.size())
            duplicates.push_back(currentPath());
        else
            members.emplace_back(std::move(name), nullptr);
        m_member = &members[at].second;
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(Json::array(), true); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t position, const std::string &,
                     const nlohmann::detail::exception &ex) override
    {
        if (const auto *p = dynamic_cast<const Json::parse_error *>(&ex))
            throw *p;
        if (const auto *o = dynamic_cast<const Json::out_of_range *>(&ex))
            throw *o;
        throw Json::parse_error::create(101, position, ex.what(), nullptr);
    }

private:
    // The keys of an open object: looked for along the members while there are few, then in an
    // open-addressing table of member positions (compact, so a huge object stays fast).
    class KeyIndex
    {
    public:
        // The position of `name` among `members`, or members.size() when it is new (and now
        // indexed there).
        std::size_t findOrAdd(const Json::object_t::Container &members, const std::string &name)
        {
            const std::size_t n = members.size();
            if (m_slots.empty() && n < HashFrom) {
                for (std::size_t i = 0; i < n; ++i) {
                    if (members[i].first == name)
                        return i;
                }
                return n;
            }
            if (2 * (n + 1) > m_slots.size())
                rebuild(members);
            const std::size_t mask = m_slots.size() - 1;
            for (std::size_t h = std::hash<std::string>{}(name)&mask;; h = (h + 1) & mask) {
                if (m_slots[h] == 0) {
                    m_slots[h] = n + 1;
                    return n;
                }
                if (members[m_slots[h] - 1].first == name)
                    return m_slots[h] - 1;
            }
        }

    private:
        static constexpr std::size_t HashFrom = 16;

        void rebuild(const Json::object_t::Container &members)
        {
            std::size_t size = 64;
            while (size < 4 * (members.size() + 1))
                size *= 2;
            m_slots.assign(size, 0);
            const std::size_t mask = size - 1;
            for (std::size_t i = 0; i < members.size(); ++i) {
                std::size_t h = std::hash<std::string>{}(members[i].first) & mask;
                while (m_slots[h] != 0)
                    h = (h + 1) & mask;
                m_slots[h] = i + 1;
            }
        }

        std::vector<std::size_t> m_slots; // member position + 1; 0: empty
    };

    struct Frame
    {
        Json *value;
        bool array;
        std::size_t index = 0;
        std::size_t member = 0; // an object's: the member being read
        KeyIndex keys;
    };

    // Where the next value goes: the root, the open array's end or the open object's member.
    Json *slot()
    {
        if (m_stack.empty())
            return &root;
        Frame &top = m_stack.back();
        if (top.array) {
            ++top.index;
            return &top.value->get_ref<Json::array_t &>().emplace_back();
        }
        return m_member;
    }
    template<typename Value>
    bool put(Value &&value)
    {
        *slot() = Json(std::forward<Value>(value));
        return true;
    }
    bool open(Json &&container, bool array)
    {
        Json *at = slot();
        *at = std::move(container);
        m_stack.push_back({at, array, 0, {}, {}});
        return true;
    }
    bool close()
    {
        m_stack.pop_back();
        return true;
    }
    JsonPath currentPath() const
    {
        JsonPath path;
        for (const Frame &frame : m_stack)
            path = frame.array ? path.index(frame.index - 1)
                               : path.key(static_cast<const Json::object_t::Container &>(
                                              frame.value->get_ref<const Json::object_t &>())
                                              .at(frame.member)
                                              .first);
        return path;
    }

    std::vector<Frame> m_stack;
    Json *m_member = nullptr;
};

// Editors that save "Unicode" often mean UTF-16 or UTF-32. Without this, the parser would only
// complain about the first byte. Returns the encoding found, or an empty string.
QString wideEncoding(const QByteArray &bytes)
{
    const auto starts = [&bytes](const char *prefix, qsizetype length) {
        return bytes.startsWith(QByteArrayView(prefix, length));
    };
    if (starts("\xFF\xFE\0\0", 4))
        return JsonText::tr("UTF-32, little-endian, with a byte order mark");
    if (starts("\0\0\xFE\xFF", 4))
        return JsonText::tr("UTF-32, big-endian, with a byte order mark");
    if (starts("\xFF\xFE", 2))
        return JsonText::tr("UTF-16, little-endian, with a byte order mark");
    if (starts("\xFE\xFF", 2))
        return JsonText::tr("UTF-16, big-endian, with a byte order mark");
    // No mark: JSON text starts with an ASCII character, which UTF-16 pairs with a zero byte.
    if (bytes.size() >= 2 && bytes[0] != '\0' && bytes[1] == '\0')
        return JsonText::tr("UTF-16, little-endian");
    if (bytes.size() >= 2 && bytes[0] == '\0' && bytes[1] != '\0')
        return JsonText::tr("UTF-16, big-endian");
    return {};
}

} // namespace

std::optional<Json> parseJsonText(const QByteArray &bytes, const QString &fileName, int maxNesting,
                                  ReadContext &ctx, std::vector<LoadError> &fatal)
{
    if (const QString encoding = wideEncoding(bytes); !encoding.isEmpty()) {
        fatal.push_back(fileError(fileName, JsonText::tr("the file is encoded as %1; Fleetwright "
                                                         "reads UTF-8 only: save the file again "
                                                         "as UTF-8")
                                                .arg(encoding)));
        return std::nullopt;
    }
    if (bytes.trimmed().isEmpty()) {
        fatal.push_back(fileError(fileName, JsonText::tr("the file is empty")));
        return std::nullopt;
    }
    if (const qsizetype at = tooDeep(bytes, maxNesting); at >= 0) {
        fatal.push_back(placedError(
            fileName, bytes, at,
            JsonText::tr("values are nested more than %1 levels deep; Fleetwright files are "
                         "never that deep")
                .arg(maxNesting)));
        return std::nullopt;
    }

    OrderedBuilder builder;
    try {
        Json::sax_parse(bytes.constBegin(), bytes.constEnd(), &builder);
    } catch (const Json::parse_error &e) {
        const qsizetype offset = qsizetype(e.byte) - 1;
        fatal.push_back(placedError(
            fileName, bytes, offset,
            JsonText::tr("invalid JSON: %1").arg(parserReason(e.what(), bytes, offset))));
        return std::nullopt;
    } catch (const Json::exception &e) {
        // A number no double can hold ("1e400") is valid JSON that nlohmann refuses.
        const qsizetype offset = tokenOffset(e.what(), bytes);
        const QString reason
            = JsonText::tr("a number is too large: %1").arg(QString::fromUtf8(e.what()));
        fatal.push_back(offset >= 0 ? placedError(fileName, bytes, offset, reason)
                                    : fileError(fileName, reason));
        return std::nullopt;
    }

    for (const JsonPath &path : builder.duplicates)
        ctx.error(path, JsonText::tr("this key appears more than once in the same object"));
    return std::move(builder.root);
}

std::optional<Json> readRulesFile(const QString &path, ReadContext &ctx)
{
    constexpr qint64 MaxBytes = 32 * 1024 * 1024;
    QFile file(path); // a resource of the program (":/rulesets/…") or a file
    if (!file.open(QIODevice::ReadOnly)) {
        ctx.error(JsonPath(), JsonText::tr("cannot be read: %1").arg(file.errorString()));
        return std::nullopt;
    }
    if (file.isSequential() || file.size() > MaxBytes) {
        ctx.error(JsonPath(), JsonText::tr("cannot be read: %1")
                                  .arg(JsonText::tr("not a regular file of at most 32 MiB")));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(MaxBytes);
    try {
        return Json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const Json::exception &e) {
        ctx.error(JsonPath(), JsonText::tr("invalid JSON: %1").arg(QString::fromUtf8(e.what())));
        return std::nullopt;
    }
}

} // namespace fw::model
