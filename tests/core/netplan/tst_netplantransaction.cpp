// NetplanTransaction on real files with a recording stand-in for `netplan apply`: staging in
// /run, confirm, revert, recovery after a kill at every step, and the asynchronous apply
// (the caller's event loop keeps running; a second step is refused while one applies).
#include "netplan/NetplanTransaction.h"

#include "NetplanTestFiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <sys/stat.h>

using namespace sparkwire;
using Recovery = netplan::NetplanTransaction::Recovery;

namespace {
using NetplanTestFiles::put;
using NetplanTestFiles::slurp;

// Runs the event loop until an asynchronous step reports (the test may wait; the helper not).
template <typename T, typename Start> T awaited(Start start)
{
    std::optional<T> result;
    start([&result](T r) { result = std::move(r); });
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, 30000))
        return makeError(ErrorCode::Timeout, QStringLiteral("no answer within 30 s"));
    return *result;
}

Status begin(netplan::NetplanTransaction &t, const QByteArray &yaml)
{
    return awaited<Status>([&](auto done) { t.begin(yaml, done); });
}

Status revert(netplan::NetplanTransaction &t)
{
    return awaited<Status>([&](auto done) { t.revert(done); });
}

Result<Recovery> recover(netplan::NetplanTransaction &t)
{
    return awaited<Result<Recovery>>([&](auto done) { t.recoverInterrupted(done); });
}
} // namespace

class TestNetplanTransaction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void transactionRevertsWhenApplyFails();
    void transactionConfirmKeepsPrevious();
    void transactionStagesInRunUntilConfirmed();
    void transactionCancelRemovesTheRunCopy();
    void applyRunsAsynchronouslyOneAtATime();
    void applyThatHangsIsKilled();
    void confirmFailsLoudly_data();
    void confirmFailsLoudly();
    void recoveryAfterAKillAtEveryStep_data();
    void recoveryAfterAKillAtEveryStep();
};

namespace {
// A transaction whose "netplan apply" records what is in force: the /run copy if there is
// one (it shadows /etc), else the /etc file, else "absent".
netplan::NetplanTransaction::Config recordingConfig(const QString &root)
{
    netplan::NetplanTransaction::Config config;
    config.rootDir = root;
    config.applyCommand = {
        QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral(
            "f=%1/run/netplan/40-cx7.yaml; [ -f \"$f\" ] || f=%1/etc/netplan/40-cx7.yaml;"
            " if [ -f \"$f\" ]; then head -c 3 \"$f\"; echo; else echo absent; fi"
            " >>%1/apply.log")
            .arg(root)};
    return config;
}

QStringList applied(const QString &root)
{
    return QString::fromUtf8(slurp(root + QStringLiteral("/apply.log")))
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// What `netplan generate --root-dir` makes of the tree: the MTU of enp1s0f1np1, or 0.
int generatedMtu(const QString &root)
{
    QProcess::execute(QStringLiteral("netplan"),
                      {QStringLiteral("generate"), QStringLiteral("--root-dir"), root});
    const QByteArray link =
        slurp(root + QStringLiteral("/run/systemd/network/10-netplan-enp1s0f1np1.link"));
    const int at = link.indexOf("MTUBytes=");
    return at < 0 ? 0 : link.mid(at + 9, link.indexOf('\n', at) - at - 9).toInt();
}

const QByteArray kOldNetplan = "network:\n  ethernets:\n    enp1s0f1np1: {mtu: 1500}\n";
const QByteArray kNewNetplan = "network:\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n";
} // namespace

void TestNetplanTransaction::transactionRevertsWhenApplyFails()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    netplan::NetplanTransaction::Config config;
    config.rootDir = root.path();
    config.applyCommand = {QStringLiteral("sh"), QStringLiteral("-c"),
                           QStringLiteral("echo 'netplan: boom' >&2; exit 3")};
    netplan::NetplanTransaction t(config);
    const Status failed = begin(t, "new\n");
    QVERIFY(!failed);
    QCOMPARE(failed.error().code, ErrorCode::ToolFailed);
    const QString error = failed.error().message;
    QVERIFY2(error.contains(QStringLiteral("failed (exit 3): netplan: boom")), qPrintable(error));
    QVERIFY(error.contains(
        QStringLiteral("reverting also failed"))); // re-applying the old one fails too
    QVERIFY(failed.error().detail.contains(QStringLiteral("netplan: boom")));
    QCOMPARE(slurp(t.targetPath()), QByteArray("old\n"));
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QVERIFY(!t.pending());

