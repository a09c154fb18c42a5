// The demo's window runs every link test from the dashboard, and each finished test is kept
// in <state>/results for the config bundle: JSON (NCCL also CSV), and its chart as SVG and as
// the PNG the window renders from it, marked DEMO.
#include "DemoSeat.h"
#include "MainWindow.h"
#include "bench/KeptResult.h"
#include "dashboard/DashboardWindow.h"

#include <QAction>
#include <QDir>
#include <QImage>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

class TestResultsKept : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDemoTestIsKeptWithItsCharts()
    {
        DemoSeat seat;
        QVERIFY2(seat.ok(), qPrintable(seat.error()));
        MainWindow window(seat.session());
        window.show();
        window.findChild<QAction *>(QStringLiteral("dashboardAction"))->trigger();
        QTRY_VERIFY(window.dashboard()->isVisible());
        auto *all = window.dashboard()->findChild<QPushButton *>(QStringLiteral("runAllButton"));
        window.dashboard()->findChild<QSpinBox *>(QStringLiteral("testSeconds"))->setValue(1);
        QTest::mouseClick(all, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(all->isEnabled(), 20000);
        const QDir results(sparkwire::bench::KeptResult::folder(seat.session().stateDir));
        // Kept in a worker thread: one PNG for each of TCP, RDMA and NCCL.
        QTRY_VERIFY_WITH_TIMEOUT(
            results.entryList({QStringLiteral("*.png")}, QDir::Files).size() >= 3, 10000);
        for (const char *kind : {"-tcp-", "-rdma-", "-nccl-"}) {
            const QStringList files =
                results.entryList({QStringLiteral("*%1*").arg(QLatin1String(kind))}, QDir::Files);
            QStringList extensions;
            for (const QString &f : files)
                extensions << QFileInfo(f).suffix();
            extensions.sort();
            extensions.removeDuplicates();
            const QStringList expected =
                QLatin1String(kind) == QLatin1String("-nccl-")
                    ? QStringList{QStringLiteral("csv"), QStringLiteral("json"),
                                  QStringLiteral("png"), QStringLiteral("svg")}
                    : QStringList{QStringLiteral("json"), QStringLiteral("png"),
                                  QStringLiteral("svg")};
            QCOMPARE(extensions, expected);
        }
        const QStringList pngs = results.entryList({QStringLiteral("*.png")}, QDir::Files);
        QVERIFY(!pngs.isEmpty());
        const QImage png(results.filePath(pngs.first()));
        QCOMPARE(png.size(), QSize(720, 400));
        // The DEMO footer strip (yellow) at the bottom left.
        QCOMPARE(png.pixelColor(2, 398), QColor(0xff, 0xd2, 0x3f));
    }
};

QTEST_MAIN(TestResultsKept)
#include "tst_resultskept.moc"
