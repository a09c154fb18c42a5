#pragma once

#include <QString>
#include <QStringList>

namespace sparkwire::ssh {

// The client side of passwordless SSH to a paired peer, in the user's ~/.ssh:
//  - a per-node ed25519 key made with ssh-keygen if there is none (it never leaves the node);
//  - the peer's host key pinned in known_hosts under its alias and fabric addresses;
//  - a managed "Host <alias>" block in ~/.ssh/config (replaced, never duplicated).
// Every file is rewritten atomically; ~/.ssh stays 0700 and the files 0600.
namespace SshClientConfig {
// The public key line of ~/.ssh/id_ed25519, made first when missing. Empty with *error.
QString ensureUserKey(const QString &homeDir, const QString &comment, QString *error);
QString pinHostKey(const QString &homeDir, const QStringList &names, const QString &hostKeyLine);
QString writeHostBlock(const QString &homeDir, const QString &alias, const QString &hostName,
                       const QString &user);
} // namespace SshClientConfig

} // namespace sparkwire::ssh
