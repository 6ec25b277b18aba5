#include "JsonMutator.h"

#include <model/core/Json.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace fw::fuzz {

namespace {

using model::Json;

// std::minstd_rand is specified exactly by the standard, so a seed replays on every library;
// only its raw output is used (no std distributions, whose algorithms differ).
class Mutation
{
public:
    static constexpr const char *Units[] = {"mm", "cm", "in", "pt"};

    Mutation(unsigned seed, ByteMutator bytes)
        : m_rng(seed)
        , m_bytes(bytes)
    {}

    // Changes one value of `doc`; false when nothing could be changed.
    bool apply(Json &doc)
    {
        std::vector<Json *> nodes;
        collect(doc, nodes);
        Json &node = *nodes[pick(nodes.size())];
        switch (node.type()) {
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned:
        case Json::value_t::number_float:
            node = number(node);
            return true;
        case Json::value_t::string:
            node = string(node.get<std::string>());
            return true;
        case Json::value_t::boolean:
            node = !node.get<bool>();
            return true;
        case Json::value_t::array:
            return array(node);
        case Json::value_t::object:
            return object(node);
        default:
            node = *nodes[pick(nodes.size())];
            return true;
        }
    }

private:
    std::size_t pick(std::size_t n) { return n == 0 ? 0 : m_rng() % n; }

    static void collect(Json &node, std::vector<Json *> &nodes)
    {
        nodes.push_back(&node);
        if (node.is_structured()) {
            for (Json &child : node)
                collect(child, nodes);
        }
    }

    // Mostly a number of the same kind (the readers refuse 2.0 where they count), sometimes a
    // fraction or a string.
    Json number(const Json &old)
    {
        // Limits of the readers and of int (case 6 negates them).
        static const long long edges[]
            = {0,           1,    2,    3,     6,     7,        12,       99,         100,
               1000,        1001, 9999, 32767, 32768, 10000000, 10000001, 2147483647, 2147483648LL,
               4294967296LL};
        const bool whole = !old.is_number_float();
        const double value = old.get<double>();
        // Whole numbers change as integers, within ±10^15 so that nothing overflows.
        const long long n
            = std::isnan(value) ? 0 : static_cast<long long>(std::clamp(value, -1e15, 1e15));
        switch (pick(10)) {
        case 0:
        case 1:
            return whole ? Json(edges[pick(std::size(edges))])
                         : Json(double(edges[pick(std::size(edges))]));
        case 2:
            return whole ? Json(n + 1) : Json(value + 0.5);
        case 3:
            return whole ? Json(n - 1) : Json(value - 0.5);
        case 4:
            return whole ? Json(n * 2) : Json(value * 2);
        case 5:
            return whole ? Json(n / 2) : Json(value / 3);
        case 6:
            return whole ? Json(-n) : Json(-value);
        case 7:
            return value + 0.25;
        case 8:
            return std::to_string(n);
        default:
            return whole ? Json(static_cast<long long>(pick(64))) : Json(double(pick(64)) / 8);
        }
    }

    // "12.5mm" -> "12.5" and "mm"; false when `text` is not a number with a unit.
    static bool isLength(const std::string &text, std::string &amount, std::string &unit)
    {
        if (text.size() < 3 || text.size() > 32)
            return false;
        unit = text.substr(text.size() - 2);
        amount = text.substr(0, text.size() - 2);
        if (std::find(std::begin(Units), std::end(Units), unit) == std::end(Units))
            return false;
        char *end = nullptr;
        std::strtod(amount.c_str(), &end);
        return end != amount.c_str() && *end == '\0';
    }

    Json string(const std::string &old)
    {
        std::string amount, unit;
        if (isLength(old, amount, unit) && pick(4) != 0) {
            static const char *const amounts[]
                = {"0", "0.01", "0.5", "1", "3", "9.9", "50", "300", "1000", "1e6", "-1", "1e-9"};
            if (pick(3) == 0)
                return amount + Units[pick(std::size(Units))];
            return amounts[pick(std::size(amounts))] + unit;
        }
        switch (pick(6)) {
        case 0: {
            static const char *const texts[] = {"",
                                                " ",
                                                "\t\n",
                                                "\xce\xa9 \xe2\x98\x85 \xf0\x9f\x9a\x80",
                                                "\xe2\x80\xae\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d",
                                                "<&>\"'",
                                                "\x01\x1f",
                                                "auto"};
            return texts[pick(std::size(texts))];
        }
        case 1: {
            std::string longer;
            const std::size_t times = 1 + pick(300);
            for (std::size_t i = 0; i < times; ++i)
                longer += old.empty() ? std::string("W") : old;
            return longer;
        }
        default: {
            // Through libFuzzer: dictionary words, values the code compared against.
            std::string buffer = old;
            buffer.resize(old.size() + 64);
            const std::size_t n = m_bytes(reinterpret_cast<std::uint8_t *>(buffer.data()),
                                          old.size(), buffer.size());
            buffer.resize(n);
            return buffer;
        }
        }
    }

    bool array(Json &node)
    {
        if (node.empty())
            return false;
        const std::size_t i = pick(node.size());
        switch (pick(4)) {
        case 0:
            node.erase(i);
            return true;
        case 1: {
            const std::size_t copies = 1 + pick(pick(2) == 0 ? 3 : 40);
            const Json element = node[i];
            for (std::size_t c = 0; c < copies; ++c)
                node.push_back(element);
            return true;
        }
        case 2:
            std::swap(node[i], node[pick(node.size())]);
            return true;
        default:
            node[i] = node[pick(node.size())];
            return true;
        }
    }

    bool object(Json &node)
    {
        if (node.empty())
            return false;
        auto member = std::next(node.begin(), long(pick(node.size())));
        if (pick(2) == 0) {
            node.erase(member.key());
            return true;
        }
        // Another member's value under this key: a string where a number belongs, a list where
        // an object belongs, the same ship twice...
        auto other = std::next(node.begin(), long(pick(node.size())));
        member.value() = Json(other.value());
        return true;
    }

    std::minstd_rand m_rng;
    ByteMutator m_bytes;
};

} // namespace

std::size_t mutateJson(std::uint8_t *data, std::size_t size, std::size_t maxSize, unsigned seed,
                       ByteMutator bytes)
{
    if (!bytes)
        return size;
    if (seed % 2 == 0)
        return bytes(data, size, maxSize);
    Json doc = Json::parse(data, data + size, nullptr, false);
    if (doc.is_discarded() || !doc.is_structured())
        return bytes(data, size, maxSize);
    Mutation mutation(seed, bytes);
    if (!mutation.apply(doc))
        return bytes(data, size, maxSize);
    const std::string text = doc.dump(2, ' ', false, Json::error_handler_t::replace);
    if (text.size() > maxSize)
        return bytes(data, size, maxSize);
    std::memcpy(data, text.data(), text.size());
    return text.size();
}

} // namespace fw::fuzz
