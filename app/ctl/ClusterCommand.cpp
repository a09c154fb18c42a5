#include "ClusterCommand.h"

#include "ClusterReport.h"
#include "CommandLine.h"
#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"
#include "bench/KeptResults.h"
#include "cluster/ClusterSummary.h"

#include "cluster/ClusterPlanner.h"
#include "cluster/JointApply.h"
#include "cluster/LaunchPathRun.h"
#include "cluster/NodeNumbering.h"
#include "cluster/SeatDestinations.h"
#include "cluster/SeatRun.h"
#include "node/ClusterSeat.h"
#include "node/NodeContext.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMetaEnum>
#include <QTimer>

using namespace sparkwire;
using namespace sparkwire::cluster;

namespace {

// Exit codes (documented in --help and docs/cluster.md).
constexpr int kOk = 0;
constexpr int kFailed = 1; // the apply failed and was cancelled everywhere / status not ok
constexpr int kUsage = 2;
constexpr int kNothingDone = 3; // no members, a member unreachable or unplannable: nothing changed
constexpr int kInterrupted = 130;

const char *kExitCodes = "Exit codes: 0 every member confirmed (or nothing needed changing); 1 the "
                         "apply failed and every member was told to revert; 2 bad usage; 3 "
                         "nothing was changed (no members, a member not reachable, no valid plan); "
                         "130 interrupted (the apply was cancelled everywhere).";

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

// Everything a cluster sub-command does before its own part: this node, its members, their
// state, and (for plan/apply) the plan.
class ClusterRun : public QObject
{
public:
    ClusterRun(const QCommandLineParser &parser, const char *command, QTextStream &out,
               QTextStream &err)
        : m_parser(parser)
        , m_command(command)
        , m_out(out)
        , m_err(err)
    {}

    bool json() const { return wantsJson(m_parser); }

    // Starts this node, waits for beacons, then calls ready(members) or exits.
    int start(std::function<void()> ready)
    {
        m_node = NodeSession::start(m_parser, m_command, m_err);
        if (!m_node)
            return kNothingDone;
        bool ok = false;
        const double wait = m_parser.value(QStringLiteral("wait")).toDouble(&ok);
        if (!ok || wait < 0 || wait > 120)
            return badUsage(m_err, QStringLiteral("cluster %1").arg(QLatin1String(m_command)),
                            QStringLiteral("--wait takes seconds from 0 to 120"));
        m_seat = std::make_unique<node::ClusterSeat>(
            m_node->context(), m_parser.value(QStringLiteral("netplan-root")));
        // --text is pasted whole into an issue: no progress lines in it.
        if (!json() && !m_parser.optionNames().contains(QStringLiteral("text")))
            m_out << "Listening for the members' beacons (at most " << wait << " s)...\n";
        m_out.flush();
        // Go on as soon as every paired peer (or kept member) has been heard.
        m_waited.start();
        m_ready = std::move(ready);
        m_waitMs = qint64(wait * 1000);
        auto *poll = new QTimer(this);
        poll->setInterval(100);
        connect(poll, &QTimer::timeout, this, [this, poll] {
            // Every member heard; or, cabled directly, every neighbour heard (the others are
            // beyond them, reached through one).
            if (m_waited.elapsed() < m_waitMs && !m_seat->everyoneHeard() &&
                !m_seat->neighboursHeard())
                return;
            poll->stop();
            poll->deleteLater();
            m_ready();
        });
        poll->start();
        return -1;
    }

