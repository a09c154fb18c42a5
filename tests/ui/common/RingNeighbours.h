#pragma once
// What the GUI tests hear around this Spark when it sits in a three-Spark ring, or next to one
// Spark on the LAN: fixtures the layout, plan-page and walk tests share.
#include "discovery/CablingSource.h"
#include "mdns/LanDiscovery.h"
#include "sim/DemoPeerSession.h"

#include <optional>

namespace sparkwire::testing {

// The two neighbours' key ids (64 hex digits each).
extern const QString kRingB;
extern const QString kRingC;

// Three Sparks in a ring as this one hears it: spark-ring-b on its port 0, spark-ring-c on its
// port 1 (the cable between b and c is the cluster's: add it to the cluster under test).
class RingCabling : public discovery::CablingSource
{
public:
    discovery::CablingMap map() const override;
};

// Both neighbours paired already, under their own names.
class RingPeers : public sim::DemoPeerSession
{
public:
    std::optional<QString> pairedName(const QString &id) const override;
};

// One Spark on the LAN, not cabled, as avahi would resolve it: serviceName at 192.0.2.7,
// announcing `service` on `port`.
class OneLanPeer : public mdns::LanDiscovery
{
public:
    OneLanPeer(mdns::LanService service, const QString &serviceName, quint16 port);
    void browse() override {}
    void announce(const QString &, const QString &, quint16) override {}
    QList<mdns::LanPeer> peers() const override;

private:
    mdns::LanPeer m_peer;
};

} // namespace sparkwire::testing
