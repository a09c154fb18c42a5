#include "SshFiles.h"

#include "common/AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace sparkwire::ssh::SshFiles {

namespace {
constexpr qint64 kMaxFileBytes = 1 << 20;

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}
} // namespace

namespace {
// The effective user's password entry, its strings in buffer; the lookup's error number.
int ownEntry(std::vector<char> &buffer, passwd &entry, passwd *&found)
{
    const long hint = ::sysconf(_SC_GETPW_R_SIZE_MAX);
    buffer.resize(size_t(hint > 0 ? hint : 16384));
    int rc = 0;
    while ((rc = ::getpwuid_r(::geteuid(), &entry, buffer.data(), buffer.size(), &found)) ==
               ERANGE &&
           buffer.size() < (1u << 20))
        buffer.resize(buffer.size() * 2);
    return rc;
}
} // namespace

QString accountName()
{
    std::vector<char> buffer;
    passwd entry{};
    passwd *found = nullptr;
    if (ownEntry(buffer, entry, found) != 0 || !found || !found->pw_name)
        return QString::number(::geteuid());
    return QString::fromLocal8Bit(found->pw_name);
}

Result<QString> accountHome()
{
    const uid_t uid = ::geteuid();
    std::vector<char> buffer;
    passwd entry{};
    passwd *found = nullptr;
    const int rc = ownEntry(buffer, entry, found);
    if (rc != 0 || !found)
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate(
                             "SshFiles", "uid %1 has no entry in the password database%2")
                             .arg(uid)
                             .arg(rc ? QStringLiteral(" (%1)").arg(errnoText(rc)) : QString()));
    const QString home = QFile::decodeName(found->pw_dir ? found->pw_dir : "");
    if (home.isEmpty() || !QDir::isAbsolutePath(home))
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate(
                             "SshFiles", "uid %1 has no home directory in the password database")
                             .arg(uid));
    return home;
}

Result<QString> directory(const QString &homeDir)
{
    const uid_t me = ::geteuid();
    if (homeDir.isEmpty() || !QDir::isAbsolutePath(homeDir))
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("SshFiles",
                                        "no home directory to keep SSH files in (got %1)")
                .arg(homeDir.isEmpty() ? QCoreApplication::translate("SshFiles", "nothing")
                                       : homeDir));
    struct stat st;
    if (::stat(QFile::encodeName(homeDir).constData(), &st) != 0) {
        const int statErrno = errno;
        return makeError(
            statErrno == ENOENT ? ErrorCode::NotFound : ErrorCode::Io,
            QCoreApplication::translate("SshFiles", "cannot use the home directory %1: %2")
                .arg(homeDir, errnoText(statErrno)));
    }
    if (!S_ISDIR(st.st_mode))
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("SshFiles", "the home %1 is not a directory").arg(homeDir));
    if (st.st_uid != me && st.st_uid != 0)
        return makeError(
            ErrorCode::PermissionDenied,
            QCoreApplication::translate(
                "SshFiles",
                "refusing to write SSH files into %1: it belongs to uid %2, not to uid %3 that "
                "Sparkwire runs as. Sparkwire uses the home of the account it runs as (from the "
                "password database, not $HOME): run it as the person whose SSH setup this is, "
                "not with sudo -E")
                .arg(homeDir, QString::number(st.st_uid), QString::number(me)));
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
        return makeError(ErrorCode::PermissionDenied,
                         QCoreApplication::translate(
                             "SshFiles", "refusing to write SSH files into %1: others can write "
                                         "to it, so sshd would not trust them either "
                                         "(StrictModes); run: chmod go-w %1")
                             .arg(homeDir));

    const QString dir = homeDir + QStringLiteral("/.ssh");
    const QByteArray encoded = QFile::encodeName(dir);
    if (::mkdir(encoded.constData(), 0700) != 0 && errno != EEXIST) {
        const int mkdirErrno = errno;
        return makeError(mkdirErrno == EACCES ? ErrorCode::PermissionDenied : ErrorCode::Io,
                         QCoreApplication::translate("SshFiles", "cannot create %1: %2")
                             .arg(dir, errnoText(mkdirErrno)));
    }
    const int fd = ::open(encoded.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        const int openErrno = errno;
        if (::lstat(encoded.constData(), &st) == 0 && S_ISLNK(st.st_mode))
            return makeError(ErrorCode::PermissionDenied,
                             QCoreApplication::translate(
                                 "SshFiles",
                                 "refusing to use %1: it is a symbolic link (to %2), and "
                                 "Sparkwire does not follow links there; make it a real "
                                 "directory (move what it points to in its place)")
                                 .arg(dir, QFileInfo(dir).symLinkTarget()));
        if (openErrno == ENOTDIR)
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate("SshFiles", "%1 is not a directory; move it away")
                    .arg(dir));
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("SshFiles", "cannot open %1: %2")
                             .arg(dir, errnoText(openErrno)));
    }
    std::optional<Error> problem;
    if (::fstat(fd, &st) != 0)
        problem =
            makeError(ErrorCode::Io, QCoreApplication::translate("SshFiles", "cannot check %1: %2")
                                         .arg(dir, errnoText(errno)));
    else if (st.st_uid != me)
        problem = makeError(ErrorCode::PermissionDenied,
                            QCoreApplication::translate(
                                "SshFiles",
                                "refusing to use %1: it belongs to uid %2, not to uid %3 that "
                                "Sparkwire runs as; fix its owner (chown) or run Sparkwire as that "
                                "account")
                                .arg(dir, QString::number(st.st_uid), QString::number(me)));
    else if ((st.st_mode & 07777) != 0700 && ::fchmod(fd, 0700) != 0)
        problem =
            makeError(ErrorCode::Io,
                      QCoreApplication::translate("SshFiles", "cannot make %1 private (0700): %2")
                          .arg(dir, errnoText(errno)));
    ::close(fd);
    if (problem)
        return *problem;
    return dir;
}

Result<QByteArray> read(const QString &path)
{
    return common::AtomicFile::read(path, kMaxFileBytes, common::AtomicFile::Check::OwnFile);
}

Status write(const QString &path, const QByteArray &content)
{
    return common::AtomicFile::write(path, content, 0600, common::AtomicFile::Check::OwnFile);
}

Status rewrite(const QString &path,
               const std::function<Result<QByteArray>(const QByteArray &)> &edit)
{
    const Result<QByteArray> before = read(path);
    if (!before && before.error().code != ErrorCode::NotFound)
        return before.error();
    const Result<QByteArray> after = edit(before.valueOr(QByteArray()));
    if (!after)
        return after.error();
    if (before ? *after == *before : after->isEmpty())
        return {}; // unchanged: not even the timestamp moves
    return write(path, *after);
}

} // namespace sparkwire::ssh::SshFiles
