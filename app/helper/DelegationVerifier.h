#pragma once

#include "common/Result.h"
#include "delegation/DelegationList.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QString>

// The helper's side of delegation (docs/security.md, "Delegation"): the nonces it issues
// (single use, kNonceLifetimeSeconds; kept in memory only, so a restarted helper honours
// none) and the checks of a delegated try or confirm against its root-owned delegation list.
// Each nonce belongs to the unix uid it was issued to and serves only that uid's try; each
// uid has its own budget (kMaxOutstandingNoncesPerUser, its own oldest dropped first), so
// one local user's flood of Challenge calls cannot push out the member agent's nonce.
// Failures carry an ErrorCode that errorName() turns into the helper's D-Bus error.
class DelegationVerifier
{
public:
    // A pending change a delegated seat asked for: what its confirm signature must cover.
    struct DelegatedChange
    {
        QString seatId;
        QString seatName;
        QByteArray nonce;
        QByteArray yaml; // the bytes the seat signed (not the policy's re-emission)
    };

    explicit DelegationVerifier(const QString &rootDir);

    const sparkwire::delegation::DelegationList &list() const { return m_list; }

    // A fresh nonce for `callerUid`; Refused when kMaxNonceUsers other uids hold nonces.
    sparkwire::Result<QByteArray> issueNonce(uint callerUid);
    // Whether an issued nonce is still usable (the helper stays up while one is).
    bool hasOutstandingNonces();

    // Uses up the nonce before anything else, so a refused call cannot be retried with it;
    // only a nonce issued to `callerUid` counts (another uid's is refused and left to its
    // owner). Then: size and timeout within the helper's limits, expiresAt in (now, now + 600 s],
    // the seat in the list, the signature its key's over PlanSignature::tryMessage.
    sparkwire::Result<DelegatedChange> checkTry(uint callerUid, const QByteArray &yaml,
                                                unsigned timeoutSeconds, const QString &seatId,
                                                const QByteArray &nonce, qint64 expiresAt,
                                                const QByteArray &signature);
    // The seat is still in the list and signed PlanSignature::confirmMessage for this change.
    sparkwire::Status checkConfirm(const DelegatedChange &change,
                                   const QByteArray &signature) const;

    // The D-Bus error name (helperclient/HelperIds.h) for a failure of the checks above.
    static QString errorName(const sparkwire::Error &error);

private:
    struct IssuedNonce
    {
        QByteArray nonce;
        qint64 issuedMs = 0; // on m_clock: wall-clock jumps do not stretch a nonce's life
    };
    bool takeNonce(uint callerUid, const QByteArray &nonce);
    void dropExpiredNonces();
    sparkwire::Result<sparkwire::delegation::Delegation> findSeat(const QString &seatId) const;

    sparkwire::delegation::DelegationList m_list;
    QHash<uint, QList<IssuedNonce>> m_nonces; // by caller uid, each list oldest first
    QElapsedTimer m_clock;
};
