// The testbed runs every node's commands with that node's SPARKWIRE_SYSFS_ROOT and
// SPARKWIRE_STATE_DIR: sparkwirectl takes them as the defaults of --sysfs-root and
// --state-dir, and an option given on the command line still wins.
#include "peers/PairedPeers.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

namespace {
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run ctl(const QStringList &args, const QHash<QString, QString> &environment)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("SPARKWIRE_SYSFS_ROOT"));
    env.remove(QStringLiteral("SPARKWIRE_STATE_DIR"));
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        env.insert(it.key(), it.value());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

const QString kTree = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
} // namespace

class TestCtlEnvironment : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sysfsRootFromTheEnvironment();
    void stateDirFromTheEnvironment();
};

void TestCtlEnvironment::sysfsRootFromTheEnvironment()
{
    const Run given = ctl({"inventory", "--json", "--sysfs-root", kTree}, {});
    QCOMPARE(given.exitCode, 0);
    const Run fromEnvironment =
        ctl({"inventory", "--json"}, {{QStringLiteral("SPARKWIRE_SYSFS_ROOT"), kTree}});
    QCOMPARE(fromEnvironment.exitCode, 0);
    QCOMPARE(fromEnvironment.out, given.out);
    // The option wins over the environment.
    const Run both = ctl({"inventory", "--json", "--sysfs-root", kTree},
                         {{QStringLiteral("SPARKWIRE_SYSFS_ROOT"), QStringLiteral("/nowhere")}});
    QCOMPARE(both.exitCode, 0);
    QCOMPARE(both.out, given.out);
    const Run wrong = ctl({"inventory", "--json"},
                          {{QStringLiteral("SPARKWIRE_SYSFS_ROOT"), QStringLiteral("/nowhere")}});
    QVERIFY(wrong.exitCode != 0);
}

void TestCtlEnvironment::stateDirFromTheEnvironment()
{
    QTemporaryDir state;
    QVERIFY(peers::PairedPeers(state.path())
                .add({QString(64, QLatin1Char('a')), QStringLiteral("spark-a"),
                      QDateTime::currentDateTimeUtc()}));
    // A peer command reads its paired peers, and keeps its identity, in that state dir.
    const Run run = ctl({"ssh-setup", "nobody", "--timeout", "1"},
                        {{QStringLiteral("SPARKWIRE_STATE_DIR"), state.path()},
                         {QStringLiteral("SPARKWIRE_SYSFS_ROOT"), kTree}});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("(paired: spark-a)"), run.err.constData());
    QVERIFY(QFile::exists(state.filePath(QStringLiteral("identity.pem"))));
}

QTEST_GUILESS_MAIN(TestCtlEnvironment)
#include "tst_ctl_environment.moc"
