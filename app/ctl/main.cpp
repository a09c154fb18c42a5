#include "AgentCommand.h"
#include "BundleCommand.h"
#include "ClusterCommand.h"
#include "node/MemberRole.h"

#include "ApplyCommand.h"
#include "DiscoverCommand.h"
#include "DoctorCommand.h"
#include "ExporterCommand.h"
#include "InventoryCommand.h"
#include "IperfCommand.h"
#include "NcclCommand.h"
#include "NetplanCommand.h"
#include "PairCommand.h"
#include "PlanCommand.h"
#include "ProposeCommand.h"
#include "RdmaCommand.h"
#include "SshSetupCommand.h"
#include "TestCommand.h"
#include "UnpairCommand.h"
#include "WatchCommand.h"
#include "common/ReleaseProcess.h"

#include <QDBusConnection>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>
#include <QTextStream>

#include <functional>
#include <map>

namespace {
struct Command
{
    std::function<int(const QStringList &)> run;
    const char *summary;
};

// This node's helper for the member side of the cluster protocol and for unpairing (see
// MemberHelperFactory.h): sparkwire-helper on the system bus.
const MemberHelperFactory &memberHelpers()
{
    static const MemberHelperFactory factory =
        []() -> std::unique_ptr<sparkwire::cluster::MemberHelper> {
        return sparkwire::node::MemberRole::systemHelper();
    };
    return factory;
}

const std::map<QString, Command> &commands()
{
    static const std::map<QString, Command> table = {
        {QStringLiteral("inventory"),
         {runInventoryCommand, "list this Spark's CX-7 ports, twins, links and GIDs"}},
        {QStringLiteral("plan"),
         {runPlanCommand, "plan the cluster's addresses; print a node's netplan"}},
        {QStringLiteral("netplan"),
         {runNetplanCommand,
          "check a netplan file (netplan's parser, policy); list other tools' files"}},
        {QStringLiteral("apply"),
         {runApplyCommand, "apply a netplan file via the helper, with automatic revert"}},
        {QStringLiteral("discover"),
         {runDiscoverCommand, "find the Sparks cabled to this one, port by port"}},
        {QStringLiteral("agent"),
         {[](const QStringList &arguments) { return runAgentCommand(arguments, memberHelpers()); },
          "beacon and answer peers until stopped (headless Sparks)"}},
        {QStringLiteral("pair"),
         {runPairCommand, "pair with a peer: compare a six-digit code on both"}},
        {QStringLiteral("cluster"),
         {runClusterCommand, "plan, apply, check or cancel the whole cluster from this Spark"}},
        {QStringLiteral("bundle"),
         {runBundleCommand, "export, verify, show or import the cluster's config bundle"}},
        {QStringLiteral("ssh-setup"), {runSshSetupCommand, "passwordless SSH to a paired peer"}},
        {QStringLiteral("doctor"),
         {runDoctorCommand, "check this Spark for known cluster failures: cause and fix"}},
        {QStringLiteral("nccl"),
         {runNcclCommand,
          "NCCL: run nccl-tests, parse its output, print the launcher environment"}},
        {QStringLiteral("test"),
         {runTestCommand, "link test to a paired peer, every twin at once: tcp or rdma"}},
        {QStringLiteral("rdma"), {runRdmaCommand, "RDMA: parse perftest output with verdicts"}},
        {QStringLiteral("watch"),
         {runWatchCommand, "live RoCE throughput per twin and port, and trouble counters"}},
        {QStringLiteral("exporter"),
         {runExporterCommand, "serve this Spark's CX-7 counters for Prometheus (/metrics)"}},
        {QStringLiteral("propose"),
         {runProposeCommand, "offer a netplan to a paired peer for its person to apply"}},
        {QStringLiteral("unpair"),
         {[](const QStringList &arguments) { return runUnpairCommand(arguments, memberHelpers()); },
          "forget a paired peer, its SSH login here and its ssh alias"}},
    };
    return table;
}

int usage(QTextStream &stream, int code)
{
    stream << "usage: sparkwirectl COMMAND [options]   (COMMAND --help for its options)\n\n"
              "Sparkwire's command-line twin: set up DGX Spark clusters over ConnectX-7.\n\n"
              "commands:\n";
    for (const auto &[name, command] : commands())
        stream << "  " << name.leftJustified(12) << command.summary << "\n";
    return code;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sparkwirectl"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SPARKWIRE_VERSION));

    QStringList args = QCoreApplication::arguments();
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (args.size() < 2)
        return usage(err, 2);
    const QString name = args.at(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help"))
        return usage(out, 0);
    if (name == QLatin1String("--version")) {
        out << "sparkwirectl " << SPARKWIRE_VERSION << "\n";
        return 0;
    }
    if (name == QLatin1String("_iperf")) { // internal: one libiperf test per process
        args.removeAt(1);
        return runIperfCommand(args);
    }
    const auto it = commands().find(name);
    if (it == commands().end()) {
        err << "sparkwirectl: unknown command '" << name << "'\n\n";
        return usage(err, 2);
    }
    args.removeAt(1); // the sub-command's parser sees "sparkwirectl [options]"
    const int code = it->second.run(args);
    // A test that failed leaves killed clients behind (releaseProcess): reaped before exit,
    // 2 s at most in all (a command-line program may wait; the window never does).
    const QDeadlineTimer deadline(2000);
    for (QProcess *process : sparkwire::common::releasedProcesses())
        process->waitForFinished(int(deadline.remainingTime()));
    return code;
}
