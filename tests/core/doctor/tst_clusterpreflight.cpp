// The cluster pre-flight without a network (#30 item 1): a member's facts are read from a
// recorded sysfs tree and fixture roots (never the real /sys), survive the doctor answer's
// JSON, and every hostile variant is refused whole; then, table-driven, each row of the
// comparison passes on equal values, fails or warns on unequal ones, reads as unknown for a
// member that said nothing (an older Sparkwire) or did not answer, with the members named from
// the seat's record. About 0.2 s.
#include "doctor/ClusterPreflight.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::doctor;

namespace {
const QString kSysfs = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/");
const QString kA = QString(64, QLatin1Char('a'));
const QString kB = QString(64, QLatin1Char('b'));
constexpr qint64 kNow = 1'800'000'000'000;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

MemberFacts healthyFacts()
{
    MemberFacts f;
    f.product = QStringLiteral("NVIDIA DGX Spark");
    f.osRelease = QStringLiteral("DGX OS 7.2.3");
    f.kernel = QStringLiteral("6.11.0-1016-nvidia");
    f.biosDate = QStringLiteral("05/12/2026");
    f.cx7Firmware = QStringLiteral("28.45.1020");
    f.cudaDriver = QStringLiteral("580.95.05");
    f.user = QStringLiteral("ada");
    f.uid = 1000;
    f.gid = 1000;
    f.helper = 1;
    f.twins = {{QStringLiteral("enp1s0f1np1"), 1, 0, 200000},
               {QStringLiteral("enP2p1s0f1np1"), 1, 1, 200000},
               {QStringLiteral("enp1s0f0np0"), 0, 0, -1}};
    return f;
}

DoctorAnswer answerWith(const MemberFacts &facts)
{
    DoctorAnswer a;
    a.timeMs = kNow;
    a.sparkwireVersion = QStringLiteral("0.1.0");
    a.ncclVersion = QStringLiteral("2.28.3");
    a.links = {{1, 0, kB, 1}, {1, 1, kB, 1}};
    a.facts = facts;
    return a;
}

MemberAnswer member(const QString &id, const QString &name, int node, std::optional<DoctorAnswer> a)
{
    MemberAnswer m;
    m.member = {id, name, node};
    m.answer = std::move(a);
    m.error = m.answer ? QString() : QStringLiteral("no answer in time at 192.168.177.12");
    // The seat itself is node 1 here; a member that answered also answered its state.
    m.consent = node == 1  ? MemberAnswer::Consent::Self
                : m.answer ? MemberAnswer::Consent::Delegated
                           : MemberAnswer::Consent::Unknown;
    m.sentMs = kNow - 5;
    m.receivedMs = kNow + 5;
    return m;
}

// The answer as the seat reads it: through the member's JSON and the strict parser.
std::optional<DoctorAnswer> overTheWire(const QJsonObject &answer)
{
    const Result<DoctorAnswer> read =
        DoctorAnswer::fromJson(QJsonDocument(answer).toJson(QJsonDocument::Compact));
    if (!read)
        qWarning("%s", qPrintable(read.errorMessage()));
    return read ? std::optional(*read) : std::nullopt;
}

QJsonObject withFact(const QString &key, const QJsonValue &value)
{
    QJsonObject answer = QJsonDocument::fromJson(answerWith(healthyFacts()).toJson()).object();
    QJsonObject facts = answer.value(QLatin1String("facts")).toObject();
    if (value.isUndefined())
        facts.remove(key);
    else
        facts.insert(key, value);
    answer.insert(QLatin1String("facts"), facts);
    return answer;
}

const ClusterPreflight::Row *rowOf(const ClusterPreflight &p, const QString &id)
{
    for (const ClusterPreflight::Row &r : p.rows())
        if (r.id == id)
            return &r;
    return nullptr;
}
} // namespace

Q_DECLARE_METATYPE(sparkwire::doctor::ClusterPreflight::Verdict)

