#include "ClusterRun.h"

namespace clusterctl {

const char *const kExitCodes =
    "Exit codes: 0 every member confirmed (or nothing needed changing); 1 the "
    "apply failed and every member was told to revert; 2 bad usage; 3 "
    "nothing was changed (no members, a member not reachable, no valid plan, "
    "a failed pre-flight); 130 interrupted (the apply was cancelled "
    "everywhere).";

void addClusterOptions(QCommandLineParser &parser)
{
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOptions({
        jsonOption(QStringLiteral("Print JSON instead of text.")),
        {QStringLiteral("wait"),
         QStringLiteral("Seconds to listen for the members' beacons first (default 4)."),
         QStringLiteral("S"), QStringLiteral("4")},
        {QStringLiteral("members"),
         QStringLiteral("Only these paired peers (names or id prefixes, comma-separated) with "
                        "this Spark; default: every paired peer heard on a CX-7 link, or the "
                        "kept cluster's members."),
         QStringLiteral("LIST")},
        {QStringLiteral("node"),
         QStringLiteral("Give member NAME node number N (repeatable); default: this Spark is "
                        "1, the others follow the cabling, a kept cluster keeps its numbers."),
         QStringLiteral("NAME=N")},
        {QStringLiteral("subnet"),
         QStringLiteral("The first fabric subnet (default 192.168.177.0/24)."),
         QStringLiteral("CIDR"), QStringLiteral("192.168.177.0/24")},
        {QStringLiteral("mtu"), QStringLiteral("The fabric MTU (default 9000)."),
         QStringLiteral("N"), QStringLiteral("9000")},
    });
}

} // namespace clusterctl
