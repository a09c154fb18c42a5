#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <sys/types.h>

namespace sparkwire::common {

// Crash-safe file replacement: write a temporary file in the same directory with the final
// mode, fsync it, rename it over the target, fsync the directory. Whatever kills the process,
// the target is either the old file or the new one, whole.
namespace AtomicFile {
bool write(const QString &path, const QByteArray &content, mode_t mode, QString *error);
// The whole file, or nullopt when it does not exist (or cannot be read: see *error).
std::optional<QByteArray> read(const QString &path, QString *error = nullptr,
                               qint64 maxBytes = 1 << 20);
bool remove(const QString &path, QString *error);
} // namespace AtomicFile

} // namespace sparkwire::common
