#include "NetplanPolicy.h"

#include "HostDestinationSource.h"
#include "YamlText.h"
#include "topology/FabricRules.h"
#include "topology/Ipv4Subnet.h"
#include "topology/TopologySpec.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <vector>

namespace sparkwire::netplan {

namespace {
struct Rejected
{
    QString reason;
};

QString at(const YAML::Mark &mark)
{
    return mark.is_null()
               ? QString()
               : QCoreApplication::translate("NetplanPolicy", "line %1: ").arg(mark.line + 1);
}

// Walks the parse events before any tree is built: aliases and anchors (alias bombs),
// explicit tags, complex or duplicate keys, excessive nesting and extra documents are
// refused here, where they are cheap to see and before yaml-cpp would expand anything.
class StrictEvents : public YAML::EventHandler
{
public:
    void OnDocumentStart(const YAML::Mark &) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        node(mark, "", anchor, "~", false);
    }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t) override
    {
        throw Rejected{at(mark) + QCoreApplication::translate(
                                      "NetplanPolicy", "YAML aliases (*name) are not allowed")};
    }
    void OnAnchor(const YAML::Mark &mark, const std::string &) override
    {
        throw Rejected{at(mark) + QCoreApplication::translate(
                                      "NetplanPolicy", "YAML anchors (&name) are not allowed")};
    }
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                  const std::string &value) override
    {
        node(mark, tag, anchor, value, false);
    }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        node(mark, tag, anchor, {}, true);
        m_frames.push_back({false, true, {}});
    }
    void OnSequenceEnd() override { m_frames.pop_back(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        node(mark, tag, anchor, {}, true);
        m_frames.push_back({true, true, {}});
    }
    void OnMapEnd() override { m_frames.pop_back(); }

private:
    struct Frame
    {
        bool map;
        bool nextIsKey;
        std::set<std::string> keys;
    };

    void node(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
              const std::string &value, bool collection)
    {
        if (anchor != YAML::NullAnchor)
            throw Rejected{at(mark) + QCoreApplication::translate(
                                          "NetplanPolicy", "YAML anchors (&name) are not allowed")};
        if (!tag.empty() && tag != "?" && tag != "!")
            throw Rejected{at(mark) + QCoreApplication::translate("NetplanPolicy",
                                                                  "YAML tags (%1) are not allowed")
                                          .arg(QString::fromStdString(tag))};
        if (collection && int(m_frames.size()) >= NetplanPolicy::kMaxDepth)
            throw Rejected{at(mark) + QCoreApplication::translate("NetplanPolicy",
                                                                  "nesting deeper than %1 levels")
                                          .arg(NetplanPolicy::kMaxDepth)};
        if (m_frames.empty() || !m_frames.back().map)
            return;
        Frame &frame = m_frames.back();
        if (frame.nextIsKey) {
            if (collection)
                throw Rejected{at(mark) +
                               QCoreApplication::translate("NetplanPolicy",
                                                           "complex mapping keys are not allowed")};
            if (!frame.keys.insert(value).second)
                throw Rejected{at(mark) +
                               QCoreApplication::translate("NetplanPolicy", "duplicate key '%1'")
                                   .arg(QString::fromStdString(value))};
        }
        frame.nextIsKey = !frame.nextIsKey;
    }

    std::vector<Frame> m_frames;
};

// netplan's own boolean words (parse.c: true/on/yes/y, false/off/no/n, any case).
std::optional<bool> boolean(const YAML::Node &n)
{
    if (!n.IsScalar())
        return std::nullopt;
    const QString word = QString::fromStdString(n.Scalar()).toLower();
    if (word == QLatin1String("true") || word == QLatin1String("yes") ||
        word == QLatin1String("on") || word == QLatin1String("y"))
        return true;
    if (word == QLatin1String("false") || word == QLatin1String("no") ||
        word == QLatin1String("off") || word == QLatin1String("n"))
        return false;
    return std::nullopt;
}

QString scalar(const YAML::Node &n)
{
    return n.IsScalar() ? QString::fromStdString(n.Scalar()) : QString();
}

QByteArray quoted(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('"'), QLatin1String("\\\""));
    return '"' + escaped.toUtf8() + '"';
}

QByteArray word(bool value)
{
    return value ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
}

// The validated tree: only what the policy accepted, in the only form it is written back.
struct Overrides
{
    std::optional<bool> useRoutes;
    std::optional<bool> useDns;
};

