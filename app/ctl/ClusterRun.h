#pragma once

#include "CommandLine.h"
#include "NodeSession.h"

#include "cluster/ClusterPlanner.h"
#include "cluster/JointApply.h"
#include "cluster/SeatRun.h"
#include "node/ClusterSeat.h"
#include "node/NodeContext.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTextStream>

#include <functional>
#include <memory>
#include <optional>

// What every `sparkwirectl cluster` sub-command shares: its exit codes, its options and the
// run that finds the members, reads their states and plans (ClusterCommand.cpp: plan and
// apply; ClusterStatusCommand.cpp: status and cancel).
namespace clusterctl {
using namespace sparkwire;
using namespace sparkwire::cluster;

// Exit codes (documented in --help and docs/cluster.md).
constexpr int kOk = 0;
constexpr int kFailed = 1; // the apply failed and was cancelled everywhere / status not ok
constexpr int kUsage = 2;
constexpr int kNothingDone = 3; // no members, a member unreachable or unplannable: nothing changed
constexpr int kInterrupted = 130;
// The exit codes in words, for --help.
extern const char *const kExitCodes;

// --json, --wait, --members, --node, --subnet, --mtu and the node's own options.
void addClusterOptions(QCommandLineParser &parser);

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
    int start(std::function<void()> ready);

    // The members: --members, else the kept record's, else every paired peer heard.
    std::optional<QList<ClusterMember>> members();

    void readStates(const QList<ClusterMember> &members,
                    std::function<void(const QList<MemberState> &)> done);

    std::optional<ClusterPlan> plan(QList<ClusterMember> members, const QList<MemberState> &states);

    // The members, their states and the plan, or exit(kNothingDone) after saying why.
    void planThen(std::function<void(const ClusterPlan &)> done);

    // SSH in this account's ~/.ssh follows a kept plan.
    cluster::SeatRun::Options options() const;

    cluster::SeatRun *seatRun() { return m_run.get(); }
    node::ClusterSeat &seat() { return *m_seat; }
    // The members' states planThen() planned from (empty before).
    const QList<MemberState> &statesRead() const { return m_statesRead; }
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
    QList<MemberState> m_statesRead;
    QElapsedTimer m_waited;
    qint64 m_waitMs = 0;
    std::function<void()> m_ready;
};

} // namespace clusterctl
