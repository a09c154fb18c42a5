#pragma once

#include "cluster/FabricRoutes.h"
#include "cluster/MemberLink.h"
#include "doctor/ClusterDoctor.h"
#include "peers/PeerAsk.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace sparkwire::cluster {
class LaunchPathRun;
}

namespace sparkwire::node {

class NodeContext;

// `doctor --cluster` and the Diagnose window's "Whole cluster" run, from the seat: this node
// answers for itself, every other member of the cluster record is asked over the peer channel
// ("doctor" request), only by its own key, at the addresses its beacons come from, then
// through each paired neighbour's relay (a member not cabled here), then along tunnels
// through the members that hear it (ClusterSeat::tunnelsTo), every way in turn, again
// and again until the deadline. finished() carries the combined table
// (ClusterDoctor::combine): one that did not answer in time is a fail line naming it. Beside
// it, each other member's `state` is read (ClusterSeat::remoteLink, through a paired
// neighbour's relay where it is not cabled here, or along tunnels through other members where
// it is further away still) for how its helper takes this Spark's plans:
// MemberAnswer::consent, the pre-flight's "helper" row.
class ClusterDoctorRun : public QObject
{
    Q_OBJECT
public:
    ClusterDoctorRun(const NodeContext &context, QObject *parent = nullptr);
    ~ClusterDoctorRun() override;

    void setPort(quint16 port) { m_port = port; }
    // Whether finished() also carries the launch-path checks (LaunchPathDoctor), run from the
    // seat once every member answered; default on.
    void setLaunchPaths(bool on) { m_launchPaths = on; }
    // States the caller has just read (`cluster apply` plans from them): a member's consent is
    // taken from its state here, not read again.
    void setStatesRead(const QList<cluster::MemberState> &states);
    // How a member's helper takes the asking Spark's plan, from its state answer.
    static doctor::MemberAnswer::Consent consentOf(const cluster::MemberState &state);
    // Asks every member of `record`; called again, it drops what the earlier call still had
    // under way (that run's finished() never comes) and starts afresh.
    void start(const cluster::ClusterRecord &record, int timeoutMs = 15000);
    // Every member's answer (or why none), in the record's order: what the pre-flight
    // (doctor::ClusterPreflight) compares once finished() was emitted.
    const QList<doctor::MemberAnswer> &answers() const { return m_answers; }

Q_SIGNALS:
    void finished(const QList<sparkwire::doctor::MemberCheck> &checks);

private:
    struct Pending
    {
        int index = 0;         // into m_answers
        QStringList tried;     // this round
        QStringList triedEver; // for the message
        QString lastFailure;
        QPointer<peers::PeerAsk> ask;
    };
    void connectNext(int index);
    // connectNext(index) after `ms`, unless start() began another run meanwhile.
    void retryLater(int index, int ms);
    // Abandons every ask and state read under way (their answers reach nobody).
    void dropWhatIsUnderWay();
    void settle(int index, std::optional<doctor::DoctorAnswer> answer, const QString &error);
    void readConsent(int index);
    void settleConsent(int index, doctor::MemberAnswer::Consent consent, const QString &error);
    void finishIfDone();

    const NodeContext &m_context;
    quint16 m_port = peers::PeerConnection::kPort;
    cluster::ClusterRecord m_record;
    QList<doctor::MemberAnswer> m_answers;
    QHash<int, Pending> m_pending;
    QHash<int, QPointer<cluster::MemberLink>> m_consentReads; // state reads under way
    QList<cluster::MemberState> m_statesRead;
    // Who hears whom, from every state read: routes to members more than one hop away.
    cluster::FabricRoutes m_routes;
    QElapsedTimer m_clock;
    QTimer m_deadline;
    bool m_done = false;
    bool m_launchPaths = true;
    QPointer<cluster::LaunchPathRun> m_paths; // the launch-path checks under way
    quint64 m_run = 0;                        // which start() the callbacks belong to
    // While start() walks the members: an answer that settles at once (this Spark's own, when
    // its firewall ruleset is read without a process) must not finish the run before the
    // other members are even pending, nor before the caller's event loop runs.
    bool m_starting = false;
};

} // namespace sparkwire::node
