#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::topology {

enum class Topology
{
    TwoNode,
    Ring3,
    Switch
};
enum class Addressing
{
    Static,
    LinkLocal
};

// A cable between two nodes' physical QSFP ports (nodes are 1-based). Both twin halves of a
// port travel in one cable. A switch star has no node-to-node cables.
struct Cable
{
    int nodeA = 0;
    int portA = 0;
    int nodeB = 0;
    int portB = 0;
    bool operator==(const Cable &o) const
    {
        return nodeA == o.nodeA && portA == o.portA && nodeB == o.nodeB && portB == o.portB;
    }
};

// What the person (or later, discovery) says about the cluster.
struct TopologySpec
{
    Topology topology = Topology::TwoNode;
    int nodes = 2;
    int port = 1;                                            // two-node and switch: the cabled port
    QString subnetBase = QStringLiteral("192.168.177.0/24"); // first subnet; the rest follow it
    int mtu = 9000;
    Addressing addressing = Addressing::Static;
    // When set (from a discovered cabling map), used instead of the topology's usual cabling.
    std::optional<QList<Cable>> cables;

    static constexpr int kMinMtu = 1280;
    static constexpr int kMaxMtu = 9216;
    static constexpr int kMaxSwitchNodes = 16;

    static QString topologyName(Topology t);
    static std::optional<Topology> parseTopology(const QString &name);
    static QString addressingName(Addressing a);
    static std::optional<Addressing> parseAddressing(const QString &name);
    // The usual cabling: two-node same port on both; ring node i p0 -> node i+1 p1.
    QList<Cable> defaultCables() const;
};

} // namespace sparkwire::topology