struct Ethernet
{
    QString name;
    std::optional<bool> dhcp4;
    std::optional<Overrides> dhcp4Overrides;
    std::optional<bool> dhcp6;
    std::optional<Overrides> dhcp6Overrides;
    std::optional<bool> acceptRa;
    std::optional<QStringList> linkLocal;
    std::optional<int> mtu;
    std::optional<QStringList> addresses; // each "a.b.c.d/len" exactly as validated
    std::optional<bool> optional;
};

QByteArray overridesText(const Overrides &o)
{
    QByteArrayList items;
    if (o.useRoutes)
        items << "use-routes: " + word(*o.useRoutes);
    if (o.useDns)
        items << "use-dns: " + word(*o.useDns);
    return '{' + items.join(", ") + '}';
}

QByteArray listText(const QStringList &items, bool quote)
{
    QByteArrayList out;
    for (const QString &item : items)
        out << (quote ? quoted(item) : item.toUtf8());
    return '[' + out.join(", ") + ']';
}

// Fixed key order, fixed quoting, block style down to the settings of one netdev.
QByteArray canonicalText(const QList<Ethernet> &ethernets)
{
    QByteArray out = "# Re-emitted by Sparkwire's netplan policy from the file it reviewed.\n"
                     "network:\n  version: 2\n  ethernets:\n";
    for (const Ethernet &e : ethernets) {
        QByteArrayList lines;
        const auto add = [&lines](const char *key, const QByteArray &value) {
            lines << "      " + QByteArray(key) + ": " + value + '\n';
        };
        if (e.dhcp4)
            add("dhcp4", word(*e.dhcp4));
        if (e.dhcp4Overrides)
            add("dhcp4-overrides", overridesText(*e.dhcp4Overrides));
        if (e.dhcp6)
            add("dhcp6", word(*e.dhcp6));
        if (e.dhcp6Overrides)
            add("dhcp6-overrides", overridesText(*e.dhcp6Overrides));
        if (e.acceptRa)
            add("accept-ra", word(*e.acceptRa));
        if (e.linkLocal)
            add("link-local", listText(*e.linkLocal, false));
        if (e.mtu)
            add("mtu", QByteArray::number(*e.mtu));
        if (e.addresses)
            add("addresses", listText(*e.addresses, true));
        if (e.optional)
            add("optional", word(*e.optional));
        out += "    " + quoted(e.name) + ':';
        out += lines.isEmpty() ? QByteArray(" {}\n") : QByteArray('\n' + lines.join());
    }
    return out;
}

class Walker
{
public:
    Walker(const QSet<QString> &allowed, const HostUseRule &hostUse)
        : m_allowed(allowed)
        , m_hostUse(hostUse)
    {}

    QStringList problems;
    QList<Ethernet> ethernets;

