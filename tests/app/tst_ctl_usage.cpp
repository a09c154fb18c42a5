// Every sparkwirectl command answers --help on stdout with exit 0 and refuses bad usage on
// stderr with exit 2 and a message naming the command: one parser for all of them.
#include "CtlRunner.h"

#include <QTest>

class TestCtlUsage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void help_data();
    void help();
    void badUsage_data();
    void badUsage();
};

namespace {
const QList<QStringList> &commands()
{
    static const QList<QStringList> all = {
        {"inventory"},   {"plan"},          {"netplan"},     {"apply"},       {"discover"},
        {"agent"},       {"pair"},          {"ssh-setup"},   {"propose"},     {"unpair"},
        {"watch"},       {"nccl", "parse"}, {"nccl", "env"}, {"nccl", "run"}, {"rdma", "parse"},
        {"test", "tcp"}, {"test", "rdma"}};
    return all;
}
} // namespace

void TestCtlUsage::help_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("usage");
    for (const QStringList &c : commands())
        QTest::newRow(qPrintable(c.join(QLatin1Char(' '))))
            << c << QStringLiteral("sparkwirectl ") + c.join(QLatin1Char(' '));
    // The groups list their sub-commands.
    for (const char *group : {"nccl", "rdma", "test"})
        QTest::newRow(group) << QStringList{QLatin1String(group)}
                             << QStringLiteral("sparkwirectl ") + QLatin1String(group);
}

void TestCtlUsage::help()
{
    QFETCH(QStringList, command);
    QFETCH(QString, usage);
    const CtlResult r = ctl(command + QStringList{QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.toLower().startsWith("usage: ") && r.out.contains(usage.toUtf8()),
             r.out.constData());
    QVERIFY(r.err.isEmpty());
}

void TestCtlUsage::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    for (const QStringList &c : commands())
        QTest::newRow(qPrintable(c.join(QLatin1Char(' ')) + QStringLiteral(" unknown option")))
            << c + QStringList{QStringLiteral("--no-such-option")}
            << QStringLiteral("sparkwirectl %1: Unknown option 'no-such-option'.")
                   .arg(c.join(QLatin1Char(' ')));
    for (const char *peerCommand : {"pair", "ssh-setup", "propose"})
        QTest::newRow(qPrintable(QStringLiteral("%1 without PEER").arg(QLatin1String(peerCommand))))
            << QStringList{QLatin1String(peerCommand)}
            << QStringLiteral("usage: sparkwirectl %1 PEER").arg(QLatin1String(peerCommand));
    for (const char *timeout : {"soon", "0", "-1", "601"})
        QTest::newRow(qPrintable(QStringLiteral("pair --timeout %1").arg(QLatin1String(timeout))))
            << QStringList{QStringLiteral("pair"), QStringLiteral("spark-b"),
                           QStringLiteral("--timeout"), QLatin1String(timeout)}
            << QStringLiteral("sparkwirectl pair: --timeout must be a number of seconds");
    QTest::newRow("test without PEER")
        << QStringList{"test", "tcp"} << QStringLiteral("usage: sparkwirectl test tcp PEER");
    QTest::newRow("unpair without PEER")
        << QStringList{"unpair"} << QStringLiteral("sparkwirectl unpair: missing argument");
    QTest::newRow("inventory extra")
        << QStringList{"inventory", "extra"} << QStringLiteral("unexpected argument 'extra'");
    QTest::newRow("agent bad seconds")
        << QStringList{"agent", "--accept-pairing", "0"}
        << QStringLiteral("sparkwirectl agent: --accept-pairing takes seconds from 1 to 3600");
    for (const char *group : {"nccl", "rdma", "test"})
        QTest::newRow(qPrintable(QStringLiteral("%1 unknown").arg(QLatin1String(group))))
            << QStringList{QLatin1String(group), QStringLiteral("bogus")}
            << QStringLiteral("usage: sparkwirectl %1 ").arg(QLatin1String(group));
}

void TestCtlUsage::badUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CtlResult r = ctl(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCtlUsage)
#include "tst_ctl_usage.moc"
