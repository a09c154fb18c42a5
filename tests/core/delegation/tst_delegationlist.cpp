// The helper's delegation list on disk: add, replace, find and remove with real node
// identities, the file's mode and its directory's, and the strict reading: every kind of odd
// file is refused as a whole (and left as it was), never read in part.
#include "delegation/DelegationList.h"
#include "delegation/PlanSignature.h"
#include "discovery/NodeIdentity.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <openssl/evp.h>
#include <openssl/x509.h>

#include <sys/stat.h>

using namespace sparkwire;
using namespace sparkwire::delegation;

namespace {
const QDateTime kAdded = QDateTime(QDate(2026, 11, 23), QTime(10, 0, 0), Qt::UTC);

QByteArray p384PublicKeyDer()
{
    EVP_PKEY *key = EVP_EC_gen("P-384");
    unsigned char *der = nullptr;
    const int n = i2d_PUBKEY(key, &der);
    QByteArray bytes(reinterpret_cast<const char *>(der), n);
    OPENSSL_free(der);
    EVP_PKEY_free(key);
    return bytes;
}

int modeOf(const QString &path)
{
    struct stat st
    {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestDelegationList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void missingFileIsAnEmptyList();
    void addFindRemove();
    void addReplacesTheSameId();
    void fileAndDirectoryAreRootOnly();
    void fromCertificateTakesTheIdFromTheKey();
    void strictLoad_data();
    void strictLoad();
    void fileOpenToOthersIsRefused();
    void symlinkIsRefused();
    void damagedFileIsNotOverwrittenByAdd();

private:
    QJsonObject entry(const Delegation &d) const;
    QString root() const { return m_dir.filePath(QStringLiteral("root")); }

    QTemporaryDir m_dir;
    Delegation m_seat;
    Delegation m_other;
};

void TestDelegationList::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (auto [name, target] : {std::pair{QStringLiteral("spark-a"), &m_seat},
                                std::pair{QStringLiteral("spark-b"), &m_other}}) {
        const auto identity = discovery::NodeIdentity::loadOrCreate(m_dir.filePath(name), name);
        QVERIFY2(identity, qPrintable(identity.errorMessage()));
        auto d = DelegationList::fromCertificate(identity->certificatePem(), name, kAdded);
        QVERIFY2(d, qPrintable(d.errorMessage()));
        *target = *d;
    }
}

void TestDelegationList::init()
{
    QDir(root()).removeRecursively();
}

QJsonObject TestDelegationList::entry(const Delegation &d) const
{
    return QJsonDocument::fromJson(DelegationList::serialize({d})).array().at(0).toObject();
}

void TestDelegationList::missingFileIsAnEmptyList()
{
    const auto loaded = DelegationList(root()).load();
    QVERIFY2(loaded, qPrintable(loaded.errorMessage()));
    QVERIFY(loaded->isEmpty());
    QCOMPARE(DelegationList(root()).find(m_seat.id).error().code, ErrorCode::NotFound);
}

void TestDelegationList::addFindRemove()
{
    const DelegationList list(root());
    QCOMPARE(list.path(), root() + QStringLiteral("/var/lib/sparkwire/delegations.json"));
    QVERIFY(list.add(m_seat));
    QVERIFY(list.add(m_other));
    const auto found = list.find(m_seat.id);
    QVERIFY2(found, qPrintable(found.errorMessage()));
    QCOMPARE(*found, m_seat);
    QCOMPARE(*list.load(), (QList<Delegation>{m_seat, m_other}));

    QVERIFY(list.remove(m_seat.id));
    QCOMPARE(list.find(m_seat.id).error().code, ErrorCode::NotFound);
    QCOMPARE(*list.load(), QList<Delegation>{m_other});
    const QByteArray before = readAll(list.path());
    QCOMPARE(list.remove(m_seat.id).error().code, ErrorCode::NotFound);
    QCOMPARE(readAll(list.path()), before);
}

void TestDelegationList::addReplacesTheSameId()
{
    const DelegationList list(root());
    QVERIFY(list.add(m_seat));
    Delegation renamed = m_seat;
    renamed.name = QStringLiteral("spark-a.lab");
    renamed.added = kAdded.addDays(1);
    QVERIFY(list.add(renamed));
    QCOMPARE(*list.load(), QList<Delegation>{renamed});
}

void TestDelegationList::fileAndDirectoryAreRootOnly()
{
    const DelegationList list(root());
    QVERIFY(list.add(m_seat));
    QCOMPARE(modeOf(list.path()), 0600);
    QCOMPARE(modeOf(QFileInfo(list.path()).path()), 0700);
}

void TestDelegationList::fromCertificateTakesTheIdFromTheKey()
{
    const auto identity = discovery::NodeIdentity::loadOrCreate(
        m_dir.filePath(QStringLiteral("spark-a")), QStringLiteral("spark-a"));
    QVERIFY(identity);
    QCOMPARE(m_seat.id, identity->id());
    QCOMPARE(m_seat.added, kAdded);
    const auto fractional = DelegationList::fromCertificate(
        identity->certificatePem(), QStringLiteral("spark-a"), kAdded.addMSecs(750));
    QVERIFY(fractional);
    QCOMPARE(fractional->added, kAdded); // whole seconds, as the file keeps it
    for (const QString &bad :
         {QStringLiteral("spark a"), QStringLiteral("-spark"), QStringLiteral("spark-a\n"),
          QString(), QString(64, QLatin1Char('a'))})
        QCOMPARE(
            DelegationList::fromCertificate(identity->certificatePem(), bad, kAdded).error().code,
            ErrorCode::InvalidInput);
    QCOMPARE(DelegationList::fromCertificate(identity->privateKeyPem(), QStringLiteral("spark-a"),
                                             kAdded)
                 .error()
                 .code,
             ErrorCode::InvalidInput);
}

void TestDelegationList::strictLoad_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("entries"); // -1: refused
    const auto doc = [](const QJsonArray &array) {
        return QJsonDocument(array).toJson(QJsonDocument::Compact);
    };
    const QJsonObject good = entry(m_seat);
    const auto with = [good](const QString &key, const QJsonValue &value) {
        QJsonObject o = good;
        o.insert(key, value);
        return o;
    };
    const auto without = [good](const QString &key) {
        QJsonObject o = good;
        o.remove(key);
        return o;
    };
    const QString key = good.value(QLatin1String("public_key")).toString();

