// The doctor's catalogue, check by check, on the recorded sysfs trees (tests/data/sysfs) and
// small /proc, /etc and environment fixtures made here: each check fails (or warns) on an input
// that shows its failure and passes on the healthy one (the checks added for issue 15 each with
// a failing and a passing row; the firewall rows on real nft and iptables-save output); the
// healthy Spark fails nothing; the report archive holds no secret. 3-9 s (each row that writes
// into its own sysfs copy costs about a second on a busy machine).
#include "FindCheck.h"
#include "doctor/Doctor.h"
#include "doctor/DoctorReport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire::doctor;

namespace {
const QString kSysfs = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/");
const QString kFirewall = QStringLiteral(SPARKWIRE_FIXTURES "/firewall/");

QString fixture(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool writeFile(const QString &path, const QByteArray &content,
               QFile::Permissions mode = QFile::ReadOwner | QFile::WriteOwner)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        return false;
    f.close();
    return f.setPermissions(mode);
}

bool replaceIn(const QString &path, const QByteArray &from, const QByteArray &to)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    QByteArray text = f.readAll();
    f.close();
    if (!text.contains(from))
        return false;
    text.replace(from, to);
    return writeFile(path, text);
}

// A healthy Spark on port 1 (the recorded dgx-port1 tree), with the files the inventory does
// not carry, then one fault applied.
struct Spark
{
    QTemporaryDir dir;
    QString sysfsDir = dir.filePath(QStringLiteral("sys"));
    QString sysfs() const { return sysfsDir; }
    QString proc() const { return dir.filePath(QStringLiteral("proc")); }
    QString root() const { return dir.filePath(QStringLiteral("root")); }
    QStringList env{QStringLiteral("NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1"),
                    QStringLiteral("NCCL_SOCKET_IFNAME=enP7s7"),
                    QStringLiteral("VLLM_HOST_IP=192.168.177.11"), QStringLiteral("HOME=/root")};

    // ownSysfs: a private copy of the tree, for a fault written into it; else one shared
    // healthy copy per tree (copying a tree costs about a second on a busy machine).
    bool make(const QString &tree, bool ownSysfs = false)
    {
        static QTemporaryDir shared;
        static QStringList made;
        if (!ownSysfs)
            sysfsDir = shared.filePath(tree);
        if ((ownSysfs || !made.contains(tree)) && !copyTree(tree, sysfsDir))
            return false;
        if (!ownSysfs)
            made << tree;
        return writeFile(proc() + QStringLiteral("/meminfo"),
                         "MemTotal:       127535168 kB\nCmaTotal:          65536 kB\n") &&
               writeFile(proc() + QStringLiteral("/self/limits"),
                         "Limit                     Soft Limit           Hard Limit           "
                         "Units\nMax locked memory         unlimited            unlimited      "
                         "      bytes\n") &&
               writeFile(root() + QStringLiteral("/etc/netplan/40-cx7.yaml"),
                         "# Written by Sparkwire for node 1 of 2.\n"
                         "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: "
                         "9000\n    enP2p1s0f1np1:\n      mtu: 9000\n") &&
               writeFile(root() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
                         "network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: "
                         "true\n");
    }

    static bool copyTree(const QString &tree, const QString &to)
    {
        if (QFileInfo::exists(to + QStringLiteral("/class")))
            return true;
        if (QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), kSysfs + tree, to}) != 0)
            return false;
        for (const char *netdev : {"enp1s0f1np1", "enP2p1s0f1np1"}) {
            const QString dev = to + QStringLiteral("/class/net/") + QLatin1String(netdev);
            if (!writeFile(dev + QStringLiteral("/carrier_changes"), "2\n") ||
                !writeFile(dev + QStringLiteral("/device/current_link_speed"),
                           "32.0 GT/s PCIe\n") ||
                !writeFile(dev + QStringLiteral("/device/current_link_width"), "4\n"))
                return false;
        }
        return true;
    }

    // The inputs only some callers have (DoctorInputs' optional part).
    QString firewall;
    std::optional<qint64> ncclMaxBytes;
    DoctorInputs::Counters before;
    DoctorInputs::Counters after;
    QHash<QString, double> twinGbps;

    QList<DoctorCheck> run() const
    {
        DoctorInputs in = DoctorInputs::read(sysfs(), proc(), root(), env, false);
        in.firewallRuleset = firewall;
        in.ncclTestMaxBytes = ncclMaxBytes;
        in.countersBefore = before;
        in.countersAfter = after;
        in.twinGbps = twinGbps;
        return Doctor::runAll(in);
    }
};
} // namespace

