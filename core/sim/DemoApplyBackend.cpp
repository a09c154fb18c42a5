#include "DemoApplyBackend.h"

#include "netplan/NetplanMigration.h"
#include "netplan/OtherToolFiles.h"

#include <QPointer>
#include <QThreadPool>

#include <utility>

namespace sparkwire::sim {

DemoApplyBackend::DemoApplyBackend(QObject *parent)
    : helper::ApplyBackend(parent)
{
    m_apply.setSingleShot(true);
    m_apply.setInterval(600); // about what polkit and `netplan apply` take on a Spark
    connect(&m_apply, &QTimer::timeout, this, [this] {
        m_pending = true;
        m_revert.start(int(m_timeout) * 1000);
        std::exchange(m_tried, {})(Status());
    });
    m_revert.setSingleShot(true);
    connect(&m_revert, &QTimer::timeout, this, [this] {
        m_pending = false;
        Q_EMIT reverted(makeError(ErrorCode::Timeout, tr("not confirmed in time")));
    });
}

// Answers from the event loop, as the helper's replies come.
void DemoApplyBackend::later(Done done, Status status)
{
    QTimer::singleShot(0, this, [done = std::move(done), status] { done(status); });
}

void DemoApplyBackend::tryApply(const QByteArray &, unsigned timeoutSeconds, Done done)
{
    if (m_pending || m_apply.isActive())
        return later(std::move(done),
                     makeError(ErrorCode::Refused,
                               tr("another change is waiting to be confirmed or reverted")));
    m_timeout = timeoutSeconds;
    m_tried = std::move(done);
    m_apply.start();
}

void DemoApplyBackend::confirm(Done done)
{
    if (!m_pending)
        return later(std::move(done),
                     makeError(ErrorCode::NotFound, tr("no change is pending here")));
    m_pending = false;
    m_revert.stop();
    later(std::move(done), Status());
}

void DemoApplyBackend::cancel(Done done)
{
    if (m_apply.isActive()) {
        // Stopped before it applied: nothing changed, so the try itself fails.
        m_apply.stop();
        later(std::exchange(m_tried, {}), makeError(ErrorCode::Cancelled, tr("cancelled")));
        return later(std::move(done), Status());
    }
    if (!m_pending)
        return later(std::move(done), Status());
    m_pending = false;
    m_revert.stop();
    Q_EMIT reverted(makeError(ErrorCode::Cancelled, tr("cancelled")));
    later(std::move(done), Status());
}

void DemoApplyBackend::setMigrationRoot(const QString &rootDir, const QStringList &netdevs)
{
    m_migrationRoot = rootDir;
    m_netdevs = netdevs;
}

void DemoApplyBackend::moveAsideOtherTools(std::function<void(Result<QStringList>)> done)
{
    if (m_migrationRoot.isEmpty())
        return helper::ApplyBackend::moveAsideOtherTools(std::move(done));
    // Renames only: quick, but answered from the event loop as the helper's answer comes.
    const Result<QStringList> moved = netplan::OtherToolFiles::moveAside(m_migrationRoot);
    QTimer::singleShot(0, this, [done = std::move(done), moved] { done(moved); });
}

void DemoApplyBackend::migrateConflicts(std::function<void(Result<QStringList>)> done)
{
    if (m_migrationRoot.isEmpty())
        return helper::ApplyBackend::migrateConflicts(std::move(done));
    // netplan's parser takes a moment: off the GUI thread, the answer from the event loop as
    // the helper's comes.
    QPointer<DemoApplyBackend> self(this);
    QThreadPool::globalInstance()->start(
        [self, root = m_migrationRoot, netdevs = m_netdevs, done = std::move(done)] {
            const netplan::NetplanMigration migration(root);
            Result<netplan::NetplanMigration::Plan> plan = migration.plan(netdevs);
            const Status applied = plan ? migration.apply(*plan) : Status(plan.error());
            QStringList lines;
            if (applied) {
                for (const auto &c : plan->changes)
                    lines << c.path + QStringLiteral(": ") + c.netdevs.join(QStringLiteral(", "));
                for (const QString &n : plan->notMovable)
                    lines << QStringLiteral("not moved: ") + n;
            }
            if (!self)
                return;
            QMetaObject::invokeMethod(
                self.data(),
                [done, applied, lines] {
                    if (!applied)
                        return done(applied.error());
                    done(lines);
                },
                Qt::QueuedConnection);
        });
}

} // namespace sparkwire::sim
