#pragma once

#include "ClusterRecord.h"

#include "common/Result.h"
#include "topology/AddressPlan.h"
#include "topology/AddressPlanner.h"
#include "topology/PlannedAddress.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::cluster {

// What the cluster record the person approved says about addresses and links, without asking
// any member: the record keeps the topology, cabling, subnet, MTU and node numbers, and the
// addresses follow from those alone (AddressPlanner; netdev names do not change them). The one
// place a member's planned addresses come from: the planner, the fleet, SSH re-pointing, the
// window and the member all ask here.
namespace RecordAddresses {

// Every member's plan, by node number, from the record: cables by node number, the lower node
// first, in node order; the first cable's port (or the switch port) as the spec's port.
// `planner` carries what the record does not (the seat's: each member's netdev names and the
// networks in use); a default one gives DGX OS names. The planner's error when the record
// makes no plan (it was checked when it was made, so only a hand-edited record fails).
Result<topology::AddressPlan> plan(const ClusterRecord &record,
                                   const topology::AddressPlanner &planner = {});

// Every planned address of node `node` in `plan`, in its netdevs' order; none link-local.
QList<topology::PlannedAddress> addressesOf(const topology::AddressPlan &plan, int node);

// Each other member's planned addresses on its links to selfId (or on the switch), by key id;
// members with none are left out. Empty when selfId is not a member. The record numbers the
// members; `plan` is plan(record) or the seat's own.
QHash<QString, QList<topology::PlannedAddress>> reachableFrom(const ClusterRecord &record,
                                                              const topology::AddressPlan &plan,
                                                              const QString &selfId);
// The same with plan(record); empty when the record makes no plan.
QHash<QString, QList<topology::PlannedAddress>> reachableFrom(const ClusterRecord &record,
                                                              const QString &selfId);

// A peer's addresses as it sent them (the seat's, in its try): hostile until each lies inside
// one of the subnets the record plans for selfId, is a host of that subnet, is not selfId's
// own, and is one the record plans for peerId itself (on a switch every member shares the
// subnet: the seat must not name another member's address, which from= would then let in).
// InvalidInput naming the first that does not; the record's own error when it makes no plan;
// NotFound when selfId or peerId is not a member.
Status checkPeerAddresses(const ClusterRecord &record, const QString &selfId, const QString &peerId,
                          const QList<topology::PlannedAddress> &addresses);

// The member whose planned addresses include one of addresses (this Spark's, as its netdevs
// have them, without prefix): how a reader without the node key learns which member it runs
// on. Nothing when none or more than one member matches.
std::optional<QString> memberWithAddress(const ClusterRecord &record, const QStringList &addresses);

// One twin half of selfId's cabled ports and the member at the other end of its cable, as the
// record names it (a switch star has no member at the other end: none are listed).
struct TwinPeer
{
    int port = 0;
    int half = 0;
    QString peerId;
    QString peerHostname;
};
QList<TwinPeer> twinPeers(const ClusterRecord &record, const QString &selfId);

} // namespace RecordAddresses

} // namespace sparkwire::cluster
