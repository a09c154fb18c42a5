// The review's netplan check, with real netplan on real trees: the whole hierarchy when it
// can be read, the candidate alone (said so) when a file of it cannot be read by this user.
// The fallback is chosen on the issue's code, never on its text.
#include "netplan/CandidateCheck.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace sparkwire;

namespace {
void put(const QString &path, const QByteArray &content, QFileDevice::Permissions permissions)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QVERIFY(f.setPermissions(permissions));
}

const QByteArray kGood =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 9000\n";
const QByteArray kBad =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: maybe\n";
constexpr QFileDevice::Permissions kWorldReadable = QFileDevice::ReadOwner |
                                                    QFileDevice::WriteOwner |
                                                    QFileDevice::ReadGroup | QFileDevice::ReadOther;
constexpr QFileDevice::Permissions kRootOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

// As a person without root: effective user nobody for the scope, back to root after. The
// real user stays root, so the directory listing still shows the root-only file, as it does
// for a person (ls shows what cat cannot read).
class AsNobody
{
public:
    AsNobody() { m_ok = ::seteuid(65534) == 0; }
    ~AsNobody()
    {
        if (m_ok && ::seteuid(0) != 0)
            qFatal("cannot become root again");
    }
    bool ok() const { return m_ok; }

private:
    bool m_ok = false;
};
} // namespace

class TestCandidateCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readableHierarchyIsCheckedWhole();
    void unreadableFileFallsBackToTheCandidateAlone();
    void candidateAloneStillRefusesBadBytes();

private:
    QTemporaryDir m_root;
};

void TestCandidateCheck::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("needs root to act as a person without it");
    // The tree must be enterable by nobody, the other file readable only by root.
    QVERIFY(QFile::setPermissions(m_root.path(), kWorldReadable | QFileDevice::ExeOwner |
                                                     QFileDevice::ExeGroup |
                                                     QFileDevice::ExeOther));
    put(m_root.path() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
        "network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n", kRootOnly);
    for (const QString &dir : {QStringLiteral("/etc"), QStringLiteral("/etc/netplan")})
        QVERIFY(QFile::setPermissions(m_root.path() + dir, kWorldReadable | QFileDevice::ExeOwner |
                                                               QFileDevice::ExeGroup |
                                                               QFileDevice::ExeOther));
}

void TestCandidateCheck::readableHierarchyIsCheckedWhole()
{
    const netplan::CandidateVerdict verdict =
        netplan::checkCandidate(netplan::NetplanValidator(), m_root.path(), kGood);
    QVERIFY2(verdict.accepted(), qPrintable(verdict.issues.value(0).toString()));
    QVERIFY(!verdict.candidateOnly);

    // A broken neighbour is found because the hierarchy is read.
    QTemporaryDir other;
    put(other.path() + QStringLiteral("/etc/netplan/60-broken.yaml"), "network: [unclosed\n",
        kRootOnly);
    const netplan::CandidateVerdict broken =
        netplan::checkCandidate(netplan::NetplanValidator(), other.path(), kGood);
    QVERIFY(!broken.accepted());
    QVERIFY(!broken.candidateOnly);
    QCOMPARE(broken.issues[0].file, QStringLiteral("etc/netplan/60-broken.yaml"));
    QCOMPARE(broken.issues[0].code, ErrorCode::InvalidInput);
}

void TestCandidateCheck::unreadableFileFallsBackToTheCandidateAlone()
{
    const AsNobody nobody;
    QVERIFY(nobody.ok());
    // What the validator alone says: the other file cannot be read, typed so.
    const Result<QList<netplan::NetplanIssue>> raw =
        netplan::NetplanValidator().validate(m_root.path(), kGood);
    QVERIFY(!raw);
    QCOMPARE(raw.error().code, ErrorCode::PermissionDenied);
    QCOMPARE(raw.error().detail, QStringLiteral("etc/netplan/50-cloud-init.yaml"));

    const netplan::CandidateVerdict verdict =
        netplan::checkCandidate(netplan::NetplanValidator(), m_root.path(), kGood);
    QVERIFY2(verdict.accepted(), qPrintable(verdict.issues.value(0).toString()));
    QVERIFY(verdict.candidateOnly);
}

void TestCandidateCheck::candidateAloneStillRefusesBadBytes()
{
    const AsNobody nobody;
    QVERIFY(nobody.ok());
    const netplan::CandidateVerdict verdict =
        netplan::checkCandidate(netplan::NetplanValidator(), m_root.path(), kBad);
    QVERIFY(verdict.candidateOnly);
    QCOMPARE(verdict.issues.size(), 1);
    QCOMPARE(verdict.issues[0].file, QStringLiteral("etc/netplan/40-cx7.yaml"));
    QCOMPARE(verdict.issues[0].line, 5);
    QCOMPARE(verdict.issues[0].code, ErrorCode::InvalidInput);
}

QTEST_GUILESS_MAIN(TestCandidateCheck)
#include "tst_candidatecheck.moc"
