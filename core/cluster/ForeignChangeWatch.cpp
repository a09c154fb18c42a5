#include "ForeignChangeWatch.h"

#include "RecordAddresses.h"

#include "netplan/NetplanHierarchy.h"
#include "netplan/OtherToolFiles.h"
#include "topology/HostPlanInputs.h"

namespace sparkwire::cluster {

ForeignChangeWatch::ForeignChangeWatch(Sources sources, QObject *parent)
    : QObject(parent)
    , m_sources(std::move(sources))
{}

QMap<QString, QString> ForeignChangeWatch::differences(const ClusterRecord &record,
                                                       const QString &selfId,
                                                       const hw::HostInventory &inventory)
{
    QMap<QString, QString> out;
    const ClusterMember *self = record.member(selfId);
    if (!self)
        return out;
    topology::AddressPlanner planner;
    topology::applyNamesToPlanner(planner, self->node, inventory);
    const Result<topology::AddressPlan> plan = RecordAddresses::plan(record, planner);
    if (!plan || !plan->node(self->node))
        return out;
    for (const topology::PlannedNetdev &d : plan->node(self->node)->netdevs) {
        const hw::Cx7Port *port = nullptr;
        for (const hw::Cx7Port &p : inventory.ports)
            if (p.netdev == d.netdev)
                port = &p;
        if (!port)
            continue; // not there now: the inventory and the doctor say so, not this
        QStringList parts;
        if (port->link.mtu > 0 && port->link.mtu != record.mtu)
            parts << tr("is at MTU %1 (the kept plan: %2)").arg(port->link.mtu).arg(record.mtu);
        const QString planned = d.address.toString();
        if (!planned.isEmpty() && port->link.carrier) {
            QStringList others = port->link.ipv4;
            others.removeAll(planned);
            if (!port->link.ipv4.contains(planned))
                parts << (others.isEmpty() ? tr("has lost its address %1").arg(planned)
                                           : tr("has %1 instead of %2")
                                                 .arg(others.join(QStringLiteral(", ")), planned));
            else if (!others.isEmpty())
                parts << tr("has %1 besides the kept plan's %2")
                             .arg(others.join(QStringLiteral(", ")), planned);
        }
        if (!parts.isEmpty())
            out.insert(d.netdev, parts.join(tr(" and ")));
    }
    return out;
}

QString ForeignChangeWatch::whoConfigures(const QString &netplanRoot, const QString &netdev)
{
    QStringList configure;
    QStringList unread;
    for (const netplan::OtherToolFile &f : netplan::OtherToolFiles::find(netplanRoot)) {
        if (f.disabled)
            continue; // netplan does not read it
        const QString named = tr("/%1 (%2)").arg(f.path, netplan::OtherToolFile::toolName(f.tool));
        if (!f.readable)
            unread << named;
        else if (f.addresses.contains(netdev) || f.mtu.contains(netdev))
            configure << named;
    }
    if (!configure.isEmpty())
        return tr("configured by %1").arg(configure.join(QStringLiteral(", ")));
    // Any other file of the hierarchy that names the netdev (not Sparkwire's own 40-cx7.yaml).
    QStringList others;
    for (const netplan::NetplanConflict &c :
         netplan::NetplanHierarchy::read(netplanRoot).conflictsWith({netdev}))
        others << QLatin1Char('/') + c.path;
    if (!others.isEmpty())
        return tr("configured by %1").arg(others.join(QStringLiteral(", ")));
    if (!unread.isEmpty())
        return tr("perhaps configured by %1 (it cannot be read here)")
            .arg(unread.join(QStringLiteral(", ")));
    return tr("no netplan file but Sparkwire's configures it: changed by hand or by a tool "
              "outside netplan");
}

void ForeignChangeWatch::check(const hw::HostInventory &inventory)
{
    if (m_busy && m_busy())
        return;
    const Result<ClusterRecord> record = ClusterRecord::load(m_sources.stateDir);
    if (!record) { // no kept plan (or one this member can no longer read): nothing to keep
        m_told.clear();
        return;
    }
    const QMap<QString, QString> now = differences(*record, m_sources.selfId, inventory);
    for (auto it = m_told.begin(); it != m_told.end();)
        it = now.contains(it.key()) ? std::next(it) : m_told.erase(it);
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        if (m_told.value(it.key()) == it.value())
            continue;
        m_told.insert(it.key(), it.value());
        Q_EMIT notice(tr("%1: %2 %3 — %4")
                          .arg(m_sources.hostname, it.key(), it.value(),
                               whoConfigures(m_sources.netplanRoot, it.key())));
    }
}

} // namespace sparkwire::cluster
