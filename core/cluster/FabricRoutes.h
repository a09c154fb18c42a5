#pragma once

#include "MemberState.h"
#include "peers/RelayRequest.h"
#include "peers/TunnelChain.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <functional>

namespace sparkwire::cluster {

// Who hears whom on the fabric, as far as the seat knows: each member's neighbour table, from
// the state it answered. The seat routes through it to members more than one hop beyond its
// cables (a ring of six to eight: docs/security.md, "Members more than one hop away"). What a
// member says it hears is a claim, and it steers only which paired Sparks are asked to tunnel:
// each hop and the target are reached by their own keys, and each hop tunnels only to a Spark
// it hears itself.
class FabricRoutes
{
public:
    // `member`'s neighbour table now (replacing what it said before).
    void learn(const QString &member, const QList<HeardLink> &links);

    // Routes to `target` of two hops or more (one hop is a relay's: RelayRequest), each through
    // Sparks that `isPaired` accepts only, never through `self`: the shortest from each of
    // `neighbours` (the paired Sparks heard on this Spark's own cables, at their beacons'
    // addresses), shortest first. Hops are named by `nameOf` (this Spark's own record).
    QList<peers::TunnelRoute>
    routesTo(const QString &target, const QString &self, const QList<peers::RelayVia> &neighbours,
             const std::function<bool(const QString &id)> &isPaired,
             const std::function<QString(const QString &id)> &nameOf) const;

private:
    QHash<QString, QSet<QString>> m_heard; // member id -> the ids it hears
};

} // namespace sparkwire::cluster
