// AvahiLanDiscovery without avahi-daemon, as on a Spark where it is not installed: on a real
// bus where nobody owns org.freedesktop.Avahi, and with no bus at all, browsing says so once
// (unavailable, after the caller connected: never from inside browse()), lists nothing, and
// announcing fails with a reason. With a real avahi-daemon: tests/integration/mdns.
#include "mdns/AvahiLanDiscovery.h"

#include <QDBusConnection>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using sparkwire::mdns::AvahiLanDiscovery;

class TestAvahiLanDiscovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void withoutAvahi_data();
    void withoutAvahi();

private:
    QProcess m_bus;
    QString m_address;
};

void TestAvahiLanDiscovery::initTestCase()
{
    // A real dbus-daemon of our own (a session-type bus: no avahi on it).
    m_bus.start(QStringLiteral("dbus-daemon"),
                {QStringLiteral("--session"), QStringLiteral("--nofork"),
                 QStringLiteral("--print-address")});
    if (!m_bus.waitForStarted(5000))
        QSKIP("dbus-daemon is not installed");
    QVERIFY(m_bus.waitForReadyRead(5000));
    m_address = QString::fromUtf8(m_bus.readLine()).trimmed();
    QVERIFY(!m_address.isEmpty());
}

void TestAvahiLanDiscovery::cleanupTestCase()
{
    if (m_bus.state() != QProcess::NotRunning) {
        m_bus.terminate();
        m_bus.waitForFinished(5000);
    }
}

void TestAvahiLanDiscovery::withoutAvahi_data()
{
    QTest::addColumn<bool>("busRuns");
    QTest::addColumn<QString>("reason");
    QTest::newRow("bus without avahi-daemon")
        << true << QStringLiteral("avahi-daemon is not running");
    QTest::newRow("no bus") << false << QStringLiteral("no system D-Bus");
}

void TestAvahiLanDiscovery::withoutAvahi()
{
    QFETCH(bool, busRuns);
    QFETCH(QString, reason);
    const QString name = QStringLiteral("mdns-test-%1").arg(QTest::currentDataTag());
    const QDBusConnection bus = QDBusConnection::connectToBus(
        busRuns ? m_address : QStringLiteral("unix:path=/nonexistent/sparkwire-test-bus"), name);
    QCOMPARE(bus.isConnected(), busRuns);
    {
        AvahiLanDiscovery discovery(bus);
        QSignalSpy unavailable(&discovery, &AvahiLanDiscovery::unavailable);
        QSignalSpy changed(&discovery, &AvahiLanDiscovery::peersChanged);
        QSignalSpy failed(&discovery, &AvahiLanDiscovery::announceFailed);
        discovery.browse();
        discovery.browse(); // a second call changes nothing
        QCOMPARE(unavailable.count(), 0);
        QVERIFY(unavailable.wait(5000));
        const sparkwire::Error why = unavailable.at(0).at(0).value<sparkwire::Error>();
        QVERIFY2(why.message.contains(reason), qPrintable(why.message));
        // No bus, or no avahi-daemon on it: nothing to ask, said as such.
        QCOMPARE(why.code, sparkwire::ErrorCode::Unavailable);
        discovery.announce(QString(64, QLatin1Char('a')), QStringLiteral("spark-a"), 47312);
        QVERIFY(failed.wait(5000));
        QVERIFY(!failed.at(0).at(0).value<sparkwire::Error>().message.isEmpty());
        QCOMPARE(failed.at(0).at(0).value<sparkwire::Error>().code,
                 sparkwire::ErrorCode::Unavailable);
        QTest::qWait(200);
        QCOMPARE(unavailable.count(), 1);
        QCOMPARE(changed.count(), 0);
        QVERIFY(discovery.peers().isEmpty());
    }
    QDBusConnection::disconnectFromBus(name);
}

QTEST_GUILESS_MAIN(TestAvahiLanDiscovery)
#include "tst_avahilandiscovery.moc"
