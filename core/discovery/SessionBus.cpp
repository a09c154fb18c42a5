#include "SessionBus.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <sys/stat.h>
#include <unistd.h>

namespace sparkwire::discovery {

namespace {
// A socket owned by this user: a bus socket someone else planted must not get our key.
bool isOwnSocket(const QString &path)
{
    struct stat st = {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISSOCK(st.st_mode) &&
           st.st_uid == ::getuid();
}
} // namespace

Result<QString> SessionBus::locate()
{
    const QString set = qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS");
    if (!set.isEmpty())
        return set;
    QStringList candidates;
    const QString runtimeDir = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtimeDir.isEmpty())
        candidates << runtimeDir + QStringLiteral("/bus");
    const QString perUser = QStringLiteral("/run/user/%1/bus").arg(::getuid());
    if (!candidates.contains(perUser))
        candidates << perUser;
    for (const QString &path : candidates)
        if (isOwnSocket(path))
            return QString(QStringLiteral("unix:path=") + path);
    return makeError(ErrorCode::Unavailable,
                     QCoreApplication::translate(
                         "SessionBus",
                         "no session bus: DBUS_SESSION_BUS_ADDRESS is not set and %1 does not "
                         "exist. Run this as the desktop user while logged in, or set "
                         "DBUS_SESSION_BUS_ADDRESS to that user's session bus")
                         .arg(candidates.join(QStringLiteral(", "))));
}

Result<QString> SessionBus::ensureAddress()
{
    Result<QString> address = locate();
    if (address && !qEnvironmentVariableIsSet("DBUS_SESSION_BUS_ADDRESS"))
        qputenv("DBUS_SESSION_BUS_ADDRESS", address->toUtf8());
    return address;
}

} // namespace sparkwire::discovery
