#include "FleetHistory.h"

namespace sparkwire::metrics {

FleetHistory::FleetHistory(QList<Member> members, QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    m_members.reserve(size_t(members.size()));
    for (Member &m : members) {
        State s;
        s.member = std::move(m);
        for (int port : std::as_const(s.member.ports))
            s.links.emplace_back(port);
        m_members.push_back(std::move(s));
    }
    connect(&m_timer, &QTimer::timeout, this, [this] { check(nowMs()); });
}

int FleetHistory::indexOf(const QString &id) const
{
    for (size_t i = 0; i < m_members.size(); ++i)
        if (m_members[i].member.id == id)
            return int(i);
    return -1;
}

const LinkHistory *FleetHistory::link(int member, int port) const
{
    for (const LinkHistory &l : m_members.at(size_t(member)).links)
        if (l.port() == port)
            return &l;
    return nullptr;
}

const std::optional<FleetSample> &FleetHistory::latest(int member) const
{
    return m_members.at(size_t(member)).latest;
}

qint64 FleetHistory::nowMs() const
{
    return m_clock.elapsed();
}

void FleetHistory::startChecking()
{
    m_timer.start(kCheckMs);
}

void FleetHistory::record(const QString &id, const FleetSample &sample)
{
    record(id, sample, nowMs());
}

void FleetHistory::record(const QString &id, const FleetSample &sample, qint64 nowMs)
{
    const int index = indexOf(id);
    if (index < 0)
        return;
    State &s = m_members[size_t(index)];
    if (s.latest && nowMs <= s.lastSeenMs)
        return; // time runs forward only
    const bool wasLost = s.lost;
    if (s.latest && (s.lost || nowMs - s.lastSeenMs > kLostAfterMs)) {
        s.gaps.append({s.lastSeenMs, nowMs});
        if (s.gaps.size() > kMaxGaps)
            s.gaps.removeFirst();
    }
    const double interval = s.latest ? double(nowMs - s.lastSeenMs) / 1000.0 : 0;
    // A sample without twins says "alive, nothing measured yet" (a member's first answer):
    // no point is plotted for it, never a zero.
    if (!sample.twins.isEmpty() || !s.latest) {
        if (!sample.twins.isEmpty()) {
            const MetricsSample rates = sample.toMetrics(nowMs, interval);
            for (LinkHistory &l : s.links)
                l.record(rates);
        }
        s.latest = sample;
    }
    s.lastSeenMs = nowMs;
    s.lost = false;
    Q_EMIT recorded(index);
    if (wasLost)
        Q_EMIT lostChanged(index, false);
}

void FleetHistory::check(qint64 nowMs)
{
    for (size_t i = 0; i < m_members.size(); ++i) {
        State &s = m_members[i];
        if (!s.lost && nowMs - s.lastSeenMs > kLostAfterMs) {
            s.lost = true;
            Q_EMIT lostChanged(int(i), true);
        }
    }
}

} // namespace sparkwire::metrics
