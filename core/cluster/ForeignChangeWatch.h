#pragma once

#include "ClusterRecord.h"

#include "hw/HostInventory.h"

#include <QMap>
#include <QObject>
#include <QString>

#include <functional>

namespace sparkwire::cluster {

// After a kept plan, this member's CX-7 netdevs as the kept cluster record plans them: when
// another tool (NVIDIA Sync, sparkrun, the playbook by hand) changes a netdev's addresses or
// MTU, one notice for this node's person, naming the netplan file that configures that netdev
// now ("spark-b: enp1s0f1np1 is at MTU 1500 (the kept plan: 9000) — configured by
// /etc/netplan/99-nvidia-sync-cluster.yaml (NVIDIA Sync (Cluster Assistant))"). It reads nothing
// live itself: check() takes the inventory the caller has (InventoryMonitor on netlink events; a
// fixed one in tests), so its cost is one small record read per change of the links, and a look at
// the netplan files only when a difference is new. A difference is told once, and again only after
// it went away.
class ForeignChangeWatch : public QObject
{
    Q_OBJECT
public:
    struct Sources
    {
        QString selfId;   // this node's key id: its member in the record
        QString hostname; // as the notices say it
        QString stateDir; // where the kept record is (ClusterRecord::load)
        QString netplanRoot = QStringLiteral("/");
    };

    explicit ForeignChangeWatch(Sources sources, QObject *parent = nullptr);

    // True while a change of a seat's is being checked, applied or pending here: then the
    // differences are Sparkwire's own and nothing is said.
    void setBusy(std::function<bool()> busy) { m_busy = std::move(busy); }

    // Each planned CX-7 netdev of selfId that differs from the record, by netdev, in words
    // ("is at MTU 1500 (the kept plan: 9000)"). Addresses are compared only on a netdev with
    // carrier (one without may have lost them to the cable, not to a tool).
    static QMap<QString, QString> differences(const ClusterRecord &record, const QString &selfId,
                                              const hw::HostInventory &inventory);
    // Which netplan file under netplanRoot configures netdev now, in words, paths as "/etc/...".
    static QString whoConfigures(const QString &netplanRoot, const QString &netdev);

public Q_SLOTS:
    void check(const sparkwire::hw::HostInventory &inventory);

Q_SIGNALS:
    void notice(const QString &text);

private:
    Sources m_sources;
    std::function<bool()> m_busy;
    QMap<QString, QString> m_told; // netdev -> the difference last told
};

} // namespace sparkwire::cluster
