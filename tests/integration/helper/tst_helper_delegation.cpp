// Delegation for real (docs/security.md, "Delegation"): root records a seat's pairing key
// with AddDelegation; from then on a member's agent, running as ANY local user (the relay
// program, under setpriv), tries and confirms the seat's signed plans with no polkit prompt,
// and every forgery is refused with nothing changed: a replayed nonce, an expired or
// far-future signature, a plan re-signed by an unpaired key, tampered YAML or timeout, a plan
// outside the CX-7 policy even when signed, a delegation added by an unprivileged user, a
// removed delegation. Timeouts, Cancel and the owner leaving revert byte-identically.
#include "HelperTestbed.h"
#include "RelayProcess.h"

#include "delegation/PlanSignature.h"
#include "discovery/NodeIdentity.h"

#include <QDBusMessage>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <sys/stat.h>

using namespace sparkwire;
using sparkwire::delegation::PlanSignature::sign;
using sparkwire::delegation::PlanSignature::tryMessage;

namespace {
constexpr char kNotAuthorized[] = "org.sparkwire.Helper1.Error.NotAuthorized";
constexpr char kInvalid[] = "org.sparkwire.Helper1.Error.Invalid";
constexpr char kFailed[] = "org.sparkwire.Helper1.Error.Failed";
constexpr char kNotDelegated[] = "org.sparkwire.Helper1.Error.NotDelegated";
constexpr char kBadSignature[] = "org.sparkwire.Helper1.Error.BadSignature";
constexpr char kStale[] = "org.sparkwire.Helper1.Error.Stale";

// polkitd stopped for a scope, started again however the scope ends.
struct PolkitStopped
{
    PolkitStopped() { HelperTestBase::stopPolkit(); }
    ~PolkitStopped()
    {
        QString error;
        if (!HelperTestBase::startPolkit(&error))
            qWarning("%s", qPrintable(error));
    }
};

QByteArray hex(const QByteArray &bytes)
{
    return bytes.toHex();
}
} // namespace

class HelperDelegationTest : public HelperTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase() { killHelpers(); }
    void rootAddsWithoutAskingPolkitd();
    void signedPlanAppliesWithoutPolkit_data();
    void signedPlanAppliesWithoutPolkit();
    void replayedNonceIsRefused();
    void refusedCallUsesUpItsNonce();
    void expiredOrFarFutureIsRefused_data();
    void expiredOrFarFutureIsRefused();
    void unpairedKeyIsRefused();
    void tamperedPlanIsRefused_data();
    void tamperedPlanIsRefused();
    void planOutsidePolicyIsRefusedEvenWhenSigned();
    void forgedAddDelegationIsRefused_data();
    void forgedAddDelegationIsRefused();
    void removedDelegationRefuses();
    void confirmNeedsTheSeatsSignatureAndTheOwner();
    void timeoutRevertsByteIdentical();
    void cancelByOwnerReverts();
    void ownerLeavingReverts();
    void nonceKeepsTheHelperUp();
    void oldestNonceIsDroppedBeyondTheLimit();
    void localUserCannotEvictTheSeatsNonce();
    void aNonceServesOnlyTheUserItWasIssuedTo();

private:
    // Every file of the netplan hierarchy (/etc and /run), by path: compared around refusals.
    QMap<QString, QByteArray> netplanFiles() const;
    QString listPath() const
    {
        return m_root + QStringLiteral("/var/lib/sparkwire/delegations.json");
    }
    void addSeatAsRoot();
    QByteArray tryCommand(const QByteArray &yaml, unsigned timeout, const QString &seatId,
                          const QByteArray &nonce, qint64 expiresAt, const QByteArray &signature);
    // Challenge through `relay`, sign with `signer` for `seatId`, send TryDelegated.
    Reply signedTry(Relay &relay, const discovery::NodeIdentity &signer, const QString &seatId,
                    const QByteArray &yaml, unsigned timeout = 60, qint64 expiresIn = 300);
    QByteArray confirmSignature(const discovery::NodeIdentity &signer, const QByteArray &yaml);
    void verifyRefusedAndUnchanged(const Reply &reply, const char *errorName,
                                   const QString &messagePart);

    std::optional<discovery::NodeIdentity> m_seat;
    std::optional<discovery::NodeIdentity> m_stranger;
    QByteArray m_lastNonce;
    QMap<QString, QByteArray> m_before;
};

