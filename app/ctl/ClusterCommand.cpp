#include "ClusterCommand.h"

#include "ClusterReport.h"
#include "ClusterRun.h"
#include "ClusterStatusCommand.h"
#include "CommandLine.h"
#include "NodeSession.h"
#include "PreflightReport.h"
#include "Prompter.h"
#include "SignalWatcher.h"

#include "cluster/ClusterPlanner.h"
#include "cluster/JointApply.h"
#include "cluster/LaunchPathRun.h"
#include "cluster/NodeNumbering.h"
#include "cluster/SeatDestinations.h"
#include "cluster/SeatRun.h"
#include "node/ClusterSeat.h"
#include "node/NodeContext.h"
#include "node/PreflightRun.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMetaEnum>
#include <QTimer>

using namespace clusterctl;

namespace {

int runPlan(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Read every member's state and show the cluster's plan: each member's "
                       "node number, addresses, netplan diff and conflicts. Changes nothing.\n") +
        QLatin1String(kExitCodes));
    addClusterOptions(parser);
    if (const std::optional<int> code =
            parseCommandLine(parser, arguments, QStringLiteral("cluster plan"), out, err))
        return *code;
    ClusterRun run(parser, "plan", out, err);
    const int started = run.start([&] {
        run.planThen([&](const ClusterPlan &plan) {
            if (run.json())
                out << QJsonDocument(ClusterReport::planJson(plan)).toJson();
            else
                ClusterReport::printPlan(out, plan);
            out.flush();
            QCoreApplication::exit(kOk);
        });
    });
    return started >= 0 ? started : QCoreApplication::exec();
}

