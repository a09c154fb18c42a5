// Every sparkwirectl command answers --help on stdout with exit 0 (naming only real commands,
// ending with a newline) and refuses bad usage on
// stderr with exit 2 and a message naming the command: one parser for all of them.
#include "CtlRunner.h"

#include <QMap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestCtlUsage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void help_data();
    void help();
    void badUsage_data();
    void badUsage();
    void pairViaNamesPairedSparksOnly();
};

namespace {
const QList<QStringList> &commands()
{
    static const QList<QStringList> all = {{"inventory"},
                                           {"plan"},
                                           {"netplan"},
                                           {"apply"},
                                           {"discover"},
                                           {"agent"},
                                           {"pair"},
                                           {"ssh-setup"},
                                           {"propose"},
                                           {"unpair"},
                                           {"watch"},
                                           {"nccl", "parse"},
                                           {"nccl", "env"},
                                           {"nccl", "run"},
                                           {"rdma", "parse"},
                                           {"test", "tcp"},
                                           {"test", "rdma"},
                                           {"cluster", "plan"},
                                           {"cluster", "apply"},
                                           {"cluster", "status"},
                                           {"cluster", "cancel"}};
    return all;
}

// The groups and their sub-commands, as a person types them.
const QMap<QString, QStringList> &groups()
{
    static const QMap<QString, QStringList> all = {
        {QStringLiteral("nccl"),
         {QStringLiteral("parse"), QStringLiteral("env"), QStringLiteral("run")}},
        {QStringLiteral("rdma"), {QStringLiteral("parse")}},
        {QStringLiteral("test"), {QStringLiteral("tcp"), QStringLiteral("rdma")}},
        {QStringLiteral("cluster"),
         {QStringLiteral("plan"), QStringLiteral("apply"), QStringLiteral("status"),
          QStringLiteral("cancel")}}};
    return all;
}

// The commands the top-level help lists ("  NAME  summary" under "commands:"), read once:
// every row of help() checks its text against them.
QStringList readListedCommands()
{
    const CtlResult r = ctl({QStringLiteral("--help")});
    const QString text = QString::fromUtf8(r.out);
    QStringList names;
    const qsizetype start = text.indexOf(QLatin1String("commands:\n"));
    if (start < 0)
        return names;
    const QStringList lines = text.mid(start).split(QLatin1Char('\n')).mid(1);
    for (const QString &line : lines)
        if (line.startsWith(QLatin1String("  ")) && !line.trimmed().isEmpty())
            names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    return names;
}

const QStringList &listedCommands()
{
    static const QStringList names = readListedCommands();
    return names;
}

// Every "sparkwirectl WORD [WORD]" in a help text names a command (and a group's
// sub-command) that exists; the text ends with a newline and never shows the binary's path.
void checkHelpText(const QByteArray &out, const QStringList &known)
{
    const QString text = QString::fromUtf8(out);
    QVERIFY2(text.endsWith(QLatin1Char('\n')), "the help does not end with a newline");
    QVERIFY2(!text.contains(QLatin1String(SPARKWIRE_BIN_DIR)), qPrintable(text));
    static const QRegularExpression mention(
        QStringLiteral("sparkwirectl ([a-z][a-z-]*)(?: ([a-z][a-z-]*))?"));
    for (auto it = mention.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString name = m.captured(1);
        QVERIFY2(known.contains(name),
                 qPrintable(QStringLiteral("'%1' names no command:\n%2").arg(m.captured(0), text)));
        // "sparkwirectl propose plan" was the old --help's doubled command name.
        QVERIFY2(
            groups().contains(name) || !known.contains(m.captured(2)),
            qPrintable(QStringLiteral("'%1' names two commands:\n%2").arg(m.captured(0), text)));
        if (groups().contains(name) && !m.captured(2).isEmpty())
            QVERIFY2(
                groups().value(name).contains(m.captured(2)),
                qPrintable(
                    QStringLiteral("'%1' names no sub-command:\n%2").arg(m.captured(0), text)));
    }
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
    for (const char *group : {"nccl", "rdma", "test", "cluster"})
        QTest::newRow(group) << QStringList{QLatin1String(group)}
                             << QStringLiteral("sparkwirectl ") + QLatin1String(group);
    QTest::newRow("top level") << QStringList{} << QStringLiteral("sparkwirectl COMMAND");
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
    const QStringList &known = listedCommands();
    QVERIFY(known.contains(QStringLiteral("cluster")) && known.contains(QStringLiteral("apply")));
    checkHelpText(r.out, known);
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
    for (const char *group : {"nccl", "rdma", "test", "cluster"})
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

// `pair --via` takes one paired Spark (a relay) or a chain of them (tunnels): each must be
// paired here, and the list must name one to fifteen; nothing is reached or written otherwise.
void TestCtlUsage::pairViaNamesPairedSparksOnly()
{
    QTemporaryDir state;
    QVERIFY(state.isValid());
    const QStringList common = {QStringLiteral("--state-dir"), state.path(),
                                QStringLiteral("--sysfs-root"),
                                QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1")};
    const QList<QPair<QString, QString>> cases = {
        {QStringLiteral("spark-b,spark-c"),
         QStringLiteral("--via spark-b is not a Spark paired with this one: pair with it first")},
        {QStringLiteral(","), QStringLiteral("--via takes one to fifteen paired Sparks")},
    };
    for (const auto &[via, message] : cases) {
        const CtlResult r = ctl(QStringList{QStringLiteral("pair"), QStringLiteral("spark-d"),
                                            QStringLiteral("--via"), via} +
                                common);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
}

QTEST_GUILESS_MAIN(TestCtlUsage)
#include "tst_ctl_usage.moc"
