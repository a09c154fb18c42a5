#pragma once

#include "MemberState.h"
#include "MemberTry.h"
#include "bench/LinkChecker.h"
#include "common/Result.h"
#include <QList>
#include <QObject>
#include <QString>

namespace sparkwire::cluster {

// What the seat's joint apply needs from one member, whichever it is: the seat itself
// (LocalMember: its own helper and checks), a peer over the TLS channel (RemoteMember), or
// the demo's simulated Spark. Every call returns at once and answers with exactly one signal:
// its own, or failed(step, error). One call at a time per member; a new call abandons one
// still in flight (its answer never comes), which the joint apply does only to cancel after
// a step timed out.
class MemberLink : public QObject
{
    Q_OBJECT
public:
    enum class Step
    {
        State,
        Try,
        Verify,
        Confirm,
        Cancel,
    };
    Q_ENUM(Step)

    using QObject::QObject;
    virtual QString id() const = 0;
    virtual QString name() const = 0; // the name the seat's person paired it as (or its own)

    virtual void readState() = 0; // stateRead
    // The member checks the plan (policy, helper validation, its person or its delegation),
    // answers tried() once its helper accepted it, and applies it with its helper's countdown.
    virtual void tryPlan(const MemberTry &request) = 0; // tried
    // Once its try is in force: (local twin, neighbour address, MTU) checks on the member.
    // verified() carries every result; a try that failed on the member is failed(Verify, why).
    virtual void verify(const QList<bench::TwinCheckTarget> &checks) = 0; // verified
    // Keep the plan (with the seat's signature where delegated) and store the record.
    virtual void confirm(const QByteArray &signature) = 0; // confirmed
    // Back to the byte-identical previous file; cancelled(why) also when nothing was pending
    // (why: Cancelled, it went back; NotFound, nothing of a plan was in force there).
    virtual void cancel() = 0; // cancelled

    // Where the member can be reached once its plan is in force (its planned IPv4 addresses
    // on the subnets it shares with the seat): link-local IPv6 may be gone after the change.
    virtual void setAddressesAfterTry(const QStringList &addresses) { Q_UNUSED(addresses) }

Q_SIGNALS:
    void stateRead(const sparkwire::cluster::MemberState &state);
    void tried();
    void verified(const QList<sparkwire::bench::CheckResult> &results);
    void confirmed();
    void cancelled(const sparkwire::Error &why);
    void failed(sparkwire::cluster::MemberLink::Step step, const sparkwire::Error &error);
};

} // namespace sparkwire::cluster
