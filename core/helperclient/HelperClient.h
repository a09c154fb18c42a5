#pragma once

#include "ApplyBackend.h"
#include "common/Result.h"

#include <QDBusConnection>
#include <QDateTime>
#include <QList>
#include <QStringList>

#include <functional>

class QDBusServiceWatcher;

namespace sparkwire::helper {

// Talks to sparkwire-helper on the system bus. Every call is asynchronous: polkit may ask
// the person for a password, which takes as long as it takes.
//
// One API: every call reports through its callback, once, from the event loop, with a Result
// whose ErrorCode says what the helper refused: PermissionDenied (polkit said no, or the
// signature is not the seat's), NotFound (the seat is not in the delegation list), Timeout
// (nonce or signature stale: fetch a new nonce; or no answer in time), InvalidInput (size,
// timeout, policy or netplan refused the plan), Refused (another change is under way),
// Unavailable (no helper on this bus), Io (anything else); Error::detail holds the D-Bus
// error name. A change's later life (reverted, failed) comes through stateChanged() and
// reverted() whichever call started it. Calls from one HelperClient share one bus
// connection, so the helper sees the same owner for a Try and its Confirm.
class HelperClient : public ApplyBackend
{
    Q_OBJECT
public:
    struct DelegationEntry
    {
        QString id;
        QString name;
        QDateTime added; // UTC
    };
    template <typename T> using Then = std::function<void(Result<T>)>;

    explicit HelperClient(QObject *parent = nullptr);
    explicit HelperClient(const QDBusConnection &bus, QObject *parent = nullptr);

    // The policy's and netplan's objections to the plan (empty: valid); changes nothing.
    void validate(const QByteArray &yaml, Then<QStringList> done);
    void tryApply(const QByteArray &yaml, unsigned timeoutSeconds, Done done) override;
    void confirm(Done done) override;
    void cancel(Done done) override;

    // A fresh single-use nonce (32 bytes, valid 300 s) for the seat to sign over.
    void challenge(Then<QByteArray> done);
    // Allows the peer with this pairing certificate to try plans here without a password
    // (polkit's apply action: an administrator, once).
    void addDelegation(const QByteArray &certificatePem, const QString &name, Done done);
    // NotFound when that id was not delegated.
    void removeDelegation(const QString &id, Done done);
    void delegations(Then<QList<DelegationEntry>> done);
    // The 40-cx7.yaml in force (the pending one while a change is pending); empty when none.
    void current(Then<QByteArray> done);
    // The helper's state name (helper::kState*). A call starts the helper when none runs,
    // and a starting helper first reverts what a stopped one left pending.
    void state(Then<QString> done);
    // done(ok) once the plan is applied and pending (its countdown running).
    void tryDelegated(const QByteArray &yaml, unsigned timeoutSeconds, const QString &seatId,
                      const QByteArray &nonce, qint64 expiresAt, const QByteArray &signature,
                      Done done);
    void confirmDelegated(const QByteArray &signature, Done done);
    void migrateConflicts(std::function<void(Result<QStringList>)> done) override;
    // The helper's MoveAsideOtherTools / RestoreOtherTools: the paths moved, or why not.
    void moveAsideOtherTools(std::function<void(Result<QStringList>)> done) override;
    void restoreOtherTools(std::function<void(Result<QStringList>)> done);

Q_SIGNALS:
    // The state of this client's own change, with its details (why it reverted: timeout,
    // cancel, caller gone; what failed), from the helper's CallerStateChanged.
    void stateChanged(const QString &state, const QString &detail);
    // The helper's state, whoever's change it is (StateChanged: the name only).
    void helperStateChanged(const QString &state);
    // The helper's bus name lost its owner: the helper exited, or was killed. A change of
    // this client's that was pending is no longer held by anyone (the next helper to start
    // reverts it); state() says what is true now.
    void helperLeft();

private Q_SLOTS:
    void onStateChanged(const QString &state);
    void onCallerStateChanged(const QString &state, const QString &detail);

private:
    // Every method call goes out here; `done` gets the reply or the error, once, from the
    // event loop, also when there is no bus at all.
    void call(const char *method, const QList<QVariant> &arguments,
              std::function<void(Result<QDBusMessage>)> done);
    QDBusConnection m_bus;
    QDBusServiceWatcher *m_helperWatcher;
    // A cancel() is on its way: the revert it causes is Cancelled, any other one the
    // countdown's (Timeout).
    bool m_cancelling = false;
};

} // namespace sparkwire::helper
