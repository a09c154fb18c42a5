#pragma once

// The owning pointers for OpenSSL's objects, for every OpenSSL user in core (node identity,
// plan signatures, public keys): each frees with the object's own free function.
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

#include <QByteArray>

#include <memory>

namespace sparkwire::common::openssl {

template <typename T, void (*Free)(T *)> struct Deleter
{
    void operator()(T *p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY, EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Deleter<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;
using DigestContext = std::unique_ptr<EVP_MD_CTX, Deleter<EVP_MD_CTX, EVP_MD_CTX_free>>;
using BigNumber = std::unique_ptr<BIGNUM, Deleter<BIGNUM, BN_free>>;

// The key's public half as DER SubjectPublicKeyInfo; empty when OpenSSL cannot encode it.
inline QByteArray publicKeyDer(EVP_PKEY *key)
{
    unsigned char *der = nullptr;
    const int n = i2d_PUBKEY(key, &der);
    if (n <= 0)
        return {};
    QByteArray bytes(reinterpret_cast<const char *>(der), n);
    OPENSSL_free(der);
    return bytes;
}

} // namespace sparkwire::common::openssl
