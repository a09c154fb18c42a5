#pragma once

#include "Ipv4Subnet.h"
#include "common/Result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace sparkwire::topology {

// An IPv4 address a plan gives a netdev: the host and the prefix of its subnet
// ("192.168.177.2/24"). The one place "a.b.c.d/len" is read and written: whoever needs the
// bare host asks hostText(), nobody cuts the text at '/'. A default-made one is null (a
// link-local plan gives no address).
class PlannedAddress
{
public:
    PlannedAddress() = default;
    PlannedAddress(quint32 host, int prefix);

    // "a.b.c.d/len" (strict dotted quad, prefix 0..32); InvalidInput naming the text otherwise.
    static Result<PlannedAddress> parse(const QString &cidr);
    // Host number n (1-based) of subnet, as the address planner numbers nodes; null when the
    // subnet has no such host (network and broadcast addresses are never hosts).
    static PlannedAddress hostOf(const Ipv4Subnet &subnet, int n);

    bool isNull() const { return m_prefix < 0; }
    quint32 host() const { return m_host; }
    int prefix() const { return m_prefix; }
    Ipv4Subnet subnet() const { return Ipv4Subnet(m_host, m_prefix); }
    QString hostText() const; // "a.b.c.d"; empty when null
    QString toString() const; // "a.b.c.d/len"; empty when null
    bool operator==(const PlannedAddress &o) const
    {
        return m_host == o.m_host && m_prefix == o.m_prefix;
    }
    bool operator!=(const PlannedAddress &o) const { return !(*this == o); }

    static QStringList hostTexts(const QList<PlannedAddress> &addresses);
    static QStringList toStrings(const QList<PlannedAddress> &addresses);

private:
    quint32 m_host = 0;
    int m_prefix = -1;
};

} // namespace sparkwire::topology