    void network(const YAML::Node &network)
    {
        bool hasEthernets = false;
        for (const auto &kv : network) {
            const QString key = scalar(kv.first);
            const QString where = at(kv.first.Mark()) + QStringLiteral("network.%1: ").arg(key);
            if (key == QLatin1String("version")) {
                if (scalar(kv.second) != QLatin1String("2"))
                    problems << where + QCoreApplication::translate("NetplanPolicy",
                                                                    "only version 2 is supported");
            } else if (key == QLatin1String("ethernets")) {
                hasEthernets = true;
                if (!kv.second.IsMap() || kv.second.size() == 0) {
                    problems << where +
                                    QCoreApplication::translate(
                                        "NetplanPolicy", "must map CX-7 netdevs to their settings");
                    continue;
                }
                for (const auto &e : kv.second)
                    ethernet(e.first, e.second);
            } else if (key == QLatin1String("renderer")) {
                problems << where + QCoreApplication::translate(
                                        "NetplanPolicy", "renderer changes are not allowed; the "
                                                         "system's renderer stays in charge");
            } else {
                problems << where + QCoreApplication::translate(
                                        "NetplanPolicy", "'%1' is not allowed; Sparkwire's file "
                                                         "configures only ethernets")
                                        .arg(key);
            }
        }
        if (!hasEthernets && problems.isEmpty())
            problems << QCoreApplication::translate("NetplanPolicy",
                                                    "network.ethernets is missing");
    }

private:
    void ethernet(const YAML::Node &key, const YAML::Node &e)
    {
        const QString name = scalar(key);
        if (!m_allowed.contains(name)) {
            QStringList allowed(m_allowed.cbegin(), m_allowed.cend());
            std::sort(allowed.begin(), allowed.end());
            problems << at(key.Mark()) + QCoreApplication::translate(
                                             "NetplanPolicy",
                                             "network.ethernets.%1: '%1' is not a ConnectX-7 port "
                                             "of this host (allowed: %2)")
                                             .arg(name, allowed.isEmpty()
                                                            ? QCoreApplication::translate(
                                                                  "NetplanPolicy", "none")
                                                            : allowed.join(QStringLiteral(", ")));
            return;
        }
        const QString where = at(e.Mark()) + QStringLiteral("network.ethernets.%1: ").arg(name);
        if (!e.IsMap()) {
            problems << where + QCoreApplication::translate("NetplanPolicy",
                                                            "must be a mapping of settings");
            return;
        }
        const int before = int(problems.size());
        Ethernet out;
        out.name = name;
        const QStringList allowed = NetplanPolicy::allowedEthernetKeys();
        std::optional<YAML::Node> addresses;
        QString addressesWhere;
        for (const auto &kv : e) {
            const QString k = scalar(kv.first);
            const YAML::Node &v = kv.second;
            const QString keyWhere =
                at(kv.first.Mark()) + QStringLiteral("network.ethernets.%1.%2: ").arg(name, k);
            if (!allowed.contains(k)) {
                problems << keyWhere +
                                QCoreApplication::translate(
                                    "NetplanPolicy", "'%1' is not allowed here (allowed: %2)")
                                    .arg(k, allowed.join(QStringLiteral(", ")));
            } else if (k == QLatin1String("dhcp4")) {
                out.dhcp4 = flag(keyWhere, v);
            } else if (k == QLatin1String("dhcp6")) {
                out.dhcp6 = flag(keyWhere, v);
            } else if (k == QLatin1String("accept-ra")) {
                out.acceptRa = flag(keyWhere, v);
            } else if (k == QLatin1String("optional")) {
                out.optional = flag(keyWhere, v);
            } else if (k == QLatin1String("dhcp4-overrides")) {
                out.dhcp4Overrides = overrides(keyWhere, v);
            } else if (k == QLatin1String("dhcp6-overrides")) {
                out.dhcp6Overrides = overrides(keyWhere, v);
            } else if (k == QLatin1String("mtu")) {
                out.mtu = mtu(keyWhere, v);
            } else if (k == QLatin1String("link-local")) {
                out.linkLocal = linkLocal(keyWhere, v);
            } else if (k == QLatin1String("addresses")) {
                addresses = v; // checked below: 169.254/16 depends on link-local
                addressesWhere = keyWhere;
            }
        }
        const bool linkLocalIpv4 = out.linkLocal && out.linkLocal->contains(QLatin1String("ipv4"));
        if (addresses)
            out.addresses = addressList(addressesWhere, *addresses, linkLocalIpv4);
        trafficRules(where, out);
        if (int(problems.size()) == before)
            ethernets << out;
    }

