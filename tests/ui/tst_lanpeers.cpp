// Find peers' list of Sparks on the management network that are not cabled (mDNS): each host
// once, marked as not cabled and whether Sparkwire runs there, a cabled peer left out; with
// no avahi-daemon (a real bus without it), one quiet line and no dialog; in the demo, no list.
#include "cluster/ClusterModel.h"
#include "discovery/CablingSource.h"
#include "hw/InventoryMonitor.h"
#include "mdns/AvahiLanDiscovery.h"
#include "sim/DemoPeerSession.h"
#include "wizard/FindPeersPage.h"

#include <QApplication>
#include <QComboBox>
#include <QDBusConnection>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QTest>

using namespace sparkwire;

namespace {
const QString kB(64, QLatin1Char('b'));
const QString kD(64, QLatin1Char('d'));

// spark-b cabled to port 1.
class OnePeer : public discovery::CablingSource
{
public:
    discovery::CablingMap map() const override
    {
        discovery::NeighbourLink l;
        l.localNetdev = QStringLiteral("enp1s0f1np1");
        l.localPort = 1;
        l.peerId = kB;
        l.peerHostname = QStringLiteral("spark-b");
        l.peerNetdev = QStringLiteral("enp1s0f1np1");
        l.peerPort = 1;
        l.peerAddress = QStringLiteral("fe80::b%enp1s0f1np1");
        return discovery::CablingMap::fromLinks({l});
    }
};

// What avahi would have resolved: set by the test (avahi itself runs in tst_mdns_testbed).
class StaticLan : public mdns::LanDiscovery
{
public:
    void browse() override { ++browsed; }
    void announce(const QString &, const QString &, quint16) override {}
    QList<mdns::LanPeer> peers() const override { return list; }
    void set(QList<mdns::LanPeer> peers)
    {
        list = std::move(peers);
        Q_EMIT peersChanged();
    }
    QList<mdns::LanPeer> list;
    int browsed = 0;
};

mdns::LanPeer service(mdns::LanService kind, const QString &host, const QString &address,
                      const QString &id = {})
{
    mdns::LanPeer p;
    p.service = kind;
    p.serviceName = host;
    p.hostName = host + QStringLiteral(".local");
    p.address = address;
    p.port = kind == mdns::LanService::Ssh ? 22 : 47312;
    p.nodeId = id;
    p.claimedHostname = id.isEmpty() ? QString() : host;
    return p;
}

hw::InventoryMonitor::Options tree()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-a");
    return options;
}

QStringList texts(QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}
} // namespace

class TestLanPeers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsUncabledSparksOnce();
    void withoutAvahiOneQuietLine();
    void demoHasNoList();
};

