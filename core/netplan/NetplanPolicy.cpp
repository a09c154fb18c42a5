#include "NetplanPolicy.h"

#include "topology/Ipv4Subnet.h"
#include "topology/TopologySpec.h"

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
    return mark.is_null() ? QString() : QStringLiteral("line %1: ").arg(mark.line + 1);
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
        throw Rejected{at(mark) + QStringLiteral("YAML aliases (*name) are not allowed")};
    }
    void OnAnchor(const YAML::Mark &mark, const std::string &) override
    {
        throw Rejected{at(mark) + QStringLiteral("YAML anchors (&name) are not allowed")};
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
            throw Rejected{at(mark) + QStringLiteral("YAML anchors (&name) are not allowed")};
        if (!tag.empty() && tag != "?" && tag != "!")
            throw Rejected{
                at(mark) +
                QStringLiteral("YAML tags (%1) are not allowed").arg(QString::fromStdString(tag))};
        if (collection && int(m_frames.size()) >= NetplanPolicy::kMaxDepth)
            throw Rejected{
                at(mark) +
                QStringLiteral("nesting deeper than %1 levels").arg(NetplanPolicy::kMaxDepth)};
        if (m_frames.empty() || !m_frames.back().map)
            return;
        Frame &frame = m_frames.back();
        if (frame.nextIsKey) {
            if (collection)
                throw Rejected{at(mark) + QStringLiteral("complex mapping keys are not allowed")};
            if (!frame.keys.insert(value).second)
                throw Rejected{
                    at(mark) +
                    QStringLiteral("duplicate key '%1'").arg(QString::fromStdString(value))};
        }
        frame.nextIsKey = !frame.nextIsKey;
    }

    std::vector<Frame> m_frames;
};

bool isBoolean(const YAML::Node &n)
{
    static const QStringList words = {"true", "false", "yes", "no", "on", "off", "y", "n"};
    return n.IsScalar() && words.contains(QString::fromStdString(n.Scalar()).toLower());
}

QString scalar(const YAML::Node &n)
{
    return n.IsScalar() ? QString::fromStdString(n.Scalar()) : QString();
}

void checkAddress(const QString &where, const YAML::Node &item, QStringList &problems)
{
    const QString text = scalar(item);
    quint32 host = 0;
    const auto subnet = topology::Ipv4Subnet::parseInterface(text, &host);
    if (!item.IsScalar() || !subnet) {
        problems << where + QStringLiteral(
                                "'%1' is not an IPv4 address with prefix, like 192.168.177.1/24")
                                .arg(text);
        return;
    }
    if (subnet->prefix() < 8 || subnet->prefix() > 30)
        problems << where + QStringLiteral("%1: the prefix must be /8 to /30").arg(text);
    else if (host == subnet->network() || host == subnet->network() + quint32(subnet->size() - 1))
        problems << where + QStringLiteral("%1 is the network or broadcast address of its subnet")
                                .arg(text);
    const quint32 first = host >> 24;
    if (first == 0 || first == 127 || first >= 224 || (host >> 16) == 0xa9fe)
        problems << where + QStringLiteral(
                                "%1 is not a usable unicast address (this-network, loopback, "
                                "link-local, multicast or reserved)")
                                .arg(text);
}

void checkEthernet(const QString &name, const YAML::Node &e, QStringList &problems)
{
    const QString where = at(e.Mark()) + QStringLiteral("network.ethernets.%1: ").arg(name);
    if (!e.IsMap()) {
        problems << where + QStringLiteral("must be a mapping of settings");
        return;
    }
    const QStringList allowed = NetplanPolicy::allowedEthernetKeys();
    for (const auto &kv : e) {
        const QString key = scalar(kv.first);
        const YAML::Node &v = kv.second;
        const QString keyWhere =
            at(kv.first.Mark()) + QStringLiteral("network.ethernets.%1.%2: ").arg(name, key);
        if (!allowed.contains(key)) {
            problems << keyWhere + QStringLiteral("'%1' is not allowed here (allowed: %2)")
                                       .arg(key, allowed.join(QStringLiteral(", ")));
        } else if (key == QLatin1String("dhcp4") || key == QLatin1String("dhcp6") ||
                   key == QLatin1String("accept-ra") || key == QLatin1String("optional")) {
            if (!isBoolean(v))
                problems << keyWhere + QStringLiteral("must be true or false");
        } else if (key == QLatin1String("mtu")) {
            bool ok = false;
            const int mtu = scalar(v).toInt(&ok);
            if (!ok || mtu < topology::TopologySpec::kMinMtu ||
                mtu > topology::TopologySpec::kMaxMtu)
                problems << keyWhere + QStringLiteral("'%1' is not an MTU from %2 to %3")
                                           .arg(scalar(v))
                                           .arg(topology::TopologySpec::kMinMtu)
                                           .arg(topology::TopologySpec::kMaxMtu);
        } else if (key == QLatin1String("link-local")) {
            if (!v.IsSequence())
                problems << keyWhere + QStringLiteral("must be a list, e.g. [] or [ipv4]");
            else
                for (const auto &item : v)
                    if (scalar(item) != QLatin1String("ipv4") &&
                        scalar(item) != QLatin1String("ipv6"))
                        problems << keyWhere + QStringLiteral("'%1' is not ipv4 or ipv6")
                                                   .arg(scalar(item));
        } else if (key == QLatin1String("addresses")) {
            if (!v.IsSequence() || v.size() > 8)
                problems << keyWhere + QStringLiteral("must be a list of at most 8 addresses");
            else
                for (const auto &item : v)
                    checkAddress(keyWhere, item, problems);
        }
    }
}
} // namespace

