#include "PlanCommand.h"

#include "CommandLine.h"

#include "common/AtomicFile.h"
#include "hw/InventoryMonitor.h"
#include "netplan/NetplanWriter.h"
#include "netplan/OtherToolAdoption.h"
#include "topology/AddressPlanner.h"
#include "topology/HostPlanInputs.h"
#include "topology/PlanJson.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace sparkwire;

namespace {
std::optional<int> intOption(const QCommandLineParser &parser, const QString &name,
                             QTextStream &err)
{
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok) {
        err << "sparkwirectl plan: --" << name << " '" << parser.value(name)
            << "' is not a number\n";
        return std::nullopt;
    }
    return value;
}

// What became of each address of the adopted file, for the JSON plan.
QJsonObject adoptionToJson(const QString &file, const netplan::Adoption &adoption)
{
    QJsonArray addresses;
    for (const netplan::AdoptedAddress &a : adoption.addresses) {
        QJsonObject entry{{QLatin1String("netdev"), a.netdev},
                          {QLatin1String("address"), a.address},
                          {QLatin1String("kept"), a.kept}};
        if (!a.kept)
            entry.insert(QLatin1String("why"), a.why);
        addresses.append(entry);
    }
    return {{QLatin1String("file"), file},
            {QLatin1String("node"), adoption.node},
            {QLatin1String("subnet_base"), adoption.spec.subnetBase},
            {QLatin1String("mtu"), adoption.spec.mtu},
            {QLatin1String("addresses"), addresses},
            {QLatin1String("notes"), QJsonArray::fromStringList(adoption.notes)}};
}
} // namespace

int runPlanCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plan every node's CX-7 addresses (one subnet per cable-twin, MTU 9000) and print node I's "
        "netplan file, or the whole plan with --json."));
    parser.addOptions({
        {QStringLiteral("topology"),
         QStringLiteral("two-node, ring (ring3: a ring of three) or switch."), QStringLiteral("T"),
         QStringLiteral("two-node")},
        {QStringLiteral("nodes"),
         QStringLiteral("Number of nodes (two-node: 2, ring: 3-8, default 3; switch: 2-16)."),
         QStringLiteral("N")},
        {QStringLiteral("node"), QStringLiteral("This node's number, 1-based."),
         QStringLiteral("I"), QStringLiteral("1")},
        {QStringLiteral("port"), QStringLiteral("Cabled QSFP port for two-node and switch."),
         QStringLiteral("0|1"), QStringLiteral("1")},
        {QStringLiteral("subnet-base"), QStringLiteral("First subnet; the others follow it."),
         QStringLiteral("CIDR"), QStringLiteral("192.168.177.0/24")},
        {QStringLiteral("mtu"), QStringLiteral("MTU of every CX-7 netdev."), QStringLiteral("M"),
         QStringLiteral("9000")},
        {QStringLiteral("addressing"),
         QStringLiteral("static (default) or link-local (the old playbook)."),
         QStringLiteral("MODE"), QStringLiteral("static")},
        {{QStringLiteral("o"), QStringLiteral("output")},
         QStringLiteral("Write the YAML to FILE (mode 0600) instead of stdout."),
         QStringLiteral("FILE")},
        {QStringLiteral("adopt"),
         QStringLiteral("Start from another tool's netplan file (NVIDIA Sync's, the playbook's, "
                        "spark-vllm-docker's, sparkrun's): its subnets and MTU where they fit the "
                        "cabling, each address that cannot be kept named with why (on stderr). "
                        "This Spark's node number comes from --node, else from the file."),
         QStringLiteral("FILE")},
        jsonOption(QStringLiteral("Print the whole plan as JSON.")),
        sysfsRootOption(
            QStringLiteral("Take this node's netdev names and the networks in use from DIR.")),
    });
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("plan"), out, err))
        return *code;

    topology::TopologySpec spec;
    const auto topo =
        topology::TopologySpec::parseTopology(parser.value(QStringLiteral("topology")));
    const auto addressing =
        topology::TopologySpec::parseAddressing(parser.value(QStringLiteral("addressing")));
    if (!topo || !addressing) {
        err << "sparkwirectl plan: --topology must be two-node, ring, ring3 or switch and "
               "--addressing "
               "static or link-local\n";
        return 2;
    }
    spec.topology = *topo;
    spec.addressing = *addressing;
    const std::optional<int> implied =
        topology::TopologySpec::impliedNodes(parser.value(QStringLiteral("topology")));
    spec.nodes = implied.value_or(spec.topology == topology::Topology::Ring ? 3 : 2);
    if (parser.isSet(QStringLiteral("nodes"))) {
        const auto nodes = intOption(parser, QStringLiteral("nodes"), err);
        if (!nodes)
            return 2;
        // ring3 names a ring of three; a person who asks for ring3 of five meant a ring.
        if (implied && *nodes != *implied) {
            err << "sparkwirectl plan: --topology " << parser.value(QStringLiteral("topology"))
                << " has " << *implied << " nodes, not " << *nodes
                << (spec.topology == topology::Topology::Ring ? "; use --topology ring" : "")
                << "\n";
            return 2;
        }
        spec.nodes = *nodes;
    }
    auto node = intOption(parser, QStringLiteral("node"), err);
    const auto port = intOption(parser, QStringLiteral("port"), err);
    const auto mtu = intOption(parser, QStringLiteral("mtu"), err);
    if (!node || !port || !mtu)
        return 2;
    spec.port = *port;
    spec.mtu = *mtu;
    spec.subnetBase = parser.value(QStringLiteral("subnet-base"));
    if (*node < 1 || *node > spec.nodes) {
        err << "sparkwirectl plan: --node must be 1 to " << spec.nodes << ", not " << *node << "\n";
        return 2;
    }

    topology::AddressPlanner planner;
    const QString root = sysfsRootValue(parser);
    if (QFileInfo(root).isDir()) {
        hw::InventoryMonitor::Options options;
        options.sysfsRoot = root;
        const hw::InventoryMonitor monitor(options);
        topology::applyHostToPlanner(planner, *node, monitor.inventory(), monitor.networksInUse());
    }
    topology::PlanResult result;
    std::optional<netplan::Adoption> adopted;
    const QString adoptFile = parser.value(QStringLiteral("adopt"));
    if (parser.isSet(QStringLiteral("adopt"))) {
        const auto settings = netplan::OtherToolAdoption().read(adoptFile);
        const auto adoption =
            settings
                ? netplan::OtherToolAdoption::adopt(
                      *settings, spec, parser.isSet(QStringLiteral("node")) ? *node : 0, planner)
                : Result<netplan::Adoption>(settings.error());
        if (!adoption) {
            err << "sparkwirectl plan: --adopt: " << adoption.error().messageWithDetail() << "\n";
            if (settings && !parser.isSet(QStringLiteral("node")))
                err << "(--node I says which node this Spark is)\n";
            return 1;
        }
        adopted = *adoption;
        node = adopted->node;
        result.plan = adopted->plan;
        err << "adopted " << adoptFile << ": subnet base " << adopted->spec.subnetBase << ", MTU "
            << adopted->spec.mtu << ", this Spark is node " << adopted->node << "\n";
        for (const netplan::AdoptedAddress &a : adopted->addresses)
            err << (a.kept ? "  kept: " : "  not kept: ") << a.netdev << " " << a.address
                << (a.kept ? QString() : QStringLiteral(": ") + a.why) << "\n";
        for (const QString &note : adopted->notes)
            err << "  " << note << "\n";
        err.flush();
    } else {
        result = planner.plan(spec);
    }
    if (!result.ok()) {
        for (const QString &e : result.messages())
            err << "sparkwirectl plan: " << e << "\n";
        return 1;
    }
    if (wantsJson(parser)) {
        QJsonObject json = topology::planToJson(result.plan);
        if (adopted)
            json.insert(QLatin1String("adopted"), adoptionToJson(adoptFile, *adopted));
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return 0;
    }
    const QByteArray yaml = netplan::renderNodeNetplan(result.plan, *node);
    if (parser.isSet(QStringLiteral("output"))) {
        if (const Status written =
                common::AtomicFile::write(parser.value(QStringLiteral("output")), yaml, 0600);
            !written) {
            err << "sparkwirectl plan: " << written.errorMessage() << "\n";
            return 1;
        }
        return 0;
    }
    out << yaml;
    return 0;
}
