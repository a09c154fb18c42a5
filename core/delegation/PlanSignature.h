#pragma once

#include "common/Result.h"
#include <QByteArray>
#include <QString>

namespace sparkwire::delegation {

// How a seat proves to a member's helper that a plan is its own (docs/cluster.md, "Consent
// and authority"). The helper builds the signed bytes itself from its own method arguments,
// so there is one reading of them: a domain tag, then each field length-prefixed.
//   try:     "sparkwire-try-1"     | yaml | timeoutSeconds | nonce | expiresAt
//   confirm: "sparkwire-confirm-1" | nonce | SHA-256(yaml)
// The nonce is one the member's helper issued (single use, short-lived), so a signature
// works once, at that helper, before expiresAt. ECDSA P-256 with SHA-256, DER signatures.
namespace PlanSignature {

QByteArray tryMessage(const QByteArray &yaml, unsigned timeoutSeconds, const QByteArray &nonce,
                      qint64 expiresAt);
QByteArray confirmMessage(const QByteArray &nonce, const QByteArray &yaml);

// privateKeyPem: the node identity's key (NodeIdentity::privateKeyPem).
Result<QByteArray> sign(const QByteArray &privateKeyPem, const QByteArray &message);
// publicKeyDer: SubjectPublicKeyInfo DER. PermissionDenied when the signature does not verify.
Status verify(const QByteArray &publicKeyDer, const QByteArray &message,
              const QByteArray &signature);

// The node id of a key: SHA-256 of its SPKI DER, 64 lower-case hex digits.
QString keyId(const QByteArray &publicKeyDer);
// The SPKI DER of a PEM certificate; InvalidInput when it is not one P-256 certificate.
Result<QByteArray> publicKeyOfCertificate(const QByteArray &certificatePem);

} // namespace PlanSignature
} // namespace sparkwire::delegation
