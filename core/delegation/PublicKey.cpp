#include "PublicKey.h"

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
    EVP_PKEY *key = d2i_PUBKEY(nullptr, &p, long(spkiDer.size()));
    bool ok = key && p == begin + spkiDer.size() && isP256Key(key);
    if (ok) {
        unsigned char *again = nullptr;
        const int n = i2d_PUBKEY(key, &again);
        ok = n == spkiDer.size() && std::memcmp(again, begin, size_t(n)) == 0;
        OPENSSL_free(again);
    }
    EVP_PKEY_free(key);
    ERR_clear_error(); // a refused key leaves nothing on this thread's OpenSSL error queue
    return ok;
}

} // namespace sparkwire::delegation
