#include "TopologySpec.h"

namespace sparkwire::topology {

QString TopologySpec::topologyName(Topology t)
{
    switch (t) {
    case Topology::TwoNode:
        return QStringLiteral("two-node");
    case Topology::Ring:
        return QStringLiteral("ring3");
    case Topology::Switch:
        return QStringLiteral("switch");
    }
    return {};
}

std::optional<Topology> TopologySpec::parseTopology(const QString &name)
{
    for (Topology t : {Topology::TwoNode, Topology::Ring, Topology::Switch})
        if (topologyName(t) == name)
            return t;
    if (name == QLatin1String("ring"))
        return Topology::Ring;
    return std::nullopt;
}

std::optional<int> TopologySpec::impliedNodes(const QString &name)
{
    if (name == QLatin1String("two-node"))
        return 2;
    if (name == QLatin1String("ring3"))
        return 3;
    return std::nullopt;
}

QString TopologySpec::addressingName(Addressing a)
{
    return a == Addressing::Static ? QStringLiteral("static") : QStringLiteral("link-local");
}

std::optional<Addressing> TopologySpec::parseAddressing(const QString &name)
{
    for (Addressing a : {Addressing::Static, Addressing::LinkLocal})
        if (addressingName(a) == name)
            return a;
    return std::nullopt;
}

QList<Cable> TopologySpec::defaultCables() const
{
    switch (topology) {
    case Topology::TwoNode:
        return {{1, port, 2, port}};
    case Topology::Ring: {
        QList<Cable> ring;
        for (int n = 1; n <= nodes; ++n)
            ring << Cable{n, 0, n % nodes + 1, 1};
        return ring;
    }
    case Topology::Switch:
        return {};
    }
    return {};
}

} // namespace sparkwire::topology
