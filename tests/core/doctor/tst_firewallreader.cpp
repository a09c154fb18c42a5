// FirewallReader reads the ruleset without blocking: nft first, iptables-save when nft fails
// or hangs past the timeout (it is killed), nothing when neither answers. Real processes: small
// stand-in scripts on a private PATH (the real tools need root and a kernel firewall).
#include "doctor/FirewallReader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using sparkwire::doctor::FirewallReader;

class TestFirewallReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_bin;
    QByteArray m_path;

    void tool(const QString &name, const QByteArray &script)
    {
        QFile f(m_bin.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n" + script);
        f.close();
        QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }
    QString readOnce(qint64 *ms = nullptr)
    {
        FirewallReader reader;
        QSignalSpy read(&reader, &FirewallReader::read);
        QElapsedTimer clock;
        clock.start();
        reader.refresh();
        // With no tool to run, read() comes at once, within refresh().
        if (read.isEmpty() && !read.wait(FirewallReader::kTimeoutMs * 3))
            return QStringLiteral("(no read signal)");
        if (ms)
            *ms = clock.elapsed();
        return reader.ruleset();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_bin.isValid());
        m_path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(m_bin.path()) + ":/bin:/usr/bin");
    }
    void cleanupTestCase() { qputenv("PATH", m_path); }

    void nftAnswers()
    {
        QFile::remove(m_bin.filePath("iptables-save"));
        tool(QStringLiteral("nft"), "echo 'table inet filter {'\n");
        QCOMPARE(readOnce(), QStringLiteral("table inet filter {\n"));
    }
    void iptablesWhenNftFails()
    {
        tool(QStringLiteral("nft"), "echo 'Operation not permitted' >&2; exit 1\n");
        tool(QStringLiteral("iptables-save"), "echo '*filter'\n");
        QCOMPARE(readOnce(), QStringLiteral("*filter\n"));
    }
    void aHangingNftIsKilled()
    {
        tool(QStringLiteral("nft"), "exec sleep 30\n");
        tool(QStringLiteral("iptables-save"), "echo '*filter'\n");
        qint64 ms = 0;
        QCOMPARE(readOnce(&ms), QStringLiteral("*filter\n"));
        QVERIFY2(ms >= FirewallReader::kTimeoutMs - 100 && ms < FirewallReader::kTimeoutMs + 2000,
                 qPrintable(QString::number(ms)));
    }
    void nothingWhenNeitherAnswers()
    {
        QFile::remove(m_bin.filePath("nft"));
        QFile::remove(m_bin.filePath("iptables-save"));
        QCOMPARE(readOnce(), QString());
    }
};

QTEST_GUILESS_MAIN(TestFirewallReader)
#include "tst_firewallreader.moc"
