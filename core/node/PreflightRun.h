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
// change: this Spark answers itself, every other member is asked over the paired channel
// (ClusterDoctorRun without the launch paths), through a paired neighbour's relay when it is
// not cabled here, and its state is read for how its helper takes this Spark's plan (the
// "helper" row). `sparkwirectl cluster apply` runs it before its plan goes out, and the
// window's Welcome table runs it before and after the first cluster.
class PreflightRun : public QObject
{
    Q_OBJECT
public:
    explicit PreflightRun(const NodeContext &context, QObject *parent = nullptr);
    ~PreflightRun() override;

    void setPort(quint16 port) { m_port = port; }
    // ClusterDoctorRun::setStatesRead: consents from states the caller has just read.
    void setStatesRead(const QList<cluster::MemberState> &states) { m_statesRead = states; }
    // Asks; finished() comes once, from the event loop, within timeoutMs and a little.
    void start(const QList<cluster::ClusterMember> &members, int timeoutMs = 15000);

    // Whom the seat would ask now: the kept record's members or, before there is one, this
    // Spark and every paired peer heard on a cable. Fewer than two: nobody to compare with yet
    // (the caller says so).
    static QList<cluster::ClusterMember> membersOf(const ClusterSeat &seat);

Q_SIGNALS:
    void finished(const sparkwire::doctor::ClusterPreflight &preflight);

private:
    const NodeContext &m_context;
    quint16 m_port = peers::PeerConnection::kPort;
    ClusterDoctorRun *m_run = nullptr;
    QList<cluster::MemberState> m_statesRead;
};

} // namespace sparkwire::node
