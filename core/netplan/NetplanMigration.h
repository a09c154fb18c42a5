#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace sparkwire::netplan {

// Moves this host's CX-7 netdevs out of the other netplan files that also configure them
// (e.g. cloud-init's 50-cloud-init.yaml giving a twin DHCP), so that 40-cx7.yaml is the only
// file that says anything about them: netplan merges files in name order and the later one
// wins, so another file's settings would otherwise override (or add to) the plan. Only files
// in <root>/etc/netplan are changed (run/ is regenerated at boot, lib/ belongs to packages:
// both are reported as not movable). Each changed file keeps every other interface and key,
// in the same order; its original bytes are kept first in
// <root>/var/lib/sparkwire/migrated/<name>, 0600. Comments of a changed file are not kept
// (the original is). The rewritten hierarchy must pass netplan's own parser before anything
// is written. Used by the privileged helper (MigrateConflicts) with netdevs from sysfs only;
// nothing here comes from a caller.
class NetplanMigration
{
public:
    struct FileChange
    {
        QString path;        // relative to the root dir, e.g. "etc/netplan/50-cloud-init.yaml"
        QStringList netdevs; // the CX-7 netdevs it no longer configures
        QByteArray before;
        QByteArray after;
    };
    struct Plan
    {
        QList<FileChange> changes;
        QStringList notMovable; // "run/netplan/x.yaml (enp1s0f1np1)": outside etc/netplan
    };

    // netplanCommand and scratchParent as for NetplanValidator.
    explicit NetplanMigration(QString rootDir, QString netplanCommand = QStringLiteral("netplan"),
                              QString scratchParent = QString());

    // What would change; nothing is written. InvalidInput when a file to change does not
    // parse, holds characters YAML readers disagree on, or netplan refuses the result.
    Result<Plan> plan(const QStringList &netdevs) const;
    // Backs up and rewrites every file of the plan (each atomically, mode 0600).
    Status apply(const Plan &plan) const;

    QString backupPath(const QString &relPath) const;

private:
    Status checkWithNetplan(const QList<FileChange> &changes) const;

    QString m_root;
    QString m_command;
    QString m_scratchParent;
};

} // namespace sparkwire::netplan
