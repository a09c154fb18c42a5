// `sparkwire --help` and `--version` answer on a machine without a display (issue 17: they
// aborted with a core dump when Qt found no platform plugin). Without them, no display is a
// clear error that names it, not Qt's abort (issue 26). About 1 s.
#include <QProcess>
#include <QTest>

class TestGuiCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutDisplay_data();
    void withoutDisplay();
    void windowWithoutDisplay_data();
    void windowWithoutDisplay();
};

namespace {
QProcessEnvironment withoutDisplayEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    return env;
}
} // namespace

void TestGuiCommandLine::withoutDisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--demo");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--sysfs-root <DIR>");
    QTest::newRow("--help-all") << QStringLiteral("--help-all") << QStringLiteral("--demo");
    QTest::newRow("--version") << QStringLiteral("--version") << QStringLiteral("sparkwire ");
}

void TestGuiCommandLine::withoutDisplay()
{
    QFETCH(QString, option);
    QFETCH(QString, expected);
    QProcess p;
    p.setProcessEnvironment(withoutDisplayEnvironment());
    p.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwire"), {option});
    QVERIFY(p.waitForFinished(20000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit); // no abort, no core dump
    QCOMPARE(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(out.contains(expected), qPrintable(out + err));
    QVERIFY2(out.endsWith(QLatin1Char('\n')), qPrintable(out));
    QVERIFY2(!err.contains(QLatin1String("platform plugin")), qPrintable(err));
}

void TestGuiCommandLine::windowWithoutDisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("plain") << QStringList();
    QTest::newRow("--demo") << QStringList{QStringLiteral("--demo")};
}

// Plain `sparkwire` over ssh without -X: it ended in Qt's abort ("Reinstalling the application
// may fix this problem", rc 134).
void TestGuiCommandLine::windowWithoutDisplay()
{
    QFETCH(QStringList, arguments);
    QProcess p;
    p.setProcessEnvironment(withoutDisplayEnvironment());
    p.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwire"), arguments);
    QVERIFY(p.waitForFinished(20000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitStatus() == QProcess::NormalExit, qPrintable(err)); // not by abort
    QVERIFY2(p.exitCode() != 0, qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("no display")) && err.contains(QLatin1String("DISPLAY")) &&
                 err.contains(QLatin1String("WAYLAND_DISPLAY")),
             qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("Reinstalling")), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestGuiCommandLine)
#include "tst_gui_cmdline.moc"
