#pragma once

#include <QString>

namespace sparkwire::ssh {

// ~/.ssh/authorized_keys, edited the safe way: ~/.ssh created 0700 if missing, the file
// rewritten atomically with mode 0600, a key already there (same type and key, whatever its
// comment) not added twice, nothing else in the file touched.
namespace AuthorizedKeys {
// Empty on success (also when the key was already there); else why not.
QString add(const QString &homeDir, const QString &publicKeyLine, bool *added = nullptr);
} // namespace AuthorizedKeys

} // namespace sparkwire::ssh
