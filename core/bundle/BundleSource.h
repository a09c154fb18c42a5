#pragma once

#include "bench/NcclEnvironment.h"
#include "cluster/ClusterPlan.h"
#include "cluster/MemberState.h"
#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace sparkwire::bundle {

// One twin of a member as the cluster configured it.
struct BundleTwin
{
    QString netdev;
    int port = 0;
    int half = 0;
    QString address; // "192.168.177.1/24" (topology::PlannedAddress::toString)
    // The address without prefix, as topology::PlannedAddress reads it; empty when none.
    QString host() const;
};

// One member as the bundle describes it: who it is (from the cluster record, so names are
// the ones the person paired), its netplan in force and inventory (from its own state), and
// its twins' addresses (from the plan).
struct BundleMember
{
    cluster::ClusterMember member;
    QByteArray netplan;   // its 40-cx7.yaml, exactly as it is in force
    QByteArray inventory; // `sparkwirectl inventory --json`, compact
    QList<BundleTwin> twins;
    // Its first twin's address without prefix: what launchers bind and rendezvous on.
    QString fabricAddress() const;
};

// Everything a bundle is made of. Built from the cluster record, what each member reports and
// this Spark's own files; the generators (BundleFiles, BundleLaunchFiles) read only this.
struct BundleSource
{
    Q_DECLARE_TR_FUNCTIONS(BundleSource)

public:
    cluster::ClusterRecord record;
    QList<BundleMember> members; // in node order
    QString exporterId;
    QString version;
    QDateTime createdAt; // UTC, seconds
    // The NCCL environment of the exporting Spark, both GPUDirect modes (NcclEnvironment).
    QList<QPair<QString, QString>> ncclSafe;
    QList<QPair<QString, QString>> ncclDmabuf;
    QByteArray knownHosts;             // pinned host keys of the members (public keys only)
    QMap<QString, QByteArray> results; // file name under results/ -> bytes
    bool demo = false;                 // made by the demo from simulated members: README.md says so

    // From a plan of the kept record over the members' states (ClusterPlanner): InvalidInput
    // when a member's netplan in force is not the one the cluster planned (the cluster was
    // not applied, or changed since) — a bundle describes a configured cluster only.
    static Result<BundleSource> fromPlan(const cluster::ClusterPlan &plan,
                                         const QList<cluster::MemberState> &states,
                                         const QString &exporterId);

    const BundleMember *member(const QString &id) const;
    // "<cluster>-<yyyy-MM-dd>.sparkwire.tar.gz"
    QString fileName() const;
};

} // namespace sparkwire::bundle
