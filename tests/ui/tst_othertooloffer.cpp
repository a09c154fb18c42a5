// The Addressing page's offer when another tool's netplan file configures this Spark's CX-7
// ports (issue 30, item 2), driven by keyboard in the demo's cluster flow: NVIDIA Sync's real
// file in a copy of the demo's netplan root is named with its tool and addresses; "Use the
// addresses" reads it with the real netplan and the page's subnet, MTU and plan follow it;
// "Move it aside" has the backend move it (as the helper does) into
// var/lib/sparkwire/other-tools, and the offer goes. Without such a file there is no offer.
#include "MainWindow.h"
#include "PairingDialogPerson.h"
#include "WhenModalOpens.h"
#include "cluster/ClusterModel.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoPeerSession.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

namespace {
const QString kDemoRoot = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root");
const QString kSync = QStringLiteral(
    SPARKWIRE_FIXTURES "/netplan/other-tools/etc/netplan/99-nvidia-sync-cluster.yaml");
const QString kPeerId = QString(64, QLatin1Char('b'));

template <typename T> T *child(QWidget *w, const QString &name)
{
    T *found = w->findChild<T *>(name);
    if (!found)
        qWarning("no %s", qPrintable(name));
    return found;
}
} // namespace

class TestOtherToolOffer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void useTheAddressesThenMoveItAside();
    void noOtherFileNoOffer();

private:
    void openAtAddressing(bool withSyncFile);

    std::unique_ptr<QTemporaryDir> m_root;
    std::unique_ptr<hw::InventoryMonitor> m_inventory;
    std::unique_ptr<sim::DemoApplyBackend> m_applier;
    std::unique_ptr<sim::DemoCabling> m_cabling;
    std::unique_ptr<sim::DemoPeerSession> m_peers;
    std::unique_ptr<sim::DemoCluster> m_cluster;
    std::unique_ptr<MainWindow> m_window;
};

void TestOtherToolOffer::init()
{
    m_root = std::make_unique<QTemporaryDir>();
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-demo-a");
    m_inventory = std::make_unique<hw::InventoryMonitor>(options);
    m_applier = std::make_unique<sim::DemoApplyBackend>();
    m_cabling = std::make_unique<sim::DemoCabling>(m_inventory->inventory());
    m_peers = std::make_unique<sim::DemoPeerSession>();
    m_cluster =
        std::make_unique<sim::DemoCluster>(m_inventory->inventory(), m_cabling.get(), kDemoRoot);
    m_cluster->setStepMs(40);
}

void TestOtherToolOffer::cleanup()
{
    m_window.reset();
    m_cluster.reset();
}

