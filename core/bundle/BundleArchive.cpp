#include "BundleArchive.h"

#include <QRegularExpression>
#include <QSet>

#include <archive.h>
#include <archive_entry.h>

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
    return text ? QString::fromUtf8(text) : QString();
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

Result<QList<BundleEntry>> BundleArchive::read(const QByteArray &packed)
{
    if (packed.size() > kMaxPackedBytes)
        return refused(tr("The bundle is larger than %1 MiB.").arg(kMaxPackedBytes >> 20));
    std::unique_ptr<archive, ReadDeleter> a(archive_read_new());
    archive_read_support_filter_gzip(a.get());
    archive_read_support_format_tar(a.get());
    if (archive_read_open_memory(a.get(), packed.constData(), size_t(packed.size())) != ARCHIVE_OK)
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
        const QString path = rawName ? QString::fromUtf8(rawName) : QString();
        if (entries.size() >= kMaxEntries)
            return refused(tr("The bundle has more than %1 files.").arg(kMaxEntries));
        if (archive_entry_hardlink(entry) != nullptr)
            return refused(tr("The bundle holds a hard link: '%1'.").arg(path));
        const mode_t type = archive_entry_filetype(entry);
        if (type == AE_IFLNK || archive_entry_symlink(entry) != nullptr)
            return refused(tr("The bundle holds a symbolic link: '%1'.").arg(path));
        if (type == AE_IFCHR || type == AE_IFBLK || type == AE_IFIFO || type == AE_IFSOCK)
            return refused(tr("The bundle holds a device or special file: '%1'.").arg(path));
        if (type != AE_IFREG)
            return refused(tr("The bundle holds something that is not a file: '%1'.").arg(path));
        if (!isSafePath(path))
            return refused(tr("The bundle holds a file with an unsafe name: '%1' (absolute, "
                              "'..', or characters other than letters, digits, '.', '_', '-').")
                               .arg(path.left(kMaxPathChars)));
        if (seen.contains(path))
            return refused(tr("The bundle holds '%1' twice.").arg(path));
        seen.insert(path);
        const qint64 declared = archive_entry_size(entry);
        if (declared > kMaxFileBytes)
            return refused(tr("'%1' in the bundle is larger than 1 MiB.").arg(path));
        BundleEntry out;
        out.path = path;
        out.executable = (archive_entry_perm(entry) & 0111) != 0;
        char buffer[16384];
        for (;;) {
            const la_ssize_t n = archive_read_data(a.get(), buffer, sizeof buffer);
            if (n < 0)
                return refused(tr("The bundle is truncated or damaged at '%1': %2")
                                   .arg(path, libarchiveMessage(a.get())));
            if (n == 0)
                break;
            if (out.data.size() + n > kMaxFileBytes)
                return refused(tr("'%1' in the bundle is larger than 1 MiB.").arg(path));
            total += n;
            if (total > kMaxTotalBytes)
                return refused(
                    tr("The bundle unpacks to more than %1 MiB.").arg(kMaxTotalBytes >> 20));
            if (total > kRatioFloorBytes && total > kMaxRatio * packed.size())
                return refused(tr("The bundle unpacks to more than %1 times its size: it looks "
                                  "like a compression bomb.")
                                   .arg(kMaxRatio));
            out.data.append(buffer, qsizetype(n));
        }
        if (out.data.size() != declared)
            return refused(tr("The bundle is truncated at '%1'.").arg(path));
        entries << out;
    }
    return entries;
}

} // namespace sparkwire::bundle
