// The beacon format: round trip, and every malformed or hostile datagram refused with a
// reason. Also the node identity: created once, 0600, the same id when loaded again.
#include "discovery/Beacon.h"
#include "discovery/NodeIdentity.h"
#include "discovery/SecretStore.h"

#include <QCborMap>
#include <QCborValue>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <optional>

#include <sys/stat.h>

using sparkwire::discovery::Beacon;
using sparkwire::discovery::NodeIdentity;

namespace {
Beacon sample()
{
    Beacon b;
    b.id = QString(64, QLatin1Char('a'));
    b.claimedHostname = QStringLiteral("spark-a");
    b.netdev = QStringLiteral("enP2p1s0f1np1");
    b.port = 1;
    b.half = 1;
    b.mac = QStringLiteral("4c:bb:47:2e:20:11");
    b.seq = 4000000000u;
    return b;
}

QByteArray withMap(std::function<void(QCborMap &)> edit)
{
    QCborMap map = QCborValue::fromCbor(sample().encode().mid(4)).toMap();
    edit(map);
    return QByteArray("SWB\x01", 4) + map.toCborValue().toCbor();
}
} // namespace

class TestBeacon : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void refused_data();
    void refused();
    void identity();
    void identityKeyInTheKeyring();
    void identityFallsBackWithoutAKeyring();
    void aSlowKeyringNeverStopsTheEventLoop();
};

void TestBeacon::roundTrip()
{
    const QByteArray bytes = sample().encode();
    QVERIFY(bytes.size() < Beacon::kMaxBytes);
    const auto decoded = Beacon::decode(bytes);
    QVERIFY2(decoded, qPrintable(decoded.errorMessage()));
    QCOMPARE(*decoded, sample());
}

void TestBeacon::refused_data()
{
    QTest::addColumn<QByteArray>("datagram");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty") << QByteArray() << "not a Sparkwire beacon";
    QTest::newRow("other protocol")
        << QByteArray("M-SEARCH * HTTP/1.1\r\n") << "not a Sparkwire beacon";
    QTest::newRow("version 2") << (QByteArray("SWB\x02", 4) + sample().encode().mid(4))
                               << "version 1";
    QTest::newRow("too long") << (sample().encode() + QByteArray(600, 'x'))
                              << "longer than 512 bytes";
    QTest::newRow("truncated") << sample().encode().left(60) << "bad CBOR";
    QTest::newRow("trailing bytes")
        << (sample().encode() + QByteArray(1, '\0')) << "trailing bytes";
    QTest::newRow("not a map") << (QByteArray("SWB\x01", 4) + QCborValue(42).toCbor())
                               << "not a map";
    QTest::newRow("extra key") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("cmd"), QStringLiteral("rm -rf /"));
    }) << "unexpected key";
    QTest::newRow("integer key") << withMap([](QCborMap &m) { m.insert(7, 1); })
                                 << "unexpected key";
    QTest::newRow("missing key") << withMap([](QCborMap &m) { m.remove(QStringLiteral("mac")); })
                                 << "missing keys";
    QTest::newRow("short id") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("id"), QStringLiteral("abc"));
    }) << "bad id";
    QTest::newRow("upper-case id") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("id"), QString(64, QLatin1Char('A')));
    }) << "bad id";
    QTest::newRow("hostname with markup") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("host"), QStringLiteral("<b>evil</b>"));
    }) << "bad hostname";
    QTest::newRow("hostname too long") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("host"), QString(65, QLatin1Char('h')));
    }) << "bad hostname";
    QTest::newRow("netdev with slash") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("netdev"), QStringLiteral("../../etc"));
    }) << "bad netdev name";
    QTest::newRow("netdev too long") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("netdev"), QString(16, QLatin1Char('e')));
    }) << "bad netdev name";
    QTest::newRow("mac upper-case") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("mac"), QStringLiteral("4C:BB:47:2E:20:11"));
    }) << "bad MAC";
    QTest::newRow("port 2") << withMap([](QCborMap &m) { m.insert(QStringLiteral("port"), 2); })
                            << "port and half must be 0 or 1";
    QTest::newRow("half as text") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("half"), QStringLiteral("0"));
    }) << "port and half";
    QTest::newRow("negative seq") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("seq"), -1);
    }) << "bad sequence number";
    QTest::newRow("huge seq") << withMap([](QCborMap &m) {
        m.insert(QStringLiteral("seq"), qint64(1) << 40);
    }) << "bad sequence number";
}

