// HelperService's methods for delegated plans (docs/security.md): the nonce (Challenge), the
// list of seats allowed to apply here (AddDelegation, RemoveDelegation, Delegations), and a
// seat's signed Try and Confirm (TryDelegated, ConfirmDelegated), which then go down Try's
// own path in HelperService.cpp.
#include "HelperService.h"

#include "PolkitAuthority.h"
#include "helperclient/HelperIds.h"

#include <QDBusMessage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace sparkwire;

QByteArray HelperService::Challenge()
{
    authorizedThen(
        helper::kPolkitValidateAction,
        [this](const QDBusMessage &call) {
            // The nonce is the caller's uid's: kept out of every other user's budget, and
            // usable only by a TryDelegated from that uid.
            callerUidThen(call, [this, call](uint uid) {
                const Result<QByteArray> nonce = m_delegations.issueNonce(uid);
                if (!nonce) {
                    m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorBusy),
                                                     nonce.error().message));
                    return;
                }
                m_bus.send(call.createReply(QVariant(*nonce)));
                touchIdle(); // the idle timer now also waits for the nonce
            });
        },
        tr("this Spark's polkit rules refuse you a nonce for a delegated plan (an administrator "
           "may allow %1)")
            .arg(QLatin1String(helper::kPolkitValidateAction)));
    return {};
}

void HelperService::callerUidThen(const QDBusMessage &call, std::function<void(uint)> work)
{
    ++m_busy;
    m_polkit->callerUid(call.service(), [this, call, work](std::optional<uint> uid) {
        --m_busy;
        touchIdle();
        if (!uid) {
            m_bus.send(call.createErrorReply(
                QLatin1String(helper::kErrorFailed),
                tr("the bus daemon did not say which user is calling; try again")));
            return;
        }
        work(*uid);
    });
}

void HelperService::AddDelegation(const QByteArray &certificatePem, const QString &name)
{
    authorizedThen(
        helper::kPolkitAction,
        [this, certificatePem, name](const QDBusMessage &call) {
            const Result<delegation::Delegation> entry =
                delegation::DelegationList::fromCertificate(certificatePem, name,
                                                            QDateTime::currentDateTimeUtc());
            if (!entry) {
                m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorInvalid),
                                                 entry.error().message));
                return;
            }
            const Status added = m_delegations.list().add(*entry);
            if (!added) {
                m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                                 added.error().message));
                return;
            }
            // For the journal: who may change this host's network from now on.
            journal(tr("%1 (id %2) may now apply network plans here").arg(entry->name, entry->id));
            m_bus.send(call.createReply());
        },
        tr("allowing a peer to apply network plans on this Spark needs an administrator"));
}

void HelperService::RemoveDelegation(const QString &id)
{
    // The validate action: taking trust away must never wait for a password.
    authorizedThen(
        helper::kPolkitValidateAction,
        [this, id](const QDBusMessage &call) {
            const Status removed = m_delegations.list().remove(id);
            if (!removed) {
                m_bus.send(call.createErrorReply(DelegationVerifier::errorName(removed.error()),
                                                 removed.error().message));
                return;
            }
            journal(tr("id %1 may no longer apply network plans here").arg(id));
            m_bus.send(call.createReply());
        },
        tr("this Spark's polkit rules refuse you removing a delegation (an "
           "administrator may allow %1, or remove it as root)")
            .arg(QLatin1String(helper::kPolkitValidateAction)));
}

QString HelperService::Delegations()
{
    authorizedThen(
        helper::kPolkitValidateAction,
        [this](const QDBusMessage &call) {
            const Result<QList<delegation::Delegation>> delegations = m_delegations.list().load();
            if (!delegations) {
                m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                                 delegations.error().message));
                return;
            }
            QJsonArray array;
            for (const delegation::Delegation &d : *delegations)
                array.append(QJsonObject{{QStringLiteral("id"), d.id},
                                         {QStringLiteral("name"), d.name},
                                         {QStringLiteral("added"), d.added.toString(Qt::ISODate)}});
            m_bus.send(call.createReply(
                QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact))));
        },
        tr("this Spark's polkit rules refuse you the list of delegations (an "
           "administrator may allow %1)")
            .arg(QLatin1String(helper::kPolkitValidateAction)));
    return {};
}

void HelperService::TryDelegated(const QByteArray &yaml, uint timeoutSeconds, const QString &seatId,
                                 const QByteArray &nonce, qint64 expiresAt,
                                 const QByteArray &signature)
{
    // No polkit: the seat's signature is the authority. The nonce, which must have been issued
    // to this caller's uid, is used up first.
    setDelayedReply(true);
    callerUidThen(message(), [this, call = message(), yaml, timeoutSeconds, seatId, nonce,
                              expiresAt, signature](uint uid) {
        Result<DelegationVerifier::DelegatedChange> checked =
            m_delegations.checkTry(uid, yaml, timeoutSeconds, seatId, nonce, expiresAt, signature);
        if (!checked) {
            journal(tr("refused a delegated plan: %1").arg(checked.error().message));
            m_bus.send(call.createErrorReply(DelegationVerifier::errorName(checked.error()),
                                             checked.error().message));
            return;
        }
        journal(tr("trying a plan signed by %1 (id %2)").arg(checked->seatName, checked->seatId));
        startChange(call, yaml,
                    timeoutSeconds == 0 ? helper::kDefaultTimeoutSeconds : timeoutSeconds,
                    std::move(*checked));
    });
}

void HelperService::ConfirmDelegated(const QByteArray &signature)
{
    setDelayedReply(true);
    const QDBusMessage call = message();
    if (refuseWhileChanging(call))
        return;
    if (!m_delegated || !isPendingOwner(call)) {
        m_bus.send(
            call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                  tr("no delegated change of yours is waiting for confirmation")));
        return;
    }
    const Status signedBySeat = m_delegations.checkConfirm(*m_delegated, signature);
    if (!signedBySeat) {
        m_bus.send(call.createErrorReply(DelegationVerifier::errorName(signedBySeat.error()),
                                         signedBySeat.error().message));
        return;
    }
    confirmPending(call);
}
