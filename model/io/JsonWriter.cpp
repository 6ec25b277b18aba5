#include "JsonWriter.h"

#include <algorithm>

namespace fw::model {

namespace {

constexpr std::size_t MaxInlineWidth = 100;

bool isContainer(const Json &v)
{
    return v.is_object() || v.is_array();
}

std::string scalar(const Json &v)
{
    return v.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// The one-line form, or an empty string when the value must span several lines.
std::string inlineForm(const Json &v)
{
    if (!isContainer(v))
        return scalar(v);
    if (v.empty())
        return v.is_object() ? "{}" : "[]";
    std::string out;
    if (v.is_object()) {
        out = "{ ";
        bool first = true;
        for (const auto &[key, member] : v.items()) {
            if (isContainer(member) && !member.empty())
                return {};
            out += first ? "" : ", ";
            out += scalar(Json(key)) + ": " + inlineForm(member);
            first = false;
        }
        out += " }";
    } else {
        out = "[";
        bool first = true;
        for (const Json &element : v) {
            if (isContainer(element) && !element.empty())
                return {};
            out += first ? "" : ", ";
            out += inlineForm(element);
            first = false;
        }
        out += "]";
    }
    return out;
}

void write(const Json &v, std::size_t indent, std::size_t prefixWidth, std::string &out)
{
    if (!isContainer(v)) {
        // However long: a scalar has no other form.
        out += scalar(v);
        return;
    }
    const std::string oneLine = inlineForm(v);
    if (!oneLine.empty() && indent + prefixWidth + oneLine.size() <= MaxInlineWidth) {
        out += oneLine;
        return;
    }
    const std::string pad(indent + 2, ' ');
    if (v.is_object()) {
        out += "{\n";
        std::size_t i = 0;
        for (const auto &[key, member] : v.items()) {
            const std::string name = scalar(Json(key)) + ": ";
            out += pad + name;
            write(member, indent + 2, name.size(), out);
            out += ++i < v.size() ? ",\n" : "\n";
        }
        out += std::string(indent, ' ') + "}";
    } else {
        out += "[\n";
        std::size_t i = 0;
        for (const Json &element : v) {
            out += pad;
            write(element, indent + 2, 0, out);
            out += ++i < v.size() ? ",\n" : "\n";
        }
        out += std::string(indent, ' ') + "]";
    }
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
