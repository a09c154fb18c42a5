#include "PublicKey.h"

#include "common/OpenSslPointers.h"

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

#include <cstring>

namespace sparkwire::delegation {

bool isP256Key(const EVP_PKEY *key)
{
    if (!key || EVP_PKEY_get_base_id(key) != EVP_PKEY_EC)
        return false;
    char group[64] = {};
    size_t length = 0;
    return EVP_PKEY_get_group_name(key, group, sizeof group, &length) == 1 &&
           std::strcmp(group, "prime256v1") == 0;
}

bool isP256PublicKey(const QByteArray &spkiDer)
{
    const auto *begin = reinterpret_cast<const unsigned char *>(spkiDer.constData());
    const unsigned char *p = begin;
    const common::openssl::Key key(d2i_PUBKEY(nullptr, &p, long(spkiDer.size())));
    // Canonical only: the key read encodes back to the very bytes given.
    const bool ok = key && p == begin + spkiDer.size() && isP256Key(key.get()) &&
                    common::openssl::publicKeyDer(key.get()) == spkiDer;
    ERR_clear_error(); // a refused key leaves nothing on this thread's OpenSSL error queue
    return ok;
}

} // namespace sparkwire::delegation
