#include "ClusterDoctor.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QMap>
#include <QSet>

namespace sparkwire::doctor::ClusterDoctor {

namespace {
DoctorCheck make(const char *id, DoctorCheck::Status status, const QStringList &evidence,
                 const QString &cause = QString(), const QString &fix = QString())
{
    return {QLatin1String(id), status, evidence.join(QStringLiteral("; ")), cause, fix};
}

// "192.168.177.0/24" for "192.168.177.11/24"; empty when it does not parse.
QString networkOf(const QString &cidr)
{
    const auto subnet = QHostAddress::parseSubnet(cidr);
    bool ok = false;
    const quint32 address = QHostAddress(cidr.section(QLatin1Char('/'), 0, 0)).toIPv4Address(&ok);
    if (!ok || subnet.second < 0 || subnet.second > 32)
        return {};
    const quint32 mask = subnet.second == 0 ? 0 : ~quint32(0) << (32 - subnet.second);
    return QStringLiteral("%1/%2").arg(QHostAddress(address & mask).toString()).arg(subnet.second);
}

QList<const MemberAnswer *> answered(const QList<MemberAnswer> &answers)
{
    QList<const MemberAnswer *> out;
    for (const MemberAnswer &a : answers)
        if (a.answer)
            out << &a;
    return out;
}
} // namespace

DoctorCheck checkMemberAnswered(const MemberAnswer &a)
{
    if (a.answer)
        return make("member-answers", DoctorCheck::Status::Pass,
                    {QCoreApplication::translate("ClusterDoctor", "%1 answered in %2 ms")
                         .arg(a.member.hostname)
                         .arg(a.receivedMs - a.sentMs)});
    return make("member-answers", DoctorCheck::Status::Fail,
                {a.member.hostname + QStringLiteral(": ") + a.error},
                QCoreApplication::translate(
                    "ClusterDoctor", "%1 did not answer the doctor's request: it is off, not "
                                     "cabled, not running Sparkwire or `sparkwirectl agent`, or no "
                                     "longer paired with this Spark. Nothing about it was checked.")
                    .arg(a.member.hostname),
                QCoreApplication::translate(
                    "ClusterDoctor", "Start `sparkwirectl agent` (or Sparkwire) on %1, check its "
                                     "cables, and run `sparkwirectl doctor` there.")
                    .arg(a.member.hostname));
}

DoctorCheck checkMtuAcrossMembers(const QList<MemberAnswer> &answers)
{
    struct End
    {
        QString member;
        QString netdev;
        int mtu = 0;
    };
    QMap<QString, QList<End>> bySubnet;
    for (const MemberAnswer *a : answered(answers))
        for (const DoctorAnswer::Netdev &n : a->answer->netdevs)
            for (const QString &cidr : n.ipv4)
                if (const QString net = networkOf(cidr); !net.isEmpty())
                    bySubnet[net] << End{a->member.hostname, n.netdev, n.mtu};
    QStringList evidence;
    bool mismatch = false;
    for (auto it = bySubnet.cbegin(); it != bySubnet.cend(); ++it) {
        QSet<QString> members;
        QSet<int> mtus;
        QStringList ends;
        for (const End &e : it.value()) {
            members.insert(e.member);
            mtus.insert(e.mtu);
            ends << QStringLiteral("%1 %2 %3").arg(e.member, e.netdev).arg(e.mtu);
        }
        if (members.size() < 2)
            continue;
        evidence << QStringLiteral("%1: %2").arg(it.key(), ends.join(QStringLiteral(", ")));
        mismatch = mismatch || mtus.size() > 1;
    }
    if (evidence.isEmpty())
        return make(
            "cluster-mtu-match", DoctorCheck::Status::Skip,
            {QCoreApplication::translate(
                "ClusterDoctor", "no fabric subnet is shared by two members that answered")});
    if (!mismatch)
        return make("cluster-mtu-match", DoctorCheck::Status::Pass, evidence);
    return make("cluster-mtu-match", DoctorCheck::Status::Fail, evidence,
                QCoreApplication::translate(
                    "ClusterDoctor",
                    "The two ends of a fabric link have different MTUs: large frames from one side "
                    "are dropped by the other (a don't-fragment ping at MTU-28 fails), and RoCE "
                    "runs at the smaller MTU or stalls."),
                QCoreApplication::translate(
                    "ClusterDoctor",
                    "Set mtu: 9000 on every CX-7 netdev of every member: `sparkwirectl cluster "
                    "apply` from this Spark re-applies the plan everywhere."));
}

DoctorCheck checkClockSkew(const QList<MemberAnswer> &answers)
{
    QStringList evidence;
    qint64 worst = 0;
    for (const MemberAnswer *a : answered(answers)) {
        // The member's clock at the middle of the round trip, against the seat's; the round
        // trip itself bounds how exact that is.
        const qint64 roundTrip = qMax<qint64>(0, a->receivedMs - a->sentMs);
        const qint64 offset = a->answer->timeMs - (a->sentMs + roundTrip / 2);
        const qint64 beyond = qMax<qint64>(0, qAbs(offset) - roundTrip / 2);
        evidence << QStringLiteral("%1 %2%3 ms (±%4)")
                        .arg(a->member.hostname, offset >= 0 ? QStringLiteral("+") : QString())
                        .arg(offset)
                        .arg(roundTrip / 2);
        worst = qMax(worst, beyond);
    }
    if (evidence.size() < 2)
        return make(
            "cluster-clock-skew", DoctorCheck::Status::Skip,
            {QCoreApplication::translate("ClusterDoctor", "fewer than two members answered")});
    if (worst <= kSkewWarnMs)
        return make("cluster-clock-skew", DoctorCheck::Status::Pass, evidence);
    return make("cluster-clock-skew",
                worst > kSkewFailMs ? DoctorCheck::Status::Fail : DoctorCheck::Status::Warn,
                evidence,
                QCoreApplication::translate(
                    "ClusterDoctor",
                    "The members' clocks differ: logs and traces of one run do not line up, and "
                    "large differences break TLS certificates and job schedulers."),
                QCoreApplication::translate(
                    "ClusterDoctor", "Turn on time synchronisation on every member (`timedatectl "
                                     "set-ntp true`; check with `timedatectl timesync-status`)."));
}

DoctorCheck checkSparkwireVersions(const QList<MemberAnswer> &answers)
{
    QStringList evidence;
    QSet<QString> versions;
    for (const MemberAnswer *a : answered(answers)) {
        evidence << QStringLiteral("%1 %2").arg(a->member.hostname, a->answer->sparkwireVersion);
        versions.insert(a->answer->sparkwireVersion);
    }
    if (evidence.size() < 2)
        return make(
            "cluster-sparkwire-version", DoctorCheck::Status::Skip,
            {QCoreApplication::translate("ClusterDoctor", "fewer than two members answered")});
    if (versions.size() == 1)
        return make("cluster-sparkwire-version", DoctorCheck::Status::Pass, evidence);
    return make("cluster-sparkwire-version", DoctorCheck::Status::Warn, evidence,
                QCoreApplication::translate(
                    "ClusterDoctor",
                    "The members run different Sparkwire versions: a cluster change may be "
                    "refused or planned differently by an older member."),
                QCoreApplication::translate("ClusterDoctor",
                                            "Install the same Sparkwire version on every member."));
}

DoctorCheck checkNcclVersions(const QList<MemberAnswer> &answers)
{
    QStringList evidence;
    QSet<QString> versions;
    bool any = false;
    for (const MemberAnswer *a : answered(answers)) {
        const QString v = a->answer->ncclVersion;
        any = any || !v.isEmpty();
        evidence << QStringLiteral("%1 %2").arg(
            a->member.hostname,
            v.isEmpty() ? QCoreApplication::translate("ClusterDoctor", "no NCCL found") : v);
        versions.insert(v);
    }
    if (!any)
        return make("cluster-nccl-version", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("ClusterDoctor",
                                                 "no member has an NCCL library installed")});
    if (versions.size() == 1)
        return make("cluster-nccl-version", DoctorCheck::Status::Pass, evidence);
    return make("cluster-nccl-version", DoctorCheck::Status::Fail, evidence,
                QCoreApplication::translate(
                    "ClusterDoctor",
                    "The members have different NCCL versions (or one has none): ranks of one job "
                    "fail to connect or hang in the first collective."),
                QCoreApplication::translate(
                    "ClusterDoctor",
                    "Install the same NCCL (libnccl2 and libnccl-dev) on every member, or run the "
                    "same container image everywhere."));
}

