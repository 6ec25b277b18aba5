#include "JsonWriter.h"

#include <QtGlobal>

#include <algorithm>
#include <utility>

namespace fw::model {

namespace {

constexpr std::size_t MaxInlineWidth = 100;

bool isContainer(const Json &v)
{
    return v.is_object() || v.is_array();
}

// The text of scalars and keys, as Json::dump gives it, from one serializer per thread: dump()
// would make a serializer, and look up the locale, for every number and string of a document.
class ScalarText
{
public:
    ScalarText()
        : m_serializer(nlohmann::detail::output_adapter<char, std::string>(m_text), ' ',
                       Json::error_handler_t::replace)
    {}
    // Valid until the next call.
    const std::string &operator()(const Json &v)
    {
        m_text.clear();
        m_serializer.dump(v, false, false, 0);
        return m_text;
    }
    const std::string &key(const std::string &name)
    {
        m_key.get_ref<std::string &>() = name;
        return (*this)(m_key);
    }

private:
    std::string m_text;
    Json m_key = std::string();
    nlohmann::detail::serializer<Json> m_serializer;
};

ScalarText &scalarText()
{
    thread_local ScalarText text;
    return text;
}

const std::string &scalar(const Json &v)
{
    return scalarText()(v);
}

const std::string &keyText(const std::string &name)
{
    return scalarText().key(name);
}

// The one-line form of a container when it is at most `width` long; an empty string when it is
// longer or must span several lines (it holds a non-empty container). Stops as soon as it is too
// long: a long array or object is not written out only to be thrown away.
std::string inlineForm(const Json &v, std::size_t width)
{
    if (v.empty())
        return v.is_object() ? "{}" : "[]";
    const bool object = v.is_object();
    std::string out = object ? "{ " : "[";
    bool first = true;
    for (auto it = v.begin(); it != v.end(); ++it) {
        const Json &member = *it;
        if (isContainer(member) && !member.empty())
            return {};
        out += first ? "" : ", ";
        if (object) {
            out += keyText(it.key());
            out += ": ";
        }
        if (isContainer(member))
            out += inlineForm(member, width);
        else
            out += scalar(member);
        if (out.size() > width)
            return {};
        first = false;
    }
    out += object ? " }" : "]";
    return out.size() > width ? std::string() : out;
}

// The one-line form if it fits on the line after `used` characters, else an empty string.
std::string fittingInlineForm(const Json &v, std::size_t used)
{
    return used < MaxInlineWidth ? inlineForm(v, MaxInlineWidth - used) : std::string();
}

void write(const Json &v, std::size_t indent, std::size_t prefixWidth, std::string &out)
{
    if (!isContainer(v)) {
        // However long: a scalar has no other form.
        out += scalar(v);
        return;
    }
    const std::string oneLine = fittingInlineForm(v, indent + prefixWidth);
    if (!oneLine.empty()) {
        out += oneLine;
        return;
    }
    const bool object = v.is_object();
    out += object ? "{\n" : "[\n";
    std::size_t i = 0;
    for (auto it = v.begin(); it != v.end(); ++it) {
        out.append(indent + 2, ' ');
        std::size_t nameWidth = 0;
        if (object) {
            const std::size_t before = out.size();
            out += keyText(it.key());
            out += ": ";
            nameWidth = out.size() - before;
        }
        write(*it, indent + 2, nameWidth, out);
        out += ++i < v.size() ? ",\n" : "\n";
    }
    out.append(indent, ' ');
    out += object ? '}' : ']';
}

} // namespace

std::string formatJson(const Json &value)
{
    std::string out;
    write(value, 0, 0, out);
    out += '\n';
    return out;
}

} // namespace fw::model

