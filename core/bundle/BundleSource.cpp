#include "BundleSource.h"

#include "cluster/ClusterText.h"
#include "hw/InventoryJson.h"

#include <QJsonDocument>

namespace sparkwire::bundle {

QString BundleTwin::host() const
{
    return topology::PlannedAddress::parse(address).valueOr({}).hostText();
}

QString BundleMember::fabricAddress() const
{
    for (const BundleTwin &t : twins)
        if (!t.address.isEmpty())
            return t.host();
    return {};
}

const BundleMember *BundleSource::member(const QString &id) const
{
    for (const BundleMember &m : members)
        if (m.member.id == id)
            return &m;
    return nullptr;
}

QString BundleSource::fileName() const
{
    return QStringLiteral("%1-%2.sparkwire.tar.gz")
        .arg(record.name, createdAt.toUTC().toString(QStringLiteral("yyyy-MM-dd")));
}

Result<BundleSource> BundleSource::fromPlan(const cluster::ClusterPlan &plan,
                                            const QList<cluster::MemberState> &states,
                                            const QString &exporterId)
{
    BundleSource source;
    source.record = plan.record;
    source.exporterId = exporterId;
    source.version = QStringLiteral(SPARKWIRE_VERSION);
    source.createdAt = QDateTime::currentDateTimeUtc();
    source.createdAt.setTime(QTime(source.createdAt.time().hour(), source.createdAt.time().minute(),
                                   source.createdAt.time().second()));
    for (const cluster::MemberPlan &mp : plan.members) {
        const auto state = std::find_if(states.cbegin(), states.cend(),
                                        [&](const auto &s) { return s.id == mp.member.id; });
        if (state == states.cend())
            return makeError(
                ErrorCode::InvalidInput,
                tr("%1 did not report its state.").arg(cluster::ClusterText::label(mp.member)));
        if (state->currentCx7 != mp.netplan)
            return makeError(ErrorCode::InvalidInput,
                             tr("The netplan in force on %1 is not the cluster's plan. Apply "
                                "the cluster first (sparkwirectl cluster apply), then export.")
                                 .arg(cluster::ClusterText::label(mp.member)));
        BundleMember m;
        m.member = mp.member;
        m.netplan = state->currentCx7;
        m.inventory = state->inventory;
        if (const topology::NodePlan *node = plan.addressPlan.node(mp.member.node))
            for (const topology::PlannedNetdev &n : node->netdevs)
                m.twins << BundleTwin{n.netdev, n.port, n.half, n.address.toString()};
        source.members << m;
        if (mp.member.id == exporterId) {
            const QJsonDocument doc = QJsonDocument::fromJson(state->inventory);
            const Result<hw::HostInventory> inventory = hw::InventoryJson::fromJson(doc.object());
            if (!inventory)
                return inventory.error();
            using Nccl = bench::NcclEnvironment;
            const int nodes = int(plan.record.members.size());
            source.ncclSafe =
                Nccl::compose(*inventory, plan.record.topology, Nccl::GpuDirect::Safe, nodes)
                    .variables;
            source.ncclDmabuf =
                Nccl::compose(*inventory, plan.record.topology, Nccl::GpuDirect::Dmabuf, nodes)
                    .variables;
        }
    }
    if (!source.member(exporterId))
        return makeError(ErrorCode::InvalidInput,
                         tr("This Spark is not a member of the cluster it keeps."));
    return source;
}

} // namespace sparkwire::bundle