void HelperDelegationTest::initTestCase()
{
    auto seat = discovery::NodeIdentity::loadOrCreate(m_work + QStringLiteral("/seat-state"),
                                                      QStringLiteral("spark-a"));
    auto stranger = discovery::NodeIdentity::loadOrCreate(
        m_work + QStringLiteral("/stranger-state"), QStringLiteral("spark-x"));
    QVERIFY2(seat && stranger, qPrintable(seat.errorMessage() + stranger.errorMessage()));
    m_seat = *seat;
    m_stranger = *stranger;
}

void HelperDelegationTest::init()
{
    reset();
}

QMap<QString, QByteArray> HelperDelegationTest::netplanFiles() const
{
    QMap<QString, QByteArray> files;
    for (const QString &dir : {QStringLiteral("/etc/netplan"), QStringLiteral("/run/netplan")}) {
        QDirIterator it(m_root + dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            files.insert(path, readFile(path));
        }
    }
    return files;
}

void HelperDelegationTest::addSeatAsRoot()
{
    const QDBusMessage added =
        callHelper(QStringLiteral("AddDelegation"),
                   {m_seat->certificatePem(), QStringLiteral("spark-a")}, 30000);
    QVERIFY2(added.type() == QDBusMessage::ReplyMessage, qPrintable(added.errorMessage()));
    m_before = netplanFiles();
}

QByteArray HelperDelegationTest::tryCommand(const QByteArray &yaml, unsigned timeout,
                                            const QString &seatId, const QByteArray &nonce,
                                            qint64 expiresAt, const QByteArray &signature)
{
    return "try " + hex(yaml) + ' ' + QByteArray::number(timeout) + ' ' + seatId.toUtf8() + ' ' +
           hex(nonce) + ' ' + QByteArray::number(expiresAt) + ' ' + hex(signature);
}

Reply HelperDelegationTest::signedTry(Relay &relay, const discovery::NodeIdentity &signer,
                                      const QString &seatId, const QByteArray &yaml,
                                      unsigned timeout, qint64 expiresIn)
{
    const Reply challenge = relay.send("challenge");
    if (!challenge.ok || challenge.payload.size() != 32)
        return challenge;
    m_lastNonce = challenge.payload;
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + expiresIn;
    const auto signature =
        sign(signer.privateKeyPem(), tryMessage(yaml, timeout, m_lastNonce, expires));
    if (!signature)
        return Reply{false, {}, QStringLiteral("signing"), signature.errorMessage()};
    return relay.send(tryCommand(yaml, timeout, seatId, m_lastNonce, expires, *signature));
}

QByteArray HelperDelegationTest::confirmSignature(const discovery::NodeIdentity &signer,
                                                  const QByteArray &yaml)
{
    return sign(signer.privateKeyPem(),
                delegation::PlanSignature::confirmMessage(m_lastNonce, yaml))
        .valueOr({});
}

void HelperDelegationTest::verifyRefusedAndUnchanged(const Reply &reply, const char *errorName,
                                                     const QString &messagePart)
{
    QVERIFY2(!reply.ok, "the helper accepted it");
    QCOMPARE(reply.errorName, QLatin1String(errorName));
    QVERIFY2(reply.message.contains(messagePart), qPrintable(reply.message));
    QCOMPARE(netplanFiles(), m_before);
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
    QVERIFY(!QFile::exists(marker()));
}

