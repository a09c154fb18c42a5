#pragma once

#include <QCoreApplication>
#include <QString>

#include <utility>
#include <variant>

namespace sparkwire {

// What kind of failure, for code to branch on; the message is for people. Code never matches
// on message text (it is translated).
enum class ErrorCode
{
    InvalidInput,     // the caller's or the file's bytes are wrong (bad YAML, bad address)
    NotFound,         // a file, peer, account or tool that is not there
    PermissionDenied, // refused by the system or by policy (polkit, ownership, symlink)
    Io,               // reading or writing failed
    Timeout,          // no answer in time
    Unavailable,      // a service that is not running here (keyring, bus, helper, netplan)
    ToolFailed,       // an external program ran and failed; the message has its own words
    Protocol,         // a peer or tool answered with something we cannot read
    Refused,          // the other side (a person or a peer) said no
    Cancelled,        // the person stopped it
};

// One failure: a code, a translated one-line message that says what is wrong and how to fix
// it, and optional detail (a tool's own output, a log path).
struct Error
{
    ErrorCode code = ErrorCode::Io;
    QString message;
    QString detail;

    // The message, then the detail (when there is one) on the lines after it: for a reply or
    // a terminal that shows both.
    QString messageWithDetail() const
    {
        return detail.isEmpty() ? message : message + QLatin1Char('\n') + detail;
    }
};

// The one result type across core: a value or an Error (expected-style).
//   Result<Plan> r = planner.plan(spec);
//   if (!r) return r.error();
//   use(*r);
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_state(std::in_place_index<0>, std::move(value))
    {}
    Result(Error error)
        : m_state(std::in_place_index<1>, std::move(error))
    {}

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_state); }
    const T &value() const & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T &&operator*() && { return std::move(*this).value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }

    const Error &error() const { return std::get<1>(m_state); }
    // The message of a failure, empty on success (for places that only show it).
    QString errorMessage() const { return ok() ? QString() : error().message; }

private:
    std::variant<T, Error> m_state;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error)
        : m_failed(true)
        , m_error(std::move(error))
    {}

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return m_error; }
    QString errorMessage() const { return m_error.message; }

private:
    bool m_failed = false;
    Error m_error;
};

using Status = Result<void>;

inline Error makeError(ErrorCode code, QString message, QString detail = {})
{
    return Error{code, std::move(message), std::move(detail)};
}

} // namespace sparkwire
