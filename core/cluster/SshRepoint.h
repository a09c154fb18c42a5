#pragma once

#include "ClusterPlan.h"

#include "topology/PlannedAddress.h"

#include <QString>
#include <QStringList>

namespace sparkwire::cluster {

// After a kept cluster change, on every node that kept it: SSH between this node and each
// other member follows the addresses the plan gave them, no longer the addresses it was set
// up on (which the plan may have removed). Both directions: the member's Sparkwire Host block
// (ssh::SshClientConfig::repointHost, host key still pinned) and the from= list of its key's
// line in authorized_keys (ssh::AuthorizedKeys::repointPeer). The old addresses are replaced,
// not kept: the plan took them away, and an address nobody holds any more could be taken by
// another host, which from= must not let in. Each file is rewritten atomically; the addresses
// are checked before either file is touched; a rerun with the same plan writes nothing.
namespace SshRepoint {

// One member's SSH files: its Host block and its key's from= list, both at `addresses`
// (IPv4 literals, 1-16). The alias comes from pairedName (this node's own name for it), the
// authorized_keys line from peerId (its key fingerprint). What SSH was never set up for (no
// block, no line) is left alone and is no error; otherwise the first refusal.
Status repoint(const QString &homeDir, const QString &pairedName, const QString &peerId,
               const QStringList &addresses);

// The seat: every member but selfId in the plan, at its planned addresses on its links to
// this node (or the switch), alias from the member's paired name in the plan's record, never
// from the peer. Members with no planned address on such a link are left alone. One line per
// member that could not be re-pointed, "<name>: <reason>"; empty when nothing went wrong.
QStringList apply(const QString &homeDir, const ClusterPlan &plan, const QString &selfId);

// What a member runs once its side of the seat's change is kept: repoint() for the seat
// (seatName: this node's own paired name for it) at the addresses its try carried
// (MemberTry::seatAddresses, checked against the record when the try came). None (a
// link-local plan) is no error: SSH stays as it was set up.
Status keptOnMember(const QString &homeDir, const QString &seatName, const QString &seatId,
                    const QList<topology::PlannedAddress> &seatAddresses);

} // namespace SshRepoint

} // namespace sparkwire::cluster