    config.applyCommand = {QStringLiteral("/nonexistent/netplan")};
    netplan::NetplanTransaction missingNetplan(config);
    const Status missing = begin(missingNetplan, "new\n");
    QCOMPARE(missing.error().code, ErrorCode::Unavailable);
    QVERIFY2(missing.errorMessage().contains(QStringLiteral("cannot run /nonexistent/netplan")),
             qPrintable(missing.errorMessage()));
    QCOMPARE(slurp(t.targetPath()), QByteArray("old\n"));
    QVERIFY(!t.pending());
}

void TestNetplanTransaction::transactionConfirmKeepsPrevious()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QVERIFY(begin(t, "new\n"));
    QVERIFY(t.pending());
    QCOMPARE(begin(t, "newer\n").error().code, ErrorCode::Refused); // one change at a time
    QVERIFY(t.confirm());
    QVERIFY(!t.pending());
    QCOMPARE(slurp(t.targetPath()), QByteArray("new\n"));
    QCOMPARE(slurp(t.previousPath()), QByteArray("old\n"));
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QCOMPARE(applied(root.path()), QStringList{"new"}); // confirming applies nothing again
    QCOMPARE(*recover(t), Recovery::NothingToRecover);
    QCOMPARE(revert(t).error().code, ErrorCode::NotFound); // nothing to revert
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(t.targetPath()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    QCOMPARE(::stat(QFile::encodeName(QFileInfo(t.markerPath()).path()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0700);

    // Confirming a change over no file at all: no previous file is kept.
    QVERIFY(QFile::remove(t.targetPath()));
    QVERIFY(begin(t, "newest\n"));
    QVERIFY(t.confirm());
    QCOMPARE(slurp(t.targetPath()), QByteArray("newest\n"));
    QVERIFY(!QFile::exists(t.previousPath()));
}

void TestNetplanTransaction::transactionStagesInRunUntilConfirmed()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", kOldNetplan);
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QVERIFY(begin(t, kNewNetplan));
    // Pending: /etc is untouched, the /run copy is what netplan reads.
    QCOMPARE(slurp(t.targetPath()), kOldNetplan);
    QCOMPARE(slurp(t.stagedPath()), kNewNetplan);
    QCOMPARE(t.stagedPath(), root.path() + QStringLiteral("/run/netplan/40-cx7.yaml"));
    QVERIFY(slurp(t.markerPath()).startsWith("sha256 "));
    QCOMPARE(applied(root.path()), QStringList{"net"});
    QCOMPARE(generatedMtu(root.path()), 9000);

    // A reboot (power cut, OOM kill of everything) empties /run: the old file is in force.
    QVERIFY(QDir(root.path() + QStringLiteral("/run")).removeRecursively());
    QVERIFY(!t.pending());
    QCOMPARE(slurp(t.targetPath()), kOldNetplan);
    QCOMPARE(generatedMtu(root.path()), 1500);
    QCOMPARE(*recover(t), Recovery::NothingToRecover); // and nothing is left to recover
}

void TestNetplanTransaction::transactionCancelRemovesTheRunCopy()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", kOldNetplan);
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QVERIFY(begin(t, kNewNetplan));
    QVERIFY(revert(t));
    QVERIFY(!t.pending());
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QCOMPARE(slurp(t.targetPath()), kOldNetplan);
    QCOMPARE(applied(root.path()), (QStringList{"net", "net"})); // both files start "net"
    QCOMPARE(generatedMtu(root.path()), 1500);
}

