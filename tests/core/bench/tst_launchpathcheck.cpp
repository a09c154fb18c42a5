// The launch-path classifier (issue 30, item 5) on real sockets: on loopback a listening port
// and a closed port (refused) both prove the path. Run inside the network namespace that
// tests/integration/cluster/launch-path-netns.sh makes (SPARKWIRE_LAUNCHPATH_NETNS=1), the
// silent and unreachable cases too: an address whose frames go to a MAC nobody has (so no
// answer comes), an `unreachable` route and an address no route covers.
#include "bench/LaunchPathCheck.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace sparkwire::bench;

class TestLaunchPathCheck : public QObject
{
    Q_OBJECT

private:
    static QList<LaunchPathResult> run(const QList<LaunchTarget> &targets, int waitMs = 1000,
                                       std::function<QString(quint32)> route = {})
    {
        LaunchPathCheck check;
        check.setRouteDevice(std::move(route));
        QSignalSpy done(&check, &LaunchPathCheck::finished);
        check.start(targets, waitMs);
        if (done.isEmpty() && !done.wait(waitMs + 5000))
            return {};
        return done.first().first().value<QList<LaunchPathResult>>();
    }

    static bool inNamespace() { return qEnvironmentVariableIsSet("SPARKWIRE_LAUNCHPATH_NETNS"); }

private Q_SLOTS:
    void portsAreTheLaunchersDefaults()
    {
        QCOMPARE(LaunchPathCheck::ports().size(), 3);
        QCOMPARE(LaunchPathCheck::portName(29500), QStringLiteral("torch"));
        QCOMPARE(LaunchPathCheck::portName(6379), QStringLiteral("ray"));
        QCOMPARE(LaunchPathCheck::portName(8000), QStringLiteral("vllm"));
        QVERIFY(LaunchPathCheck::portName(22).isEmpty());
    }

    void listeningPortIsOk()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QList<LaunchPathResult> r = run({{QStringLiteral("127.0.0.1"), server.serverPort()}});
        QCOMPARE(r.size(), 1);
        QCOMPARE(r[0].verdict, LaunchVerdict::Ok);
        QVERIFY2(r[0].detail.contains(QStringLiteral("connected")), qPrintable(r[0].detail));
    }

    void refusedPortIsOk()
    {
        quint16 port = 0;
        {
            QTcpServer server;
            QVERIFY(server.listen(QHostAddress::LocalHost, 0));
            port = server.serverPort();
        } // closed: the kernel answers a reset, which proves the path
        const QList<LaunchPathResult> r = run({{QStringLiteral("127.0.0.1"), port}});
        QCOMPARE(r.size(), 1);
        QCOMPARE(r[0].verdict, LaunchVerdict::Ok);
        QVERIFY2(r[0].detail.contains(QStringLiteral("refused")), qPrintable(r[0].detail));
    }

    void everyTargetOnceInOrder()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QList<LaunchPathResult> r = run({{QStringLiteral("127.0.0.1"), server.serverPort()},
                                               {QStringLiteral("not-an-address"), 8000},
                                               {QStringLiteral("127.0.0.1"), 1}});
        QCOMPARE(r.size(), 3);
        QCOMPARE(r[0].target.port, server.serverPort());
        QCOMPARE(r[1].verdict, LaunchVerdict::Unreachable);
        QCOMPARE(r[2].target.port, quint16(1));
        QCOMPARE(r[2].verdict, LaunchVerdict::Ok); // nothing on port 1: refused
    }

    void boundedToMaxTargets()
    {
        QList<LaunchTarget> many;
        for (int i = 0; i < LaunchPathCheck::kMaxTargets + 10; ++i)
            many.append({QStringLiteral("127.0.0.1"), quint16(1)});
        QCOMPARE(run(many).size(), LaunchPathCheck::kMaxTargets);
        QCOMPARE(run({}).size(), 0); // nothing to check still finishes
    }

    void cancelEndsWithoutFinished()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        LaunchPathCheck check;
        QSignalSpy done(&check, &LaunchPathCheck::finished);
        check.start({{QStringLiteral("127.0.0.1"), server.serverPort()},
                     {QStringLiteral("not-an-address"), 8000}});
        QVERIFY(check.isRunning());
        check.cancel();
        QVERIFY(!check.isRunning());
        QTest::qWait(300);
        QCOMPARE(done.size(), 0);
    }

    // In the namespace: 192.0.2.2 (TEST-NET-1) behind a neighbour entry nobody answers for.
    void silentAddressIsDropped()
    {
        if (!inNamespace())
            QSKIP("needs the namespace of tests/integration/cluster/launch-path-netns.sh");
        QElapsedTimer clock;
        clock.start();
        const QList<LaunchPathResult> r = run({{QStringLiteral("192.0.2.2"), 6379}}, 700);
        QCOMPARE(r.size(), 1);
        QCOMPARE(r[0].verdict, LaunchVerdict::Dropped);
        QVERIFY2(r[0].detail.contains(QStringLiteral("port 6379 (ray)")), qPrintable(r[0].detail));
        QVERIFY(r[0].detail.contains(QStringLiteral("firewall")));
        QVERIFY(clock.elapsed() >= 650); // the wait, and not much more
        QVERIFY(clock.elapsed() < 3000);
    }

    // In the namespace: `ip route add unreachable 198.51.100.0/24` (TEST-NET-2).
    void unreachableRouteNamesTheNetdev()
    {
        if (!inNamespace())
            QSKIP("needs the namespace of tests/integration/cluster/launch-path-netns.sh");
        const QList<LaunchPathResult> r =
            run({{QStringLiteral("198.51.100.7"), 29500}}, 2000,
                [](quint32) { return QStringLiteral("enP2p1s0f0np0"); });
        QCOMPARE(r.size(), 1);
        QCOMPARE(r[0].verdict, LaunchVerdict::Unreachable);
        QVERIFY2(r[0].detail.contains(QStringLiteral("198.51.100.7 cannot be reached through "
                                                     "enP2p1s0f0np0")),
                 qPrintable(r[0].detail));
    }

    // In the namespace: no route covers 203.0.113.0/24 (TEST-NET-3) at all.
    void noRouteSaysNoNetdev()
    {
        if (!inNamespace())
            QSKIP("needs the namespace of tests/integration/cluster/launch-path-netns.sh");
        const QList<LaunchPathResult> r =
            run({{QStringLiteral("203.0.113.5"), 8000}}, 2000, [](quint32) { return QString(); });
        QCOMPARE(r.size(), 1);
        QCOMPARE(r[0].verdict, LaunchVerdict::Unreachable);
        QVERIFY2(r[0].detail.contains(QStringLiteral("no netdev here routes to it")),
                 qPrintable(r[0].detail));
    }
};

QTEST_GUILESS_MAIN(TestLaunchPathCheck)
#include "tst_launchpathcheck.moc"
