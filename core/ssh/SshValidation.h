#pragma once

#include "common/Result.h"

#include <QString>
#include <QStringList>

namespace sparkwire::ssh {

// Every word a peer sends that ends up in ~/.ssh goes through here first. A paired peer may
// still be hostile: what it says is either exactly of the expected shape or refused, never
// cleaned up. Each check fails with InvalidInput and a message for the person that quotes the
// value escaped, never raw.
namespace SshValidation {

// A key cut down to what is trusted: the type and its base64 blob, nothing else.
struct KeyLine
{
    QString type;
    QString base64;
    QString text() const { return type + QLatin1Char(' ') + base64; }
    // As ssh-keygen -l shows it: "SHA256:" and the unpadded base64 of the blob's SHA-256.
    QString fingerprint() const;
};

// A login name: ^[a-z_][a-z0-9_-]{0,31}$.
Status checkUser(const QString &user);

// The name this node paired the peer as (from the paired record, never from the peer's
// hello): 1-63 letters, digits, '-' and '.', dot-separated labels, none empty or starting
// with '-'.
Status checkPairedName(const QString &name);

// "sparkwire-<paired name>", lowercased (ssh lowercases host names before it matches Host
// lines and known_hosts); fails like checkPairedName.
Result<QString> aliasFor(const QString &pairedName);
Status checkAlias(const QString &alias);

// A dotted-quad IPv4 literal (no leading zeros, no CIDR, no pattern), not 0.0.0.0, the
// broadcast address or multicast.
Status checkIpv4(const QString &address);

// "a.b.c.d/len" with len 8-32 (host bits may be set, as in an interface's address).
Status checkSubnet(const QString &subnet);

// checkIpv4, and inside one of allowedSubnets ("a.b.c.d/len", len 8-32; host bits may be set,
// as in an interface's address). An empty list allows nothing.
Status checkAddress(const QString &address, const QStringList &allowedSubnets);

// A node key fingerprint as peers are paired by: 64 lowercase hex digits.
Status checkPeerId(const QString &peerId);

// "<type> <base64>[ <comment>]" with type ssh-ed25519, ecdsa-sha2-nistp256 or ssh-rsa; the
// base64 canonical and decoding to a well-formed key blob of that same type. No options, no
// control characters (newlines included) anywhere; the comment is dropped.
Result<KeyLine> parseKeyLine(const QString &line);

// A peer's own user key (or host key) as the peer channel carries it, stricter still: one
// OpenSSH line of at most kMaxEd25519LineChars, type ssh-ed25519 only, its base64 exactly the
// 68 characters of a 32-byte key's blob, checked as parseKeyLine checks it. The comment is
// dropped (what Sparkwire writes names the peer by what its person approved).
constexpr int kMaxEd25519LineChars = 200;
Result<KeyLine> parseEd25519Line(const QString &line);

} // namespace SshValidation

} // namespace sparkwire::ssh
