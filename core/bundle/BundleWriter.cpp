#include "BundleWriter.h"

#include "BundleArchive.h"
#include "BundleFiles.h"
#include "BundleManifest.h"
#include "delegation/PlanSignature.h"

#include <QCryptographicHash>

namespace sparkwire::bundle {

namespace {
// The base64 body of a PEM key, line by line: none of it may appear in any file.
QList<QByteArray> secretLines(const QByteArray &privateKeyPem)
{
    QList<QByteArray> out;
    for (const QByteArray &line : privateKeyPem.split('\n'))
        if (line.size() >= 16 && !line.startsWith("-----"))
            out << line.trimmed();
    return out;
}
} // namespace

Result<QByteArray> BundleWriter::write(const BundleSource &source, const QByteArray &certificatePem,
                                       const QByteArray &privateKeyPem)
{
    if (source.members.isEmpty())
        return makeError(ErrorCode::InvalidInput, tr("The cluster has no members to export."));
    const Result<QByteArray> publicKey =
        delegation::PlanSignature::publicKeyOfCertificate(certificatePem);
    if (!publicKey)
        return publicKey.error();
    if (delegation::PlanSignature::keyId(*publicKey) != source.exporterId)
        return makeError(ErrorCode::InvalidInput,
                         tr("The signing certificate is not this Spark's key."));
    QList<BundleEntry> files = BundleFiles::generate(source);
    files << BundleEntry{QString::fromLatin1(BundleManifest::kSignerFileName), certificatePem};
    const QList<QByteArray> secrets = secretLines(privateKeyPem);
    BundleManifest manifest;
    manifest.createdAt = source.createdAt;
    manifest.version = source.version;
    manifest.exporterId = source.exporterId;
    manifest.record = source.record;
    for (const BundleMember &m : source.members)
        manifest.members << BundleManifest::Member{m.member, m.twins};
    for (const BundleEntry &e : std::as_const(files)) {
        const bool secret =
            e.data.contains("PRIVATE KEY") ||
            std::any_of(secrets.cbegin(), secrets.cend(),
                        [&](const QByteArray &line) { return e.data.contains(line); });
        if (secret)
            return makeError(
                ErrorCode::PermissionDenied,
                tr("'%1' would hold a private key; the bundle was not written.").arg(e.path));
        manifest.files.insert(
            e.path, QString::fromLatin1(
                        QCryptographicHash::hash(e.data, QCryptographicHash::Sha256).toHex()));
    }
    const QByteArray manifestJson = manifest.toJson();
    const Result<QByteArray> signature =
        delegation::PlanSignature::sign(privateKeyPem, BundleManifest::signedMessage(manifestJson));
    if (!signature)
        return signature.error();
    files.prepend(BundleEntry{QString::fromLatin1(BundleManifest::kSignatureFileName), *signature});
    files.prepend(BundleEntry{QString::fromLatin1(BundleManifest::kFileName), manifestJson});
    return BundleArchive::write(files, source.createdAt);
}

} // namespace sparkwire::bundle
