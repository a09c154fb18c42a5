#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

// Files of a test's netplan tree: written whole (0600, folders made), read back whole.
namespace NetplanTestFiles {

inline void put(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    f.write(content);
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

inline QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace NetplanTestFiles