    // DHCP and router advertisements may configure addresses, never routes or DNS servers:
    // those would pull the host's traffic onto the CX-7 link, toward whoever answers there.
    void trafficRules(const QString &where, const Ethernet &e)
    {
        const auto contained = [](const std::optional<Overrides> &o) {
            return o && o->useRoutes == false && o->useDns == false;
        };
        if (e.dhcp4 == true && !contained(e.dhcp4Overrides))
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy",
                                    "dhcp4: true would take routes and DNS servers "
                                    "from a DHCP server on the CX-7 link; add "
                                    "dhcp4-overrides: {use-routes: false, use-dns: "
                                    "false}");
        if (e.dhcp6 == true && !contained(e.dhcp6Overrides))
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy",
                                    "dhcp6: true would take routes and DNS servers "
                                    "from a DHCP server on the CX-7 link; add "
                                    "dhcp6-overrides: {use-routes: false, use-dns: "
                                    "false}");
        if (e.dhcp6 == true && e.acceptRa != false)
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy",
                                    "dhcp6: true also needs accept-ra: false (IPv6 "
                                    "routes come from router advertisements, which "
                                    "dhcp6-overrides cannot stop)");
        if (e.acceptRa == true)
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy",
                                    "accept-ra: true would take routes and DNS "
                                    "servers from router advertisements on the CX-7 "
                                    "link, and this netplan has no ra-overrides to "
                                    "stop that; use accept-ra: false");
    }

    std::optional<bool> flag(const QString &where, const YAML::Node &v)
    {
        const std::optional<bool> b = boolean(v);
        if (!b)
            problems << where +
                            QCoreApplication::translate("NetplanPolicy", "must be true or false");
        return b;
    }

    std::optional<Overrides> overrides(const QString &where, const YAML::Node &v)
    {
        if (!v.IsMap()) {
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy", "must be a mapping: {use-routes: false, "
                                                     "use-dns: false}");
            return std::nullopt;
        }
        Overrides o;
        for (const auto &kv : v) {
            const QString k = scalar(kv.first);
            const QString keyWhere = where.chopped(2) + QLatin1Char('.') + k + QLatin1String(": ");
            std::optional<bool> *slot = k == QLatin1String("use-routes") ? &o.useRoutes
                                        : k == QLatin1String("use-dns")  ? &o.useDns
                                                                         : nullptr;
            if (!slot) {
                problems << keyWhere + QCoreApplication::translate(
                                           "NetplanPolicy", "'%1' is not allowed here (allowed: "
                                                            "use-routes, use-dns)")
                                           .arg(k);
                continue;
            }
            *slot = flag(keyWhere, kv.second);
            if (*slot == true)
                problems << keyWhere + QCoreApplication::translate(
                                           "NetplanPolicy",
                                           "must be false: Sparkwire takes neither "
                                           "routes nor DNS servers from the CX-7 link");
        }
        return o;
    }

    std::optional<int> mtu(const QString &where, const YAML::Node &v)
    {
        // Anchored for real: "$" would also match before a trailing newline ("mtu: |").
        static const QRegularExpression digits(
            QRegularExpression::anchoredPattern(QStringLiteral("[0-9]{1,5}")));
        const QString text = scalar(v);
        const int value = text.toInt();
        if (!digits.match(text).hasMatch() || value < topology::TopologySpec::kMinMtu ||
            value > topology::TopologySpec::kMaxMtu) {
            problems << where + QCoreApplication::translate("NetplanPolicy",
                                                            "'%1' is not an MTU from %2 to %3")
                                    .arg(text)
                                    .arg(topology::TopologySpec::kMinMtu)
                                    .arg(topology::TopologySpec::kMaxMtu);
            return std::nullopt;
        }
        return value;
    }

    std::optional<QStringList> linkLocal(const QString &where, const YAML::Node &v)
    {
        if (!v.IsSequence()) {
            problems << where + QCoreApplication::translate("NetplanPolicy",
                                                            "must be a list, e.g. [] or [ipv4]");
            return std::nullopt;
        }
        QStringList out;
        for (const auto &item : v) {
            const QString text = scalar(item);
            if (text != QLatin1String("ipv4") && text != QLatin1String("ipv6"))
                problems << where + QCoreApplication::translate("NetplanPolicy",
                                                                "'%1' is not ipv4 or ipv6")
                                        .arg(text);
            out << text;
        }
        return out;
    }

    std::optional<QStringList> addressList(const QString &where, const YAML::Node &v,
                                           bool linkLocalIpv4)
    {
        if (!v.IsSequence() || v.size() > 8) {
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy", "must be a list of at most 8 addresses");
            return std::nullopt;
        }
        QStringList out;
        for (const auto &item : v)
            out << address(where, item, linkLocalIpv4);
        return out;
    }

    QString address(const QString &where, const YAML::Node &item, bool linkLocalIpv4)
    {
        const QString text = scalar(item);
        quint32 host = 0;
        const auto subnet = topology::Ipv4Subnet::parseInterface(text, &host);
        if (!item.IsScalar() || !subnet) {
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy",
                                    "'%1' is not an IPv4 address with prefix, like "
                                    "192.168.177.1/24")
                                    .arg(text);
            return text;
        }
        const QString canonical = topology::Ipv4Subnet::addressToString(host) + QLatin1Char('/') +
                                  QString::number(subnet->prefix());
        if (text != canonical) {
            problems << where + QCoreApplication::translate("NetplanPolicy", "write '%1' as %2")
                                    .arg(text, canonical);
            return text;
        }
        if (!topology::FabricRules::prefixAllowed(subnet->prefix())) {
            problems << where + QCoreApplication::translate("NetplanPolicy",
                                                            "%1: the prefix must be /%2 to /%3")
                                    .arg(text)
                                    .arg(topology::FabricRules::kMinPrefix)
                                    .arg(topology::FabricRules::kMaxPrefix);
            return text;
        }
        // A /31 is a point-to-point pair (RFC 3021): both addresses are hosts.
        if (subnet->prefix() <= 30 &&
            (host == subnet->network() || host == subnet->network() + quint32(subnet->size() - 1)))
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy",
                                    "%1 is the network or broadcast address of its "
                                    "subnet")
                                    .arg(text);
        if (topology::FabricRules::isLinkLocal(*subnet)) {
            if (!linkLocalIpv4)
                problems << where + QCoreApplication::translate(
                                        "NetplanPolicy",
                                        "%1 is link-local (169.254.0.0/16), which is "
                                        "allowed only with link-local: [ipv4]")
                                        .arg(text);
        } else if (!topology::FabricRules::isPrivate(*subnet)) {
            problems << where + QCoreApplication::translate(
                                    "NetplanPolicy", "%1 is not in a private range (10.0.0.0/8, "
                                                     "172.16.0.0/12 or 192.168.0.0/16)")
                                    .arg(text);
        }
        for (const QString &problem : m_hostUse.problems(text, *subnet, m_allowed))
            problems << where + problem;
        return text;
    }

    const QSet<QString> &m_allowed;
    const HostUseRule &m_hostUse;
};
} // namespace

