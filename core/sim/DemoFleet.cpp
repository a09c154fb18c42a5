#include "DemoFleet.h"

#include "DemoCabling.h"

#include <algorithm>
#include <cmath>

namespace sparkwire::sim {

namespace {
// The ports of `id` that a cable of the record reaches.
QList<int> cabledPorts(const cluster::ClusterRecord &record, const QString &id)
{
    QList<int> ports;
    for (const cluster::ClusterCable &c : record.cabling) {
        if (c.idA == id && !ports.contains(c.portA))
            ports << c.portA;
        if (c.idB == id && !ports.contains(c.portB))
            ports << c.portB;
    }
    if (record.cabling.isEmpty())   // a switch star: every member on the switch's port, as
        ports << record.switchPort; // RecordFleet reads a real record
    std::sort(ports.begin(), ports.end());
    return ports;
}

QList<metrics::FleetHistory::Member> membersOf(const cluster::ClusterRecord &record)
{
    QList<metrics::FleetHistory::Member> members;
    for (const cluster::ClusterMember &m : record.members)
        members.append({m.id, m.hostname, cabledPorts(record, m.id)});
    return members;
}
} // namespace

cluster::ClusterRecord DemoFleet::pairRecord(const QString &seatId, const QString &seatName)
{
    cluster::ClusterRecord r;
    r.seatId = seatId;
    r.topology = topology::Topology::TwoNode;
    const QString b(64, QLatin1Char('b')); // DemoCabling's peer
    r.members = {{seatId, seatName, 1}, {b, QLatin1String(DemoCabling::kPeerHostname), 2}};
    r.cabling = {{seatId, 1, b, 1}};
    r.name = cluster::ClusterRecord::defaultName(r.members);
    r.plannedAt = QDateTime::currentDateTimeUtc();
    return r;
}

cluster::ClusterRecord DemoFleet::ringRecord(const QString &seatId, const QString &seatName)
{
    cluster::ClusterRecord r;
    r.seatId = seatId;
    r.topology = topology::Topology::Ring;
    const QString b(64, QLatin1Char('b'));
    const QString c(64, QLatin1Char('c'));
    r.members = {{seatId, seatName, 1},
                 {b, QLatin1String(DemoCabling::kPeerHostname), 2},
                 {c, QStringLiteral("spark-demo-c"), 3}};
    // node1 p0 -> node2 p1, node2 p0 -> node3 p1, node3 p0 -> node1 p1
    r.cabling = {{seatId, 0, b, 1}, {b, 0, c, 1}, {c, 0, seatId, 1}};
    r.name = cluster::ClusterRecord::defaultName(r.members);
    r.plannedAt = QDateTime::currentDateTimeUtc();
    return r;
}

DemoFleet::DemoFleet(cluster::ClusterRecord record, QObject *parent)
    : QObject(parent)
    , m_record(std::move(record))
    , m_history(membersOf(m_record))
{
    const quint64 cnps[] = {12, 3, 40}; // congestion notifications so far, out of step
    for (qsizetype i = 0; i < m_record.members.size(); ++i) {
        m_ports << cabledPorts(m_record, m_record.members.at(i).id);
        m_cnps << cnps[i % 3];
    }
    connect(&m_timer, &QTimer::timeout, this, [this] { tick(m_history.nowMs()); });
}

void DemoFleet::start()
{
    m_history.startChecking();
    m_timer.start(1000 / kRateHz);
}

void DemoFleet::setFeedStopped(const QString &memberId, bool stopped)
{
    if (stopped)
        m_stopped.insert(memberId);
    else
        m_stopped.remove(memberId);
}

metrics::FleetSample DemoFleet::sampleOf(int member, double seconds)
{
    metrics::FleetSample s;
    if (std::fmod(seconds + member * 7.0, 23.0) < 0.1)
        ++m_cnps[member]; // now and then a congestion notification
    for (int port : {0, 1})
        for (int half : {0, 1}) {
            metrics::FleetTwin t;
            t.port = port;
            t.half = half;
            t.carrier = m_ports.value(member).contains(port);
            t.speedMbps = t.carrier ? 200000 : 0;
            t.rdma = true;
            if (!t.carrier) { // no cable: no link, nothing moves
                s.twins << t;
                continue;
            }
            const double phase = seconds * 0.7 + member * 2.1 + port * 1.3 + half * 0.4;
            const double tx = 88.0 + 5.0 * std::sin(phase) + 1.5 * std::sin(phase * 3.7);
            const double rx = 87.0 + 5.0 * std::sin(phase + 0.9) + 1.5 * std::cos(phase * 2.9);
            t.txKbps = quint64(tx * 1e6);
            t.rxKbps = quint64(rx * 1e6);
            t.netdevTxKbps = 40 + quint64(member) * 3; // the ring's bootstrap chatter
            t.netdevRxKbps = 38;
            t.retransmits = 0;
            t.outOfSequence = quint64(member);
            t.cnps = m_cnps[member] + quint64(half);
            t.linkFlaps = 1; // the cable was plugged in once
            s.twins << t;
        }
    return s;
}

void DemoFleet::tick(qint64 nowMs)
{
    for (int i = 0; i < m_record.members.size(); ++i) {
        const QString &id = m_record.members.at(i).id;
        if (m_stopped.contains(id))
            continue;
        // Through the wire format and its one parser, as a real member's sample goes.
        const Result<metrics::FleetSample> parsed =
            metrics::FleetSample::parse(sampleOf(i, double(nowMs) / 1000.0).encode());
        if (parsed)
            m_history.record(id, *parsed, nowMs);
    }
}

} // namespace sparkwire::sim
