#include "PlanJson.h"

#include <QJsonArray>

namespace sparkwire::topology {

QJsonObject planToJson(const AddressPlan &plan)
{
    QJsonArray nodes;
    for (const NodePlan &node : plan.nodes) {
        QJsonArray netdevs;
        for (const PlannedNetdev &d : node.netdevs) {
            QJsonObject o;
            o.insert(QLatin1String("netdev"), d.netdev);
            o.insert(QLatin1String("port"), d.port);
            o.insert(QLatin1String("half"), d.half);
            o.insert(QLatin1String("subnet"),
                     d.subnet.isEmpty() ? QJsonValue() : QJsonValue(d.subnet));
            o.insert(QLatin1String("address"),
                     d.address.isNull() ? QJsonValue() : QJsonValue(d.address.toString()));
            o.insert(QLatin1String("mtu"), plan.spec.mtu);
            o.insert(QLatin1String("peer_node"),
                     d.peerNode > 0 ? QJsonValue(d.peerNode) : QJsonValue());
            o.insert(QLatin1String("peer_port"),
                     d.peerPort >= 0 ? QJsonValue(d.peerPort) : QJsonValue());
            netdevs.append(o);
        }
        nodes.append(
            QJsonObject{{QLatin1String("node"), node.node}, {QLatin1String("netdevs"), netdevs}});
    }
    QJsonArray cables;
    for (const Cable &c : plan.cables)
        cables.append(QJsonObject{{QLatin1String("node_a"), c.nodeA},
                                  {QLatin1String("port_a"), c.portA},
                                  {QLatin1String("node_b"), c.nodeB},
                                  {QLatin1String("port_b"), c.portB}});
    return {{QLatin1String("topology"), TopologySpec::topologyName(plan.spec.topology)},
            {QLatin1String("nodes_count"), plan.spec.nodes},
            {QLatin1String("addressing"), TopologySpec::addressingName(plan.spec.addressing)},
            {QLatin1String("mtu"), plan.spec.mtu},
            {QLatin1String("subnet_base"), plan.spec.addressing == Addressing::Static
                                               ? QJsonValue(plan.spec.subnetBase)
                                               : QJsonValue()},
            {QLatin1String("cables"), cables},
            {QLatin1String("nodes"), nodes}};
}

} // namespace sparkwire::topology