NetplanPolicy::NetplanPolicy(QSet<QString> allowedNetdevs, QList<HostNetwork> hostNetworks,
                             QList<ReachedDestination> destinations)
    : m_allowed(std::move(allowedNetdevs))
    , m_hostUse(std::move(hostNetworks), std::move(destinations))
{}

bool NetplanPolicy::reachedOutside(const ReachedDestination &destination, const QSet<QString> &cx7)
{
    // Through a CX-7 netdev it is on the fabric already (a re-applied plan, a peer over the
    // cable); through loopback it is this host itself.
    return !destination.netdev.isEmpty() && destination.netdev != QLatin1String("lo") &&
           !cx7.contains(destination.netdev) &&
           HostDestinationSource::capturable(destination.address);
}

QStringList NetplanPolicy::allowedEthernetKeys()
{
    return {QStringLiteral("dhcp4"),     QStringLiteral("dhcp4-overrides"),
            QStringLiteral("dhcp6"),     QStringLiteral("dhcp6-overrides"),
            QStringLiteral("accept-ra"), QStringLiteral("link-local"),
            QStringLiteral("mtu"),       QStringLiteral("addresses"),
            QStringLiteral("optional")};
}

QStringList NetplanPolicy::check(const QByteArray &yaml) const
{
    return review(yaml).problems;
}

PolicyVerdict NetplanPolicy::review(const QByteArray &yaml) const
{
    if (yaml.size() > kMaxBytes)
        return {{QStringLiteral("the file is %1 bytes; at most %2 are accepted")
                     .arg(yaml.size())
                     .arg(kMaxBytes)},
                {}};
    if (yaml.contains('\0'))
        return {{QStringLiteral("the file contains NUL bytes")}, {}};
    // ConvertInitialBom: a leading byte order mark stays in the text, to be refused below.
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    const QString decoded = utf8(yaml);
    if (utf8.hasError())
        return {{QStringLiteral("the file is not valid UTF-8")}, {}};
    // Before any parser: what yaml-cpp and libyaml would read differently never gets that far.
    if (const QStringList unsafe = YamlText::unsafeCharacters(decoded); !unsafe.isEmpty())
        return {unsafe, {}};

    const std::string bytes = yaml.toStdString();
    YAML::Node root;
    try {
        std::istringstream stream(bytes);
        YAML::Parser parser(stream);
        StrictEvents events;
        int documents = 0;
        while (parser.HandleNextDocument(events))
            if (++documents > 1)
                return {{QStringLiteral("more than one YAML document")}, {}};
        root = YAML::Load(bytes);
    } catch (const Rejected &r) {
        return {{r.reason}, {}};
    } catch (const YAML::Exception &e) {
        return {
            {at(e.mark) + QStringLiteral("not valid YAML: %1").arg(QString::fromStdString(e.msg))},
            {}};
    } catch (const std::exception &e) {
        return {{QStringLiteral("not valid YAML: %1").arg(QString::fromLocal8Bit(e.what()))}, {}};
    }

    if (!root.IsMap() || root.size() != 1 || !root["network"])
        return {{QStringLiteral("the file must hold exactly one top-level key, 'network'")}, {}};
    const YAML::Node network = root["network"];
    if (!network.IsMap())
        return {{at(network.Mark()) + QStringLiteral("'network' must be a mapping")}, {}};
    Walker walker(m_allowed, m_hostUse);
    walker.network(network);
    if (!walker.problems.isEmpty())
        return {walker.problems, {}};
    return {{}, canonicalText(walker.ethernets)};
}

} // namespace sparkwire::netplan
