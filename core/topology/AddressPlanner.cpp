#include "AddressPlanner.h"

#include "FabricRules.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace sparkwire::topology {

namespace {
QString twinName(int half)
{
    return half == 0 ? QStringLiteral("a") : QStringLiteral("b");
}

// Ranges that can never carry a cluster fabric.
std::optional<QString> reservedRange(const Ipv4Subnet &s)
{
    const struct
    {
        const char *cidr;
        const char *what;
    } reserved[] = {
        {"0.0.0.0/8", QT_TRANSLATE_NOOP("AddressPlanner", "\"this network\"")},
        {"127.0.0.0/8", QT_TRANSLATE_NOOP("AddressPlanner", "loopback")},
        {"169.254.0.0/16",
         QT_TRANSLATE_NOOP("AddressPlanner", "link-local (use --addressing link-local for that)")},
        {"224.0.0.0/4", QT_TRANSLATE_NOOP("AddressPlanner", "multicast")},
        {"240.0.0.0/4", QT_TRANSLATE_NOOP("AddressPlanner", "reserved")}};
    for (const auto &r : reserved)
        if (s.overlaps(*Ipv4Subnet::parse(QLatin1String(r.cidr))))
            return QCoreApplication::translate("AddressPlanner", "%1 is in the %2 range %3")
                .arg(s.toString(), QCoreApplication::translate("AddressPlanner", r.what),
                     QLatin1String(r.cidr));
    // The helper's policy takes only private ranges: a fabric must never take public traffic.
    if (FabricRules::isPrivate(s))
        return std::nullopt;
    return QCoreApplication::translate("AddressPlanner",
                                       "%1 is not a private range (10.0.0.0/8, 172.16.0.0/12 or "
                                       "192.168.0.0/16)")
        .arg(s.toString());
}
} // namespace

NetdevNames AddressPlanner::namesOf(int node) const
{
    return m_names.value(node, NetdevNames::dgxOsDefaults());
}

QList<PlanProblem> AddressPlanner::validateSpec(const TopologySpec &spec) const
{
    QList<PlanProblem> errors;
    switch (spec.topology) {
    case Topology::TwoNode:
        if (spec.nodes != 2)
            errors << PlanProblem{
                PlanInput::Nodes,
                QCoreApplication::translate("AddressPlanner",
                                            "a two-node topology has exactly 2 nodes, not %1")
                    .arg(spec.nodes)};
        break;
    case Topology::Ring:
        if (spec.nodes < TopologySpec::kMinRingNodes || spec.nodes > TopologySpec::kMaxRingNodes)
            errors << PlanProblem{
                PlanInput::Nodes,
                QCoreApplication::translate(
                    "AddressPlanner", "a ring has %1 to %2 nodes, not %3 (use a switch for more)")
                    .arg(TopologySpec::kMinRingNodes)
                    .arg(TopologySpec::kMaxRingNodes)
                    .arg(spec.nodes)};
        break;
    case Topology::Switch:
        if (spec.nodes < 2 || spec.nodes > TopologySpec::kMaxSwitchNodes)
            errors << PlanProblem{PlanInput::Nodes,
                                  QCoreApplication::translate(
                                      "AddressPlanner", "a switch fabric has 2 to %1 nodes, not %2")
                                      .arg(TopologySpec::kMaxSwitchNodes)
                                      .arg(spec.nodes)};
        break;
    }
    if (spec.port != 0 && spec.port != 1)
        errors << PlanProblem{PlanInput::Port, QCoreApplication::translate(
                                                   "AddressPlanner", "port must be 0 or 1, not %1")
                                                   .arg(spec.port)};
    if (spec.mtu < TopologySpec::kMinMtu || spec.mtu > TopologySpec::kMaxMtu)
        errors << PlanProblem{PlanInput::Mtu,
                              QCoreApplication::translate(
                                  "AddressPlanner", "MTU %1 is outside %2..%3; use 9000 for RoCE")
                                  .arg(spec.mtu)
                                  .arg(TopologySpec::kMinMtu)
                                  .arg(TopologySpec::kMaxMtu)};
    if (spec.addressing == Addressing::Static) {
        const Result<Ipv4Subnet> base = Ipv4Subnet::parse(spec.subnetBase);
        if (!base)
            errors << PlanProblem{PlanInput::Subnet,
                                  QCoreApplication::translate("AddressPlanner", "subnet base: %1")
                                      .arg(base.errorMessage())};
        else if (!FabricRules::prefixAllowed(base->prefix())) // what the helper's policy takes
            errors << PlanProblem{
                PlanInput::Subnet,
                QCoreApplication::translate("AddressPlanner",
                                            "subnet base %1: the prefix must be /16 to /31")
                    .arg(base->toString())};
        else if (const auto reserved = reservedRange(*base))
            errors << PlanProblem{
                PlanInput::Subnet,
                QCoreApplication::translate("AddressPlanner", "subnet base: %1").arg(*reserved)};
    }
    return errors;
}