class TestClusterPreflight : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void factsFromRecordedTrees()
    {
        QTemporaryDir dir;
        const QString sysfs = dir.filePath(QStringLiteral("sys"));
        const QString proc = dir.filePath(QStringLiteral("proc"));
        const QString root = dir.filePath(QStringLiteral("root"));
        QCOMPARE(
            QProcess::execute(QStringLiteral("cp"),
                              {QStringLiteral("-a"), kSysfs + QStringLiteral("dgx-port1"), sysfs}),
            0);
        QVERIFY(
            writeFile(sysfs + QStringLiteral("/class/dmi/id/product_name"), "NVIDIA DGX Spark\n"));
        QVERIFY(writeFile(sysfs + QStringLiteral("/class/dmi/id/bios_date"), "05/12/2026\n"));
        QVERIFY(writeFile(sysfs + QStringLiteral("/module/nvidia/version"), "580.95.05\n"));
        QVERIFY(writeFile(proc + QStringLiteral("/sys/kernel/osrelease"), "6.11.0-1016-nvidia\n"));
        QVERIFY(writeFile(root + QStringLiteral("/etc/dgx-release"),
                          "DGX_NAME=\"DGX Spark\"\nDGX_SWBUILD_VERSION=\"7.2.3\"\n"));
        QVERIFY(writeFile(root + QStringLiteral("/etc/netplan/99-nvidia-sync-cluster.yaml"),
                          "network:\n  version: 2\n"));
        QVERIFY(writeFile(root + QStringLiteral("/usr/share/dbus-1/system-services/"
                                                "org.sparkwire.Helper1.service"),
                          "[D-BUS Service]\n"));
        const DoctorInputs in = DoctorInputs::read(sysfs, proc, root, {}, false);
        const MemberFacts f = MemberFacts::read(in);
        QCOMPARE(f.product, QStringLiteral("NVIDIA DGX Spark"));
        QCOMPARE(f.osRelease, QStringLiteral("DGX OS 7.2.3"));
        QCOMPARE(f.kernel, QStringLiteral("6.11.0-1016-nvidia"));
        QCOMPARE(f.biosDate, QStringLiteral("05/12/2026"));
        QCOMPARE(f.cx7Firmware, QStringLiteral("28.45.1020")); // the fixture's fw_ver
        QCOMPARE(f.cudaDriver, QStringLiteral("580.95.05"));
        QCOMPARE(f.helper, 1);
        QVERIFY(f.uid >= 0 && f.gid >= 0);
        QVERIFY(!f.twins.isEmpty());
        QCOMPARE(f.otherToolFiles.size(), 1);
        QCOMPARE(f.otherToolFiles[0].name, QStringLiteral("99-nvidia-sync-cluster.yaml"));
        QCOMPARE(f.otherToolFiles[0].tool, netplan::OtherToolFile::Tool::NvidiaSync);

        // A value that does not have its shape reads as unknown (never sent as it is).
        QVERIFY(writeFile(sysfs + QStringLiteral("/class/dmi/id/bios_date"), "soon\n"));
        QVERIFY(writeFile(proc + QStringLiteral("/sys/kernel/osrelease"), "6.11 $(reboot)\n"));
        const MemberFacts odd = MemberFacts::read(in);
        QCOMPARE(odd.biosDate, QString());
        QCOMPARE(odd.kernel, QString());

        // An empty tree: every value unknown, nothing invented.
        QTemporaryDir empty;
        const DoctorInputs none =
            DoctorInputs::read(empty.path(), empty.path(), empty.path(), {}, false);
        const MemberFacts nothing = MemberFacts::read(none);
        QCOMPARE(nothing.product, QString());
        QCOMPARE(nothing.osRelease, QString());
        QCOMPARE(nothing.cx7Firmware, QString());
        QCOMPARE(nothing.helper, 0);
    }

    void factsRoundTrip()
    {
        MemberFacts f = healthyFacts();
        f.otherToolFiles = {
            {QStringLiteral("40-cx7.yaml"), netplan::OtherToolFile::Tool::Sparkrun, false}};
        const std::optional<DoctorAnswer> back =
            overTheWire(QJsonDocument::fromJson(answerWith(f).toJson()).object());
        QVERIFY(back && back->facts);
        QCOMPARE(*back->facts, f);
    }

    void olderAnswerWithoutFactsIsAccepted()
    {
        QJsonObject answer = QJsonDocument::fromJson(answerWith(healthyFacts()).toJson()).object();
        answer.remove(QLatin1String("facts"));
        const std::optional<DoctorAnswer> back = overTheWire(answer);
        QVERIFY(back);
        QVERIFY(!back->facts);
    }

    void hostileFacts_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("kernel with a shell") << "kernel" << QJsonValue("6.11$(id)");
        QTest::newRow("kernel too long") << "kernel" << QJsonValue(QString(65, QLatin1Char('6')));
        QTest::newRow("bios date not a date") << "bios_date" << QJsonValue("2026-05-12");
        QTest::newRow("firmware text") << "cx7_fw" << QJsonValue("latest");
        QTest::newRow("driver with newline") << "cuda_driver" << QJsonValue("580.95\n");
        QTest::newRow("user with a slash") << "user" << QJsonValue("../root");
        QTest::newRow("uid negative") << "uid" << QJsonValue(-2);
        QTest::newRow("uid a fraction") << "uid" << QJsonValue(1000.5);
        QTest::newRow("gid too large") << "gid" << QJsonValue(1e12);
        QTest::newRow("helper 2") << "helper" << QJsonValue(2);
        QTest::newRow("os as a number") << "os" << QJsonValue(7);
        QTest::newRow("missing key") << "product" << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("unknown key") << "sudo" << QJsonValue(true);
        QTest::newRow("twins too many")
            << "twins"
            << QJsonValue(QJsonArray{
                   QJsonObject{{"netdev", "a"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "b"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "c"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "d"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "e"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "f"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "g"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "h"}, {"port", 0}, {"half", 0}, {"speed", 1}},
                   QJsonObject{{"netdev", "i"}, {"port", 0}, {"half", 0}, {"speed", 1}}});
        QTest::newRow("twin netdev with a space")
            << "twins"
            << QJsonValue(QJsonArray{
                   QJsonObject{{"netdev", "en p1"}, {"port", 0}, {"half", 0}, {"speed", 200000}}});
        QTest::newRow("twin speed absurd")
            << "twins"
            << QJsonValue(QJsonArray{
                   QJsonObject{{"netdev", "enp1"}, {"port", 0}, {"half", 0}, {"speed", 1e9}}});
        QTest::newRow("file with a path")
            << "other_tools"
            << QJsonValue(QJsonArray{QJsonObject{
                   {"name", "../../etc/shadow"}, {"tool", "sparkrun"}, {"disabled", false}}});
        QTest::newRow("file of an unknown tool")
            << "other_tools"
            << QJsonValue(QJsonArray{QJsonObject{
                   {"name", "40-cx7.yaml"}, {"tool", "Evil Tool"}, {"disabled", false}}});
        QTest::newRow("facts not an object") << "" << QJsonValue("facts");
    }

    void hostileFacts()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QJsonObject answer =
            key.isEmpty() ? QJsonDocument::fromJson(answerWith(healthyFacts()).toJson()).object()
                          : withFact(key, value);
        if (key.isEmpty())
            answer.insert(QLatin1String("facts"), value);
        const Result<DoctorAnswer> read =
            DoctorAnswer::fromJson(QJsonDocument(answer).toJson(QJsonDocument::Compact));
        QVERIFY2(!read, "a hostile answer was accepted");
        QCOMPARE(read.error().code, ErrorCode::InvalidInput);
    }

    void rows_data()
    {
        // Member spark-b's answer differs from spark-a's healthy one in `key` (a facts key;
        // "-" for no facts at all, "~" for no answer, "^" not asked: reached only through a
        // neighbour); the row `row` has `verdict`, and
        // spark-b's value in it is `shown`.
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("row");
        QTest::addColumn<ClusterPreflight::Verdict>("verdict");
        QTest::addColumn<QString>("shown");
        using V = ClusterPreflight::Verdict;
        const QJsonValue same(QJsonValue::Undefined);
        QTest::newRow("equal: reachable")
            << "" << same << "reachable" << V::Pass << "answered in 10 ms";
        QTest::newRow("equal: gb10") << "" << same << "gb10" << V::Pass << "NVIDIA DGX Spark";
        QTest::newRow("partner gb10") << "product" << QJsonValue("ASUS Ascent GX10") << "gb10"
                                      << V::Pass << "ASUS Ascent GX10";
        QTest::newRow("not a spark")
            << "product" << QJsonValue("PowerEdge R760") << "gb10" << V::Fail << "PowerEdge R760";
        QTest::newRow("equal: os") << "" << same << "os-release" << V::Pass << "DGX OS 7.2.3";
        QTest::newRow("unequal: os")
            << "os" << QJsonValue("DGX OS 7.1.0") << "os-release" << V::Fail << "DGX OS 7.1.0";
        QTest::newRow("missing: os")
            << "os" << QJsonValue("") << "os-release" << V::Unknown << "unknown";
        QTest::newRow("unequal: kernel") << "kernel" << QJsonValue("6.8.0-1010-nvidia") << "kernel"
                                         << V::Warn << "6.8.0-1010-nvidia";
        QTest::newRow("unequal: bios")
            << "bios_date" << QJsonValue("06/02/2026") << "bios-date" << V::Warn << "06/02/2026";
        QTest::newRow("old bios (Gen5 x2)")
            << "bios_date" << QJsonValue("03/02/2026") << "bios-date" << V::Warn << "03/02/2026";
        QTest::newRow("equal: firmware") << "" << same << "cx7-firmware" << V::Pass << "28.45.1020";
        QTest::newRow("unequal: firmware")
            << "cx7_fw" << QJsonValue("28.43.1014") << "cx7-firmware" << V::Warn << "28.43.1014";
        QTest::newRow("unequal: cuda driver")
            << "cuda_driver" << QJsonValue("570.86.10") << "cuda-driver" << V::Fail << "570.86.10";
        QTest::newRow("equal: account") << "" << same << "account" << V::Pass << "ada 1000:1000";
        QTest::newRow("unequal: uid")
            << "uid" << QJsonValue(1001) << "account" << V::Fail << "ada 1001:1000";
        QTest::newRow("unequal: user")
            << "user" << QJsonValue("grace") << "account" << V::Fail << "grace 1000:1000";
        QTest::newRow("unequal: gid")
            << "gid" << QJsonValue(100) << "account" << V::Fail << "ada 1000:100";
        QTest::newRow("helper missing")
            << "helper" << QJsonValue(0) << "helper" << V::Fail << "not installed";
        QTest::newRow("helper delegated") << "" << same << "helper" << V::Pass << "yes, delegated";
        // Its person is asked for each plan: the apply waits at that Spark's screen.
        QTest::newRow("helper asks")
            << "?ask" << same << "helper" << V::Warn << "asks its person each time";
        QTest::newRow("helper state not read") << "?unknown" << same << "helper" << V::Unknown
                                               << "unknown: its state: no answer in time";
        QTest::newRow("twin at 100G")
            << "twins"
            << QJsonValue(QJsonArray{QJsonObject{
                   {"netdev", "enp1s0f1np1"}, {"port", 1}, {"half", 0}, {"speed", 100000}}})
            << "twin-speed" << V::Fail << "enp1s0f1np1 100 Gb/s";
        QTest::newRow("cabled twin without link")
            << "twins"
            << QJsonValue(QJsonArray{
                   QJsonObject{{"netdev", "enp1s0f1np1"}, {"port", 1}, {"half", 0}, {"speed", -1}}})
            << "twin-speed" << V::Fail << "enp1s0f1np1 no link";
        // A link whose driver reports no speed (the virtual Sparks' virtio NICs): not judged.
        QTest::newRow("cabled twin, speed not reported")
            << "twins"
            << QJsonValue(QJsonArray{
                   QJsonObject{{"netdev", "enp1s0f1np1"}, {"port", 1}, {"half", 0}, {"speed", 0}}})
            << "twin-speed" << V::Unknown << "enp1s0f1np1 link up, speed not reported";
        QTest::newRow("a virtual machine's product name")
            << "product" << QJsonValue("Standard PC (i440FX + PIIX, 1996)") << "gb10" << V::Fail
            << "Standard PC (i440FX + PIIX, 1996)";
        QTest::newRow("equal: twins") << "" << same << "twin-speed" << V::Pass
                                      << "enp1s0f1np1 200 Gb/s, enP2p1s0f1np1 200 Gb/s";
        QTest::newRow("sync's file")
            << "other_tools"
            << QJsonValue(QJsonArray{QJsonObject{{"name", "99-nvidia-sync-cluster.yaml"},
                                                 {"tool", "nvidia-sync"},
                                                 {"disabled", false}}})
            << "other-tools" << V::Warn
            << "99-nvidia-sync-cluster.yaml (NVIDIA Sync (Cluster Assistant))";
        QTest::newRow("renamed aside only")
            << "other_tools"
            << QJsonValue(QJsonArray{QJsonObject{{"name", "40-cx7.yaml.sync-disabled-1"},
                                                 {"tool", "nvidia-sync"},
                                                 {"disabled", true}}})
            << "other-tools" << V::Pass
            << "40-cx7.yaml.sync-disabled-1 (NVIDIA Sync (Cluster Assistant), renamed aside)";
        QTest::newRow("older member: os") << "-" << same << "os-release" << V::Unknown << "unknown";
        QTest::newRow("older member: twins")
            << "-" << same << "twin-speed" << V::Unknown << "unknown";
        QTest::newRow("older member: nccl still compared")
            << "-" << same << "nccl" << V::Pass << "2.28.3";
        QTest::newRow("no answer: reachable") << "~" << same << "reachable" << V::Fail
                                              << "no answer: no answer in time at 192.168.177.12";
        QTest::newRow("no answer: account") << "~" << same << "account" << V::Unknown << "unknown";
        // A member of a ring of four or more that only a neighbour reaches answers through
        // that neighbour's relay: its checks count like any other's.
        QTest::newRow("through a neighbour: reachable")
            << "^" << same << "reachable" << V::Pass
            << "answered through a paired neighbour in 10 ms";
        QTest::newRow("through a neighbour: os")
            << "^" << same << "os-release" << V::Pass << "DGX OS 7.2.3";
        QTest::newRow("through a neighbour: helper")
            << "^" << same << "helper" << V::Pass << "yes, delegated";
    }

    void rows()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, row);
        QFETCH(ClusterPreflight::Verdict, verdict);
        QFETCH(QString, shown);
        std::optional<DoctorAnswer> b;
        if (key == QLatin1String("-")) {
            QJsonObject older = withFact(QStringLiteral("os"), QJsonValue("x"));
            older.remove(QLatin1String("facts"));
            b = overTheWire(older);
            QVERIFY(b);
        } else if (key != QLatin1String("~") && key != QLatin1String("^") &&
                   !key.startsWith(QLatin1Char('?'))) {
            b = overTheWire(key.isEmpty()
                                ? withFact(QStringLiteral("os"), QJsonValue("DGX OS 7.2.3"))
                                : withFact(key, value));
            QVERIFY(b);
        }
        QList<MemberAnswer> answers{
            member(kA, QStringLiteral("spark-a"), 1, answerWith(healthyFacts())),
            member(kB, QStringLiteral("spark-b"), 2, b)};
        if (key == QLatin1String("^")) {
            answers[1] = member(kB, QStringLiteral("spark-b"), 2, answerWith(healthyFacts()));
            answers[1].throughNeighbour = true;
        }
        if (key.startsWith(QLatin1Char('?'))) {
            answers[1].answer = answerWith(healthyFacts());
            answers[1].consent = key == QLatin1String("?ask") ? MemberAnswer::Consent::Ask
                                                              : MemberAnswer::Consent::Unknown;
            if (answers[1].consent == MemberAnswer::Consent::Unknown)
                answers[1].consentError = QStringLiteral("its state: no answer in time");
        }
        const ClusterPreflight p = ClusterPreflight::compute(answers);
        QCOMPARE(p.members(), (QStringList{QStringLiteral("spark-a"), QStringLiteral("spark-b")}));
        const ClusterPreflight::Row *r = rowOf(p, row);
        QVERIFY(r);
        QCOMPARE(r->values.size(), 2);
        QCOMPARE(r->values[1], shown);
        QCOMPARE(r->verdict, verdict);
        QCOMPARE(r->fix.isEmpty(), verdict == ClusterPreflight::Verdict::Pass);
        // Unknown: the fix is to hear from the member, not the fix of a difference.
        QCOMPARE(r->fix.contains(QStringLiteral("did not say")),
                 verdict == ClusterPreflight::Verdict::Unknown);
        QCOMPARE(p.anyFailed(), [&] {
            for (const ClusterPreflight::Row &x : p.rows())
                if (x.verdict == ClusterPreflight::Verdict::Fail)
                    return true;
            return false;
        }());
    }

    void healthyClusterPassesEveryRow()
    {
        const ClusterPreflight p = ClusterPreflight::compute(
            {member(kA, QStringLiteral("spark-a"), 1, answerWith(healthyFacts())),
             member(kB, QStringLiteral("spark-b"), 2, answerWith(healthyFacts()))});
        QCOMPARE(p.rows().size(), 12);
        for (const ClusterPreflight::Row &r : p.rows())
            QVERIFY2(r.verdict == ClusterPreflight::Verdict::Pass, qPrintable(r.id));
        QVERIFY(!p.anyFailed());
        const QJsonObject json = p.toJson();
        QCOMPARE(json.value(QLatin1String("members")).toArray().size(), 2);
        const QJsonObject first = json.value(QLatin1String("rows")).toArray().at(0).toObject();
        QCOMPARE(first.value(QLatin1String("id")).toString(), QStringLiteral("reachable"));
        QCOMPARE(first.value(QLatin1String("verdict")).toString(), QStringLiteral("pass"));
        QCOMPARE(first.value(QLatin1String("values")).toArray().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestClusterPreflight)
#include "tst_clusterpreflight.moc"
