#pragma once

#include <QFile>
#include <QList>
#include <QString>

#include <sys/mount.h>
#include <unistd.h>

// Accounts that exist only in this test's private mount namespace (private-mounts.sh): copies
// of /etc/passwd and /etc/group with extra lines, bind-mounted over the real ones. Sparkwire
// finds a home with getpwuid(), as ssh and sshd do, so a test user needs a real entry.
namespace TestUsers {

struct User
{
    QString name;
    uint uid;
    QString home;
};

// Whether this process has a mount namespace of its own (private-mounts.sh made it): every
// mount a test makes must vanish with it, never cover the machine's own files. False with
// *error (how to run the test) otherwise.
inline bool inPrivateMountNamespace(QString *error)
{
    const auto mountNamespace = [](const QByteArray &pid) {
        char target[64] = {};
        const ssize_t n = ::readlink(QByteArray("/proc/" + pid + "/ns/mnt").constData(), target,
                                     sizeof target - 1);
        return n > 0 ? QByteArray(target, int(n)) : QByteArray();
    };
    const QByteArray ours = mountNamespace("self");
    if (ours.isEmpty() || ours == mountNamespace(QByteArray::number(::getppid()))) {
        *error = QStringLiteral("not in a private mount namespace: run it through ctest, or as "
                                "tests/integration/private-mounts.sh <test binary>");
        return false;
    }
    return true;
}

// Adds the users (group = uid) and, when rootHome is set, gives root that home instead of its
// own, so root-only tests never write into the machine's /root. False with *error.
inline bool install(const QString &scratchDir, const QList<User> &users, QString *error,
                    const QString &rootHome = QString())
{
    if (!inPrivateMountNamespace(error))
        return false;
    for (const QString &file : {QStringLiteral("passwd"), QStringLiteral("group")}) {
        QFile real(QStringLiteral("/etc/") + file);
        if (!real.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read /etc/%1").arg(file);
            return false;
        }
        QList<QByteArray> lines = real.readAll().split('\n');
        if (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
        if (file == QLatin1String("passwd") && !rootHome.isEmpty())
            for (QByteArray &line : lines)
                if (line.startsWith("root:")) {
                    QList<QByteArray> fields = line.split(':');
                    if (fields.size() == 7)
                        fields[5] = QFile::encodeName(rootHome);
                    line = fields.join(':');
                }
        for (const User &u : users)
            lines << (file == QLatin1String("passwd")
                          ? QStringLiteral("%1:x:%2:%2::%3:/bin/sh")
                                .arg(u.name)
                                .arg(u.uid)
                                .arg(u.home)
                          : QStringLiteral("%1:x:%2:").arg(u.name).arg(u.uid))
                         .toUtf8();
        const QString copy = scratchDir + QStringLiteral("/etc-") + file;
        QFile out(copy);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            out.write(lines.join('\n') + '\n') < 0 ||
            !out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                QFileDevice::ReadGroup | QFileDevice::ReadOther)) {
            *error = QStringLiteral("cannot write %1").arg(copy);
            return false;
        }
        out.close();
        if (::mount(QFile::encodeName(copy).constData(),
                    QFile::encodeName(QStringLiteral("/etc/") + file).constData(), nullptr, MS_BIND,
                    nullptr) != 0) {
            *error = QStringLiteral("cannot bind-mount %1 over /etc/%2 (not in a private mount "
                                    "namespace?)")
                         .arg(copy, file);
            return false;
        }
    }
    return true;
}

} // namespace TestUsers
