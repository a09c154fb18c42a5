#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace sparkwire::bundle {

// One regular file inside a bundle: a relative path ("launch/hostfile") and its bytes.
struct BundleEntry
{
    QString path;
    QByteArray data;
    bool executable = false; // mode 0755 instead of 0644
};

// The tar.gz container of a bundle, through libarchive. Writing is deterministic (fixed
// owner, times and order). Reading treats every byte as hostile and returns the entries only
// when the whole archive is acceptable: regular files only (no symlinks, hard links, devices,
// FIFOs), relative paths of plain characters without "." or ".." parts, no duplicate names,
// each file at most kMaxFileBytes, all of them at most kMaxTotalBytes, and an unpacked size
// no more than kMaxRatio times the packed one (a compression bomb); a truncated or damaged
// archive is refused. Every refusal is an InvalidInput error that says which entry and why.
class BundleArchive
{
    Q_DECLARE_TR_FUNCTIONS(BundleArchive)

public:
    static constexpr qint64 kMaxFileBytes = 1 << 20;
    static constexpr qint64 kMaxTotalBytes = 64 << 20;
    static constexpr qint64 kMaxPackedBytes = 64 << 20;
    static constexpr int kMaxEntries = 512;
    static constexpr int kMaxPathChars = 200;
    static constexpr qint64 kMaxRatio = 100;
    // Below this unpacked size the ratio is not checked (small text compresses very well).
    static constexpr qint64 kRatioFloorBytes = 256 * 1024;

    static Result<QByteArray> write(const QList<BundleEntry> &entries, const QDateTime &mtime);
    static Result<QList<BundleEntry>> read(const QByteArray &archive);

    // The path rule of read(), also for names a writer is given.
    static bool isSafePath(const QString &path);
};

} // namespace sparkwire::bundle
