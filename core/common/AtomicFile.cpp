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
QString errnoText(const QString &what)
{
    return QStringLiteral("%1: %2").arg(what, QString::fromLocal8Bit(std::strerror(errno)));
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
} // namespace

bool write(const QString &path, const QByteArray &content, mode_t mode, QString *error)
{
    const QString dir = QFileInfo(path).absolutePath();
    QByteArray temp = QFile::encodeName(dir + QStringLiteral("/.") + QFileInfo(path).fileName() +
                                        QStringLiteral(".XXXXXX"));
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0) {
        if (error)
            *error = errnoText(QStringLiteral("cannot create a temporary file in %1").arg(dir));
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
    if (!ok && error)
        *error = errnoText(QStringLiteral("cannot write %1").arg(path));
    ::close(fd);
    if (ok && ::rename(temp.constData(), QFile::encodeName(path).constData()) != 0) {
        ok = false;
        if (error)
            *error = errnoText(QStringLiteral("cannot replace %1").arg(path));
    }
    if (!ok) {
        ::unlink(temp.constData());
        return false;
    }
    syncDirectory(dir);
    return true;
}

std::optional<QByteArray> read(const QString &path, QString *error, qint64 maxBytes)
{
    QFile file(path);
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return file.read(maxBytes);
}

bool remove(const QString &path, QString *error)
{
    if (::unlink(QFile::encodeName(path).constData()) != 0 && errno != ENOENT) {
        if (error)
            *error = errnoText(QStringLiteral("cannot remove %1").arg(path));
        return false;
    }
    syncDirectory(QFileInfo(path).absolutePath());
    return true;
}

} // namespace sparkwire::common::AtomicFile
