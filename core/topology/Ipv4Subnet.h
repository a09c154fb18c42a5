#pragma once

#include "common/Result.h"

#include <QString>

#include <optional>

namespace sparkwire::topology {

// An IPv4 network in CIDR form. Parsing is strict ("192.168.177.0/24"; no host bits set
// unless asked for an interface address), because what it parses ends up in netplan.
class Ipv4Subnet
{
public:
    Ipv4Subnet() = default;
    Ipv4Subnet(quint32 network, int prefix);

    // "a.b.c.d/len" with no host bits set; InvalidInput otherwise.
    static Result<Ipv4Subnet> parse(const QString &cidr);
    // "a.b.c.d/len" as an interface address: host bits allowed, the subnet is what contains it.
    static std::optional<Ipv4Subnet> parseInterface(const QString &cidr, quint32 *host = nullptr);

    quint32 network() const { return m_network; }
    int prefix() const { return m_prefix; }
    quint64 size() const { return quint64(1) << (32 - m_prefix); }
    // The n-th subnet of the same size after this one; nullopt past 255.255.255.255.
    std::optional<Ipv4Subnet> next(int n) const;
    // Host number n (1-based) of this subnet as "a.b.c.d/len" (PlannedAddress::hostOf); empty
    // when out of range.
    QString hostAddress(int n) const;
    bool overlaps(const Ipv4Subnet &o) const;
    bool contains(quint32 address) const;
    QString toString() const;
    bool operator==(const Ipv4Subnet &o) const
    {
        return m_network == o.m_network && m_prefix == o.m_prefix;
    }

    static QString addressToString(quint32 address);

private:
    quint32 m_network = 0;
    int m_prefix = 32;
};

} // namespace sparkwire::topology
