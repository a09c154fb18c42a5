// The window's start-up, then a sparkwirectl peer command, on one state dir and a real desktop
// keyring (gnome-keyring on a private session bus): the key the window put in the keyring is
// found by the command line, also when DBUS_SESSION_BUS_ADDRESS is not set (ssh, sudo -u).
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSslCertificate>
#include <QSslKey>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestStartupKeyring : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void commandLineFindsTheWindowsKey();

private:
    QProcessEnvironment environment(bool withBusAddress) const;

    QTemporaryDir m_dir;
    QString m_runtime;
    QString m_bus;
    QProcess m_busDaemon;
    QProcess m_keyring;
};

void TestStartupKeyring::initTestCase()
{
    for (const char *tool : {"dbus-daemon", "gnome-keyring-daemon"})
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                 qPrintable(QStringLiteral("%1 is missing: run scripts/install-deps.sh")
                                .arg(QLatin1String(tool))));
    m_runtime = m_dir.filePath(QStringLiteral("runtime"));
    QVERIFY(QDir().mkpath(m_runtime));
    QVERIFY(QFile::setPermissions(m_runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                 QFileDevice::ExeOwner));
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("home"))));
    // The bus where a desktop session has it: $XDG_RUNTIME_DIR/bus.
    m_bus = QStringLiteral("unix:path=") + m_runtime + QStringLiteral("/bus");
    m_busDaemon.start(QStringLiteral("dbus-daemon"),
                      {QStringLiteral("--session"), QStringLiteral("--nofork"),
                       QStringLiteral("--print-address"), QStringLiteral("--address=") + m_bus});
    QVERIFY(m_busDaemon.waitForReadyRead(10000));
    // An unlocked login keyring, as after a desktop login.
    m_keyring.setProcessEnvironment(environment(true));
    m_keyring.start(QStringLiteral("gnome-keyring-daemon"),
                    {QStringLiteral("--foreground"), QStringLiteral("--unlock"),
                     QStringLiteral("--components=secrets")});
    QVERIFY(m_keyring.waitForStarted(10000));
    m_keyring.write("sparkwire-test-password");
    m_keyring.closeWriteChannel();
    // Ready once the Secret Service name is owned on the bus.
    QProcess probe;
    for (int i = 0; i < 100; ++i) {
        probe.setProcessEnvironment(environment(true));
        probe.start(QStringLiteral("dbus-send"),
                    {QStringLiteral("--session"), QStringLiteral("--print-reply"),
                     QStringLiteral("--dest=org.freedesktop.DBus"), QStringLiteral("/"),
                     QStringLiteral("org.freedesktop.DBus.NameHasOwner"),
                     QStringLiteral("string:org.freedesktop.secrets")});
        probe.waitForFinished(5000);
        if (probe.readAllStandardOutput().contains("boolean true"))
            return;
        QTest::qWait(100);
    }
    QFAIL("gnome-keyring-daemon did not take org.freedesktop.secrets");
}

void TestStartupKeyring::cleanupTestCase()
{
    for (QProcess *p : {&m_keyring, &m_busDaemon}) {
        p->terminate();
        if (!p->waitForFinished(5000))
            p->kill();
    }
}

QProcessEnvironment TestStartupKeyring::environment(bool withBusAddress) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_runtime);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("XDG_CURRENT_DESKTOP"));
    if (withBusAddress)
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_bus);
    else
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
    return env;
}

void TestStartupKeyring::commandLineFindsTheWindowsKey()
{
    const QString sysfs = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    const QString stateDir = m_dir.filePath(QStringLiteral("data/sparkwire"));

    // The window, in the desktop session: it makes this node's identity, key in the keyring.
    QProcess window;
    window.setProcessEnvironment(environment(true));
    window.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwire"),
                 {QStringLiteral("--sysfs-root"), sysfs, QStringLiteral("--startup-probe")});
    QVERIFY(window.waitForFinished(60000));
    const QByteArray said = window.readAllStandardOutput();
    QVERIFY2(window.exitCode() == 0, window.readAllStandardError().constData());
    QVERIFY2(said.contains("peer features: private key in the desktop keyring"), said.constData());
    QFile identity(stateDir + QStringLiteral("/identity.pem"));
    QVERIFY(identity.open(QIODevice::ReadOnly));
    const QByteArray onDisk = identity.readAll();
    QVERIFY(!onDisk.contains("PRIVATE KEY")); // really in the keyring
    const QSslCertificate certificate(onDisk);
    const QString windowsId = QString::fromLatin1(
        QCryptographicHash::hash(certificate.publicKey().toDer(), QCryptographicHash::Sha256)
            .toHex());

    // A peer command from a shell without DBUS_SESSION_BUS_ADDRESS (ssh, sudo -u): it finds
    // the bus in $XDG_RUNTIME_DIR, the key in the keyring, and is the same node.
    QProcess command;
    command.setProcessEnvironment(environment(false));
    command.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"),
                  {QStringLiteral("discover"), QStringLiteral("--json"),
                   QStringLiteral("--timeout"), QStringLiteral("0.2"),
                   QStringLiteral("--sysfs-root"), sysfs, QStringLiteral("--state-dir"), stateDir});
    QVERIFY(command.waitForFinished(60000));
    const QByteArray err = command.readAllStandardError();
    QVERIFY2(command.exitCode() == 0, err.constData());
    const QJsonObject json = QJsonDocument::fromJson(command.readAllStandardOutput()).object();
    QCOMPARE(json.value(QLatin1String("self")).toObject().value(QLatin1String("id")).toString(),
             windowsId);

    // No bus anywhere: the command says where the key is and how to reach it.
    QProcessEnvironment noBus = environment(false);
    noBus.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.filePath(QStringLiteral("home")));
    command.setProcessEnvironment(noBus);
    command.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"),
                  {QStringLiteral("discover"), QStringLiteral("--timeout"), QStringLiteral("0.2"),
                   QStringLiteral("--sysfs-root"), sysfs, QStringLiteral("--state-dir"), stateDir});
    QVERIFY(command.waitForFinished(60000));
    QCOMPARE(command.exitCode(), 1);
    const QByteArray why = command.readAllStandardError();
    QVERIFY2(why.contains("private key is in the keyring") &&
                 why.contains("DBUS_SESSION_BUS_ADDRESS"),
             why.constData());
}

QTEST_GUILESS_MAIN(TestStartupKeyring)
#include "tst_startup_keyring.moc"
