// The helper's policy against hostile input, table-driven: every row is refused with a
// reason that says what is wrong (and nothing else is accepted by accident); the characters
// YAML readers disagree on; the address rules against injected host addresses and routes,
// and against the destinations the host reaches now (issue #25); and the canonical
// re-emission of what it accepts.
#include "netplan/NetplanPolicy.h"
#include "netplan/NetplanWriter.h"
#include "netplan/YamlText.h"
#include "topology/AddressPlanner.h"

#include <QTest>

using sparkwire::netplan::HostNetwork;
using sparkwire::netplan::NetplanPolicy;
using sparkwire::netplan::PolicyVerdict;
using sparkwire::netplan::ReachedDestination;
namespace topology = sparkwire::topology;

Q_DECLARE_METATYPE(QList<HostNetwork>)
Q_DECLARE_METATYPE(QList<ReachedDestination>)

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

// The exploit of issue 10: after "# x" and the separator, netplan (libyaml) sees a new line
// that configures the management NIC with a default route and DNS; yaml-cpp saw a comment.
QByteArray hiddenAfter(const QByteArray &separator)
{
    const QByteArray s = separator;
    return ethernet("      mtu: 9000 # x" + s + "    enP7s7:" + s + "      dhcp4: false" + s +
                    "      addresses: [203.0.113.5/24]" + s +
                    "      routes: [{to: 0.0.0.0/0, via: 203.0.113.1}]" + s +
                    "      nameservers: {addresses: [203.0.113.53]}\n");
}

HostNetwork address(const char *netdev, const char *cidr)
{
    quint32 host = 0;
    const auto subnet = topology::Ipv4Subnet::parseInterface(QLatin1String(cidr), &host);
    return {HostNetwork::Kind::Address, QLatin1String(netdev), *subnet};
}

HostNetwork route(const char *netdev, const char *cidr)
{
    return {HostNetwork::Kind::Route, QLatin1String(netdev),
            *topology::Ipv4Subnet::parse(QLatin1String(cidr))};
}

ReachedDestination reached(ReachedDestination::Kind kind, const char *address, const char *netdev,
                           const char *source = "")
{
    quint32 host = 0;
    topology::Ipv4Subnet::parseInterface(QLatin1String(address) + QLatin1String("/32"), &host);
    return {kind, host, QLatin1String(netdev), QLatin1String(source)};
}

