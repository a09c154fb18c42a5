#pragma once

#include <optional>

// A part of the window's session that a session may lack (the demo has no responder, a test
// builds only what its page needs): absent is a state of the type, not a null pointer whose
// meaning a comment tells. Set from a reference, or from a pointer only through of(), where
// the caller's own pointer may be null; read like a pointer, and handed as one (null when
// absent) to the pages that take one.
template <typename T> class OptionalPart
{
public:
    OptionalPart() = default;
    OptionalPart(std::nullopt_t) {}
    OptionalPart(T &part)
        : m_part(&part)
    {}
    static OptionalPart of(T *part) { return part ? OptionalPart(*part) : OptionalPart(); }

    bool has_value() const { return m_part != nullptr; }
    T *operator->() const { return m_part; }
    T &operator*() const { return *m_part; }
    // The pages take their parts as pointers that may be null; they get exactly this.
    operator T *() const { return m_part; }

private:
    T *m_part = nullptr;
};
