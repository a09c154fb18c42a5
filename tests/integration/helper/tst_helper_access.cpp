// Who may do what, and what is refused: Validate needs no password (its own polkit action,
// allowed by default) while Try does; a denied user changes nothing; hostile input (the
// parser-differential exploits included) and plans overlapping this host's networks are
// refused by both Validate and Try.
#include "HelperTestbed.h"

#include <QDBusMessage>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

class HelperAccessTest : public HelperTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void init() { reset(); }
    void cleanupTestCase() { killHelpers(); }
    void deniedUserWritesNothing();
    void hostileInputIsRefused_data();
    void hostileInputIsRefused();
    void checkOnlyValidates();
    void exploitIsRefusedByValidate_data();
    void exploitIsRefusedByValidate();
    void planOverlappingTheHostIsRefused_data();
    void planOverlappingTheHostIsRefused();
    void validateNeedsNoAuthorization();
};

void HelperAccessTest::deniedUserWritesNothing()
{
    const Run r = ctl(SystemBusSandbox::kDeniedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew)}, "y\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("not authorized")), qPrintable(r.out + r.err));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
    QVERIFY(!QDir(m_root + QStringLiteral("/var/lib/sparkwire")).exists() ||
            QDir(m_root + QStringLiteral("/var/lib/sparkwire")).isEmpty());
    const Run check =
        ctl(SystemBusSandbox::kDeniedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QCOMPARE(check.exitCode, 1);
    QVERIFY(check.err.contains(QStringLiteral("not authorized")));
}

void HelperAccessTest::hostileInputIsRefused_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason");
    auto eth = [](const QByteArray &name, const QByteArray &settings) -> QByteArray {
        return "network:\n  version: 2\n  ethernets:\n    " + name + ":\n" + settings;
    };
    QTest::newRow("management port")
        << eth("enP7s7", "      mtu: 9000\n") << "'enP7s7' is not a ConnectX-7 port";
    QTest::newRow("loopback") << eth("lo", "      mtu: 9000\n") << "'lo' is not a ConnectX-7 port";
    QTest::newRow("default route")
        << eth("enp1s0f1np1", "      routes: [{to: 0.0.0.0/0, via: 192.168.177.2}]\n")
        << "'routes' is not allowed";
    QTest::newRow("renderer")
        << QByteArray(
               "network:\n  renderer: NetworkManager\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n")
        << "renderer changes are not allowed";
    QTest::newRow("bond") << QByteArray(
                                 "network:\n  bonds:\n    bond0: {interfaces: [enp1s0f1np1]}\n")
                          << "'bonds' is not allowed";
    QTest::newRow("oversized") << QByteArray(eth("enp1s0f1np1", "      mtu: 9000\n") + "#" +
                                             QByteArray(70000, 'x') + "\n")
                               << "more than 65536 bytes";
    QTest::newRow("invalid utf-8")
        << eth("enp1s0f1np1", "      mtu: 9000 # \xc3\x28\n") << "not valid UTF-8";
    QTest::newRow("alias bomb") << QByteArray(
                                       "a: &a [x,x,x,x,x,x,x,x]\nb: &b "
                                       "[*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b]\n")
                                << "YAML anchors";
    QTest::newRow("duplicate keys")
        << eth("enp1s0f1np1", "      mtu: 9000\n      mtu: 1500\n") << "duplicate key 'mtu'";
    QTest::newRow("absurd mtu") << eth("enp1s0f1np1", "      mtu: 65536\n") << "is not an MTU";
    QTest::newRow("U+2028 exploit")
        << hiddenAfter("\xe2\x80\xa8") << "line 5, column 20: U+2028 LINE SEPARATOR is not allowed";
    QTest::newRow("U+2029 exploit") << hiddenAfter("\xe2\x80\xa9") << "U+2029 PARAGRAPH SEPARATOR";
    QTest::newRow("NEL exploit") << hiddenAfter("\xc2\x85") << "U+0085 NEXT LINE (NEL)";
    QTest::newRow("CR exploit") << hiddenAfter("\r") << "U+000D CARRIAGE RETURN (CR)";
    QTest::newRow("public address") << plan("8.8.8.1/24") << "not in a private range";
    QTest::newRow("dhcp without overrides")
        << eth("enp1s0f1np1", "      dhcp4: true\n")
        << "add dhcp4-overrides: {use-routes: false, use-dns: false}";
}

void HelperAccessTest::hostileInputIsRefused()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, reason);
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("hostile.yaml", yaml)}, "y\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(reason), qPrintable(r.out + r.err));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
    QVERIFY(!QFile::exists(staged()));
    QVERIFY(!QFile::exists(marker()));
}

