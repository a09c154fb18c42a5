// `sparkwirectl doctor` as a script runs it: on the recorded healthy tree nothing fails (exit
// 0), on the MTU-1500 tree the checks fail with cause and fix (exit 1), --json has the
// contract's shape, --report writes an archive, --cluster without a kept cluster record says
// so (exit 2). On a tree with no ConnectX-7 the first line says so, not twenty skips alone
// (issue 26).
#include "CtlRunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kSysfs = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/");

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size() &&
           f.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
}
} // namespace

class TestCtlDoctor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void healthyAndFailing();
    void noConnectX7Headline();

private:
    QTemporaryDir m_dir;
};

void TestCtlDoctor::initTestCase()
{
    // This machine's /proc, netplan and NCCL variables stay out of it.
    QVERIFY(
        writeFile(m_dir.filePath(QStringLiteral("proc/meminfo")), "CmaTotal:          65536 kB\n"));
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("root/etc/netplan/40-cx7.yaml")),
                      "network:\n  version: 2\n"));
    qputenv("SPARKWIRE_PROC_ROOT", m_dir.filePath(QStringLiteral("proc")).toUtf8());
    qputenv("SPARKWIRE_NETPLAN_ROOT", m_dir.filePath(QStringLiteral("root")).toUtf8());
    for (const QString &name : QProcessEnvironment::systemEnvironment().keys())
        if (name.startsWith(QLatin1String("NCCL_")) || name == QLatin1String("VLLM_HOST_IP"))
            qunsetenv(name.toUtf8().constData());
}

void TestCtlDoctor::healthyAndFailing()
{
    const CtlResult healthy = ctl({QStringLiteral("doctor"), QStringLiteral("--sysfs-root"),
                                   kSysfs + QStringLiteral("dgx-port1")});
    QVERIFY2(healthy.exitCode == 0, healthy.out.constData());
    QVERIFY(healthy.out.contains("no check failed"));

    const QString report = m_dir.filePath(QStringLiteral("report.tar.gz"));
    const CtlResult failing = ctl(
        {QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--sysfs-root"),
         kSysfs + QStringLiteral("dgx-mtu1500-unaddressed"), QStringLiteral("--report"), report});
    QCOMPARE(failing.exitCode, 1);
    const QJsonArray checks =
        QJsonDocument::fromJson(failing.out).object().value(QLatin1String("checks")).toArray();
    QVERIFY(!checks.isEmpty());
    QStringList failed;
    for (const QJsonValue &v : checks) {
        const QJsonObject c = v.toObject();
        QCOMPARE(c.keys(), (QStringList{QStringLiteral("cause"), QStringLiteral("evidence"),
                                        QStringLiteral("fix"), QStringLiteral("id"),
                                        QStringLiteral("status")}));
        QVERIFY(QStringList({QStringLiteral("pass"), QStringLiteral("warn"), QStringLiteral("fail"),
                             QStringLiteral("skip")})
                    .contains(c.value(QLatin1String("status")).toString()));
        if (c.value(QLatin1String("status")).toString() == QLatin1String("fail"))
            failed << c.value(QLatin1String("id")).toString();
    }
    QVERIFY2(failed.contains(QStringLiteral("mtu-9000")), qPrintable(failed.join(u',')));
    QVERIFY(failed.contains(QStringLiteral("twins-both-up")));
    QVERIFY(QFileInfo(report).size() > 0);

    const CtlResult text = ctl({QStringLiteral("doctor"), QStringLiteral("--sysfs-root"),
                                kSysfs + QStringLiteral("dgx-mtu1500-unaddressed")});
    QCOMPARE(text.exitCode, 1);
    QVERIFY(text.out.contains("fix: Set mtu: 9000"));

    // --cluster needs the cluster record this Spark keeps (the run itself:
    // tst_doctor_cluster_testbed); one Spark's report is not a cluster's.
    const CtlResult cluster =
        ctl({QStringLiteral("doctor"), QStringLiteral("--cluster"), QStringLiteral("--sysfs-root"),
             kSysfs + QStringLiteral("dgx-port1"), QStringLiteral("--state-dir"),
             m_dir.filePath(QStringLiteral("state"))});
    QCOMPARE(cluster.exitCode, 2);
    QVERIFY2(cluster.err.contains("keeps no cluster record"), cluster.err.constData());
    const CtlResult clusterReport = ctl({QStringLiteral("doctor"), QStringLiteral("--cluster"),
                                         QStringLiteral("--report"), report});
    QCOMPARE(clusterReport.exitCode, 2);
}

void TestCtlDoctor::noConnectX7Headline()
{
    const QString root = kSysfs + QStringLiteral("no-cx7");
    const CtlResult text = ctl({QStringLiteral("doctor"), QStringLiteral("--sysfs-root"), root});
    QVERIFY2(text.exitCode == 0 || text.exitCode == 1, text.err.constData());
    const QList<QByteArray> lines = text.out.split('\n');
    const QByteArray headline = QByteArray("no ConnectX-7 port under ").append(root.toUtf8());
    QVERIFY2(lines.first().startsWith(headline), text.out.constData());
    QVERIFY2(lines.at(1).contains("checks were skipped"), text.out.constData());
    QVERIFY(text.out.contains("- skip"));
    // --json keeps stdout the contract's JSON; the headline goes to stderr.
    const CtlResult json = ctl(
        {QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--sysfs-root"), root});
    QVERIFY(QJsonDocument::fromJson(json.out).isObject());
    QVERIFY2(json.err.startsWith("no ConnectX-7 port"), json.err.constData());
    // A Spark's tree has no such line.
    const CtlResult spark = ctl({QStringLiteral("doctor"), QStringLiteral("--sysfs-root"),
                                 kSysfs + QStringLiteral("dgx-port1")});
    QVERIFY(!spark.out.contains("no ConnectX-7"));
}

QTEST_GUILESS_MAIN(TestCtlDoctor)
#include "tst_ctl_doctor.moc"