class TestDoctor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthySparkFailsNothing();
    void check_data();
    void check();
    void reportHasNoSecrets();
};

void TestDoctor::healthySparkFailsNothing()
{
    Spark spark;
    QVERIFY(spark.make(QStringLiteral("dgx-port1")));
    const QList<DoctorCheck> checks = spark.run();
    QCOMPARE(checks.size(), Doctor::catalogue().size());
    for (const DoctorCheck &c : checks) {
        QVERIFY2(c.status == DoctorCheck::Status::Pass || c.status == DoctorCheck::Status::Skip,
                 qPrintable(c.id + QStringLiteral(": ") + c.evidence));
        QVERIFY2(!c.evidence.isEmpty(), qPrintable(c.id));
    }
    QCOMPARE(find(checks, QStringLiteral("mtu-9000")).status, DoctorCheck::Status::Pass);
    QCOMPARE(find(checks, QStringLiteral("pcie-gen5-x4")).status, DoctorCheck::Status::Pass);
    QVERIFY(!anyFailed(checks));
}

void TestDoctor::check_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("evidence");
    const QString port1 = QStringLiteral("dgx-port1");
    QTest::newRow("mtu 1500 (recorded tree)") << "mtu-9000"
                                              << "dgx-mtu1500-unaddressed"
                                              << ""
                                              << "fail"
                                              << "enp1s0f1np1 mtu 1500";
    QTest::newRow("twin unaddressed (recorded tree)") << "twins-both-up"
                                                      << "dgx-mtu1500-unaddressed"
                                                      << ""
                                                      << "fail"
                                                      << "no IPv4";
    QTest::newRow("twin unaddressed") << "twins-both-up" << port1 << "unaddress-twin"
                                      << "fail"
                                      << "enP2p1s0f1np1 up no IPv4";
    QTest::newRow("twins on one subnet") << "twins-separate-subnets" << port1 << "one-subnet"
                                         << "fail"
                                         << "192.168.177.12";
    QTest::newRow("GID index changed since export") << "roce-v2-ipv4-gid"
                                                    << "dgx-gid-drift"
                                                    << "gid-index-3"
                                                    << "fail"
                                                    << "NCCL_IB_GID_INDEX=3";
    QTest::newRow("SLAAC global IPv6 (recorded tree)")
        << "no-global-ipv6"
        << "dgx-gid-drift"
        << ""
        << "warn"
        << "enp1s0f1np1 2001:db8:177:0:4ebb:47ff:fe2e:5001/64";
    QTest::newRow("link at 100G") << "link-speed-200g" << port1 << "speed-100g"
                                  << "fail"
                                  << "enp1s0f1np1 100000 Mb/s";
    QTest::newRow("carrier flapping") << "carrier-stable" << port1 << "flapping"
                                      << "warn"
                                      << "carrier_changes 57";
    QTest::newRow("PCIe Gen4") << "pcie-gen5-x4" << port1 << "pcie-gen4"
                               << "fail"
                               << "16.0 GT/s PCIe x4";
    QTest::newRow("CmaTotal 0") << "cma-total" << port1 << "cma0"
                                << "fail"
                                << "CmaTotal: 0 kB";
    QTest::newRow("memlock 8 MiB") << "memlock-ulimit" << port1 << "memlock"
                                   << "warn"
                                   << "8388608";
    QTest::newRow("NCCL_IB_HCA one twin") << "nccl-ib-hca-both-twins" << port1 << "hca-one"
                                          << "fail"
                                          << "NCCL_IB_HCA=rocep1s0f1";
    QTest::newRow("NCCL_IB_DISABLE") << "nccl-data-not-sockets" << port1 << "ib-disable"
                                     << "fail"
                                     << "NCCL_IB_DISABLE=1";
    QTest::newRow("bootstrap netdev missing") << "nccl-socket-ifname" << port1 << "ifname"
                                              << "fail"
                                              << "enp9s0 missing";
    QTest::newRow("vLLM on the management port") << "vllm-host-ip" << port1 << "vllm-mgmt"
                                                 << "warn"
                                                 << "VLLM_HOST_IP=192.168.1.50";
    QTest::newRow("netplan 0644") << "netplan-file-mode" << port1 << "netplan-0644"
                                  << "warn"
                                  << "50-cloud-init.yaml readable by others";
    QTest::newRow("cloud-init netplan names a CX-7 netdev")
        << "one-manager-per-netdev" << port1 << "cloud-init-cx7"
        << "fail"
        << "etc/netplan/50-cloud-init.yaml names enp1s0f1np1";
    QTest::newRow("other tools' files, by name alone")
        << "other-tools" << port1 << "other-tools"
        << "warn"
        << "etc/netplan/99-nvidia-sync-cluster.yaml: NVIDIA Sync (Cluster Assistant)";
    QTest::newRow("sparkrun's 40-cx7.yaml, by its header")
        << "other-tools" << port1 << "sparkrun-cx7"
        << "warn"
        << "etc/netplan/40-cx7.yaml: sparkrun (sparkrun setup cx7) (enp1s0f1np1 192.168.177.11/24)";
    QTest::newRow("Sparkwire's own 40-cx7.yaml is no other tool's")
        << "other-tools" << port1 << ""
        << "pass"
        << "no netplan file of NVIDIA Sync, the playbook, spark-vllm-docker or sparkrun";
    QTest::newRow("NetworkManager on a CX-7 netdev")
        << "one-manager-per-netdev" << port1 << "nm-cx7"
        << "fail"
        << "etc/NetworkManager/system-connections/cx7.nmconnection names enP2p1s0f1np1";
    // Each with a failing and a passing input.
    QTest::newRow("extra active HCA, NCCL may use it") << "extra-hca-gid" << port1 << "extra-hca"
                                                       << "fail"
                                                       << "rocep1s0f0 ACTIVE, RoCE v2 IPv4 GIDs []";
    QTest::newRow("extra active HCA left out of NCCL_IB_HCA")
        << "extra-hca-gid" << port1 << "extra-hca-excluded"
        << "pass"
        << "rocep1s0f0 ACTIVE";
    QTest::newRow("IPv4 GID only RoCE v1") << "roce-v2-ipv4-gid" << port1 << "gid-v1"
                                           << "fail"
                                           << "rocep1s0f1: IPv4 GID only of type";
    QTest::newRow("nft drops udp 4791 (real nft output)")
        << "firewall-roce" << port1 << "nft-drops-roce.txt"
        << "fail"
        << "udp 4791: udp dport 4791 drop";
    QTest::newRow("nft input policy drop (real nft output)")
        << "firewall-roce" << port1 << "nft-policy-drop.txt"
        << "fail"
        << "policy drop";
    QTest::newRow("nft policy drop, fabric accepted (real nft output)")
        << "firewall-roce" << port1 << "nft-policy-drop-fabric-accepted.txt"
        << "pass"
        << "no input rule drops";
    QTest::newRow("iptables drops RoCE and the agent (real iptables-save output)")
        << "firewall-roce" << port1 << "iptables-drops-roce-and-agent.txt"
        << "fail"
        << "tcp 47312: -A INPUT -p tcp -m tcp --dport 47312 -j REJECT";
    QTest::newRow("GPUDirect without peermem") << "gpudirect-support" << port1 << "gdr-peermem"
                                               << "fail"
                                               << "nvidia_peermem not loaded";
    QTest::newRow("GPUDirect dmabuf") << "gpudirect-support" << port1 << "gdr-dmabuf"
                                      << "pass"
                                      << "kernel 6.11.0-1016-nvidia";
    QTest::newRow("GPUDirect dmabuf, old kernel") << "gpudirect-support" << port1 << "gdr-old"
                                                  << "fail"
                                                  << "kernel 5.4.0";
    QTest::newRow("container without /dev/infiniband")
        << "container-rdma" << port1 << "container-no-ib"
        << "fail"
        << "no uverbs device";
    QTest::newRow("container with RDMA devices") << "container-rdma" << port1 << "container-ok"
                                                 << "pass"
                                                 << "/dev/infiniband: uverbs0";
    QTest::newRow("nccl-tests -e 16G") << "nccl-buffer-memory" << port1 << "nccl-16g"
                                       << "fail"
                                       << "-e 16384 MiB";
    QTest::newRow("nccl-tests -e 8G") << "nccl-buffer-memory" << port1 << "nccl-8g"
                                      << "warn"
                                      << "MemTotal 124546 MiB";
    QTest::newRow("nccl-tests -e 1G") << "nccl-buffer-memory" << port1 << "nccl-1g"
                                      << "pass"
                                      << "-e 1024 MiB";
    QTest::newRow("netplan dhcp6 on a CX-7 netdev")
        << "netplan-no-autoconf" << port1 << "netplan-dhcp6"
        << "fail"
        << "etc/netplan/50-cloud-init.yaml: enp1s0f1np1 dhcp6: true";
    QTest::newRow("netplan accept-ra overridden by a later file")
        << "netplan-no-autoconf" << port1 << "netplan-ra-off"
        << "pass"
        << "etc/netplan/90-off.yaml: enp1s0f1np1 accept-ra: false";
    QTest::newRow("retransmits rising") << "roce-counters-steady" << port1 << "counters-oos"
                                        << "fail"
                                        << "rocep1s0f1 out_of_sequence +4";
    QTest::newRow("a few CNPs") << "roce-counters-steady" << port1 << "counters-cnp"
                                << "pass"
                                << "rocep1s0f1 np_cnp_sent +200";
    QTest::newRow("one twin moves 31 Gb/s") << "twin-rdma-preflight" << port1 << "twin-slow"
                                            << "fail"
                                            << "moved 31.5 Gb/s";
    QTest::newRow("both twins near 100 Gb/s") << "twin-rdma-preflight" << port1 << "twin-ok"
                                              << "pass"
                                              << "moved 97.0 Gb/s";
}

