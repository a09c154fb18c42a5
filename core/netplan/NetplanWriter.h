#pragma once

#include "topology/AddressPlan.h"

#include <QByteArray>

namespace sparkwire::netplan {

// The content of /etc/netplan/40-cx7.yaml for one node of a plan, emitted with yaml-cpp.
// Per netdev: dhcp4/dhcp6 off, no IPv6 link-local (static mode) or IPv4 link-local only
// (link-local mode), the plan's MTU and addresses. It never sets a renderer: the system's
// stays in charge.
QByteArray renderNodeNetplan(const topology::AddressPlan &plan, int node);

} // namespace sparkwire::netplan
