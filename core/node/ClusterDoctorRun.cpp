#include "ClusterDoctorRun.h"

#include "ClusterSeat.h"
#include "NodeContext.h"

#include "cluster/LaunchPathRun.h"
#include "discovery/DiscoveryAgent.h"
#include "doctor/FirewallReader.h"
#include "doctor/LaunchPathDoctor.h"

#include <QCoreApplication>
#include <QDateTime>

namespace sparkwire::node {

namespace {
constexpr int kRetryPauseMs = 300;
constexpr int kAttemptMs = 3000;
} // namespace

ClusterDoctorRun::ClusterDoctorRun(const NodeContext &context, QObject *parent)
    : QObject(parent)
    , m_context(context)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
            doctor::MemberAnswer &a = m_answers[it->index];
            const QString why = it->lastFailure.isEmpty()
                                    ? QCoreApplication::translate("ClusterDoctorRun", "no answer")
                                    : it->lastFailure;
            a.error =
                it->triedEver.isEmpty()
                    ? QCoreApplication::translate("ClusterDoctorRun", "no beacon from it was heard")
                    : QCoreApplication::translate("ClusterDoctorRun", "no answer in time at %1: %2")
                          .arg(it->triedEver.join(QStringLiteral(", ")), why);
        }
        for (auto it = m_consentReads.begin(); it != m_consentReads.end(); ++it)
            m_answers[it.key()].consentError =
                QCoreApplication::translate("ClusterDoctorRun", "its state: no answer in time");
        dropWhatIsUnderWay();
        finishIfDone();
    });
}

ClusterDoctorRun::~ClusterDoctorRun() = default;

void ClusterDoctorRun::dropWhatIsUnderWay()
{
    for (const Pending &p : std::as_const(m_pending))
        if (p.ask) {
            p.ask->abandon();
            p.ask->deleteLater();
        }
    m_pending.clear();
    for (const QPointer<cluster::MemberLink> &link : std::as_const(m_consentReads))
        if (link) {
            link->disconnect(this);
            link->deleteLater();
        }
    m_consentReads.clear();
}

void ClusterDoctorRun::start(const cluster::ClusterRecord &record, int timeoutMs)
{
    // A second start() begins afresh: what the first still has under way answers nobody, and
    // its timers, firewall read and launch-path run see another run number and do nothing.
    ++m_run;
    dropWhatIsUnderWay();
    if (m_paths) {
        m_paths->disconnect(this);
        m_paths->deleteLater();
    }
    m_record = record;
    m_answers.clear();
    m_done = false;
    m_starting = true;
    m_clock.start();
    const QString self = m_context.identity().id();
    for (const cluster::ClusterMember &m : record.members) {
        doctor::MemberAnswer a;
        a.member = m;
        a.sentMs = QDateTime::currentMSecsSinceEpoch();
        if (m.id == self) {
            a.consent = doctor::MemberAnswer::Consent::Self;
            // This Spark answers itself once its firewall ruleset is read afresh, in the
            // background (never waiting on nft here).
            m_answers << a;
            const int index = int(m_answers.size() - 1);
            m_pending.insert(index, Pending{index, {}, {}, {}, {}});
            doctor::FirewallReader *firewall = m_context.firewall();
            connect(
                firewall, &doctor::FirewallReader::read, this,
                [this, index, run = m_run] {
                    if (run != m_run)
                        return;
                    const Result<doctor::DoctorAnswer> own =
                        doctor::DoctorAnswer::fromJson(m_context.doctorAnswer());
                    m_answers[index].receivedMs = QDateTime::currentMSecsSinceEpoch();
                    settle(index, own ? std::optional(*own) : std::nullopt, own.errorMessage());
                },
                Qt::SingleShotConnection);
            firewall->refresh();
            continue;
        }
        m_answers << a;
        const int index = int(m_answers.size() - 1);
        readConsent(index);
        m_pending.insert(index, Pending{index, {}, {}, {}, {}});
        retryLater(index, 0);
    }
    m_starting = false;
    m_deadline.start(timeoutMs);
    QTimer::singleShot(0, this, &ClusterDoctorRun::finishIfDone); // from the event loop
}

