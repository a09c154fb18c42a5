#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

class QProcess;

namespace sparkwire::bench {

// A test server the peer announced ({"address", "port", ...}).
struct ServerEndpoint
{
    QString address;
    int port = 0;
};

// The announced IPv4 servers that sit on the subnet of this twin's address ("a.b.c.d/len");
// anything malformed is skipped.
QList<ServerEndpoint> serversOnSubnet(const QString &cidr, const QJsonArray &servers);

// Kills, reaps and deletes every process of a test, and empties the list.
void stopProcesses(QList<QProcess *> &processes);

} // namespace sparkwire::bench