    // The members: --members, else the kept record's, else every paired peer heard.
    std::optional<QList<ClusterMember>> members()
    {
        const QList<node::ClusterSeat::Candidate> candidates = m_seat->candidates();
        const std::optional<ClusterRecord> kept = m_seat->keptRecord();
        QStringList wanted;
        if (m_parser.isSet(QStringLiteral("members")))
            wanted = m_parser.value(QStringLiteral("members"))
                         .split(QLatin1Char(','), Qt::SkipEmptyParts);
        QList<ClusterMember> members;
        QStringList missing;
        QStringList throughNeighbour;
        for (const node::ClusterSeat::Candidate &c : candidates) {
            bool take = c.self;
            if (!take && !wanted.isEmpty())
                take = std::any_of(wanted.cbegin(), wanted.cend(), [&](const QString &w) {
                    return w == c.member.hostname || (w.size() >= 8 && c.member.id.startsWith(w));
                });
            else if (!take)
                take = kept ? kept->member(c.member.id) != nullptr : c.heard;
            if (!take)
                continue;
            if (!c.heard && !c.self) {
                // Paired but not cabled here (a ring of four or more): through a neighbour.
                if (!m_seat->anyNeighbourPaired()) {
                    missing << c.member.hostname;
                    continue;
                }
                throughNeighbour << c.member.hostname;
            }
            members << c.member;
        }
        for (const QString &w : std::as_const(wanted))
            if (!std::any_of(members.cbegin(), members.cend(),
                             [&](const ClusterMember &m) {
                                 return w == m.hostname || (w.size() >= 8 && m.id.startsWith(w));
                             }) &&
                !missing.contains(w))
                missing << w;
        if (!missing.isEmpty()) {
            m_err << "sparkwirectl cluster " << m_command
                  << ": not heard on any CX-7 link: " << missing.join(QStringLiteral(", "))
                  << ". Check that they are powered, cabled and running `sparkwirectl agent` "
                     "or Sparkwire, and paired with this Spark (`sparkwirectl pair NAME`).\n";
            return std::nullopt;
        }
        if (!throughNeighbour.isEmpty() && !json())
            m_out << "Not heard on this Spark's cables, reached through a paired neighbour: "
                  << throughNeighbour.join(QStringLiteral(", ")) << "\n";
        if (members.size() < 2) {
            m_err << "sparkwirectl cluster " << m_command
                  << ": no paired Spark is heard on a CX-7 link. Cable the Sparks, start "
                     "`sparkwirectl agent` on each, pair them with `sparkwirectl pair NAME`, "
                     "and try again.\n";
            return std::nullopt;
        }
        return members;
    }

    void readStates(const QList<ClusterMember> &members,
                    std::function<void(const QList<MemberState> &)> done)
    {
        const Result<QList<MemberLink *>> links = m_seat->links(members);
        if (!links) {
            m_err << "sparkwirectl cluster " << m_command << ": " << links.error().message << "\n";
            QCoreApplication::exit(kNothingDone);
            return;
        }
        m_run = std::make_unique<cluster::SeatRun>(options());
        m_run->setMembers(*links);
        m_run->setSigner(m_seat->signer());
        QObject::connect(m_run->joint(), &JointApply::statesRead, this, std::move(done));
        QObject::connect(m_run->joint(), &JointApply::statesFailed, this,
                         [this](const QString &, const Error &error) {
                             m_err << "sparkwirectl cluster " << m_command << ": " << error.message
                                   << "\nNothing was changed.\n";
                             m_err.flush();
                             QCoreApplication::exit(kNothingDone);
                         });
        m_run->readStates();
    }

    std::optional<ClusterPlan> plan(QList<ClusterMember> members, const QList<MemberState> &states)
    {
        const QStringList overrides = m_parser.values(QStringLiteral("node"));
        for (const QString &o : overrides) {
            const qsizetype eq = o.indexOf(QLatin1Char('='));
            bool ok = false;
            const int n = eq > 0 ? o.mid(eq + 1).toInt(&ok) : 0;
            const QString name = o.left(eq);
            auto it = std::find_if(members.begin(), members.end(),
                                   [&](const ClusterMember &m) { return m.hostname == name; });
            if (!ok || it == members.end()) {
                badUsage(m_err, QStringLiteral("cluster %1").arg(QLatin1String(m_command)),
                         QStringLiteral("--node takes NAME=N for a member NAME, not '%1'").arg(o));
                return std::nullopt;
            }
            it->node = n;
        }
        ClusterPlanner::Inputs inputs;
        inputs.seatId = m_seat->selfId();
        inputs.members = members;
        inputs.states = states;
        inputs.subnetBase = m_parser.value(QStringLiteral("subnet"));
        inputs.mtu = m_parser.value(QStringLiteral("mtu")).toInt();
        // What this Spark reaches outside its CX-7 ports: a subnet that holds one is refused
        // here, before any member is tried. Without it the members' helpers still refuse.
        const Result<QList<hw::NetworkInUse>> mine =
            cluster::seatDestinations(m_parser.value(QStringLiteral("netplan-root")),
                                      m_node->inventory().inventory().cx7Netdevs());
        if (mine)
            inputs.seatInUse = *mine;
        else
            m_err << "sparkwirectl cluster " << m_command
                  << ": cannot read what this Spark reaches now (" << mine.errorMessage()
                  << "); each member's helper still checks its own.\n";
        const Result<ClusterPlan> plan = ClusterPlanner::plan(inputs);
        if (!plan) {
            m_err << "sparkwirectl cluster " << m_command << ": " << plan.error().message << "\n";
            if (!plan.error().detail.isEmpty())
                m_err << plan.error().detail << "\n";
            m_err << "Nothing was changed.\n";
            return std::nullopt;
        }
        return *plan;
    }