// "node 1 p0 - node 2 p1, ..., node N p0 - node 1 p1": the usual ring of n.
QString ringRecabling(int n)
{
    topology::TopologySpec ring;
    ring.topology = topology::Topology::Ring;
    ring.nodes = n;
    QStringList cables;
    for (const topology::Cable &c : ring.defaultCables())
        cables << QCoreApplication::translate("ClusterDoctor", "node %1 p%2 - node %3 p%4")
                      .arg(c.nodeA)
                      .arg(c.portA)
                      .arg(c.nodeB)
                      .arg(c.portB);
    return cables.join(QStringLiteral(", "));
}

DoctorCheck checkRingCabling(const cluster::ClusterRecord &record,
                             const QList<MemberAnswer> &answers)
{
    if (record.topology != topology::Topology::Ring)
        return make("ring-cabling", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("ClusterDoctor", "the cluster is not a ring")});
    auto nameOf = [&](const QString &id) {
        if (const cluster::ClusterMember *m = record.member(id))
            return m->hostname;
        return QCoreApplication::translate("ClusterDoctor", "a Spark outside the cluster (key %1…)")
            .arg(id.left(8));
    };
    QSet<QString> cables;
    bool wrong = false;
    auto add = [&](const QString &idA, int portA, const QString &idB, int portB) {
        const bool aFirst = idA < idB;
        const QString text = aFirst ? QStringLiteral("%1 p%2 - %3 p%4")
                                          .arg(nameOf(idA))
                                          .arg(portA)
                                          .arg(nameOf(idB))
                                          .arg(portB)
                                    : QStringLiteral("%1 p%2 - %3 p%4")
                                          .arg(nameOf(idB))
                                          .arg(portB)
                                          .arg(nameOf(idA))
                                          .arg(portA);
        cables.insert(text);
        wrong = wrong || (portA == 0 && portB == 0) || (portA == 1 && portB == 1);
    };
    for (const MemberAnswer *a : answered(answers))
        for (const DoctorAnswer::Link &l : a->answer->links)
            add(a->member.id, l.port, l.peerId, l.peerPort);
    for (const cluster::ClusterCable &c : record.cabling)
        add(c.idA, c.portA, c.idB, c.portB);
    QStringList evidence(cables.cbegin(), cables.cend());
    evidence.sort();
    if (evidence.isEmpty())
        return make("ring-cabling", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "ClusterDoctor", "no member heard a cable and the record has none")});
    if (!wrong)
        return make("ring-cabling", DoctorCheck::Status::Pass, evidence);
    return make("ring-cabling", DoctorCheck::Status::Fail, evidence,
                QCoreApplication::translate(
                    "ClusterDoctor",
                    "The ring has a cable from port 0 to port 0 (or port 1 to port 1): a "
                    "ring needs each Spark's port 0 cabled to the next one's port 1, otherwise "
                    "one pair shares no subnet and NCCL's ring cannot close."),
                QCoreApplication::translate("ClusterDoctor",
                                            "Recable as %1, then run `sparkwirectl cluster "
                                            "apply` again.")
                    .arg(ringRecabling(int(record.members.size()))));
}

