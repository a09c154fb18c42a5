#pragma once

#include "cluster/ClusterRecord.h"
#include "cluster/FabricRoutes.h"
#include "cluster/JointApply.h"
#include "cluster/MemberHelper.h"
#include "cluster/MemberLink.h"
#include "peers/PeerAsk.h"
#include <QList>
#include <QObject>
#include <optional>

namespace sparkwire::node {

class NodeContext;

// The seat's side of the cluster, wired once for the window and `sparkwirectl cluster`: who
// may be a member (this node and the paired peers heard on a CX-7 link, or the kept record's
// members), a MemberLink for each (this node: its own helper and checks; a peer: the TLS
// channel to its agent or window, by its key), and the signer for delegated plans.
class ClusterSeat : public QObject
{
    Q_OBJECT
public:
    // netplanRoot: the root of the netplan hierarchy this node reads (conflicts).
    ClusterSeat(const NodeContext &context, QString netplanRoot, QObject *parent = nullptr);
    ~ClusterSeat() override;

    struct Candidate
    {
        cluster::ClusterMember member; // node 0 unless the kept record numbers it
        QString address;               // where its beacons come from; empty for this node
        bool self = false;
        bool heard = false; // a paired peer of the kept record not heard now: false
    };
    // This node first, then the kept record's members, then other paired peers heard now.
    QList<Candidate> candidates() const;
    std::optional<cluster::ClusterRecord> keptRecord() const;

    // Links for `members` (owned by this object, replaced on every call); InvalidInput naming
    // a member that is neither this node nor a paired peer.
    Result<QList<cluster::MemberLink *>> links(const QList<cluster::ClusterMember> &members);
    // Where `id`'s beacons come from on this Spark's CX-7 links now, each address once.
    static QStringList beaconAddressesOf(const NodeContext &context, const QString &id);
    // The paired neighbours heard on this Spark's CX-7 links, other than `id`, that may relay
    // to it (docs/security.md, "Members two hops away"), named as this Spark's record names
    // them, at their beacons' addresses.
    static QList<peers::RelayVia> relaysTo(const NodeContext &context, const QString &id);
    // Routes of tunnels to `id` along `routes` (cluster::FabricRoutes::routesTo), first hops
    // among relaysTo's neighbours, every hop paired here and named as this Spark's record
    // names it.
    static QList<peers::TunnelRoute> tunnelsTo(const NodeContext &context, const QString &id,
                                               const cluster::FabricRoutes &routes);
    // The seat's link to the paired member `id` (named `name`, as this Spark's own record
    // names it), owned by `parent`: only its key, at its beacons' addresses, else through a
    // paired neighbour's relay. links() makes its remote members with it; the pre-flight reads
    // each member's state with it.
    // With `routes`, a member neither heard here nor by a paired neighbour is reached through
    // two or more members along them (TunnelChain); `routes` must outlive the link.
    static cluster::MemberLink *remoteLink(const NodeContext &context, const QString &id,
                                           const QString &name, quint16 port, QObject *parent,
                                           const cluster::FabricRoutes *routes = nullptr);
    cluster::JointApply::Signer signer() const;
    QString selfId() const;
    // Every paired peer (or kept member) is heard on a CX-7 link now.
    bool everyoneHeard() const;
    // Both ports are cabled (a ring) and every twin hears exactly one paired Spark, as direct
    // cables do: a member still not heard is beyond those neighbours, reached through one of
    // them, and waiting longer for its beacons would hear nothing.
    bool neighboursHeard() const;
    // A paired Spark is heard on some CX-7 link: one that may relay to a member not cabled here.
    bool anyNeighbourPaired() const;

private:
    const NodeContext &m_context;
    QString m_netplanRoot;
    cluster::MemberHelper *m_helper = nullptr; // this node's own helper, for its LocalMember
    QList<cluster::MemberLink *> m_links;
    // Who hears whom, from the states m_links' members answered: routes to the far members.
    cluster::FabricRoutes m_routes;
};

} // namespace sparkwire::node
