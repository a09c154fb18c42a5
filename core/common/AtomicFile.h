#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

#include <sys/types.h>

namespace sparkwire::common {

// Crash-safe file replacement: write a temporary file in the same directory with the final
// mode, fsync it, rename it over the target, fsync the directory. Whatever kills the process,
// the target is either the old file or the new one, whole.
namespace AtomicFile {

// What the path may be. Files that decide who may log in (~/.ssh) need OwnFile: a symlink
// there could point a write or a read at another file, and a file another user owns is not
// this user's to trust or replace.
enum class Check
{
    // read() follows a symlink; write() still refuses to replace one.
    Plain,
    // Not a symlink (never followed, also not on read), a regular file, owned by the
    // effective uid. A missing file is fine (read: NotFound; write: created).
    OwnFile,
};

// Refuses (PermissionDenied) a target that is a symlink (the link and what it points to stay
// as they were) or that is not a regular file: renaming over it would silently replace it.
Status write(const QString &path, const QByteArray &content, mode_t mode,
             Check check = Check::Plain);
// The whole file. NotFound when it does not exist (callers that accept a missing file branch
// on that code), InvalidInput when it is bigger than maxBytes (never truncated),
// PermissionDenied when refused by the system or by `check`, Io otherwise.
Result<QByteArray> read(const QString &path, qint64 maxBytes = 1 << 20, Check check = Check::Plain);
// A file that is already gone is fine.
Status remove(const QString &path);

} // namespace AtomicFile

} // namespace sparkwire::common
