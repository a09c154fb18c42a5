#pragma once

#include "ClusterRecord.h"
#include "bench/LinkChecker.h"
#include "topology/AddressPlan.h"
#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::cluster {

// What one member is to get: its netplan, how it differs from what it has, what stands in
// the way, and which twins it checks against which neighbour address after the change.
struct MemberPlan
{
    ClusterMember member;
    QByteArray netplan;                        // the 40-cx7.yaml for it (renderNodeNetplan)
    QByteArray current;                        // what it has in force now
    bool unchanged = false;                    // netplan == current: nothing to try
    QStringList conflicts;                     // from its state, in words
    QList<bench::TwinCheckTarget> checks;      // verify: (local twin, neighbour address, MTU)
    QList<topology::PlannedAddress> addresses; // RecordAddresses::addressesOf
    std::optional<ClusterRecord> kept;         // the record it keeps now (from its state)
};

// The whole cluster's plan: one AddressPlanner call for every member.
struct ClusterPlan
{
    ClusterRecord record;
    topology::AddressPlan addressPlan;
    QList<MemberPlan> members; // in node order; the seat is one of them
    const MemberPlan *member(const QString &id) const;
    // Every member already has its plan (netplan == current) and keeps a record that is this
    // one but for plannedAt (ClusterRecord::samePlan): nothing to try, nothing to store.
    bool unchanged() const;
};

} // namespace sparkwire::cluster
