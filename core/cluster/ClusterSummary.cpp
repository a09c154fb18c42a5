#include "ClusterSummary.h"

#include "ClusterText.h"
#include "RecordAddresses.h"

#include "bench/LinkTestKind.h"
#include "bench/TwinBandwidth.h"

#include <QFile>
#include <QRegularExpression>
#include <QTextStream>

namespace sparkwire::cluster::ClusterSummary {

namespace {
// One line of a small text file, as plain text (a file may hold anything).
QString firstLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString line = QString::fromUtf8(f.read(4096)).section(QLatin1Char('\n'), 0, 0).trimmed();
    return ClusterText::isPlainText(line) ? line.left(120) : QString();
}

QString valueOf(const QString &path, const QString &key)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    for (const QString &line : QString::fromUtf8(f.read(16384)).split(QLatin1Char('\n'))) {
        if (!line.startsWith(key + QLatin1Char('=')))
            continue;
        QString value = line.mid(key.size() + 1).trimmed();
        if (value.size() >= 2 && value.startsWith(QLatin1Char('"')) &&
            value.endsWith(QLatin1Char('"')))
            value = value.mid(1, value.size() - 2);
        return ClusterText::isPlainText(value) ? value.left(120) : QString();
    }
    return {};
}

const ClusterMember *byName(const ClusterRecord &record, const QString &name)
{
    for (const ClusterMember &m : record.members)
        if (m.hostname == name)
            return &m;
    return nullptr;
}
} // namespace

Versions seatVersions(const QString &rootDir, const QString &sparkwireVersion)
{
    Versions v;
    v.sparkwire = sparkwireVersion;
    v.kernel = firstLine(rootDir + QStringLiteral("/proc/sys/kernel/osrelease"));
    const QString dgx =
        valueOf(rootDir + QStringLiteral("/etc/dgx-release"), QStringLiteral("DGX_OTA_VERSION"));
    const QString os =
        valueOf(rootDir + QStringLiteral("/etc/os-release"), QStringLiteral("PRETTY_NAME"));
    v.os = dgx.isEmpty() ? os : QStringLiteral("DGX OS %1 (%2)").arg(dgx, os);
    return v;
}

QString text(const ClusterRecord &record, const QString &selfId,
             const QList<bench::KeptResults::Kept> &kept, const Versions &versions,
             const QHash<QString, QString> &states)
{
    QString out;
    QTextStream s(&out);
    const auto nameOf = [&](const QString &id) {
        const ClusterMember *m = record.member(id);
        return m ? m->hostname : ClusterText::shortId(id);
    };
    s << "Sparkwire cluster " << record.name << ": "
      << topology::TopologySpec::topologyName(record.topology) << ", " << record.members.size()
      << " members, MTU " << record.mtu << ", planned "
      << record.plannedAt.toUTC().toString(Qt::ISODate) << "\n";
    s << "Members (as paired on this Spark):\n";
    for (const ClusterMember &m : record.members) {
        s << "  node " << m.node << "  " << m.hostname;
        if (m.id == selfId)
            s << " (this Spark)";
        if (states.contains(m.id))
            s << ": " << states.value(m.id);
        s << "\n";
    }
    if (!record.cabling.isEmpty()) {
        s << "Cables:\n";
        for (const ClusterCable &c : record.cabling)
            s << "  " << nameOf(c.idA) << " port " << c.portA << " <-> " << nameOf(c.idB)
              << " port " << c.portB << "\n";
    } else {
        s << "Cables: every member on the switch, port " << record.switchPort << "\n";
    }
    s << "Addresses (MTU " << record.mtu << "):\n";
    const Result<topology::AddressPlan> plan = RecordAddresses::plan(record);
    for (const ClusterMember &m : record.members) {
        QStringList twins;
        if (plan)
            if (const topology::NodePlan *node = plan->node(m.node))
                for (const topology::PlannedNetdev &n : node->netdevs)
                    twins << QStringLiteral("%1 %2").arg(
                        n.netdev,
                        n.address.isNull() ? QStringLiteral("link-local") : n.address.toString());
        s << "  " << m.hostname << ": "
          << (twins.isEmpty() ? QStringLiteral("(no plan)") : twins.join(QStringLiteral(", ")))
          << "\n";
    }
    QStringList tests;
    for (const bench::KeptResults::Kept &k : kept) {
        if (k.kind == bench::LinkTestKind::Nccl) {
            tests << QStringLiteral("  NCCL %1 %2: best bus bandwidth %3 GB/s%4")
                         .arg(k.test, k.keptAt.toUTC().toString(Qt::ISODate))
                         .arg(k.bestBusbw, 0, 'f', 2)
                         .arg(k.simulated ? QStringLiteral(" (simulated)") : QString());
            continue;
        }
        if (!byName(record, k.member))
            continue; // a name no member was paired as: not shown
        QStringList rates;
        QList<bench::TwinBandwidth::Twin> port;
        for (const bench::KeptResult::Twin &t : k.twins)
            port << bench::TwinBandwidth::Twin{t.name, t.gbps, std::nullopt};
        const QList<bench::TwinBandwidth::Classified> classified =
            k.kind == bench::LinkTestKind::Rdma ? bench::TwinBandwidth::classify(port)
                                                : QList<bench::TwinBandwidth::Classified>();
        for (qsizetype i = 0; i < k.twins.size(); ++i)
            rates << QStringLiteral("%1 %2 Gb/s%3")
                         .arg(k.twins.at(i).name)
                         .arg(k.twins.at(i).gbps, 0, 'f', 1)
                         .arg(i < classified.size() ? QStringLiteral(" (") +
                                                          bench::TwinBandwidth::verdictName(
                                                              classified.at(i).verdict) +
                                                          QLatin1Char(')')
                                                    : QString());
        tests << QStringLiteral("  %1 to %2 %3: %4%5")
                     .arg(bench::linkTestKindName(k.kind).toUpper(), k.member,
                          k.keptAt.toUTC().toString(Qt::ISODate), rates.join(QStringLiteral(", ")),
                          k.simulated ? QStringLiteral(" (simulated)") : QString());
    }
    tests.sort();
    s << "Last tests (kept on this Spark):\n";
    if (tests.isEmpty())
        s << "  none\n";
    for (const QString &t : std::as_const(tests))
        s << t << "\n";
    s << "Versions (this Spark): Sparkwire "
      << (versions.sparkwire.isEmpty() ? QStringLiteral("?") : versions.sparkwire) << ", kernel "
      << (versions.kernel.isEmpty() ? QStringLiteral("?") : versions.kernel) << ", "
      << (versions.os.isEmpty() ? QStringLiteral("OS ?") : versions.os) << "\n";
    s.flush();
    return out;
}

} // namespace sparkwire::cluster::ClusterSummary
