// `sparkwirectl apply` without a reachable helper ends within seconds with a message that says
// what to do (issue 17: it blocked in poll forever). The system bus address points at a socket
// nobody listens on. About 1 s.
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCtlNoHelper : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void apply_data();
    void apply();
};

void TestCtlNoHelper::apply_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("check-only") << QStringList{QStringLiteral("--check-only")};
    QTest::newRow("apply") << QStringList{QStringLiteral("--timeout"), QStringLiteral("30")};
}

void TestCtlNoHelper::apply()
{
    QFETCH(QStringList, options);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile plan(dir.filePath(QStringLiteral("40-cx7.yaml")));
    QVERIFY(plan.open(QIODevice::WriteOnly));
    plan.write("network:\n  version: 2\n");
    plan.close();

    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"),
               QStringLiteral("unix:path=") + dir.filePath(QStringLiteral("nobody-listens")));
    p.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    p.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"),
            QStringList{QStringLiteral("apply"), plan.fileName()} + options);
    p.closeWriteChannel();
    const bool finished = p.waitForFinished(5000);
    if (!finished) {
        p.kill();
        p.waitForFinished();
    }
    QVERIFY2(finished, "sparkwirectl apply still waits after 5 s without a helper");
    QVERIFY(clock.elapsed() < 5000);
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 1);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("cannot be reached")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("Install the Sparkwire package")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("systemctl start dbus")), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestCtlNoHelper)
#include "tst_ctl_nohelper.moc"
