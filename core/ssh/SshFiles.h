#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace sparkwire::ssh {

// The files under ~/.ssh, touched only where ssh itself would trust them. A local user must
// not be able to steer a write through a symlink, and a process running as root (sudo -E
// keeps $HOME) must not write into another person's ~/.ssh.
namespace SshFiles {

// The effective user's home from the password database (getpwuid(geteuid())), as ssh and
// sshd find it; never $HOME. Empty with *error when the account has none.
QString accountHome(QString *error);

// homeDir/.ssh, after the checks sshd's StrictModes makes and more: homeDir a directory owned
// by the effective uid (or root) and not writable by group or others; .ssh a real directory
// (not a symlink) owned by the effective uid, created if missing, and made 0700. Empty with
// *error (naming the path and what to do) otherwise.
QString directory(const QString &homeDir, QString *error);

// A file under ~/.ssh: never through a symlink, only a regular file owned by the effective
// uid, at most 1 MiB. read(): nullopt when missing (no *error) or refused (*error).
std::optional<QByteArray> read(const QString &path, QString *error);
bool write(const QString &path, const QByteArray &content, QString *error); // mode 0600

// Read, edit, write back (only when the bytes changed). edit gets the current bytes (empty when
// the file is missing) and returns the new ones, or nullopt with *why to leave the file as it
// is. Bytes, not text: lines Sparkwire does not own must come back exactly, valid UTF-8 or not.
// Empty on success, else why not.
QString
rewrite(const QString &path,
        const std::function<std::optional<QByteArray>(const QByteArray &, QString *why)> &edit);

} // namespace SshFiles

} // namespace sparkwire::ssh
