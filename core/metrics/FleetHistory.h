#pragma once

#include "FleetSample.h"
#include "LinkHistory.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

#include <optional>
#include <vector>

namespace sparkwire::metrics {

// The fleet dashboard's data: for every member of the cluster record, an hour of each link's
// RoCE Gb/s (LinkHistory), the newest sample (carrier, speed, trouble totals), and whether
// it is lost: no sample for kLostAfterMs. Time is the seat's monotonic clock, so members
// line up and a lost member's curves stop while time goes on; the spans without data are
// kept (gaps()) so a view breaks its curves there instead of bridging or drawing zeros.
class FleetHistory : public QObject
{
    Q_OBJECT
public:
    // What the seat's person approved: the cluster record's key id and name, and the ports
    // its cables use on that member.
    struct Member
    {
        QString id;
        QString name;
        QList<int> ports;
    };
    // Two missed ticks at the slowest rate (1 Hz); checked every kCheckMs, so a member that
    // stops is marked lost within 2.25 s.
    static constexpr int kLostAfterMs = 2000;
    static constexpr int kCheckMs = 250;
    static constexpr int kMaxGaps = 256;

    explicit FleetHistory(QList<Member> members, QObject *parent = nullptr);

    int memberCount() const { return int(m_members.size()); }
    const Member &member(int index) const { return m_members.at(size_t(index)).member; }
    int indexOf(const QString &id) const; // -1 when not a member
    const LinkHistory *link(int member, int port) const;
    const std::optional<FleetSample> &latest(int member) const;
    bool isLost(int member) const { return m_members.at(size_t(member)).lost; }
    // Seat ms of the newest sample (or of the start, when none came yet).
    qint64 lastSeenMs(int member) const { return m_members.at(size_t(member)).lastSeenMs; }
    bool everSeen(int member) const { return m_members.at(size_t(member)).latest.has_value(); }
    // Spans without data (seat ms, from the last sample before to the first after).
    const QList<std::pair<qint64, qint64>> &gaps(int member) const
    {
        return m_members.at(size_t(member)).gaps;
    }

    // The seat's monotonic clock in ms.
    qint64 nowMs() const;
    // A member's sample arrived now (ignored for an id that is not a member).
    void record(const QString &id, const FleetSample &sample);
    void record(const QString &id, const FleetSample &sample, qint64 nowMs);
    // Marks members lost that sent nothing for kLostAfterMs (the timer calls it with nowMs()).
    void check(qint64 nowMs);
    // Starts the periodic check; a history without it is checked only through check().
    void startChecking();

Q_SIGNALS:
    void recorded(int member);
    void lostChanged(int member, bool lost);

private:
    struct State
    {
        Member member;
        std::vector<LinkHistory> links;
        std::optional<FleetSample> latest;
        qint64 lastSeenMs = 0;
        bool lost = false;
        QList<std::pair<qint64, qint64>> gaps;
    };
    std::vector<State> m_members;
    QElapsedTimer m_clock;
    QTimer m_timer;
};

} // namespace sparkwire::metrics
