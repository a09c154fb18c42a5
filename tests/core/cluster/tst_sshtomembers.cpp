// Verify's "Set up passwordless SSH": every member in turn through the peer session, at the
// address it was given; a member that fails is named with why and the next one still runs;
// answers of a setup this run did not start (Find peers' own button) are not taken as its.
#include "cluster/SshToMembers.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

namespace {
// Answers each setup a moment later: spark-c's person declines, everyone else says yes.
class AnsweringSession : public peers::PeerSession
{
public:
    void pair(const peers::PeerTarget &) override {}
    void confirmPairing(bool) override {}
    void setupSsh(const peers::PeerTarget &target) override
    {
        asked << target.address + QLatin1Char('|') + target.id;
        QTimer::singleShot(5, this, [this, target] {
            Q_EMIT progress(QStringLiteral("Waiting for the other Spark's person…"));
            if (target.id == QLatin1String("c"))
                Q_EMIT sshFailed(
                    makeError(ErrorCode::Refused, QStringLiteral("declined by spark-c's person")));
            else
                Q_EMIT sshReady(QStringLiteral("sparkwire-x"), QStringLiteral("logs in"));
        });
    }
    void proposePlan(const peers::PeerTarget &, const QByteArray &) override {}
    void requestTestServers(const peers::PeerTarget &, const QString &, int) override {}
    std::optional<QString> pairedName(const QString &) const override { return std::nullopt; }
    QStringList asked;
};
} // namespace

class TestSshToMembers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyMemberInTurn();
    void answersOutsideARunAreNotOurs();
};

void TestSshToMembers::everyMemberInTurn()
{
    AnsweringSession session;
    cluster::SshToMembers setup(&session);
    QSignalSpy finished(&setup, &cluster::SshToMembers::finished);
    setup.start(
        {{QStringLiteral("spark-b"), {QStringLiteral("192.168.177.2"), QStringLiteral("b")}},
         {QStringLiteral("spark-c"), {QStringLiteral("192.168.177.6"), QStringLiteral("c")}},
         {QStringLiteral("spark-d"), {QStringLiteral("192.168.177.10"), QStringLiteral("d")}}});
    QVERIFY(setup.isRunning());
    QCOMPARE(setup.text(), QStringLiteral("Setting up SSH with spark-b at 192.168.177.2…"));
    QVERIFY(finished.wait(5000));
    QVERIFY(!setup.isRunning());
    QCOMPARE(session.asked,
             (QStringList{QStringLiteral("192.168.177.2|b"), QStringLiteral("192.168.177.6|c"),
                          QStringLiteral("192.168.177.10|d")}));
    QCOMPARE(setup.text(),
             QStringLiteral("✔ spark-b: logs in\n"
                            "✘ spark-c: SSH not set up: declined by spark-c's person\n"
                            "✔ spark-d: logs in"));
    QCOMPARE(setup.failures(), 1);
}

void TestSshToMembers::answersOutsideARunAreNotOurs()
{
    AnsweringSession session;
    cluster::SshToMembers setup(&session);
    QSignalSpy changed(&setup, &cluster::SshToMembers::changed);
    Q_EMIT session.sshReady(QStringLiteral("sparkwire-b"), QStringLiteral("from Find peers"));
    Q_EMIT session.sshFailed(makeError(ErrorCode::Refused, QStringLiteral("from Find peers")));
    QCOMPARE(changed.count(), 0);
    QVERIFY(setup.text().isEmpty());
    setup.start({}); // nothing to do: no run
    QVERIFY(!setup.isRunning());
}

QTEST_GUILESS_MAIN(TestSshToMembers)
#include "tst_sshtomembers.moc"
