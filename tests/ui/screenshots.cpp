// Renders the demo's wizard pages to PNG with QWidget::grab(), for people to look at.
// usage: sparkwire_screenshots OUTDIR [LANG [WIDTHxHEIGHT [SCENARIO]]]   (run offscreen:
// QT_QPA_PLATFORM=offscreen); LANG is a catalogue's code (de, ja, zh_CN) or en; SCENARIO the
// demo's: healthy (default) or faults, as `sparkwire --demo=faults` runs it.
#include "DemoSeat.h"
#include "MainWindow.h"
#include "dashboard/DashboardWindow.h"
#include "widgets/DiagnoseDialog.h"
#include "widgets/LanguageSettings.h"
#include "widgets/PeerRequestPrompt.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.sparkwire.Sparkwire.svg")));
    if (argc < 2 || argc > 5) {
        std::fprintf(stderr, "usage: %s OUTDIR [LANG [WIDTHxHEIGHT [healthy|faults]]]\n", argv[0]);
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(out);
    // In LANG (de, ja, zh_CN; en: the sources) as --language gives it, before anything is made.
    const QString language = argc >= 3 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("en");
    if (!LanguageSettings::available().contains(language)) {
        std::fprintf(stderr, "no language %s; choose one of: %s\n", qPrintable(language),
                     qPrintable(LanguageSettings::available().join(QStringLiteral(", "))));
        return 2;
    }
    QLocale::setDefault(QLocale(language));
    LanguageSettings::install(app, QLocale(language));
    QSize size(1100, 760);
    if (argc >= 4) {
        const QStringList wh = QString::fromLocal8Bit(argv[3]).split(QLatin1Char('x'));
        size = wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize();
        if (size.width() < 200 || size.height() < 200) {
            std::fprintf(stderr, "size must be WIDTHxHEIGHT, e.g. 1024x700\n");
            return 2;
        }
    }
    const QString scenario =
        argc == 5 ? QString::fromLocal8Bit(argv[4]) : QStringLiteral("healthy");
    if (scenario != QLatin1String("healthy") && scenario != QLatin1String("faults")) {
        std::fprintf(stderr, "the scenario is healthy or faults\n");
        return 2;
    }
    DemoSeat seat(scenario == QLatin1String("faults")
                      ? sparkwire::sim::DemoEnvironment::Scenario::Faults
                      : sparkwire::sim::DemoEnvironment::Scenario::Healthy);
    if (!seat.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(seat.error()));
        return 1;
    }
    // The Welcome page offers the other scenario, as in `sparkwire --demo`.
    seat.session().demoScenario = scenario;
    seat.session().switchDemo = [](const QString &) {};
    MainWindow window(seat.session());
    window.resize(size);
    window.show();
    QTest::qWait(50);
    // Every page, in step order, as Next takes a person through the demo.
    int number = 0;
    const bool walked = seat.walk(window, [&](const QString &page) {
        QTest::qWait(page == QLatin1String("verifyPage") ? 1200 : 50);
        const QString file = QStringLiteral("%1/%2-%3.png").arg(out).arg(++number).arg(page);
        if (!window.grab().save(file)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
            return false;
        }
        std::printf("%s\n", qPrintable(file));
        return true;
    });
    if (!walked) {
        std::fprintf(stderr, "%s\n", qPrintable(seat.error()));
        return 1;
    }
    // Help → Diagnose: the doctor's checks on this (simulated) Spark.
    window.showDiagnose();
    QTest::qWait(200);
    auto *diagnose = window.findChild<DiagnoseDialog *>();
    const QString diagnoseFile = out + QStringLiteral("/8-diagnose.png");
    if (!diagnose || !diagnose->grab().save(diagnoseFile)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(diagnoseFile));
        return 1;
    }
    std::printf("%s\n", qPrintable(diagnoseFile));
    diagnose->close();
    // The dashboard: a few seconds of moving counters and the recorded NCCL run.
    // At the window's size, as a person with that screen would see it.
    DashboardWindow *dashboard = window.dashboard();
    dashboard->resize(size);
    dashboard->show();
    dashboard->findChild<QPushButton *>(QStringLiteral("ncclTestButton"))->click();
    QTest::qWait(5000);
    const QString file = out + QStringLiteral("/8-dashboard.png");
    if (!dashboard->grab().save(file)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
        return 1;
    }
    std::printf("%s\n", qPrintable(file));
    // The fleet page: the demo's three Sparks, at the window's size.
    if (QTabWidget *views = dashboard->views()) {
        views->setCurrentIndex(1);
        QTest::qWait(400);
        const QString fleetFile = out + QStringLiteral("/8-fleet.png");
        if (!dashboard->grab().save(fleetFile)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(fleetFile));
            return 1;
        }
        std::printf("%s\n", qPrintable(fleetFile));
        views->setCurrentIndex(0);
    }
    // What the window asks when a paired peer proposes a plan.
    PeerRequestPrompt prompt(&window);
    sparkwire::peers::PeerQuestion question;
    question.kind = sparkwire::peers::PeerQuestion::Kind::Plan;
    question.peerName = QStringLiteral("spark-demo-b");
    // The text PeerResponder asks with, in the screenshot's language.
    question.question = QCoreApplication::translate("sparkwire::peers::PeerResponder",
                                                    "%1 (paired) proposes this netplan for this "
                                                    "Spark. Keep it for you to review and apply?")
                            .arg(question.peerName);
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
    // The config bundle: the export's result, then the import's summary of that bundle. In
    // the faults the apply failed: there is no configured cluster to export.
    if (scenario == QLatin1String("faults"))
        return 0;
    QTemporaryDir bundles;
    const QString bundle = bundles.filePath(QStringLiteral("demo.sparkwire.tar.gz"));
    window.findChild<QObject *>(QStringLiteral("bundleActions"))->setProperty("chosenFile", bundle);
    window.findChild<QAction *>(QStringLiteral("exportBundleAction"))->trigger();
    auto *exported = window.findChild<QWidget *>(QStringLiteral("bundleExportDialog"));
    if (!exported || !QTest::qWaitFor([exported] {
            return exported->findChild<QWidget *>(QStringLiteral("exportCloseButton"))->isVisible();
        })) {
        std::fprintf(stderr, "the bundle export did not finish\n");
        return 1;
    }
    window.findChild<QAction *>(QStringLiteral("importBundleAction"))->trigger();
    QTest::qWait(200);
    auto *imported = window.findChild<QWidget *>(QStringLiteral("bundleImportDialog"));
    const QList<std::pair<QWidget *, QString>> dialogs = {
        {exported, QStringLiteral("/10-bundle-export.png")},
        {imported, QStringLiteral("/11-bundle-import.png")}};
    for (const auto &[dialog, name] : dialogs) {
        if (!dialog || !dialog->grab().save(out + name)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(out + name));
            return 1;
        }
        std::printf("%s\n", qPrintable(out + name));
    }
    return 0;
}
