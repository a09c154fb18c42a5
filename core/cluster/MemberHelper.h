#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <functional>

namespace sparkwire::cluster {

// What a member's side of the cluster protocol needs from its own privileged helper
// (sparkwire-helper on this node's system bus): a nonce for the seat to sign, the file in
// force, the helper's own checks, a try by delegation (the seat's signature, no question) or
// by asking (polkit), confirm or cancel, and the delegation list kept by the helper. Every
// call returns at once and calls its callback exactly once, on this object's thread; a
// callback is not called after the object is destroyed.
class MemberHelper : public QObject
{
    Q_OBJECT
public:
    template <typename T> using Reply = std::function<void(Result<T>)>;
    using Done = std::function<void(Status)>;

    using QObject::QObject;

    // A fresh single-use nonce (32 bytes) for the seat to sign a try over.
    virtual void challenge(Reply<QByteArray> done) = 0;
    // /etc/netplan/40-cx7.yaml as it is in force now ("" when there is none).
    virtual void current(Reply<QByteArray> done) = 0;
    // The helper's own policy and netplan's parser; InvalidInput with the problems in words.
    virtual void validate(const QByteArray &yaml, Done done) = 0;
    // Applies yaml on the seat's signature (delegation::PlanSignature::tryMessage) and starts
    // the countdown; done once the change is applied and pending (or why not).
    virtual void tryDelegated(const QByteArray &yaml, unsigned timeoutSeconds,
                              const QString &seatId, const QByteArray &nonce, qint64 expiresAt,
                              const QByteArray &signature, Done done) = 0;
    // The plain Try: authorized by polkit (root is authorized without asking); done once the
    // change is applied and pending.
    virtual void tryAsked(const QByteArray &yaml, unsigned timeoutSeconds, Done done) = 0;
    // Keeps the pending delegated change on the seat's signature over confirmMessage().
    virtual void confirmDelegated(const QByteArray &signature, Done done) = 0;
    virtual void confirm(Done done) = 0;
    // Back to the previous file now.
    virtual void cancel(Done done) = 0;
    // Whether the helper's delegation list holds this key id.
    virtual void delegated(const QString &seatId, Reply<bool> done) = 0;
    // Consent given at pairing: the peer's certificate and the name it was paired as.
    virtual void addDelegation(const QByteArray &certificatePem, const QString &name,
                               Done done) = 0;
    virtual void removeDelegation(const QString &id, Done done) = 0;

Q_SIGNALS:
    // The pending change went back without a cancel of this object's: why, with its code
    // (Timeout: its deadline passed; Cancelled: a cancel reached the helper another way).
    void revertedOnItsOwn(const sparkwire::Error &why);
};

} // namespace sparkwire::cluster
