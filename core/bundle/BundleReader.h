#pragma once

#include "BundleArchive.h"
#include "BundleManifest.h"
#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>

namespace sparkwire::bundle {

// A bundle that passed every check: the archive is safe (BundleArchive::read), the manifest
// is one this Sparkwire reads, signer.pem's key is the manifest's exporter and signed it, and
// every file is in the manifest with its SHA-256 and every manifest file is there.
struct OpenedBundle
{
    BundleManifest manifest;
    QMap<QString, QByteArray> files; // every file but manifest.json and its signature
    QByteArray manifestJson;
    QByteArray signerCertificate;

    QByteArray file(const QString &path) const { return files.value(path); }
    // nodes/<hostname>/40-cx7.yaml of a member (by key id); empty when there is none.
    QByteArray netplanOf(const QString &id) const;
};

// The one reader of bundles (CLI, GUI, import, fuzzing). Nothing is written anywhere: the
// caller gets the checked contents or an error that says what is wrong.
class BundleReader
{
    Q_DECLARE_TR_FUNCTIONS(BundleReader)

public:
    static constexpr qint64 kMaxFileBytes = BundleArchive::kMaxPackedBytes;

    static Result<OpenedBundle> open(const QByteArray &archive);
    // Reads the file (at most kMaxFileBytes) and opens it.
    static Result<OpenedBundle> openFile(const QString &path);
};

} // namespace sparkwire::bundle
