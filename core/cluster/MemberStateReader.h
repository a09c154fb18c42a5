#pragma once

#include "MemberHelper.h"
#include "MemberState.h"

#include "discovery/NeighbourTable.h"
#include "hw/HostInventory.h"

#include <QPointer>

#include <functional>

namespace sparkwire::cluster {

// Where a member's answers come from: itself, never what a peer said.
struct MemberSources
{
    QString id;                                   // this node's key id
    QString hostname;                             // this node's name, as its refusals say it
    QString stateDir;                             // where the cluster record is kept
    QString netplanRoot = QStringLiteral("/");    // root of the netplan hierarchy read
    std::function<hw::HostInventory()> inventory; // the live inventory, refreshed when asked
    std::function<QList<discovery::NeighbourLink>()> neighbours; // the discovery agent's table
    // Whose ~/.ssh follows a kept change (SshRepoint); empty: SSH files are left alone.
    QString homeDir;
};

// Builds this member's answer to `state` for one asking seat: inventory, heard links by key
// id, the file in force (from the helper), conflicts in the netplan hierarchy, fabric
// addresses, the kept cluster record, and whether the seat's key is delegated here (then
// with a fresh nonce from the helper for it to sign).
class MemberStateReader
{
public:
    MemberStateReader(MemberSources sources, MemberHelper *helper);

    // done exactly once (not when the helper is destroyed first).
    void read(const QString &seatId, std::function<void(Result<MemberState>)> done) const;

    // The parts that need no helper.
    MemberState localState() const;
    // Other netplan files that define these netdevs, in words.
    static QStringList conflictsInWords(const QString &netplanRoot, const QStringList &netdevs);

private:
    MemberSources m_sources;
    QPointer<MemberHelper> m_helper;
};

} // namespace sparkwire::cluster
