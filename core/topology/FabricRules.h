#pragma once

#include "Ipv4Subnet.h"

#include <QList>

namespace sparkwire::topology {

// The rules every fabric address obeys, for the planner that makes them and the helper's
// netplan policy that checks them: the prefix lengths it takes and the ranges it may use.
struct FabricRules
{
    // /16 holds every cluster's nodes; /31 is the smallest subnet with two hosts (RFC 3021).
    static constexpr int kMinPrefix = 16;
    static constexpr int kMaxPrefix = 31;
    static bool prefixAllowed(int prefix) { return prefix >= kMinPrefix && prefix <= kMaxPrefix; }

    // The private ranges (RFC 1918): a fabric must never take public traffic.
    static const QList<Ipv4Subnet> &privateRanges();
    // 169.254.0.0/16, allowed only where the netplan asks for link-local IPv4.
    static const Ipv4Subnet &linkLocalRange();
    // Whether all of `subnet` lies in one range.
    static bool within(const Ipv4Subnet &subnet, const Ipv4Subnet &range);
    static bool isPrivate(const Ipv4Subnet &subnet);
    static bool isLinkLocal(const Ipv4Subnet &subnet);
};

} // namespace sparkwire::topology
