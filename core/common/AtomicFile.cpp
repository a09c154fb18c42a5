#include "AtomicFile.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sparkwire::common::AtomicFile {

namespace {
QString errnoText(const QString &what, int error = errno)
{
    return QStringLiteral("%1: %2").arg(what, QString::fromLocal8Bit(std::strerror(error)));
}

bool syncDirectory(const QString &dir)
{
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

QString linkTarget(const QString &path)
{
    const QString target = QFileInfo(path).symLinkTarget();
    return target.isEmpty() ? QStringLiteral("?") : target;
}

// Why a file with these attributes is not acceptable under `check`, or empty.
QString refusal(const QString &path, const struct stat &st, Check check, const QString &verb)
{
    if (S_ISLNK(st.st_mode))
        return QStringLiteral("refusing to %1 %2: it is a symbolic link (to %3), and Sparkwire "
                              "neither follows nor replaces a link here; put the file itself in "
                              "its place")
            .arg(verb, path, linkTarget(path));
    if (!S_ISREG(st.st_mode))
        return QStringLiteral("refusing to %1 %2: it is not a regular file").arg(verb, path);
    if (check == Check::OwnFile && st.st_uid != ::geteuid())
        return QStringLiteral("refusing to %1 %2: it belongs to uid %3, not to uid %4 that "
                              "Sparkwire runs as; fix its owner (chown) or remove it")
            .arg(verb, path, QString::number(st.st_uid), QString::number(::geteuid()));
    return {};
}

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}
} // namespace

bool write(const QString &path, const QByteArray &content, mode_t mode, QString *error, Check check)
{
    const QByteArray target = QFile::encodeName(path);
    struct stat st;
    if (::lstat(target.constData(), &st) == 0) {
        const QString why = refusal(path, st, check, QStringLiteral("replace"));
        if (!why.isEmpty()) {
            setError(error, why);
            return false;
        }
    } else if (errno != ENOENT) {
        setError(error, errnoText(QStringLiteral("cannot replace %1").arg(path)));
        return false;
    }
    const QString dir = QFileInfo(path).absolutePath();
    QByteArray temp = QFile::encodeName(dir + QStringLiteral("/.") + QFileInfo(path).fileName() +
                                        QStringLiteral(".XXXXXX"));
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0) {
        setError(error, errnoText(QStringLiteral("cannot create a temporary file in %1").arg(dir)));
        return false;
    }
    bool ok = ::fchmod(fd, mode) == 0;
    for (qint64 done = 0; ok && done < content.size();) {
        const ssize_t n = ::write(fd, content.constData() + done, size_t(content.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        ok = n > 0;
        done += n > 0 ? n : 0;
    }
    ok = ok && ::fsync(fd) == 0;
    if (!ok)
        setError(error, errnoText(QStringLiteral("cannot write %1").arg(path)));
    ::close(fd);
    // rename() never follows a symlink at the target: one planted since the check above is
    // replaced, and what it pointed to is never written.
    if (ok && ::rename(temp.constData(), target.constData()) != 0) {
        ok = false;
        setError(error, errnoText(QStringLiteral("cannot replace %1").arg(path)));
    }
    if (!ok) {
        ::unlink(temp.constData());
        return false;
    }
    syncDirectory(dir);
    return true;
}

std::optional<QByteArray> read(const QString &path, QString *error, qint64 maxBytes, Check check)
{
    int flags = O_RDONLY | O_CLOEXEC;
    // O_NONBLOCK: a FIFO planted in place of the file must not hang the reader.
    if (check == Check::OwnFile)
        flags |= O_NOFOLLOW | O_NONBLOCK;
    const int fd = ::open(QFile::encodeName(path).constData(), flags);
    if (fd < 0) {
        const int openErrno = errno;
        if (openErrno == ENOENT)
            return std::nullopt;
        struct stat st;
        if (check == Check::OwnFile && openErrno == ELOOP &&
            ::lstat(QFile::encodeName(path).constData(), &st) == 0)
            setError(error, refusal(path, st, check, QStringLiteral("read")));
        else
            setError(error, errnoText(QStringLiteral("cannot read %1").arg(path), openErrno));
        return std::nullopt;
    }
    const auto fail = [&](const QString &why) -> std::optional<QByteArray> {
        ::close(fd);
        setError(error, why);
        return std::nullopt;
    };
    struct stat st;
    if (::fstat(fd, &st) != 0)
        return fail(errnoText(QStringLiteral("cannot read %1").arg(path)));
    if (check == Check::OwnFile) {
        const QString why = refusal(path, st, check, QStringLiteral("read"));
        if (!why.isEmpty())
            return fail(why);
    }
    const QString tooBig = QStringLiteral("refusing to read %1: it is bigger than %2 bytes")
                               .arg(path, QString::number(maxBytes));
    if (S_ISREG(st.st_mode) && st.st_size > maxBytes)
        return fail(tooBig);
    // Read one byte past the limit, so a file that grew since fstat (or a pipe) is caught too.
    QByteArray content;
    content.resize(qsizetype(std::min<qint64>(
        maxBytes + 1, S_ISREG(st.st_mode) ? qint64(st.st_size) + 1 : qint64(64 * 1024))));
    qint64 done = 0;
    for (;;) {
        if (done == content.size()) {
            if (done > maxBytes)
                return fail(tooBig);
            content.resize(qsizetype(std::min<qint64>(maxBytes + 1, done * 2 + 1)));
        }
        const ssize_t n = ::read(fd, content.data() + done, size_t(content.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return fail(errnoText(QStringLiteral("cannot read %1").arg(path)));
        if (n == 0)
            break;
        done += n;
    }
    ::close(fd);
    if (done > maxBytes) {
        setError(error, tooBig);
        return std::nullopt;
    }
    content.truncate(qsizetype(done));
    return content;
}

bool remove(const QString &path, QString *error)
{
    if (::unlink(QFile::encodeName(path).constData()) != 0 && errno != ENOENT) {
        setError(error, errnoText(QStringLiteral("cannot remove %1").arg(path)));
        return false;
    }
    syncDirectory(QFileInfo(path).absolutePath());
    return true;
}

} // namespace sparkwire::common::AtomicFile
