#include "ClusterSeat.h"

#include "HelperMemberBridge.h"
#include "NodeContext.h"

#include "bench/LinkChecks.h"
#include "cluster/LocalMember.h"
#include "cluster/RemoteMember.h"
#include "delegation/PlanSignature.h"
#include "discovery/DiscoveryAgent.h"
#include "hw/InventoryMonitor.h"
#include "peers/PairedPeers.h"

#include <QCoreApplication>

namespace sparkwire::node {

ClusterSeat::ClusterSeat(const NodeContext &context, QString netplanRoot, QObject *parent)
    : QObject(parent)
    , m_context(context)
    , m_netplanRoot(std::move(netplanRoot))
    , m_helper(new HelperMemberBridge(this))
{}

ClusterSeat::~ClusterSeat() = default;

QString ClusterSeat::selfId() const
{
    return m_context.identity().id();
}

std::optional<cluster::ClusterRecord> ClusterSeat::keptRecord() const
{
    const Result<cluster::ClusterRecord> kept = cluster::ClusterRecord::load(m_context.stateDir());
    if (!kept)
        return std::nullopt;
    return *kept;
}

QList<ClusterSeat::Candidate> ClusterSeat::candidates() const
{
    QList<Candidate> out;
    const std::optional<cluster::ClusterRecord> kept = keptRecord();
    Candidate self;
    self.self = true;
    self.heard = true;
    self.member.id = selfId();
    self.member.hostname = m_context.hostname();
    if (kept)
        if (const cluster::ClusterMember *m = kept->member(self.member.id))
            self.member.node = m->node;
    out << self;

    const peers::PairedPeers paired(m_context.stateDir());
    const QList<discovery::NeighbourLink> links = m_context.agent().links();
    auto addressOf = [&](const QString &id) {
        for (const discovery::NeighbourLink &l : links)
            if (l.peerId == id)
                return l.peerAddress;
        return QString();
    };
    QSet<QString> seen{self.member.id};
    auto add = [&](const QString &id, int node) {
        if (seen.contains(id))
            return;
        const std::optional<peers::PairedPeers::Peer> peer = paired.find(id);
        if (!peer)
            return; // names come from our own pairing record only
        seen.insert(id);
        Candidate c;
        c.member = {id, peer->hostname, node};
        c.address = addressOf(id);
        c.heard = !c.address.isEmpty();
        out << c;
    };
    if (kept)
        for (const cluster::ClusterMember &m : kept->members)
            add(m.id, m.node);
    for (const discovery::NeighbourLink &l : links)
        add(l.peerId, 0);
    // Paired but not heard here: a member two hops away in a ring, when the person names it.
    for (const peers::PairedPeers::Peer &p : paired.load().valueOr({}))
        add(p.id, 0);
    return out;
}

bool ClusterSeat::everyoneHeard() const
{
    const QList<Candidate> all = candidates();
    const Result<QList<peers::PairedPeers::Peer>> paired =
        peers::PairedPeers(m_context.stateDir()).load();
    QSet<QString> heard;
    for (const Candidate &c : all)
        if (c.heard)
            heard.insert(c.member.id);
    if (const std::optional<cluster::ClusterRecord> kept = keptRecord()) {
        for (const cluster::ClusterMember &m : kept->members)
            if (!heard.contains(m.id))
                return false;
        return true;
    }
    if (!paired || paired->isEmpty())
        return false;
    for (const peers::PairedPeers::Peer &p : *paired)
        if (!heard.contains(p.id))
            return false;
    return true;
}

bool ClusterSeat::neighboursHeard() const
{
    const peers::PairedPeers paired(m_context.stateDir());
    QHash<QString, QSet<QString>> heardOn; // local netdev -> peer ids
    for (const discovery::NeighbourLink &l : m_context.agent().links())
        heardOn[l.localNetdev].insert(l.peerId);
    QSet<int> cabledPorts;
    for (const hw::Cx7Port &p : m_context.inventory().inventory().ports) {
        if (!p.link.carrier)
            continue;
        cabledPorts.insert(p.port);
        const QSet<QString> peers = heardOn.value(p.netdev);
        if (peers.size() != 1 || !paired.contains(*peers.cbegin()))
            return false;
    }
    // Both ports cabled: a ring. (Through a switch one port is, and a twin that has heard
    // one member so far may yet hear the others.)
    return cabledPorts.size() == 2;
}

bool ClusterSeat::anyNeighbourPaired() const
{
    const peers::PairedPeers paired(m_context.stateDir());
    for (const discovery::NeighbourLink &l : m_context.agent().links())
        if (paired.contains(l.peerId))
            return true;
    return false;
}

Result<QList<cluster::MemberLink *>>
ClusterSeat::links(const QList<cluster::ClusterMember> &members)
{
    qDeleteAll(m_links);
    m_links.clear();
    const QList<Candidate> all = candidates();
    const peers::PairedPeers paired(m_context.stateDir());
    for (const cluster::ClusterMember &m : members) {
        auto it = std::find_if(all.cbegin(), all.cend(),
                               [&](const Candidate &c) { return c.member.id == m.id; });
        // A paired peer not heard at this moment (its beacons resume a few seconds after a
        // revert brings its link-local address back) is still reached where its beacons come
        // from once they do: only a peer that is not paired is refused here.
        QString pairedName;
        if (it != all.cend())
            pairedName = it->member.hostname;
        else if (const std::optional<peers::PairedPeers::Peer> peer = paired.find(m.id))
            pairedName = peer->hostname;
        else
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "ClusterSeat", "%1 is not paired with this Spark: pair it first.")
                                 .arg(m.hostname));
        if (it != all.cend() && it->self) {
            cluster::MemberSources sources = m_context.memberSources(m_netplanRoot);
            m_links << new cluster::LocalMember(
                sources, m_helper, [](QObject *parent) { return new bench::LinkChecks(parent); },
                this);
            continue;
        }
        cluster::MemberLink *link =
            remoteLink(m_context, m.id, pairedName, peers::PeerConnection::kPort, this, &m_routes);
        connect(link, &cluster::MemberLink::stateRead, this,
                [this, id = m.id](const cluster::MemberState &state) {
                    m_routes.learn(id, state.links);
                });
        m_links << link;
    }
    return m_links;
}