void TestLanPeers::listsUncabledSparksOnce()
{
    hw::InventoryMonitor inventory(tree());
    OnePeer cabling;
    sim::DemoPeerSession peers;
    ClusterModel cluster{Session{}};
    StaticLan lan;
    FindPeersPage page(&inventory, &cabling, &peers, nullptr, &cluster);
    page.setLanDiscovery(&lan);
    page.show();
    QCOMPARE(lan.browsed, 1);
    auto *list = page.findChild<QListWidget *>(QStringLiteral("lanPeerList"));
    auto *note = page.findChild<QLabel *>(QStringLiteral("lanPeersNote"));
    QVERIFY(list && note);
    QVERIFY(!list->isVisible());
    QCOMPARE(note->text(), QStringLiteral("None found on the network (mDNS)."));

    lan.set({
        // spark-b is cabled: the drawing shows it, this list does not.
        service(mdns::LanService::Sparkwire, QStringLiteral("spark-b"), QStringLiteral("10.0.0.2"),
                kB),
        service(mdns::LanService::Ssh, QStringLiteral("spark-b"), QStringLiteral("10.0.0.2")),
        service(mdns::LanService::Sparkwire, QStringLiteral("spark-d"), QStringLiteral("10.0.0.4"),
                kD),
        service(mdns::LanService::Ssh, QStringLiteral("spark-d"), QStringLiteral("10.0.0.4")),
        service(mdns::LanService::Ssh, QStringLiteral("spark-e"), QStringLiteral("fe80::e")),
        service(mdns::LanService::Ssh, QStringLiteral("spark-e"), QStringLiteral("10.0.0.5")),
    });
    QVERIFY(list->isVisible());
    QVERIFY(!note->isVisible());
    QCOMPARE(texts(list),
             (QStringList{QStringLiteral("spark-d.local — on the network, not cabled; Sparkwire "
                                         "running (name as the network claims, unverified)"),
                          QStringLiteral("spark-e.local — on the network, not cabled; Sparkwire "
                                         "not running (SSH only) (name as the network claims, "
                                         "unverified)")}));
    QVERIFY(list->item(0)->toolTip().contains(kD));
    QVERIFY(list->item(1)->toolTip().contains(QStringLiteral("10.0.0.5, fe80::e")));
    // The cabled peer stays in the peer chooser, once.
    QCOMPARE(page.findChild<QComboBox *>(QStringLiteral("peerChoice"))->count(), 1);

    // spark-d's Sparkwire stops: it is still there, by ssh.
    lan.set(
        {service(mdns::LanService::Ssh, QStringLiteral("spark-d"), QStringLiteral("10.0.0.4"))});
    QCOMPARE(texts(list), (QStringList{QStringLiteral(
                              "spark-d.local — on the network, not cabled; Sparkwire not running "
                              "(SSH only) (name as the network claims, unverified)")}));
}

void TestLanPeers::withoutAvahiOneQuietLine()
{
    QProcess bus;
    bus.start(QStringLiteral("dbus-daemon"),
              {QStringLiteral("--session"), QStringLiteral("--nofork"),
               QStringLiteral("--print-address")});
    if (!bus.waitForStarted(5000))
        QSKIP("dbus-daemon is not installed");
    QVERIFY(bus.waitForReadyRead(5000));
    const QString address = QString::fromUtf8(bus.readLine()).trimmed();
    {
        const QDBusConnection connection =
            QDBusConnection::connectToBus(address, QStringLiteral("no-avahi"));
        QVERIFY(connection.isConnected());
        mdns::AvahiLanDiscovery lan(connection);
        hw::InventoryMonitor inventory(tree());
        OnePeer cabling;
        sim::DemoPeerSession peers;
        ClusterModel cluster{Session{}};
        FindPeersPage page(&inventory, &cabling, &peers, nullptr, &cluster);
        page.setLanDiscovery(&lan);
        page.show();
        auto *list = page.findChild<QListWidget *>(QStringLiteral("lanPeerList"));
        auto *note = page.findChild<QLabel *>(QStringLiteral("lanPeersNote"));
        QTRY_VERIFY_WITH_TIMEOUT(note->text().startsWith(QStringLiteral(
                                     "Sparks on the network are not listed: avahi-daemon is not "
                                     "running")),
                                 5000);
        QVERIFY(note->isVisible());
        QVERIFY(!list->isVisible());
        QCOMPARE(note->text().count(QLatin1Char('\n')), 0);
        for (QWidget *w : QApplication::topLevelWidgets())
            QVERIFY(!qobject_cast<QMessageBox *>(w) || !w->isVisible());
        // The cables work as before.
        QCOMPARE(page.findChild<QComboBox *>(QStringLiteral("peerChoice"))->count(), 1);
    }
    QDBusConnection::disconnectFromBus(QStringLiteral("no-avahi"));
    bus.terminate();
    bus.waitForFinished(5000);
}

void TestLanPeers::demoHasNoList()
{
    hw::InventoryMonitor inventory(tree());
    OnePeer cabling;
    sim::DemoPeerSession peers;
    ClusterModel cluster{Session{}};
    FindPeersPage page(&inventory, &cabling, &peers, nullptr, &cluster);
    page.setLanDiscovery(nullptr);
    page.show();
    QVERIFY(!page.findChild<QWidget *>(QStringLiteral("lanPeers"))->isVisible());
}

QTEST_MAIN(TestLanPeers)
#include "tst_lanpeers.moc"
