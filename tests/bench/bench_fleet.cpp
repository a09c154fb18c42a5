// The fleet dashboard's figures (prints, asserts nothing about time):
//  - repaint: 3 members × 4 twins with an hour of 10 Hz history each, the page at 1920×1080
//    showing the last hour: taking the plotted points from core again and painting every
//    plot (target ≤ 16 ms);
//  - the peer channel: a seat subscribed to one member over real TLS on loopback, the
//    member's FleetSource reading a recorded Spark tree (4 twins), at 1 Hz and 10 Hz: bytes
//    per second each way, TLS records included (TCP/IP headers not). About 8 s.
#include "dashboard/FleetChart.h"
#include "dashboard/FleetView.h"
#include "discovery/NodeIdentity.h"
#include "metrics/FleetSource.h"
#include "peers/FleetSubscription.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PairedPeers.h"
#include "peers/PeerResponder.h"
#include "peers/PeerServer.h"
#include "sim/DemoFleet.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPixmap>
#include <QScrollArea>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace sparkwire;

namespace {
double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

int repaint()
{
    sim::DemoFleet fleet(
        sim::DemoFleet::ringRecord(QString(64, QLatin1Char('a')), QStringLiteral("spark-demo-a")));
    qint64 now = 0;
    fleet.history()->setClock([&now] { return now; });
    QElapsedTimer fill;
    fill.start();
    for (now = 100; now <= 3'600'000; now += 100)
        fleet.tick(now);
    const qint64 fillMs = fill.elapsed();
    FleetView view(fleet.history(), true);
    view.resize(1920, 1080);
    view.setWindowSeconds(3600);
    view.show();
    QTest::qWait(100);
    auto *inner = view.findChild<QScrollArea *>(QStringLiteral("fleetScroll"))->widget();
    QPixmap canvas(inner->size());
    QList<double> refresh;
    QList<double> plots;
    QList<double> paint;
    QList<QPixmap> plotCanvas;
    for (FleetChart *c : view.charts())
        plotCanvas << QPixmap(c->size());
    for (int i = 0; i < 25; ++i) {
        now += 100;
        fleet.tick(now);
        QElapsedTimer t;
        t.start();
        view.refreshAll(); // points from core, tables
        refresh << double(t.nsecsElapsed()) / 1e6;
        t.restart();
        for (int c = 0; c < view.charts().size(); ++c)
            view.charts().at(c)->render(&plotCanvas[c]);
        plots << double(t.nsecsElapsed()) / 1e6;
        t.restart();
        inner->render(&canvas); // every card and plot, also those scrolled out of view
        paint << double(t.nsecsElapsed()) / 1e6;
    }
    const double total = median(refresh) + median(plots);
    std::printf("fleet: history of 3 members x 4 twins x 1 h at 10 Hz filled in %lld ms\n", fillMs);
    std::printf("fleet: repaint %.1f ms (3 members x 4 twins x 1 h, window 1 h, 1920x1080: "
                "points and tables %.1f ms + painting all %lld plots %.1f ms; target <= 16 ms)\n",
                total, median(refresh), qlonglong(view.charts().size()), median(plots));
    std::printf("fleet: whole page painted, cards and tables included: %.1f ms\n", median(paint));
    return 0;
}

peers::LocalNode node(const QString &dir, const QString &hostname)
{
    const auto identity = discovery::NodeIdentity::loadOrCreate(dir, hostname);
    if (!identity)
        qFatal("%s", qPrintable(identity.errorMessage()));
    return peers::makeLocalNode(*identity, hostname, dir, nullptr);
}

int bandwidth(const QString &sysfs)
{
    QTemporaryDir dir;
    const peers::LocalNode seat =
        node(dir.filePath(QStringLiteral("a")), QStringLiteral("spark-a"));
    const peers::LocalNode member =
        node(dir.filePath(QStringLiteral("b")), QStringLiteral("spark-b"));
    if (!peers::PairedPeers(seat.stateDir).add({member.id, QStringLiteral("spark-b"), {}}) ||
        !peers::PairedPeers(member.stateDir).add({seat.id, QStringLiteral("spark-a"), {}}))
        qFatal("cannot record the pairing");
    QList<metrics::MetricsSampler::Twin> twins;
    for (int port : {0, 1})
        for (int half : {0, 1})
            twins.append({half == 0 ? QStringLiteral("rocep1s0f%1").arg(port)
                                    : QStringLiteral("roceP2p1s0f%1").arg(port),
                          half == 0 ? QStringLiteral("enp1s0f%1np%1").arg(port)
                                    : QStringLiteral("enP2p1s0f%1np%1").arg(port),
                          port, half});
    metrics::FleetSource source(sysfs, [twins] { return twins; });
    peers::PeerResponder::Options options;
    options.local = member;
    options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
    options.metrics.sample = [&source](quintptr s) { return source.sample(s); };
    options.metrics.done = [&source](quintptr s) { source.drop(s); };
    peers::PeerResponder responder(options,
                                   [](const peers::PeerQuestion &, auto answer) { answer(false); });
    if (const Status listening = responder.listen(0); !listening) {
        std::printf("fleet: peer channel not measured: %s\n", qPrintable(listening.errorMessage()));
        return 77;
    }
    quint64 memberBytes = 0;
    QObject::connect(responder.server(), &peers::PeerServer::connectionReady,
                     [&memberBytes](peers::PeerConnection *c) {
                         QObject::connect(c->socket(), &QSslSocket::encryptedBytesWritten,
                                          [&memberBytes](qint64 n) { memberBytes += quint64(n); });
                     });
    for (const int rate : {1, 10}) {
        auto made =
            peers::FleetSubscription::create(seat, member.id, {QStringLiteral("127.0.0.1")}, rate);
        if (!made)
            qFatal("%s", qPrintable(made.errorMessage()));
        std::unique_ptr<peers::FleetSubscription> s(*made);
        s->setPort(responder.port());
        int samples = 0;
        QString text;
        quint64 seatAtFirst = 0;
        quint64 memberAtFirst = 0;
        QObject::connect(s.get(), &peers::FleetSubscription::sampled,
                         [&](const QString &, const metrics::FleetSample &sample) {
                             if (++samples == 2) { // after the handshake and the priming ask
                                 seatAtFirst = s->bytesSent();
                                 memberAtFirst = memberBytes;
                             }
                             text = sample.encode();
                         });
        s->start();
        const int wanted = rate == 1 ? 5 : 31;
        if (!QTest::qWaitFor([&] { return samples >= wanted; }, 10000)) {
            std::printf("fleet: peer channel at %d Hz: only %d samples\n", rate, samples);
            return 1;
        }
        const double perSampleSeat = double(s->bytesSent() - seatAtFirst) / (samples - 2);
        const double perSampleMember = double(memberBytes - memberAtFirst) / (samples - 2);
        std::printf("fleet: peer channel %d Hz: %.0f bytes/s per member (seat->member %.0f, "
                    "member->seat %.0f; a sample of 4 twins is %lld characters)\n",
                    rate, (perSampleSeat + perSampleMember) * rate, perSampleSeat * rate,
                    perSampleMember * rate, qlonglong(text.size()));
        s->stop();
        QTest::qWait(50);
        memberBytes = 0;
    }
    return 0;
}
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s SYSFS_TREE\n", argv[0]);
        return 2;
    }
    if (const int r = repaint(); r != 0)
        return r;
    return bandwidth(QString::fromLocal8Bit(argv[1]));
}
