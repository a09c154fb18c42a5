#pragma once

#include <QString>

namespace sparkwire::hw {

// GID text helpers shared by the sysfs and rdma-core sources.
namespace GidText {

// "0000:...:ffff:c0a8:b10b" or 16 raw bytes' text -> compressed "::ffff:192.168.177.11";
// empty for the all-zero (unused) GID or for text that is not a GID.
QString normalise(const QString &gid);
QString fromRaw(const unsigned char raw[16]);
// The IPv4 address of an IPv4-mapped GID, else empty.
QString mappedIpv4(const QString &normalisedGid);
// sysfs "IB/RoCE v1" and rdma-core's enum both map to "RoCE v1" / "RoCE v2" / "IB".
QString typeName(const QString &sysfsType);

} // namespace GidText
} // namespace sparkwire::hw