void TestDoctor::check()
{
    QFETCH(QString, id);
    QFETCH(QString, tree);
    QFETCH(QString, fault);
    QFETCH(QString, status);
    QFETCH(QString, evidence);
    static const QStringList sysfsFaults{
        QStringLiteral("unaddress-twin"),     QStringLiteral("one-subnet"),
        QStringLiteral("speed-100g"),         QStringLiteral("flapping"),
        QStringLiteral("pcie-gen4"),          QStringLiteral("extra-hca"),
        QStringLiteral("extra-hca-excluded"), QStringLiteral("gid-v1")};
    Spark spark;
    QVERIFY(spark.make(tree, sysfsFaults.contains(fault)));
    const QString net = spark.sysfs() + QStringLiteral("/class/net/");
    auto setEnv = [&](const QString &name, const QString &value) {
        spark.env.erase(
            std::remove_if(spark.env.begin(), spark.env.end(),
                           [&](const QString &e) { return e.startsWith(name + QLatin1Char('=')); }),
            spark.env.end());
        spark.env << name + QLatin1Char('=') + value;
    };
    const QString ipJson = spark.sysfs() + QStringLiteral("/ip-addr.json");
    if (fault == QLatin1String("unaddress-twin"))
        QVERIFY(replaceIn(
            ipJson,
            R"([{"family":"inet","local":"192.168.178.11","prefixlen":24,"scope":"global"}])",
            "[]"));
    else if (fault == QLatin1String("one-subnet"))
        QVERIFY(replaceIn(ipJson, "192.168.178.11", "192.168.177.12"));
    else if (fault == QLatin1String("gid-index-3"))
        setEnv(QStringLiteral("NCCL_IB_GID_INDEX"), QStringLiteral("3"));
    else if (fault == QLatin1String("speed-100g"))
        QVERIFY(writeFile(net + QStringLiteral("enp1s0f1np1/speed"), "100000\n"));
    else if (fault == QLatin1String("flapping"))
        QVERIFY(writeFile(net + QStringLiteral("enp1s0f1np1/carrier_changes"), "57\n"));
    else if (fault == QLatin1String("pcie-gen4"))
        QVERIFY(writeFile(net + QStringLiteral("enP2p1s0f1np1/device/current_link_speed"),
                          "16.0 GT/s PCIe\n"));
    else if (fault == QLatin1String("cma0"))
        QVERIFY(
            writeFile(spark.proc() + QStringLiteral("/meminfo"), "CmaTotal:              0 kB\n"));
    else if (fault == QLatin1String("memlock"))
        QVERIFY(writeFile(spark.proc() + QStringLiteral("/self/limits"),
                          "Max locked memory         8388608              8388608              "
                          "bytes\n"));
    else if (fault == QLatin1String("hca-one"))
        setEnv(QStringLiteral("NCCL_IB_HCA"), QStringLiteral("rocep1s0f1"));
    else if (fault == QLatin1String("ib-disable"))
        setEnv(QStringLiteral("NCCL_IB_DISABLE"), QStringLiteral("1"));
    else if (fault == QLatin1String("ifname"))
        setEnv(QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("enp9s0"));
    else if (fault == QLatin1String("vllm-mgmt"))
        setEnv(QStringLiteral("VLLM_HOST_IP"), QStringLiteral("192.168.1.50"));
    else if (fault == QLatin1String("netplan-0644"))
        QVERIFY(QFile::setPermissions(
            spark.root() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
            QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    else if (fault == QLatin1String("cloud-init-cx7"))
        QVERIFY(writeFile(spark.root() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
                          "network:\n  ethernets:\n    enp1s0f1np1:\n      dhcp6: true\n"));
    else if (fault == QLatin1String("other-tools")) {
        // Mode 0 (a person cannot read root's 0600 files): the names alone say whose.
        for (const char *name : {"99-nvidia-sync-cluster.yaml", "98-spark-vllm-docker.yaml"}) {
            const QString path =
                spark.root() + QStringLiteral("/etc/netplan/") + QLatin1String(name);
            QVERIFY(writeFile(path, "network: {version: 2}\n"));
            QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
        }
    } else if (fault == QLatin1String("sparkrun-cx7"))
        QVERIFY(writeFile(spark.root() + QStringLiteral("/etc/netplan/40-cx7.yaml"),
                          "# Auto-generated by sparkrun on 2026-10-02T08:15:00Z\n"
                          "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                          "      addresses: [192.168.177.11/24]\n"));
    else if (fault == QLatin1String("nm-cx7"))
        QVERIFY(
            writeFile(spark.root() +
                          QStringLiteral("/etc/NetworkManager/system-connections/cx7.nmconnection"),
                      "[connection]\nid=cx7\ntype=ethernet\ninterface-name=enP2p1s0f1np1\n"));
    const QString ib = spark.sysfs() + QStringLiteral("/class/infiniband/");
    if (fault.startsWith(QLatin1String("extra-hca")))
        QVERIFY(writeFile(ib + QStringLiteral("rocep1s0f0/ports/1/state"), "4: ACTIVE\n"));
    if (fault == QLatin1String("extra-hca"))
        setEnv(QStringLiteral("NCCL_IB_HCA"), QStringLiteral("rocep1s0")); // a prefix: all four
    else if (fault == QLatin1String("gid-v1"))
        QVERIFY(
            writeFile(ib + QStringLiteral("rocep1s0f1/ports/1/gid_attrs/types/3"), "IB/RoCE v1\n"));
    else if (fault.endsWith(QLatin1String(".txt")))
        spark.firewall = fixture(kFirewall + fault);
    else if (fault.startsWith(QLatin1String("gdr-"))) {
        setEnv(QStringLiteral("NCCL_NET_GDR_LEVEL"), QStringLiteral("5"));
        if (fault != QLatin1String("gdr-peermem"))
            setEnv(QStringLiteral("NCCL_DMABUF_ENABLE"), QStringLiteral("1"));
        QVERIFY(writeFile(spark.proc() + QStringLiteral("/modules"),
                          "nvidia_uvm 1806336 0 - Live 0x0000000000000000 (PO)\n"
                          "nvidia 14381056 1 nvidia_uvm, Live 0x0000000000000000 (PO)\n"
                          "mlx5_ib 520192 0 - Live 0x0000000000000000\n"));
        QVERIFY(writeFile(spark.proc() + QStringLiteral("/sys/kernel/osrelease"),
                          fault == QLatin1String("gdr-old") ? "5.4.0-216-generic\n"
                                                            : "6.11.0-1016-nvidia\n"));
    } else if (fault.startsWith(QLatin1String("container-"))) {
        QVERIFY(writeFile(spark.root() + QStringLiteral("/.dockerenv"), ""));
        if (fault == QLatin1String("container-ok"))
            QVERIFY(writeFile(spark.root() + QStringLiteral("/dev/infiniband/uverbs0"), ""));
    } else if (fault == QLatin1String("nccl-16g"))
        spark.ncclMaxBytes = qint64(16) << 30;
    else if (fault == QLatin1String("nccl-8g"))
        spark.ncclMaxBytes = qint64(8) << 30;
    else if (fault == QLatin1String("nccl-1g"))
        spark.ncclMaxBytes = qint64(1) << 30;
    else if (fault == QLatin1String("netplan-dhcp6"))
        QVERIFY(writeFile(spark.root() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
                          "network:\n  ethernets:\n    enp1s0f1np1:\n      dhcp6: true\n"));
    else if (fault == QLatin1String("netplan-ra-off")) {
        QVERIFY(writeFile(spark.root() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
                          "network:\n  ethernets:\n    enp1s0f1np1:\n      accept-ra: true\n"));
        QVERIFY(writeFile(spark.root() + QStringLiteral("/etc/netplan/90-off.yaml"),
                          "network:\n  ethernets:\n    enp1s0f1np1:\n      accept-ra: false\n"));
    } else if (fault.startsWith(QLatin1String("counters-"))) {
        const QString name = fault == QLatin1String("counters-oos")
                                 ? QStringLiteral("out_of_sequence")
                                 : QStringLiteral("np_cnp_sent");
        spark.before[QStringLiteral("rocep1s0f1")] = {{name, 10}};
        spark.after[QStringLiteral("rocep1s0f1")] = {
            {name, fault == QLatin1String("counters-oos") ? 14 : 210}};
    } else if (fault == QLatin1String("twin-slow"))
        spark.twinGbps = {{QStringLiteral("rocep1s0f1"), 96.0},
                          {QStringLiteral("roceP2p1s0f1"), 31.5}};
    else if (fault == QLatin1String("twin-ok"))
        spark.twinGbps = {{QStringLiteral("rocep1s0f1"), 97.0},
                          {QStringLiteral("roceP2p1s0f1"), 96.5}};
    const DoctorCheck c = find(spark.run(), id);
    QCOMPARE(c.id, id);
    QCOMPARE(DoctorCheck::statusName(c.status), status);
    QVERIFY2(c.evidence.contains(evidence), qPrintable(c.evidence));
    if (status != QLatin1String("pass"))
        QVERIFY(!c.cause.isEmpty() && !c.fix.isEmpty());
}

void TestDoctor::reportHasNoSecrets()
{
    Spark spark;
    QVERIFY(spark.make(QStringLiteral("dgx-port1")));
    QVERIFY(writeFile(spark.root() + QStringLiteral("/etc/netplan/60-wifi.yaml"),
                      "network:\n  wifis:\n    wlP9s9:\n      access-points:\n        home:\n"
                      "          password: \"hunter2-wifi\"\n          auth:\n            "
                      "key-management: psk\n"));
    QVERIFY(writeFile(spark.root() +
                          QStringLiteral("/etc/NetworkManager/system-connections/vpn.nmconnection"),
                      "[vpn]\nsecret-token=s3cr3t-vpn-token\n[wifi-security]\npsk=hunter3-psk\n"));
    spark.env << QStringLiteral("NCCL_NET_PLUGIN_TOKEN=nccl-token-value")
              << QStringLiteral("AWS_SECRET_ACCESS_KEY=aws-secret-value");
    DoctorInputs in =
        DoctorInputs::read(spark.sysfs(), spark.proc(), spark.root(), spark.env, false);
    in.inventory.hostname = QStringLiteral("spark-private-name"); // left out unless asked for
    const QString archive = spark.dir.filePath(QStringLiteral("report.tar.gz"));
    const auto written = DoctorReport::write(archive, in, Doctor::runAll(in));
    QVERIFY2(written, qPrintable(written.errorMessage()));
    const QString out = spark.dir.filePath(QStringLiteral("x"));
    QDir().mkpath(out);
    QCOMPARE(QProcess::execute(QStringLiteral("tar"),
                               {QStringLiteral("-xzf"), archive, QStringLiteral("-C"), out}),
             0);
    QProcess grep;
    grep.start(QStringLiteral("grep"),
               {QStringLiteral("-r"), QStringLiteral("-l"), QStringLiteral("-e"),
                QStringLiteral("hunter"), QStringLiteral("-e"), QStringLiteral("s3cr3t"),
                QStringLiteral("-e"), QStringLiteral("token-value"), QStringLiteral("-e"),
                QStringLiteral("aws-secret"), QStringLiteral("-e"),
                QStringLiteral("spark-private-name"), out});
    QVERIFY(grep.waitForFinished());
    QCOMPARE(grep.readAllStandardOutput(), QByteArray()); // no file holds any of them
    QVERIFY(QFile::exists(out + QStringLiteral("/sparkwire-doctor/doctor.json")));
    QVERIFY(QFile::exists(out + QStringLiteral("/sparkwire-doctor/etc/netplan/60-wifi.yaml")));
    QCOMPARE(DoctorReport::redact(QStringLiteral("  password: \"x\"\nmtu: 9000\n")),
             QStringLiteral("  password: <redacted>\nmtu: 9000\n"));
}

QTEST_GUILESS_MAIN(TestDoctor)
#include "tst_doctor.moc"
