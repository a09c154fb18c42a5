// The generated files checked by the real tools that consume them: shellcheck, ansible-core,
// OpenMPI, netplan, and Docker's env-file rules. A tool that is not installed skips its row
// and says which package brings it (scripts/install-deps.sh installs them all).
#include "BundleFixture.h"
#include "bundle/BundleReader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace sparkwire;
using namespace sparkwire::bundle;

namespace {
struct Run
{
    int exitCode = -1;
    QByteArray output;
};

Run run(const QString &program, const QStringList &args, const QString &cwd)
{
    QProcess p;
    p.setWorkingDirectory(cwd);
    p.setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), cwd + QStringLiteral("/.ansible-tmp"));
    env.insert(QStringLiteral("ANSIBLE_HOME"), cwd + QStringLiteral("/.ansible"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {-1, "timed out"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAll()};
}
} // namespace

class TestBundleTools : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root; // the bundle unpacked
    std::optional<OpenedBundle> m_bundle;

    void need(const char *tool, const char *package)
    {
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
            QSKIP(qPrintable(QStringLiteral("%1 is not installed (Debian package %2)")
                                 .arg(QLatin1String(tool), QLatin1String(package))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const auto exported = BundleFixture::exportTwoNode(m_dir.path() + QStringLiteral("/state"));
        QVERIFY(exported);
        const Result<OpenedBundle> opened = BundleReader::open(exported->archive);
        QVERIFY2(opened.ok(), qPrintable(opened.errorMessage()));
        m_bundle = *opened;
        m_root = m_dir.path() + QStringLiteral("/bundle");
        for (auto it = opened->files.cbegin(); it != opened->files.cend(); ++it) {
            const QString path = m_root + QLatin1Char('/') + it.key();
            QVERIFY(QDir().mkpath(QFileInfo(path).path()));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(it.value());
        }
    }

    void shellcheck_data()
    {
        QTest::addColumn<QString>("script");
        for (const char *s : {"launch/torchrun.sh", "launch/vllm-ray.sh", "launch/trtllm-mpirun.sh",
                              "launch/nccl-tests.sh"})
            QTest::newRow(s) << QString::fromLatin1(s);
    }
    void shellcheck()
    {
        QFETCH(QString, script);
        need("shellcheck", "shellcheck");
        const Run r = run(QStringLiteral("shellcheck"),
                          {QStringLiteral("-s"), QStringLiteral("bash"),
                           QStringLiteral("--severity=style"), script},
                          m_root);
        QVERIFY2(r.exitCode == 0, r.output.constData());
        // env/*.env are sourced by bash: they must pass too.
        const Run env = run(QStringLiteral("shellcheck"),
                            {QStringLiteral("-s"), QStringLiteral("bash"),
                             QStringLiteral("env/nccl.env"), QStringLiteral("env/nccl-dmabuf.env")},
                            m_root);
        QVERIFY2(env.exitCode == 0, env.output.constData());
    }

    void ansibleInventory()
    {
        need("ansible-inventory", "ansible-core");
        const Run r = run(QStringLiteral("ansible-inventory"),
                          {QStringLiteral("-i"), QStringLiteral("ansible/inventory.yml"),
                           QStringLiteral("--list")},
                          m_root);
        QVERIFY2(r.exitCode == 0, r.output.constData());
        const QByteArray json = r.output.mid(r.output.indexOf('{'));
        const QJsonObject list = QJsonDocument::fromJson(json).object();
        const QStringList hosts = list.value(QStringLiteral("sparks"))
                                      .toObject()
                                      .value(QStringLiteral("hosts"))
                                      .toVariant()
                                      .toStringList();
        QCOMPARE(hosts, (QStringList{QStringLiteral("spark-a"), QStringLiteral("spark-b")}));
        const QJsonObject b = list.value(QStringLiteral("_meta"))
                                  .toObject()
                                  .value(QStringLiteral("hostvars"))
                                  .toObject()
                                  .value(QStringLiteral("spark-b"))
                                  .toObject();
        QCOMPARE(b.value(QStringLiteral("sparkwire_node")).toInt(), 2);
        QCOMPARE(b.value(QStringLiteral("sparkwire_fabric_address")).toString(),
                 QStringLiteral("192.168.177.2"));
        // Whom B's play pings: A, on a link they share.
        const QJsonArray neighbours = b.value(QStringLiteral("sparkwire_neighbours")).toArray();
        QCOMPARE(neighbours.size(), 1);
        QCOMPARE(neighbours.at(0)[QLatin1String("host")].toString(), QStringLiteral("spark-a"));
        QCOMPARE(neighbours.at(0)[QLatin1String("address")].toString(),
                 QStringLiteral("192.168.177.1"));
    }

    void ansiblePlaybookSyntax()
    {
        need("ansible-playbook", "ansible-core");
        const Run r = run(QStringLiteral("ansible-playbook"),
                          {QStringLiteral("-i"), QStringLiteral("ansible/inventory.yml"),
                           QStringLiteral("--syntax-check"), QStringLiteral("ansible/site.yml")},
                          m_root);
        QVERIFY2(r.exitCode == 0, r.output.constData());
    }

    void openmpiHostfile()
    {
        need("mpirun", "openmpi-bin");
        const Run r = run(QStringLiteral("mpirun"),
                          {QStringLiteral("--allow-run-as-root"), QStringLiteral("--hostfile"),
                           QStringLiteral("launch/hostfile"), QStringLiteral("-np"),
                           QStringLiteral("2"), QStringLiteral("--display-map"),
                           QStringLiteral("--do-not-launch"), QStringLiteral("true")},
                          m_root);
        // --do-not-launch: OpenMPI maps the job from the hostfile and prints the map.
        for (const char *address : {"192.168.177.1", "192.168.177.2"})
            QVERIFY2(r.output.contains(
                         QByteArray(QByteArray("Data for node: ") + address + "\tNum slots: 1")),
                     r.output.constData());
    }

    void netplanGenerate_data()
    {
        QTest::addColumn<QString>("host");
        QTest::newRow("spark-a") << QStringLiteral("spark-a");
        QTest::newRow("spark-b") << QStringLiteral("spark-b");
    }
    void netplanGenerate()
    {
        QFETCH(QString, host);
        need("netplan", "netplan.io");
        const QString root = m_dir.path() + QStringLiteral("/root-") + host;
        QVERIFY(QDir().mkpath(root + QStringLiteral("/etc/netplan")));
        const QString target = root + QStringLiteral("/etc/netplan/40-cx7.yaml");
        QVERIFY(QFile::copy(
            m_root + QStringLiteral("/nodes/") + host + QStringLiteral("/40-cx7.yaml"), target));
        QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        const Run r = run(QStringLiteral("netplan"),
                          {QStringLiteral("generate"), QStringLiteral("--root-dir"), root}, root);
        QVERIFY2(r.exitCode == 0, r.output.constData());
        QVERIFY(!QDir(root + QStringLiteral("/run/systemd/network"))
                     .entryList({QStringLiteral("*.network")})
                     .isEmpty());
    }

    // docker run --env-file: one VAR=value a line (no `export`, no quotes: Docker keeps them),
    // comments start the line with '#'; the values are exactly the shell file's.
    void dockerEnvFile()
    {
        static const QRegularExpression line(
            QStringLiteral("\\A[A-Za-z_][A-Za-z0-9_]*=[^\\s'\"]*\\z"));
        const QStringList lines =
            QString::fromUtf8(m_bundle->file(QStringLiteral("env/nccl.docker.env")))
                .split(QLatin1Char('\n'));
        int variables = 0;
        for (const QString &l : lines) {
            if (l.isEmpty() || l.startsWith(QLatin1Char('#')))
                continue;
            QVERIFY2(line.match(l).hasMatch(), qPrintable(l));
            const QString shell =
                QStringLiteral("export %1='%2'\n")
                    .arg(l.section(QLatin1Char('='), 0, 0), l.section(QLatin1Char('='), 1));
            QVERIFY2(m_bundle->file(QStringLiteral("env/nccl.env")).contains(shell.toUtf8()),
                     qPrintable(l));
            ++variables;
        }
        QVERIFY(variables >= 5);
        const QByteArray flags = m_bundle->file(QStringLiteral("env/docker-run-flags.txt"));
        // NVIDIA's NCCL playbook's container flags, in its spelling (issue #30).
        for (const char *flag : {"--device /dev/infiniband", "--ulimit memlock=-1",
                                 "--cap-add IPC_LOCK", "--ipc host", "--network host"})
            QVERIFY2(flags.contains(flag), flag);
    }
};

QTEST_GUILESS_MAIN(TestBundleTools)
#include "tst_bundle_tools.moc"
