#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace sparkwire::discovery {

class SecretStore;

// This node's key pair (EC P-256) and self-signed certificate, for the TLS peer channel. The
// node's stable id is the SHA-256 fingerprint of its public key (SPKI), in hex. The private
// key never leaves the node: it goes to the keyring (QtKeychain) when one answers, else into
// <state>/identity.pem with the certificate, mode 0600. keyStorage() says which.
class NodeIdentity
{
public:
    // Loads the identity, or creates it, from the file only (tests, tools without a keyring):
    // an error when neither works, also when the key is in the keyring.
    static Result<NodeIdentity> loadOrCreate(const QString &stateDir, const QString &hostname);
    // The same with the keyring, asynchronously: a key stored there is read from there, a new
    // key goes there when it takes it (else into the 0600 file). done() is called once, maybe
    // before this returns; `keyring` must outlive that call.
    using Done = std::function<void(Result<NodeIdentity>)>;
    static void loadOrCreate(const QString &stateDir, const QString &hostname, SecretStore *keyring,
                             Done done);

    enum class KeyStorage
    {
        Keyring,
        File
    };
    KeyStorage keyStorage() const { return m_storage; }
    QString keyStorageDescription() const;

    const QString &id() const { return m_id; }
    const QByteArray &certificatePem() const { return m_certificatePem; }
    const QByteArray &privateKeyPem() const { return m_privateKeyPem; }
    const QString &path() const { return m_path; }

    static constexpr const char *kFileName = "identity.pem";

private:
    static Result<NodeIdentity> fromPem(const QString &path, const QByteArray &pem,
                                        KeyStorage storage);
    static Result<NodeIdentity> generate(const QString &stateDir, const QString &hostname);
    Status save(const QString &stateDir) const;

    QString m_id;
    QByteArray m_certificatePem;
    QByteArray m_privateKeyPem;
    QString m_path;
    KeyStorage m_storage = KeyStorage::File;
};

} // namespace sparkwire::discovery