void ClusterDoctorRun::setStatesRead(const QList<cluster::MemberState> &states)
{
    m_statesRead = states;
    for (const cluster::MemberState &state : states)
        m_routes.learn(state.id, state.links);
}

void ClusterDoctorRun::retryLater(int index, int ms)
{
    QTimer::singleShot(ms, this, [this, index, run = m_run] {
        if (run == m_run)
            connectNext(index);
    });
}

void ClusterDoctorRun::connectNext(int index)
{
    auto it = m_pending.find(index);
    if (it == m_pending.end() || m_done)
        return;
    peers::PeerAsk::Request request;
    request.local = m_context.localNode();
    request.peerId = m_answers[index].member.id;
    request.port = m_port;
    request.attemptMs = kAttemptMs;
    request.kind = peers::RequestKind::Doctor;
    // Its own addresses first; then through a paired neighbour that hears it (a ring of four
    // or more: the member is not cabled here).
    peers::PeerAsk *ask = nullptr;
    bool throughNeighbour = false;
    for (const QString &a : ClusterSeat::beaconAddressesOf(m_context, request.peerId))
        if (!it->tried.contains(a)) {
            it->tried << a;
            if (!it->triedEver.contains(a))
                it->triedEver << a;
            ask = peers::PeerAsk::at(request, a, this);
            break;
        }
    if (!ask)
        for (const peers::RelayVia &via : ClusterSeat::relaysTo(m_context, request.peerId)) {
            const QString key = QStringLiteral("via ") + via.id;
            if (it->tried.contains(key))
                continue;
            it->tried << key;
            const QString where =
                QCoreApplication::translate("ClusterDoctorRun", "through %1").arg(via.name);
            if (!it->triedEver.contains(where))
                it->triedEver << where;
            ask = peers::PeerAsk::through(request, via, this);
            throughNeighbour = true;
            break;
        }
    if (!ask) // further away still: along tunnels through the members that hear it
        for (const peers::TunnelRoute &route :
             ClusterSeat::tunnelsTo(m_context, request.peerId, m_routes)) {
            const QString key = QStringLiteral("along ") + route.describe();
            if (it->tried.contains(key))
                continue;
            it->tried << key;
            const QString where =
                QCoreApplication::translate("ClusterDoctorRun", "through %1").arg(route.describe());
            if (!it->triedEver.contains(where))
                it->triedEver << where;
            ask = peers::PeerAsk::along(request, route, this);
            throughNeighbour = true;
            break;
        }
    if (!ask) { // every way tried (or none heard yet): another round soon
        it->tried.clear();
        retryLater(index, kRetryPauseMs);
        return;
    }
    it->ask = ask;
    connect(ask, &peers::PeerAsk::requestSent, this,
            [this, index] { m_answers[index].sentMs = QDateTime::currentMSecsSinceEpoch(); });
    connect(ask, &peers::PeerAsk::failed, this, [this, index, ask](const QString &why) {
        ask->deleteLater();
        auto p = m_pending.find(index);
        if (p == m_pending.end())
            return;
        p->lastFailure = why;
        p->ask = nullptr;
        retryLater(index, 0);
    });
    connect(ask, &peers::PeerAsk::notPaired, this, [this, index] {
        settle(index, std::nullopt,
               QCoreApplication::translate("ClusterDoctorRun", "no longer paired with this Spark"));
    });
    connect(ask, &peers::PeerAsk::answered, this,
            [this, index, throughNeighbour](bool ok, const QString &text) {
                m_answers[index].receivedMs = QDateTime::currentMSecsSinceEpoch();
                m_answers[index].throughNeighbour = throughNeighbour;
                if (!ok)
                    return settle(index, std::nullopt, text);
                const Result<doctor::DoctorAnswer> answer =
                    doctor::DoctorAnswer::fromJson(text.toUtf8());
                if (!answer)
                    return settle(index, std::nullopt,
                                  QCoreApplication::translate("ClusterDoctorRun",
                                                              "an answer that cannot be read: %1")
                                      .arg(answer.errorMessage()));
                settle(index, *answer, {});
            });
}

