#include "DelegationVerifier.h"

#include "delegation/PlanSignature.h"
#include "helperclient/HelperIds.h"
#include "netplan/NetplanPolicy.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRandomGenerator>

using namespace sparkwire;
using sparkwire::delegation::PlanSignature::confirmMessage;
using sparkwire::delegation::PlanSignature::tryMessage;

namespace {
// "2026-11-23T10:00:00Z": both clocks named in a message, so a person can compare them.
QString utc(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(Qt::ISODate);
}

QString shortId(const QString &id)
{
    return id.left(16);
}
} // namespace

DelegationVerifier::DelegationVerifier(const QString &rootDir)
    : m_list(rootDir)
{
    m_clock.start();
}

Result<QByteArray> DelegationVerifier::issueNonce(uint callerUid)
{
    dropExpiredNonces();
    if (!m_nonces.contains(callerUid) && m_nonces.size() >= helper::kMaxNonceUsers)
        return makeError(ErrorCode::Refused,
                         QCoreApplication::translate(
                             "DelegationVerifier",
                             "%1 other users hold nonces of this helper right now; try again "
                             "in %2 seconds")
                             .arg(helper::kMaxNonceUsers)
                             .arg(helper::kNonceLifetimeSeconds));
    QByteArray nonce(helper::kNonceBytes, Qt::Uninitialized);
    // The operating system's generator (getrandom): unpredictable to every caller.
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(nonce.data()),
                                         reinterpret_cast<quint32 *>(nonce.data() + nonce.size()));
    // Only this caller's own oldest goes: a flood from one user never reaches another's.
    QList<IssuedNonce> &own = m_nonces[callerUid];
    while (own.size() >= helper::kMaxOutstandingNoncesPerUser)
        own.removeFirst();
    own.append({nonce, m_clock.elapsed()});
    return nonce;
}

bool DelegationVerifier::hasOutstandingNonces()
{
    dropExpiredNonces();
    return !m_nonces.isEmpty();
}

void DelegationVerifier::dropExpiredNonces()
{
    const qint64 oldest = m_clock.elapsed() - qint64(helper::kNonceLifetimeSeconds) * 1000;
    for (auto it = m_nonces.begin(); it != m_nonces.end();) {
        QList<IssuedNonce> &own = it.value();
        while (!own.isEmpty() && own.first().issuedMs < oldest)
            own.removeFirst();
        it = own.isEmpty() ? m_nonces.erase(it) : std::next(it);
    }
}

bool DelegationVerifier::takeNonce(uint callerUid, const QByteArray &nonce)
{
    dropExpiredNonces();
    const auto own = m_nonces.find(callerUid);
    if (own == m_nonces.end())
        return false;
    for (int i = 0; i < own->size(); ++i)
        if (own->at(i).nonce == nonce) {
            own->removeAt(i);
            if (own->isEmpty())
                m_nonces.erase(own);
            return true;
        }
    return false;
}

Result<delegation::Delegation> DelegationVerifier::findSeat(const QString &seatId) const
{
    Result<delegation::Delegation> seat = m_list.find(seatId);
    if (seat)
        return seat;
    if (seat.error().code == ErrorCode::NotFound)
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate(
                             "DelegationVerifier",
                             "the Spark with id %1 is not allowed to apply plans here: pair it "
                             "again and allow it to apply plans, or apply on this Spark in "
                             "person")
                             .arg(shortId(seatId)));
    // A damaged or unsafe list grants nothing; its message says how to repair it.
    return makeError(ErrorCode::Unavailable, seat.error().message, seat.error().detail);
}

Result<DelegationVerifier::DelegatedChange>
DelegationVerifier::checkTry(uint callerUid, const QByteArray &yaml, unsigned timeoutSeconds,
                             const QString &seatId, const QByteArray &nonce, qint64 expiresAt,
                             const QByteArray &signature)
{
    if (!takeNonce(callerUid, nonce))
        return makeError(ErrorCode::Timeout,
                         QCoreApplication::translate(
                             "DelegationVerifier",
                             "this plan's nonce was not issued to you by this Spark's helper, "
                             "was used already, or is older than %1 seconds: start the apply "
                             "again (every try needs a fresh nonce)")
                             .arg(helper::kNonceLifetimeSeconds));
    if (yaml.size() > netplan::NetplanPolicy::kMaxBytes)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("DelegationVerifier", "more than %1 bytes")
                             .arg(netplan::NetplanPolicy::kMaxBytes));
    if (timeoutSeconds > helper::kMaxTimeoutSeconds)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("DelegationVerifier",
                                                     "the timeout must be at most %1 seconds")
                             .arg(helper::kMaxTimeoutSeconds));
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    if (expiresAt <= now)
        return makeError(ErrorCode::Timeout,
                         QCoreApplication::translate(
                             "DelegationVerifier",
                             "the signed plan expired at %1 (this Spark's clock says %2): start "
                             "the apply again, and check both Sparks' clocks")
                             .arg(utc(expiresAt), utc(now)));
    if (expiresAt > now + helper::kMaxSignatureLifetimeSeconds)
        return makeError(ErrorCode::Timeout,
                         QCoreApplication::translate(
                             "DelegationVerifier",
                             "the signed plan is valid until %1, more than %2 seconds ahead of "
                             "this Spark's clock (%3): check both Sparks' clocks")
                             .arg(utc(expiresAt))
                             .arg(helper::kMaxSignatureLifetimeSeconds)
                             .arg(utc(now)));
    Result<delegation::Delegation> seat = findSeat(seatId);
    if (!seat)
        return seat.error();
    const Status verified = delegation::PlanSignature::verify(
        seat->publicKeyDer, tryMessage(yaml, timeoutSeconds, nonce, expiresAt), signature);
    if (!verified)
        return makeError(verified.error().code == ErrorCode::PermissionDenied
                             ? ErrorCode::PermissionDenied
                             : ErrorCode::Unavailable,
                         QCoreApplication::translate(
                             "DelegationVerifier",
                             "the plan is not signed by %1's paired key (it was changed on the "
                             "way, or another key signed it): start the apply again on %1")
                             .arg(seat->name),
                         verified.error().message);
    return DelegatedChange{seat->id, seat->name, nonce, yaml};
}

Status DelegationVerifier::checkConfirm(const DelegatedChange &change,
                                        const QByteArray &signature) const
{
    // Looked up again: a delegation removed since the try no longer confirms anything.
    Result<delegation::Delegation> seat = findSeat(change.seatId);
    if (!seat)
        return seat.error();
    if (!delegation::PlanSignature::verify(seat->publicKeyDer,
                                           confirmMessage(change.nonce, change.yaml), signature))
        return makeError(ErrorCode::PermissionDenied,
                         QCoreApplication::translate(
                             "DelegationVerifier",
                             "the confirmation is not signed by %1's paired key for this plan: "
                             "the change stays pending and reverts on its own")
                             .arg(seat->name));
    return {};
}

QString DelegationVerifier::errorName(const Error &error)
{
    switch (error.code) {
    case ErrorCode::InvalidInput:
        return QLatin1String(helper::kErrorInvalid);
    case ErrorCode::NotFound:
        return QLatin1String(helper::kErrorNotDelegated);
    case ErrorCode::PermissionDenied:
        return QLatin1String(helper::kErrorBadSignature);
    case ErrorCode::Timeout:
        return QLatin1String(helper::kErrorStale);
    default:
        return QLatin1String(helper::kErrorFailed);
    }
}
