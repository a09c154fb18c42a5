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
//
// Trust comes from this Spark's own key and its paired record only, never from the bundle
// and never from a cluster record (an import writes one): a member's name, and whether its
// key is known, are the paired record's; a bundle's member under a paired Spark's name with
// another key is an impostor and gets no pin; a pin the bundle offers is added, never put in
// place of one known_hosts already has; and a member the paired record does not know is pinned
// only with its own consent (approvedUnknown), by its whole key id.
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
        QString sshHome;                  // whose ~/.ssh the pins go to (read to plan them)
    };
    // The effective user's login name (getpwuid(geteuid())).
    static QString accountName();

    // Every other member of the bundle, as this Spark knows its key.
    struct Member
    {
        QString id;         // the whole key id, 64 hex digits
        QString name;       // the paired record's name when paired, else the bundle's
        QString bundleName; // what the bundle calls it
        bool paired = false;
        // Not paired, but the bundle gives it the name of a paired Spark (another key) or of
        // this Spark: shown as an impostor, never pinned.
        bool takesKnownName = false;
        // Where it answers on a link it shares with this Spark, as the record plans it
        // (RecordAddresses::reachableFrom): whom an import pings before it keeps the netplan.
        // Empty when it has no cable to this Spark (a ring of four or more), or the plan is
        // link-local.
        QString fabricAddress;
    };

    // A host key the bundle's ssh/known_hosts holds for a member, and what would become of it.
    struct Pin
    {
        enum class State
        {
            Add,       // nothing pinned for its alias or addresses: added
            Same,      // already pinned with this key: nothing to add
            KeepOther, // another key is pinned there: kept, the bundle's is not used
            NameTaken, // an unpaired member under a known name: never pinned
        };
        QString memberId;
        bool paired = false; // else it needs its own yes (approvedUnknown)
        State state = State::Add;
        QString fingerprint; // the bundle's host key, SHA256:…
        ssh::SshClientConfig::Host host;
    };

    cluster::ClusterMember self; // this Spark as the bundle names it
    QString signerId;
    QString signer; // describeSigner()
    bool signerKnown = false;
    QList<Member> members;
    QString netplanPath;
    QByteArray currentNetplan; // in force now (empty when there is none)
    QByteArray netplan;        // the bundle's, as the policy writes it
    bool netplanChanges = false;
    bool recordKept = false; // this Spark keeps a cluster record now
    bool recordChanges = false;
    QList<Pin> pins;

    // Refused (InvalidInput, with why) when this Spark is not a member of the bundle's
    // cluster or the policy refuses the bundle's netplan for it.
    static Result<BundleImportPlan> make(const OpenedBundle &bundle, const Where &where);

    const Member *member(const QString &id) const;
    // The pins restore() writes: those to add, of paired members or of unpaired ones whose
    // key id is in approvedUnknown.
    QList<Pin> pinsToAdd(const QSet<QString> &approvedUnknown) const;
    // Pins of unpaired members that would be added with their own consent.
    QList<Pin> unknownPins() const;
    bool hasNothingToApply() const;
    // The netplan change as a unified diff ("in force" -> "bundle"); empty when none.
    QString netplanDiff() const;
    // Writes the cluster record into stateDir (when it changes) and pinsToAdd(approvedUnknown)
    // under home, each only added (SshClientConfig::Pins::Keep).
    Status restore(const BundleManifest &manifest, const QString &stateDir, const QString &home,
                   const QSet<QString> &approvedUnknown) const;

    // Who signed, as this Spark knows the key: "this Spark", "paired as NAME", or "an unknown
    // key" (known = false) with its whole key id. A cluster record is no source: an import
    // writes one from what a bundle says.
    static QString describeSigner(const QString &stateDir, const QString &selfId, const QString &id,
                                  bool *known = nullptr);
    // This Spark's key id from <stateDir>/identity.pem's certificate (nothing is created);
    // empty when there is none.
    static QString storedSelfId(const QString &stateDir);
};

} // namespace sparkwire::bundle