void TestNetplanTransaction::applyRunsAsynchronouslyOneAtATime()
{
    // netplan apply takes as long as the gate file exists: begin() must return at once and
    // report later, and nothing else may start meanwhile.
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    const QString gate = root.path() + QStringLiteral("/gate");
    put(gate, QByteArray());
    netplan::NetplanTransaction::Config config;
    config.rootDir = root.path();
    config.applyCommand = {QStringLiteral("sh"), QStringLiteral("-c"),
                           QStringLiteral("while [ -e %1 ]; do sleep 0.02; done").arg(gate)};
    netplan::NetplanTransaction t(config);
    std::optional<Status> began;
    t.begin("new\n", [&began](Status s) { began = s; });
    QVERIFY(!began); // returned while netplan still runs
    QVERIFY(t.applying());
    QTest::qWait(200); // the event loop runs; netplan is still at work
    QVERIFY(!began);
    std::optional<Status> second;
    t.begin("newer\n", [&second](Status s) { second = s; });
    QVERIFY(second && second->error().code == ErrorCode::Refused);
    QCOMPARE(t.confirm().error().code, ErrorCode::Refused);
    std::optional<Status> reverted;
    t.revert([&reverted](Status s) { reverted = s; });
    QVERIFY(reverted && reverted->error().code == ErrorCode::Refused);
    QCOMPARE(slurp(t.stagedPath()), QByteArray("new\n")); // the refusals changed nothing
    QVERIFY(QFile::remove(gate));
    QTRY_VERIFY_WITH_TIMEOUT(began.has_value(), 10000);
    QVERIFY2(*began, qPrintable(began->errorMessage()));
    QVERIFY(!t.applying());
    QVERIFY(t.confirm());
    QCOMPARE(slurp(t.targetPath()), QByteArray("new\n"));
}

void TestNetplanTransaction::applyThatHangsIsKilled()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    netplan::NetplanTransaction::Config config;
    config.rootDir = root.path();
    config.applyCommand = {QStringLiteral("sleep"), QStringLiteral("30")};
    config.applyTimeoutSeconds = 1;
    netplan::NetplanTransaction t(config);
    QElapsedTimer timer;
    timer.start();
    const Status hung = begin(t, "new\n");
    QCOMPARE(hung.error().code, ErrorCode::Timeout);
    QVERIFY2(hung.errorMessage().contains(QStringLiteral("did not finish within 1 s")),
             qPrintable(hung.errorMessage()));
    QVERIFY(timer.elapsed() < 10000); // the apply and the revert's apply, a second each
    QVERIFY(!t.pending());
    QCOMPARE(slurp(t.targetPath()), QByteArray("old\n"));
}

void TestNetplanTransaction::confirmFailsLoudly_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("reason");
    QTest::newRow("current file unreadable") << "etc"
                                             << "the current file must be kept as the previous one";
    QTest::newRow("staged copy gone") << "staged"
                                      << "the pending change is incomplete";
    QTest::newRow("staged copy unreadable") << "staged-unreadable"
                                            << "the pending change is incomplete";
    QTest::newRow("staged copy replaced") << "staged-changed"
                                          << "is not the file that was applied";
    QTest::newRow("marker gone") << "marker"
                                 << "the pending change is incomplete";
}

void TestNetplanTransaction::confirmFailsLoudly()
{
    QFETCH(QString, damage);
    QFETCH(QString, reason);
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    put(root.path() + "/var/lib/sparkwire/40-cx7.yaml.previous", "older\n");
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QVERIFY(begin(t, "new\n"));
    // Root reads through any mode bits: a directory where a file should be cannot be read.
    const auto unreadable = [](const QString &path) {
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkpath(path + QStringLiteral("/x")));
    };
    if (damage == QLatin1String("etc"))
        unreadable(t.targetPath());
    else if (damage == QLatin1String("staged"))
        QVERIFY(QFile::remove(t.stagedPath()));
    else if (damage == QLatin1String("staged-unreadable"))
        unreadable(t.stagedPath());
    else if (damage == QLatin1String("staged-changed"))
        put(t.stagedPath(), "not what was applied\n");
    else if (damage == QLatin1String("marker"))
        QVERIFY(QFile::remove(t.markerPath()));
    const Status confirmed = t.confirm();
    QVERIFY(!confirmed);
    const QString error = confirmed.errorMessage();
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(error.startsWith(QStringLiteral("nothing was confirmed")));
    // Nothing persistent changed: the previous file and (if readable) /etc are as they were.
    QCOMPARE(slurp(t.previousPath()), QByteArray("older\n"));
    if (damage != QLatin1String("etc"))
        QCOMPARE(slurp(t.targetPath()), QByteArray("old\n"));
    QVERIFY(t.pending() || damage == QLatin1String("staged")); // still there to revert
}

