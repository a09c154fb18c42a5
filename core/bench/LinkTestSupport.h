#pragma once

#include "LinkTestKind.h"

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace sparkwire::hw {
struct HostInventory;
}

namespace sparkwire::bench {

// One twin's path to a peer's test server on the same subnet: this node's address (and, for
// RDMA, its device and RoCE v2 GID index) and the server the peer announced.
struct TwinPath
{
    QString netdev;
    int port = -1;
    int half = -1;
    QString localAddress;
    QString rdmaDevice; // RDMA only
    int gidIndex = -1;  // RDMA only
    QString serverAddress;
    int serverPort = 0;
};

// The one server matching of the CLI and the window: the servers a peer announced
// ([{netdev, address, port}] as JSON) paired with this node's twins that can run `kind` (TCP:
// any addressed twin; RDMA: one with an RDMA device and a RoCE v2 GID). Fails with a
// translated reason when the answer is unreadable or no twin shares a subnet with a server.
Result<QList<TwinPath>> matchTestServers(LinkTestKind kind, const hw::HostInventory &local,
                                         const QByteArray &serversJson, const QString &peerName);

} // namespace sparkwire::bench
