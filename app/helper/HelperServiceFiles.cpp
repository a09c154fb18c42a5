// HelperService's methods that move netplan settings and files between places the helper
// finds itself (no path comes from the caller): MigrateConflicts, MoveAsideOtherTools and
// RestoreOtherTools. The apply action; refused while a change runs or is pending.
#include "HelperService.h"

#include "helperclient/HelperIds.h"
#include "hw/InventoryScanner.h"
#include "netplan/NetplanMigration.h"
#include "netplan/OtherToolFiles.h"

#include <QDBusMessage>

using namespace sparkwire;

bool HelperService::refuseUntilChangesEnd(const QDBusMessage &call, const QString &what)
{
    if (!m_changing && m_pendingOwner.isEmpty() && !m_transaction.pending())
        return false;
    m_bus.send(
        call.createErrorReply(QLatin1String(helper::kErrorBusy),
                              tr("a network change is under way; %1 when it has ended").arg(what)));
    return true;
}

QStringList HelperService::MigrateConflicts()
{
    authorizedThen(
        helper::kPolkitAction,
        [this](const QDBusMessage &call) {
            if (refuseUntilChangesEnd(call, tr("move the settings")))
                return;
            m_changing = true;
            ++m_busy;
            // Copied: the worker thread touches nothing shared.
            m_workers.start([this, call, sysfsRoot = m_config.sysfsRoot,
                             rootDir = m_config.transaction.rootDir,
                             netplanCommand = m_config.netplanCommand,
                             validateDir = m_transaction.validateDir()] {
                const QSet<QString> cx7 =
                    hw::InventoryScanner(hw::SysfsReader(sysfsRoot)).scan().cx7Netdevs();
                QStringList netdevs(cx7.cbegin(), cx7.cend());
                netdevs.sort();
                const netplan::NetplanMigration migration(rootDir, netplanCommand, validateDir);
                Result<netplan::NetplanMigration::Plan> plan = migration.plan(netdevs);
                Status done = plan ? migration.apply(*plan) : Status(plan.error());
                QMetaObject::invokeMethod(
                    this,
                    [this, call, plan, done] {
                        --m_busy;
                        m_changing = false;
                        touchIdle();
                        if (!done) {
                            m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                                             done.error().messageWithDetail()));
                            return;
                        }
                        QStringList lines;
                        for (const auto &c : plan->changes)
                            lines << c.path + QStringLiteral(": ") +
                                         c.netdevs.join(QStringLiteral(", "));
                        if (!lines.isEmpty()) // for the journal: what changed, by whom
                            journal(tr("moved CX-7 netdevs out of: %1")
                                        .arg(lines.join(QStringLiteral("; "))));
                        for (const QString &n : plan->notMovable)
                            lines << QStringLiteral("not moved: ") + n;
                        m_bus.send(call.createReply(QVariant(lines)));
                    },
                    Qt::QueuedConnection);
            });
        },
        tr("moving network settings between netplan files needs an administrator"));
    return {};
}

QStringList HelperService::MoveAsideOtherTools()
{
    otherToolFilesThen(false);
    return {};
}

QStringList HelperService::RestoreOtherTools()
{
    otherToolFilesThen(true);
    return {};
}

void HelperService::otherToolFilesThen(bool restore)
{
    authorizedThen(
        helper::kPolkitAction,
        [this, restore](const QDBusMessage &call) {
            if (refuseUntilChangesEnd(call, tr("move the files")))
                return;
            // No path comes from the caller: the files are found under this helper's own
            // root dir by name and header (netplan::OtherToolFiles), kept, never deleted.
            const QString root = m_config.transaction.rootDir;
            const Result<QStringList> done = restore ? netplan::OtherToolFiles::restore(root)
                                                     : netplan::OtherToolFiles::moveAside(root);
            touchIdle();
            if (!done) {
                m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                                 done.error().messageWithDetail()));
                return;
            }
            if (!done->isEmpty()) // for the journal: what moved, by whom
                journal((restore ? tr("restored other tools' netplan files: %1")
                                 : tr("moved other tools' netplan files aside: %1"))
                            .arg(done->join(QStringLiteral("; "))));
            m_bus.send(call.createReply(QVariant(*done)));
        },
        tr("moving other tools' netplan files needs an administrator"));
}
