#include "BundleArchive.h"

#include "peers/PrintableText.h"

#include <QRegularExpression>
#include <QSet>

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <memory>

namespace sparkwire::bundle {

namespace {

struct ReadDeleter
{
    void operator()(archive *a) const { archive_read_free(a); }
};
struct WriteDeleter
{
    void operator()(archive *a) const { archive_write_free(a); }
};
struct EntryDeleter
{
    void operator()(archive_entry *e) const { archive_entry_free(e); }
};

Error refused(const QString &message, const QString &detail = {})
{
    return makeError(ErrorCode::InvalidInput, message, detail);
}

QString libarchiveMessage(archive *a)
{
    const char *text = archive_error_string(a);
    // libarchive's words may quote bytes of the archive (a name, a header field).
    return text ? peers::printableText(QString::fromUtf8(text), false) : QString();
}

bool isZeros(const QByteArray &bytes)
{
    return std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return c == 0; });
}

} // namespace

bool BundleArchive::isSafePath(const QString &path)
{
    static const QRegularExpression plain(
        QStringLiteral("\\A[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*\\z"));
    if (path.isEmpty() || path.size() > kMaxPathChars || !plain.match(path).hasMatch())
        return false;
    for (const QString &part : path.split(QLatin1Char('/')))
        if (part == QLatin1String(".") || part == QLatin1String(".."))
            return false;
    return true;
}

Result<QByteArray> BundleArchive::write(const QList<BundleEntry> &entries, const QDateTime &mtime)
{
    std::unique_ptr<archive, WriteDeleter> a(archive_write_new());
    QByteArray out;
    // Room for the whole archive: libarchive writes into a fixed buffer.
    qint64 capacity = 64 * 1024;
    for (const BundleEntry &e : entries)
        capacity += e.data.size() + 1024;
    if (capacity > kMaxPackedBytes)
        return refused(tr("The bundle would be larger than %1 MiB.").arg(kMaxPackedBytes >> 20));
    out.resize(capacity);
    size_t used = 0;
    if (archive_write_set_format_pax_restricted(a.get()) != ARCHIVE_OK ||
        archive_write_add_filter_gzip(a.get()) != ARCHIVE_OK ||
        archive_write_set_bytes_in_last_block(a.get(), 1) != ARCHIVE_OK ||
        archive_write_open_memory(a.get(), out.data(), size_t(out.size()), &used) != ARCHIVE_OK)
        return makeError(
            ErrorCode::Io,
            tr("Could not start the bundle archive: %1").arg(libarchiveMessage(a.get())));
    QSet<QString> seen;
    for (const BundleEntry &e : entries) {
        if (!isSafePath(e.path) || seen.contains(e.path) || e.data.size() > kMaxFileBytes)
            return refused(
                tr("Cannot put '%1' into a bundle: bad name, duplicate or too large.").arg(e.path));
        seen.insert(e.path);
        std::unique_ptr<archive_entry, EntryDeleter> entry(archive_entry_new());
        const QByteArray name = e.path.toUtf8();
        archive_entry_set_pathname(entry.get(), name.constData());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), e.executable ? 0755 : 0644);
        archive_entry_set_size(entry.get(), e.data.size());
        archive_entry_set_mtime(entry.get(), mtime.toSecsSinceEpoch(), 0);
        archive_entry_set_uid(entry.get(), 0);
        archive_entry_set_gid(entry.get(), 0);
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK ||
            archive_write_data(a.get(), e.data.constData(), size_t(e.data.size())) != e.data.size())
            return makeError(ErrorCode::Io, tr("Could not write '%1' into the bundle: %2")
                                                .arg(e.path, libarchiveMessage(a.get())));
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK)
        return makeError(ErrorCode::Io,
                         tr("Could not finish the bundle: %1").arg(libarchiveMessage(a.get())));
    out.resize(qsizetype(used));
    return out;
}

// The tar stream inside the gzip layer, with the outer format checked exactly: one gzip
// stream (libarchive's gzip filter over the raw bytes, nothing else) that ends where the file
// ends. A plain tar, another compression or bytes after the gzip stream are refused: a writer
// never makes them, and a reader that skipped them would sign off on bytes it never looked at.
Result<QByteArray> BundleArchive::unpackGzip(const QByteArray &packed)
{
    const QString notBundle = tr("This is not a Sparkwire bundle (a .tar.gz as `sparkwirectl "
                                 "bundle export` writes it): %1");
    // "ustar" at offset 257 is a tar header: say so, it is the likely mistake.
    if (packed.size() >= 262 && packed.mid(257, 5) == "ustar")
        return refused(notBundle.arg(tr("it is an uncompressed tar")));
    std::unique_ptr<archive, ReadDeleter> a(archive_read_new());
    archive_read_support_filter_gzip(a.get());
    archive_read_support_format_raw(a.get());
    archive_entry *entry = nullptr;
    if (packed.isEmpty() ||
        archive_read_open_memory(a.get(), packed.constData(), size_t(packed.size())) !=
            ARCHIVE_OK ||
        archive_read_next_header(a.get(), &entry) != ARCHIVE_OK)
        return refused(
            notBundle.arg(packed.isEmpty() ? tr("the file is empty") : libarchiveMessage(a.get())));
    // The filters are known once the first header is read: gzip over the bytes themselves.
    if (archive_filter_count(a.get()) != 2 ||
        archive_filter_code(a.get(), 0) != ARCHIVE_FILTER_GZIP)
        return refused(notBundle.arg(tr("it is not compressed with gzip exactly once")));
    QByteArray tar;
    char buffer[65536];
    for (;;) {
        const la_ssize_t n = archive_read_data(a.get(), buffer, sizeof buffer);
        if (n < 0)
            return refused(
                tr("The bundle is truncated or damaged: %1").arg(libarchiveMessage(a.get())));
        if (n == 0)
            break;
        if (tar.size() + n > kMaxTarBytes)
            return refused(tr("The bundle unpacks to more than %1 MiB.").arg(kMaxTotalBytes >> 20));
        tar.append(buffer, qsizetype(n));
        if (tar.size() > kRatioFloorBytes && tar.size() > kMaxRatio * packed.size())
            return refused(tr("The bundle unpacks to more than %1 times its size: it looks "
                              "like a compression bomb.")
                               .arg(kMaxRatio));
    }
    // What the gzip filter took from the file: all of it, or something follows the stream.
    const la_int64_t consumed = archive_filter_bytes(a.get(), -1);
    if (consumed != packed.size())
        return refused(tr("The bundle has %1 bytes after the end of its compressed archive: a "
                          "Sparkwire bundle ends where its archive ends.")
                           .arg(packed.size() - consumed));
    return tar;
}

