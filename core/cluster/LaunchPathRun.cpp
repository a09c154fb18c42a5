#include "LaunchPathRun.h"

#include "LaunchPaths.h"
#include "RecordAddresses.h"

#include "peers/PrintableText.h"

namespace sparkwire::cluster {

bool MemberLaunchPaths::ok() const
{
    if (!error.isEmpty())
        return false;
    for (const bench::LaunchPathResult &r : paths)
        if (r.verdict != bench::LaunchVerdict::Ok)
            return false;
    return true;
}

LaunchPathRun::LaunchPathRun(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    qRegisterMetaType<MemberLaunchPaths>();
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        const QList<int> open = m_pending.keys();
        for (int index : open) {
            const Pending &p = m_pending[index];
            settle(index, {},
                   p.lastFailure.isEmpty() ? tr("no answer in time")
                                           : tr("no answer in time: %1").arg(p.lastFailure));
        }
    });
}

LaunchPathRun::~LaunchPathRun() = default; // a PeerAsk still asking closes its connection

void LaunchPathRun::start(const ClusterRecord &record)
{
    m_record = record;
    m_results.clear();
    m_pending.clear();
    m_done = false;
    const std::optional<ClusterMember> head = LaunchPaths::head(record);
    const QHash<QString, QList<topology::PlannedAddress>> reachable =
        RecordAddresses::reachableFrom(record, m_options.local.id);
    for (const ClusterMember &m : record.members) {
        if (head && m.id == head->id)
            continue; // the head's own launchers listen; nothing to reach
        m_results.append(MemberLaunchPaths{m, {}, {}});
        const int index = int(m_results.size() - 1);
        if (!head) {
            m_results[index].error = tr("the cluster record has no node 1");
            continue;
        }
        const Result<QList<bench::LaunchTarget>> targets = LaunchPaths::targets(record, m.id);
        if (!targets) {
            m_results[index].error = targets.errorMessage();
            continue;
        }
        if (targets->isEmpty()) {
            m_results[index].error =
                tr("not cabled to %1: its launchers reach the head only through another "
                   "Spark, which this check does not cover")
                    .arg(head->hostname);
            continue;
        }
        m_pending.insert(index, Pending{});
        if (m.id == m_options.local.id) {
            // This Spark is a member but not the head: it checks its own paths here.
            auto *check = new bench::LaunchPathCheck(this);
            check->setRouteDevice(&LaunchPaths::kernelRouteDevice);
            connect(check, &bench::LaunchPathCheck::finished, this,
                    [this, index, check](const QList<bench::LaunchPathResult> &results) {
                        check->deleteLater();
                        settle(index, results, {});
                    });
            check->start(*targets, m_options.waitMs);
            continue;
        }
        for (const topology::PlannedAddress &a : reachable.value(m.id))
            m_pending[index].addresses << a.hostText();
        QTimer::singleShot(0, this, [this, index] { connectNext(index); });
    }
    m_deadline.start(m_options.timeoutMs);
    QTimer::singleShot(0, this, &LaunchPathRun::finishIfDone);
}

void LaunchPathRun::connectNext(int index)
{
    auto it = m_pending.find(index);
    if (it == m_pending.end() || m_done)
        return;
    if (it->addresses.isEmpty())
        return settle(index, {},
                      it->lastFailure.isEmpty()
                          ? tr("no planned address of it on the links to this Spark")
                          : tr("not reached: %1").arg(it->lastFailure));
    const QString address = it->addresses.takeFirst();
    const ClusterMember member = m_results[index].member;
    peers::PeerAsk::Request request;
    request.local = m_options.local;
    request.peerId = member.id;
    request.port = m_options.port;
    request.attemptMs = m_options.attemptMs;
    request.kind = peers::RequestKind::LaunchPath;
    peers::PeerAsk *ask = peers::PeerAsk::at(request, address, this);
    it->ask = ask;
    connect(ask, &peers::PeerAsk::failed, this, [this, index, ask, address](const QString &why) {
        ask->deleteLater();
        auto p = m_pending.find(index);
        if (p == m_pending.end())
            return;
        p->ask = nullptr;
        p->lastFailure = QStringLiteral("%1: %2").arg(address, why);
        QTimer::singleShot(0, this, [this, index] { connectNext(index); });
    });
    connect(ask, &peers::PeerAsk::notPaired, this,
            [this, index] { settle(index, {}, tr("no longer paired with this Spark")); });
    connect(
        ask, &peers::PeerAsk::answered, this, [this, index, member](bool ok, const QString &text) {
            if (!ok)
                return settle(index, {}, tr("refused: %1").arg(peers::printableText(text, false)));
            const Result<QList<bench::LaunchTarget>> expected =
                LaunchPaths::targets(m_record, member.id);
            const Result<QList<bench::LaunchPathResult>> paths =
                expected ? LaunchPaths::resultsFromJson(text.toUtf8(), *expected)
                         : Result<QList<bench::LaunchPathResult>>(expected.error());
            if (!paths)
                return settle(index, {},
                              tr("an answer that cannot be read: %1").arg(paths.errorMessage()));
            settle(index, *paths, {});
        });
}

void LaunchPathRun::settle(int index, QList<bench::LaunchPathResult> paths, const QString &error)
{
    auto it = m_pending.find(index);
    if (it == m_pending.end())
        return;
    if (it->ask) {
        it->ask->abandon();
        it->ask->deleteLater();
    }
    m_pending.erase(it);
    m_results[index].paths = std::move(paths);
    m_results[index].error = error;
    finishIfDone();
}

void LaunchPathRun::finishIfDone()
{
    if (m_done || !m_pending.isEmpty())
        return;
    m_done = true;
    m_deadline.stop();
    Q_EMIT finished(m_results);
}

} // namespace sparkwire::cluster
