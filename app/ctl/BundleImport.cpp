#include "BundleImport.h"

#include "CommandLine.h"
#include "NodeSession.h"

#include "bundle/BundleReader.h"
#include "common/AtomicFile.h"
#include "helperclient/HelperClient.h"
#include "netplan/LineDiff.h"
#include "netplan/NetplanPolicy.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QProcess>
#include <QTextStream>

#include <pwd.h>
#include <unistd.h>

using namespace sparkwire;

namespace {

constexpr int kOk = 0;
constexpr int kFailed = 1;
constexpr int kRefused = 3;
constexpr unsigned kTrySeconds = 120;
const char *kCommand = "bundle import";

// "192.168.177.1/24" -> "192.168.177.0/24"
QString subnetOf(const QString &cidr)
{
    const QPair<QHostAddress, int> net = QHostAddress::parseSubnet(cidr);
    if (net.first.protocol() != QAbstractSocket::IPv4Protocol)
        return {};
    const quint32 mask = net.second == 0 ? 0 : ~quint32(0) << (32 - net.second);
    return QHostAddress(net.first.toIPv4Address() & mask).toString() + QLatin1Char('/') +
           QString::number(net.second);
}

QString userName()
{
    const passwd *pw = ::getpwuid(::geteuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

bool askYes(QTextStream &out, const QString &question, bool wholeWord)
{
    out << question << (wholeWord ? " Type yes to go on: " : " [y/N] ");
    out.flush();
    QTextStream in(stdin);
    const QString answer = in.readLine().trimmed().toLower();
    return answer == QLatin1String("yes") || (!wholeWord && answer == QLatin1String("y"));
}

// Every other member answers a ping over the fabric (from this Spark's new addresses).
bool othersAnswer(const bundle::BundleManifest &m, const QString &selfId, QTextStream &out)
{
    bool all = true;
    for (const bundle::BundleManifest::Member &member : m.members) {
        if (member.member.id == selfId || member.twins.isEmpty())
            continue;
        const QString address = member.twins.first().address.section(QLatin1Char('/'), 0, 0);
        QProcess ping;
        ping.start(QStringLiteral("ping"),
                   {QStringLiteral("-c"), QStringLiteral("3"), QStringLiteral("-W"),
                    QStringLiteral("2"), QStringLiteral("-q"), address});
        const bool ok = ping.waitForFinished(15000) && ping.exitStatus() == QProcess::NormalExit &&
                        ping.exitCode() == 0;
        out << "  " << member.member.hostname << " (" << address
            << "): " << (ok ? "answers" : "does not answer") << "\n";
        all = all && ok;
    }
    out.flush();
    return all;
}

} // namespace

int runBundleImport(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Restore this Spark from a bundle of its cluster (after a reinstall that kept its key, "
        "or to set it up like the bundle says): shows what differs, then with consent applies "
        "its netplan through sparkwire-helper (tried, kept only when every other member answers "
        "over the fabric, else reverted), restores the cluster record and the SSH config with "
        "pinned host keys. A bundle signed by a key this Spark does not know needs an explicit "
        "yes. Exit codes: 0 restored (or nothing to do); 1 the change failed or was reverted; "
        "2 bad usage; 3 refused (not a valid bundle, not a member, policy, no consent): nothing "
        "was written."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOption({QStringLiteral("yes"),
                      QStringLiteral("Do not ask: consent to this import (also for a bundle from "
                                     "an unknown key).")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The bundle."));
    if (const auto code = parseCommandLine(parser, arguments, QLatin1String(kCommand), out, err, 1,
                                           1, QStringLiteral("FILE [--yes]")))
        return *code;
    const QString path = parser.positionalArguments().first();
    const auto refuse = [&](const QString &why) {
        err << "sparkwirectl bundle import: " << why << "\nNothing was changed.\n";
        return kRefused;
    };
    const Result<bundle::OpenedBundle> opened = bundle::BundleReader::openFile(path);
    if (!opened)
        return refuse(path + QStringLiteral(": ") + opened.error().message);
    const bundle::BundleManifest &m = opened->manifest;
    std::unique_ptr<NodeSession> node = NodeSession::start(parser, kCommand, err);
    if (!node)
        return kRefused;
    const QString selfId = node->context().identity().id();
    const cluster::ClusterMember *self = m.record.member(selfId);
    if (!self)
        return refuse(QStringLiteral("this Spark (%1) is not a member of cluster %2: a bundle "
                                     "restores its own members only.")
                          .arg(selfId.left(16), m.record.name));
    const QString signer = describeSigner(node->stateDir(), m.exporterId);
    const bool known = m.exporterId == selfId || signer != QLatin1String("an unknown key");
    out << "Bundle of cluster " << m.record.name << ", exported "
        << m.createdAt.toString(Qt::ISODate) << ", signed by " << m.exporterId.left(16) << " ("
        << (m.exporterId == selfId ? QStringLiteral("this Spark") : signer) << ").\n"
        << "This Spark is node " << self->node << ", " << self->hostname << ".\n\n";

    // The netplan: the policy first (the helper checks again with the host's networks).
    const QByteArray yaml = opened->netplanOf(selfId);
    QSet<QString> netdevs;
    for (const hw::Cx7Port &p : node->inventory().inventory().ports)
        netdevs.insert(p.netdev);
    const netplan::PolicyVerdict verdict = netplan::NetplanPolicy(netdevs).review(yaml);
    if (!verdict.ok())
        return refuse(QStringLiteral("the bundle's netplan for %1 is refused by the policy:\n  %2")
                          .arg(self->hostname, verdict.problems.join(QStringLiteral("\n  "))));
    const QString netplanPath =
        parser.value(QStringLiteral("netplan-root")) + QStringLiteral("/etc/netplan/40-cx7.yaml");
    const QByteArray current = common::AtomicFile::read(netplanPath, 1 << 20).valueOr({});
    const bool netplanChanges = current != verdict.canonical && current != yaml;
    const std::optional<cluster::ClusterRecord> kept =
        [&]() -> std::optional<cluster::ClusterRecord> {
        const Result<cluster::ClusterRecord> r = cluster::ClusterRecord::load(node->stateDir());
        return r ? std::optional(*r) : std::nullopt;
    }();
    const bool recordChanges = !kept || !kept->samePlan(m.record);
    out << "Netplan (/etc/netplan/40-cx7.yaml): "
        << (netplanChanges ? "changes\n" : "already as in the bundle\n");
    if (netplanChanges)
        out << netplan::unifiedDiff(QString::fromUtf8(current),
                                    QString::fromUtf8(verdict.canonical),
                                    QStringLiteral("in force"), QStringLiteral("bundle"));
    out << "Cluster record: " << (recordChanges ? (kept ? "replaced" : "restored") : "unchanged")
        << "\n";

    // SSH: every other member's pinned host key from ssh/known_hosts, under its paired name.
    QList<ssh::SshClientConfig::Host> hosts;
    QStringList ownSubnets;
    for (const bundle::BundleManifest::Member &member : m.members)
        if (member.member.id == selfId)
            for (const bundle::BundleTwin &t : member.twins)
                ownSubnets << subnetOf(t.address);
    const QList<QByteArray> knownLines =
        opened->file(QStringLiteral("ssh/known_hosts")).split('\n');
    for (const bundle::BundleManifest::Member &member : m.members) {
        if (member.member.id == selfId)
            continue;
        QString keyLine;
        for (const QByteArray &line : knownLines) {
            const QList<QByteArray> f = line.split(' ');
            if (f.size() >= 3 &&
                QString::fromLatin1(f[0]).split(QLatin1Char(',')).contains(member.member.hostname))
                keyLine = QString::fromLatin1(f[1] + ' ' + f[2]);
        }
        if (keyLine.isEmpty())
            continue;
        QStringList addresses;
        for (const bundle::BundleTwin &t : member.twins)
            addresses << t.address.section(QLatin1Char('/'), 0, 0);
        hosts << ssh::SshClientConfig::Host{member.member.hostname, userName(), keyLine, addresses,
                                            ownSubnets};
        out << "SSH: pin " << member.member.hostname << "'s host key and add its ssh alias\n";
    }
    out << "\n";
    if (!netplanChanges && !recordChanges && hosts.isEmpty()) {
        out << "Nothing to do: this Spark is as the bundle says.\n";
        return kOk;
    }
    if (!known)
        out << "WARNING: this bundle is signed by a key this Spark does not know (not paired, not "
               "in its cluster). Import it only if you know where it came from.\n";
    if (!parser.isSet(QStringLiteral("yes")) &&
        !askYes(out, QStringLiteral("Import this bundle on %1?").arg(self->hostname), !known))
        return refuse(QStringLiteral("not confirmed."));

    const auto restoreRest = [&]() -> int {
        if (recordChanges)
            if (const Status saved = m.record.save(node->stateDir()); !saved) {
                err << "sparkwirectl bundle import: " << saved.error().message << "\n";
                return kFailed;
            }
        if (!hosts.isEmpty()) {
            const Result<QString> home = ssh::SshFiles::accountHome();
            for (const ssh::SshClientConfig::Host &h : std::as_const(hosts)) {
                const Status added =
                    home ? ssh::SshClientConfig::addHost(*home, h) : Status(home.error());
                if (!added) {
                    err << "sparkwirectl bundle import: SSH for " << h.pairedName << ": "
                        << added.error().message << "\n";
                    return kFailed;
                }
            }
        }
        out << "Restored: " << (netplanChanges ? "netplan kept, " : "")
            << (recordChanges ? "cluster record, " : "") << hosts.size() << " SSH host(s).\n";
        return kOk;
    };
    if (!netplanChanges)
        return restoreRest();

    helper::HelperClient client;
    out << "Trying the netplan through sparkwire-helper (reverts by itself in " << kTrySeconds
        << " s unless kept)...\n";
    out.flush();
    int result = kFailed;
    client.tryThen(verdict.canonical, kTrySeconds, [&](Status tried) {
        if (!tried) {
            err << "sparkwirectl bundle import: the helper refused the netplan: "
                << tried.error().message << "\nNothing was changed.\n";
            QCoreApplication::exit(kRefused);
            return;
        }
        out << "Applied. Checking that every other member answers over the fabric:\n";
        if (!othersAnswer(m, selfId, out)) {
            client.cancelThen([&](Status) {
                err << "Reverted: the previous netplan is back; nothing else was changed.\n";
                QCoreApplication::exit(kFailed);
            });
            return;
        }
        client.confirmThen([&](Status confirmed) {
            if (!confirmed) {
                err << "sparkwirectl bundle import: " << confirmed.error().message << "\n";
                QCoreApplication::exit(kFailed);
                return;
            }
            result = restoreRest();
            QCoreApplication::exit(result);
        });
    });
    return QCoreApplication::exec();
}
