#pragma once

#include <QByteArray>

#include <openssl/types.h>

// Internal to core/delegation: the one check of "an EC P-256 key" for signing, verifying and
// the delegation list.
namespace sparkwire::delegation {

bool isP256Key(const EVP_PKEY *key);
// Whether these bytes are exactly one EC P-256 SubjectPublicKeyInfo in DER, in the form
// OpenSSL writes it (so that one key has one id, SHA-256 of these bytes).
bool isP256PublicKey(const QByteArray &spkiDer);

} // namespace sparkwire::delegation
