#include "NetplanCommand.h"

#include "CommandLine.h"
#include "OtherToolsCommand.h"

#include "common/AtomicFile.h"
#include "hw/InventoryMonitor.h"
#include "netplan/HostDestinationSource.h"
#include "netplan/NetlinkHostNetworkSource.h"
#include "netplan/NetlinkReachability.h"
#include "netplan/NetplanPolicy.h"
#include "netplan/NetplanValidator.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QSet>
#include <QTextStream>

using namespace sparkwire;

int runNetplanCommand(const QStringList &arguments)
{
    if (arguments.value(1) == QLatin1String("other-tools")) {
        QStringList rest = arguments;
        rest.removeAt(1);
        return runNetplanOtherTools(rest);
    }
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "other-tools: list other tools' CX-7 netplan files (see netplan other-tools --help). "
        "check FILE: validate it as /etc/netplan/40-cx7.yaml with netplan's own parser, "
        "in the context of the existing netplan files."));
    parser.addPositionalArgument(QStringLiteral("check"), QStringLiteral("The sub-command."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The YAML file to check."));
    parser.addOptions({
        {QStringLiteral("policy"),
         QStringLiteral("Also apply the helper's policy (only this host's CX-7 netdevs, only "
                        "allowed keys, no overlap with this host's addresses and routes), and "
                        "let netplan check the file as the helper would write it.")},
        {QStringLiteral("root-dir"),
         QStringLiteral("The root of the netplan hierarchy (etc/, run/, lib/) "
                        "(default: $SPARKWIRE_NETPLAN_ROOT, else /)."),
         QStringLiteral("DIR"), defaultNetplanRoot()},
        sysfsRootOption(
            QStringLiteral("Where this host's CX-7 netdevs are read from, for --policy.")),
        {QStringLiteral("netplan"), QStringLiteral("The netplan program to validate with."),
         QStringLiteral("PATH"), QStringLiteral("netplan")},
    });
    if (const auto code =
            parseCommandLine(parser, arguments, QStringLiteral("netplan"), out, err, 0, 1000))
        return *code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || positional.first() != QLatin1String("check")) {
        err << "usage: sparkwirectl netplan check [--policy] [--root-dir DIR] [--sysfs-root DIR] "
               "FILE\n       sparkwirectl netplan other-tools [--json] [--root-dir DIR] "
               "[--move-aside | --restore]\n";
        return 2;
    }
    const QString file = positional.at(1);
    // Up to AtomicFile's 1 MiB: a bigger plan gets the policy's own "more than" refusal.
    const Result<QByteArray> content = common::AtomicFile::read(file);
    if (!content) {
        err << "sparkwirectl netplan: "
            << (content.error().code == ErrorCode::NotFound
                    ? QStringLiteral("%1 does not exist").arg(file)
                    : content.errorMessage())
            << "\n";
        return 2;
    }

    QStringList problems;
    QByteArray checked = *content;
    if (parser.isSet(QStringLiteral("policy"))) {
        const QString root = sysfsRootValue(parser);
        hw::InventoryMonitor::Options options;
        options.sysfsRoot = root;
        options.live = false; // which netdevs are CX-7 is identity: the tree says it
        const hw::InventoryMonitor monitor(options);
        // The same host addresses and routes the helper reads, the same way.
        const auto host = netplan::NetlinkHostNetworkSource().read();
        if (!host) {
            err << "sparkwirectl netplan: cannot read this host's addresses and routes: "
                << host.errorMessage() << "\n";
            return 2;
        }
        const netplan::NetlinkReachability kernel;
        const auto destinations =
            netplan::HostDestinationSource(parser.value(QStringLiteral("root-dir")),
                                           QStringLiteral("/proc"), kernel)
                .read();
        if (!destinations) {
            err << "sparkwirectl netplan: cannot read what this host reaches now: "
                << destinations.errorMessage() << "\n";
            return 2;
        }
        const netplan::PolicyVerdict verdict =
            netplan::NetplanPolicy(monitor.inventory().cx7Netdevs(), *host, *destinations)
                .review(*content);
        problems << verdict.problems;
        checked = verdict.canonical; // what the helper would write, and so validate
    }
    // The policy stops hostile input before it reaches any parser but its own.
    if (problems.isEmpty()) {
        const Result<QList<netplan::NetplanIssue>> issues =
            netplan::NetplanValidator(parser.value(QStringLiteral("netplan")))
                .validate(parser.value(QStringLiteral("root-dir")), checked);
        if (!issues)
            problems << issues.error().message;
        else
            for (const netplan::NetplanIssue &issue : *issues)
                problems << issue.toString();
    }
    if (!problems.isEmpty()) {
        for (const QString &p : problems)
            err << file << ": " << p << "\n";
        return 1;
    }
    out << file << ": valid"
        << (parser.isSet(QStringLiteral("policy")) ? " (netplan parser and Sparkwire policy)"
                                                   : " (netplan parser)")
        << "\n";
    return 0;
}