void HelperDelegationTest::rootAddsWithoutAskingPolkitd()
{
    // No polkitd at all (a minimal headless install): root is let in by the helper's own
    // uid-0 rule; everybody else is refused, since nobody can decide for them.
    Relay plain(SystemBusSandbox::kPlainUid);
    QVERIFY(plain.started());
    {
        const PolkitStopped noPolkit;
        const Reply refused = plain.send("challenge");
        QCOMPARE(refused.errorName, QLatin1String(kNotAuthorized));
        QVERIFY2(refused.message.contains(QStringLiteral("polkit could not decide")),
                 qPrintable(refused.message));
        addSeatAsRoot();
        const QDBusMessage tried = callHelper(QStringLiteral("Try"), {kNew, 30u}, 30000);
        QVERIFY2(tried.type() == QDBusMessage::ReplyMessage, qPrintable(tried.errorMessage()));
        // Its caller (callHelper's connection) left: reverted.
        QTRY_COMPARE_WITH_TIMEOUT(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}),
                                  10000);
        QCOMPARE(netplanFiles(), m_before);
    }
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(listPath()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    QCOMPARE(int(st.st_uid), 0);
    QCOMPARE(::stat(QFile::encodeName(QFileInfo(listPath()).path()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0700);

    // Anyone may read who may apply plans here (the validate action), ids and names only.
    const Reply listed = plain.send("list");
    QVERIFY2(listed.ok, qPrintable(listed.message));
    const QJsonArray entries = QJsonDocument::fromJson(listed.payload).array();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.at(0)[QLatin1String("id")].toString(), m_seat->id());
    QCOMPARE(entries.at(0)[QLatin1String("name")].toString(), QStringLiteral("spark-a"));
    QVERIFY(!listed.payload.contains("public_key"));
}

void HelperDelegationTest::signedPlanAppliesWithoutPolkit_data()
{
    QTest::addColumn<uint>("uid");
    QTest::newRow("allowed user") << SystemBusSandbox::kAllowedUid;
    // No polkit rule and no polkit agent: any polkit question would be "not authorized".
    QTest::newRow("plain user") << SystemBusSandbox::kPlainUid;
}

void HelperDelegationTest::signedPlanAppliesWithoutPolkit()
{
    QFETCH(uint, uid);
    addSeatAsRoot();
    Relay agent(uid);
    QVERIFY(agent.started());
    const Reply current = agent.send("current");
    QVERIFY2(current.ok, qPrintable(current.message));
    QCOMPARE(current.payload, kOld); // the 0600 root file, through the helper

    const Reply tried = signedTry(agent, *m_seat, m_seat->id(), kNew);
    QVERIFY2(tried.ok, qPrintable(tried.errorName + QLatin1Char(' ') + tried.message));
    QCOMPARE(agent.waitForState("pending", 20000), QStringLiteral("60"));
    QCOMPARE(readFile(staged()), kNewCanonical); // pending: /run shadows /etc
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(agent.send("current").payload, kNewCanonical);

    const Reply confirmed = agent.send("confirm " + hex(confirmSignature(*m_seat, kNew)));
    QVERIFY2(confirmed.ok, qPrintable(confirmed.errorName + QLatin1Char(' ') + confirmed.message));
    QCOMPARE(readFile(target()), kNewCanonical);
    QVERIFY(!QFile::exists(staged()));
    QVERIFY(!QFile::exists(marker()));
    QCOMPARE(readFile(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.previous")), kOld);
    QCOMPARE(applyLog(), QStringList{hashOf(kNewCanonical)});
    QCOMPARE(agent.send("current").payload, kNewCanonical);
}

void HelperDelegationTest::replayedNonceIsRefused()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    const Reply challenge = agent.send("challenge");
    QVERIFY(challenge.ok);
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + 300;
    const QByteArray command = tryCommand(
        kNew, 60, m_seat->id(), challenge.payload, expires,
        *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, challenge.payload, expires)));
    QVERIFY(agent.send(command).ok);
    QVERIFY(agent.send("cancel").ok);
    QCOMPARE(agent.waitForState("reverted", 20000), QStringLiteral("cancelled"));
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
    QFile::remove(m_log);

    // The very same signed plan again, by the same agent and by another user.
    verifyRefusedAndUnchanged(agent.send(command), kStale, QStringLiteral("used already"));
    Relay other(SystemBusSandbox::kAllowedUid);
    QVERIFY(other.started());
    verifyRefusedAndUnchanged(other.send(command), kStale, QStringLiteral("fresh nonce"));
}

