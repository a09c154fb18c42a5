#pragma once

#include "BundleArchive.h"
#include "BundleSource.h"

#include <QCoreApplication>
#include <QList>

namespace sparkwire::bundle {

// Every file of a bundle but the manifest and its signature, in a fixed order: README.md,
// nodes/<hostname>/ (40-cx7.yaml, inventory.json), env/ and launch/ (BundleLaunchFiles),
// ssh/, ansible/ and results/. Names come from the cluster record only.
class BundleFiles
{
    Q_DECLARE_TR_FUNCTIONS(BundleFiles)

public:
    static QList<BundleEntry> generate(const BundleSource &source);

private:
    static BundleEntry readme(const BundleSource &source, const QList<BundleEntry> &files);
    static BundleEntry grafana();
    static QList<BundleEntry> ssh(const BundleSource &source);
    static QList<BundleEntry> ansible(const BundleSource &source);
};

} // namespace sparkwire::bundle
