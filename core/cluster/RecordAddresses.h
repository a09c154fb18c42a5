#pragma once

#include "ClusterRecord.h"

#include "common/Result.h"
#include "topology/AddressPlan.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::cluster {

// What the cluster record the person approved says about addresses and links, without asking
// any member: the record keeps the topology, cabling, subnet, MTU and node numbers, and the
// addresses follow from those alone (AddressPlanner; netdev names do not change them).
namespace RecordAddresses {

// The address plan the record's cluster was applied with; the planner's error when the record
// makes no plan (it was checked when it was made, so only a hand-edited record fails).
Result<topology::AddressPlan> plan(const ClusterRecord &record);

// Each other member's planned addresses (without prefix) on its links to selfId (or on the
// switch), by key id; members with none are left out. Empty when selfId is not a member.
QHash<QString, QStringList> reachableFrom(const ClusterRecord &record, const QString &selfId);

// The member whose planned addresses include one of addresses (this Spark's, as its netdevs
// have them): how a reader without the node key learns which member it runs on. Nothing when
// none or more than one member matches.
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