void HelperDelegationTest::refusedCallUsesUpItsNonce()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    const Reply challenge = agent.send("challenge");
    QVERIFY(challenge.ok);
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + 300;
    const QByteArray good =
        *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, challenge.payload, expires));
    // A wrong signature first: refused, and the nonce is gone with it, so guessing is one shot.
    verifyRefusedAndUnchanged(
        agent.send(tryCommand(
            kNew, 60, m_seat->id(), challenge.payload, expires,
            *sign(m_stranger->privateKeyPem(), tryMessage(kNew, 60, challenge.payload, expires)))),
        kBadSignature, QStringLiteral("spark-a"));
    verifyRefusedAndUnchanged(
        agent.send(tryCommand(kNew, 60, m_seat->id(), challenge.payload, expires, good)), kStale,
        QStringLiteral("nonce"));
    // A nonce this helper never issued.
    verifyRefusedAndUnchanged(
        agent.send(tryCommand(
            kNew, 60, m_seat->id(), QByteArray(32, 'n'), expires,
            *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, QByteArray(32, 'n'), expires)))),
        kStale, QStringLiteral("not issued to you by this Spark's helper"));
}

void HelperDelegationTest::expiredOrFarFutureIsRefused_data()
{
    QTest::addColumn<qint64>("expiresIn");
    QTest::addColumn<QString>("reason");
    QTest::newRow("expired a second ago") << qint64(-1) << "the signed plan expired at";
    QTest::newRow("expires now") << qint64(0) << "the signed plan expired at";
    QTest::newRow("more than 600 s ahead") << qint64(700) << "more than 600 seconds ahead";
}

void HelperDelegationTest::expiredOrFarFutureIsRefused()
{
    QFETCH(qint64, expiresIn);
    QFETCH(QString, reason);
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    verifyRefusedAndUnchanged(signedTry(agent, *m_seat, m_seat->id(), kNew, 60, expiresIn), kStale,
                              reason);
}

void HelperDelegationTest::unpairedKeyIsRefused()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    // The seat's plan re-signed by a key that was never allowed here, in the seat's name...
    verifyRefusedAndUnchanged(signedTry(agent, *m_stranger, m_seat->id(), kNew), kBadSignature,
                              QStringLiteral("not signed by spark-a's paired key"));
    // ...and in its own.
    verifyRefusedAndUnchanged(signedTry(agent, *m_stranger, m_stranger->id(), kNew), kNotDelegated,
                              QStringLiteral("pair it again and allow it to apply plans"));
}

void HelperDelegationTest::tamperedPlanIsRefused_data()
{
    QTest::addColumn<QByteArray>("sentYaml");
    QTest::addColumn<uint>("sentTimeout");
    QTest::newRow("another address") << plan("192.168.177.9/24") << 60u;
    QTest::newRow("one byte more") << kNew + "\n" << 60u;
    QTest::newRow("longer timeout") << kNew << 600u;
}

void HelperDelegationTest::tamperedPlanIsRefused()
{
    // The seat signed kNew with 60 s; what reaches the helper differs.
    QFETCH(QByteArray, sentYaml);
    QFETCH(uint, sentTimeout);
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    const Reply challenge = agent.send("challenge");
    QVERIFY(challenge.ok);
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + 300;
    const QByteArray signature =
        *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, challenge.payload, expires));
    verifyRefusedAndUnchanged(agent.send(tryCommand(sentYaml, sentTimeout, m_seat->id(),
                                                    challenge.payload, expires, signature)),
                              kBadSignature, QStringLiteral("changed on the way"));
}

