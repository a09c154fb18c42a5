// The cluster's documents: the record every member keeps, the state a member reports and the
// try it is sent. Each round-trips to the same value and the same canonical bytes, and every
// way a document can be wrong refuses it as a whole with a message that says where.
#include "ClusterFixtures.h"
#include "RecordFixtures.h"
#include "cluster/ClusterRecord.h"
#include "cluster/MemberState.h"
#include "cluster/MemberTry.h"
#include "common/AtomicFile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace sparkwire;
using namespace sparkwire::cluster;
using namespace ClusterFixtures;

Q_DECLARE_METATYPE(sparkwire::cluster::ClusterRecord)

namespace {
QByteArray replaced(QByteArray json, const QByteArray &from, const QByteArray &to)
{
    if (!json.contains(from))
        qFatal("test row: %s is not in %s", from.constData(), json.constData());
    return json.replace(from, to);
}
} // namespace

class TestClusterRecord : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void canonicalBytes();
    void defaultNameIsTheMembers_data();
    void defaultNameIsTheMembers();
    void roundTrip_data();
    void roundTrip();
    void keyOrderDoesNotMatter();
    void refused_data();
    void refused();
    void saveAndLoad();
    void loadRefusesADamagedFile();
    void samePlanIgnoresOnlyTheTime();
    void memberStateRoundTrip();
    void memberStateRefused_data();
    void memberStateRefused();
    void memberTryRoundTrip();
    void memberTryRefused_data();
    void memberTryRefused();
    void fuzzSeedsAreAccepted_data();
    void fuzzSeedsAreAccepted();
};

void TestClusterRecord::canonicalBytes()
{
    // Keys sorted, compact: the exact bytes every member stores and compares.
    const QByteArray expected =
        "{\"cabling\":[{\"id_a\":\"" + idOf(QLatin1Char('A')).toLatin1() + "\",\"id_b\":\"" +
        idOf(QLatin1Char('B')).toLatin1() +
        "\",\"port_a\":1,\"port_b\":0}],\"members\":[{\"hostname\":\"spark-a\",\"id\":\"" +
        idOf(QLatin1Char('A')).toLatin1() + "\",\"node\":1},{\"hostname\":\"spark-b\",\"id\":\"" +
        idOf(QLatin1Char('B')).toLatin1() +
        "\",\"node\":2}],\"mtu\":9000,\"name\":\"spark-a-spark-b\",\"planned_at\":\"2026-01-"
        "02T03:04:05Z\",\"seat_id\":\"" +
        idOf(QLatin1Char('A')).toLatin1() +
        "\",\"subnet_base\":\"192.168.177.0/24\",\"topology\":\"two-node\",\"version\":1}";
    QCOMPARE(twoNodeRecord().toJson(), expected);
}

void TestClusterRecord::roundTrip_data()
{
    QTest::addColumn<ClusterRecord>("record");
    QTest::newRow("two-node p1-p0") << twoNodeRecord();
    QTest::newRow("ring3") << ringRecord();
    for (int n = 4; n <= 8; ++n)
        QTest::newRow(qPrintable(QStringLiteral("ring of %1").arg(n))) << ringOf(n);
    ClusterRecord star;
    star.name = QStringLiteral("Rack 4 — Sparks");
    star.seatId = idOf(QLatin1Char('C'));
    star.topology = topology::Topology::Switch;
    star.switchPort = 0;
    star.subnetBase = QStringLiteral("10.20.0.0/16");
    star.mtu = 4200;
    for (int i = 0; i < ClusterRecord::kMaxMembers; ++i)
        star.members << member(QLatin1Char('A' + i), i + 1);
    star.plannedAt = QDateTime(QDate(2027, 6, 30), QTime(23, 59, 59), Qt::UTC);
    QTest::newRow("switch of 16 on port 0") << star;
}

