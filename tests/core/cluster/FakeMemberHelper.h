#pragma once

#include "cluster/MemberHelper.h"

#include <QTimer>

// The member's helper as the tests need it: every call recorded and answered on the event
// loop (as D-Bus replies come), with the outcomes the test sets. A try may be held
// (holdApply) until the test finishes it, as a slow apply.
class FakeMemberHelper : public sparkwire::cluster::MemberHelper
{
    Q_OBJECT
public:
    struct TryCall
    {
        bool delegated = false;
        QByteArray yaml;
        unsigned timeoutSeconds = 0;
        QString seatId;
        QByteArray nonce;
        qint64 expiresAt = 0;
        QByteArray signature;
    };

    QByteArray currentFile = "network:\n  version: 2\n";
    QByteArray nonce = QByteArray(32, 'n');
    bool isDelegated = false;
    sparkwire::Status validation;
    sparkwire::Status applyResult;
    sparkwire::Status confirmResult;
    sparkwire::Status cancelResult;
    sparkwire::Status delegationResult;
    bool holdApply = false;

    QStringList calls; // method names, in order
    QList<TryCall> tries;
    QByteArray confirmSignature;
    QList<std::pair<QByteArray, QString>> added;
    QStringList removed;
    Done heldApply;

    void challenge(Reply<QByteArray> done) override { later("challenge", done, nonce); }
    void current(Reply<QByteArray> done) override { later("current", done, currentFile); }
    void validate(const QByteArray &, Done done) override
    {
        laterStatus("validate", done, validation);
    }
    void tryDelegated(const QByteArray &yaml, unsigned timeoutSeconds, const QString &seatId,
                      const QByteArray &n, qint64 expiresAt, const QByteArray &signature,
                      Done done) override
    {
        tries.append({true, yaml, timeoutSeconds, seatId, n, expiresAt, signature});
        apply("tryDelegated", done);
    }
    void tryAsked(const QByteArray &yaml, unsigned timeoutSeconds, Done done) override
    {
        tries.append({false, yaml, timeoutSeconds, {}, {}, 0, {}});
        apply("tryAsked", done);
    }
    void confirmDelegated(const QByteArray &signature, Done done) override
    {
        confirmSignature = signature;
        laterStatus("confirmDelegated", done, confirmResult);
    }
    void confirm(Done done) override { laterStatus("confirm", done, confirmResult); }
    void cancel(Done done) override { laterStatus("cancel", done, cancelResult); }
    void delegated(const QString &, Reply<bool> done) override
    {
        later("delegated", done, isDelegated);
    }
    void addDelegation(const QByteArray &certificatePem, const QString &name, Done done) override
    {
        added.append({certificatePem, name});
        laterStatus("addDelegation", done, delegationResult);
    }
    void removeDelegation(const QString &id, Done done) override
    {
        removed << id;
        laterStatus("removeDelegation", done, delegationResult);
    }

    // The held apply ends now.
    void finishApply(const sparkwire::Status &status)
    {
        const Done done = std::exchange(heldApply, {});
        done(status);
    }
    // The calls that change or keep something on the member.
    int changes() const
    {
        int n = 0;
        for (const QString &c : calls)
            n += c.startsWith(QLatin1String("try")) || c.startsWith(QLatin1String("confirm")) ||
                 c == QLatin1String("cancel");
        return n;
    }

private:
    template <typename T> void later(const char *name, Reply<T> done, T value)
    {
        calls << QLatin1String(name);
        QTimer::singleShot(0, this, [done, value] { done(value); });
    }
    void laterStatus(const char *name, Done done, sparkwire::Status status)
    {
        calls << QLatin1String(name);
        QTimer::singleShot(0, this, [done, status] { done(status); });
    }
    void apply(const char *name, Done done)
    {
        if (holdApply) {
            calls << QLatin1String(name);
            heldApply = std::move(done);
            return;
        }
        laterStatus(name, std::move(done), applyResult);
    }
};