void HelperDelegationTest::planOutsidePolicyIsRefusedEvenWhenSigned()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    const QByteArray management = "network:\n  version: 2\n  ethernets:\n    enP7s7:\n"
                                  "      dhcp4: false\n      addresses: [10.77.0.9/16]\n";
    verifyRefusedAndUnchanged(signedTry(agent, *m_seat, m_seat->id(), management), kInvalid,
                              QStringLiteral("'enP7s7' is not a ConnectX-7 port"));
    verifyRefusedAndUnchanged(signedTry(agent, *m_seat, m_seat->id(), hiddenAfter("\xe2\x80\xa8")),
                              kInvalid, QStringLiteral("U+2028 LINE SEPARATOR"));
    verifyRefusedAndUnchanged(signedTry(agent, *m_seat, m_seat->id(), kNew, 601), kInvalid,
                              QStringLiteral("at most 600 seconds"));
}

void HelperDelegationTest::forgedAddDelegationIsRefused_data()
{
    QTest::addColumn<uint>("uid");
    QTest::newRow("plain user") << SystemBusSandbox::kPlainUid;
    QTest::newRow("denied user") << SystemBusSandbox::kDeniedUid;
}

void HelperDelegationTest::forgedAddDelegationIsRefused()
{
    // A local user tries to make its own key a trusted seat, then use it.
    QFETCH(uint, uid);
    m_before = netplanFiles();
    Relay forger(uid);
    QVERIFY(forger.started());
    const Reply added = forger.send("add " + hex(m_stranger->certificatePem()) + " spark-x");
    QVERIFY(!added.ok);
    QCOMPARE(added.errorName, QLatin1String(kNotAuthorized));
    QVERIFY2(added.message.contains(QStringLiteral("needs an administrator")),
             qPrintable(added.message));
    QVERIFY(!QFile::exists(listPath()));
    if (uid == SystemBusSandbox::kDeniedUid) {
        // The site's rules refuse it even a nonce.
        QCOMPARE(forger.send("challenge").errorName, QLatin1String(kNotAuthorized));
        return;
    }
    verifyRefusedAndUnchanged(signedTry(forger, *m_stranger, m_stranger->id(), kNew), kNotDelegated,
                              QStringLiteral("is not allowed to apply plans here"));
}

void HelperDelegationTest::removedDelegationRefuses()
{
    addSeatAsRoot();
    const QByteArray listBefore = readFile(listPath());
    Relay denied(SystemBusSandbox::kDeniedUid);
    QVERIFY(denied.started());
    QCOMPARE(denied.send("remove " + m_seat->id().toUtf8()).errorName,
             QLatin1String(kNotAuthorized)); // the site's rules refuse it even that
    QCOMPARE(readFile(listPath()), listBefore);

    // Revoking needs no password: the plain user may, as unpairing does.
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    const Reply removed = agent.send("remove " + m_seat->id().toUtf8());
    QVERIFY2(removed.ok, qPrintable(removed.message));
    QCOMPARE(QJsonDocument::fromJson(agent.send("list").payload).array().size(), 0);
    verifyRefusedAndUnchanged(signedTry(agent, *m_seat, m_seat->id(), kNew), kNotDelegated,
                              QStringLiteral("pair it again"));
    QCOMPARE(agent.send("remove " + m_seat->id().toUtf8()).errorName, QLatin1String(kNotDelegated));
}

void HelperDelegationTest::confirmNeedsTheSeatsSignatureAndTheOwner()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    QVERIFY(signedTry(agent, *m_seat, m_seat->id(), kNew).ok);
    const QByteArray good = confirmSignature(*m_seat, kNew);
    // Another local user with the right signature: not its change.
    Relay other(SystemBusSandbox::kAllowedUid);
    QVERIFY(other.started());
    const Reply notOwner = other.send("confirm " + hex(good));
    QCOMPARE(notOwner.errorName, QLatin1String(kFailed));
    QVERIFY(notOwner.message.contains(QStringLiteral("no delegated change of yours")));
    // The owner with a stranger's signature, or with one over another plan.
    QCOMPARE(agent.send("confirm " + hex(confirmSignature(*m_stranger, kNew))).errorName,
             QLatin1String(kBadSignature));
    QCOMPARE(
        agent.send("confirm " + hex(confirmSignature(*m_seat, plan("192.168.177.9/24")))).errorName,
        QLatin1String(kBadSignature));
    QCOMPARE(readFile(target()), kOld); // still pending, nothing kept
    QCOMPARE(readFile(staged()), kNewCanonical);
    const Reply confirmed = agent.send("confirm " + hex(good));
    QVERIFY2(confirmed.ok, qPrintable(confirmed.message));
    QCOMPARE(readFile(target()), kNewCanonical);
    QCOMPARE(applyLog(), QStringList{hashOf(kNewCanonical)});
}

