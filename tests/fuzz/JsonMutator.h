#pragma once

#include <cstddef>
#include <cstdint>

namespace fw::fuzz {

// libFuzzer's own mutation (bytes, dictionary words, compared values); empty outside libFuzzer.
using ByteMutator = std::size_t (*)(std::uint8_t *data, std::size_t size, std::size_t maxSize);

// A mutation that keeps JSON input JSON. The readers refuse almost every byte-level change to a
// fleet or a template (one stray character and the file is a syntax error; one misspelt key and a
// template is refused), so plain mutation rarely gets past them. This one, half of the time,
// parses the input and changes one value: a number to a boundary, a length to another size or
// unit, a string through `bytes`, an element or a member copied or removed. Otherwise, or when
// the input is not JSON, it leaves the bytes to `bytes`. Returns the new size (at most maxSize).
std::size_t mutateJson(std::uint8_t *data, std::size_t size, std::size_t maxSize, unsigned seed,
                       ByteMutator bytes);

} // namespace fw::fuzz
