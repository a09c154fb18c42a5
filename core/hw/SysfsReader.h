#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::hw {

// Reads a sysfs tree below an injectable root ("/sys" on a real machine, a fixture tree in
// tests and in the demo). Paths given to it are relative to the root, like
// "class/net/enp1s0f1np1/mtu"; symlinks resolve inside the tree because the kernel's links
// are relative.
class SysfsReader
{
public:
    explicit SysfsReader(QString root = QStringLiteral("/sys"));

    const QString &root() const { return m_root; }
    bool isRealSysfs() const;
    bool exists(const QString &relPath) const;

    // The first line of a file, trimmed; nullopt when missing or unreadable (real sysfs
    // refuses some reads, e.g. `speed` of a link without carrier, with EINVAL).
    std::optional<QString> readLine(const QString &relPath) const;
    std::optional<long long> readInteger(const QString &relPath) const;

    // Entry names of a directory, sorted; empty when missing.
    QStringList list(const QString &relPath) const;

    // Where a symlink (or any path through symlinks) ends, relative to the root; nullopt
    // when it does not resolve or leaves the tree.
    std::optional<QString> resolve(const QString &relPath) const;

private:
    QString absolute(const QString &relPath) const;
    QString m_root;
    QString m_canonicalRoot;
};

} // namespace sparkwire::hw