namespace fw::model {

namespace {
constexpr std::size_t ChunkSize = 64 * 1024;
}

JsonStreamWriter::JsonStreamWriter(Output output)
    : m_output(std::move(output))
{}

JsonStreamWriter::~JsonStreamWriter()
{
    flush(1);
}

void JsonStreamWriter::beginObject()
{
    begin(true, nullptr);
}

void JsonStreamWriter::beginObject(const std::string &key)
{
    begin(true, &key);
}

void JsonStreamWriter::beginArray()
{
    begin(false, nullptr);
}

void JsonStreamWriter::beginArray(const std::string &key)
{
    begin(false, &key);
}

void JsonStreamWriter::begin(bool object, const std::string *key)
{
    Frame frame;
    frame.object = object;
    frame.pending = object ? Json::object() : Json::array();
    if (!m_frames.empty()) {
        const Frame &parent = m_frames.back();
        Q_ASSERT(parent.object == (key != nullptr));
        frame.indent = parent.indent + 2;
        if (key) {
            frame.key = *key;
            frame.prefixWidth = keyText(*key).size() + 2;
        }
    }
    m_frames.push_back(std::move(frame));
}

void JsonStreamWriter::value(const Json &value)
{
    Q_ASSERT(!m_frames.empty() && !m_frames.back().object);
    add({}, value);
}

void JsonStreamWriter::value(const std::string &key, const Json &value)
{
    Q_ASSERT(!m_frames.empty() && m_frames.back().object);
    add(key, value);
}

void JsonStreamWriter::add(const std::string &key, const Json &value)
{
    Frame &frame = m_frames.back();
    if (!frame.open) {
        if (!isContainer(value) || value.empty()) {
            if (frame.object)
                frame.pending[key] = value;
            else
                frame.pending.push_back(value);
            // formatJson's test for the one-line form; only ever on a short line's worth.
            if (fittingInlineForm(frame.pending, frame.indent + frame.prefixWidth).empty())
                open(m_frames.size() - 1);
            return;
        }
        open(m_frames.size() - 1);
    }
    write(frame, key, value);
}

// From now on the container at `index` spans several lines: so does every container around it.
void JsonStreamWriter::open(std::size_t index)
{
    if (index > 0) {
        Frame &parent = m_frames[index - 1];
        if (!parent.open)
            open(index - 1);
        m_buffer += parent.count++ > 0 ? ",\n" : "";
        m_buffer += std::string(parent.indent + 2, ' ');
        if (parent.object) {
            m_buffer += keyText(m_frames[index].key);
            m_buffer += ": ";
        }
    }
    Frame &frame = m_frames[index];
    m_buffer += frame.object ? "{\n" : "[\n";
    frame.open = true;
    const Json pending = std::exchange(frame.pending, Json());
    for (auto it = pending.begin(); it != pending.end(); ++it)
        write(frame, frame.object ? it.key() : std::string(), *it);
}

void JsonStreamWriter::write(Frame &frame, const std::string &key, const Json &value)
{
    m_buffer += frame.count++ > 0 ? ",\n" : "";
    m_buffer += std::string(frame.indent + 2, ' ');
    std::size_t prefixWidth = 0;
    if (frame.object) {
        const std::string &name = keyText(key);
        prefixWidth = name.size() + 2;
        m_buffer += name;
        m_buffer += ": ";
    }
    fw::model::write(value, frame.indent + 2, prefixWidth, m_buffer);
    flush(ChunkSize);
}

void JsonStreamWriter::end()
{
    Q_ASSERT(!m_frames.empty());
    Frame frame = std::move(m_frames.back());
    m_frames.pop_back();
    if (frame.open) {
        m_buffer += "\n" + std::string(frame.indent, ' ') + (frame.object ? "}" : "]");
    } else if (!m_frames.empty()) {
        // It stayed on one line (or is empty): a plain value of its parent.
        add(frame.key, frame.pending);
        return;
    } else {
        fw::model::write(frame.pending, 0, 0, m_buffer);
    }
    if (m_frames.empty()) {
        m_buffer += '\n';
        flush(1);
    }
}

void JsonStreamWriter::flush(std::size_t atLeast)
{
    if (m_buffer.size() >= atLeast && m_output) {
        m_output(m_buffer);
        m_buffer.clear();
    }
}

} // namespace fw::model
