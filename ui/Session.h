#pragma once

#include "cluster/ClusterRecord.h"
#include "cluster/JointApply.h"
#include "cluster/LaunchPathRun.h"
#include "discovery/NodeIdentity.h"
#include "doctor/ClusterDoctor.h"
#include "doctor/ClusterPreflight.h"
#include "hw/HostInventory.h"

#include "OptionalPart.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::helper {
class ApplyBackend;
}
namespace sparkwire::discovery {
class CablingSource;
}
namespace sparkwire::peers {
class PeerResponder;
class PeerSession;
} // namespace sparkwire::peers
namespace sparkwire::mdns {
class LanDiscovery;
}
namespace sparkwire::metrics {
class FleetHistory;
class MetricsSampler;
} // namespace sparkwire::metrics
namespace sparkwire::bench {
class LinkTests;
}
namespace sparkwire::cluster {
class MemberService;
}

// What the window works on: the real machine (inventory from /sys and netlink, discovery on
// the CX-7 links, netplan under "/", the privileged helper) or the demo's simulation of them.
// What a session may lack says so in its type: an OptionalPart, or a std::optional function;
// the window leaves out what needs a missing one.
struct Session
{
    // The real and the demo session have every one of these; a test may build only some.
    OptionalPart<sparkwire::hw::InventoryMonitor> inventory;
    OptionalPart<sparkwire::helper::ApplyBackend> applier;
    OptionalPart<sparkwire::discovery::CablingSource> cabling;
    OptionalPart<sparkwire::peers::PeerSession> peers;
    OptionalPart<sparkwire::metrics::MetricsSampler> sampler; // the dashboard's counters
    OptionalPart<sparkwire::bench::LinkTests> linkTests;      // the dashboard's tests
    // Answers peers; absent in the demo, or when sparkwirectl agent already does. The Find
    // peers page arms pairing on it.
    OptionalPart<sparkwire::peers::PeerResponder> responder;
    // Every cluster member's feed for the dashboard's fleet page (the demo's three Sparks);
    // absent: the dashboard shows this Spark only.
    OptionalPart<sparkwire::metrics::FleetHistory> fleet;
    // Sparks on the management LAN by mDNS, for Find peers (absent in the demo).
    OptionalPart<sparkwire::mdns::LanDiscovery> lan;
    QString netplanRoot = QStringLiteral("/");
    // This Spark's inventory as Diagnose reads it; absent: the inventory monitor's. The demo's
    // follows the plan its simulated seat keeps (its recorded tree has other addresses).
    std::optional<std::function<sparkwire::hw::HostInventory()>> inventoryNow;
    bool demo = false;
    // The demo's scenario ("healthy" or "faults", as `--demo=NAME` takes it).
    QString demoScenario;
    // How to start the other scenario (main relaunches the process); absent outside the demo.
    std::optional<std::function<void(const QString &scenario)>> switchDemo;

    // The cluster flow (Find peers -> Addressing -> Review -> Apply -> Verify).
    // This Spark's key id: always a member, the seat of the joint apply.
    QString seatId;
    // A MemberLink for each chosen member, the seat among them, owned by `parent` or by the
    // maker (which may replace them on its next call): in the demo DemoMemberLinks on one
    // DemoCluster; on a Spark, the seat's LocalMember and a RemoteMember per peer, e.g.
    //   [seat](const auto &members, QObject *) { return seat->links(members); }
    // with a node::ClusterSeat. An error names the member that cannot be reached. Absent: the
    // cluster flow is not available (the pages say so).
    using MemberLinks = std::function<sparkwire::Result<QList<sparkwire::cluster::MemberLink *>>(
        const QList<sparkwire::cluster::ClusterMember> &members, QObject *parent)>;
    std::optional<MemberLinks> memberLinks;
    // Signs delegated tries and confirms with this Spark's node key (absent: nothing signs,
    // every member's person is asked).
    std::optional<sparkwire::cluster::JointApply::Signer> signer;
    // This Spark's side as a member (absent in the demo, or when it answers no seat): while a
    // seat's change is in force here, or this Spark keeps a record another seat planned, the
    // window says who configures it and what it gets, and plans nothing of its own.
    OptionalPart<sparkwire::cluster::MemberService> memberService;

    // Config bundles (docs/bundle.md): this Spark's state directory (who signed a bundle,
    // the kept test results, the record an import restores; the demo's is a private temporary
    // one), the cluster record it keeps (the demo's seat's; absent: none is kept), and the
    // node key that signs.
    QString stateDir;
    using KeptRecord = std::function<std::optional<sparkwire::cluster::ClusterRecord>()>;
    std::optional<KeptRecord> keptRecord;
    std::optional<sparkwire::discovery::NodeIdentity> identity;

    // Help → Diagnose's "Whole cluster": runs the doctor on every member of the kept cluster
    // record (node::ClusterDoctorRun, owned by `owner`) and calls done once with the table.
    // Absent: not offered (the demo, or no cluster kept).
    using ClusterDoctor = std::function<void(
        QObject *owner, std::function<void(const QList<sparkwire::doctor::MemberCheck> &)> done)>;
    std::optional<ClusterDoctor> clusterDoctor;
    // The cluster pre-flight (doctor::ClusterPreflight): asks `members` (none: the kept
    // record's, else this Spark and every paired peer heard; node::PreflightRun, owned by
    // `owner`) and calls done once. The Welcome page offers it; the Review page runs it over
    // the planned members before Next leads to Apply. Absent: neither (the demo).
    using ClusterPreflight =
        std::function<void(QObject *owner, const QList<sparkwire::cluster::ClusterMember> &members,
                           std::function<void(const sparkwire::doctor::ClusterPreflight &)> done)>;
    std::optional<ClusterPreflight> clusterPreflight;
    // Verify's launch paths once the plan is kept (issue 30, item 5): every member's TCP paths
    // to the head on the launcher ports (cluster::LaunchPathRun from this Spark, owned by
    // `owner`), done once. Absent: not shown (the demo).
    using LaunchPaths = std::function<void(
        QObject *owner, const sparkwire::cluster::ClusterRecord &record,
        std::function<void(const QList<sparkwire::cluster::MemberLaunchPaths> &)> done)>;
    std::optional<LaunchPaths> launchPaths;
};