PlanResult AddressPlanner::plan(const TopologySpec &spec) const
{
    PlanResult result;
    result.plan.spec = spec;
    result.problems = validateSpec(spec);
    if (!result.ok())
        return result;

    const bool star = spec.topology == Topology::Switch;
    const QList<Cable> cables = star ? QList<Cable>() : spec.cables.value_or(spec.defaultCables());
    result.plan.cables = cables;
    QSet<QPair<int, int>> usedPorts;
    for (const Cable &c : cables) {
        for (const auto &[node, port] : {std::pair{c.nodeA, c.portA}, {c.nodeB, c.portB}}) {
            if (node < 1 || node > spec.nodes || (port != 0 && port != 1))
                result.problems << PlanProblem{
                    PlanInput::Cabling,
                    QCoreApplication::translate(
                        "AddressPlanner",
                        "a cable names node %1 port %2, which this %3-node plan does not have")
                        .arg(node)
                        .arg(port)
                        .arg(spec.nodes)};
            else if (usedPorts.contains({node, port}))
                result.problems << PlanProblem{
                    PlanInput::Cabling,
                    QCoreApplication::translate(
                        "AddressPlanner", "node %1 port %2 is in two cables; a QSFP port takes one")
                        .arg(node)
                        .arg(port)};
            usedPorts.insert({node, port});
        }
        if (c.nodeA == c.nodeB)
            result.problems << PlanProblem{
                PlanInput::Cabling, QCoreApplication::translate(
                                        "AddressPlanner", "a cable loops node %1 back to itself")
                                        .arg(c.nodeA)};
    }
    if (!result.ok())
        return result;

    // Subnets: switch = one per twin across the fabric; cables = one per cable-twin.
    QList<Ipv4Subnet> subnets;
    QStringList subnetWhat;
    if (spec.addressing == Addressing::Static) {
        const Ipv4Subnet base = *Ipv4Subnet::parse(spec.subnetBase);
        const int count = star ? 2 : int(cables.size()) * 2;
        for (int i = 0; i < count; ++i) {
            const std::optional<Ipv4Subnet> s = base.next(i);
            const QString what =
                star ? QCoreApplication::translate("AddressPlanner", "twin %1").arg(twinName(i))
                     : QCoreApplication::translate("AddressPlanner", "cable %1 twin %2")
                           .arg(i / 2 + 1)
                           .arg(twinName(i % 2));
            if (!s) {
                result.problems << PlanProblem{
                    PlanInput::Subnet,
                    QCoreApplication::translate(
                        "AddressPlanner",
                        "%1 would run past 255.255.255.255; choose a lower subnet base")
                        .arg(what)};
                continue;
            }
            if (const auto reserved = reservedRange(*s)) {
                result.problems << PlanProblem{
                    PlanInput::Subnet, QCoreApplication::translate(
                                           "AddressPlanner", "%1: %2; choose another subnet base")
                                           .arg(what, *reserved)};
                continue;
            }
            if (PlannedAddress::hostOf(*s, spec.nodes).isNull())
                result.problems << PlanProblem{
                    PlanInput::Subnet,
                    QCoreApplication::translate(
                        "AddressPlanner",
                        "%1 (%2) is too small to number %3 nodes; use a larger subnet, e.g. /24")
                        .arg(s->toString(), what)
                        .arg(spec.nodes)};
            for (const auto &[where, inUse] : m_inUse)
                if (s->overlaps(inUse))
                    result.problems << PlanProblem{
                        PlanInput::Subnet,
                        QCoreApplication::translate("AddressPlanner",
                                                    "%1 (%2) overlaps %3 already on this host "
                                                    "(%4); choose another subnet base")
                            .arg(s->toString(), what, inUse.toString(), where)};
            subnets << *s;
            subnetWhat << what;
        }
        if (!result.ok())
            return result;
    }

    for (int n = 1; n <= spec.nodes; ++n) {
        NodePlan node;
        node.node = n;
        const NetdevNames names = namesOf(n);
        auto add = [&](int port, int half, int subnetIndex, int peerNode, int peerPort) {
            PlannedNetdev d;
            d.port = port;
            d.half = half;
            d.netdev = names.name(port, half);
            d.peerNode = peerNode;
            d.peerPort = peerPort;
            if (spec.addressing == Addressing::Static) {
                d.subnet = subnets[subnetIndex].toString();
                d.address = PlannedAddress::hostOf(subnets[subnetIndex], n);
            }
            node.netdevs << d;
        };
        for (int half = 0; half < 2; ++half) {
            if (star)
                add(spec.port, half, half, 0, -1);
            for (int c = 0; c < cables.size(); ++c) {
                if (cables[c].nodeA == n)
                    add(cables[c].portA, half, c * 2 + half, cables[c].nodeB, cables[c].portB);
                if (cables[c].nodeB == n)
                    add(cables[c].portB, half, c * 2 + half, cables[c].nodeA, cables[c].portA);
            }
        }
        std::sort(node.netdevs.begin(), node.netdevs.end(),
                  [](const PlannedNetdev &a, const PlannedNetdev &b) {
                      return std::tie(a.port, a.half) < std::tie(b.port, b.half);
                  });
        for (const PlannedNetdev &d : node.netdevs)
            if (d.netdev.isEmpty())
                result.problems << PlanProblem{
                    PlanInput::NetdevNames,
                    QCoreApplication::translate("AddressPlanner",
                                                "node %1 has no netdev for port %2 half %3")
                        .arg(n)
                        .arg(d.port)
                        .arg(twinName(d.half))};
        result.plan.nodes << node;
    }
    return result;
}

} // namespace sparkwire::topology
