#pragma once

#include <QObject>

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

Q_SIGNALS:
    void tryStarted(unsigned timeoutSeconds);
    void confirmed();
    // The old configuration is back: cancelled, timed out, or the caller went away.
    void reverted(const QString &why);
    void failed(const QString &message);
};

} // namespace sparkwire::helper
