#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QMutex>

namespace sparkwire::netplan {

// What netplan's own parser said of one exact input, kept a short while. A cluster member's
// helper validates the same candidate twice in one try: when the member checks the seat's
// plan (Validate), then when it applies it (Try). On the two-core testbed each `netplan
// generate` took about 0.3 s of CPU, and sixteen members' thirty-two runs were about half of
// the sixteen-node joint apply. The key (NetplanValidator makes it) is a SHA-256 over the
// netplan program and every file of the scratch tree, path and bytes: the same key is the same
// input, and `netplan generate --root-dir` reads nothing but that tree. Only accepted inputs
// are kept (a refusal runs netplan again, for its own words). Thread-safe: the helper reviews
// in worker threads.
class ValidationMemo
{
public:
    static constexpr int kDefaultKeepMs = 120000;
    static constexpr int kMaxEntries = 16;

    explicit ValidationMemo(int keepMs = kDefaultKeepMs)
        : m_keepMs(keepMs)
    {}
    // Whether netplan accepted exactly this input within the last keepMs.
    bool accepted(const QByteArray &key) const;
    void keepAccepted(const QByteArray &key);
    int runsSaved() const;

private:
    struct Entry
    {
        QByteArray key;
        QDeadlineTimer expires;
    };
    const int m_keepMs;
    mutable QMutex m_mutex;
    mutable QList<Entry> m_entries;
    mutable int m_saved = 0;
};

} // namespace sparkwire::netplan
