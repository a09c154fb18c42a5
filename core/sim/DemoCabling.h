#pragma once

#include "discovery/CablingSource.h"
#include "hw/HostInventory.h"

namespace sparkwire::sim {

// The demo's simulated peer, spark-demo-b, cabled port 1 to port 1 with both twins up,
// as the real agent would report it. unplug() takes a twin's cable away (for the demo and
// its tests); plugIn() brings it back.
class DemoCabling : public discovery::CablingSource
{
    Q_OBJECT
public:
    explicit DemoCabling(const hw::HostInventory &self, QObject *parent = nullptr);
    discovery::CablingMap map() const override;
    void unplug(int half);
    void plugIn(int half);

    static constexpr const char *kPeerHostname = "spark-demo-b";

private:
    QList<discovery::NeighbourLink> m_links;
    QList<discovery::NeighbourLink> m_unplugged;
};

} // namespace sparkwire::sim