Result<QList<BundleEntry>> BundleArchive::read(const QByteArray &packed)
{
    if (packed.size() > kMaxPackedBytes)
        return refused(tr("The bundle is larger than %1 MiB.").arg(kMaxPackedBytes >> 20));
    const Result<QByteArray> unpacked = unpackGzip(packed);
    if (!unpacked)
        return unpacked.error();
    const QByteArray &tar = *unpacked;
    std::unique_ptr<archive, ReadDeleter> a(archive_read_new());
    archive_read_support_format_tar(a.get()); // no filter: the gzip layer is undone above
    if (archive_read_open_memory(a.get(), tar.constData(), size_t(tar.size())) != ARCHIVE_OK)
        return refused(
            tr("This is not a Sparkwire bundle (a .tar.gz): %1").arg(libarchiveMessage(a.get())));
    QList<BundleEntry> entries;
    QSet<QString> seen;
    qint64 total = 0;
    for (;;) {
        archive_entry *entry = nullptr;
        const int r = archive_read_next_header(a.get(), &entry);
        if (r == ARCHIVE_EOF)
            break;
        if (r != ARCHIVE_OK)
            return refused(
                tr("The bundle is truncated or damaged: %1").arg(libarchiveMessage(a.get())));
        const char *rawName = archive_entry_pathname(entry);
        // Shown only escaped, as peer text is: a name may hold escape sequences, newlines or
        // bidi overrides meant for the terminal that prints the refusal.
        const QString path = rawName ? QString::fromUtf8(rawName) : QString();
        const QString shown = peers::printableText(path.left(kMaxPathChars), false);
        if (entries.size() >= kMaxEntries)
            return refused(tr("The bundle has more than %1 files.").arg(kMaxEntries));
        if (archive_entry_hardlink(entry) != nullptr)
            return refused(tr("The bundle holds a hard link: '%1'.").arg(shown));
        const mode_t type = archive_entry_filetype(entry);
        if (type == AE_IFLNK || archive_entry_symlink(entry) != nullptr)
            return refused(tr("The bundle holds a symbolic link: '%1'.").arg(shown));
        if (type == AE_IFCHR || type == AE_IFBLK || type == AE_IFIFO || type == AE_IFSOCK)
            return refused(tr("The bundle holds a device or special file: '%1'.").arg(shown));
        if (type != AE_IFREG)
            return refused(tr("The bundle holds something that is not a file: '%1'.").arg(shown));
        if (!isSafePath(path))
            return refused(tr("The bundle holds a file with an unsafe name: '%1' (absolute, "
                              "'..', or characters other than letters, digits, '.', '_', '-').")
                               .arg(shown));
        if (seen.contains(path))
            return refused(tr("The bundle holds '%1' twice.").arg(shown));
        seen.insert(path);
        const qint64 declared = archive_entry_size(entry);
        if (declared > kMaxFileBytes)
            return refused(tr("'%1' in the bundle is larger than 1 MiB.").arg(shown));
        BundleEntry out;
        out.path = path;
        out.executable = (archive_entry_perm(entry) & 0111) != 0;
        char buffer[16384];
        for (;;) {
            const la_ssize_t n = archive_read_data(a.get(), buffer, sizeof buffer);
            if (n < 0)
                return refused(tr("The bundle is truncated or damaged at '%1': %2")
                                   .arg(shown, libarchiveMessage(a.get())));
            if (n == 0)
                break;
            if (out.data.size() + n > kMaxFileBytes)
                return refused(tr("'%1' in the bundle is larger than 1 MiB.").arg(shown));
            total += n;
            if (total > kMaxTotalBytes)
                return refused(
                    tr("The bundle unpacks to more than %1 MiB.").arg(kMaxTotalBytes >> 20));
            out.data.append(buffer, qsizetype(n));
        }
        if (out.data.size() != declared)
            return refused(tr("The bundle is truncated at '%1'.").arg(shown));
        entries << out;
    }
    // Where the tar reader stopped: after the end-of-archive blocks. tar pads the last record
    // (10 KiB) with zeros; anything else after the end is refused, like bytes after the gzip
    // stream (a writer never puts them there).
    const qint64 end = archive_filter_bytes(a.get(), 0);
    if (end < 1024 || end > tar.size() || !isZeros(tar.mid(end - 1024, 1024)))
        return refused(tr("The bundle is truncated: its archive has no end."));
    const qint64 recordEnd = (end + kTarRecordBytes - 1) / kTarRecordBytes * kTarRecordBytes;
    if (tar.size() > recordEnd || !isZeros(tar.mid(end)))
        return refused(tr("The bundle has %1 bytes after the end of its archive: a Sparkwire "
                          "bundle ends where its archive ends.")
                           .arg(tar.size() - end));
    return entries;
}

} // namespace sparkwire::bundle
