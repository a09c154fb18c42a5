// The helper's policy against hostile input, table-driven: every row is refused with a
// reason that says what is wrong (and nothing else is accepted by accident).
#include "netplan/NetplanPolicy.h"

#include <QTest>

using sparkwire::netplan::NetplanPolicy;

namespace {
const QSet<QString> kCx7 = {"enp1s0f0np0", "enP2p1s0f0np0", "enp1s0f1np1", "enP2p1s0f1np1"};

QByteArray ethernet(const QByteArray &settings, const QByteArray &name = "enp1s0f1np1")
{
    return "network:\n  version: 2\n  ethernets:\n    " + name + ":\n" + settings;
}

QByteArray aliasBomb()
{
    QByteArray y =
        "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n";
    for (char c = 'b'; c <= 'i'; ++c)
        y += QByteArray(1, c) + ": &" + QByteArray(1, c) + " [*" + QByteArray(1, c - 1) + ",*" +
             QByteArray(1, c - 1) + ",*" + QByteArray(1, c - 1) + ",*" + QByteArray(1, c - 1) +
             "]\n";
    return y;
}
} // namespace

class TestNetplanPolicy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
};

void TestNetplanPolicy::accepted_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::newRow("sparkwire's own shape")
        << ethernet("      dhcp4: false\n      dhcp6: false\n      accept-ra: false\n"
                    "      link-local: []\n      mtu: 9000\n      addresses:\n"
                    "        - 192.168.177.1/24\n");
    QTest::newRow("yes/no booleans, flow style")
        << QByteArray("network: {version: 2, ethernets: {enP2p1s0f1np1: "
                      "{dhcp4: no, link-local: [ipv4], mtu: 9000}}}\n");
    QTest::newRow("two twins") << QByteArray(
        "network:\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n"
        "    enP2p1s0f1np1: {mtu: 9000, optional: true}\n");
    QTest::newRow("quoted scalars")
        << ethernet("      mtu: \"9000\"\n      addresses: [\"10.0.0.1/30\"]\n");
}

void TestNetplanPolicy::accepted()
{
    QFETCH(QByteArray, yaml);
    QCOMPARE(NetplanPolicy(kCx7).check(yaml), QStringList());
}