void TestClusterRecord::roundTrip()
{
    QFETCH(ClusterRecord, record);
    const QByteArray json = record.toJson();
    const Result<ClusterRecord> back = ClusterRecord::fromJson(json);
    QVERIFY2(back, qPrintable(back.errorMessage()));
    QVERIFY(*back == record);
    QCOMPARE(back->toJson(), json);
    // Nested in a member state and in a try, the same record comes back.
    MemberState state;
    state.id = idOf(QLatin1Char('B'));
    state.version = QStringLiteral("0.1.0");
    state.record = record;
    state.trySeconds = 240;
    const Result<MemberState> stateBack = MemberState::fromJson(state.toJson());
    QVERIFY2(stateBack, qPrintable(stateBack.errorMessage()));
    QVERIFY(stateBack->record && *stateBack->record == record);
    QCOMPARE(stateBack->trySeconds, 240);
    // A member that does not give its try budget (an older one): the seat's step wait alone.
    QJsonObject withoutBudget = QJsonDocument::fromJson(state.toJson()).object();
    withoutBudget.remove(QStringLiteral("try_seconds"));
    const Result<MemberState> older = MemberState::fromJson(QJsonDocument(withoutBudget).toJson());
    QVERIFY2(older, qPrintable(older.errorMessage()));
    QCOMPARE(older->trySeconds, 0);
    // A budget past the limit is refused, not taken as a reason to wait for ever.
    QJsonObject tooLong = QJsonDocument::fromJson(state.toJson()).object();
    tooLong[QStringLiteral("try_seconds")] = MemberState::kMaxTrySeconds + 1;
    QVERIFY(!MemberState::fromJson(QJsonDocument(tooLong).toJson()));
}

void TestClusterRecord::keyOrderDoesNotMatter()
{
    // Written by hand in another order and indented: read the same, stored canonical.
    const QByteArray canonical = ringRecord().toJson();
    QJsonObject o = QJsonDocument::fromJson(canonical).object();
    QByteArray indented = QJsonDocument(o).toJson(QJsonDocument::Indented);
    indented.replace("\"version\": 1", "\"version\":    1");
    const Result<ClusterRecord> back = ClusterRecord::fromJson(indented);
    QVERIFY2(back, qPrintable(back.errorMessage()));
    QCOMPARE(back->toJson(), canonical);
}

void TestClusterRecord::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    const QByteArray good = ringRecord().toJson();
    const QByteArray idA = idOf(QLatin1Char('A')).toLatin1();
    const QByteArray idB = idOf(QLatin1Char('B')).toLatin1();
    auto row = [&](const char *name, const QByteArray &from, const QByteArray &to,
                   const char *says) {
        QTest::newRow(name) << replaced(good, from, to) << QString::fromUtf8(says);
    };
    row("unknown field", "\"version\":1", "\"version\":1,\"owner\":\"me\"",
        "unknown field \"owner\"");
    row("missing field", "\"mtu\":9000,", "", "mtu: missing");
    row("node as text", "\"node\":2", "\"node\":\"2\"", "members[1].node: must be a JSON number");
    row("node 0", "\"node\":1", "\"node\":0",
        "members[0].node: must be a whole number from 1 to 16");
    row("node 17", "\"node\":3", "\"node\":17",
        "members[2].node: must be a whole number from 1 to 16");
    row("node 2.5", "\"node\":2", "\"node\":2.5", "must be a whole number");
    row("node 1e300", "\"node\":2", "\"node\":1e300", "must be a whole number");
    row("duplicate node", "\"node\":2", "\"node\":1", "node 1 is given to spark-a");
    row("nodes out of order", "\"node\":2", "\"node\":4", "listed by node number");
    row("duplicate id", "\"id\":\"" + idB, "\"id\":\"" + idA, "is listed twice");
    row("id in upper case", "\"id\":\"" + idB, "\"id\":\"" + idB.toUpper(),
        "64 lower-case hex digits");
    row("id too short", "\"id\":\"" + idB, "\"id\":\"" + idB.left(63), "64 lower-case hex digits");
    row("hostname with a space", "\"spark-b\"", "\"spark b\"", "\"spark b\" is not a hostname");
    row("hostname with a newline", "\"spark-b\"", "\"spark-b\\n\"", "is not a hostname");
    row("hostname with a dash first", "\"spark-b\"", "\"-spark\"", "is not a hostname");
    row("duplicate hostname", "\"spark-b\"", "\"spark-a\"", "two members are named spark-a");
    row("version 2", "\"version\":1", "\"version\":2", "version 2 is not one");
    row("unknown topology", "\"ring3\"", "\"ring4\"", "\"ring4\" is not two-node");
    row("topology does not fit", "\"ring3\"", "\"two-node\"", "do not make a two-node cluster");
    row("switch_port on a ring", "\"version\":1", "\"version\":1,\"switch_port\":1",
        "unknown field \"switch_port\"");
    row("bad subnet", "192.168.177.0/24", "192.168.177.1/24", "subnet_base");
    row("MTU too big", "\"mtu\":9000", "\"mtu\":65536", "mtu: must be a whole number from 1280");
    row("planned_at with offset", "2026-11-23T16:00:05Z", "2026-11-23T17:00:05+01:00",
        "planned_at: must be a UTC time");
    row("planned_at not a time", "2026-11-23T16:00:05Z", "yesterday", "planned_at");
    row("name with a bidi override", "\"lab ring\"", "\"lab \\u202e ring\"",
        "name must be plain text");
    row("empty name", "\"lab ring\"", "\" \"", "name must be plain text");
    row("name with a lone surrogate", "\"lab ring\"", "\"lab \\ud800 ring\"",
        "name must be plain text");
    row("seat not a member", "\"seat_id\":\"" + idA,
        "\"seat_id\":\"" + idOf(QLatin1Char('X')).toLatin1(), "the seat");
    row("cable to an outsider", "\"id_b\":\"" + idB,
        "\"id_b\":\"" + idOf(QLatin1Char('X')).toLatin1(), "which is not a member");
    row("port in two cables", "\"port_a\":1,\"port_b\":0", "\"port_a\":0,\"port_b\":0",
        "is in two cables");
    row("port 2", "\"port_b\":1", "\"port_b\":2", "must be a whole number from 0 to 1");
    row("duplicate JSON key", "\"mtu\":9000", "\"mtu\":9000,\"mtu\":1500",
        "the key \"mtu\" is there twice");
    row("escaped key", "\"mtu\":9000", "\"m\\u0074u\":9000", "keys are plain text");
    row("mtu in an array", "\"mtu\":9000", "\"mtu\":[9000]", "mtu: must be a JSON number");
    QTest::newRow("an array") << QByteArray("[" + good + "]")
                              << QStringLiteral("not a JSON object");
    QTest::newRow("trailing garbage") << QByteArray(good + "x") << QStringLiteral("not JSON");
    QTest::newRow("oversize") << QByteArray(good + QByteArray(ClusterRecord::kMaxBytes, ' '))
                              << QStringLiteral("more than the 32768 allowed");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not JSON");
}