    // The members, their states and the plan, or exit(kNothingDone) after saying why.
    void planThen(std::function<void(const ClusterPlan &)> done)
    {
        const std::optional<QList<ClusterMember>> found = members();
        if (!found) {
            QCoreApplication::exit(kNothingDone);
            return;
        }
        readStates(*found, [this, members = *found, done](const QList<MemberState> &states) {
            const std::optional<ClusterPlan> made = plan(members, states);
            if (!made) {
                QCoreApplication::exit(kNothingDone);
                return;
            }
            done(*made);
        });
    }

    // SSH in this account's ~/.ssh follows a kept plan.
    cluster::SeatRun::Options options() const
    {
        cluster::SeatRun::Options o;
        if (m_parser.optionNames().contains(QStringLiteral("timeout")) &&
            m_parser.isSet(QStringLiteral("timeout")))
            o.apply.deadlineSeconds = m_parser.value(QStringLiteral("timeout")).toUInt();
        o.sshHome = ssh::SshFiles::accountHome().valueOr({});
        return o;
    }

    cluster::SeatRun *seatRun() { return m_run.get(); }
    node::ClusterSeat &seat() { return *m_seat; }
    NodeSession &node() { return *m_node; }
    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }

private:
    const QCommandLineParser &m_parser;
    const char *m_command;
    QTextStream &m_out;
    QTextStream &m_err;
    std::unique_ptr<NodeSession> m_node;
    std::unique_ptr<node::ClusterSeat> m_seat;
    std::unique_ptr<cluster::SeatRun> m_run;
    QElapsedTimer m_waited;
    qint64 m_waitMs = 0;
    std::function<void()> m_ready;
};

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
    const int started = run.start([&] {
        run.planThen([&](const ClusterPlan &plan) {
            if (!run.json())
                ClusterReport::printPlan(out, plan);
            out.flush();
            if (parser.isSet(QStringLiteral("yes")) || plan.unchanged()) {
                go(plan);
                return;
            }
            prompter.ask(
                QString(),
                QStringLiteral("Apply this plan to all %1 Sparks?").arg(plan.members.size()),
                [&, plan](bool yes) {
                    if (yes)
                        go(plan);
                    else {
                        err << "Nothing was changed.\n";
                        QCoreApplication::exit(kNothingDone);
                    }
                });
        });
    });
    return started >= 0 ? started : QCoreApplication::exec();
}

