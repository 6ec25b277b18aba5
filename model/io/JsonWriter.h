#pragma once

#include "../core/Json.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace fw::model {

// Deterministic, human-friendly JSON text: two-space indentation, and objects or arrays whose
// members are all scalars on a single line when that line stays short (a weapon, a list of
// auxiliaries). Same value, same bytes. Ends with a newline.
std::string formatJson(const Json &value);

// Writes the text formatJson would give, piece by piece: an object member by member and an array
// element by element, so that a large document never has to exist whole, as a value or as text.
// Each container stays on one line as long as formatJson would keep it there (a few short
// scalars), then continues over several lines. The text goes to `output` in chunks, each ending
// between two values (never inside a UTF-8 sequence).
class JsonStreamWriter
{
public:
    using Output = std::function<void(std::string_view text)>;
    explicit JsonStreamWriter(Output output);
    JsonStreamWriter(const JsonStreamWriter &) = delete;
    JsonStreamWriter &operator=(const JsonStreamWriter &) = delete;
    ~JsonStreamWriter(); // hands over what is left

    // The document or an element of the open array (without a key), or a member of the open
    // object (with one). end() closes the innermost open container; closing the document ends
    // the text with a newline.
    void beginObject();
    void beginObject(const std::string &key);
    void beginArray();
    void beginArray(const std::string &key);
    void value(const Json &value);
    void value(const std::string &key, const Json &value);
    void end();

private:
    struct Frame
    {
        bool object = false;
        std::size_t indent = 0;      // of the container's own lines
        std::size_t prefixWidth = 0; // of `"key": ` before it on its first line
        std::string key;             // in the enclosing object
        bool open = false;           // written over several lines from here on
        std::size_t count = 0;       // members written
        Json pending;                // members kept while it may still fit on one line
    };
    void begin(bool object, const std::string *key);
    void add(const std::string &key, const Json &value);
    void open(std::size_t frame);
    void write(Frame &frame, const std::string &key, const Json &value);
    void flush(std::size_t atLeast);

    Output m_output;
    std::vector<Frame> m_frames;
    std::string m_buffer;
};

} // namespace fw::model