void TestNetplanTransaction::recoveryAfterAKillAtEveryStep_data()
{
    // The files a helper killed between two steps leaves; what must be in force afterwards.
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<QByteArray>("inForce");
    QTest::newRow("begin: marker written") << QStringList{"marker"} << QByteArray("old\n");
    QTest::newRow("begin: staged, maybe applied")
        << QStringList{"marker", "staged"} << QByteArray("old\n");
    QTest::newRow("begin: a temporary of the staged copy")
        << QStringList{"marker", "staged-temporary"} << QByteArray("old\n");
    QTest::newRow("confirm: previous written")
        << QStringList{"marker", "staged", "previous"} << QByteArray("old\n");
    QTest::newRow("confirm: a temporary in /etc")
        << QStringList{"marker", "staged", "previous", "etc-temporary"} << QByteArray("old\n");
    QTest::newRow("confirm: /etc replaced")
        << QStringList{"marker", "staged", "previous", "etc-new"} << QByteArray("new\n");
    QTest::newRow("confirm or revert: staged removed")
        << QStringList{"marker", "previous", "etc-new"} << QByteArray("new\n");
    QTest::newRow("revert: staged removed") << QStringList{"marker"} << QByteArray("old\n");
    QTest::newRow("validation scratch") << QStringList{"scratch"} << QByteArray("old\n");
    QTest::newRow("earlier layout: backup of the old file")
        << QStringList{"legacy-backup", "etc-new"} << QByteArray("old\n");
    QTest::newRow("earlier layout: there was no file")
        << QStringList{"legacy-absent", "etc-new"} << QByteArray();
}

void TestNetplanTransaction::recoveryAfterAKillAtEveryStep()
{
    QFETCH(QStringList, left);
    QFETCH(QByteArray, inForce);
    QTemporaryDir root;
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    put(t.targetPath(), left.contains("etc-new") ? "new\n" : "old\n");
    const QString run = QFileInfo(t.stagedPath()).path();
    const QString state = QFileInfo(t.previousPath()).path();
    if (left.contains("marker"))
        put(t.markerPath(), "sha256 0\n");
    if (left.contains("staged"))
        put(t.stagedPath(), "new\n");
    if (left.contains("staged-temporary"))
        put(run + QStringLiteral("/.40-cx7.yaml.AbC123"), "ne");
    if (left.contains("previous"))
        put(t.previousPath(), "old\n");
    if (left.contains("etc-temporary"))
        put(QFileInfo(t.targetPath()).path() + QStringLiteral("/.40-cx7.yaml.XyZ789"), "new\n");
    if (left.contains("scratch"))
        put(t.validateDir() + QStringLiteral("/tree-Qw3rty/etc/netplan/50-cloud-init.yaml"),
            "secrets\n");
    if (left.contains("legacy-backup"))
        put(state + QStringLiteral("/40-cx7.yaml.backup"), "old\n");
    if (left.contains("legacy-absent"))
        put(state + QStringLiteral("/40-cx7.yaml.absent"), QByteArray());

    const Result<Recovery> result = recover(t);
    const bool needsApply = !left.isEmpty() && left != QStringList{"scratch"};
    QVERIFY2(result, qPrintable(result.errorMessage()));
    QCOMPARE(*result, needsApply ? Recovery::Reverted : Recovery::NothingToRecover);
    QVERIFY(!t.pending());
    QCOMPARE(slurp(t.targetPath()), inForce); // whole: old or new, never a mix
    QCOMPARE(QFile::exists(t.targetPath()), !inForce.isEmpty());
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QVERIFY(!QDir(t.validateDir()).exists());
    for (const QString &dir : {run, QFileInfo(t.targetPath()).path(), state})
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".40-cx7")),
                 QStringList());
    // netplan was told to apply what is in force now, once.
    QCOMPARE(applied(root.path()),
             needsApply ? QStringList{inForce.isEmpty() ? QStringLiteral("absent")
                                                        : QString::fromUtf8(inForce.trimmed())}
                        : QStringList());
}

QTEST_GUILESS_MAIN(TestNetplanTransaction)
#include "tst_netplantransaction.moc"
