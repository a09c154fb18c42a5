#pragma once

#include <QByteArray>
#include <QString>

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
    // Loads the identity, or creates it. nullopt with *error when neither works. Without a
    // keyring store, only the file is used.
    static std::optional<NodeIdentity> loadOrCreate(const QString &stateDir,
                                                    const QString &hostname, QString *error,
                                                    SecretStore *keyring = nullptr);

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
    QString m_id;
    QByteArray m_certificatePem;
    QByteArray m_privateKeyPem;
    QString m_path;
    KeyStorage m_storage = KeyStorage::File;
};

} // namespace sparkwire::discovery
