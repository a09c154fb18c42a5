#include "LinkTestSupport.h"

#include "hw/HostInventory.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sparkwire::bench {

namespace {
struct ServerEndpoint
{
    QString address;
    int port = 0;
};

// The announced IPv4 servers on the subnet of this twin's address ("a.b.c.d/len"); anything
// malformed is skipped.
QList<ServerEndpoint> serversOnSubnet(const QString &cidr, const QJsonArray &servers)
{
    QList<ServerEndpoint> found;
    const QPair<QHostAddress, int> subnet = QHostAddress::parseSubnet(cidr);
    for (const QJsonValue &v : servers) {
        const QJsonObject s = v.toObject();
        const QHostAddress server(s.value(QLatin1String("address")).toString());
        const int port = s.value(QLatin1String("port")).toInt();
        if (server.protocol() == QAbstractSocket::IPv4Protocol && port > 0 && port <= 65535 &&
            server.isInSubnet(subnet))
            found.append({server.toString(), port});
    }
    return found;
}
} // namespace

Result<QList<TwinPath>> matchTestServers(LinkTestKind kind, const hw::HostInventory &local,
                                         const QByteArray &serversJson, const QString &peerName)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(serversJson, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isArray())
        return makeError(
            ErrorCode::Protocol,
            QCoreApplication::translate(
                "LinkTestSupport", "%1 answered with a list of test servers that cannot be read.")
                .arg(peerName),
            QString::fromUtf8(serversJson.left(300)));
    const QJsonArray servers = document.array();
    const bool rdma = kind == LinkTestKind::Rdma;
    QList<TwinPath> paths;
    for (const hw::Cx7Port &p : local.ports) {
        if (rdma && (p.rdmaDevice.isEmpty() || !p.roce.v2Ipv4GidIndex))
            continue;
        for (const QString &cidr : p.link.ipv4)
            for (const ServerEndpoint &server : serversOnSubnet(cidr, servers))
                paths.append({p.netdev, p.port, p.half, cidr.section(QLatin1Char('/'), 0, 0),
                              rdma ? p.rdmaDevice : QString(), rdma ? *p.roce.v2Ipv4GidIndex : -1,
                              server.address, server.port});
    }
    if (!paths.isEmpty())
        return paths;
    return makeError(
        ErrorCode::NotFound,
        rdma ? QCoreApplication::translate(
                   "LinkTestSupport",
                   "No twin of this Spark with an RDMA device and a RoCE v2 GID shares a subnet "
                   "with the test servers of %1: apply the plan on both Sparks first.")
                   .arg(peerName)
             : QCoreApplication::translate(
                   "LinkTestSupport",
                   "No twin of this Spark shares a subnet with the test servers of %1: apply the "
                   "plan on both Sparks first.")
                   .arg(peerName),
        QString::fromUtf8(serversJson.left(300)));
}

} // namespace sparkwire::bench
