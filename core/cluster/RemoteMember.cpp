#include "RemoteMember.h"

#include "VerifyJson.h"

#include "peers/PeerMessage.h"

namespace sparkwire::cluster {

namespace {
constexpr int kRetryPauseMs = 300; // between rounds over every address
}

RemoteMember::RemoteMember(Options options, QObject *parent)
    : MemberLink(parent)
    , m_options(std::move(options))
{
    m_stepTimer.setSingleShot(true);
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &RemoteMember::connectNext);
    connect(&m_stepTimer, &QTimer::timeout, this, [this] {
        if (!m_requestSent)
            return fail(ErrorCode::Unavailable, unreachable());
        fail(ErrorCode::Timeout, tr("%1 did not answer %2 within %3 s")
                                     .arg(m_options.name, stepName(m_step))
                                     .arg(m_stepTimer.interval() / 1000));
    });
}

RemoteMember::~RemoteMember() = default;

peers::RequestKind RemoteMember::requestKind(Step step)
{
    switch (step) {
    case Step::State:
        return peers::RequestKind::State;
    case Step::Try:
        return peers::RequestKind::Try;
    case Step::Verify:
        return peers::RequestKind::Verify;
    case Step::Confirm:
        return peers::RequestKind::Confirm;
    case Step::Cancel:
        break;
    }
    return peers::RequestKind::Cancel;
}

QString RemoteMember::stepName(Step step)
{
    return peers::requestKindName(requestKind(step));
}

void RemoteMember::readState()
{
    run(Step::State, {}, m_options.stepTimeoutMs);
}

void RemoteMember::tryPlan(const MemberTry &request)
{
    const QString json = QString::fromUtf8(request.toJson());
    if (json.size() > peers::PeerMessage::kMaxTryChars) {
        dropConnection();
        m_step = Step::Try;
        const QString why = tr("the plan for %1 is larger than %2 bytes")
                                .arg(m_options.name)
                                .arg(peers::PeerMessage::kMaxTryChars);
        QTimer::singleShot(0, this, [this, why] {
            Q_EMIT failed(Step::Try, makeError(ErrorCode::InvalidInput, why));
        });
        return;
    }
    // Unsigned, the member's person decides: that takes as long as it takes.
    run(Step::Try, json,
        request.signature.isEmpty() ? m_options.personTimeoutMs + m_trySeconds * 1000
                                    : tryWaitMs());
}

void RemoteMember::verify(const QList<bench::TwinCheckTarget> &checks)
{
    // It answers once its apply has ended: the same budget as its try. While that apply runs
    // its addresses go down and come up (networkd reconfigures the twins; under emulation a
    // minute), and so may the seat's own after its try: it is sought for the whole wait, not
    // only reconnectMs.
    run(Step::Verify, QString::fromUtf8(VerifyJson::targetsToJson(checks)), tryWaitMs(),
        tryWaitMs());
}

void RemoteMember::confirm(const QByteArray &signature)
{
    run(Step::Confirm, QString::fromLatin1(signature.toBase64()), m_options.stepTimeoutMs);
}

void RemoteMember::cancel()
{
    run(Step::Cancel, {}, m_options.stepTimeoutMs);
}

int RemoteMember::tryWaitMs() const
{
    return m_options.stepTimeoutMs + m_trySeconds * 1000;
}

void RemoteMember::setAddressesAfterTry(const QStringList &addresses)
{
    m_afterTry = addresses;
}

QStringList RemoteMember::addresses() const
{
    QStringList all = m_afterTry;
    if (m_options.beaconAddresses)
        for (const QString &a : m_options.beaconAddresses())
            if (!all.contains(a))
                all << a;
    return all;
}

QString RemoteMember::unreachable() const
{
    const QStringList all = addresses();
    if (all.isEmpty() && !m_lastFailure.isEmpty())
        return tr("%1 cannot be reached: no beacon from it was heard here, and through the "
                  "other members: %2")
            .arg(m_options.name, m_lastFailure);
    if (all.isEmpty())
        return tr("%1 cannot be reached: no beacon from it was heard").arg(m_options.name);
    return tr("%1 cannot be reached at %2: %3")
        .arg(m_options.name, all.join(QStringLiteral(", ")),
             m_lastFailure.isEmpty() ? tr("no answer") : m_lastFailure);
}

QList<peers::RelayVia> RemoteMember::relays() const
{
    return m_options.relays ? m_options.relays() : QList<peers::RelayVia>();
}

void RemoteMember::run(Step step, const QString &text, int timeoutMs, int reconnectMs)
{
    dropConnection(); // a step still running is abandoned
    m_step = step;
    m_text = text;
    m_running = true;
    m_requestSent = false;
    m_tried.clear();
    m_lastFailure.clear();
    m_reconnectUntil = QDeadlineTimer(reconnectMs > 0 ? reconnectMs : m_options.reconnectMs);
    m_retryTimer.stop();
    m_stepTimer.start(timeoutMs);
    // On the event loop: every answer comes after the call returned.
    m_retryTimer.start(0);
}

void RemoteMember::connectNext()
{
    if (!m_running)
        return;
    const QStringList all = addresses();
    QString next;
    for (const QString &a : all)
        if (!m_tried.contains(a)) {
            next = a;
            break;
        }
    // Its own addresses first; then through a neighbour that hears it; then further along.
    if (next.isEmpty())
        for (const peers::RelayVia &r : relays()) {
            const QString key = QStringLiteral("via %1 at %2").arg(r.name, r.address);
            if (m_tried.contains(key))
                continue;
            m_tried << key;
            return connectVia(r);
        }
    if (next.isEmpty() && m_options.tunnels)
        for (const peers::TunnelRoute &route : m_options.tunnels()) {
            const QString key =
                QStringLiteral("through %1 at %2").arg(route.describe(), route.firstAddress);
            if (m_tried.contains(key))
                continue;
            m_tried << key;
            return connectThrough(route);
        }
    if (next.isEmpty()) {
        if (m_reconnectUntil.hasExpired())
            return fail(ErrorCode::Unavailable, unreachable());
        m_tried.clear(); // another round once the addresses may have come up
        m_retryTimer.start(kRetryPauseMs);
        return;
    }
    m_tried << next;
    attach(next, m_options.port);
}

