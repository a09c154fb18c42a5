#include "ClusterRun.h"

#include "cluster/SeatDestinations.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QTimer>

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

int ClusterRun::start(std::function<void()> ready)
{
    m_node = NodeSession::start(m_parser, m_command, m_err);
    if (!m_node)
        return kNothingDone;
    bool ok = false;
    const double wait = m_parser.value(QStringLiteral("wait")).toDouble(&ok);
    if (!ok || wait < 0 || wait > 120)
        return badUsage(m_err, QStringLiteral("cluster %1").arg(QLatin1String(m_command)),
                        QStringLiteral("--wait takes seconds from 0 to 120"));
    m_seat = std::make_unique<node::ClusterSeat>(m_node->context(),
                                                 m_parser.value(QStringLiteral("netplan-root")));
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
        if (m_waited.elapsed() < m_waitMs && !m_seat->everyoneHeard() && !m_seat->neighboursHeard())
            return;
        poll->stop();
        poll->deleteLater();
        m_ready();
    });
    poll->start();
    return -1;
}

std::optional<QList<ClusterMember>> ClusterRun::members()
{
    const QList<node::ClusterSeat::Candidate> candidates = m_seat->candidates();
    const std::optional<ClusterRecord> kept = m_seat->keptRecord();
    QStringList wanted;
    if (m_parser.isSet(QStringLiteral("members")))
        wanted =
            m_parser.value(QStringLiteral("members")).split(QLatin1Char(','), Qt::SkipEmptyParts);
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

void ClusterRun::readStates(const QList<ClusterMember> &members,
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

std::optional<ClusterPlan> ClusterRun::plan(QList<ClusterMember> members,
                                            const QList<MemberState> &states)
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
        m_err << "sparkwirectl cluster " << m_command << ": " << plan.error().messageWithDetail()
              << "\n";
        m_err << "Nothing was changed.\n";
        return std::nullopt;
    }
    return *plan;
}

void ClusterRun::planThen(std::function<void(const ClusterPlan &)> done)
{
    const std::optional<QList<ClusterMember>> found = members();
    if (!found) {
        QCoreApplication::exit(kNothingDone);
        return;
    }
    readStates(*found, [this, members = *found, done](const QList<MemberState> &states) {
        m_statesRead = states;
        const std::optional<ClusterPlan> made = plan(members, states);
        if (!made) {
            QCoreApplication::exit(kNothingDone);
            return;
        }
        done(*made);
    });
}

cluster::SeatRun::Options ClusterRun::options() const
{
    cluster::SeatRun::Options o;
    if (m_parser.optionNames().contains(QStringLiteral("timeout")) &&
        m_parser.isSet(QStringLiteral("timeout")))
        o.apply.deadlineSeconds = m_parser.value(QStringLiteral("timeout")).toUInt();
    o.sshHome = ssh::SshFiles::accountHome().valueOr({});
    return o;
}

} // namespace clusterctl