QList<MemberCheck> combine(const cluster::ClusterRecord &record, const QList<MemberAnswer> &answers)
{
    QList<MemberCheck> out;
    for (const MemberAnswer &a : answers) {
        if (!a.answer) {
            out << MemberCheck{a.member.hostname, checkMemberAnswered(a)};
            continue;
        }
        for (const DoctorCheck &c : a.answer->checks)
            out << MemberCheck{a.member.hostname, c};
    }
    for (const DoctorCheck &c :
         {checkMtuAcrossMembers(answers), checkClockSkew(answers), checkSparkwireVersions(answers),
          checkNcclVersions(answers), checkRingCabling(record, answers)})
        out << MemberCheck{record.name, c};
    return out;
}

QJsonObject toJson(const QList<MemberCheck> &checks)
{
    QJsonArray array;
    for (const MemberCheck &c : checks) {
        QJsonObject o = c.check.toJson();
        o.insert(QLatin1String("member"), c.member);
        array.append(o);
    }
    return {{QLatin1String("checks"), array}};
}

bool anyFailed(const QList<MemberCheck> &checks)
{
    for (const MemberCheck &c : checks)
        if (c.check.status == DoctorCheck::Status::Fail)
            return true;
    return false;
}

} // namespace sparkwire::doctor::ClusterDoctor