void TestBeacon::refused()
{
    QFETCH(QByteArray, datagram);
    QFETCH(QString, reason);
    const auto decoded = Beacon::decode(datagram);
    QVERIFY(!decoded);
    QCOMPARE(decoded.error().code, sparkwire::ErrorCode::Protocol);
    QVERIFY2(decoded.errorMessage().contains(reason), qPrintable(decoded.errorMessage()));
}

void TestBeacon::identity()
{
    QTemporaryDir dir;
    const auto first = NodeIdentity::loadOrCreate(dir.path() + QStringLiteral("/state"),
                                                  QStringLiteral("spark-a"));
    QVERIFY2(first, qPrintable(first.errorMessage()));
    QCOMPARE(first->id().size(), 64);
    QVERIFY(first->certificatePem().startsWith("-----BEGIN CERTIFICATE-----"));
    QVERIFY(first->privateKeyPem().startsWith("-----BEGIN PRIVATE KEY-----"));
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(first->path()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    const auto again = NodeIdentity::loadOrCreate(dir.path() + QStringLiteral("/state"),
                                                  QStringLiteral("spark-a"));
    QVERIFY(again);
    QCOMPARE(again->id(), first->id()); // stable across runs
    const auto other = NodeIdentity::loadOrCreate(dir.path() + QStringLiteral("/other"),
                                                  QStringLiteral("spark-a"));
    QVERIFY(other && other->id() != first->id());

    QFile damaged(first->path());
    QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
    damaged.write("-----BEGIN PRIVATE KEY-----\ngarbage\n");
    damaged.close();
    const auto damagedLoad = NodeIdentity::loadOrCreate(dir.path() + QStringLiteral("/state"),
                                                        QStringLiteral("spark-a"));
    QVERIFY(!damagedLoad);
    QCOMPARE(damagedLoad.error().code, sparkwire::ErrorCode::InvalidInput);
    QVERIFY2(damagedLoad.errorMessage().contains(QStringLiteral("is damaged")),
             qPrintable(damagedLoad.errorMessage()));
}

namespace {
// Stands in for a desktop keyring (none runs on a CI machine).
class MemoryStore : public sparkwire::discovery::SecretStore
{
public:
    QHash<QString, QByteArray> secrets;
    void write(const QString &key, const QByteArray &secret, WriteDone done) override
    {
        secrets.insert(key, secret);
        done({});
    }
    void read(const QString &key, ReadDone done) override
    {
        if (!secrets.contains(key))
            return done(sparkwire::makeError(sparkwire::ErrorCode::NotFound,
                                             QStringLiteral("entry not found")));
        done(secrets.value(key));
    }
};

// The asynchronous load, waited for (a test may; the GUI never does).
sparkwire::Result<NodeIdentity> loadWith(const QString &dir,
                                         sparkwire::discovery::SecretStore *store)
{
    std::optional<sparkwire::Result<NodeIdentity>> result;
    NodeIdentity::loadOrCreate(
        dir, QStringLiteral("spark-a"), store,
        [&](sparkwire::Result<NodeIdentity> r) { result.emplace(std::move(r)); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 40000))
        return sparkwire::makeError(sparkwire::ErrorCode::Timeout, QStringLiteral("no answer"));
    return std::move(*result);
}
} // namespace

namespace {
// A keyring that answers late, as one that asks its person to unlock it does.
class SlowStore : public sparkwire::discovery::SecretStore
{
public:
    QHash<QString, QByteArray> secrets;
    void write(const QString &key, const QByteArray &secret, WriteDone done) override
    {
        QTimer::singleShot(400, [this, key, secret, done] {
            secrets.insert(key, secret);
            done({});
        });
    }
    void read(const QString &key, ReadDone done) override
    {
        QTimer::singleShot(400, [this, key, done] {
            if (!secrets.contains(key))
                return done(sparkwire::makeError(sparkwire::ErrorCode::NotFound,
                                                 QStringLiteral("entry not found")));
            done(secrets.value(key));
        });
    }
};
} // namespace

void TestBeacon::aSlowKeyringNeverStopsTheEventLoop()
{
    // Before, the keyring was asked in a nested event loop for up to 30 s: the window froze
    // (or handled events re-entrantly) until it answered. Now the caller returns at once and
    // its own event loop keeps running until the answer comes.
    QTemporaryDir dir;
    SlowStore keyring;
    for (int run = 0; run < 2; ++run) { // created, then loaded
        std::optional<sparkwire::Result<NodeIdentity>> result;
        int ticks = 0;
        QTimer ticker;
        QObject::connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
        ticker.start(10);
        QElapsedTimer call;
        call.start();
        NodeIdentity::loadOrCreate(
            dir.path(), QStringLiteral("spark-a"), &keyring,
            [&](sparkwire::Result<NodeIdentity> r) { result.emplace(std::move(r)); });
        QVERIFY2(call.elapsed() < 100, "loadOrCreate waited for the keyring");
        QVERIFY(!result.has_value());
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 5000);
        QVERIFY2(*result, qPrintable(result->errorMessage()));
        QCOMPARE((*result)->keyStorage(), NodeIdentity::KeyStorage::Keyring);
        QVERIFY2(ticks >= 10, "the event loop did not run while the keyring was asked");
    }
}

