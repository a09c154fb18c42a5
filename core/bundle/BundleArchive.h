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
// when the whole archive is acceptable: exactly the writer's outer format (one gzip stream of
// a tar; not a plain tar, not another compression) with nothing after the gzip stream's end
// and nothing but tar's zero padding of its last 10 KiB record after the archive's end;
// regular files only (no symlinks, hard links, devices,
// FIFOs), relative paths of plain characters without "." or ".." parts, no duplicate names,
// each file at most kMaxFileBytes, all of them at most kMaxTotalBytes, and an unpacked size
// no more than kMaxRatio times the packed one (a compression bomb); a truncated or damaged
// archive is refused. Every refusal is an InvalidInput error that says which entry and why,
// the entry's name escaped as peer text is (peers::printableText).
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
    // tar's record: the zero padding a tar may have after its end-of-archive blocks.
    static constexpr qint64 kTarRecordBytes = 10240;
    // The unpacked tar stream: the files, a pax header and a header per file, the end.
    static constexpr qint64 kMaxTarBytes = kMaxTotalBytes + kMaxEntries * 3 * 512 + kTarRecordBytes;

    static Result<QByteArray> write(const QList<BundleEntry> &entries, const QDateTime &mtime);
    static Result<QList<BundleEntry>> read(const QByteArray &archive);

    // The path rule of read(), also for names a writer is given.
    static bool isSafePath(const QString &path);

private:
    static Result<QByteArray> unpackGzip(const QByteArray &packed);
};

} // namespace sparkwire::bundle
