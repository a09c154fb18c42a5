#pragma once

#include "common/Result.h"
#include "topology/TopologySpec.h"
#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace sparkwire::cluster {

// One member of the cluster: its key id (64 hex digits, the node id), the name the seat's
// person paired it as, and its node number (1-based, the host part of its addresses).
struct ClusterMember
{
    QString id;
    QString hostname;
    int node = 0;
    bool operator==(const ClusterMember &o) const
    {
        return id == o.id && hostname == o.hostname && node == o.node;
    }
    bool operator!=(const ClusterMember &o) const { return !(*this == o); }
};

// One QSFP cable between two members, by key id and physical port (both twins travel in it).
struct ClusterCable
{
    QString idA;
    int portA = 0;
    QString idB;
    int portB = 0;
    bool operator==(const ClusterCable &o) const
    {
        return idA == o.idA && portA == o.portA && idB == o.idB && portB == o.portB;
    }
};

// The cluster as it was planned and kept: what every member stores (0600, <state>/cluster.json)
// and what bundles, doctor and the fleet dashboard read. Strict JSON, versioned: a document of
// another version, with unknown or missing fields, wrong types, duplicate ids or node numbers,
// a node number outside 1..kMaxMembers, a hostname that is not a hostname or an id that is not
// 64 hex digits is refused as a whole.
struct ClusterRecord
{
    static constexpr int kVersion = 1;
    static constexpr int kMaxMembers = topology::TopologySpec::kMaxSwitchNodes; // a switch of 16
    static constexpr int kMaxBytes = 32 * 1024;
    static constexpr const char *kFileName = "cluster.json";

    QString name;   // "sparkwire-" + first 8 hex digits of the seat's id unless the person named it
    QString seatId; // who planned it
    topology::Topology topology = topology::Topology::TwoNode;
    QString subnetBase = QStringLiteral("192.168.177.0/24");
    int mtu = 9000;
    QList<ClusterMember> members; // sorted by node number
    QList<ClusterCable> cabling;  // empty for a switch star
    int switchPort = 1;           // switch star: the port every member is cabled on
    QDateTime plannedAt;          // UTC, seconds

    const ClusterMember *member(const QString &id) const;
    // Each member's distance from `id` in cables (`id` itself 0): breadth first over the
    // cabling; through a switch (no cabling), or for a member no cable reaches, 1.
    QHash<QString, int> cableHopsFrom(const QString &id) const;
    // The members a shortest cable path from `from` to `to` passes through, in order: empty
    // when they are cabled together, through a switch, or when no cable path joins them.
    QStringList membersBetween(const QString &from, const QString &to) const;
    const ClusterMember *memberByNode(int node) const;

    // The members' paired names in node order, joined by '-' ("spark-a-spark-b"): what this
    // Spark's person approved, never a key id; past the 64 characters a name may hold, the
    // first member and how many more ("spark-a-and-7-more").
    static QString defaultName(const QList<ClusterMember> &members);
    // What clusters were named by default before 0.1 (the seat key id's first 8 hex digits):
    // a kept record may still carry it, and the export then names its file after the members.
    static QString keyIdName(const QString &seatId);

    // Canonical bytes: the same record always gives the same bytes (keys sorted, compact).
    QByteArray toJson() const;
    static Result<ClusterRecord> fromJson(const QByteArray &json);
    // The same, as one object inside another document (member state, try); `where` names it
    // in messages.
    QJsonObject toJsonObject() const;
    static Result<ClusterRecord> fromJsonObject(const QJsonObject &object, const QString &where);

    // <stateDir>/cluster.json; NotFound when there is none yet.
    static Result<ClusterRecord> load(const QString &stateDir);
    // Atomically (AtomicFile), mode 0600, in a 0700 state dir.
    Status save(const QString &stateDir) const;
    static QString path(const QString &stateDir);

    // The same cluster, planned the same way: everything but plannedAt is equal.
    bool samePlan(const ClusterRecord &o) const;
    bool operator==(const ClusterRecord &o) const;
    bool operator!=(const ClusterRecord &o) const { return !(*this == o); }
};

} // namespace sparkwire::cluster