QByteArray planFor(topology::Addressing addressing)
{
    topology::TopologySpec spec;
    spec.addressing = addressing;
    const topology::PlanResult plan = topology::AddressPlanner().plan(spec);
    return sparkwire::netplan::renderNodeNetplan(plan.plan, 1);
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
    void unsafeCharacters_data();
    void unsafeCharacters();
    void addressRules_data();
    void addressRules();
    void trafficRules_data();
    void trafficRules();
    void hostNetworks_data();
    void hostNetworks();
    void destinations_data();
    void destinations();
    void canonical_data();
    void canonical();
    void canonicalIsAFixedPoint_data();
    void canonicalIsAFixedPoint();
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
    QTest::newRow("mtu block scalar")
        << ethernet("      mtu: |\n        9000\n") << "'9000\n' is not an MTU";
    QTest::newRow("mtu with a sign") << ethernet("      mtu: +9000\n") << "is not an MTU";
    QTest::newRow("dhcp not boolean")
        << ethernet("      dhcp4: maybe\n") << "must be true or false";
    QTest::newRow("address 0.0.0.0/0")
        << ethernet("      addresses: [0.0.0.0/0]\n") << "the prefix must be /16 to /31";
    QTest::newRow("address loopback")
        << ethernet("      addresses: [127.0.0.2/24]\n") << "not in a private range";
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

void TestNetplanPolicy::unsafeCharacters_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason");
    QTest::newRow("U+2028 exploit")
        << hiddenAfter("\xe2\x80\xa8")
        << "line 5, column 20: U+2028 LINE SEPARATOR is not allowed (YAML readers disagree on it); "
           "replace it with a plain line break or remove it";
    QTest::newRow("U+2029 exploit")
        << hiddenAfter("\xe2\x80\xa9") << "line 5, column 20: U+2029 PARAGRAPH SEPARATOR";
    QTest::newRow("NEL exploit") << hiddenAfter("\xc2\x85")
                                 << "line 5, column 20: U+0085 NEXT LINE (NEL)";
    QTest::newRow("CR exploit") << hiddenAfter("\r")
                                << "line 5, column 20: U+000D CARRIAGE RETURN (CR)";
    QTest::newRow("CRLF file")
        << QByteArray("network:\r\n  ethernets:\r\n    enp1s0f1np1: {mtu: 9000}\r\n")
        << "line 1, column 9: U+000D CARRIAGE RETURN (CR) is not allowed (YAML readers disagree "
           "on it); save the file with Unix line endings (LF, not CRLF or CR)";
    QTest::newRow("BOM at the start")
        << QByteArray("\xef\xbb\xbf" + ethernet("      mtu: 9000\n"))
        << "line 1, column 1: U+FEFF ZERO WIDTH NO-BREAK SPACE (BYTE ORDER MARK) is not allowed "
           "(YAML readers disagree on it); save the file as UTF-8 without a byte order mark";
    QTest::newRow("BOM inside") << ethernet("      mtu: 9000 # \xef\xbb\xbf\n")
                                << "line 5, column 19: U+FEFF";
    QTest::newRow("tab") << ethernet("      mtu:\t9000\n")
                         << "line 5, column 11: U+0009 CHARACTER TABULATION (TAB) is not allowed "
                            "(YAML readers disagree on it); indent with spaces";
    QTest::newRow("escape in a comment")
        << ethernet("      mtu: 9000 # \x1b[2J\n") << "line 5, column 19: U+001B ESCAPE (ESC)";
    QTest::newRow("DEL") << ethernet("      mtu: 9000 # \x7f\n") << "U+007F DELETE";
    QTest::newRow("C1 control") << ethernet("      mtu: 9000 # \xc2\x9b\n")
                                << "U+009B C1 CONTROL CHARACTER is not allowed";
    QTest::newRow("noncharacter") << ethernet("      mtu: 9000 # \xef\xbf\xbe\n")
                                  << "U+FFFE NONCHARACTER";
    QTest::newRow("vertical tab") << ethernet("      mtu: 9000 # \x0b\n")
                                  << "U+000B LINE TABULATION";
    QTest::newRow("many, capped") << QByteArray(ethernet("      mtu: 9000 #") + QByteArray(9, '\t'))
                                  << "4 more such characters";
}

void TestNetplanPolicy::unsafeCharacters()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, reason);
    const PolicyVerdict verdict = NetplanPolicy(kCx7).review(yaml);
    QVERIFY2(!verdict.ok(), "accepted");
    QVERIFY(verdict.canonical.isEmpty());
    QVERIFY2(verdict.problems.join('\n').contains(reason), qPrintable(verdict.problems.join('\n')));
    QCOMPARE(NetplanPolicy(kCx7).check(yaml), verdict.problems);
}

