#pragma once

#include <QByteArray>
#include <QString>

namespace sparkwire::peers {

// The arithmetic of docs/pairing.md. Fingerprints are the raw 32-byte SHA-256 of each side's
// public key as seen in its own TLS session.
namespace PairingCode {
QByteArray commitment(const QByteArray &responderKey, const QByteArray &initiatorKey,
                      const QByteArray &responderNonce);
QString code(const QByteArray &initiatorKey, const QByteArray &responderKey,
             const QByteArray &initiatorNonce, const QByteArray &responderNonce);
QByteArray randomNonce();
} // namespace PairingCode

} // namespace sparkwire::peers
