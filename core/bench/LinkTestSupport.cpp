#include "LinkTestSupport.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QProcess>

namespace sparkwire::bench {

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

void stopProcesses(QList<QProcess *> &processes)
{
    for (QProcess *p : std::as_const(processes)) {
        p->disconnect();
        p->kill();
        p->waitForFinished(2000);
        delete p;
    }
    processes.clear();
}

} // namespace sparkwire::bench
