// The mDNS test's eyes on a testbed node: core/mdns's AvahiLanDiscovery on the node's system
// bus (DBUS_SYSTEM_BUS_ADDRESS), as the window uses it, with no cabled peers to leave out.
//   tst_mdns_probe browse SECONDS   prints the hosts found after every change, for SECONDS
#include "mdns/AvahiLanDiscovery.h"
#include "mdns/LanHosts.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QTimer>

#include <cstdio>

using sparkwire::mdns::AvahiLanDiscovery;
using sparkwire::mdns::LanHost;
using sparkwire::mdns::LanHosts;

namespace {
void say(const QString &line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    AvahiLanDiscovery discovery(QDBusConnection::systemBus());
    QObject::connect(&discovery, &AvahiLanDiscovery::unavailable, &app,
                     [](const sparkwire::Error &why) {
                         say(QStringLiteral("unavailable: ") + why.message);
                         QCoreApplication::exit(3);
                     });
    if (args.size() == 2 && args.at(0) == QLatin1String("browse")) {
        QObject::connect(&discovery, &AvahiLanDiscovery::peersChanged, &app, [&discovery] {
            QStringList lines;
            for (const LanHost &host : LanHosts::notCabled(discovery.peers(), {}, {}))
                lines << QStringLiteral("host %1 sparkwire=%2 ssh=%3 id=%4 claims=%5")
                             .arg(host.hostName, host.sparkwire ? "yes" : "no",
                                  host.ssh ? "yes" : "no",
                                  host.nodeId.isEmpty() ? QStringLiteral("-") : host.nodeId,
                                  host.claimedHostname.isEmpty() ? QStringLiteral("-")
                                                                 : host.claimedHostname);
            say(QStringLiteral("hosts: %1\n%2")
                    .arg(lines.size())
                    .arg(lines.join(QLatin1Char('\n'))));
        });
        discovery.browse();
        QTimer::singleShot(args.at(1).toInt() * 1000, &app, &QCoreApplication::quit);
        return app.exec();
    }
    say(QStringLiteral("usage: tst_mdns_probe browse SECONDS"));
    return 2;
}