void TestNetplanPolicy::addressRules_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason"); // empty: accepted
    const auto addresses = [](const QByteArray &list, const QByteArray &linkLocal = "[]") {
        return ethernet("      link-local: " + linkLocal + "\n      addresses: " + list + "\n");
    };
    QTest::newRow("10/8") << addresses("[10.20.0.1/16]") << "";
    QTest::newRow("172.16/12, low end") << addresses("[172.16.0.1/24]") << "";
    QTest::newRow("172.16/12, high end") << addresses("[172.31.255.254/24]") << "";
    QTest::newRow("192.168/16") << addresses("[192.168.177.1/24]") << "";
    QTest::newRow("/16 is the largest") << addresses("[192.168.0.1/16]") << "";
    QTest::newRow("/31, lower address") << addresses("[10.0.0.0/31]") << "";
    QTest::newRow("/31, upper address") << addresses("[10.0.0.1/31]") << "";
    QTest::newRow("/30 host") << addresses("[10.0.0.1/30]") << "";
    QTest::newRow("link-local in link-local mode")
        << addresses("[169.254.10.1/16]", "[ipv4]") << "";
    QTest::newRow("link-local without link-local mode")
        << addresses("[169.254.10.1/16]")
        << "169.254.10.1/16 is link-local (169.254.0.0/16), which is allowed only with "
           "link-local: [ipv4]";
    QTest::newRow("link-local with ipv6 only")
        << addresses("[169.254.10.1/16]", "[ipv6]") << "allowed only with link-local: [ipv4]";
    QTest::newRow("public") << addresses("[8.8.8.1/24]")
                            << "8.8.8.1/24 is not in a private range (10.0.0.0/8, 172.16.0.0/12 "
                               "or 192.168.0.0/16)";
    QTest::newRow("documentation range")
        << addresses("[203.0.113.5/24]") << "not in a private range";
    QTest::newRow("shared address space (CGNAT)")
        << addresses("[100.64.0.1/16]") << "not in a private range";
    QTest::newRow("just above 172.16/12")
        << addresses("[172.32.0.1/16]") << "not in a private range";
    QTest::newRow("just below 172.16/12")
        << addresses("[172.15.255.1/24]") << "not in a private range";
    QTest::newRow("/8 is too large")
        << addresses("[10.0.0.1/8]") << "10.0.0.1/8: the prefix must be /16 to /31";
    QTest::newRow("/15 is too large")
        << addresses("[10.0.0.1/15]") << "the prefix must be /16 to /31";
    QTest::newRow("/32 is too small")
        << addresses("[10.0.0.1/32]") << "the prefix must be /16 to /31";
    QTest::newRow("network address")
        << addresses("[10.0.0.0/30]") << "network or broadcast address";
    QTest::newRow("broadcast address")
        << addresses("[10.0.0.3/30]") << "network or broadcast address";
    QTest::newRow("leading zero (octal to some readers)")
        << addresses("[192.168.177.01/24]") << "not an IPv4 address with prefix";
    QTest::newRow("padded with spaces")
        << addresses("[\" 192.168.177.1/24\"]") << "write ' 192.168.177.1/24' as 192.168.177.1/24";
    QTest::newRow("one bad among good")
        << addresses("[192.168.177.1/24, 8.8.8.1/24]") << "8.8.8.1/24 is not in a private range";
    QTest::newRow("mapping item") << addresses("[{10.0.0.1/24: {label: x}}]")
                                  << "is not an IPv4 address with prefix";
}

void TestNetplanPolicy::addressRules()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, reason);
    const PolicyVerdict verdict = NetplanPolicy(kCx7).review(yaml);
    if (reason.isEmpty()) {
        QVERIFY2(verdict.ok(), qPrintable(verdict.problems.join('\n')));
        QVERIFY(!verdict.canonical.isEmpty());
    } else {
        QVERIFY2(!verdict.ok(), "accepted");
        QVERIFY2(verdict.problems.join('\n').contains(reason),
                 qPrintable(verdict.problems.join('\n')));
    }
}

void TestNetplanPolicy::trafficRules_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason"); // empty: accepted
    QTest::newRow("dhcp4 contained")
        << ethernet("      dhcp4: true\n      dhcp4-overrides: {use-routes: false, use-dns: "
                    "false}\n")
        << "";
    QTest::newRow("dhcp4 contained, block style, yes/no")
        << ethernet("      dhcp4: yes\n      dhcp4-overrides:\n        use-dns: no\n"
                    "        use-routes: no\n")
        << "";
    QTest::newRow("dhcp6 contained")
        << ethernet("      dhcp6: true\n      dhcp6-overrides: {use-routes: false, use-dns: "
                    "false}\n      accept-ra: false\n")
        << "";
    QTest::newRow("dhcp off, overrides given anyway")
        << ethernet("      dhcp4: false\n      dhcp4-overrides: {use-dns: false}\n") << "";
    QTest::newRow("accept-ra false") << ethernet("      accept-ra: false\n") << "";
    QTest::newRow("dhcp4 bare")
        << ethernet("      dhcp4: true\n")
        << "dhcp4: true would take routes and DNS servers from a DHCP server on the CX-7 link; "
           "add dhcp4-overrides: {use-routes: false, use-dns: false}";
    QTest::newRow("dhcp4 without use-dns")
        << ethernet("      dhcp4: true\n      dhcp4-overrides: {use-routes: false}\n")
        << "add dhcp4-overrides: {use-routes: false, use-dns: false}";
    QTest::newRow("dhcp4 with use-routes true")
        << ethernet("      dhcp4: true\n      dhcp4-overrides: {use-routes: true, use-dns: "
                    "false}\n")
        << "dhcp4-overrides.use-routes: must be false";
    QTest::newRow("dhcp4 overrides for dhcp6 only")
        << ethernet("      dhcp4: true\n      dhcp6-overrides: {use-routes: false, use-dns: "
                    "false}\n")
        << "add dhcp4-overrides";
    QTest::newRow("dhcp6 bare") << ethernet("      dhcp6: true\n      accept-ra: false\n")
                                << "add dhcp6-overrides: {use-routes: false, use-dns: false}";
    QTest::newRow("dhcp6 without accept-ra false")
        << ethernet("      dhcp6: true\n      dhcp6-overrides: {use-routes: false, use-dns: "
                    "false}\n")
        << "dhcp6: true also needs accept-ra: false";
    QTest::newRow("accept-ra true")
        << ethernet("      accept-ra: true\n")
        << "accept-ra: true would take routes and DNS servers from router advertisements";
    QTest::newRow("accept-ra yes") << ethernet("      accept-ra: yes\n") << "accept-ra: true";
    QTest::newRow("other override")
        << ethernet("      dhcp4-overrides: {use-routes: false, use-dns: false, "
                    "route-metric: 1}\n")
        << "'route-metric' is not allowed here (allowed: use-routes, use-dns)";
    QTest::newRow("overrides not a mapping")
        << ethernet("      dhcp4-overrides: [use-routes]\n") << "must be a mapping";
    QTest::newRow("override not boolean")
        << ethernet("      dhcp4-overrides: {use-dns: never}\n") << "must be true or false";
}

