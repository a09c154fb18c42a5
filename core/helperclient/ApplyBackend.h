#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QObject>
#include <QStringList>

#include <functional>

namespace sparkwire::helper {

// Whatever applies a netplan file with a way back: the real helper over D-Bus, or the
// demo's simulation. The Apply page and the CLI only see this.
class ApplyBackend : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void tryApply(const QByteArray &yaml, unsigned timeoutSeconds) = 0;
    virtual void confirm() = 0;
    virtual void cancel() = 0;
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

Q_SIGNALS:
    void tryStarted(unsigned timeoutSeconds);
    void confirmed();
    // The old configuration is back: cancelled, timed out, or the caller went away.
    void reverted(const QString &why);
    void failed(const QString &message);
};

} // namespace sparkwire::helper
