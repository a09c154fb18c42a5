#include "ValidationMemo.h"

#include <QMutexLocker>

namespace sparkwire::netplan {

bool ValidationMemo::accepted(const QByteArray &key) const
{
    const QMutexLocker lock(&m_mutex);
    m_entries.removeIf([](const Entry &e) { return e.expires.hasExpired(); });
    for (const Entry &e : std::as_const(m_entries))
        if (e.key == key) {
            ++m_saved;
            return true;
        }
    return false;
}

void ValidationMemo::keepAccepted(const QByteArray &key)
{
    const QMutexLocker lock(&m_mutex);
    m_entries.removeIf([&key](const Entry &e) { return e.key == key || e.expires.hasExpired(); });
    if (m_entries.size() >= kMaxEntries)
        m_entries.removeFirst();
    m_entries.append({key, QDeadlineTimer(m_keepMs)});
}

int ValidationMemo::runsSaved() const
{
    const QMutexLocker lock(&m_mutex);
    return m_saved;
}

} // namespace sparkwire::netplan
