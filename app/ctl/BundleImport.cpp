#include "BundleImport.h"

#include "CommandLine.h"
#include "NodeSession.h"

#include "bundle/BundleImportPlan.h"
#include "bundle/BundleReader.h"
#include "helperclient/HelperClient.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTextStream>

using namespace sparkwire;

namespace {

constexpr int kOk = 0;
constexpr int kFailed = 1;
constexpr int kRefused = 3;
constexpr unsigned kTrySeconds = 120;
const char *kCommand = "bundle import";

bool askYes(QTextStream &out, const QString &question, bool wholeWord)
{
    out << question << (wholeWord ? " Type yes to go on: " : " [y/N] ");
    out.flush();
    // One reader for every question: a stream per question would buffer the next answers of
    // piped input and lose them with it.
    static QTextStream in(stdin);
    const QString answer = in.readLine().trimmed().toLower();
    return answer == QLatin1String("yes") || (!wholeWord && answer == QLatin1String("y"));
}

// Every other member cabled to this Spark answers a ping over the fabric (from this Spark's
// new addresses), on a link they share.
bool othersAnswer(const bundle::BundleImportPlan &plan, QTextStream &out)
{
    bool all = true;
    for (const bundle::BundleImportPlan::Member &member : plan.members) {
        if (member.fabricAddress.isEmpty()) {
            out << "  " << member.name << ": no cable to this Spark, not checked\n";
            continue;
        }
        const QString &address = member.fabricAddress;
        QProcess ping;
        ping.start(QStringLiteral("ping"),
                   {QStringLiteral("-c"), QStringLiteral("3"), QStringLiteral("-W"),
                    QStringLiteral("2"), QStringLiteral("-q"), address});
        const bool ok = ping.waitForFinished(15000) && ping.exitStatus() == QProcess::NormalExit &&
                        ping.exitCode() == 0;
        out << "  " << member.name << " (" << address
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
        "pinned host keys (added, never in place of a pinned key). A bundle signed by a key this "
        "Spark does not know (neither this Spark nor paired; a cluster record does not count) "
        "needs yes typed in full; the host key of a member this Spark has not paired with is "
        "pinned only with its own typed yes (never with --yes). Exit codes: 0 restored (or nothing "
        "to do); 1 the change failed or was reverted; "
        "2 bad usage; 3 refused (not a valid bundle, not a member, policy, no consent): nothing "
        "was written."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOption({QStringLiteral("yes"),
                      QStringLiteral("Do not ask: consent to this import (also for a bundle from "
                                     "an unknown key), but pin no host key of a member this Spark "
                                     "has not paired with.")});
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
    bundle::BundleImportPlan::Where where;
    where.selfId = node->context().identity().id();
    where.stateDir = node->stateDir();
    where.netplanRoot = parser.value(QStringLiteral("netplan-root"));
    for (const hw::Cx7Port &p : node->inventory().inventory().ports)
        where.netdevs.insert(p.netdev);
    const Result<QString> home = ssh::SshFiles::accountHome();
    where.sshHome = home.valueOr({});
    const Result<bundle::BundleImportPlan> made = bundle::BundleImportPlan::make(*opened, where);
    if (!made)
        return refuse(made.error().message);
    const bundle::BundleImportPlan &plan = *made;
    const QString selfId = where.selfId;
    // A key this Spark does not know is shown whole: a short prefix is easy to forge.
    out << "Bundle of cluster " << m.record.name << ", exported "
        << m.createdAt.toString(Qt::ISODate) << ", signed by "
        << (plan.signerKnown ? m.exporterId.left(16) : m.exporterId) << " (" << plan.signer
        << ").\n"
        << "This Spark is node " << plan.self.node << ", " << plan.self.hostname << ".\n";
    for (const bundle::BundleImportPlan::Member &member : plan.members) {
        if (member.paired)
            out << "  " << member.name << ": paired with this Spark (key " << member.id.left(16)
                << ")"
                << (member.bundleName != member.name
                        ? QStringLiteral(", the bundle calls it %1").arg(member.bundleName)
                        : QString())
                << "\n";
        else if (member.takesKnownName)
            out << "  \"" << member.bundleName << "\": NOT the " << member.bundleName
                << " this Spark knows, another key: " << member.id << "\n";
        else
            out << "  " << member.bundleName << ": not paired with this Spark, key " << member.id
                << "\n";
    }
    out << "\n";
    const bool netplanChanges = plan.netplanChanges;
    const bool recordChanges = plan.recordChanges;
    out << "Netplan (/etc/netplan/40-cx7.yaml): "
        << (netplanChanges ? "changes\n" : "already as in the bundle\n");
    out << plan.netplanDiff();
    out << "Cluster record: "
        << (recordChanges ? (plan.recordKept ? "replaced" : "restored") : "unchanged") << "\n";
    using Pin = bundle::BundleImportPlan::Pin;
    for (const Pin &p : plan.pins) {
        const QString name = p.host.pairedName;
        switch (p.state) {
        case Pin::State::Add:
            if (p.paired)
                out << "SSH: pin " << name << "'s host key " << p.fingerprint
                    << " and add its ssh alias\n";
            else
                out << "SSH: " << name << " is not paired: its host key " << p.fingerprint
                    << " is pinned only if you say yes to it on its own\n";
            break;
        case Pin::State::Same:
            out << "SSH: " << name << "'s host key is pinned already (the same key)\n";
            break;
        case Pin::State::KeepOther:
            out << "SSH: " << name
                << " has another host key pinned already: it is kept, the bundle's ("
                << p.fingerprint << ") is not used\n";
            break;
        case Pin::State::NameTaken:
            out << "SSH: \"" << name << "\" is not pinned: that name belongs to another key\n";
            break;
        }
    }
    out << "\n";
    if (plan.hasNothingToApply()) {
        out << "Nothing to do: this Spark is as the bundle says.\n";
        return kOk;
    }
    const bool assumeYes = parser.isSet(QStringLiteral("yes"));
    if (!plan.signerKnown)
        out << "WARNING: this bundle is signed by a key this Spark does not know (neither this "
               "Spark nor paired with it; a cluster record does not vouch for a key). Import it "
               "only if you know where it came from.\n";
    if (!assumeYes &&
        !askYes(out, QStringLiteral("Import this bundle on %1?").arg(plan.self.hostname),
                !plan.signerKnown))
        return refuse(QStringLiteral("not confirmed."));
    // Each host key of a member this Spark has not paired with needs its own yes; --yes is no
    // such yes (pair with it and run ssh-setup, or import without --yes to be asked).
    QSet<QString> approvedUnknown;
    for (const Pin &p : plan.unknownPins()) {
        if (assumeYes) {
            out << "SSH: " << p.host.pairedName
                << " not pinned: it is not paired, and --yes does not pin unknown keys\n";
            continue;
        }
        if (askYes(out,
                   QStringLiteral("Pin the host key %1 for %2, key %3, which this Spark has NOT "
                                  "paired with?")
                       .arg(p.fingerprint, p.host.pairedName, p.memberId),
                   true))
            approvedUnknown.insert(p.memberId);
        else
            out << "SSH: " << p.host.pairedName << " not pinned.\n";
    }
    const int pinsWritten = int(plan.pinsToAdd(approvedUnknown).size());

    const auto restoreRest = [&]() -> int {
        if (!home && pinsWritten > 0) {
            err << "sparkwirectl bundle import: " << home.error().message << "\n";
            return kFailed;
        }
        if (const Status restored =
                plan.restore(m, node->stateDir(), home.valueOr({}), approvedUnknown);
            !restored) {
            err << "sparkwirectl bundle import: " << restored.error().message << "\n";
            return kFailed;
        }
        out << "Restored: " << (netplanChanges ? "netplan kept, " : "")
            << (recordChanges ? "cluster record, " : "") << pinsWritten << " SSH host(s).\n";
        return kOk;
    };
    if (!netplanChanges)
        return restoreRest();

    helper::HelperClient client;
    out << "Trying the netplan through sparkwire-helper (reverts by itself in " << kTrySeconds
        << " s unless kept)...\n";
    out.flush();
    int result = kFailed;
    client.tryApply(plan.netplan, kTrySeconds, [&](Status tried) {
        if (!tried) {
            err << "sparkwirectl bundle import: the helper refused the netplan: "
                << tried.error().message << "\nNothing was changed.\n";
            QCoreApplication::exit(kRefused);
            return;
        }
        out << "Applied. Checking that every other member answers over the fabric:\n";
        if (!othersAnswer(plan, out)) {
            client.cancel([&](Status) {
                err << "Reverted: the previous netplan is back; nothing else was changed.\n";
                QCoreApplication::exit(kFailed);
            });
            return;
        }
        client.confirm([&](Status confirmed) {
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
