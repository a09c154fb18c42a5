// sparkwirectl bundle verify|show|import on a real signed bundle (the two-node fixture
// cluster) and on tampered and hostile ones: the exit codes of the CLI contract, and an
// import that is refused writes nothing.
#include "../core/bundle/BundleFixture.h"
#include "CtlRunner.h"
#include "bundle/BundleArchive.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace sparkwire;

class TestCtlBundle : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_bundle;
    QByteArray m_archive;

    QString save(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const auto exported = BundleFixture::exportTwoNode(m_dir.filePath(QStringLiteral("seat")));
        QVERIFY(exported);
        m_archive = exported->archive;
        m_bundle = save(exported->source.fileName(), m_archive);
        QVERIFY(!m_bundle.isEmpty());
    }

    void verifyGood()
    {
        const CtlResult r =
            ctl({QStringLiteral("bundle"), QStringLiteral("verify"), m_bundle,
                 QStringLiteral("--state-dir"), m_dir.filePath(QStringLiteral("empty"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.startsWith("OK: "));
        QVERIFY(r.out.contains("an unknown key"));
    }

    void showJson()
    {
        const CtlResult r = ctl({QStringLiteral("bundle"), QStringLiteral("show"), m_bundle,
                                 QStringLiteral("--json"), QStringLiteral("--state-dir"),
                                 m_dir.filePath(QStringLiteral("empty"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("topology")).toString(), QStringLiteral("two-node"));
        QCOMPARE(o.value(QStringLiteral("members")).toArray().size(), 2);
        QCOMPARE(o.value(QStringLiteral("exporterKnown")).toBool(), false);
        QVERIFY(o.value(QStringLiteral("files")).toArray().size() > 15);
    }

    void verifyTampered_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QList<bundle::BundleEntry> entries = bundle::BundleArchive::read(m_archive).valueOr({});
        QVERIFY(!entries.isEmpty());
        for (bundle::BundleEntry &e : entries)
            if (e.path == QLatin1String("launch/hostfile"))
                e.data.replace("192.168.177.2", "10.66.66.66");
        QTest::newRow("hostfile changed")
            << bundle::BundleArchive::write(entries, QDateTime::currentDateTimeUtc()).valueOr({});
        QTest::newRow("truncated") << m_archive.left(m_archive.size() - 100);
        QTest::newRow("garbage") << QByteArray("garbage");
    }
    void verifyTampered()
    {
        QFETCH(QByteArray, bytes);
        const QString path = save(QStringLiteral("tampered.tar.gz"), bytes);
        const CtlResult verify = ctl({QStringLiteral("bundle"), QStringLiteral("verify"), path});
        QCOMPARE(verify.exitCode, 1);
        QVERIFY(verify.err.contains("sparkwirectl bundle verify: "));
        const CtlResult show = ctl({QStringLiteral("bundle"), QStringLiteral("show"), path});
        QCOMPARE(show.exitCode, 1);
        // import refuses before it looks at this Spark: nothing is written.
        const QString state = m_dir.filePath(QStringLiteral("import-state"));
        const QString root = m_dir.filePath(QStringLiteral("import-root"));
        QDir().mkpath(root);
        const CtlResult import =
            ctl({QStringLiteral("bundle"), QStringLiteral("import"), path, QStringLiteral("--yes"),
                 QStringLiteral("--state-dir"), state, QStringLiteral("--netplan-root"), root});
        QCOMPARE(import.exitCode, 3);
        QVERIFY(import.err.contains("Nothing was changed"));
        QVERIFY(!QFileInfo::exists(state));
        QVERIFY(QDir(root).isEmpty());
    }

    // A correctly signed bundle whose netplan for this Spark the policy refuses (it would
    // also manage the management port): refused with the policy's words, nothing written.
    void importRefusesANetplanThePolicyRefuses()
    {
        const QString seat = m_dir.filePath(QStringLiteral("policy-seat"));
        auto exported = BundleFixture::exportTwoNode(seat);
        QVERIFY(exported);
        bundle::BundleSource source = exported->source;
        source.members[0].netplan +=
            "    enP7s7:\n      dhcp4: true\n"; // under network.ethernets: the 1GbE port
        const Result<QByteArray> archive = bundle::BundleWriter::write(
            source, exported->identity.certificatePem(), exported->identity.privateKeyPem());
        QVERIFY(archive);
        const QString path = save(QStringLiteral("policy-refused.tar.gz"), *archive);
        QCOMPARE(ctl({QStringLiteral("bundle"), QStringLiteral("verify"), path}).exitCode, 0);
        const QStringList before = QDir(seat).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        const QString root = m_dir.filePath(QStringLiteral("policy-root"));
        QDir().mkpath(root);
        const CtlResult import =
            ctl({QStringLiteral("bundle"), QStringLiteral("import"), path, QStringLiteral("--yes"),
                 QStringLiteral("--state-dir"), seat, QStringLiteral("--netplan-root"), root,
                 QStringLiteral("--sysfs-root"),
                 QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1")});
        QCOMPARE(import.exitCode, 3);
        QVERIFY2(import.err.contains("refused by the policy") && import.err.contains("enP7s7"),
                 import.err.constData());
        QVERIFY(import.err.contains("Nothing was changed"));
        QVERIFY(QDir(root).isEmpty());
        QCOMPARE(QDir(seat).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
    }

    void usage()
    {
        QCOMPARE(ctl({QStringLiteral("bundle"), QStringLiteral("verify")}).exitCode, 2);
        QCOMPARE(ctl({QStringLiteral("bundle"), QStringLiteral("frobnicate")}).exitCode, 2);
        const CtlResult help = ctl({QStringLiteral("bundle"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        for (const char *sub : {"export", "verify", "show", "import"})
            QVERIFY(help.out.contains(sub));
    }
};

QTEST_GUILESS_MAIN(TestCtlBundle)
#include "tst_ctl_bundle.moc"
