#pragma once

#include "DelegationVerifier.h"
#include "netplan/NetplanPolicy.h"
#include "netplan/NetplanTransaction.h"
#include "netplan/ValidationMemo.h"

#include <QDBusConnection>
#include <QDBusContext>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <optional>

class PolkitAuthority;
class QDBusServiceWatcher;

// org.sparkwire.Helper1: fixed-purpose methods, no paths, every byte hostile. Each call is
// authorised by polkit for the calling bus name (Validate by its own action, allowed by
// default; the others by the apply action), the YAML is checked by the shared policy
// (against this host's CX-7 netdevs, addresses, routes and the destinations it reaches now,
// all read by the helper itself) and netplan's parser runs on the policy's canonical
// re-emission, which is all that is ever written. A change stays pending
// until its own caller confirms it; it reverts on Cancel, on timeout, or when that caller
// leaves the bus. StateChanged tells every listener the state name only; the details go to
// the owner of the change alone (CallerStateChanged, a signal sent to that bus name).
//
// Delegation (consent once, at pairing; docs/security.md): AddDelegation (apply action)
// records a paired seat's key in a root-owned list; TryDelegated then needs no polkit, only
// a fresh nonce that Challenge issued to the caller's uid and the seat's signature, and goes down
// exactly Try's path (size cap, policy, netplan's parser, pending with its countdown and every way
// back). Its owner keeps it with ConfirmDelegated (the seat's signature again) and may Cancel it
// without polkit: reverting is always safe.
//
// The methods live in three files: Try's path and the state here (HelperService.cpp), the
// delegated plans (HelperServiceDelegation.cpp), the moves of other files
// (HelperServiceFiles.cpp).
//
// Nothing blocks the bus: reviews (netplan generate, up to a minute) run in a worker thread,
// netplan apply runs as an asynchronous process, and each method replies when its work is
// done (a delayed reply). Meanwhile State and Validate are answered; a second change is
// refused (Busy) until the first has been applied.
class HelperService : public QObject, protected QDBusContext
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.sparkwire.Helper1")
public:
    struct Config
    {
        sparkwire::netplan::NetplanTransaction::Config transaction;
        QString sysfsRoot = QStringLiteral("/sys");
        QString netplanCommand = QStringLiteral("/usr/sbin/netplan");
        int idleTimeoutSeconds = 60;
    };

    HelperService(const Config &config, const QDBusConnection &bus, QObject *parent = nullptr);
    // Reverts a change a previous instance left unconfirmed; call once at start, and take
    // calls only from `then` on.
    void recover(std::function<void()> then);

public Q_SLOTS:
    QStringList Validate(const QByteArray &yaml);
    void Try(const QByteArray &yaml, uint timeoutSeconds);
    void Confirm();
    void Cancel();
    QString State();

    QByteArray Challenge();
    void AddDelegation(const QByteArray &certificatePem, const QString &name);
    void RemoveDelegation(const QString &id);
    QString Delegations();
    QByteArray Current();
    void TryDelegated(const QByteArray &yaml, uint timeoutSeconds, const QString &seatId,
                      const QByteArray &nonce, qint64 expiresAt, const QByteArray &signature);
    void ConfirmDelegated(const QByteArray &signature);
    // Moves this host's CX-7 netdevs (from sysfs) out of every other file in /etc/netplan
    // that configures them (netplan::NetplanMigration), keeping the originals; no arguments.
    // Replies one line per file changed ("etc/netplan/50-cloud-init.yaml: enP2p1s0f1np1") and
    // per file it may not change (prefixed "not moved: "). The apply action; refused (Busy)
    // while a change runs or is pending.
    QStringList MigrateConflicts();
    // Moves other tools' CX-7 netplan files (NVIDIA Sync's, the playbook's, spark-vllm-docker's,
    // sparkrun's: netplan::OtherToolFiles) out of etc/ and run/netplan into
    // var/lib/sparkwire/other-tools, kept; RestoreOtherTools puts them back. No arguments: the
    // helper finds the files itself. Reply: the paths moved (restored, then "not restored: ").
    // The apply action; refused (Busy) while a change runs or is pending.
    QStringList MoveAsideOtherTools();
    QStringList RestoreOtherTools();

Q_SIGNALS:
    void StateChanged(const QString &state);

private:
    // Polkit first, then `work` with the original message, whose reply it must send.
    // `refusal` (optional) says, in the refusal, what the caller was not allowed to do.
    void otherToolFilesThen(bool restore);
    void authorizedThen(const char *action, std::function<void(const QDBusMessage &)> work,
                        const QString &refusal = QString());
    // `work` with the unix uid the bus daemon gives for `call`'s sender; a call whose uid the
    // daemon does not give is answered with an error here.
    void callerUidThen(const QDBusMessage &call, std::function<void(uint)> work);
    // Try's path after its authorisation: one change at a time, review, apply, pending.
    void startChange(const QDBusMessage &call, const QByteArray &yaml, unsigned timeoutSeconds,
                     std::optional<DelegationVerifier::DelegatedChange> delegated);
    // Keeps the pending change of `call`'s sender (already checked to be its owner).
    void confirmPending(const QDBusMessage &call);
    void cancelPending(const QDBusMessage &call);
    bool isPendingOwner(const QDBusMessage &call) const;
    // The policy's verdict, then netplan's parser on the canonical bytes, in a worker thread;
    // `done` runs in this object's thread.
    void reviewThen(const QByteArray &yaml,
                    std::function<void(const sparkwire::netplan::PolicyVerdict &)> done);
    bool refuseOversized(const QByteArray &yaml);
    // Replies Busy while a Try, revert or recovery runs; true when it did.
    bool refuseWhileChanging(const QDBusMessage &call);
    void finishPending(const QString &state, const QString &detail);
    // `then` runs once the old file is in force again (or reverting failed).
    void revertPending(const QString &why, std::function<void()> then = {});
    // owner: the bus name that gets the detail; empty when nobody owns the change.
    void setState(const QString &state, const QString &owner = QString(),
                  const QString &detail = QString());
    void touchIdle();
    // Replies Busy while a change runs or is pending, saying `what` may be done when it has
    // ended; true when it did.
    bool refuseUntilChangesEnd(const QDBusMessage &call, const QString &what);
    // One line for the journal (the helper's stderr): what changed here, on whose word.
    static void journal(const QString &line);

    Config m_config;
    QDBusConnection m_bus;
    sparkwire::netplan::NetplanTransaction m_transaction;
    PolkitAuthority *m_polkit;
    QString m_state;
    DelegationVerifier m_delegations;
    QString m_pendingOwner; // unique bus name of the caller whose change is pending
    // Set while the pending change is a delegated one: what its confirmation must cover.
    std::optional<DelegationVerifier::DelegatedChange> m_delegated;
    QTimer m_revertTimer;
    QTimer m_idleTimer;
    QDBusServiceWatcher *m_ownerWatcher = nullptr;
    int m_busy = 0;          // calls in flight (polkit, reviews, applies)
    bool m_changing = false; // a Try, revert or recovery is under way: one at a time
    // What netplan accepted a moment ago (a member's Try after its Validate); the reviews in
    // m_workers use it, so it is declared before them and outlives them.
    sparkwire::netplan::ValidationMemo m_validationMemo;
    // Last: destroyed first, so it waits for running reviews while this object still exists.
    QThreadPool m_workers;
};
