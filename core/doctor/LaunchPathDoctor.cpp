#include "LaunchPathDoctor.h"

#include "cluster/LaunchPaths.h"

#include <QCoreApplication>
#include <QSet>

namespace sparkwire::doctor::LaunchPathDoctor {

namespace {
QString line(const bench::LaunchPathResult &r)
{
    return QStringLiteral("%1:%2 (%3): %4")
        .arg(r.target.address)
        .arg(r.target.port)
        .arg(bench::LaunchPathCheck::portName(r.target.port),
             bench::LaunchPathCheck::verdictName(r.verdict));
}
} // namespace

QList<MemberCheck> checks(const cluster::ClusterRecord &record,
                          const QList<cluster::MemberLaunchPaths> &members)
{
    const std::optional<cluster::ClusterMember> head = cluster::LaunchPaths::head(record);
    const QString headName =
        head ? head->hostname : QCoreApplication::translate("LaunchPathDoctor", "node 1");
    QList<MemberCheck> out;
    for (const cluster::MemberLaunchPaths &m : members) {
        DoctorCheck c;
        c.id = QLatin1String(kId);
        if (!m.error.isEmpty()) {
            c.status = DoctorCheck::Status::Warn;
            c.evidence = m.error;
            c.cause =
                QCoreApplication::translate(
                    "LaunchPathDoctor", "The TCP paths from %1 to the head %2 were not checked.")
                    .arg(m.member.hostname, headName);
            c.fix = QCoreApplication::translate(
                        "LaunchPathDoctor",
                        "Run `sparkwirectl cluster apply` from %1 once %2 is reachable; it checks "
                        "the launch paths after Keep.")
                        .arg(headName, m.member.hostname);
            out << MemberCheck{m.member.hostname, c};
            continue;
        }
        QStringList evidence;
        QSet<quint16> dropped;
        QStringList unreachable;
        for (const bench::LaunchPathResult &r : m.paths) {
            evidence << line(r);
            if (r.verdict == bench::LaunchVerdict::Dropped)
                dropped.insert(r.target.port);
            else if (r.verdict == bench::LaunchVerdict::Unreachable &&
                     !unreachable.contains(r.target.address))
                unreachable << r.target.address;
        }
        c.evidence = evidence.join(QStringLiteral("; "));
        if (dropped.isEmpty() && unreachable.isEmpty()) {
            c.status = DoctorCheck::Status::Pass;
            out << MemberCheck{m.member.hostname, c};
            continue;
        }
        c.status = DoctorCheck::Status::Fail;
        if (!dropped.isEmpty()) {
            QStringList ports;
            for (const bench::LaunchPort &p : bench::LaunchPathCheck::ports())
                if (dropped.contains(p.port))
                    ports << QStringLiteral("%1 (%2)").arg(p.port).arg(QLatin1String(p.who));
            const QString list = ports.join(QStringLiteral(", "));
            c.cause = QCoreApplication::translate(
                          "LaunchPathDoctor",
                          "Connections from %1 to %2 on TCP %3 get no answer: a firewall on %2 "
                          "(or on the path) drops them, so torchrun, Ray or vLLM on %1 would "
                          "hang at start.")
                          .arg(m.member.hostname, headName, list);
            c.fix = QCoreApplication::translate(
                        "LaunchPathDoctor",
                        "On %1, allow TCP %2 in from the fabric subnets (e.g. `sudo ufw allow "
                        "in on <CX-7 netdev> to any port <port> proto tcp`, or an nftables "
                        "accept rule before the drop), then run `sparkwirectl doctor --cluster` "
                        "again.")
                        .arg(headName, list);
        } else {
            c.cause = QCoreApplication::translate(
                          "LaunchPathDoctor",
                          "%1 cannot reach %2 at %3: the head's fabric address is not on %1's "
                          "links (a wrong address, or a cable moved).")
                          .arg(m.member.hostname, headName, unreachable.join(QStringLiteral(", ")));
            c.fix = QCoreApplication::translate(
                        "LaunchPathDoctor",
                        "Check the cables between %1 and %2, then run `sparkwirectl cluster "
                        "apply` again.")
                        .arg(m.member.hostname, headName);
        }
        out << MemberCheck{m.member.hostname, c};
    }
    return out;
}

} // namespace sparkwire::doctor::LaunchPathDoctor