void TestClusterRecord::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    const Result<ClusterRecord> record = ClusterRecord::fromJson(json);
    QVERIFY(!record);
    QCOMPARE(record.error().code, ErrorCode::InvalidInput);
    QVERIFY2(record.error().message.contains(says), qPrintable(record.error().message));
}

void TestClusterRecord::saveAndLoad()
{
    QTemporaryDir dir;
    const QString stateDir = dir.path() + QStringLiteral("/state/sparkwire");
    const Result<ClusterRecord> none = ClusterRecord::load(stateDir);
    QVERIFY(!none);
    QCOMPARE(none.error().code, ErrorCode::NotFound);

    const ClusterRecord record = ringRecord();
    const Status saved = record.save(stateDir);
    QVERIFY2(saved, qPrintable(saved.errorMessage()));
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(stateDir).constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777, 0700u);
    QCOMPARE(::stat(QFile::encodeName(ClusterRecord::path(stateDir)).constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777, 0600u);
    QCOMPARE(*common::AtomicFile::read(ClusterRecord::path(stateDir)), record.toJson());
    const Result<ClusterRecord> loaded = ClusterRecord::load(stateDir);
    QVERIFY2(loaded, qPrintable(loaded.errorMessage()));
    QVERIFY(*loaded == record);

    // A record that could not be read back is never stored.
    ClusterRecord broken = record;
    broken.members[1].node = 1;
    QVERIFY(!broken.save(stateDir));
    QVERIFY(*ClusterRecord::load(stateDir) == record);
}

void TestClusterRecord::loadRefusesADamagedFile()
{
    QTemporaryDir dir;
    QVERIFY(common::AtomicFile::write(ClusterRecord::path(dir.path()),
                                      ringRecord().toJson().chopped(1), 0600));
    const Result<ClusterRecord> loaded = ClusterRecord::load(dir.path());
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, ErrorCode::InvalidInput);
    QVERIFY2(loaded.error().message.contains(ClusterRecord::path(dir.path())),
             qPrintable(loaded.error().message));
}

