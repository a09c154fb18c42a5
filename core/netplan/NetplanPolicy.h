#pragma once

#include "HostNetwork.h"
#include "HostUseRule.h"
#include "ReachedDestination.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QStringList>

namespace sparkwire::netplan {

// What the policy says about a file. When it is acceptable, `canonical` is the validated
// tree written out again (only the allowed keys, fixed order and quoting, ending in a
// newline): the only bytes that may be written or passed on, so that no difference between
// the policy's YAML reader and netplan's can survive into the system.
struct PolicyVerdict
{
    QStringList problems;
    QByteArray canonical; // empty unless ok()
    bool ok() const { return problems.isEmpty(); }
};

// The one policy for what Sparkwire may write to /etc/netplan/40-cx7.yaml, shared by the
// privileged helper, the peer responder and `sparkwirectl netplan check --policy`. It
// treats every byte as hostile: size cap, valid UTF-8, no character YAML readers disagree on
// (see YamlText), one document, no anchors, aliases, tags or duplicate keys, then only
// `network: {version: 2, ethernets: ...}` for this host's CX-7 netdevs with only the keys
// below and sane values: private addresses (169.254/16 only with link-local ipv4), /16 to
// /31, not overlapping what the host uses outside its CX-7 netdevs, not containing a
// destination the host reaches outside them now, DHCP only without its routes and DNS
// servers, no router advertisements. netplan's own parser runs after this
// (on the canonical bytes), not instead of it.
class NetplanPolicy
{
public:
    static constexpr int kMaxBytes = 64 * 1024;
    static constexpr int kMaxDepth = 16;

    // hostNetworks: this host's IPv4 addresses and routes (HostNetworkSource); rows on the
    // allowed netdevs and default routes are ignored. Empty when the caller cannot know them
    // (the peer responder): the helper checks again with the real ones.
    // destinations: what this host reaches now and through which netdev
    // (HostDestinationSource); a subnet that contains one reached outside the allowed netdevs
    // (reachedOutside) is refused, naming it. Empty, like hostNetworks, when the caller
    // cannot know.
    explicit NetplanPolicy(QSet<QString> allowedNetdevs, QList<HostNetwork> hostNetworks = {},
                           QList<ReachedDestination> destinations = {});

    PolicyVerdict review(const QByteArray &yaml) const;
    // review(yaml).problems: empty when the file is acceptable; else one line per problem,
    // saying where and why.
    QStringList check(const QByteArray &yaml) const;

    static QStringList allowedEthernetKeys();
    // True when a plan on `cx7` must not take `destination` over: it leaves through another
    // netdev than these and loopback, and is no loopback, link-local or multicast address.
    static bool reachedOutside(const ReachedDestination &destination, const QSet<QString> &cx7);

private:
    QSet<QString> m_allowed;
    HostUseRule m_hostUse;
};

} // namespace sparkwire::netplan
