// Renders the demo's wizard pages to PNG with QWidget::grab(), for people to look at.
// usage: sparkwire_screenshots OUTDIR [WIDTHxHEIGHT] [LANGUAGE]
//   (run offscreen: QT_QPA_PLATFORM=offscreen; the window's size defaults to 1100x760,
//    LANGUAGE "de" loads the German translation)
#include "MainWindow.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/NcclChart.h"
#include "dashboard/TestsPanel.h"
#include "hw/InventoryMonitor.h"
#include "metrics/MetricsSampler.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoPeerSession.h"
#include "sim/DemoTraffic.h"
#include "widgets/PeerRequestPrompt.h"

#include "wizard/ClusterModel.h"
#include "wizard/WizardFrame.h"
#include "wizard/WizardPage.h"
#include <QPushButton>

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QIcon>
#include <QTest>
#include <QTranslator>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.sparkwire.Sparkwire.svg")));
    if (argc < 2 || argc > 4) {
        std::fprintf(stderr, "usage: %s OUTDIR [WIDTHxHEIGHT] [LANGUAGE]\n", argv[0]);
        return 2;
    }
    QSize size(1100, 760);
    if (argc >= 3) {
        const QStringList wh = QString::fromLocal8Bit(argv[2]).split(QLatin1Char('x'));
        size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        if (size.width() < 320 || size.height() < 240) {
            std::fprintf(stderr, "size: WIDTHxHEIGHT, e.g. 1024x700\n");
            return 2;
        }
    }
    QTranslator translator;
    if (argc >= 4) {
        if (!translator.load(
                QStringLiteral(":/i18n/sparkwire_%1.qm").arg(QString::fromLocal8Bit(argv[3])))) {
            std::fprintf(stderr, "no translation %s\n", argv[3]);
            return 2;
        }
        QCoreApplication::installTranslator(&translator);
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(out);
    const sparkwire::Result<QString> demoRoot = sparkwire::sim::DemoEnvironment::sysfsRoot();
    if (!demoRoot) {
        std::fprintf(stderr, "%s\n", qPrintable(demoRoot.errorMessage()));
        return 1;
    }
    const QString root = *demoRoot;
    sparkwire::hw::InventoryMonitor monitor(
        sparkwire::sim::DemoEnvironment::inventoryOptions(root));
    sparkwire::sim::DemoApplyBackend applier;
    Session session;
    session.inventory = &monitor;
    session.applier = &applier;
    sparkwire::sim::DemoCabling cabling(monitor.inventory());
    session.cabling = &cabling;
    sparkwire::sim::DemoPeerSession peers;
    session.peers = &peers;
    session.netplanRoot = sparkwire::sim::DemoEnvironment::netplanRoot();
    session.demo = true;
    sparkwire::sim::DemoTraffic traffic(
        sparkwire::metrics::MetricsSampler::twinsOf(monitor.inventory()));
    sparkwire::metrics::MetricsSampler sampler(traffic.root(), traffic.twins());
    traffic.drive(&sampler);
    sampler.start(100);
    sparkwire::sim::DemoLinkTests tests;
    session.sampler = &sampler;
    session.linkTests = &tests;
    // The whole cluster: the demo seat and its simulated peer, paired as the dialog would.
    sparkwire::sim::DemoCluster cluster(monitor.inventory(), &cabling, session.netplanRoot);
    session.seatId = sparkwire::sim::DemoCluster::seatId();
    session.memberLinks = [&cluster](const QList<sparkwire::cluster::ClusterMember> &members,
                                     QObject *parent) {
        return sparkwire::sim::DemoMemberLink::linksFor(&cluster, members, parent);
    };
    session.signer = [](const QByteArray &) {
        return sparkwire::Result<QByteArray>(QByteArrayLiteral("demo: not signed"));
    };
    peers.confirmPairing(true);
    if (!QTest::qWaitFor(
            [&] { return peers.pairedName(QString(64, QLatin1Char('b'))).has_value(); })) {
        std::fprintf(stderr, "the demo peer did not pair\n");
        return 1;
    }
    MainWindow window(session);
    window.resize(size);
    window.show();
    QTest::qWait(50);
    WizardFrame *wizard = window.wizard();
    // Every page, in step order, as Next takes a person through the demo.
    int number = 0;
    for (WizardPageId id = wizard->currentId(); id != WizardPageId::None;
         id = wizard->currentPage()->nextId()) {
        wizard->goTo(id);
        // Addressing: the members' states; Review: netplan's checks; Apply: the joint apply
        // itself; Verify: every member's (simulated) checks.
        auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
        bool ready = true;
        // The demo tree's 50-cloud-init.yaml overrides the plan: the warning stays in the
        // picture, the box is ticked so Next can go on.
        if (auto *shadowing = window.findChild<QCheckBox *>(QStringLiteral("overrideShadowing"));
            id == WizardPageId::Review && shadowing && shadowing->isVisible())
            shadowing->setChecked(true);
        if (id == WizardPageId::Addressing || id == WizardPageId::Review)
            ready = QTest::qWaitFor([next] { return next->isEnabled(); }, 15000);
        if (id == WizardPageId::Apply) {
            window.findChild<QPushButton *>(QStringLiteral("applyButton"))->click();
            ready = QTest::qWaitFor([&] { return window.cluster()->outcome().has_value(); }, 15000);
        }
        if (!ready) {
            std::fprintf(stderr, "page %s did not get ready\n",
                         qPrintable(wizard->currentPage()->objectName()));
            return 1;
        }
        QTest::qWait(id == WizardPageId::Verify ? 1200 : 50);
        const QString file = QStringLiteral("%1/%2-%3.png")
                                 .arg(out)
                                 .arg(++number)
                                 .arg(wizard->currentPage()->objectName());
        if (!window.grab().save(file)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
            return 1;
        }
        std::printf("%s\n", qPrintable(file));
    }
    // The dashboard: a few seconds of moving counters and the recorded NCCL run.
    DashboardWindow *dashboard = window.dashboard();
    dashboard->show();
    dashboard->findChild<QPushButton *>(QStringLiteral("ncclTestButton"))->click();
    QTest::qWait(5000);
    const QString file = out + QStringLiteral("/8-dashboard.png");
    if (!dashboard->grab().save(file)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
        return 1;
    }
    std::printf("%s\n", qPrintable(file));
    // What the window asks when a paired peer proposes a plan.
    PeerRequestPrompt prompt(&window);
    sparkwire::peers::PeerQuestion question;
    question.kind = sparkwire::peers::PeerQuestion::Kind::Plan;
    question.peerName = QStringLiteral("spark-demo-b");
    question.question = QStringLiteral(
        "spark-demo-b (paired) proposes this netplan for this Spark. Keep it for you to review "
        "and apply?");
    question.detail = QStringLiteral("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                                     "      mtu: 9000\n      addresses: [192.168.177.2/24]\n");
    prompt.ask(question, [](bool) {});
    QTest::qWait(200);
    auto *box = window.findChild<QWidget *>(QStringLiteral("peerRequestBox"));
    const QString promptFile = out + QStringLiteral("/9-peer-request.png");
    if (!box || !box->grab().save(promptFile)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(promptFile));
        return 1;
    }
    std::printf("%s\n", qPrintable(promptFile));
    return 0;
}
