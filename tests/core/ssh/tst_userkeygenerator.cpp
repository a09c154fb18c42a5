// This node's SSH key made with the real ssh-keygen without blocking the event loop: the
// answer comes later, timers keep ticking meanwhile, an existing key is reused, and links
// where the key goes are refused before ssh-keygen runs, with a typed error.
#include "ssh/UserKeyGenerator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sparkwire;
using ssh::UserKeyGenerator;

class TestUserKeyGenerator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void makesTheKeyWhileTheEventLoopRuns();
    void reusesAnExistingKey();
    void refusesALinkBeforeSshKeygenRuns();

private:
    QString key() const { return m_home->path() + QStringLiteral("/.ssh/id_ed25519"); }
    std::unique_ptr<QTemporaryDir> m_home;
};

void TestUserKeyGenerator::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

void TestUserKeyGenerator::makesTheKeyWhileTheEventLoopRuns()
{
    UserKeyGenerator generator;
    QSignalSpy finished(&generator, &UserKeyGenerator::finished);
    QSignalSpy failed(&generator, &UserKeyGenerator::failed);
    // The longest gap between ticks of a 5 ms timer while ssh-keygen runs.
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    QTimer ticker;
    ticker.setInterval(5);
    connect(&ticker, &QTimer::timeout,
            [&] { longestGap = std::max(longestGap, sinceTick.restart()); });

    QElapsedTimer call;
    call.start();
    generator.start(m_home->path(), QStringLiteral("spark-a"));
    QVERIFY2(call.elapsed() < 50, qPrintable(QString::number(call.elapsed())));
    QVERIFY(generator.isRunning());
    QCOMPARE(finished.size() + failed.size(), 0); // nothing answered from inside start()
    sinceTick.start();
    ticker.start();
    QVERIFY(finished.wait(30000));
    ticker.stop();
    QCOMPARE(failed.size(), 0);
    QVERIFY2(longestGap < 100, qPrintable(QString::number(longestGap)));

    const QString line = finished.first().first().toString();
    QVERIFY2(line.startsWith(QLatin1String("ssh-ed25519 ")), qPrintable(line));
    QVERIFY(line.endsWith(QLatin1String(" spark-a")));
    QFile pub(key() + QStringLiteral(".pub"));
    QVERIFY(pub.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(pub.readAll()).trimmed(), line);
    QCOMPARE(QFile::permissions(key()) & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
             QFileDevice::Permissions());
    QVERIFY(!generator.isRunning());
}

void TestUserKeyGenerator::reusesAnExistingKey()
{
    UserKeyGenerator generator;
    QSignalSpy finished(&generator, &UserKeyGenerator::finished);
    generator.start(m_home->path(), QStringLiteral("spark-a"));
    QVERIFY(finished.wait(30000));
    const QByteArray privateKey = [this] {
        QFile f(key());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();

    generator.start(m_home->path(), QStringLiteral("another comment"));
    QVERIFY(!generator.isRunning()); // no ssh-keygen for a key that is there
    QCOMPARE(finished.size(), 1);    // and the answer still comes from the event loop
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.at(1).first(), finished.at(0).first());
    QFile f(key());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), privateKey);
}

void TestUserKeyGenerator::refusesALinkBeforeSshKeygenRuns()
{
    const QString victim = m_home->path() + QStringLiteral("/victim.pub");
    {
        QFile f(victim);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me\n");
    }
    QVERIFY(QDir().mkpath(m_home->path() + QStringLiteral("/.ssh")));
    QVERIFY(QFile::setPermissions(m_home->path() + QStringLiteral("/.ssh"),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                      QFileDevice::ExeOwner));
    QVERIFY(QFile::link(victim, key() + QStringLiteral(".pub")));

    UserKeyGenerator generator;
    QSignalSpy finished(&generator, &UserKeyGenerator::finished);
    QSignalSpy failed(&generator, &UserKeyGenerator::failed);
    generator.start(m_home->path(), QStringLiteral("spark-a"));
    QVERIFY(!generator.isRunning());
    QVERIFY(failed.wait(5000));
    const Error error = failed.first().first().value<Error>();
    QCOMPARE(int(error.code), int(ErrorCode::PermissionDenied));
    QVERIFY2(error.message.contains(QStringLiteral("symbolic link")), qPrintable(error.message));
    QCOMPARE(finished.size(), 0);
    QVERIFY(!QFile::exists(key()));
    QFile f(victim);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("keep me\n"));
}

QTEST_GUILESS_MAIN(TestUserKeyGenerator)
#include "tst_userkeygenerator.moc"
