#include "TopologySpec.h"

namespace sparkwire::topology {

QString TopologySpec::topologyName(Topology t)
{
    switch (t) {
    case Topology::TwoNode:
        return QStringLiteral("two-node");
    case Topology::Ring3:
        return QStringLiteral("ring3");
    case Topology::Switch:
        return QStringLiteral("switch");
    }
    return {};
}

std::optional<Topology> TopologySpec::parseTopology(const QString &name)
{
    for (Topology t : {Topology::TwoNode, Topology::Ring3, Topology::Switch})
        if (topologyName(t) == name)
            return t;
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
    case Topology::Ring3:
        return {{1, 0, 2, 1}, {2, 0, 3, 1}, {3, 0, 1, 1}};
    case Topology::Switch:
        return {};
    }
    return {};
}

} // namespace sparkwire::topology
