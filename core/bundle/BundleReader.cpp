#include "BundleReader.h"

#include "common/AtomicFile.h"
#include "delegation/PlanSignature.h"
#include "peers/PrintableText.h"

#include <QCryptographicHash>

namespace sparkwire::bundle {

QByteArray OpenedBundle::netplanOf(const QString &id) const
{
    const cluster::ClusterMember *m = manifest.record.member(id);
    return m ? files.value(QStringLiteral("nodes/%1/40-cx7.yaml").arg(m->hostname)) : QByteArray();
}

Result<OpenedBundle> BundleReader::openFile(const QString &path)
{
    const Result<QByteArray> bytes = common::AtomicFile::read(path, kMaxFileBytes);
    if (!bytes)
        return bytes.error();
    return open(*bytes);
}

Result<OpenedBundle> BundleReader::open(const QByteArray &archive)
{
    const Result<QList<BundleEntry>> entries = BundleArchive::read(archive);
    if (!entries)
        return entries.error();
    OpenedBundle bundle;
    QByteArray signature;
    bool haveManifest = false;
    bool haveSignature = false;
    for (const BundleEntry &e : *entries) {
        if (e.path == QLatin1String(BundleManifest::kFileName)) {
            bundle.manifestJson = e.data;
            haveManifest = true;
        } else if (e.path == QLatin1String(BundleManifest::kSignatureFileName)) {
            signature = e.data;
            haveSignature = true;
        } else {
            bundle.files.insert(e.path, e.data);
        }
    }
    if (!haveManifest || !haveSignature)
        return makeError(ErrorCode::InvalidInput,
                         tr("This is not a Sparkwire bundle: manifest.json or its signature "
                            "(manifest.json.sig) is missing."));
    const Result<BundleManifest> manifest = BundleManifest::fromJson(bundle.manifestJson);
    // The reader's words quote the manifest's keys and values: escaped like peer text.
    if (!manifest)
        return makeError(ErrorCode::InvalidInput,
                         tr("The bundle's manifest is not valid: %1")
                             .arg(peers::printableText(manifest.error().message, false)),
                         peers::printableText(manifest.error().detail, true));
    bundle.manifest = *manifest;
    bundle.signerCertificate =
        bundle.files.value(QString::fromLatin1(BundleManifest::kSignerFileName));
    const Result<QByteArray> publicKey =
        delegation::PlanSignature::publicKeyOfCertificate(bundle.signerCertificate);
    if (!publicKey)
        return makeError(ErrorCode::InvalidInput,
                         tr("The bundle's signer.pem is not a Sparkwire key: %1")
                             .arg(peers::printableText(publicKey.error().message, false)));
    if (delegation::PlanSignature::keyId(*publicKey) != bundle.manifest.exporterId)
        return makeError(ErrorCode::PermissionDenied,
                         tr("The bundle's signer.pem is not the key the manifest names as its "
                            "exporter."));
    if (!delegation::PlanSignature::verify(
            *publicKey, BundleManifest::signedMessage(bundle.manifestJson), signature))
        return makeError(ErrorCode::PermissionDenied,
                         tr("The bundle's signature does not match its manifest: it was changed "
                            "after it was exported."));
    for (auto it = bundle.files.cbegin(); it != bundle.files.cend(); ++it) {
        const auto expected = bundle.manifest.files.constFind(it.key());
        if (expected == bundle.manifest.files.cend())
            return makeError(ErrorCode::PermissionDenied,
                             tr("'%1' in the bundle is not in its manifest: it was added after "
                                "the bundle was exported.")
                                 .arg(peers::printableText(it.key(), false)));
        const QString actual = QString::fromLatin1(
            QCryptographicHash::hash(it.value(), QCryptographicHash::Sha256).toHex());
        if (actual != *expected)
            return makeError(ErrorCode::PermissionDenied,
                             tr("'%1' in the bundle does not match its SHA-256 in the manifest: "
                                "it was changed after the bundle was exported.")
                                 .arg(peers::printableText(it.key(), false)));
    }
    for (auto it = bundle.manifest.files.cbegin(); it != bundle.manifest.files.cend(); ++it)
        if (!bundle.files.contains(it.key()))
            return makeError(ErrorCode::InvalidInput,
                             tr("'%1' is in the bundle's manifest but not in the bundle: it is "
                                "incomplete.")
                                 .arg(peers::printableText(it.key(), false)));
    return bundle;
}

} // namespace sparkwire::bundle