void ClusterDoctorRun::settle(int index, std::optional<doctor::DoctorAnswer> answer,
                              const QString &error)
{
    auto it = m_pending.find(index);
    if (it == m_pending.end())
        return;
    if (it->ask) {
        it->ask->abandon();
        it->ask->deleteLater();
    }
    m_pending.erase(it);
    m_answers[index].answer = std::move(answer);
    m_answers[index].error = error;
    finishIfDone();
}

doctor::MemberAnswer::Consent ClusterDoctorRun::consentOf(const cluster::MemberState &state)
{
    return state.consent == QLatin1String("delegated") ? doctor::MemberAnswer::Consent::Delegated
                                                       : doctor::MemberAnswer::Consent::Ask;
}

void ClusterDoctorRun::readConsent(int index)
{
    const cluster::ClusterMember &m = m_answers[index].member;
    for (const cluster::MemberState &state : std::as_const(m_statesRead))
        if (state.id == m.id) {
            m_answers[index].consent = consentOf(state);
            return;
        }
    cluster::MemberLink *link =
        ClusterSeat::remoteLink(m_context, m.id, m.hostname, m_port, this, &m_routes);
    m_consentReads.insert(index, link);
    connect(link, &cluster::MemberLink::stateRead, this,
            [this, index, id = m.id](const cluster::MemberState &state) {
                m_routes.learn(id, state.links);
                settleConsent(index, consentOf(state), {});
            });
    connect(link, &cluster::MemberLink::failed, this,
            [this, index](cluster::MemberLink::Step, const Error &error) {
                settleConsent(index, doctor::MemberAnswer::Consent::Unknown,
                              QCoreApplication::translate("ClusterDoctorRun", "its state: %1")
                                  .arg(error.message));
            });
    // From the event loop: start() must have every member in place first.
    QTimer::singleShot(0, link, &cluster::MemberLink::readState);
}

void ClusterDoctorRun::settleConsent(int index, doctor::MemberAnswer::Consent consent,
                                     const QString &error)
{
    const QPointer<cluster::MemberLink> link = m_consentReads.take(index);
    if (!link)
        return;
    link->disconnect(this);
    link->deleteLater();
    m_answers[index].consent = consent;
    m_answers[index].consentError = error;
    finishIfDone();
}

void ClusterDoctorRun::finishIfDone()
{
    if (m_done || m_starting || !m_pending.isEmpty() || !m_consentReads.isEmpty())
        return;
    m_done = true;
    m_deadline.stop();
    QList<doctor::MemberCheck> checks = doctor::ClusterDoctor::combine(m_record, m_answers);
    if (!m_launchPaths)
        return Q_EMIT finished(checks);
    // Then the path launchers use (issue 30, item 5): members answer it only to their kept
    // record's seat, so another member says where it is checked.
    if (m_record.seatId != m_context.identity().id()) {
        doctor::DoctorCheck skip;
        skip.id = QLatin1String(doctor::LaunchPathDoctor::kId);
        skip.status = doctor::DoctorCheck::Status::Skip;
        const cluster::ClusterMember *seat = m_record.member(m_record.seatId);
        skip.evidence =
            QCoreApplication::translate("ClusterDoctorRun",
                                        "the members answer it only to the cluster's seat, %1")
                .arg(seat ? seat->hostname : m_record.seatId.left(12));
        checks << doctor::MemberCheck{m_context.localNode().hostname, skip};
        Q_EMIT finished(checks);
        return;
    }
    cluster::LaunchPathRun::Options options;
    options.local = m_context.localNode();
    options.port = m_port;
    auto *paths = new cluster::LaunchPathRun(options, this);
    m_paths = paths;
    connect(paths, &cluster::LaunchPathRun::finished, this,
            [this, paths, checks](const QList<cluster::MemberLaunchPaths> &members) {
                paths->deleteLater();
                Q_EMIT finished(checks + doctor::LaunchPathDoctor::checks(m_record, members));
            });
    paths->start(m_record);
}

} // namespace sparkwire::node