void TestClusterRecord::samePlanIgnoresOnlyTheTime()
{
    const ClusterRecord record = ringRecord();
    ClusterRecord later = record;
    later.plannedAt = record.plannedAt.addDays(3);
    QVERIFY(record.samePlan(later));
    QVERIFY(record != later);
    ClusterRecord renumbered = later;
    std::swap(renumbered.members[1].hostname, renumbered.members[2].hostname);
    QVERIFY(!record.samePlan(renumbered));
    ClusterRecord otherSeat = later;
    otherSeat.seatId = idOf(QLatin1Char('B'));
    QVERIFY(!record.samePlan(otherSeat));
}

namespace {
MemberState fullState()
{
    MemberState s =
        stateOf(QLatin1Char('B'), heardLinks(QStringLiteral("A:1-B:0")).value(QLatin1Char('B')));
    s.currentCx7 = "network:\n  version: 2\n";
    s.conflicts = {QStringLiteral("50-cloud-init.yaml also configures ens1f0a (mtu 1500)")};
    s.fabricAddresses = {QStringLiteral("10.10.1.1/24"), QStringLiteral("10.10.2.1/24")};
    s.record = twoNodeRecord();
    s.consent = QStringLiteral("delegated");
    s.nonce = QByteArray(MemberState::kNonceBytes, '\x7f');
    return s;
}
} // namespace

void TestClusterRecord::memberStateRoundTrip()
{
    const MemberState state = fullState();
    QCOMPARE(state.links.size(), 2);
    const QByteArray json = state.toJson();
    const Result<MemberState> back = MemberState::fromJson(json);
    QVERIFY2(back, qPrintable(back.errorMessage()));
    QVERIFY(*back == state);
    QCOMPARE(back->toJson(), json);
    QVERIFY(json.size() < MemberState::kMaxBytes);
    // The inventory comes back as the same bytes the member scanned.
    QCOMPARE(*hw::InventoryJson::fromJson(QJsonDocument::fromJson(back->inventory).object()),
             inventoryOf(QLatin1Char('B')));
}

void TestClusterRecord::memberStateRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    const MemberState state = fullState();
    const QByteArray good = state.toJson();
    const QByteArray nonce = state.nonce.toBase64();
    auto row = [&](const char *name, const QByteArray &from, const QByteArray &to,
                   const char *says) {
        QTest::newRow(name) << replaced(good, from, to) << QString::fromUtf8(says);
    };
    row("unknown field", "\"consent\":", "\"root\":true,\"consent\":", "unknown field \"root\"");
    row("consent neither", "\"delegated\"", "\"always\"", "must be \"ask\" or \"delegated\"");
    row("nonce 31 bytes", nonce, QByteArray(31, '\x7f').toBase64(), "must be empty or 32 bytes");
    row("nonce not base64", nonce, "!!!!", "standard base64");
    row("nonce without padding", nonce, nonce.left(nonce.indexOf('=')), "standard base64");
    row("nonce 33 bytes", nonce, QByteArray(33, '\x7f').toBase64(), "more than 32 bytes");
    row("inventory not JSON", "\"inventory\":\"", "\"inventory\":\"" + QByteArray("[1,").toBase64(),
        "inventory");
    row("link to itself", "\"peer_id\":\"" + idOf(QLatin1Char('A')).toLatin1(),
        "\"peer_id\":\"" + idOf(QLatin1Char('B')).toLatin1(), "cannot hear itself");
    row("link on port 2", "\"local_port\":0", "\"local_port\":2", "links[0].local_port");
    row("netdev with a slash", "\"local_netdev\":\"ens1f0a\"", "\"local_netdev\":\"ens1/0a\"",
        "is not a netdev name");
    row("fabric address without prefix", "\"10.10.1.1/24\"", "\"10.10.1.1\"", "is not a.b.c.d/nn");
    row("conflict with an escape", "(mtu 1500)", "(mtu 1500)\\u001b[2J", "must be plain text");
    row("record with a bad node", "\"node\":2", "\"node\":7,\"x\":1", "record.members[1]");
    row("record not an object", "\"record\":{", "\"record\":true,\"unused\":{",
        "record: must be a JSON object");
    row("id not hex", "\"id\":\"a1", "\"id\":\"g1", "id: the id must be 64");
    QByteArray tooManyLinks = good;
    const QByteArray oneLink = QJsonDocument(QJsonDocument::fromJson(good)["links"][0].toObject())
                                   .toJson(QJsonDocument::Compact);
    QByteArray links = "\"links\":[" + oneLink;
    for (int i = 0; i < MemberState::kMaxLinks; ++i)
        links += "," + oneLink;
    QTest::newRow("too many links")
        << replaced(good, "\"links\":[", links + ",") << QStringLiteral("more than 64 entries");
    QTest::newRow("duplicate link") << replaced(good, "\"links\":[", "\"links\":[" + oneLink + ",")
                                    << QStringLiteral("listed twice");
    QTest::newRow("oversize") << QByteArray(good + QByteArray(MemberState::kMaxBytes, ' '))
                              << QStringLiteral("more than the 49152 allowed");
}

