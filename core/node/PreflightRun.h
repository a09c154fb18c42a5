#pragma once

#include "cluster/ClusterRecord.h"
#include "cluster/MemberState.h"
#include "doctor/ClusterPreflight.h"
#include "peers/PeerConnection.h"

#include <QObject>

namespace sparkwire::node {

class ClusterDoctorRun;
class ClusterSeat;
class NodeContext;

// The cluster pre-flight (doctor::ClusterPreflight, #30 item 1) from the seat, before any
// change: this Spark answers itself, every member it hears on a cable is asked over the paired
// channel (ClusterDoctorRun without the launch paths), and a member reached only through a
// paired neighbour is shown as not asked (unknown), never as failed: the doctor request does
// not travel through a relay. Every member's state is read too, through a relay where need be,
// for how its helper takes this Spark's plan (the "helper" row). `sparkwirectl cluster apply` runs
// it before its plan goes out, and the window's Welcome table runs it before and after the first
// cluster.
class PreflightRun : public QObject
{
    Q_OBJECT
public:
    struct Member
    {
        cluster::ClusterMember member; // named as the seat knows it (paired record, kept record)
        bool asked = true;             // false: reached only through a neighbour
    };

    explicit PreflightRun(const NodeContext &context, QObject *parent = nullptr);
    ~PreflightRun() override;

    void setPort(quint16 port) { m_port = port; }
    // ClusterDoctorRun::setStatesRead: consents from states the caller has just read.
    void setStatesRead(const QList<cluster::MemberState> &states) { m_statesRead = states; }
    // Asks; finished() comes once, from the event loop, within timeoutMs and a little.
    void start(const QList<Member> &members, int timeoutMs = 15000);

    // Whom the seat would ask now: the kept record's members or, before there is one, this
    // Spark and every paired peer heard on a cable; each asked unless only a neighbour hears it.
    // Fewer than two: nobody to compare with yet (the caller says so).
    static QList<Member> membersOf(const ClusterSeat &seat);
    // Those of `members` (in their order), asked when the seat hears them or they are itself.
    static QList<Member> membersOf(const ClusterSeat &seat,
                                   const QList<cluster::ClusterMember> &members);

Q_SIGNALS:
    void finished(const sparkwire::doctor::ClusterPreflight &preflight);

private:
    const NodeContext &m_context;
    quint16 m_port = peers::PeerConnection::kPort;
    ClusterDoctorRun *m_run = nullptr;
    QList<cluster::MemberState> m_statesRead;
};

} // namespace sparkwire::node
