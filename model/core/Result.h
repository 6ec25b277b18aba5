#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace fw::model {

// A value or a user-facing (translated) error message.
template<typename T>
class Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    {}
    static Result failure(QString message)
    {
        Result r;
        r.m_error = std::move(message);
        return r;
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const QString &error() const { return m_error; }

private:
    Result() = default;
    std::optional<T> m_value;
    QString m_error;
};

// Success, or a user-facing (translated) error message: for operations that return nothing.
//     Result<void> save(...);   if (const auto r = save(...); !r) show(r.error());
template<>
class Result<void>
{
public:
    Result() = default; // success
    static Result success() { return {}; }
    static Result failure(QString message)
    {
        Result r;
        r.m_ok = false;
        r.m_error = std::move(message);
        return r;
    }

    bool ok() const { return m_ok; }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; } // empty on success

private:
    bool m_ok = true;
    QString m_error;
};

} // namespace fw::model