void TestNetplanPolicy::trafficRules()
{
    addressRules();
}

void TestNetplanPolicy::hostNetworks_data()
{
    QTest::addColumn<QList<HostNetwork>>("host");
    QTest::addColumn<QByteArray>("addressList");
    QTest::addColumn<QString>("reason"); // empty: accepted
    const QList<HostNetwork> management = {
        address("enP7s7", "10.1.0.5/16"), route("enP7s7", "10.1.0.0/16"),
        route("enP7s7", "0.0.0.0/0"), route("enP7s7", "172.16.0.0/12"),
        address("lo", "127.0.0.1/8")};
    QTest::newRow("nothing in use") << QList<HostNetwork>{} << QByteArray("[10.1.2.3/24]") << "";
    QTest::newRow("management subnet")
        << management << QByteArray("[10.1.2.3/24]")
        << "10.1.2.3/24 overlaps what this host already uses outside its CX-7 ports: 10.1.0.0/16 "
           "(an address on enP7s7), 10.1.0.0/16 (a route via enP7s7); choose another subnet";
    QTest::newRow("a larger subnet around the management one")
        << management << QByteArray("[10.0.0.1/16]") << "";
    QTest::newRow("covering the management subnet")
        << QList<HostNetwork>{address("enP7s7", "192.168.10.5/24")}
        << QByteArray("[192.168.0.1/16]") << "192.168.10.0/24 (an address on enP7s7)";
    QTest::newRow("routed private range")
        << management << QByteArray("[172.20.0.1/24]") << "172.16.0.0/12 (a route via enP7s7)";
    QTest::newRow("default route does not count")
        << management << QByteArray("[192.168.177.1/24]") << "";
    QTest::newRow("a more specific route does")
        << QList<HostNetwork>{route("enP7s7", "192.168.177.128/25")}
        << QByteArray("[192.168.177.1/24]") << "192.168.177.128/25 (a route via enP7s7)";
    QTest::newRow("host route") << QList<HostNetwork>{route("wg0", "192.168.177.9/32")}
                                << QByteArray("[192.168.177.1/24]")
                                << "192.168.177.9/32 (a route via wg0)";
    QTest::newRow("route without a device")
        << QList<HostNetwork>{route("", "10.99.0.0/16")} << QByteArray("[10.99.1.1/24]")
        << "10.99.0.0/16 (a route without a device)";
    QTest::newRow("address on another host netdev")
        << QList<HostNetwork>{address("docker0", "172.17.0.1/16")} << QByteArray("[172.17.5.1/24]")
        << "172.17.0.0/16 (an address on docker0)";
    QTest::newRow("what the CX-7 netdevs have now does not count")
        << QList<HostNetwork>{address("enp1s0f1np1", "192.168.177.1/24"),
                              route("enp1s0f1np1", "192.168.177.0/24"),
                              route("enP2p1s0f1np1", "192.168.0.0/16")}
        << QByteArray("[192.168.177.1/24]") << "";
    QTest::newRow("a CX-7 netdev of another port counts as CX-7 too")
        << QList<HostNetwork>{address("enp1s0f0np0", "10.5.0.1/24")} << QByteArray("[10.5.0.2/24]")
        << "";
}

