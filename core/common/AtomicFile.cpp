#include "AtomicFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace sparkwire::common::AtomicFile {

namespace {
ErrorCode codeFor(int error)
{
    switch (error) {
    case ENOENT:
    case ENOTDIR:
        return ErrorCode::NotFound;
    case EACCES:
    case EPERM:
    case EROFS:
        return ErrorCode::PermissionDenied;
    default:
        return ErrorCode::Io;
    }
}

// `what` names the action and the path; the system's words follow.
Error errnoError(const QString &what, int error = errno)
{
    return makeError(codeFor(error), QStringLiteral("%1: %2").arg(
                                         what, QString::fromLocal8Bit(std::strerror(error))));
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

enum class Verb
{
    Read,
    Replace
};

// Why a file with these attributes is not acceptable under `check`, or nothing.
std::optional<Error> refusal(const QString &path, const struct stat &st, Check check, Verb verb)
{
    const bool reading = verb == Verb::Read;
    if (S_ISLNK(st.st_mode))
        return makeError(
            ErrorCode::PermissionDenied,
            (reading ? QCoreApplication::translate(
                           "AtomicFile",
                           "Refusing to read %1: it is a symbolic link (to %2), and Sparkwire "
                           "neither follows nor replaces a link here; put the file itself in its "
                           "place.")
                     : QCoreApplication::translate(
                           "AtomicFile",
                           "Refusing to replace %1: it is a symbolic link (to %2), and Sparkwire "
                           "neither follows nor replaces a link here; put the file itself in its "
                           "place."))
                .arg(path, linkTarget(path)));
    if (!S_ISREG(st.st_mode))
        return makeError(
            ErrorCode::PermissionDenied,
            (reading ? QCoreApplication::translate("AtomicFile",
                                                   "Refusing to read %1: it is not a regular file.")
                     : QCoreApplication::translate(
                           "AtomicFile", "Refusing to replace %1: it is not a regular file."))
                .arg(path));
    if (check == Check::OwnFile && st.st_uid != ::geteuid())
        return makeError(
            ErrorCode::PermissionDenied,
            (reading ? QCoreApplication::translate(
                           "AtomicFile",
                           "Refusing to read %1: it belongs to uid %2, not to uid %3 that "
                           "Sparkwire runs as; fix its owner (chown) or remove it.")
                     : QCoreApplication::translate(
                           "AtomicFile",
                           "Refusing to replace %1: it belongs to uid %2, not to uid %3 that "
                           "Sparkwire runs as; fix its owner (chown) or remove it."))
                .arg(path, QString::number(st.st_uid), QString::number(::geteuid())));
    return std::nullopt;
}
} // namespace

Status write(const QString &path, const QByteArray &content, mode_t mode, Check check)
{
    const QByteArray target = QFile::encodeName(path);
    struct stat st;
    if (::lstat(target.constData(), &st) == 0) {
        if (std::optional<Error> why = refusal(path, st, check, Verb::Replace))
            return *why;
    } else if (errno != ENOENT) {
        return errnoError(QCoreApplication::translate("AtomicFile", "Cannot replace %1").arg(path));
    }
    const QString dir = QFileInfo(path).absolutePath();
    QByteArray temp = QFile::encodeName(dir + QStringLiteral("/.") + QFileInfo(path).fileName() +
                                        QStringLiteral(".XXXXXX"));
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0)
        return errnoError(
            QCoreApplication::translate("AtomicFile", "Cannot create a temporary file in %1")
                .arg(dir));
    bool ok = ::fchmod(fd, mode) == 0;
    for (qint64 done = 0; ok && done < content.size();) {
        const ssize_t n = ::write(fd, content.constData() + done, size_t(content.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        ok = n > 0;
        done += n > 0 ? n : 0;
    }
    ok = ok && ::fsync(fd) == 0;
    std::optional<Error> failure;
    if (!ok)
        failure =
            errnoError(QCoreApplication::translate("AtomicFile", "Cannot write %1").arg(path));
    ::close(fd);
    // rename() never follows a symlink at the target: one planted since the check above is
    // replaced, and what it pointed to is never written.
    if (ok && ::rename(temp.constData(), target.constData()) != 0)
        failure =
            errnoError(QCoreApplication::translate("AtomicFile", "Cannot replace %1").arg(path));
    if (failure) {
        ::unlink(temp.constData());
        return *failure;
    }
    syncDirectory(dir);
    return {};
}

Result<QByteArray> read(const QString &path, qint64 maxBytes, Check check)
{
    int flags = O_RDONLY | O_CLOEXEC;
    // O_NONBLOCK: a FIFO planted in place of the file must not hang the reader.
    if (check == Check::OwnFile)
        flags |= O_NOFOLLOW | O_NONBLOCK;
    const int fd = ::open(QFile::encodeName(path).constData(), flags);
    if (fd < 0) {
        const int openErrno = errno;
        struct stat st;
        if (check == Check::OwnFile && openErrno == ELOOP &&
            ::lstat(QFile::encodeName(path).constData(), &st) == 0)
            if (std::optional<Error> why = refusal(path, st, check, Verb::Read))
                return *why;
        return errnoError(QCoreApplication::translate("AtomicFile", "Cannot read %1").arg(path),
                          openErrno);
    }
    const auto fail = [&](Error why) -> Result<QByteArray> {
        ::close(fd);
        return why;
    };
    struct stat st;
    if (::fstat(fd, &st) != 0)
        return fail(
            errnoError(QCoreApplication::translate("AtomicFile", "Cannot read %1").arg(path)));
    if (check == Check::OwnFile)
        if (std::optional<Error> why = refusal(path, st, check, Verb::Read))
            return fail(*why);
    const Error tooBig =
        makeError(ErrorCode::InvalidInput,
                  QCoreApplication::translate("AtomicFile",
                                              "Refusing to read %1: it is bigger than %2 bytes.")
                      .arg(path, QString::number(maxBytes)));
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
            return fail(
                errnoError(QCoreApplication::translate("AtomicFile", "Cannot read %1").arg(path)));
        if (n == 0)
            break;
        done += n;
    }
    ::close(fd);
    if (done > maxBytes)
        return tooBig;
    content.truncate(qsizetype(done));
    return content;
}

Status remove(const QString &path)
{
    if (::unlink(QFile::encodeName(path).constData()) != 0 && errno != ENOENT)
        return errnoError(QCoreApplication::translate("AtomicFile", "Cannot remove %1").arg(path));
    syncDirectory(QFileInfo(path).absolutePath());
    return {};
}

} // namespace sparkwire::common::AtomicFile
