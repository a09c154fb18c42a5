#pragma once

#include "BundleSource.h"
#include "cluster/ClusterRecord.h"
#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace sparkwire::bundle {

// manifest.json: what the bundle is (schema version, when, which Sparkwire, which cluster,
// who exported it), its members with their twins' addresses, the cluster record to restore,
// and the SHA-256 of every other file. Canonical bytes (keys sorted, compact); read strictly
// (StrictJsonReader): another schema version, unknown or missing fields, a path that is not
// a safe bundle path or a hash that is not 64 hex digits refuse the whole document.
struct BundleManifest
{
    Q_DECLARE_TR_FUNCTIONS(BundleManifest)

public:
    static constexpr int kSchema = 1;
    static constexpr int kMaxBytes = 256 * 1024;
    static constexpr const char *kFileName = "manifest.json";
    static constexpr const char *kSignatureFileName = "manifest.json.sig";
    static constexpr const char *kSignerFileName = "signer.pem";

    struct Member
    {
        cluster::ClusterMember member;
        QList<BundleTwin> twins;
    };

    QDateTime createdAt;
    QString version;
    QString exporterId;
    cluster::ClusterRecord record;
    QList<Member> members;
    QMap<QString, QString> files; // path -> SHA-256, lower-case hex

    QByteArray toJson() const;
    static Result<BundleManifest> fromJson(const QByteArray &json);

    // What the exporter's key signs: a domain tag, then the manifest's bytes.
    static QByteArray signedMessage(const QByteArray &manifestJson);
};

} // namespace sparkwire::bundle