void HelperDelegationTest::timeoutRevertsByteIdentical()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    QElapsedTimer timer;
    timer.start();
    QVERIFY(signedTry(agent, *m_seat, m_seat->id(), kNew, 2).ok);
    QCOMPARE(agent.waitForState("reverted", 15000), QStringLiteral("not confirmed in time"));
    QVERIFY(timer.elapsed() >= 2000);
    QCOMPARE(netplanFiles(), m_before);
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
    // Too late to confirm now.
    QCOMPARE(agent.send("confirm " + hex(confirmSignature(*m_seat, kNew))).errorName,
             QLatin1String(kFailed));
    QCOMPARE(readFile(target()), kOld);
}

void HelperDelegationTest::cancelByOwnerReverts()
{
    // The plain user's own Cancel would need polkit; the owner of a delegated change needs none.
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    QVERIFY(signedTry(agent, *m_seat, m_seat->id(), kNew).ok);
    Relay other(SystemBusSandbox::kAllowedUid);
    QVERIFY(other.started());
    QCOMPARE(other.send("cancel").errorName, QLatin1String(kFailed)); // not its change
    QCOMPARE(readFile(staged()), kNewCanonical);
    const Reply cancelled = agent.send("cancel");
    QVERIFY2(cancelled.ok, qPrintable(cancelled.message));
    QCOMPARE(agent.waitForState("reverted", 20000), QStringLiteral("cancelled"));
    QCOMPARE(netplanFiles(), m_before);
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
}

void HelperDelegationTest::ownerLeavingReverts()
{
    addSeatAsRoot();
    {
        Relay agent(SystemBusSandbox::kPlainUid);
        QVERIFY(agent.started());
        QVERIFY(signedTry(agent, *m_seat, m_seat->id(), kNew).ok);
        agent.kill();
    }
    QTRY_COMPARE_WITH_TIMEOUT(readFile(target()), kOld, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}),
                              10000);
    QTRY_COMPARE_WITH_TIMEOUT(netplanFiles(), m_before, 10000);
}

void HelperDelegationTest::nonceKeepsTheHelperUp()
{
    // The helper exits when idle (3 s here) and nonces live in its memory: while one is
    // outstanding it stays, so the seat may take its time between state and try.
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    const Reply challenge = agent.send("challenge");
    QVERIFY(challenge.ok);
    const QList<int> before = helperPids();
    QCOMPARE(before.size(), 1);
    QTest::qWait(4500);
    QCOMPARE(helperPids(), before);
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + 300;
    const Reply tried = agent.send(tryCommand(
        kNew, 60, m_seat->id(), challenge.payload, expires,
        *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, challenge.payload, expires))));
    QVERIFY2(tried.ok, qPrintable(tried.message));
    QVERIFY(agent.send("cancel").ok);
}

void HelperDelegationTest::oldestNonceIsDroppedBeyondTheLimit()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    QList<QByteArray> nonces;
    for (int i = 0; i < 65; ++i) {
        const Reply challenge = agent.send("challenge");
        QVERIFY(challenge.ok);
        nonces << challenge.payload;
    }
    QCOMPARE(QSet<QByteArray>(nonces.cbegin(), nonces.cend()).size(), 65);
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + 300;
    const auto attempt = [&](const QByteArray &nonce) {
        return agent.send(
            tryCommand(kNew, 60, m_seat->id(), nonce, expires,
                       *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, nonce, expires))));
    };
    verifyRefusedAndUnchanged(attempt(nonces.first()), kStale, QStringLiteral("nonce"));
    const Reply newest = attempt(nonces.at(1)); // the oldest still kept
    QVERIFY2(newest.ok, qPrintable(newest.message));
    QVERIFY(agent.send("cancel").ok);
}

