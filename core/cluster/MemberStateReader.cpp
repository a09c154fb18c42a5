#include "MemberStateReader.h"

#include "hw/InventoryJson.h"
#include "netplan/NetplanHierarchy.h"
#include "netplan/NetplanTransaction.h"
#include "netplan/NetplanValidator.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <memory>

namespace sparkwire::cluster {

MemberStateReader::MemberStateReader(MemberSources sources, MemberHelper *helper)
    : m_sources(std::move(sources))
    , m_helper(helper)
{}

QStringList MemberStateReader::conflictsInWords(const QString &netplanRoot,
                                                const QStringList &netdevs)
{
    QStringList words;
    const netplan::NetplanHierarchy hierarchy = netplan::NetplanHierarchy::read(netplanRoot);
    for (const netplan::NetplanConflict &c : hierarchy.conflictsWith(netdevs))
        words << (c.overridesOurs
                      ? QCoreApplication::translate(
                            "MemberStateReader",
                            "/%1 also configures %2 and comes later, so its settings win.")
                            .arg(c.path, c.netdev)
                      : QCoreApplication::translate(
                            "MemberStateReader",
                            "/%1 also configures %2; Sparkwire's file comes later and "
                            "overrides the same settings, but anything else there still applies.")
                            .arg(c.path, c.netdev));
    for (const netplan::NetplanFile &f : hierarchy.files())
        if (!f.error.isEmpty())
            words << QCoreApplication::translate("MemberStateReader", "/%1 could not be read (%2).")
                         .arg(f.path, f.error);
    return words;
}

MemberState MemberStateReader::localState() const
{
    MemberState state;
    state.id = m_sources.id;
    state.version = QStringLiteral(SPARKWIRE_VERSION);
    const hw::HostInventory inventory =
        m_sources.inventory ? m_sources.inventory() : hw::HostInventory{};
    state.inventory =
        QJsonDocument(hw::InventoryJson::toJson(inventory)).toJson(QJsonDocument::Compact);
    QStringList netdevs;
    for (const hw::Cx7Port &port : inventory.ports) {
        netdevs << port.netdev;
        state.fabricAddresses << port.link.ipv4;
    }
    // Key ids only: the hostname a beacon claims is no part of the cluster's cabling.
    const QList<discovery::NeighbourLink> heard =
        m_sources.neighbours ? m_sources.neighbours() : QList<discovery::NeighbourLink>{};
    for (const discovery::NeighbourLink &l : heard)
        state.links.append(
            {l.localNetdev, l.localPort, l.localHalf, l.peerId, l.peerPort, l.peerHalf});
    state.conflicts = conflictsInWords(m_sources.netplanRoot, netdevs);
    if (Result<ClusterRecord> kept = ClusterRecord::load(m_sources.stateDir))
        state.record = *kept;
    state.consent = QStringLiteral("ask");
    // Its try: the plan validated here (netplan generate), then by the helper again, then the
    // helper's `netplan apply`; each fails by itself at its limit, so no try takes longer.
    state.trySeconds = 2 * netplan::NetplanValidator::kGenerateTimeoutSeconds +
                       netplan::NetplanTransaction::kDefaultApplyTimeoutSeconds;
    return state;
}

void MemberStateReader::read(const QString &seatId,
                             std::function<void(Result<MemberState>)> done) const
{
    if (!m_helper)
        return done(makeError(
            ErrorCode::Unavailable,
            QCoreApplication::translate("MemberStateReader", "this Spark's helper is not there")));
    auto state = std::make_shared<MemberState>(localState());
    QPointer<MemberHelper> helper = m_helper;
    helper->current([helper, state, seatId, done](Result<QByteArray> current) {
        if (!current)
            return done(current.error());
        state->currentCx7 = *current;
        if (!helper)
            return;
        helper->delegated(seatId, [helper, state, done](Result<bool> delegated) {
            if (!delegated)
                return done(delegated.error());
            if (!*delegated)
                return done(*state);
            state->consent = QStringLiteral("delegated");
            if (!helper)
                return;
            helper->challenge([state, done](Result<QByteArray> nonce) {
                if (!nonce)
                    return done(nonce.error());
                state->nonce = *nonce;
                done(*state);
            });
        });
    });
}

} // namespace sparkwire::cluster
