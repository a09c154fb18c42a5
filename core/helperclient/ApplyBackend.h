#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QObject>
#include <QStringList>

#include <functional>

namespace sparkwire::helper {

// Whatever applies a netplan file with a way back: the real helper over D-Bus, or the
// demo's simulation. The Apply page and the CLI only see this.
//
// One API: each call answers its `done` once, from the event loop (never before it returns,
// so a GUI never waits), with a Status whose ErrorCode says what went wrong (HelperClient
// lists them). What happens later to a pending change comes as reverted().
class ApplyBackend : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(Status)>;
    using QObject::QObject;
    // done(ok) once the plan is applied and pending, its countdown of timeoutSeconds running.
    virtual void tryApply(const QByteArray &yaml, unsigned timeoutSeconds, Done done) = 0;
    // done(ok) once the pending change is kept.
    virtual void confirm(Done done) = 0;
    // done(ok) once the old configuration is back (reverted() follows with Cancelled).
    virtual void cancel(Done done) = 0;
    // Moves this Spark's CX-7 netdevs out of the other netplan files that configure them
    // (the helper's MigrateConflicts): done with one line per file changed, or why not.
    // Only with the person's consent. A backend that cannot change files says so.
    virtual void migrateConflicts(std::function<void(Result<QStringList>)> done)
    {
        done(makeError(ErrorCode::Unavailable,
                       QCoreApplication::translate("ApplyBackend",
                                                   "Here the other netplan files cannot be "
                                                   "changed: edit them on this Spark yourself.")));
    }

    // Moves every other tool's CX-7 netplan file aside, kept and restorable (the helper's
    // MoveAsideOtherTools, netplan::OtherToolFiles::moveAside): done with the paths moved, or
    // why not. Only on the person's request. A backend that cannot change files says so.
    virtual void moveAsideOtherTools(std::function<void(Result<QStringList>)> done)
    {
        done(makeError(ErrorCode::Unavailable,
                       QCoreApplication::translate("ApplyBackend",
                                                   "Here the other tools' files cannot be moved: "
                                                   "use sparkwirectl netplan other-tools "
                                                   "--move-aside on this Spark.")));
    }

Q_SIGNALS:
    // The old configuration is back. why.code: Cancelled after cancel(), Timeout when the
    // countdown ran out; why.message says it for people.
    void reverted(const sparkwire::Error &why);
};

} // namespace sparkwire::helper
