#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace sparkwire::delegation {

// One peer this host's administrator allowed, at pairing, to try CX-7 plans here without
// being asked each time (docs/security.md, "Delegation").
struct Delegation
{
    QString id;              // PlanSignature::keyId(publicKeyDer): the peer's node id
    QString name;            // the peer's hostname, for people (common::isValidHostName)
    QByteArray publicKeyDer; // SubjectPublicKeyInfo DER of the peer's node key (EC P-256)
    QDateTime added;         // UTC, whole seconds

    bool operator==(const Delegation &other) const
    {
        return id == other.id && name == other.name && publicKeyDer == other.publicKeyDer &&
               added == other.added;
    }
};

// The helper's root-owned list of delegations: <root>/var/lib/sparkwire/delegations.json,
// mode 0600 in a 0700 directory, replaced atomically. A JSON array of
//   {"id": hex, "name": hostname, "public_key": base64 SPKI DER, "added": ISO 8601 UTC}.
// Reading is strict: anything odd in the file (a field too many or missing, a key that is
// not P-256, an id that is not its key's, a duplicate, a file others may write) refuses the
// whole file, so a damaged list never grants more than was consented to.
class DelegationList
{
public:
    static constexpr int kMaxBytes = 256 * 1024;
    static constexpr int kMaxEntries = 256;

    explicit DelegationList(QString rootDir);
    QString path() const;

    // A missing file is an empty list.
    Result<QList<Delegation>> load() const;
    // Adds the delegation, replacing one with the same id.
    Status add(const Delegation &delegation) const;
    // NotFound when no delegation has that id (the list is unchanged).
    Status remove(const QString &id) const;
    // NotFound when no delegation has that id.
    Result<Delegation> find(const QString &id) const;

    // The delegation for a peer's pairing certificate: its id computed from the key.
    static Result<Delegation> fromCertificate(const QByteArray &certificatePem, const QString &name,
                                              const QDateTime &added);
    static Result<QList<Delegation>> parse(const QByteArray &json);
    static QByteArray serialize(const QList<Delegation> &delegations);

private:
    Status save(const QList<Delegation> &delegations) const;

    QString m_rootDir;
};

} // namespace sparkwire::delegation
