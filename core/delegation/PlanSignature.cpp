#include "PlanSignature.h"

#include "PublicKey.h"
#include "common/OpenSslPointers.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QtEndian>

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

namespace sparkwire::delegation::PlanSignature {

namespace {
using common::openssl::Bio;
using common::openssl::Cert;
using common::openssl::DigestContext;
using common::openssl::Key;

// OpenSSL keeps failures on a per-thread queue; one left there would be read by the next
// TLS call of the same thread as its own. Each entry point leaves the queue empty.
struct ClearErrorsOnReturn
{
    ~ClearErrorsOnReturn() { ERR_clear_error(); }
};

// Far above any real PEM key or certificate, far below anything that could hurt.
constexpr int kMaxPemBytes = 16 * 1024;
// A DER ECDSA P-256 signature is at most 72 bytes.
constexpr int kMaxSignatureBytes = 256;

// Each field, the domain tag first, is its length (4 bytes, big-endian) and its bytes: no
// field can run into the next, so two different argument lists never give the same message.
// Numbers are big-endian of fixed width: the timeout 4 bytes, the expiry 8 (signed).
void appendField(QByteArray &out, const QByteArray &field)
{
    char length[4];
    qToBigEndian(quint32(field.size()), length);
    out.append(length, sizeof length);
    out.append(field);
}

template <typename Number> QByteArray bigEndian(Number value)
{
    QByteArray bytes(int(sizeof(Number)), Qt::Uninitialized);
    qToBigEndian(value, bytes.data());
    return bytes;
}

} // namespace

QByteArray tryMessage(const QByteArray &yaml, unsigned timeoutSeconds, const QByteArray &nonce,
                      qint64 expiresAt)
{
    QByteArray message;
    appendField(message, QByteArrayLiteral("sparkwire-try-1"));
    appendField(message, yaml);
    appendField(message, bigEndian(quint32(timeoutSeconds)));
    appendField(message, nonce);
    appendField(message, bigEndian(qint64(expiresAt)));
    return message;
}

QByteArray confirmMessage(const QByteArray &nonce, const QByteArray &yaml)
{
    QByteArray message;
    appendField(message, QByteArrayLiteral("sparkwire-confirm-1"));
    appendField(message, nonce);
    appendField(message, QCryptographicHash::hash(yaml, QCryptographicHash::Sha256));
    return message;
}

Result<QByteArray> sign(const QByteArray &privateKeyPem, const QByteArray &message)
{
    const ClearErrorsOnReturn clearErrors;
    if (privateKeyPem.size() > kMaxPemBytes)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("PlanSignature", "the node key is not a PEM private key"));
    Bio bio(BIO_new_mem_buf(privateKeyPem.constData(), int(privateKeyPem.size())));
    Key key(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
    if (!isP256Key(key.get()))
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("PlanSignature",
                                        "the node key is not an EC P-256 private key in PEM"));
    DigestContext context(EVP_MD_CTX_new());
    size_t length = 0;
    const auto *data = reinterpret_cast<const unsigned char *>(message.constData());
    if (!context ||
        EVP_DigestSignInit(context.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1 ||
        EVP_DigestSign(context.get(), nullptr, &length, data, size_t(message.size())) != 1)
        return makeError(ErrorCode::Io, QCoreApplication::translate(
                                            "PlanSignature", "cannot sign the plan (OpenSSL)"));
    QByteArray signature(int(length), Qt::Uninitialized);
    if (EVP_DigestSign(context.get(), reinterpret_cast<unsigned char *>(signature.data()), &length,
                       data, size_t(message.size())) != 1)
        return makeError(ErrorCode::Io, QCoreApplication::translate(
                                            "PlanSignature", "cannot sign the plan (OpenSSL)"));
    signature.truncate(int(length));
    return signature;
}

Status verify(const QByteArray &publicKeyDer, const QByteArray &message,
              const QByteArray &signature)
{
    const ClearErrorsOnReturn clearErrors;
    if (!isP256PublicKey(publicKeyDer))
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "PlanSignature", "the stored key is not an EC P-256 public key"));
    const auto refused = [] {
        return makeError(
            ErrorCode::PermissionDenied,
            QCoreApplication::translate(
                "PlanSignature", "the signature does not match the plan and the paired key"));
    };
    if (signature.isEmpty() || signature.size() > kMaxSignatureBytes)
        return refused();
    const auto *der = reinterpret_cast<const unsigned char *>(publicKeyDer.constData());
    Key key(d2i_PUBKEY(nullptr, &der, long(publicKeyDer.size())));
    DigestContext context(EVP_MD_CTX_new());
    if (!key || !context ||
        EVP_DigestVerifyInit(context.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1)
        return makeError(
            ErrorCode::Io,
            QCoreApplication::translate("PlanSignature", "cannot check the signature (OpenSSL)"));
    // 1: valid; 0: not valid; negative: not even a DER signature. Only 1 passes.
    if (EVP_DigestVerify(context.get(), reinterpret_cast<const unsigned char *>(signature.data()),
                         size_t(signature.size()),
                         reinterpret_cast<const unsigned char *>(message.constData()),
                         size_t(message.size())) != 1)
        return refused();
    return {};
}

QString keyId(const QByteArray &publicKeyDer)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(publicKeyDer, QCryptographicHash::Sha256).toHex());
}

Result<QByteArray> publicKeyOfCertificate(const QByteArray &certificatePem)
{
    const ClearErrorsOnReturn clearErrors;
    const auto invalid = [] {
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("PlanSignature",
                                        "not one EC P-256 certificate in PEM (the peer's pairing "
                                        "certificate)"));
    };
    if (certificatePem.isEmpty() || certificatePem.size() > kMaxPemBytes)
        return invalid();
    Bio bio(BIO_new_mem_buf(certificatePem.constData(), int(certificatePem.size())));
    Cert cert(PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr));
    if (!cert)
        return invalid();
    // Exactly one: a second certificate would leave which key is meant to the reader.
    Cert second(PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr));
    if (second)
        return invalid();
    EVP_PKEY *key = X509_get0_pubkey(cert.get());
    if (!isP256Key(key))
        return invalid();
    const QByteArray der = common::openssl::publicKeyDer(key);
    if (der.isEmpty())
        return invalid();
    return der;
}

} // namespace sparkwire::delegation::PlanSignature
