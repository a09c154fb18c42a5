#include "NodeIdentity.h"

#include "SecretStore.h"
#include "common/AtomicFile.h"
#include "common/OpenSslPointers.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

namespace sparkwire::discovery {

namespace {
using common::openssl::Bio;
using common::openssl::Cert;
using common::openssl::Key;

QByteArray bioBytes(BIO *bio)
{
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio, &data);
    return QByteArray(data, int(n));
}

QString fingerprint(EVP_PKEY *key)
{
    const QByteArray der = common::openssl::publicKeyDer(key);
    if (der.isEmpty())
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(der, QCryptographicHash::Sha256).toHex());
}

// One keyring entry per state directory: several nodes' tests may share a user.
QString keyringKey(const QString &stateDir)
{
    return QStringLiteral("node-key-") +
           QString::fromLatin1(QCryptographicHash::hash(QDir(stateDir).absolutePath().toUtf8(),
                                                        QCryptographicHash::Sha256)
                                   .toHex()
                                   .left(16));
}

QString identityPath(const QString &stateDir)
{
    return QDir(stateDir).filePath(QLatin1String(NodeIdentity::kFileName));
}

Error keyringUnreadable(const Error &why)
{
    return makeError(why.code,
                     QCoreApplication::translate(
                         "NodeIdentity",
                         "this node's private key is in the keyring, which cannot be read now (%1)")
                         .arg(why.message),
                     why.detail);
}

// The stored file: its bytes, nullopt when there is none yet.
Result<std::optional<QByteArray>> readStored(const QString &path)
{
    Result<QByteArray> pem = common::AtomicFile::read(path, 64 * 1024);
    if (pem)
        return std::optional<QByteArray>(std::move(*pem));
    if (pem.error().code != ErrorCode::NotFound)
        return pem.error();
    return std::optional<QByteArray>();
}

bool keyInFile(const QByteArray &pem)
{
    return pem.contains("PRIVATE KEY-----");
}
} // namespace

QString NodeIdentity::keyStorageDescription() const
{
    return m_storage == KeyStorage::Keyring
               ? QCoreApplication::translate("NodeIdentity", "private key in the desktop keyring")
               : QCoreApplication::translate("NodeIdentity",
                                             "private key in %1 (mode 0600: no keyring answered)")
                     .arg(m_path);
}

Result<NodeIdentity> NodeIdentity::fromPem(const QString &path, const QByteArray &pem,
                                           KeyStorage storage)
{
    NodeIdentity identity;
    identity.m_path = path;
    identity.m_storage = storage;
    Bio keyBio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    Key key(PEM_read_bio_PrivateKey(keyBio.get(), nullptr, nullptr, nullptr));
    Bio certBio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    Cert cert(PEM_read_bio_X509(certBio.get(), nullptr, nullptr, nullptr));
    if (!key || !cert || X509_check_private_key(cert.get(), key.get()) != 1)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "NodeIdentity",
                             "%1 is damaged (no matching key and certificate); move it away to "
                             "make a new identity (peers will have to pair again)")
                             .arg(path));
    Bio out(BIO_new(BIO_s_mem()));
    PEM_write_bio_PrivateKey(out.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
    identity.m_privateKeyPem = bioBytes(out.get());
    Bio certOut(BIO_new(BIO_s_mem()));
    PEM_write_bio_X509(certOut.get(), cert.get());
    identity.m_certificatePem = bioBytes(certOut.get());
    identity.m_id = fingerprint(key.get());
    return identity;
}

Result<NodeIdentity> NodeIdentity::generate(const QString &stateDir, const QString &hostname)
{
    NodeIdentity identity;
    identity.m_path = identityPath(stateDir);
    Key key(EVP_EC_gen("P-256"));
    Cert cert(X509_new());
    if (!key || !cert)
        return makeError(
            ErrorCode::Io,
            QCoreApplication::translate("NodeIdentity", "cannot generate a key pair (OpenSSL)"));
    unsigned char serial[16];
    RAND_bytes(serial, sizeof serial);
    serial[0] &= 0x7f;
    const common::openssl::BigNumber bn(BN_bin2bn(serial, sizeof serial, nullptr));
    BN_to_ASN1_INTEGER(bn.get(), X509_get_serialNumber(cert.get()));
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
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("NodeIdentity",
                                                     "cannot sign the node certificate (OpenSSL)"));
    Bio keyOut(BIO_new(BIO_s_mem()));
    Bio certOut(BIO_new(BIO_s_mem()));
    PEM_write_bio_PrivateKey(keyOut.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
    PEM_write_bio_X509(certOut.get(), cert.get());
    identity.m_privateKeyPem = bioBytes(keyOut.get());
    identity.m_certificatePem = bioBytes(certOut.get());
    identity.m_id = fingerprint(key.get());
    return identity;
}

Status NodeIdentity::save(const QString &stateDir) const
{
    const QByteArray file =
        m_storage == KeyStorage::Keyring ? m_certificatePem : m_privateKeyPem + m_certificatePem;
    // 0700: the state dir holds this key and, later, whom this node trusts.
    if (!QDir().mkpath(stateDir) ||
        !QFile::setPermissions(stateDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner))
        return makeError(
            ErrorCode::Io,
            QCoreApplication::translate("NodeIdentity", "cannot create %1").arg(stateDir));
    return common::AtomicFile::write(m_path, file, 0600);
}

Result<NodeIdentity> NodeIdentity::loadOrCreate(const QString &stateDir, const QString &hostname)
{
    std::optional<Result<NodeIdentity>> result;
    loadOrCreate(stateDir, hostname, nullptr,
                 [&](Result<NodeIdentity> identity) { result.emplace(std::move(identity)); });
    return std::move(*result); // without a keyring, done() has run before loadOrCreate returned
}

void NodeIdentity::loadOrCreate(const QString &stateDir, const QString &hostname,
                                SecretStore *keyring, Done done)
{
    const QString path = identityPath(stateDir);
    Result<std::optional<QByteArray>> stored = readStored(path);
    if (!stored)
        return done(stored.error());
    if (const std::optional<QByteArray> &pem = *stored) {
        if (keyInFile(*pem))
            return done(fromPem(path, *pem, KeyStorage::File));
        if (!keyring)
            return done(keyringUnreadable(
                makeError(ErrorCode::Unavailable,
                          QCoreApplication::translate("NodeIdentity", "no keyring"))));
        const QByteArray certificate = *pem;
        return keyring->read(keyringKey(stateDir),
                             [path, certificate, done](Result<QByteArray> key) {
                                 if (!key)
                                     return done(keyringUnreadable(key.error()));
                                 done(fromPem(path, *key + certificate, KeyStorage::Keyring));
                             });
    }
    Result<NodeIdentity> created = generate(stateDir, hostname);
    if (!created || !keyring) {
        if (created)
            if (Status saved = created->save(stateDir); !saved)
                return done(saved.error());
        return done(std::move(created));
    }
    NodeIdentity identity = std::move(*created);
    keyring->write(keyringKey(stateDir), identity.m_privateKeyPem,
                   [identity, stateDir, done](Status written) mutable {
                       // No keyring took it: the 0600 file, and keyStorageDescription() says so.
                       identity.m_storage = written ? KeyStorage::Keyring : KeyStorage::File;
                       if (Status saved = identity.save(stateDir); !saved)
                           return done(saved.error());
                       done(std::move(identity));
                   });
}

} // namespace sparkwire::discovery
