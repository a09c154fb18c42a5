#pragma once

#include "Session.h"

#include "cluster/ClusterPlanner.h"
#include "cluster/JointApply.h"
#include "cluster/SeatRun.h"
#include "cluster/SshToMembers.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>

// The cluster the wizard is configuring, shared by its pages: the members chosen on Find
// peers (this Spark always among them), their states, the node numbers, subnet and MTU
// chosen on Addressing, the plan they give (or why there is none), and what the joint apply
// reported: each member's phase, its twins' checks and the outcome. The pages only show it;
// the work is core's (ClusterPlanner, NodeNumbering, and the seat's run: SeatRun, the same
// one `sparkwirectl cluster apply` drives).
class ClusterModel : public QObject
{
    Q_OBJECT
public:
    explicit ClusterModel(const Session &session, QObject *parent = nullptr);

    // False when this build has no way to reach members (Session::memberLinks is empty).
    bool available() const { return bool(m_makeLinks); }
    const QString &seatId() const { return m_seatId; }
    sparkwire::cluster::JointApply *joint() const { return m_run->joint(); }

    // Find peers: the members by id and paired name; numbers of members kept are kept.
    void setMembers(const QList<sparkwire::cluster::ClusterMember> &members);
    // With their node numbers once the states are read, in node order then.
    const QList<sparkwire::cluster::ClusterMember> &members() const { return m_members; }
    QString nameOf(const QString &id) const;
    int nodeOf(const QString &id) const;

    // Addressing: `state` from every member, then the default numbering and the plan.
    enum class Activity
    {
        Idle,
        ReadingStates,
        Applying,
    };
    Activity activity() const { return m_activity; }
    void readStates();
    // Reads the states when they are not fresh, nothing runs and there are members to ask
    // (a page entered on a kept cluster: Review, Apply).
    void readStatesIfStale();
    // Stops reading states or applying (JointApply::cancel for an apply).
    void cancel();
    bool statesFresh() const { return m_statesFresh; }
    const QList<sparkwire::cluster::MemberState> &states() const { return m_states; }
    const std::optional<sparkwire::Error> &readError() const { return m_readError; }
    QString readErrorMemberId() const { return m_readErrorMember; }
    const sparkwire::Result<sparkwire::cluster::ClusterPlanner::Cabling> &cabling() const
    {
        return m_cabling;
    }

    void setNode(const QString &id, int node);
    void setSubnet(const QString &subnet);
    void setMtu(int mtu);
    const QString &subnet() const { return m_subnet; }
    int mtu() const { return m_mtu; }
    // NodeNumbering::check on the numbers chosen; the plan is an error while it fails.
    const sparkwire::Status &numbering() const { return m_numbering; }
    const sparkwire::Result<sparkwire::cluster::ClusterPlan> &plan() const { return m_plan; }
    bool planOk() const { return m_statesFresh && m_plan.ok(); }

    // Apply: JointApply::apply on the plan reviewed (again after a failure: Retry).
    void apply();
    // The person closed the cancelled apply's notice in one pending-change banner: every
    // banner (the wizard's, the dashboard's) closes it.
    void dismissCancelNotice() { Q_EMIT cancelNoticeDismissed(); }
    const std::optional<sparkwire::cluster::JointApply::Outcome> &outcome() const
    {
        return m_outcome;
    }
    // Each member's twin checks from its last verify (the joint apply's or Verify's).
    QList<sparkwire::bench::CheckResult> checksOf(const QString &memberId) const
    {
        return m_checks.value(memberId);
    }
    void clearChecks(const QString &memberId = {}); // empty: every member's
    void addChecks(const QString &memberId, const QList<sparkwire::bench::CheckResult> &results);

    // The cluster record this Spark keeps, as the window found it at start and after every
    // change that ended here (Session::keptRecord); nothing when it keeps none.
    const std::optional<sparkwire::cluster::ClusterRecord> &keptRecord() const { return m_kept; }
    // Another seat holds this Spark's cluster: its change is in force here and not yet kept,
    // or this Spark keeps a record that seat planned. This window then plans nothing of its
    // own (plan() says who holds it) and says what this Spark gets.
    struct Holder
    {
        QString seatName;     // as this Spark's person paired it
        bool pending = false; // its change is in force here, not kept yet
        int node = 0;         // this Spark's number in its record
        QList<sparkwire::topology::PlannedAddress> addresses; // this Spark's planned addresses
    };
    const std::optional<Holder> &heldBy() const { return m_heldBy; }
    // One paragraph for the pages: who configures this Spark and what it gets; empty when
    // this window is the seat.
    QString heldText() const;
    // The same in one line, where the banner above already says it all.
    QString heldShort() const;