void TestBeacon::identityKeyInTheKeyring()
{
    QTemporaryDir dir;
    MemoryStore keyring;
    QString error;
    const auto created = loadWith(dir.path(), &keyring);
    QVERIFY2(created, qPrintable(created.errorMessage()));
    QCOMPARE(created->keyStorage(), NodeIdentity::KeyStorage::Keyring);
    QCOMPARE(created->keyStorageDescription(),
             QStringLiteral("private key in the desktop keyring"));
    QFile file(created->path());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray onDisk = file.readAll();
    QVERIFY(onDisk.contains("BEGIN CERTIFICATE"));
    QVERIFY(!onDisk.contains("PRIVATE KEY")); // the key is not on disk
    const auto loaded = loadWith(dir.path(), &keyring);
    QVERIFY(loaded);
    QCOMPARE(loaded->id(), created->id());
    QCOMPARE(loaded->privateKeyPem(), created->privateKeyPem());
    // The keyring locked or gone: say so, do not make a new identity behind the person's back.
    const auto withoutKeyring = NodeIdentity::loadOrCreate(dir.path(), QStringLiteral("spark-a"));
    QVERIFY(!withoutKeyring);
    QVERIFY2(withoutKeyring.errorMessage().contains(QStringLiteral("in the keyring")),
             qPrintable(withoutKeyring.errorMessage()));
}

void TestBeacon::identityFallsBackWithoutAKeyring()
{
    // The real QtKeychain: this machine has no Secret Service, so the key goes to the file.
    QTemporaryDir dir;
    sparkwire::discovery::KeychainStore keyring;
    const auto identity = loadWith(dir.path(), &keyring);
    QVERIFY2(identity, qPrintable(identity.errorMessage()));
    if (identity->keyStorage() == NodeIdentity::KeyStorage::Keyring)
        QSKIP("a desktop keyring answered on this machine; the fallback is covered where none does "
              "(CI)");
    QVERIFY(identity->keyStorageDescription().contains(
        QStringLiteral("mode 0600: no keyring answered")));
    QFile file(identity->path());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("PRIVATE KEY"));
}

QTEST_GUILESS_MAIN(TestBeacon)
#include "tst_beacon.moc"
