#pragma once

#include "helperclient/ApplyBackend.h"

#include <QTimer>

namespace sparkwire::sim {

// Demo mode's stand-in for sparkwire-helper: it goes through the same states (a short
// "applying", then pending with the same countdown and revert) but writes nothing.
class DemoApplyBackend : public helper::ApplyBackend
{
    Q_OBJECT
public:
    explicit DemoApplyBackend(QObject *parent = nullptr);
    void tryApply(const QByteArray &yaml, unsigned timeoutSeconds) override;
    void confirm() override;
    void cancel() override;
    bool pending() const { return m_pending; }

private:
    QTimer m_apply;
    QTimer m_revert;
    unsigned m_timeout = 0;
    bool m_pending = false;
};

} // namespace sparkwire::sim