// Issue 25, finding 5: Challenge is allowed to every local user, and the helper kept one pool
// of 64 nonces, the oldest dropped: 64 calls from anybody between the member's state and its
// try pushed out the nonce the seat had signed, and the seat's own delegated try was refused.
// Nonces are now each uid's own: a flood from an unprivileged user (the packaged polkit
// defaults, no rule, no agent) before and during the seat's try leaves the member's untouched.
void HelperDelegationTest::localUserCannotEvictTheSeatsNonce()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kAllowedUid); // the member's agent
    Relay flooder(SystemBusSandbox::kPlainUid); // any other local user
    QVERIFY(agent.started());
    QVERIFY(flooder.started());
    const Reply challenge = agent.send("challenge"); // in the member's state answer
    QVERIFY2(challenge.ok, qPrintable(challenge.message));
    m_lastNonce = challenge.payload;

    // While the seat signs: three times the old pool, pipelined (100 at a time: the system
    // bus lets one connection wait for 128 replies at most). The flooder still gets every
    // nonce it asks for (its own oldest go), so nothing tells it that it achieved nothing.
    for (int round = 0; round < 2; ++round) {
        const Reply flood = flooder.send("flood 100");
        QVERIFY2(flood.ok, qPrintable(flood.message));
        QCOMPARE(flood.payload, QByteArray("100"));
    }

    // And while the member tries and confirms the seat's plan, the flood goes on.
    flooder.post("flood 100");
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + 300;
    const Reply tried = agent.send(
        tryCommand(kNew, 60, m_seat->id(), m_lastNonce, expires,
                   *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, m_lastNonce, expires))));
    QVERIFY2(tried.ok, qPrintable(tried.errorName + QLatin1Char(' ') + tried.message));
    const Reply confirmed = agent.send("confirm " + hex(confirmSignature(*m_seat, kNew)));
    QVERIFY2(confirmed.ok, qPrintable(confirmed.errorName + QLatin1Char(' ') + confirmed.message));
    QCOMPARE(readFile(target()), kNewCanonical);
    QCOMPARE(applyLog(), QStringList{hashOf(kNewCanonical)});
    const Reply secondFlood = flooder.receive();
    QVERIFY2(secondFlood.ok, qPrintable(secondFlood.message));
    QCOMPARE(secondFlood.payload, QByteArray("100"));
}

// A nonce serves only a TryDelegated from the uid it was issued to: another local user that
// got hold of a signed plan cannot spend it (nor use up the member's nonce by trying).
void HelperDelegationTest::aNonceServesOnlyTheUserItWasIssuedTo()
{
    addSeatAsRoot();
    Relay agent(SystemBusSandbox::kAllowedUid);
    Relay thief(SystemBusSandbox::kPlainUid);
    QVERIFY(agent.started());
    QVERIFY(thief.started());
    const Reply challenge = agent.send("challenge");
    QVERIFY(challenge.ok);
    const qint64 expires = QDateTime::currentSecsSinceEpoch() + 300;
    const QByteArray command = tryCommand(
        kNew, 60, m_seat->id(), challenge.payload, expires,
        *sign(m_seat->privateKeyPem(), tryMessage(kNew, 60, challenge.payload, expires)));
    verifyRefusedAndUnchanged(thief.send(command), kStale, QStringLiteral("not issued to you"));
    const Reply tried = agent.send(command);
    QVERIFY2(tried.ok, qPrintable(tried.errorName + QLatin1Char(' ') + tried.message));
    QVERIFY(agent.send("cancel").ok);
    QTRY_COMPARE_WITH_TIMEOUT(readFile(target()), kOld, 10000);
}

int runHelperDelegationTests(int argc, char *argv[])
{
    HelperDelegationTest tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "tst_helper_delegation.moc"
