#pragma once

#include "common/Result.h"

#include <QString>
#include <QStringList>

namespace sparkwire::ssh {

// ~/.ssh/authorized_keys, edited the safe way (through SshFiles: ~/.ssh a real 0700 directory
// of the effective user, no symlinks, the file rewritten atomically with mode 0600). A paired
// peer's key gets one line, restricted and tagged:
//   from="<ipv4>,<ipv4>",no-port-forwarding,no-agent-forwarding,no-X11-forwarding
//   <type> <base64> sparkwire-peer:<peer id>
// so it logs in only from the peer's addresses, opens no tunnels, and unpairing removes it.
// The person's own lines are never touched.
namespace AuthorizedKeys {

// The tag that marks a peer's lines (the comment field).
QString tag(const QString &peerId);

// Trusts keyLine (validated like SshValidation::parseKeyLine; the peer's comment and any
// options are dropped) for logins from exactly fromAddresses (IPv4 literals, 1-16), tagged for
// peerId (64 lowercase hex: the paired peer's key fingerprint). The same key already there for
// the same peer is updated in place (new addresses), not added twice. On failure nothing is
// written: InvalidInput for a value that is refused, else SshFiles' error.
Status add(const QString &homeDir, const QString &keyLine, const QStringList &fromAddresses,
           const QString &peerId);

// After a kept cluster change: the lines tagged for peerId now let its key in from exactly
// fromAddresses (checked as add() checks them; the old addresses go, the plan removed them),
// nothing else in them changed. NotFound, with nothing written, when no line is tagged for
// peerId (SSH was never set up from that peer); a tagged line whose key no longer parses is
// refused (InvalidInput), not guessed at. A rerun with the same addresses writes nothing.
Status repointPeer(const QString &homeDir, const QString &peerId, const QStringList &fromAddresses);

// Removes exactly the lines tagged for peerId (unpair): how many (none is fine).
Result<int> removePeer(const QString &homeDir, const QString &peerId);

} // namespace AuthorizedKeys

} // namespace sparkwire::ssh
