#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::topology {

enum class Topology
{
    TwoNode,
    Ring, // 3 to kMaxRingNodes nodes, node i port 0 to node i+1 port 1
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
    static constexpr int kMinRingNodes = 3;
    static constexpr int kMaxRingNodes = 8;

    // "two-node", "ring3", "switch": the name records, cabling maps and plans have always
    // carried. A ring of any size keeps "ring3" there so that readers written before rings
    // grew still read it; the member count says how many. "ring" is what a person types.
    static QString topologyName(Topology t);
    // Takes "two-node", "ring", "ring3" (a ring, kept for three and for what was written
    // before) and "switch".
    static std::optional<Topology> parseTopology(const QString &name);
    // The nodes a name implies when the person gives no --nodes: ring3 is three.
    static std::optional<int> impliedNodes(const QString &name);
    static QString addressingName(Addressing a);
    static std::optional<Addressing> parseAddressing(const QString &name);
    // The usual cabling: two-node same port on both; ring node i p0 -> node i+1 p1, the last
    // node's p0 back to node 1's p1.
    QList<Cable> defaultCables() const;
};

} // namespace sparkwire::topology
