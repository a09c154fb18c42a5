#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace sparkwire::discovery {

// This node's key pair (EC P-256) and self-signed certificate, for the TLS peer channel. The
// node's stable id is the SHA-256 fingerprint of its public key (SPKI), in hex. The private
// key never leaves the node. Stored as one PEM file, mode 0600, in the state directory.
class NodeIdentity
{
public:
    // Loads <stateDir>/identity.pem, or creates it. nullopt with *error when neither works.
    static std::optional<NodeIdentity> loadOrCreate(const QString &stateDir,
                                                    const QString &hostname, QString *error);

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
};

} // namespace sparkwire::discovery
