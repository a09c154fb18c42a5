#pragma once

#include "hw/HostInventory.h"

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::doctor {

// What the checks look at, each read from a root directory so that a recorded tree stands in
// for the live system: the inventory (from sysfsRoot), files the inventory does not carry
// (carrier_changes, the PCIe link, /proc/meminfo, limits, netplan and NetworkManager files),
// and the environment NCCL and vLLM would run with.
struct DoctorInputs
{
    hw::HostInventory inventory;
    QString sysfsRoot = QStringLiteral("/sys");
    QString procRoot = QStringLiteral("/proc");
    QString rootDir = QStringLiteral("/"); // etc/netplan, etc/NetworkManager
    QHash<QString, QString> environment;

    // Inputs that only some callers have; each check that needs one skips (and says so) when
    // it is missing.
    // The firewall's rules as text: `nft list ruleset`, or `iptables-save` (readFirewall()).
    QString firewallRuleset;
    quint16 agentPort = 47312; // the peer channel's TCP port (peers::PeerConnection::kPort)
    // The largest nccl-tests message size of the run being diagnosed (-e), in bytes, and where
    // it comes from (for the evidence).
    std::optional<qint64> ncclTestMaxBytes;
    QString ncclTestSource;
    // RoCE hw_counters of each RDMA device, before and after a test (readHwCounters(), or a
    // kept RDMA run's through readKeptResults()), and where a kept pair comes from (for the
    // evidence; empty for a live pair).
    using Counters = QHash<QString, QHash<QString, qint64>>;
    Counters countersBefore;
    Counters countersAfter;
    QString countersSource;
    // Gb/s each twin moved in a short RDMA preflight, by RDMA device (needs RDMA hardware),
    // and which test measured it (for the evidence), by RDMA device too.
    QHash<QString, double> twinGbps;
    QHash<QString, QString> twinGbpsSource;

    // How old a kept RDMA link test may be to stand for a twin's preflight: a degraded CX-7
    // comes from its initialisation at boot, so a day-old measurement may be from before it.
    static constexpr qint64 kKeptRdmaMaxAgeSecs = 24 * 3600;

    // Reads the inventory from sysfsRoot (recorded addresses in sysfsRoot/ip-addr.json when
    // not live) and the variables that matter from `environment`.
    static DoctorInputs read(const QString &sysfsRoot, const QString &procRoot,
                             const QString &rootDir, const QStringList &environment, bool live);

    // Fills ncclTestMaxBytes from the newest kept NCCL result in stateDir/results (whatever
    // its outcome: the size is what a next run would ask for again), and twinGbps from the
    // newest kept RDMA link test of each RDMA device this Spark has, younger than
    // kKeptRdmaMaxAgeSecs at `now`; each with the kept run's file and time as its source.
    // Also countersBefore/After from the newest kept RDMA run younger than that (of this
    // Spark's devices), with that run as countersSource (set even when the run holds no
    // snapshots: the check says so), unless a live pair was taken already in which a counter
    // rose (a job or test runs now: that is the finding), or which is idle while the kept run
    // holds no snapshots. An idle live pair gives way to the kept run: the last test's losses
    // are what a person asks the doctor about between jobs.
    void readKeptResults(const QString &stateDir,
                         const QDateTime &now = QDateTime::currentDateTimeUtc());
    // Whether any counter is higher in `after` than in `before`.
    static bool countersRose(const Counters &before, const Counters &after);

    // The variables the checks look at (NCCL_*, UCX_*, OMPI_MCA_*, VLLM_HOST_IP) from
    // "NAME=value" entries.
    static QHash<QString, QString> environmentFrom(const QStringList &environment);

    // Small text files under the roots (an empty root reads nothing); nullopt when missing or
    // unreadable.
    std::optional<QString> sysfsFile(const QString &relative) const;
    std::optional<QString> procFile(const QString &relative) const;
    // The PCI device folder of a netdev (class/net/X/device resolved), empty when none.
    QString pciDeviceDir(const QString &netdev) const;
    // CX-7 functions that carry (or should carry) traffic: up, or addressed.
    QList<hw::Cx7Port> portsInUse() const;
    // The retransmit and congestion counters (ports/1/hw_counters) of every CX-7 RDMA device.
    Counters readHwCounters() const;
    // `nft list ruleset`, else `iptables-save` (fixed argv, 3 s each); empty when neither ran
    // (not installed, or not root). Blocks: for the CLI only; programs with an event loop
    // keep a FirewallReader.
    static QString readFirewall();
};

} // namespace sparkwire::doctor
