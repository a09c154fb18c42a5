#pragma once

#include "BundleReader.h"
#include "cluster/ClusterRecord.h"
#include "common/Result.h"
#include "ssh/SshClientConfig.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>

namespace sparkwire::bundle {

// What importing an opened bundle on this Spark would do (docs/bundle.md, "Import"): the one
// place that works it out, for `sparkwirectl bundle import` and the window's Import bundle
// dialog. Made without writing anything; the netplan goes through the helper (the caller's
// try/confirm), then restore() writes the cluster record and the SSH config.
struct BundleImportPlan
{
    Q_DECLARE_TR_FUNCTIONS(BundleImportPlan)

public:
    struct Where
    {
        QString selfId;                   // this Spark's key id
        QString stateDir;                 // its state: the kept record, paired peers
        QString netplanRoot;              // "/" on a Spark: <root>/etc/netplan/40-cx7.yaml
        QSet<QString> netdevs;            // its CX-7 netdevs, for the netplan policy
        QString userName = accountName(); // whom the SSH aliases log in as
    };
    // The effective user's login name (getpwuid(geteuid())).
    static QString accountName();

    cluster::ClusterMember self; // this Spark as the bundle names it
    QString signerId;
    QString signer; // describeSigner()
    bool signerKnown = false;
    QString netplanPath;
    QByteArray currentNetplan; // in force now (empty when there is none)
    QByteArray netplan;        // the bundle's, as the policy writes it
    bool netplanChanges = false;
    bool recordKept = false; // this Spark keeps a cluster record now
    bool recordChanges = false;
    QList<ssh::SshClientConfig::Host> hosts; // every other member's pinned key and alias

    // Refused (InvalidInput, with why) when this Spark is not a member of the bundle's
    // cluster or the policy refuses the bundle's netplan for it.
    static Result<BundleImportPlan> make(const OpenedBundle &bundle, const Where &where);

    bool nothingToDo() const { return !netplanChanges && !recordChanges && hosts.isEmpty(); }
    // The netplan change as a unified diff ("in force" -> "bundle"); empty when none.
    QString netplanDiff() const;
    // Writes the cluster record into stateDir (when it changes) and each SSH host under home.
    Status restore(const BundleManifest &manifest, const QString &stateDir,
                   const QString &home) const;

    // Who signed, as this Spark knows the key: "paired as NAME", "NAME, a member of this
    // Spark's cluster", or "an unknown key" (known = false).
    static QString describeSigner(const QString &stateDir, const QString &id,
                                  bool *known = nullptr);
};

} // namespace sparkwire::bundle
