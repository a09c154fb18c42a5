#include "ActivityFeed.h"

#include "bench/LinkTests.h"
#include "cluster/ClusterModel.h"
#include "cluster/JointApply.h"
#include "cluster/MemberService.h"
#include "peers/PeerSession.h"

#include <QObject>

using namespace sparkwire;
using cluster::JointApply;

namespace {
// "✔ …" when the test found nothing, else each verdict's message.
QString verdictLine(const QList<bench::Diagnosis> &verdicts)
{
    if (verdicts.isEmpty())
        return ActivityFeed::tr("no problem found");
    QStringList messages;
    for (const bench::Diagnosis &d : verdicts)
        messages << d.message;
    return messages.join(QStringLiteral("; "));
}
} // namespace

void ActivityFeed::watchPeers(peers::PeerSession *peers, QObject *context, Note note)
{
    if (!peers)
        return;
    QObject::connect(peers, &peers::PeerSession::paired, context, [note](const QString &host) {
        note(tr("Pairing: ✔ paired with %1.").arg(host));
    });
    QObject::connect(peers, &peers::PeerSession::pairingFailed, context, [note](const Error &why) {
        note(tr("Pairing: ✘ not paired: %1").arg(why.message));
    });
    QObject::connect(
        peers, &peers::PeerSession::sshReady, context,
        [note](const QString &, const QString &summary) { note(tr("SSH: ✔ %1").arg(summary)); });
    QObject::connect(peers, &peers::PeerSession::sshFailed, context, [note](const Error &why) {
        note(tr("SSH: ✘ not set up: %1").arg(why.message));
    });
}

void ActivityFeed::watchCluster(ClusterModel *cluster, QObject *context, Note note)
{
    JointApply *joint = cluster->joint();
    // Each member's step as it ends (the steps in between are on the Apply page).
    QObject::connect(
        joint, &JointApply::memberPhase, context,
        [cluster, note](const QString &id, JointApply::Phase phase, const QString &detail) {
            const QString name = cluster->nameOf(id);
            switch (phase) {
            case JointApply::Phase::Tried:
                return note(tr("Apply: %1 runs the plan now, on trial.").arg(name));
            case JointApply::Phase::Verified:
                return note(tr("Apply: ✔ every twin of %1 checked.").arg(name));
            case JointApply::Phase::Confirmed:
                return note(tr("Keep: ✔ %1 keeps the plan.").arg(name));
            case JointApply::Phase::Reverted:
                return note(detail.isEmpty() ? tr("Apply: ↩ %1 is back on its previous "
                                                  "network files.")
                                                   .arg(name)
                                             : tr("Apply: ↩ %1 is back on its previous "
                                                  "network files: %2")
                                                   .arg(name, detail));
            case JointApply::Phase::Failed:
                return note(tr("Apply: ✘ %1 failed: %2").arg(name, detail));
            default:
                return;
            }
        });
    QObject::connect(joint, &JointApply::readyToKeep, context, [note] {
        note(tr("Apply: ✔ every check passed; the plan waits for Keep (or goes back by itself)."));
    });
    QObject::connect(cluster, &ClusterModel::applyFinished, context, [cluster, note] {
        const std::optional<JointApply::Outcome> &outcome = cluster->outcome();
        if (!outcome)
            return;
        if (outcome->unchanged)
            note(tr("Apply: ✔ nothing needed changing."));
        else if (outcome->ok)
            note(tr("Apply: ✔ kept on every member."));
        else
            note(tr("Apply: ✘ not kept: %1").arg(outcome->summary));
    });
}

void ActivityFeed::watchTests(bench::LinkTests *tests, QObject *context, Note note)
{
    if (!tests)
        return;
    QObject::connect(
        tests, &bench::LinkTests::tcpFinished, context,
        [note](const QString &member, const QList<bench::TcpTwinResult> &,
               const QList<bench::Diagnosis> &verdicts) {
            note(tr("TCP test to %1: %2%3")
                     .arg(member, verdicts.isEmpty() ? QStringLiteral("✔ ") : QStringLiteral("✘ "),
                          verdictLine(verdicts)));
        });
    QObject::connect(
        tests, &bench::LinkTests::rdmaFinished, context,
        [note](const QString &member, const QList<bench::PerftestResult> &,
               const QList<bench::Diagnosis> &verdicts) {
            note(tr("RDMA test to %1: %2%3")
                     .arg(member, verdicts.isEmpty() ? QStringLiteral("✔ ") : QStringLiteral("✘ "),
                          verdictLine(verdicts)));
        });
    QObject::connect(
        tests, &bench::LinkTests::ncclFinished, context, [note](const bench::NcclResult &r) {
            note(tr("NCCL test: %1%2")
                     .arg(r.diagnoses.isEmpty() ? QStringLiteral("✔ ") : QStringLiteral("✘ "),
                          verdictLine(r.diagnoses)));
        });
    QObject::connect(tests, &bench::LinkTests::failed, context, [note](const Error &why) {
        note(tr("Link test: ✘ did not run: %1").arg(why.message));
    });
    QObject::connect(tests, &bench::LinkTests::cancelled, context,
                     [note] { note(tr("Link test: cancelled; nothing is left running.")); });
}

void ActivityFeed::watchMember(cluster::MemberService *member, QObject *context, Note note)
{
    if (!member)
        return;
    QObject::connect(member, &cluster::MemberService::pendingChanged, context,
                     [note](const QString &seatName, const QString &, int secondsLeft) {
                         note(tr("%1's network plan is applied here, on trial: it goes back by "
                                 "itself in %2 s unless it is kept.")
                                  .arg(seatName)
                                  .arg(secondsLeft));
                     });
    QObject::connect(
        member, &cluster::MemberService::pendingKept, context,
        [note](const QString &how) { note(tr("✔ The network plan is kept: %1.").arg(how)); });
    QObject::connect(member, &cluster::MemberService::pendingReverted, context,
                     [note](const Error &why) {
                         note(tr("↩ The network plan was put back: %1").arg(why.message));
                     });
}