void TestClusterRecord::memberStateRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    const Result<MemberState> state = MemberState::fromJson(json);
    QVERIFY(!state);
    QCOMPARE(state.error().code, ErrorCode::InvalidInput);
    QVERIFY2(state.error().message.contains(says), qPrintable(state.error().message));
}

namespace {
MemberTry signedTry()
{
    MemberTry t;
    t.netplan = "network:\n  version: 2\n  ethernets: {}\n";
    t.record = twoNodeRecord();
    t.deadlineSeconds = 45;
    t.nonce = QByteArray(MemberState::kNonceBytes, 'n');
    t.expiresAt = 1795000000;
    t.signature = QByteArray(71, 's');
    t.seatAddresses = {*topology::PlannedAddress::parse(QStringLiteral("192.168.177.1/24")),
                       *topology::PlannedAddress::parse(QStringLiteral("192.168.178.1/24"))};
    return t;
}
} // namespace

void TestClusterRecord::memberTryRoundTrip()
{
    for (MemberTry t : {signedTry(), MemberTry{}}) {
        if (t.netplan.isEmpty()) { // the plain try of a member that asks its person
            t.netplan = "network: {version: 2}\n";
            t.record = ringRecord();
        }
        const QByteArray json = t.toJson();
        const Result<MemberTry> back = MemberTry::fromJson(json);
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QVERIFY(*back == t);
        QCOMPARE(back->toJson(), json);
    }
    // A seat that sends no seat addresses (an older one): a try with none, not a refusal.
    const QByteArray json = signedTry().toJson();
    const QByteArray field = "\"seat_addresses\":[\"192.168.177.1/24\",\"192.168.178.1/24\"],";
    QVERIFY(json.contains(field));
    const Result<MemberTry> old = MemberTry::fromJson(QByteArray(json).replace(field, ""));
    QVERIFY2(old, qPrintable(old.errorMessage()));
    QVERIFY(old->seatAddresses.isEmpty());
}

void TestClusterRecord::memberTryRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    const MemberTry t = signedTry();
    const QByteArray good = t.toJson();
    auto row = [&](const char *name, const QByteArray &from, const QByteArray &to,
                   const char *says) {
        QTest::newRow(name) << replaced(good, from, to) << QString::fromUtf8(says);
    };
    row("deadline 0", "\"deadline_seconds\":45", "\"deadline_seconds\":0",
        "deadline_seconds: must be a whole number from 1 to 600");
    row("deadline 601", "\"deadline_seconds\":45", "\"deadline_seconds\":601", "from 1 to 600");
    row("deadline negative", "\"deadline_seconds\":45", "\"deadline_seconds\":-5", "from 1 to 600");
    row("signature without a nonce", "\"nonce\":\"" + t.nonce.toBase64(), "\"nonce\":\"",
        "a signed try needs");
    row("signature without expiry", "\"expires_at\":1795000000", "\"expires_at\":0",
        "a signed try needs");
    row("nonce without a signature", "\"signature\":\"" + t.signature.toBase64(),
        "\"signature\":\"", "without a signature");
    row("signature too long", t.signature.toBase64(), QByteArray(129, 's').toBase64(),
        "more than 128 bytes");
    row("empty netplan", "\"netplan\":\"" + t.netplan.toBase64(), "\"netplan\":\"",
        "netplan: empty");
    row("record missing", "\"record\":", "\"recorded\":", "record: missing");
    row("record of version 2", "\"version\":1", "\"version\":2", "version 2");
    row("expiry past 2^53", "\"expires_at\":1795000000", "\"expires_at\":9007199254740994",
        "expires_at");
    row("seat address without prefix", "\"192.168.177.1/24\"", "\"192.168.177.1\"",
        "seat_addresses[0]: '192.168.177.1' is not an IPv4 address with its prefix");
    row("seat address an option", "\"192.168.178.1/24\"", "\"-oProxyCommand=x\"",
        "seat_addresses[1]: '-oProxyCommand=x' is not an IPv4 address");
    row("seat address with leading zeros", "\"192.168.177.1/24\"", "\"192.168.177.01/24\"",
        "is not an IPv4 address");
    row("seat address too long", "\"192.168.177.1/24\"", "\"192.168.177.1/24      \"",
        "longer than 18 characters");
    row("seat addresses not a list", "[\"192.168.177.1/24\",\"192.168.178.1/24\"]",
        "\"192.168.177.1/24\"", "seat_addresses");
    QTest::newRow("netplan too big")
        << replaced(good, "\"netplan\":\"" + t.netplan.toBase64(),
                    "\"netplan\":\"" + QByteArray(MemberTry::kMaxNetplanBytes + 1, 'y').toBase64())
        << QStringLiteral("netplan: more than 32768 bytes");
}