void HelperAccessTest::checkOnlyValidates()
{
    const Run valid =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QVERIFY2(valid.exitCode == 0, qPrintable(valid.out + valid.err));
    const Run invalid =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"),
             input("bad.yaml", "network:\n  ethernets:\n    enp1s0f1np1: {dhcp4: maybe}\n")},
            QByteArray());
    QCOMPARE(invalid.exitCode, 1);
    QVERIFY(invalid.err.contains(QStringLiteral("must be true or false")));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
}

void HelperAccessTest::exploitIsRefusedByValidate_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason");
    QTest::newRow("U+2028") << hiddenAfter("\xe2\x80\xa8") << "U+2028 LINE SEPARATOR";
    QTest::newRow("NEL") << hiddenAfter("\xc2\x85") << "U+0085 NEXT LINE (NEL)";
    QTest::newRow("CR") << hiddenAfter("\r") << "U+000D CARRIAGE RETURN (CR)";
}

void HelperAccessTest::exploitIsRefusedByValidate()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, reason);
    const Run r =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("exploit.yaml", yaml)},
            QByteArray());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(reason), qPrintable(r.out + r.err));
    QVERIFY(!r.out.contains(QStringLiteral("valid")));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
}

void HelperAccessTest::planOverlappingTheHostIsRefused_data()
{
    QTest::addColumn<QByteArray>("address");
    QTest::addColumn<QString>("reason");
    QTest::newRow("the management subnet")
        << QByteArray("10.77.3.1/24")
        << "10.77.3.1/24 overlaps what this host already uses outside its CX-7 ports: "
           "10.77.0.0/16 (an address on enP7s7), 10.77.0.0/16 (a route via enP7s7)";
    QTest::newRow("a routed private range")
        << QByteArray("172.20.0.1/24") << "172.16.0.0/12 (a route via enP7s7)";
}

void HelperAccessTest::planOverlappingTheHostIsRefused()
{
    QFETCH(QByteArray, address);
    QFETCH(QString, reason);
    const QString file = input("overlap.yaml", plan(address));
    const Run tried =
        ctl(SystemBusSandbox::kAllowedUid, {QStringLiteral("apply"), file}, QByteArray("y\n"));
    QCOMPARE(tried.exitCode, 1);
    QVERIFY2(tried.err.contains(reason), qPrintable(tried.out + tried.err));
    const Run validated =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), file}, QByteArray());
    QCOMPARE(validated.exitCode, 1);
    QVERIFY2(validated.err.contains(reason), qPrintable(validated.out + validated.err));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());

    // The CLI's policy check reads the same netlink the same way, in the same namespace.
    QProcess cli;
    cli.start(QStringLiteral("ip"),
              {QStringLiteral("netns"), QStringLiteral("exec"), m_netns,
               QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"), QStringLiteral("netplan"),
               QStringLiteral("check"), QStringLiteral("--policy"), QStringLiteral("--root-dir"),
               m_root, QStringLiteral("--sysfs-root"),
               QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), file});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(QString::fromUtf8(cli.readAllStandardError()).contains(reason),
             cli.readAllStandardOutput().constData());

    // And a plan beside them (the CX-7 netdev's own current address does not count) passes.
    const Run fine = ctl(SystemBusSandbox::kAllowedUid,
                         {QStringLiteral("apply"), QStringLiteral("--check-only"),
                          input("fine.yaml", plan("192.168.177.1/24"))},
                         QByteArray());
    QVERIFY2(fine.exitCode == 0, qPrintable(fine.out + fine.err));
}

void HelperAccessTest::validateNeedsNoAuthorization()
{
    // The packaged polkit defaults and no agent anywhere: checking is free, changing is not.
    const Run check =
        ctl(SystemBusSandbox::kPlainUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
    QVERIFY(check.out.contains(QStringLiteral("valid")));
    // Still policy-checked and size-capped.
    const Run hostile = ctl(SystemBusSandbox::kPlainUid,
                            {QStringLiteral("apply"), QStringLiteral("--check-only"),
                             input("public.yaml", plan("8.8.8.1/24"))},
                            QByteArray());
    QCOMPARE(hostile.exitCode, 1);
    QVERIFY2(hostile.err.contains(QStringLiteral("not in a private range")),
             qPrintable(hostile.out + hostile.err));
    const QDBusMessage oversized =
        callHelper(QStringLiteral("Validate"), {QByteArray(70000, 'x')}, 30000);
    QCOMPARE(oversized.errorName(), QStringLiteral("org.sparkwire.Helper1.Error.Invalid"));
    QVERIFY(oversized.errorMessage().contains(QStringLiteral("more than 65536 bytes")));

    const Run tried =
        ctl(SystemBusSandbox::kPlainUid, {QStringLiteral("apply"), input("new.yaml", kNew)}, "y\n");
    QCOMPARE(tried.exitCode, 1);
    QVERIFY2(tried.err.contains(QStringLiteral("not authorized")),
             qPrintable(tried.out + tried.err));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
}

int runHelperAccessTests(int argc, char *argv[])
{
    HelperAccessTest tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "tst_helper_access.moc"
