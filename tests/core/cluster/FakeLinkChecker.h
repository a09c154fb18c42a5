#pragma once

#include "bench/LinkChecker.h"

#include <QPointer>
#include <QSet>
#include <QTimer>

// The verify checks without pings: every check of every target passes, except the DF ping on
// the netdevs in `failing`; the targets it was started with are kept for the test.
class FakeLinkChecker : public sparkwire::bench::LinkChecker
{
    Q_OBJECT
public:
    FakeLinkChecker(QSet<QString> failing, QList<sparkwire::bench::TwinCheckTarget> *started,
                    QObject *parent)
        : LinkChecker(parent)
        , m_failing(std::move(failing))
        , m_started(started)
    {}

    void start(const sparkwire::hw::HostInventory &,
               const QList<sparkwire::bench::TwinCheckTarget> &targets) override
    {
        *m_started << targets;
        m_running = true;
        QTimer::singleShot(0, this, [this, targets] {
            if (!m_running)
                return; // cancelled
            int failures = 0;
            for (const sparkwire::bench::TwinCheckTarget &t : targets) {
                Q_EMIT checked({t.netdev, sparkwire::bench::LinkCheck::Gid, true,
                                QStringLiteral("RoCE v2 IPv4 GID at index 3"), std::nullopt});
                Q_EMIT checked({t.netdev, sparkwire::bench::LinkCheck::Mtu, true,
                                QStringLiteral("MTU %1").arg(t.mtu), std::nullopt});
                const bool ok = !m_failing.contains(t.netdev);
                failures += ok ? 0 : 1;
                Q_EMIT checked({t.netdev, sparkwire::bench::LinkCheck::DfPing, ok,
                                ok ? QStringLiteral("replies") : QStringLiteral("100% packet loss"),
                                std::nullopt});
            }
            m_running = false;
            Q_EMIT finished(failures, false);
        });
    }
    void cancel() override { m_running = false; }
    bool isRunning() const override { return m_running; }

private:
    QSet<QString> m_failing;
    QList<sparkwire::bench::TwinCheckTarget> *m_started;
    bool m_running = false;
};
