#pragma once

// A cluster of ClusterFixtures' members (A and B crosswise unless told, the real sysfs
// inventories) planned by the real ClusterPlanner, applied (each state's netplan in force is
// its plan), and A's real node identity (a fresh P-256 key) as the exporter.
#include "../cluster/ClusterFixtures.h"
#include "bundle/BundleSource.h"
#include "bundle/BundleWriter.h"
#include "cluster/ClusterPlanner.h"
#include "discovery/NodeIdentity.h"

#include <QTemporaryDir>
#include <QTest>

namespace BundleFixture {

using namespace sparkwire;

struct Exported
{
    discovery::NodeIdentity identity;
    bundle::BundleSource source;
    QByteArray archive;
};

// kept: more files of the kept-results folder (name -> bytes) for the bundle's results/;
// letters and cabling as ClusterFixtures::states takes them.
inline std::optional<Exported> exportCluster(const QString &stateDir,
                                             const QMap<QString, QByteArray> &kept = {},
                                             const QString &letters = QStringLiteral("AB"),
                                             const QString &cabling = QStringLiteral("A:1-B:0"))
{
    const Result<discovery::NodeIdentity> identity =
        discovery::NodeIdentity::loadOrCreate(stateDir, QStringLiteral("spark-a"));
    if (!identity)
        return std::nullopt;
    const QString oldA = ClusterFixtures::idOf(QLatin1Char('A'));
    QList<cluster::MemberState> states = ClusterFixtures::states(letters, cabling);
    for (cluster::MemberState &s : states) {
        if (s.id == oldA)
            s.id = identity->id();
        for (cluster::HeardLink &l : s.links)
            if (l.peerId == oldA)
                l.peerId = identity->id();
    }
    QList<cluster::ClusterMember> members = ClusterFixtures::members(letters);
    members[0].id = identity->id();
    cluster::ClusterPlanner::Inputs inputs;
    inputs.seatId = identity->id();
    inputs.members = members;
    inputs.states = states;
    const Result<cluster::ClusterPlan> plan = cluster::ClusterPlanner::plan(inputs);
    if (!plan) {
        qWarning() << plan.error().message << plan.error().detail;
        return std::nullopt;
    }
    for (cluster::MemberState &s : states)
        s.currentCx7 = plan->member(s.id)->netplan;
    Result<bundle::BundleSource> source =
        bundle::BundleSource::fromPlan(*plan, states, identity->id());
    if (!source) {
        qWarning() << source.error().message;
        return std::nullopt;
    }
    source->knownHosts = "spark-b ssh-ed25519 "
                         "AAAAC3NzaC1lZDI1NTE5AAAAIMy0b+4mQ3bW0q6o1Vv2hE2wXl9cK7m1Yv3sQ9pX8aBc\n";
    source->results.insert(QStringLiteral("nccl-all_gather.json"),
                           R"({"test":"all_gather","busbw_gbps":22.1})");
    source->results.insert(kept);
    const Result<QByteArray> archive =
        bundle::BundleWriter::write(*source, identity->certificatePem(), identity->privateKeyPem());
    if (!archive) {
        qWarning() << archive.error().message;
        return std::nullopt;
    }
    return Exported{*identity, *source, *archive};
}

inline std::optional<Exported> exportTwoNode(const QString &stateDir,
                                             const QMap<QString, QByteArray> &kept = {})
{
    return exportCluster(stateDir, kept);
}

} // namespace BundleFixture
