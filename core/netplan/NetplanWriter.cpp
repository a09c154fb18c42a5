#include "NetplanWriter.h"

#include <yaml-cpp/yaml.h>

namespace sparkwire::netplan {

QByteArray renderNodeNetplan(const topology::AddressPlan &plan, int nodeNumber)
{
    const topology::NodePlan *node = plan.node(nodeNumber);
    if (!node)
        return {};
    const bool linkLocal = plan.spec.addressing == topology::Addressing::LinkLocal;
    // The file's own comment stays English: it is system configuration whose bytes must not
    // depend on the locale of whoever planned it.
    const QString header =
        QStringLiteral("Written by Sparkwire for node %1 of %2 (%3, %4 addressing, MTU %5).\n"
                       "Each twin half has its own subnet. Change it with Sparkwire, not by hand.")
            .arg(nodeNumber)
            .arg(plan.spec.nodes)
            .arg(topology::TopologySpec::topologyName(plan.spec.topology),
                 topology::TopologySpec::addressingName(plan.spec.addressing))
            .arg(plan.spec.mtu);

    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::Comment(header.toStdString()) << YAML::Newline;
    out << YAML::BeginMap << YAML::Key << "network" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "version" << YAML::Value << 2;
    out << YAML::Key << "ethernets" << YAML::Value << YAML::BeginMap;
    for (const topology::PlannedNetdev &d : node->netdevs) {
        out << YAML::Key << d.netdev.toStdString() << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "dhcp4" << YAML::Value << YAML::TrueFalseBool << false;
        out << YAML::Key << "dhcp6" << YAML::Value << YAML::TrueFalseBool << false;
        out << YAML::Key << "accept-ra" << YAML::Value << YAML::TrueFalseBool << false;
        out << YAML::Key << "link-local" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        if (linkLocal)
            out << "ipv4";
        out << YAML::EndSeq;
        out << YAML::Key << "mtu" << YAML::Value << plan.spec.mtu;
        if (!linkLocal)
            out << YAML::Key << "addresses" << YAML::Value << YAML::BeginSeq
                << d.address.toString().toStdString() << YAML::EndSeq;
        out << YAML::EndMap;
    }
    out << YAML::EndMap << YAML::EndMap << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

} // namespace sparkwire::netplan