void RemoteMember::connectVia(const peers::RelayVia &via)
{
    peers::RelayRequest *relay = peers::RelayRequest::ask(
        m_options.local, via, m_options.id, m_options.port, m_options.attemptMs, this);
    m_relay = relay;
    connect(relay, &peers::RelayRequest::failed, this, &RemoteMember::onAttemptFailed);
    connect(relay, &peers::RelayRequest::opened, this, [this, address = via.address](quint16 port) {
        dropConnection();
        attach(address, port);
    });
}

void RemoteMember::connectThrough(const peers::TunnelRoute &route)
{
    peers::TunnelChain *chain =
        peers::TunnelChain::open(m_options.local, route, m_options.id, m_options.id, m_options.port,
                                 m_options.attemptMs, this);
    m_tunnel = chain;
    connect(chain, &peers::TunnelChain::failed, this, &RemoteMember::onAttemptFailed);
    connect(chain, &peers::TunnelChain::opened, this, [this](peers::PeerConnection *c) {
        m_tunnel = nullptr;
        dropConnection();
        attach(c);
    });
}

void RemoteMember::attach(const QString &address, quint16 port)
{
    attach(peers::PeerConnection::connectToKey(address, port, m_options.local, m_options.id, this,
                                               m_options.attemptMs));
}

void RemoteMember::attach(peers::PeerConnection *c)
{
    m_connection = c;
    connect(c, &peers::PeerConnection::failed, this, [this](const Error &error) {
        if (m_requestSent)
            return fail(ErrorCode::Unavailable,
                        tr("%1 went away during %2: %3")
                            .arg(m_options.name, stepName(m_step), error.message));
        onAttemptFailed(error.message);
    });
    connect(c, &peers::PeerConnection::ready, this, [this, c] {
        if (!c->peerIsPaired())
            return fail(ErrorCode::Refused,
                        tr("%1 is no longer paired with this Spark").arg(m_options.name));
        m_requestSent = true;
        c->request(requestKind(m_step), m_text);
    });
    connect(c, &peers::PeerConnection::response, this, &RemoteMember::onResponse);
}

void RemoteMember::onAttemptFailed(const QString &why)
{
    dropConnection();
    m_lastFailure = why;
    m_retryTimer.start(0); // the next address, or the next round
}

void RemoteMember::onResponse(bool ok, const QString &text)
{
    dropConnection();
    m_stepTimer.stop();
    m_running = false;
    const QString &name = m_options.name;
    if (!ok) {
        const QString message = [&] {
            switch (m_step) {
            case Step::State:
                return tr("%1 did not give its state: %2").arg(name, text);
            case Step::Try:
                return tr("%1 refused the plan: %2").arg(name, text);
            case Step::Verify:
                return tr("%1 could not verify: %2").arg(name, text);
            case Step::Confirm:
                return tr("%1 did not keep the plan: %2").arg(name, text);
            case Step::Cancel:
                break;
            }
            return tr("%1 did not revert: %2").arg(name, text);
        }();
        return Q_EMIT failed(m_step, makeError(ErrorCode::Refused, message));
    }
    switch (m_step) {
    case Step::State: {
        Result<MemberState> state = MemberState::fromJson(text.toUtf8());
        if (!state)
            return Q_EMIT failed(
                m_step, makeError(ErrorCode::Protocol, tr("%1 answered with a state that cannot be "
                                                          "read: %2")
                                                           .arg(name, state.errorMessage())));
        if (state->id != m_options.id)
            return Q_EMIT failed(
                m_step, makeError(ErrorCode::Protocol,
                                  tr("%1 answered with the state of another Spark").arg(name)));
        m_trySeconds = state->trySeconds;
        return Q_EMIT stateRead(*state);
    }
    case Step::Try:
        return Q_EMIT tried();
    case Step::Verify: {
        const Result<QList<bench::CheckResult>> results =
            VerifyJson::resultsFromJson(text.toUtf8());
        if (!results)
            return Q_EMIT failed(
                m_step, makeError(ErrorCode::Protocol, tr("%1 answered with checks that cannot be "
                                                          "read: %2")
                                                           .arg(name, results.errorMessage())));
        return Q_EMIT verified(*results);
    }
    case Step::Confirm:
        return Q_EMIT confirmed();
    case Step::Cancel:
        return Q_EMIT cancelled(makeError(ErrorCode::Cancelled, text));
    }
}

void RemoteMember::fail(ErrorCode code, const QString &message)
{
    if (!m_running)
        return;
    m_running = false;
    m_stepTimer.stop();
    m_retryTimer.stop();
    dropConnection();
    Q_EMIT failed(m_step, makeError(code, message));
}

void RemoteMember::dropConnection()
{
    if (m_relay) {
        m_relay->abandon();
        m_relay->deleteLater();
    }
    if (m_tunnel)
        m_tunnel->abandon(); // deletes itself
    if (!m_connection)
        return;
    peers::PeerConnection *c = m_connection;
    m_connection = nullptr;
    c->disconnect(this);
    c->closeAfterWriting(); // deletes itself once closed
}

} // namespace sparkwire::cluster
