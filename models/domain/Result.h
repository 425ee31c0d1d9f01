#pragma once

#include "SourceError.h"

#include <utility>
#include <variant>

namespace hw {

// What a function that can fail returns: a value, or the error that says why not. Used instead of
// `QString *error` out-parameters. Result<void> carries only the error.
//   Result<JobBatch> r = store.loadLatest(...);
//   if (!r) return r.error();        // a SourceError converts to any failed Result
//   use(*r);
template<typename T, typename E = SourceError>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_value(std::in_place_index<0>, std::move(value)) {}
    Result(E error) : m_value(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_value.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_value); }
    const T &value() const & { return std::get<0>(m_value); }
    T &&value() && { return std::get<0>(std::move(m_value)); }
    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    // The error; a default (kind None) error when ok().
    E error() const { return ok() ? E{} : std::get<1>(m_value); }

private:
    std::variant<T, E> m_value;
};

template<typename E>
class [[nodiscard]] Result<void, E>
{
public:
    Result() = default;
    Result(E error) : m_error(std::move(error)), m_failed(true) {}

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    E error() const { return m_error; }

private:
    E m_error;
    bool m_failed = false;
};

} // namespace hw