QStringList NetplanPolicy::allowedEthernetKeys()
{
    return {QStringLiteral("dhcp4"),      QStringLiteral("dhcp6"), QStringLiteral("accept-ra"),
            QStringLiteral("link-local"), QStringLiteral("mtu"),   QStringLiteral("addresses"),
            QStringLiteral("optional")};
}

QStringList NetplanPolicy::check(const QByteArray &yaml) const
{
    if (yaml.size() > kMaxBytes)
        return {QStringLiteral("the file is %1 bytes; at most %2 are accepted")
                    .arg(yaml.size())
                    .arg(kMaxBytes)};
    if (yaml.contains('\0'))
        return {QStringLiteral("the file contains NUL bytes")};
    QStringDecoder utf8(QStringDecoder::Utf8);
    [[maybe_unused]] const QString decoded = utf8(yaml); // decoding is what sets hasError()
    if (utf8.hasError())
        return {QStringLiteral("the file is not valid UTF-8")};

    const std::string bytes = yaml.toStdString();
    YAML::Node root;
    try {
        std::istringstream stream(bytes);
        YAML::Parser parser(stream);
        StrictEvents events;
        int documents = 0;
        while (parser.HandleNextDocument(events))
            if (++documents > 1)
                return {QStringLiteral("more than one YAML document")};
        root = YAML::Load(bytes);
    } catch (const Rejected &r) {
        return {r.reason};
    } catch (const YAML::Exception &e) {
        return {at(e.mark) +
                QStringLiteral("not valid YAML: %1").arg(QString::fromStdString(e.msg))};
    } catch (const std::exception &e) {
        return {QStringLiteral("not valid YAML: %1").arg(QString::fromLocal8Bit(e.what()))};
    }

    QStringList problems;
    if (!root.IsMap() || root.size() != 1 || !root["network"])
        return {QStringLiteral("the file must hold exactly one top-level key, 'network'")};
    const YAML::Node network = root["network"];
    if (!network.IsMap())
        return {at(network.Mark()) + QStringLiteral("'network' must be a mapping")};
    bool hasEthernets = false;
    for (const auto &kv : network) {
        const QString key = scalar(kv.first);
        const QString where = at(kv.first.Mark()) + QStringLiteral("network.%1: ").arg(key);
        if (key == QLatin1String("version")) {
            if (scalar(kv.second) != QLatin1String("2"))
                problems << where + QStringLiteral("only version 2 is supported");
        } else if (key == QLatin1String("ethernets")) {
            hasEthernets = true;
            if (!kv.second.IsMap() || kv.second.size() == 0) {
                problems << where + QStringLiteral("must map CX-7 netdevs to their settings");
                continue;
            }
            for (const auto &e : kv.second) {
                const QString name = scalar(e.first);
                if (!m_allowed.contains(name)) {
                    QStringList allowed(m_allowed.cbegin(), m_allowed.cend());
                    std::sort(allowed.begin(), allowed.end());
                    problems << at(e.first.Mark()) +
                                    QStringLiteral("network.ethernets.%1: '%1' is not a ConnectX-7 "
                                                   "port of this host "
                                                   "(allowed: %2)")
                                        .arg(name, allowed.isEmpty()
                                                       ? QStringLiteral("none")
                                                       : allowed.join(QStringLiteral(", ")));
                    continue;
                }
                checkEthernet(name, e.second, problems);
            }
        } else if (key == QLatin1String("renderer")) {
            problems << where + QStringLiteral("renderer changes are not allowed; the system's "
                                               "renderer stays in charge");
        } else {
            problems << where +
                            QStringLiteral(
                                "'%1' is not allowed; Sparkwire's file configures only ethernets")
                                .arg(key);
        }
    }
    if (!hasEthernets && problems.isEmpty())
        problems << QStringLiteral("network.ethernets is missing");
    return problems;
}

} // namespace sparkwire::netplan
