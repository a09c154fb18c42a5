#pragma once

#include "CableOverlay.h"
#include "discovery/CablingMap.h"
#include "hw/HostInventory.h"

#include <QMargins>
#include <QPainterPath>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QVBoxLayout;
class RearPanelWidget;

// This Spark's rear panel on top, each discovered peer's below it, and a cable drawn from
// each local twin half to the peer's twin half it reaches. Peers are drawn from what their
// beacons say; halves no beacon came from are "not seen". More than two peers (heard through a
// switch) have their cables in a lane right of the panels.
class CablingDiagram : public QWidget
{
    Q_OBJECT
public:
    explicit CablingDiagram(QWidget *parent = nullptr);
    void setCabling(const sparkwire::hw::HostInventory &self,
                    const sparkwire::discovery::CablingMap &map);
    // A paired key's fingerprint as shown: "abcd ef01 2345 6789".
    static QString fingerprint(const QString &id);
    // The name a peer's key was paired as (nullopt: not paired); peers are titled with it.
    void setPairedNames(std::function<std::optional<QString>(const QString &id)> pairedName)
    {
        m_pairedName = std::move(pairedName);
    }

    RearPanelWidget *peerPanel(const QString &hostname) const;
    int cableCount() const { return int(m_links.size()); }
    // Each cable as drawn, in this widget's coordinates, with the twin half it carries.
    using Cable = CableOverlay::Cable;
    QList<Cable> cables() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QVBoxLayout *m_layout;
    QMargins m_margins; // the layout's own, without the lane's room
    QLabel *m_selfTitle;
    RearPanelWidget *m_self;
    QList<QWidget *> m_peerWidgets;
    QHash<QString, RearPanelWidget *> m_peers;
    QList<sparkwire::discovery::NeighbourLink> m_links;
    CableOverlay *m_overlay;
    std::function<std::optional<QString>(const QString &id)> m_pairedName;
};