void TestNetplanPolicy::refused_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason");
    QTest::newRow("management port") << ethernet("      mtu: 9000\n", "enP7s7")
                                     << "'enP7s7' is not a ConnectX-7 port of this host";
    QTest::newRow("loopback") << ethernet("      mtu: 9000\n", "lo")
                              << "'lo' is not a ConnectX-7 port";
    QTest::newRow("default route")
        << ethernet("      routes:\n        - to: 0.0.0.0/0\n          via: 10.0.0.1\n")
        << "'routes' is not allowed here";
    QTest::newRow("gateway4") << ethernet("      gateway4: 10.0.0.1\n")
                              << "'gateway4' is not allowed";
    QTest::newRow("nameservers") << ethernet("      nameservers: {addresses: [8.8.8.8]}\n")
                                 << "'nameservers' is not allowed";
    QTest::newRow("match/set-name")
        << ethernet("      match: {macaddress: 00:11:22:33:44:55}\n      set-name: eth9\n")
        << "'match' is not allowed";
    QTest::newRow("renderer global")
        << QByteArray(
               "network:\n  renderer: NetworkManager\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n")
        << "renderer changes are not allowed";
    QTest::newRow("renderer per device")
        << ethernet("      renderer: NetworkManager\n") << "'renderer' is not allowed here";
    QTest::newRow("bond") << QByteArray(
                                 "network:\n  bonds:\n    bond0: {interfaces: [enp1s0f1np1]}\n")
                          << "'bonds' is not allowed";
    QTest::newRow("wifi") << QByteArray("network:\n  wifis:\n    wlP9s9: {}\n")
                          << "'wifis' is not allowed";
    QTest::newRow("vlan") << QByteArray("network:\n  vlans:\n    v1: {id: 1, link: enp1s0f1np1}\n")
                          << "'vlans' is not allowed";
    QTest::newRow("include") << QByteArray("include: /etc/shadow\nnetwork:\n  ethernets: {}\n")
                             << "exactly one top-level key";
    QTest::newRow("version 1")
        << QByteArray("network:\n  version: 1\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n")
        << "only version 2";
    QTest::newRow("mtu absurd") << ethernet("      mtu: 100000\n") << "'100000' is not an MTU";
    QTest::newRow("mtu negative") << ethernet("      mtu: -1\n") << "is not an MTU";
    QTest::newRow("mtu text") << ethernet("      mtu: jumbo\n") << "'jumbo' is not an MTU";
    QTest::newRow("dhcp not boolean")
        << ethernet("      dhcp4: maybe\n") << "must be true or false";
    QTest::newRow("address 0.0.0.0/0")
        << ethernet("      addresses: [0.0.0.0/0]\n") << "the prefix must be /8 to /30";
    QTest::newRow("address loopback")
        << ethernet("      addresses: [127.0.0.2/8]\n") << "not a usable unicast address";
    QTest::newRow("address network")
        << ethernet("      addresses: [192.168.177.0/24]\n") << "network or broadcast address";
    QTest::newRow("address no prefix")
        << ethernet("      addresses: [192.168.177.1]\n") << "not an IPv4 address with prefix";
    QTest::newRow("address ipv6") << ethernet("      addresses: [\"fd00::1/64\"]\n")
                                  << "not an IPv4 address with prefix";
    QTest::newRow("address list too long")
        << ethernet("      addresses: [10.0.0.1/24,10.0.0.2/24,10.0.0.3/24,10.0.0.4/24,10.0.0.5/24,"
                    "10.0.0.6/24,10.0.0.7/24,10.0.0.8/24,10.0.0.9/24]\n")
        << "at most 8 addresses";
    QTest::newRow("link-local bogus")
        << ethernet("      link-local: [ipx]\n") << "'ipx' is not ipv4 or ipv6";
    QTest::newRow("oversized") << QByteArray(ethernet("      mtu: 9000\n") + "#" +
                                             QByteArray(NetplanPolicy::kMaxBytes, 'x') + "\n")
                               << "at most 65536 are accepted";
    QTest::newRow("invalid utf-8") << ethernet("      mtu: 9000 # \xff\xfe\n") << "not valid UTF-8";
    QTest::newRow("NUL byte") << QByteArray("network:\0\n", 10) << "NUL bytes";
    QTest::newRow("alias bomb") << aliasBomb() << "YAML anchors (&name) are not allowed";
    QTest::newRow("alias only") << QByteArray("network: *x\n") << "not valid YAML";
    QTest::newRow("anchor on ethernet") << ethernet("      mtu: &m 9000\n") << "YAML anchors";
    QTest::newRow("tag") << ethernet("      mtu: !!int 9000\n")
                         << "YAML tags (tag:yaml.org,2002:int) are not allowed";
    QTest::newRow("custom tag") << ethernet("      mtu: !python/object 9000\n") << "YAML tags";
    QTest::newRow("duplicate netdev") << QByteArray("network:\n  ethernets:\n    enp1s0f1np1: "
                                                    "{mtu: 9000}\n    enp1s0f1np1: {mtu: 1500}\n")
                                      << "duplicate key 'enp1s0f1np1'";
    QTest::newRow("duplicate setting")
        << ethernet("      mtu: 9000\n      mtu: 1500\n") << "duplicate key 'mtu'";
    QTest::newRow("duplicate top level")
        << QByteArray("network: {}\nnetwork: {}\n") << "duplicate key 'network'";
    QTest::newRow("complex key") << QByteArray("? [a, b]\n: c\n") << "complex mapping keys";
    QTest::newRow("two documents")
        << QByteArray("network: {}\n---\nnetwork: {}\n") << "more than one YAML document";
    QTest::newRow("deep nesting") << QByteArray(QByteArray("a: ") + QByteArray(40, '[') +
                                                QByteArray(40, ']') + "\n")
                                  << "nesting deeper than 16";
    QTest::newRow("not a mapping") << QByteArray("- network\n") << "exactly one top-level key";
    QTest::newRow("empty") << QByteArray() << "exactly one top-level key";
    QTest::newRow("broken yaml") << QByteArray("network: [\n") << "not valid YAML";
    QTest::newRow("ethernet not a map")
        << ethernet("      - mtu\n") << "must be a mapping of settings";
    QTest::newRow("no ethernets") << QByteArray("network:\n  version: 2\n")
                                  << "network.ethernets is missing";
}

void TestNetplanPolicy::refused()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, reason);
    const QStringList problems = NetplanPolicy(kCx7).check(yaml);
    QVERIFY2(!problems.isEmpty(), "accepted");
    QVERIFY2(problems.join('\n').contains(reason), qPrintable(problems.join('\n')));
}

QTEST_GUILESS_MAIN(TestNetplanPolicy)
#include "tst_netplanpolicy.moc"
