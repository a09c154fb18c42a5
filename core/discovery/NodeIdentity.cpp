#include "NodeIdentity.h"

#include "SecretStore.h"
#include "common/AtomicFile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include <memory>

namespace sparkwire::discovery {

namespace {
template <typename T, void (*Free)(T *)> struct Deleter
{
    void operator()(T *p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY, EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Deleter<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;

QByteArray bioBytes(BIO *bio)
{
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio, &data);
    return QByteArray(data, int(n));
}

QString fingerprint(EVP_PKEY *key)
{
    unsigned char *der = nullptr;
    const int n = i2d_PUBKEY(key, &der);
    if (n <= 0)
        return {};
    const QByteArray hash = QCryptographicHash::hash(QByteArray(reinterpret_cast<char *>(der), n),
                                                     QCryptographicHash::Sha256);
    OPENSSL_free(der);
    return QString::fromLatin1(hash.toHex());
}

std::optional<NodeIdentity> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}
} // namespace

QString NodeIdentity::keyStorageDescription() const
{
    return m_storage == KeyStorage::Keyring
               ? QStringLiteral("private key in the desktop keyring")
               : QStringLiteral("private key in %1 (mode 0600: no keyring answered)").arg(m_path);
}

std::optional<NodeIdentity> NodeIdentity::loadOrCreate(const QString &stateDir,
                                                       const QString &hostname, QString *error,
                                                       SecretStore *keyring)
{
    NodeIdentity identity;
    identity.m_path = QDir(stateDir).filePath(QLatin1String(kFileName));
    // One keyring entry per state directory: several nodes' tests may share a user.
    const QString keyringKey =
        QStringLiteral("node-key-") +
        QString::fromLatin1(QCryptographicHash::hash(QDir(stateDir).absolutePath().toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .toHex()
                                .left(16));
    if (Result<QByteArray> pem = common::AtomicFile::read(identity.m_path, 64 * 1024)) {
        if (!pem->contains("PRIVATE KEY-----")) { // the key lives in the keyring
            QString keyringError;
            const std::optional<QByteArray> key =
                keyring ? keyring->read(keyringKey, &keyringError) : std::nullopt;
            if (!key)
                return fail(
                    error,
                    QStringLiteral(
                        "this node's private key is in the keyring, which cannot be read now (%1)")
                        .arg(keyring ? keyringError : QStringLiteral("no keyring")));
            *pem = *key + *pem;
            identity.m_storage = KeyStorage::Keyring;
        }
        Bio keyBio(BIO_new_mem_buf(pem->constData(), int(pem->size())));
        Key key(PEM_read_bio_PrivateKey(keyBio.get(), nullptr, nullptr, nullptr));
        Bio certBio(BIO_new_mem_buf(pem->constData(), int(pem->size())));
        Cert cert(PEM_read_bio_X509(certBio.get(), nullptr, nullptr, nullptr));
        if (!key || !cert || X509_check_private_key(cert.get(), key.get()) != 1)
            return fail(
                error,
                QStringLiteral("%1 is damaged (no matching key and certificate); move it away to "
                               "make a new identity (peers will have to pair again)")
                    .arg(identity.m_path));
        Bio out(BIO_new(BIO_s_mem()));
        PEM_write_bio_PrivateKey(out.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
        identity.m_privateKeyPem = bioBytes(out.get());
        Bio certOut(BIO_new(BIO_s_mem()));
        PEM_write_bio_X509(certOut.get(), cert.get());
        identity.m_certificatePem = bioBytes(certOut.get());
        identity.m_id = fingerprint(key.get());
        return identity;
    } else if (pem.error().code != ErrorCode::NotFound)
        return fail(error, pem.error().message);

    Key key(EVP_EC_gen("P-256"));
    Cert cert(X509_new());
    if (!key || !cert)
        return fail(error, QStringLiteral("cannot generate a key pair (OpenSSL)"));
    unsigned char serial[16];
    RAND_bytes(serial, sizeof serial);
    serial[0] &= 0x7f;
    BIGNUM *bn = BN_bin2bn(serial, sizeof serial, nullptr);
    BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert.get()));
    BN_free(bn);
    X509_set_version(cert.get(), 2);
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), -3600);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), 20L * 365 * 24 * 3600);
    X509_set_pubkey(cert.get(), key.get());
    X509_NAME *name = X509_get_subject_name(cert.get());
    const QByteArray cn = QString(QStringLiteral("sparkwire ") + hostname).left(64).toUtf8();
    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8,
                               reinterpret_cast<const unsigned char *>(cn.constData()), -1, -1, 0);
    X509_set_issuer_name(cert.get(), name);
    if (X509_sign(cert.get(), key.get(), EVP_sha256()) <= 0)
        return fail(error, QStringLiteral("cannot sign the node certificate (OpenSSL)"));

    Bio keyOut(BIO_new(BIO_s_mem()));
    Bio certOut(BIO_new(BIO_s_mem()));
    PEM_write_bio_PrivateKey(keyOut.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
    PEM_write_bio_X509(certOut.get(), cert.get());
    identity.m_privateKeyPem = bioBytes(keyOut.get());
    identity.m_certificatePem = bioBytes(certOut.get());
    identity.m_id = fingerprint(key.get());
    Status written;
    QString keyringError;
    if (keyring && keyring->write(keyringKey, identity.m_privateKeyPem, &keyringError))
        identity.m_storage = KeyStorage::Keyring;
    const QByteArray file = identity.m_storage == KeyStorage::Keyring
                                ? identity.m_certificatePem
                                : identity.m_privateKeyPem + identity.m_certificatePem;
    // 0700: the state dir holds this key and, later, whom this node trusts.
    if (!QDir().mkpath(stateDir) ||
        !QFile::setPermissions(stateDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner) ||
        !(written = common::AtomicFile::write(identity.m_path, file, 0600)))
        return fail(error, written ? QStringLiteral("cannot create %1").arg(stateDir)
                                   : written.errorMessage());
    return identity;
}

} // namespace sparkwire::discovery
