// The helper's memo of what netplan's own parser accepted (netplan::ValidationMemo), with
// real netplan behind a wrapper that counts its runs: the same input (program, every file of
// the hierarchy, the candidate) is not run again for a while; any other input is, and so is a
// refusal, which keeps its own words.
#include "netplan/NetplanValidator.h"
#include "netplan/ValidationMemo.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

namespace {
const QByteArray kGood =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 9000\n";
const QByteArray kOther =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 1500\n";
const QByteArray kBad =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: maybe\n";

bool put(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size() &&
           f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}
} // namespace

class TestValidationMemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        const QString netplan = QStandardPaths::findExecutable(QStringLiteral("netplan"));
        if (netplan.isEmpty())
            QSKIP("netplan (netplan.io) is not installed: nothing to validate with");
        QVERIFY(m_dir.isValid());
        // Two programs: each appends a line to runs.log, then is netplan.
        for (const QString &name : {QStringLiteral("netplan-a"), QStringLiteral("netplan-b")}) {
            const QString path = m_dir.filePath(name);
            QVERIFY(put(path, "#!/bin/sh\necho run >> '" + m_dir.filePath("runs.log").toUtf8() +
                                  "'\nexec '" + netplan.toUtf8() + "' \"$@\"\n"));
            QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                    QFileDevice::ExeOwner));
        }
        m_root = m_dir.filePath(QStringLiteral("root"));
        QVERIFY(put(m_root + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
                    "network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n"));
    }

    void sameInputRunsOnce()
    {
        netplan::ValidationMemo memo;
        netplan::NetplanValidator validator(m_dir.filePath(QStringLiteral("netplan-a")));
        validator.setMemo(&memo);
        const int before = runs();
        for (int i = 0; i < 3; ++i) {
            const auto issues = validator.validate(m_root, kGood);
            QVERIFY2(issues, qPrintable(issues.errorMessage()));
            QVERIFY(issues->isEmpty());
        }
        QCOMPARE(runs() - before, 1);
        QCOMPARE(memo.runsSaved(), 2);
    }

    void anyOtherInputRunsAgain()
    {
        netplan::ValidationMemo memo;
        netplan::NetplanValidator a(m_dir.filePath(QStringLiteral("netplan-a")));
        a.setMemo(&memo);
        QVERIFY(a.validate(m_root, kGood));
        int before = runs();
        // Another candidate.
        QVERIFY(a.validate(m_root, kOther));
        QCOMPARE(runs() - before, 1);
        // Another file of the hierarchy changed.
        before = runs();
        QVERIFY(put(m_root + QStringLiteral("/etc/netplan/60-more.yaml"),
                    "network:\n  version: 2\n  ethernets:\n    eno1: {dhcp4: true}\n"));
        QVERIFY(a.validate(m_root, kGood));
        QCOMPARE(runs() - before, 1);
        QVERIFY(QFile::remove(m_root + QStringLiteral("/etc/netplan/60-more.yaml")));
        // Another program, the same files.
        netplan::NetplanValidator b(m_dir.filePath(QStringLiteral("netplan-b")));
        b.setMemo(&memo);
        before = runs();
        QVERIFY(b.validate(m_root, kGood));
        QCOMPARE(runs() - before, 1);
        QCOMPARE(memo.runsSaved(), 0);
    }

    void refusalsRunEveryTime()
    {
        netplan::ValidationMemo memo;
        netplan::NetplanValidator validator(m_dir.filePath(QStringLiteral("netplan-a")));
        validator.setMemo(&memo);
        const int before = runs();
        for (int i = 0; i < 2; ++i) {
            const auto issues = validator.validate(m_root, kBad);
            QVERIFY2(issues, qPrintable(issues.errorMessage()));
            QCOMPARE(issues->size(), 1);
            QVERIFY2(issues->first().message.contains(QStringLiteral("maybe")),
                     qPrintable(issues->first().message));
        }
        QCOMPARE(runs() - before, 2);
    }

    void keptAWhileOnly()
    {
        netplan::ValidationMemo memo(300);
        netplan::NetplanValidator validator(m_dir.filePath(QStringLiteral("netplan-a")));
        validator.setMemo(&memo);
        const int before = runs();
        QVERIFY(validator.validate(m_root, kGood));
        QVERIFY(validator.validate(m_root, kGood));
        QCOMPARE(runs() - before, 1);
        QTest::qWait(400);
        QVERIFY(validator.validate(m_root, kGood));
        QCOMPARE(runs() - before, 2);
    }

private:
    int runs() const
    {
        QFile log(m_dir.filePath(QStringLiteral("runs.log")));
        return log.open(QIODevice::ReadOnly) ? int(log.readAll().count('\n')) : 0;
    }

    QTemporaryDir m_dir;
    QString m_root;
};

QTEST_GUILESS_MAIN(TestValidationMemo)
#include "tst_validationmemo.moc"