void TestNetplanPolicy::hostNetworks()
{
    QFETCH(QList<HostNetwork>, host);
    QFETCH(QByteArray, addressList);
    QFETCH(QString, reason);
    const PolicyVerdict verdict =
        NetplanPolicy(kCx7, host).review(ethernet("      addresses: " + addressList + "\n"));
    if (reason.isEmpty()) {
        QVERIFY2(verdict.ok(), qPrintable(verdict.problems.join('\n')));
    } else {
        QVERIFY2(!verdict.ok(), "accepted");
        QVERIFY2(verdict.problems.join('\n').contains(reason),
                 qPrintable(verdict.problems.join('\n')));
    }
}

void TestNetplanPolicy::destinations_data()
{
    using Kind = ReachedDestination::Kind;
    QTest::addColumn<QList<ReachedDestination>>("reachedNow");
    QTest::addColumn<QByteArray>("settings");
    QTest::addColumn<QString>("reason"); // empty: accepted
    const QByteArray lan = "      addresses: [10.60.0.1/24]\n";
    // Issue #25: B reaches 10.60.0.53 through its default gateway on the management port.
    QTest::newRow("a nameserver through the default gateway")
        << QList<ReachedDestination>{reached(Kind::Nameserver, "10.60.0.53", "enP7s7",
                                             "run/systemd/resolve/resolv.conf")}
        << lan << "10.60.0.53 (a nameserver in run/systemd/resolve/resolv.conf) through enP7s7";
    QTest::newRow("the gateway itself")
        << QList<ReachedDestination>{reached(Kind::Gateway, "10.60.0.254", "enP7s7")} << lan
        << "10.60.0.254 (a gateway) through enP7s7";
    QTest::newRow("a neighbour on another netdev")
        << QList<ReachedDestination>{reached(Kind::Neighbour, "10.60.0.9", "wlP9s9")} << lan
        << "10.60.0.9 (a neighbour) through wlP9s9";
    QTest::newRow("the peer of an open TCP connection")
        << QList<ReachedDestination>{reached(Kind::TcpPeer, "10.60.0.77", "enP7s7")} << lan
        << "10.60.0.77 (the peer of an open TCP connection) through enP7s7";
    QTest::newRow("every way one address is reached is named")
        << QList<ReachedDestination>{reached(Kind::Gateway, "10.60.0.254", "enP7s7"),
                                     reached(Kind::Neighbour, "10.60.0.254", "enP7s7")}
        << lan
        << "10.60.0.254 (a gateway) through enP7s7, 10.60.0.254 (a neighbour) through enP7s7";
    QTest::newRow("a /31 holds two destinations")
        << QList<ReachedDestination>{reached(Kind::TcpPeer, "10.60.0.3", "enP7s7")}
        << QByteArray("      addresses: [10.60.0.2/31]\n")
        << "10.60.0.3 (the peer of an open TCP connection) through enP7s7";
    QTest::newRow("a destination outside the subnet does not count")
        << QList<ReachedDestination>{reached(Kind::TcpPeer, "10.60.1.5", "enP7s7"),
                                     reached(Kind::Nameserver, "10.59.255.255", "enP7s7",
                                             "etc/resolv.conf")}
        << lan << "";
    QTest::newRow("through a CX-7 netdev it is on the fabric already (a re-apply)")
        << QList<ReachedDestination>{reached(Kind::TcpPeer, "10.60.0.2", "enp1s0f1np1"),
                                     reached(Kind::Neighbour, "10.60.0.2", "enp1s0f1np1"),
                                     reached(Kind::Neighbour, "10.60.0.3", "enp1s0f0np0")}
        << lan << "";
    QTest::newRow("through loopback it is this host")
        << QList<ReachedDestination>{reached(Kind::TcpPeer, "10.60.0.1", "lo")} << lan << "";
    QTest::newRow("not reached now: no netdev")
        << QList<ReachedDestination>{reached(Kind::Gateway, "10.60.0.254", "")} << lan << "";
    QTest::newRow("link-local neighbours do not count")
        << QList<ReachedDestination>{reached(Kind::Neighbour, "169.254.7.7", "enP7s7")}
        << QByteArray("      link-local: [ipv4]\n      addresses: [169.254.7.1/16]\n") << "";
    QTest::newRow("nothing reached: accepted") << QList<ReachedDestination>{} << lan << "";
}

