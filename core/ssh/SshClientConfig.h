#pragma once

#include "common/Result.h"

#include <QString>
#include <QStringList>

namespace sparkwire::ssh {

// The client side of passwordless SSH to a paired peer, in the user's ~/.ssh:
//  - a per-node ed25519 key made with ssh-keygen if there is none (it never leaves the node);
//  - the peer's host key pinned in known_hosts under its alias and fabric addresses;
//  - a managed "Host <alias>" block in ~/.ssh/config between exact marker lines
//    "# BEGIN sparkwire <alias>" and "# END sparkwire <alias>" (replaced, never duplicated).
// Every file is rewritten atomically through SshFiles (no symlinks, own files only); ~/.ssh
// stays 0700 and the files 0600. The alias is always sparkwire-<paired name>.
namespace SshClientConfig {

// One paired peer to log in to. Everything but pairedName and allowedSubnets comes from the
// peer and is validated (SshValidation) before any file is touched.
struct Host
{
    QString pairedName;         // as this node paired it (the paired record), not as it says
    QString user;               // whom to log in as there
    QString hostKeyLine;        // its SSH host key, "<type> <base64> [comment]"
    QStringList addresses;      // its fabric IPv4 addresses, from its inventory
    QStringList allowedSubnets; // this node's CX-7 subnets, "a.b.c.d/len"
};

// Whether addHost may replace a host key that known_hosts pins already for the alias or one
// of the addresses: Replace for pairing's own setup (ssh-setup: the key comes from the paired
// peer over the authenticated channel), Keep for what a file offers (a bundle adds pins,
// never replaces one).
enum class Pins
{
    Replace,
    Keep,
};

// Pins host.hostKeyLine (type and base64 only) in known_hosts under the alias and the
// addresses that lie in allowedSubnets (others are left out: a peer in a ring has links this
// node is not on), replacing earlier lines for exactly those names, hashed ones included; then
// writes the alias's block in ~/.ssh/config with the first of those addresses as HostName.
// Refused, with nothing written, when any value is malformed, no address is left, or config
// holds a broken marker (a BEGIN without its END, a marker line that is not exact; all
// InvalidInput), or an address is already pinned for another sparkwire alias
// (PermissionDenied): those are reported, not guessed at. With Pins::Keep also refused
// (PermissionDenied, nothing written) when pinState() is Other.
Status addHost(const QString &homeDir, const Host &host, Pins pins = Pins::Replace);

// How <homeDir>/.ssh/known_hosts pins the names addHost would write (the alias and the
// addresses inside allowedSubnets) now: Absent (none of them), Same (only with host's key) or
// Other (some line, plain or hashed, pins another key). Writes nothing; a missing file is
// Absent; host is checked as addHost checks it.
enum class PinState
{
    Absent,
    Same,
    Other,
};
Result<PinState> pinState(const QString &homeDir, const Host &host);

// After a kept cluster change: points the alias's block at addresses.first() (its HostName
// line, nothing else in it) and pins the host key already pinned for the alias under the alias
// and exactly these addresses (the old ones go: the plan removed them). addresses are the
// member's planned fabric addresses from this node's own plan, checked like a peer's anyway
// (IPv4 literals, 1-16). NotFound, with nothing written, when the alias has no block or no
// pinned key (SSH was never set up for it: nothing to re-point); otherwise refused like addHost.
Status repointHost(const QString &homeDir, const QString &pairedName, const QStringList &addresses);

// Unpairing: removes the alias's block from ~/.ssh/config and its known_hosts line (the one
// addHost wrote, with its addresses), leaving everything else as it is.
Status forgetHost(const QString &homeDir, const QString &pairedName);

} // namespace SshClientConfig

} // namespace sparkwire::ssh