    QTest::newRow("one entry") << doc({good}) << 1;
    QTest::newRow("two entries") << doc({good, entry(m_other)}) << 2;
    QTest::newRow("empty array") << QByteArray("[]") << 0;
    QTest::newRow("as written, indented") << DelegationList::serialize({m_seat, m_other}) << 2;

    QTest::newRow("empty file") << QByteArray() << -1;
    QTest::newRow("not JSON") << QByteArray("spark-a may apply") << -1;
    QTest::newRow("trailing garbage") << doc({good}) + "x" << -1;
    QTest::newRow("object, not array") << QJsonDocument(good).toJson() << -1;
    QTest::newRow("entry not an object") << QByteArray("[\"spark-a\"]") << -1;
    QTest::newRow("extra field") << doc({with(QStringLiteral("admin"), true)}) << -1;
    QTest::newRow("missing id") << doc({without(QStringLiteral("id"))}) << -1;
    QTest::newRow("missing key") << doc({without(QStringLiteral("public_key"))}) << -1;
    QTest::newRow("added is a number") << doc({with(QStringLiteral("added"), 1795000000)}) << -1;
    QTest::newRow("name with a space") << doc({with(QStringLiteral("name"), "spark a")}) << -1;
    QTest::newRow("name with a newline") << doc({with(QStringLiteral("name"), "spark-a\n")}) << -1;
    QTest::newRow("name leading dash") << doc({with(QStringLiteral("name"), "-spark")}) << -1;
    QTest::newRow("id of another key") << doc({with(QStringLiteral("id"), m_other.id)}) << -1;
    QTest::newRow("id upper case") << doc({with(QStringLiteral("id"), m_seat.id.toUpper())}) << -1;
    QTest::newRow("key not base64") << doc({with(QStringLiteral("public_key"), "!!!!")}) << -1;
    QTest::newRow("key base64 without padding")
        << doc({with(QStringLiteral("public_key"), QString(key).remove(QLatin1Char('=')))}) << -1;
    QTest::newRow("key base64 with a newline")
        << doc({with(QStringLiteral("public_key"), QString(key.left(20) + "\n" + key.mid(20)))})
        << -1;
    const QByteArray p384 = p384PublicKeyDer();
    QJsonObject p384Entry = good;
    p384Entry.insert(QStringLiteral("public_key"), QString::fromLatin1(p384.toBase64()));
    p384Entry.insert(QStringLiteral("id"), PlanSignature::keyId(p384));
    QTest::newRow("key on P-384") << doc({p384Entry}) << -1;
    QTest::newRow("listed twice") << doc({good, good}) << -1;
    QTest::newRow("added with an offset")
        << doc({with(QStringLiteral("added"), "2026-11-23T11:00:00+01:00")}) << -1;
    QTest::newRow("added with milliseconds")
        << doc({with(QStringLiteral("added"), "2026-11-23T10:00:00.000Z")}) << -1;
    QTest::newRow("added not a date")
        << doc({with(QStringLiteral("added"), "2026-13-45T10:00:00Z")}) << -1;
    QJsonArray many;
    for (int i = 0; i <= DelegationList::kMaxEntries; ++i)
        many.append(good);
    QTest::newRow("too many entries") << doc(many) << -1;
    QTest::newRow("oversized") << QByteArray("[") + QByteArray(DelegationList::kMaxBytes, ' ') + "]"
                               << -1;
}