void TestOtherToolOffer::openAtAddressing(bool withSyncFile)
{
    QVERIFY(m_root->isValid());
    QCOMPARE(
        QProcess::execute(QStringLiteral("cp"),
                          {QStringLiteral("-a"), kDemoRoot + QStringLiteral("/."), m_root->path()}),
        0);
    if (withSyncFile)
        QVERIFY(QFile::copy(
            kSync, m_root->filePath(QStringLiteral("etc/netplan/99-nvidia-sync-cluster.yaml"))));
    m_applier->setMigrationRoot(m_root->path(),
                                {QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")});
    Session session;
    session.inventory = *m_inventory;
    session.applier = *m_applier;
    session.cabling = *m_cabling;
    session.peers = *m_peers;
    session.netplanRoot = m_root->path();
    session.demo = true;
    session.seatId = sim::DemoCluster::seatId();
    session.memberLinks = [cluster = m_cluster.get()](const QList<cluster::ClusterMember> &members,
                                                      QObject *parent) {
        return sim::DemoMemberLink::linksFor(cluster, members, parent);
    };
    session.signer = [](const QByteArray &) { return Result<QByteArray>(QByteArray("demo")); };
    m_window = std::make_unique<MainWindow>(session);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->wizard()->next(); // This Spark
    m_window->wizard()->next(); // Find peers
    QWidget *w = m_window.get();
    auto *members = child<QListWidget>(w, QStringLiteral("memberList"));
    members->setFocus();
    QTest::keyClick(members, Qt::Key_End);
    WhenModalOpens pairing(confirmMatchingCodeAndClose);
    QTest::mouseClick(child<QPushButton>(w, QStringLiteral("pairButton")), Qt::LeftButton);
    QVERIFY(m_peers->pairedName(kPeerId).has_value());
    auto *next = child<QPushButton>(w, QStringLiteral("nextButton"));
    QTRY_VERIFY(next->isEnabled());
    m_window->wizard()->next();
    QCOMPARE(m_window->wizard()->currentId(), WizardPageId::Addressing);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->planOk(), 5000);
}

void TestOtherToolOffer::useTheAddressesThenMoveItAside()
{
    openAtAddressing(true);
    QWidget *w = m_window.get();
    auto *offer = child<QWidget>(w, QStringLiteral("otherToolOffer"));
    QVERIFY(offer->isVisible());
    const QString text = child<QLabel>(w, QStringLiteral("otherToolText"))->text();
    QVERIFY2(text.contains(QStringLiteral("/etc/netplan/99-nvidia-sync-cluster.yaml (NVIDIA Sync "
                                          "(Cluster Assistant)): enP2p1s0f1np1 10.200.1.1/24")),
             qPrintable(text));
    auto *use = child<QPushButton>(w, QStringLiteral("adoptOtherToolButton"));
    QCOMPARE(use->text(), QStringLiteral("Use the &addresses from 99-nvidia-sync-cluster.yaml "
                                         "(NVIDIA Sync (Cluster Assistant))"));
    QTRY_VERIFY(use->isEnabled());

    // By its mnemonic, as a keyboard user reaches it. Offscreen has no window manager to
    // make the window active, so the test does.
    QApplication::setActiveWindow(w);
    QVERIFY(QTest::qWaitForWindowActive(w));
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : w, Qt::Key_A, Qt::AltModifier);
    auto *subnet = child<QLineEdit>(w, QStringLiteral("subnetEdit"));
    QTRY_COMPARE_WITH_TIMEOUT(subnet->text(), QStringLiteral("10.200.0.0/24"), 15000);
    QCOMPARE(child<QSpinBox>(w, QStringLiteral("mtuSpin"))->value(), 9000);
    QCOMPARE(child<QSpinBox>(w, QStringLiteral("nodeSpin-spark-demo-a"))->value(), 1);
    const QString outcome = child<QLabel>(w, QStringLiteral("otherToolOutcome"))->text();
    QVERIFY2(
        outcome.startsWith(QStringLiteral("Using the addresses of 99-nvidia-sync-cluster.yaml: "
                                          "first subnet 10.200.0.0/24, MTU 9000, this Spark "
                                          "is node 1.")),
        qPrintable(outcome));
    QTRY_VERIFY(m_window->cluster()->planOk());
    auto *table = child<QTableWidget>(w, QStringLiteral("planTable"));
    QStringList addresses;
    for (int row = 0; row < table->rowCount(); ++row)
        addresses << table->item(row, 1)->text() + QLatin1Char(' ') + table->item(row, 3)->text();
    QVERIFY2(addresses.contains(QStringLiteral("enp1s0f1np1 10.200.0.1/24")) &&
                 addresses.contains(QStringLiteral("enP2p1s0f1np1 10.200.1.2/24")),
             qPrintable(addresses.join(QLatin1Char('|'))));

    // Move it aside: focus and Space, the file kept where --restore finds it.
    auto *moveAside = child<QPushButton>(w, QStringLiteral("moveOtherToolAsideButton"));
    QCOMPARE(moveAside->text(), QStringLiteral("Move it as&ide"));
    moveAside->setFocus(Qt::TabFocusReason);
    QTest::keyClick(moveAside, Qt::Key_Space);
    auto *outcomeLabel = child<QLabel>(w, QStringLiteral("otherToolOutcome"));
    QTRY_VERIFY(outcomeLabel->text().startsWith(QStringLiteral("Moved aside")));
    QVERIFY(
        outcomeLabel->text().contains(QStringLiteral("etc/netplan/99-nvidia-sync-cluster.yaml")));
    QVERIFY(!QFile::exists(
        m_root->filePath(QStringLiteral("etc/netplan/99-nvidia-sync-cluster.yaml"))));
    QVERIFY(QFile::exists(m_root->filePath(
        QStringLiteral("var/lib/sparkwire/other-tools/99-nvidia-sync-cluster.yaml"))));
    QVERIFY(!use->isVisible());
    QVERIFY(!moveAside->isVisible());
}

void TestOtherToolOffer::noOtherFileNoOffer()
{
    openAtAddressing(false);
    QVERIFY(!child<QWidget>(m_window.get(), QStringLiteral("otherToolOffer"))->isVisible());
}

QTEST_MAIN(TestOtherToolOffer)
#include "tst_othertooloffer.moc"
