#include "AccountHome.h"

#include <pwd.h>
#include <unistd.h>

namespace sparkwire::ssh {

QString accountHome(QString *error)
{
    const uid_t uid = ::geteuid();
    const passwd *pw = ::getpwuid(uid);
    if (pw && pw->pw_dir && *pw->pw_dir)
        return QString::fromLocal8Bit(pw->pw_dir);
    if (error)
        *error = QStringLiteral("user id %1 has no home directory in the password database")
                     .arg(uid);
    return {};
}

} // namespace sparkwire::ssh