int runStatus(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Show this Spark's cluster record and ask every member whether it holds "
                       "the same record. Exit 0 when every member does, 1 when one does not or "
                       "cannot be reached, 3 when this Spark has no cluster record."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOptions({
        jsonOption(QStringLiteral("Print JSON instead of text.")),
        {QStringLiteral("text"),
         QStringLiteral("Print the whole cluster as text to paste into an issue: members (as "
                        "paired here), cables, addresses, MTU, the last test rates kept here, "
                        "versions, and each member's state.")},
        {QStringLiteral("wait"),
         QStringLiteral("Seconds to listen for the members' beacons first."), QStringLiteral("S"),
         QStringLiteral("3")},
    });
    if (const std::optional<int> code =
            parseCommandLine(parser, arguments, QStringLiteral("cluster status"), out, err))
        return *code;
    const bool summary = parser.isSet(QStringLiteral("text"));
    if (summary && wantsJson(parser))
        return badUsage(err, QStringLiteral("cluster status"),
                        QStringLiteral("--text or --json, not both"));
    ClusterRun run(parser, "status", out, err);
    const int started = run.start([&] {
        const std::optional<ClusterRecord> kept = run.seat().keptRecord();
        if (!kept) {
            if (run.json())
                out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                                 {QStringLiteral("members"), QJsonArray()}})
                           .toJson();
            else
                out << "This Spark is in no cluster yet: run `sparkwirectl cluster apply`.\n";
            out.flush();
            QCoreApplication::exit(kNothingDone);
            return;
        }
        // Each member's state, one by one, whatever the others answer.
        auto states = std::make_shared<QHash<QString, QString>>();
        auto finish = [&, kept, states] {
            QJsonObject record = QJsonDocument::fromJson(kept->toJson()).object();
            QJsonArray members;
            bool allOk = true;
            for (const ClusterMember &m : kept->members) {
                const QString state = states->value(m.id, QStringLiteral("unreachable"));
                allOk = allOk && state == QLatin1String("configured");
                members.append(QJsonObject{{QStringLiteral("id"), m.id},
                                           {QStringLiteral("hostname"), m.hostname},
                                           {QStringLiteral("node"), m.node},
                                           {QStringLiteral("state"), state}});
                if (!run.json() && !summary)
                    out << "node " << m.node << "  " << m.hostname << ": " << state << "\n";
            }
            record.insert(QStringLiteral("members"), members);
            record.insert(QStringLiteral("ok"), allOk);
            if (run.json())
                out << QJsonDocument(record).toJson();
            if (summary) {
                QHash<QString, QString> byId;
                for (const ClusterMember &m : kept->members)
                    byId.insert(m.id, states->value(m.id, QStringLiteral("unreachable")));
                const bench::KeptResults::Newest newest =
                    bench::KeptResults(run.node().stateDir()).newest();
                out << cluster::ClusterSummary::text(
                    *kept, run.seat().selfId(), newest.links + newest.nccl,
                    cluster::ClusterSummary::seatVersions(QStringLiteral("/"),
                                                          QStringLiteral(SPARKWIRE_VERSION)),
                    byId);
            }
            out.flush();
            QCoreApplication::exit(allOk ? kOk : kFailed);
        };
        const Result<QList<MemberLink *>> links = run.seat().links(kept->members);
        if (!links) {
            finish();
            return;
        }
        auto left = std::make_shared<int>(int(links->size()));
        for (MemberLink *link : *links) {
            auto answered = [left, finish] {
                if (--*left == 0)
                    finish();
            };
            QObject::connect(link, &MemberLink::stateRead, qApp,
                             [states, link, kept, answered](const MemberState &s) {
                                 states->insert(link->id(), s.record && *s.record == *kept
                                                                ? QStringLiteral("configured")
                                                                : QStringLiteral("differs"));
                                 answered();
                             });
            QObject::connect(link, &MemberLink::failed, qApp,
                             [states, link, answered](MemberLink::Step, const Error &) {
                                 states->insert(link->id(), QStringLiteral("unreachable"));
                                 answered();
                             });
            link->readState();
        }
    });
    return started >= 0 ? started : QCoreApplication::exec();
}

int runCancel(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Tell every member of this Spark's cluster (and every paired peer heard) "
                       "to revert a plan it is trying. Exit 0 when every member answered."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOption({QStringLiteral("wait"),
                      QStringLiteral("Seconds to listen for the members' beacons first."),
                      QStringLiteral("S"), QStringLiteral("3")});
    parser.addOption(jsonOption(QStringLiteral("Print JSON instead of text.")));
    if (const std::optional<int> code =
            parseCommandLine(parser, arguments, QStringLiteral("cluster cancel"), out, err))
        return *code;
    ClusterRun run(parser, "cancel", out, err);
    const int started = run.start([&] {
        QList<ClusterMember> members;
        for (const node::ClusterSeat::Candidate &c : run.seat().candidates())
            if (c.self || c.heard)
                members << c.member;
        const Result<QList<MemberLink *>> links = run.seat().links(members);
        if (!links) {
            err << "sparkwirectl cluster cancel: " << links.error().message << "\n";
            QCoreApplication::exit(kFailed);
            return;
        }
        auto left = std::make_shared<int>(int(links->size()));
        auto failures = std::make_shared<int>(0);
        for (MemberLink *link : *links) {
            auto answered = [left, failures] {
                if (--*left == 0)
                    QCoreApplication::exit(*failures ? kFailed : kOk);
            };
            QObject::connect(link, &MemberLink::cancelled, qApp,
                             [&out, link, answered](const Error &why) {
                                 out << link->name() << ": " << why.message << "\n";
                                 out.flush();
                                 answered();
                             });
            QObject::connect(link, &MemberLink::failed, qApp,
                             [&err, link, failures, answered](MemberLink::Step, const Error &e) {
                                 err << link->name() << ": " << e.message << "\n";
                                 err.flush();
                                 ++*failures;
                                 answered();
                             });
            link->cancel();
        }
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
                          {QStringLiteral("status"), runStatus,
                           QStringLiteral("this Spark's cluster record and each member's state")},
                          {QStringLiteral("cancel"), runCancel,
                           QStringLiteral("make every member revert a plan it is trying")}},
                         QStringLiteral("[options]   (each with --help)"));
}