void TestNetplanPolicy::destinations()
{
    QFETCH(QList<ReachedDestination>, reachedNow);
    QFETCH(QByteArray, settings);
    QFETCH(QString, reason);
    // The default route is there too: it is still no clash by itself.
    const QList<HostNetwork> host = {route("enP7s7", "0.0.0.0/0"),
                                     address("enP7s7", "172.20.0.5/16")};
    const PolicyVerdict verdict = NetplanPolicy(kCx7, host, reachedNow).review(ethernet(settings));
    if (reason.isEmpty()) {
        QVERIFY2(verdict.ok(), qPrintable(verdict.problems.join('\n')));
        return;
    }
    QVERIFY2(!verdict.ok(), "accepted");
    QCOMPARE(verdict.problems.size(), 1);
    QVERIFY(verdict.canonical.isEmpty());
    const QString problem = verdict.problems.first();
    QVERIFY2(problem.contains(reason), qPrintable(problem));
    // It says how to fix it.
    QVERIFY2(problem.contains(QLatin1String("choose another subnet")), qPrintable(problem));
}

void TestNetplanPolicy::canonical_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QByteArray>("canonical");
    const QByteArray head =
        "# Re-emitted by Sparkwire's netplan policy from the file it reviewed.\n"
        "network:\n  version: 2\n  ethernets:\n";
    QTest::newRow("comments, flow style, odd booleans, key order")
        << QByteArray("# mine\nnetwork: {ethernets: {enP2p1s0f1np1: {mtu: \"9000\", optional: "
                      "On, addresses: ['10.0.0.1/30'], link-local: [ipv4], dhcp6: NO}}}  # end\n")
        << head + "    \"enP2p1s0f1np1\":\n      dhcp6: false\n      link-local: [ipv4]\n"
                  "      mtu: 9000\n      addresses: [\"10.0.0.1/30\"]\n      optional: true\n";
    QTest::newRow("netdevs keep their order, empty settings")
        << QByteArray("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1: {}\n"
                      "    enp1s0f0np0:\n      mtu: 1500\n")
        << head + "    \"enp1s0f1np1\": {}\n    \"enp1s0f0np0\":\n      mtu: 1500\n";
    QTest::newRow("overrides")
        << ethernet("      dhcp4-overrides: {use-dns: n, use-routes: off}\n      dhcp4: y\n")
        << head + "    \"enp1s0f1np1\":\n      dhcp4: true\n      dhcp4-overrides: "
                  "{use-routes: false, use-dns: false}\n";
    QTest::newRow("explicit key, document markers")
        << QByteArray("---\nnetwork:\n  ethernets:\n    ? enp1s0f1np1\n    : mtu: 9000\n...\n")
        << head + "    \"enp1s0f1np1\":\n      mtu: 9000\n";
}

void TestNetplanPolicy::canonical()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QByteArray, canonical);
    const PolicyVerdict verdict = NetplanPolicy(kCx7).review(yaml);
    QVERIFY2(verdict.ok(), qPrintable(verdict.problems.join('\n')));
    QCOMPARE(verdict.canonical, canonical);
    QVERIFY(NetplanPolicy(kCx7).check(yaml).isEmpty());
}

void TestNetplanPolicy::canonicalIsAFixedPoint_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::newRow("static plan") << planFor(topology::Addressing::Static);
    QTest::newRow("link-local plan") << planFor(topology::Addressing::LinkLocal);
    QTest::newRow("everything allowed")
        << ethernet("      dhcp4: true\n      dhcp4-overrides: {use-routes: false, use-dns: "
                    "false}\n      dhcp6: true\n      dhcp6-overrides: {use-routes: false, "
                    "use-dns: false}\n      accept-ra: false\n      link-local: [ipv4, ipv6]\n"
                    "      mtu: 9216\n      addresses: [10.0.0.1/24, 169.254.3.4/16]\n"
                    "      optional: false\n");
}

void TestNetplanPolicy::canonicalIsAFixedPoint()
{
    QFETCH(QByteArray, yaml);
    const PolicyVerdict first = NetplanPolicy(kCx7).review(yaml);
    QVERIFY2(first.ok(), qPrintable(first.problems.join('\n')));
    QVERIFY(first.canonical.endsWith('\n'));
    const PolicyVerdict second = NetplanPolicy(kCx7).review(first.canonical);
    QVERIFY2(second.ok(), qPrintable(second.problems.join('\n')));
    QCOMPARE(second.canonical, first.canonical);
}

QTEST_GUILESS_MAIN(TestNetplanPolicy)
#include "tst_netplanpolicy.moc"