    // Links for the members made afresh (Verify's checks after the apply), owned by `parent`
    // or by whoever Session::memberLinks leaves them with; a later call may replace them.
    sparkwire::Result<QList<sparkwire::cluster::MemberLink *>> makeLinks(QObject *parent) const;

    // One twin of one cable in the plan: both ends (or one end and the switch).
    struct TwinLink
    {
        QString idA;
        QString netdevA;
        QString addressA;
        QString idB; // empty: the switch
        QString netdevB;
        QString addressB;
    };
    QList<TwinLink> twinLinks() const;

    // Every other member at its planned address on its link to this Spark, for SSH; empty
    // until the plan is in force (before, the cables may carry no IPv4 at all).
    QList<sparkwire::cluster::SshToMembers::Member> sshMembers() const;
    // One member's planned address on its link to this Spark while the plan is in force.
    std::optional<QString> addressInForce(const QString &memberId) const;

Q_SIGNALS:
    void membersChanged();
    void activityChanged();
    void statesChanged(); // read, or failed (readError)
    void planChanged();
    void checksChanged();
    void applyFinished();
    void heldChanged();
    void cancelNoticeDismissed();

private:
    // Session::keptRecord again, and who holds the cluster now.
    void reloadKept();
    void updateHolder();
    void setActivity(Activity activity);
    sparkwire::Status makeJointLinks();
    void rememberAddresses(); // the plan is in force: its addresses reach the members
    void statesArrived(const QList<sparkwire::cluster::MemberState> &states);
    void replan();

    std::function<sparkwire::Result<QList<sparkwire::cluster::MemberLink *>>(
        const QList<sparkwire::cluster::ClusterMember> &, QObject *)>
        m_makeLinks;
    QString m_seatId;
    // Where this Spark's resolv.conf files are read for the planner's seatInUse, and its
    // CX-7 netdevs; empty and null in the demo, whose Sparks are not this machine.
    QString m_netplanRoot;
    sparkwire::hw::InventoryMonitor *m_inventory = nullptr;
    QList<sparkwire::hw::NetworkInUse> m_seatInUse; // read when the states arrive
    sparkwire::cluster::SeatRun *m_run;             // its joint apply, then SSH after a kept plan
    QPointer<QObject> m_links;                      // owns the joint apply's links
    QList<sparkwire::cluster::ClusterMember> m_members;
    QHash<QString, int> m_chosenNodes; // the person's numbers, by member id
    Activity m_activity = Activity::Idle;
    bool m_statesFresh = false;
    QList<sparkwire::cluster::MemberState> m_states;
    std::optional<sparkwire::Error> m_readError;
    QString m_readErrorMember;
    sparkwire::Result<sparkwire::cluster::ClusterPlanner::Cabling> m_cabling;
    QString m_subnet = QStringLiteral("192.168.177.0/24");
    int m_mtu = 9000;
    sparkwire::Status m_numbering;
    sparkwire::Result<sparkwire::cluster::ClusterPlan> m_plan;
    std::optional<sparkwire::cluster::JointApply::Outcome> m_outcome;
    QHash<QString, QList<sparkwire::bench::CheckResult>> m_checks;
    QHash<QString, QStringList> m_inForce; // member id -> addresses of the plan in force
    std::function<std::optional<sparkwire::cluster::ClusterRecord>()> m_readKept;
    QPointer<sparkwire::peers::PeerSession> m_peers; // the names this Spark paired peers as
    QPointer<sparkwire::cluster::MemberService> m_memberService;
    std::optional<sparkwire::cluster::ClusterRecord> m_kept;
    // Members taken from the kept record at start: they stay until Find peers hears others.
    bool m_membersFromKept = false;
    QString m_pendingSeat; // the seat whose change is in force here, as paired
    std::optional<Holder> m_heldBy;
};
