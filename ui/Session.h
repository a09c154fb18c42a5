#pragma once

#include "cluster/ClusterRecord.h"
#include "cluster/JointApply.h"
#include "discovery/NodeIdentity.h"
#include "doctor/ClusterDoctor.h"
#include "doctor/ClusterPreflight.h"
#include "hw/HostInventory.h"

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
struct Session
{
    sparkwire::hw::InventoryMonitor *inventory = nullptr;
    sparkwire::helper::ApplyBackend *applier = nullptr;
    sparkwire::discovery::CablingSource *cabling = nullptr;
    sparkwire::peers::PeerSession *peers = nullptr;
    // Answers peers (null in the demo, or when sparkwirectl agent already does): the Find
    // peers page arms pairing on it.
    sparkwire::peers::PeerResponder *responder = nullptr;
    sparkwire::metrics::MetricsSampler *sampler = nullptr; // the dashboard's counters
    // Every cluster member's feed for the dashboard's fleet page (the demo's three Sparks);
    // null: the dashboard shows this Spark only.
    sparkwire::metrics::FleetHistory *fleet = nullptr;
    sparkwire::bench::LinkTests *linkTests = nullptr; // the dashboard's tests
    // Sparks on the management LAN by mDNS, for Find peers (null in the demo).
    sparkwire::mdns::LanDiscovery *lan = nullptr;
    QString netplanRoot = QStringLiteral("/");
    // This Spark's inventory as Diagnose reads it; unset: the inventory monitor's. The demo's
    // follows the plan its simulated seat keeps (its recorded tree has other addresses).
    std::function<sparkwire::hw::HostInventory()> inventoryNow;
    bool demo = false;
    // The demo's scenario ("healthy" or "faults", as `--demo=NAME` takes it) and how to start
    // the other one (main relaunches the process); unset outside the demo.
    QString demoScenario;
    std::function<void(const QString &scenario)> switchDemo;

    // The cluster flow (Find peers -> Addressing -> Review -> Apply -> Verify).
    // This Spark's key id: always a member, the seat of the joint apply.
    QString seatId;
    // A MemberLink for each chosen member, the seat among them, owned by `parent` or by the
    // maker (which may replace them on its next call): in the demo DemoMemberLinks on one
    // DemoCluster; on a Spark, the seat's LocalMember and a RemoteMember per peer, e.g.
    //   [seat](const auto &members, QObject *) { return seat->links(members); }
    // with a node::ClusterSeat. An error names the member that cannot be reached. Empty: the
    // cluster flow is not available (the pages say so).
    std::function<sparkwire::Result<QList<sparkwire::cluster::MemberLink *>>(
        const QList<sparkwire::cluster::ClusterMember> &members, QObject *parent)>
        memberLinks;
    // Signs delegated tries and confirms with this Spark's node key.
    sparkwire::cluster::JointApply::Signer signer;
    // This Spark's side as a member (null in the demo, or when it answers no seat): while a
    // seat's change is in force here, or this Spark keeps a record another seat planned, the
    // window says who configures it and what it gets, and plans nothing of its own.
    sparkwire::cluster::MemberService *memberService = nullptr;

    // Config bundles (docs/bundle.md): this Spark's state directory (who signed a bundle,
    // the kept test results, the record an import restores; the demo's is a private temporary
    // one), the cluster record it keeps (the demo's seat's), and the node key that signs.
    QString stateDir;
    std::function<std::optional<sparkwire::cluster::ClusterRecord>()> keptRecord;
    std::optional<sparkwire::discovery::NodeIdentity> identity;

    // Help → Diagnose's "Whole cluster": runs the doctor on every member of the kept cluster
    // record (node::ClusterDoctorRun, owned by `owner`) and calls done once with the table.
    // Empty: not offered (the demo, or no cluster kept).
    std::function<void(QObject *owner,
                       std::function<void(const QList<sparkwire::doctor::MemberCheck> &)> done)>
        clusterDoctor;
    // The Welcome page's cluster pre-flight (doctor::ClusterPreflight) over the same run.
    // Empty: not offered (the demo, or no cluster kept).
    std::function<void(QObject *owner,
                       std::function<void(const sparkwire::doctor::ClusterPreflight &)> done)>
        clusterPreflight;
};