void TestDelegationList::strictLoad()
{
    QFETCH(QByteArray, content);
    QFETCH(int, entries);
    const DelegationList list(root());
    QVERIFY(QDir().mkpath(QFileInfo(list.path()).path()));
    QFile f(list.path());
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(content) == content.size());
    f.close();
    QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));

    const auto loaded = list.load();
    if (entries >= 0) {
        QVERIFY2(loaded, qPrintable(loaded.errorMessage()));
        QCOMPARE(loaded->size(), entries);
        QCOMPARE(DelegationList::parse(content)->size(), entries);
        return;
    }
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, ErrorCode::InvalidInput);
    // The message names the file and says what to do.
    QVERIFY2(loaded.error().message.contains(list.path()), qPrintable(loaded.errorMessage()));
    QVERIFY2(loaded.error().message.contains(QStringLiteral("remove it")),
             qPrintable(loaded.errorMessage()));
    QCOMPARE(list.find(m_seat.id).error().code, ErrorCode::InvalidInput);
}

void TestDelegationList::fileOpenToOthersIsRefused()
{
    const DelegationList list(root());
    QVERIFY(list.add(m_seat));
    QVERIFY(QFile::setPermissions(list.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                   QFileDevice::WriteGroup));
    const auto loaded = list.load();
    QCOMPARE(loaded.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(loaded.error().message.contains(QStringLiteral("chmod 600")),
             qPrintable(loaded.errorMessage()));
}

void TestDelegationList::symlinkIsRefused()
{
    // Another file made to look like the list: never followed.
    const DelegationList list(root());
    const QString elsewhere = m_dir.filePath(QStringLiteral("elsewhere.json"));
    QFile f(elsewhere);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(DelegationList::serialize({m_seat}));
    f.close();
    QVERIFY(QDir().mkpath(QFileInfo(list.path()).path()));
    QVERIFY(QFile::link(elsewhere, list.path()));
    QCOMPARE(list.load().error().code, ErrorCode::PermissionDenied);
    QCOMPARE(list.add(m_other).error().code, ErrorCode::PermissionDenied);
    QCOMPARE(readAll(elsewhere), DelegationList::serialize({m_seat}));
}

void TestDelegationList::damagedFileIsNotOverwrittenByAdd()
{
    // Adding to a damaged list would silently drop what it held: refused, the file kept.
    const DelegationList list(root());
    QVERIFY(list.add(m_seat));
    QFile f(list.path());
    QVERIFY(f.open(QIODevice::Append));
    f.write("garbage");
    f.close();
    const QByteArray damaged = readAll(list.path());
    QCOMPARE(list.add(m_other).error().code, ErrorCode::InvalidInput);
    QCOMPARE(list.remove(m_seat.id).error().code, ErrorCode::InvalidInput);
    QCOMPARE(readAll(list.path()), damaged);
}

QTEST_GUILESS_MAIN(TestDelegationList)
#include "tst_delegationlist.moc"