int runApply(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Plan, try, verify and confirm the whole cluster from this Spark: every "
                       "member applies its plan with a countdown, every twin is checked (GID, "
                       "MTU, don't-fragment ping), and only then does every member keep it; on "
                       "any failure every member goes back to its previous file.\n") +
        QLatin1String(kExitCodes));
    addClusterOptions(parser);
    parser.addOptions({
        {QStringLiteral("yes"), QStringLiteral("Do not ask before applying (for scripts).")},
        {QStringLiteral("skip-preflight"),
         QStringLiteral("Apply even when the pre-flight fails (by default every member is asked "
                        "first, as `doctor --cluster` does, and a failed row changes nothing).")},
        {QStringLiteral("timeout"),
         QStringLiteral("Seconds each member keeps an unconfirmed plan before it reverts on its "
                        "own (default 60, 10-600)."),
         QStringLiteral("S"), QStringLiteral("60")},
    });
    if (const std::optional<int> code =
            parseCommandLine(parser, arguments, QStringLiteral("cluster apply"), out, err))
        return *code;
    bool ok = false;
    const uint timeout = parser.value(QStringLiteral("timeout")).toUInt(&ok);
    if (!ok || timeout < 10 || timeout > 600)
        return badUsage(err, QStringLiteral("cluster apply"),
                        QStringLiteral("--timeout takes seconds from 10 to 600"));
    ClusterRun run(parser, "apply", out, err);
    Prompter prompter;
    SignalWatcher signalWatcher;
    bool interrupted = false;
    bool applying = false; // from the plan's go: a cancel must reach every member
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, [&] {
        if (applying && run.seatRun() && run.seatRun()->isRunning()) {
            interrupted = true;
            err << "Interrupted: cancelling on every member...\n";
            err.flush();
            run.seatRun()->cancel();
            return;
        }
        QCoreApplication::exit(kInterrupted);
    });
    QJsonObject preflight; // what the pre-flight said, for the JSON outcome
    auto go = [&](const ClusterPlan &plan) {
        applying = true;
        QObject::connect(
            run.seatRun()->joint(), &JointApply::memberPhase, qApp,
            [&, record = plan.record](const QString &id, JointApply::Phase phase,
                                      const QString &detail) {
                if (run.json())
                    return;
                const ClusterMember *m = record.member(id);
                out << (m ? m->hostname : id.left(12)) << ": "
                    << QString::fromLatin1(
                           QMetaEnum::fromType<JointApply::Phase>().valueToKey(int(phase)))
                           .toLower();
                if (!detail.isEmpty())
                    out << " - " << detail;
                out << "\n";
                out.flush();
            });
        QObject::connect(
            run.seatRun(), &cluster::SeatRun::finished, qApp,
            [&, record = plan.record](const JointApply::Outcome &outcome,
                                      const QStringList &sshProblems) {
                // Kept: the run re-pointed SSH to the members' planned addresses.
                for (const QString &problem : sshProblems)
                    err << "SSH still points at the old address: " << problem << "\n";
                const auto report = [&, outcome](const QList<MemberLaunchPaths> *paths) {
                    QJsonObject json = ClusterReport::outcomeJson(outcome);
                    if (!preflight.isEmpty())
                        json.insert(QStringLiteral("preflight"), preflight);
                    if (paths)
                        json.insert(QStringLiteral("launch_paths"),
                                    ClusterReport::launchPathsJson(*paths));
                    if (run.json())
                        out << QJsonDocument(json).toJson();
                    else {
                        ClusterReport::printOutcome(out, outcome);
                        if (paths)
                            ClusterReport::printLaunchPaths(out, *paths);
                    }
                    out.flush();
                    // A path that fails is reported, not an apply that failed: the plan is
                    // kept either way (the exit codes stay the apply's).
                    QCoreApplication::exit(interrupted ? kInterrupted : outcome.ok ? kOk : kFailed);
                };
                if (!outcome.ok || interrupted)
                    return report(nullptr);
                // Kept: the path every launcher takes, from each member to the head.
                if (!run.json()) {
                    out << "Checking the launch paths to the head...\n";
                    out.flush();
                }
                LaunchPathRun::Options o;
                o.local = run.node().localNode();
                auto *paths = new LaunchPathRun(o, qApp);
                QObject::connect(
                    paths, &LaunchPathRun::finished, qApp,
                    [report](const QList<MemberLaunchPaths> &members) { report(&members); });
                paths->start(record);
            });
        run.seatRun()->apply(plan);
    };
    auto askThenGo = [&](const ClusterPlan &plan) {
        if (parser.isSet(QStringLiteral("yes")) || plan.unchanged())
            return go(plan);
        prompter.ask(QString(),
                     QStringLiteral("Apply this plan to all %1 Sparks?").arg(plan.members.size()),
                     [&, plan](bool yes) {
                         if (yes)
                             return go(plan);
                         err << "Nothing was changed.\n";
                         QCoreApplication::exit(kNothingDone);
                     });
    };
    // Every member answers the pre-flight before anything changes; a failed row stops here.
    auto preflightThen = [&](const ClusterPlan &plan, std::function<void()> next) {
        if (parser.isSet(QStringLiteral("skip-preflight")))
            return next();
        PreflightReport::runBeforeApply(
            run.node().context(), plan.record.members, run.statesRead(), run.json(), out,
            [&, next](const doctor::ClusterPreflight &p) {
                preflight = p.toJson();
                if (!p.anyFailed())
                    return next();
                if (run.json())
                    out << QJsonDocument(
                               QJsonObject{{QStringLiteral("ok"), false},
                                           {QStringLiteral("refused"), QStringLiteral("preflight")},
                                           {QStringLiteral("preflight"), preflight}})
                               .toJson();
                out.flush();
                err << "sparkwirectl cluster apply: the pre-flight failed: nothing was changed. "
                       "Fix what it names (`sparkwirectl doctor --cluster` shows every row), or "
                       "apply anyway with --skip-preflight.\n";
                err.flush();
                QCoreApplication::exit(kNothingDone);
            });
    };
    const int started = run.start([&] {
        run.planThen([&](const ClusterPlan &plan) {
            if (!run.json())
                ClusterReport::printPlan(out, plan);
            out.flush();
            preflightThen(plan, [&, plan] { askThenGo(plan); });
        });
    });
    return started >= 0 ? started : QCoreApplication::exec();
}

} // namespace

int runClusterCommand(const QStringList &arguments)
{
    return runSubCommand(arguments, QStringLiteral("cluster"),
                         {{QStringLiteral("plan"), runPlan,
                           QStringLiteral("show every member's plan (changes nothing)")},
                          {QStringLiteral("apply"), runApply,
                           QStringLiteral("plan, try, verify and confirm every member together")},
                          {QStringLiteral("status"), runClusterStatus,
                           QStringLiteral("this Spark's cluster record and each member's state")},
                          {QStringLiteral("cancel"), runClusterCancel,
                           QStringLiteral("make every member revert a plan it is trying")}},
                         QStringLiteral("[options]   (each with --help)"));
}
