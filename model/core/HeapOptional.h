#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace fw::model {

// An optional value kept on the heap: std::optional's use (test, *, ->, emplace, reset) and value
// semantics (copies copy the value, == compares it), at a pointer's size while it is empty. For a
// large part of a small object that most objects lack, such as the flagship advantage of one
// ship among thousands.
template<typename T>
class HeapOptional
{
public:
    HeapOptional() = default;
    HeapOptional(std::nullopt_t) {}
    HeapOptional(T value)
        : m_value(std::make_unique<T>(std::move(value)))
    {}
    HeapOptional(std::optional<T> value)
    {
        if (value)
            m_value = std::make_unique<T>(std::move(*value));
    }
    HeapOptional(const HeapOptional &other)
        : m_value(other.m_value ? std::make_unique<T>(*other.m_value) : nullptr)
    {}
    HeapOptional(HeapOptional &&) noexcept = default;
    HeapOptional &operator=(const HeapOptional &other)
    {
        if (this != &other)
            m_value = other.m_value ? std::make_unique<T>(*other.m_value) : nullptr;
        return *this;
    }
    HeapOptional &operator=(HeapOptional &&) noexcept = default;

    bool has_value() const { return m_value != nullptr; }
    explicit operator bool() const { return has_value(); }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return m_value.get(); }
    const T *operator->() const { return m_value.get(); }

    template<typename... Args>
    T &emplace(Args &&...args)
    {
        m_value = std::make_unique<T>(std::forward<Args>(args)...);
        return *m_value;
    }
    void reset() { m_value.reset(); }

    bool operator==(const HeapOptional &other) const
    {
        if (m_value && other.m_value)
            return *m_value == *other.m_value;
        return !m_value && !other.m_value;
    }

private:
    std::unique_ptr<T> m_value;
};

} // namespace fw::model
