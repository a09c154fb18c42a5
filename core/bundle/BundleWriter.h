#pragma once

#include "BundleSource.h"
#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>

namespace sparkwire::bundle {

// Builds the bundle: every generated file (BundleFiles), signer.pem (this Spark's
// certificate: its public key only), manifest.json with the SHA-256 of each, and
// manifest.json.sig, signed with this Spark's node key (delegation::PlanSignature, the key
// that signs plans). Refused when any file would hold a private key.
class BundleWriter
{
    Q_DECLARE_TR_FUNCTIONS(BundleWriter)

public:
    static Result<QByteArray> write(const BundleSource &source, const QByteArray &certificatePem,
                                    const QByteArray &privateKeyPem);
};

} // namespace sparkwire::bundle