void TestClusterRecord::memberTryRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    const Result<MemberTry> t = MemberTry::fromJson(json);
    QVERIFY(!t);
    QCOMPARE(t.error().code, ErrorCode::InvalidInput);
    QVERIFY2(t.error().message.contains(says), qPrintable(t.error().message));
}

void TestClusterRecord::fuzzSeedsAreAccepted_data()
{
    QTest::addColumn<QString>("file");
    const QDir corpus(QStringLiteral(SPARKWIRE_CLUSTER_CORPUS));
    const QStringList files = corpus.entryList(QDir::Files);
    QVERIFY(files.size() >= 6);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << corpus.filePath(file);
}

void TestClusterRecord::fuzzSeedsAreAccepted()
{
    // Each seed is a whole valid document, so the fuzzer starts from the accepting paths.
    QFETCH(QString, file);
    const QByteArray json = *common::AtomicFile::read(file);
    const QString name = QFileInfo(file).fileName();
    if (name.startsWith(QLatin1String("record-")))
        QVERIFY2(ClusterRecord::fromJson(json),
                 qPrintable(ClusterRecord::fromJson(json).errorMessage()));
    else if (name.startsWith(QLatin1String("state-")))
        QVERIFY2(MemberState::fromJson(json),
                 qPrintable(MemberState::fromJson(json).errorMessage()));
    else
        QVERIFY2(MemberTry::fromJson(json), qPrintable(MemberTry::fromJson(json).errorMessage()));
}

// Issue 26: a cluster is named after its members' paired names in node order (what the person
// approved), never after a key id; past 64 characters, after the first member and a count.
void TestClusterRecord::defaultNameIsTheMembers_data()
{
    QTest::addColumn<QStringList>("hostnames"); // in the order the members are listed
    QTest::addColumn<QList<int>>("nodes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("two") << QStringList{"spark-a", "spark-b"} << QList<int>{1, 2}
                         << QStringLiteral("spark-a-spark-b");
    QTest::newRow("listed out of node order")
        << QStringList{"spark-c", "spark-a", "spark-b"} << QList<int>{3, 1, 2}
        << QStringLiteral("spark-a-spark-b-spark-c");
    QTest::newRow("eight, past 64 characters")
        << QStringList{"spark-a", "spark-b", "spark-c", "spark-d", "spark-e",
                       "spark-f", "spark-g", "spark-h", "spark-i"}
        << QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9} << QStringLiteral("spark-a-and-8-more");
    QTest::newRow("a 63-character first name")
        << QStringList{QString(63, 'x'), "spark-b"} << QList<int>{1, 2}
        << QString(53, 'x') + QStringLiteral("-and-1-more");
}

void TestClusterRecord::defaultNameIsTheMembers()
{
    QFETCH(QStringList, hostnames);
    QFETCH(QList<int>, nodes);
    QFETCH(QString, expected);
    QList<ClusterMember> members;
    for (int i = 0; i < hostnames.size(); ++i)
        members.append({QString(64, QChar('a' + i)), hostnames[i], nodes[i]});
    const QString name = ClusterRecord::defaultName(members);
    QCOMPARE(name, expected);
    QVERIFY(name.size() <= 64);
    // It is a name a record accepts.
    ClusterRecord r = twoNodeRecord();
    r.name = name;
    QVERIFY(ClusterRecord::fromJson(r.toJson()));
}

QTEST_GUILESS_MAIN(TestClusterRecord)
#include "tst_clusterrecord.moc"
