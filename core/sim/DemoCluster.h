#pragma once

#include "cluster/MemberLink.h"
#include "cluster/MemberState.h"
#include "hw/HostInventory.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

namespace sparkwire::discovery {
class CablingSource;
}

namespace sparkwire::sim {

// The demo's whole cluster as its members would see it: the demo's own seat (spark-demo-a)
// and every simulated peer its cabling shows, each with an inventory, the links it hears,
// the 40-cx7.yaml in force and the cluster record it keeps. What DemoMemberLinks answer
// comes from here, and what they try, confirm or cancel changes it here, never on the system:
// like a member's helper, a try that is not confirmed reverts by itself when its deadline
// passes, so a demo seat that goes away leaves every simulated member as it was.
class DemoCluster : public QObject
{
    Q_OBJECT
public:
    // The demo seat's key id by default; the peer's is DemoCabling's.
    static QString seatId();
    // The seat's key id from now on (before the first state is read): the demo window's is
    // its throwaway node key's (DemoNodeState), so what the seat signs names a member.
    void setSeatKeyId(const QString &id) { m_seatId = id; }
    const QString &seatKeyId() const { return m_seatId; }

    // seat: the demo Spark's inventory; cabling: what it hears (read at every `state`, so an
    // unplugged twin shows there too); netplanRoot: the demo hierarchy the seat's file and
    // conflicts come from (never written).
    DemoCluster(hw::HostInventory seat, discovery::CablingSource *cabling, QString netplanRoot,
                QObject *parent = nullptr);
    ~DemoCluster() override;

    // A cable between two simulated peers that the seat cannot hear (a ring's far side).
    void addCable(const QString &idA, int portA, const QString &idB, int portB);

    // A fault for tests and for showing what a failure looks like: `step` fails on member
    // `memberId`; for Verify, only the checks of twin `netdev` fail (its cable "cut").
    struct Fault
    {
        QString memberId;
        cluster::MemberLink::Step step = cluster::MemberLink::Step::Verify;
        QString netdev;
    };
    void setFault(const std::optional<Fault> &fault) { m_fault = fault; }
    const std::optional<Fault> &fault() const { return m_fault; }

    // Members that check their twins only while a try of theirs is in force, as a member's
    // agent does today (a seat's `verify` with nothing tried is refused); off: any time.
    void setChecksOnlyDuringTry(bool only) { m_checksOnlyDuringTry = only; }

    // How long each simulated step takes (about a round trip and a helper's work).
    void setStepMs(int ms) { m_stepMs = ms; }
    int stepMs() const { return m_stepMs; }

    QStringList memberIds() const;
    QString hostnameOf(const QString &id) const;
    Result<cluster::MemberState> state(const QString &id) const;
    // What the member keeps: its 40-cx7.yaml now, and whether a try is waiting for confirm.
    QByteArray currentNetplan(const QString &id) const;
    bool pending(const QString &id) const;
    std::optional<cluster::ClusterRecord> record(const QString &id) const;
    // The seat's inventory as the plan it keeps left it: each planned twin's address, its
    // RoCE v2 IPv4 GID and the plan's MTU, as `netplan apply` and the kernel would set them
    // (a twin another netplan file overrides keeps what it had). The recorded inventory while
    // the seat keeps no record.
    hw::HostInventory seatInventoryInForce() const;

    // The member's helper: try (pending until confirm, cancel or the deadline), confirm, cancel.
    Status tryPlan(const QString &id, const cluster::MemberTry &request);
    Status confirm(const QString &id);
    // True when a pending try was undone; false when nothing was pending.
    bool cancel(const QString &id);
    // The checks of one member's twins, as DemoLinkChecks plays a healthy link, except a
    // faulted twin.
    Result<QList<bench::CheckResult>> verify(const QString &id,
                                             const QList<bench::TwinCheckTarget> &checks) const;

Q_SIGNALS:
    // A pending try reverted on its own (its deadline passed without confirm).
    void revertedByDeadline(const QString &id);

private:
    // The seat's twins that another netplan file configures after Sparkwire's.
    QStringList shadowedSeatNetdevs() const;
    struct Member;
    Member *member(const QString &id) const;
    void refreshMembers() const; // peers as the cabling shows them now
    QList<cluster::HeardLink> linksOf(const QString &id) const;
    // The other netplan files of the seat's hierarchy that configure these netdevs.
    QStringList conflictsOf(const QStringList &netdevs) const;

    hw::HostInventory m_seat;
    QString m_seatId = seatId();
    QPointer<discovery::CablingSource> m_cabling;
    QString m_netplanRoot;
    mutable QHash<QString, std::shared_ptr<Member>> m_members;
    QList<cluster::ClusterCable> m_extraCables;
    std::optional<Fault> m_fault;
    int m_stepMs = 250;
    bool m_checksOnlyDuringTry = false;
};

} // namespace sparkwire::sim
