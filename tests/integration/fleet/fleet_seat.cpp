// The seat's side of the fleet dashboard as a small program for the testbed (run as node A
// with `scripts/testbed.sh exec`): subscribes to each member given, at RATE Hz, over the real
// peer channel, and prints one line per event, with ms since start:
//   sample NAME MS NETDEV_TX_KBPS NETDEV_RX_KBPS ROCE_TX_KBPS CARRIERS
//   lost NAME MS | back NAME MS | problem NAME MS WHY
// usage: fleet_seat RATE SECONDS NAME ID ADDRESS [NAME ID ADDRESS...]
#include "discovery/NodeIdentity.h"
#include "metrics/FleetHistory.h"
#include "peers/FleetFeed.h"
#include "peers/LocalNodeFactory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>

using namespace sparkwire;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 5 || (args.size() - 2) % 3 != 0) {
        std::fprintf(stderr, "usage: fleet_seat RATE SECONDS NAME ID ADDRESS...\n");
        return 2;
    }
    const QString stateDir = qEnvironmentVariable("SPARKWIRE_STATE_DIR");
    const auto identity =
        discovery::NodeIdentity::loadOrCreate(stateDir, QStringLiteral("spark-a"));
    if (!identity) {
        std::fprintf(stderr, "%s\n", qPrintable(identity.errorMessage()));
        return 1;
    }
    const peers::LocalNode local =
        peers::makeLocalNode(*identity, QStringLiteral("spark-a"), stateDir, nullptr);
    QList<metrics::FleetHistory::Member> members;
    for (int i = 2; i < args.size(); i += 3)
        members.append({args.at(i + 1), args.at(i), {0, 1}});
    metrics::FleetHistory history(members);
    QElapsedTimer clock;
    clock.start();
    const auto out = [&](const QString &line) {
        std::printf("%s\n", qPrintable(line));
        std::fflush(stdout);
    };
    QObject::connect(&history, &metrics::FleetHistory::recorded, [&](int m) {
        quint64 tx = 0, rx = 0, roce = 0;
        QString carriers;
        for (const metrics::FleetTwin &t : history.latest(m)->twins) {
            tx += t.netdevTxKbps;
            rx += t.netdevRxKbps;
            roce += t.txKbps;
            carriers +=
                t.carrier ? (*t.carrier ? QLatin1Char('1') : QLatin1Char('0')) : QLatin1Char('-');
        }
        out(QStringLiteral("sample %1 %2 %3 %4 %5 %6")
                .arg(history.member(m).name)
                .arg(clock.elapsed())
                .arg(tx)
                .arg(rx)
                .arg(roce)
                .arg(carriers.isEmpty() ? QStringLiteral("none") : carriers));
    });
    QObject::connect(&history, &metrics::FleetHistory::lostChanged, [&](int m, bool lost) {
        out(QStringLiteral("%1 %2 %3")
                .arg(lost ? QStringLiteral("lost") : QStringLiteral("back"), history.member(m).name)
                .arg(clock.elapsed()));
    });
    // The window's feed (FleetFeed), given the members' addresses as beacons would.
    peers::FleetFeed feed(local, &history, args.at(0).toInt());
    QObject::connect(&feed, &peers::FleetFeed::problem, [&](const QString &id, const Error &why) {
        out(QStringLiteral("problem %1 %2 %3")
                .arg(history.member(history.indexOf(id)).name)
                .arg(clock.elapsed())
                .arg(QString(why.message).replace(QLatin1Char('\n'), QLatin1Char(' '))));
    });
    for (int i = 2; i < args.size(); i += 3)
        feed.setAddresses(args.at(i + 1), {args.at(i + 2)});
    if (feed.subscriptionCount() != (args.size() - 2) / 3) {
        std::fprintf(stderr, "a member was refused (rate 1-10 Hz, ids of 64 hex digits)\n");
        return 2;
    }
    QTimer::singleShot(args.at(1).toInt() * 1000, &app, &QCoreApplication::quit);
    return app.exec();
}
