#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace sparkwire::ssh {

// The files under ~/.ssh, touched only where ssh itself would trust them. A local user must
// not be able to steer a write through a symlink, and a process running as root (sudo -E
// keeps $HOME) must not write into another person's ~/.ssh.
namespace SshFiles {

// The effective user's home from the password database (getpwuid(geteuid())), as ssh and
// sshd find it; never $HOME. NotFound when the account has none.
Result<QString> accountHome();
// The effective user's login name from the same database (whom a peer logs in as); the uid in
// decimal when the account has no entry.
QString accountName();

// homeDir/.ssh, after the checks sshd's StrictModes makes and more: homeDir a directory owned
// by the effective uid (or root) and not writable by group or others; .ssh a real directory
// (not a symlink) owned by the effective uid, created if missing, and made 0700. Otherwise an
// error naming the path and what to do: PermissionDenied for what ssh would not trust,
// NotFound / InvalidInput for a home that is missing or not a directory, Io for the rest.
Result<QString> directory(const QString &homeDir);

// A file under ~/.ssh: never through a symlink, only a regular file owned by the effective
// uid, at most 1 MiB. read(): NotFound when missing (callers that take a missing file as
// empty branch on that code), PermissionDenied when refused.
Result<QByteArray> read(const QString &path);
Status write(const QString &path, const QByteArray &content); // mode 0600

// Read, edit, write back (only when the bytes changed). edit gets the current bytes (empty when
// the file is missing) and returns the new ones, or an error to leave the file as it is (that
// error is returned). Bytes, not text: lines Sparkwire does not own must come back exactly,
// valid UTF-8 or not.
Status rewrite(const QString &path,
               const std::function<Result<QByteArray>(const QByteArray &)> &edit);

} // namespace SshFiles

} // namespace sparkwire::ssh
