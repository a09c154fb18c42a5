// Renders the demo's wizard pages to PNG with QWidget::grab(), for people to look at.
// usage: sparkwire_screenshots OUTDIR   (run offscreen: QT_QPA_PLATFORM=offscreen)
#include "MainWindow.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoPeerSession.h"
#include "wizard/WizardFrame.h"
#include "wizard/WizardPage.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QTest>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.sparkwire.Sparkwire.svg")));
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUTDIR\n", argv[0]);
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(out);
    QString error;
    const QString root = sparkwire::sim::DemoEnvironment::sysfsRoot(&error);
    if (root.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
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
    MainWindow window(session);
    window.resize(1100, 760);
    window.show();
    QTest::qWait(50);
    WizardFrame *wizard = window.wizard();
    for (int i = 0; i < wizard->pageCount(); ++i) {
        wizard->goTo(i);
        QTest::qWait(i == 4 ? 1500 : 50); // Review: let netplan's check finish
        const QString file = QStringLiteral("%1/%2-%3.png")
                                 .arg(out)
                                 .arg(i + 1)
                                 .arg(wizard->currentPage()->objectName());
        if (!window.grab().save(file)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
            return 1;
        }
        std::printf("%s\n", qPrintable(file));
    }
    return 0;
}