QStringList ClusterSeat::beaconAddressesOf(const NodeContext &context, const QString &id)
{
    QStringList addresses;
    for (const discovery::NeighbourLink &l : context.agent().links())
        if (l.peerId == id && !addresses.contains(l.peerAddress))
            addresses << l.peerAddress;
    return addresses;
}

QList<peers::RelayVia> ClusterSeat::relaysTo(const NodeContext &context, const QString &id)
{
    // Not cabled here (two hops away in a ring): through a paired neighbour that hears it.
    // Names come from our own pairing record; the neighbour is reached at its beacons.
    const peers::PairedPeers paired(context.stateDir());
    QList<peers::RelayVia> relays;
    QSet<QString> seen;
    for (const discovery::NeighbourLink &l : context.agent().links()) {
        if (l.peerId == id || seen.contains(l.peerId))
            continue;
        if (const std::optional<peers::PairedPeers::Peer> via = paired.find(l.peerId)) {
            seen.insert(l.peerId);
            relays.append({l.peerId, via->hostname, l.peerAddress});
        }
    }
    return relays;
}

QList<peers::TunnelRoute> ClusterSeat::tunnelsTo(const NodeContext &context, const QString &id,
                                                 const cluster::FabricRoutes &routes)
{
    const peers::PairedPeers paired(context.stateDir());
    return routes.routesTo(
        id, context.identity().id(), relaysTo(context, id),
        [&paired](const QString &hop) { return paired.contains(hop); },
        [&paired](const QString &hop) {
            const std::optional<peers::PairedPeers::Peer> peer = paired.find(hop);
            return peer ? peer->hostname : hop.left(16);
        });
}

cluster::MemberLink *ClusterSeat::remoteLink(const NodeContext &context, const QString &id,
                                             const QString &name, quint16 port, QObject *parent,
                                             const cluster::FabricRoutes *routes)
{
    cluster::RemoteMember::Options options;
    options.id = id;
    options.name = name;
    options.local = context.localNode();
    options.port = port;
    const NodeContext *c = &context;
    options.beaconAddresses = [c, id] { return beaconAddressesOf(*c, id); };
    options.relays = [c, id] { return relaysTo(*c, id); };
    if (routes)
        options.tunnels = [c, id, routes] { return tunnelsTo(*c, id, *routes); };
    return new cluster::RemoteMember(options, parent);
}

cluster::JointApply::Signer ClusterSeat::signer() const
{
    const QByteArray key = m_context.identity().privateKeyPem();
    return
        [key](const QByteArray &message) { return delegation::PlanSignature::sign(key, message); };
}

} // namespace sparkwire::node
