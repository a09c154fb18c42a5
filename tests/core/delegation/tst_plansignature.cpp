// Plan signatures with real node identities (the pairing keys): a plan signed by the seat
// verifies with its key only, and only for exactly the plan, timeout, nonce and expiry it
// signed; a confirm signature is not a try signature; keys and certificates that are not
// one EC P-256 are refused.
#include "delegation/PlanSignature.h"
#include "discovery/NodeIdentity.h"

#include <QTemporaryDir>
#include <QTest>

#include <openssl/evp.h>
#include <openssl/pem.h>

using namespace sparkwire;
using namespace sparkwire::delegation;

namespace {
const QByteArray kYaml = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 9000\n"
                         "      addresses: [192.168.177.2/24]\n";
const QByteArray kNonce(32, '\x5a');
constexpr qint64 kExpires = 1795000000;

// A P-384 private key in PEM, made with OpenSSL: the right format, the wrong curve.
QByteArray p384KeyPem()
{
    EVP_PKEY *key = EVP_EC_gen("P-384");
    BIO *bio = BIO_new(BIO_s_mem());
    PEM_write_bio_PrivateKey(bio, key, nullptr, nullptr, 0, nullptr, nullptr);
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio, &data);
    QByteArray pem(data, int(n));
    BIO_free(bio);
    EVP_PKEY_free(key);
    return pem;
}
} // namespace

class TestPlanSignature : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void keyIdIsTheNodeId();
    void signedTryVerifies();
    void tamperedTryIsRefused_data();
    void tamperedTryIsRefused();
    void signedConfirmVerifies();
    void tamperedConfirmIsRefused_data();
    void tamperedConfirmIsRefused();
    void otherKeyIsRefused();
    void tryAndConfirmSignaturesDoNotMix();
    void damagedSignatureIsRefused_data();
    void damagedSignatureIsRefused();
    void messageLayoutIsFixed();
    void wrongKeysAreRefused();
    void certificateMustBeOneP256();

private:
    QTemporaryDir m_dir;
    std::optional<discovery::NodeIdentity> m_seat;
    std::optional<discovery::NodeIdentity> m_stranger;
    QByteArray m_seatKey;
    QByteArray m_strangerKey;
};

void TestPlanSignature::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto seat = discovery::NodeIdentity::loadOrCreate(m_dir.filePath(QStringLiteral("seat")),
                                                      QStringLiteral("spark-a"));
    auto stranger = discovery::NodeIdentity::loadOrCreate(
        m_dir.filePath(QStringLiteral("stranger")), QStringLiteral("spark-x"));
    QVERIFY2(seat && stranger, qPrintable(seat.errorMessage() + stranger.errorMessage()));
    m_seat = *seat;
    m_stranger = *stranger;
    auto seatKey = PlanSignature::publicKeyOfCertificate(m_seat->certificatePem());
    auto strangerKey = PlanSignature::publicKeyOfCertificate(m_stranger->certificatePem());
    QVERIFY2(seatKey && strangerKey, qPrintable(seatKey.errorMessage()));
    m_seatKey = *seatKey;
    m_strangerKey = *strangerKey;
}

void TestPlanSignature::keyIdIsTheNodeId()
{
    // The helper's delegation id and the peer id pairing shows are one and the same.
    QCOMPARE(PlanSignature::keyId(m_seatKey), m_seat->id());
    QCOMPARE(PlanSignature::keyId(m_strangerKey), m_stranger->id());
    QVERIFY(m_seat->id() != m_stranger->id());
}

void TestPlanSignature::signedTryVerifies()
{
    const QByteArray message = PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires);
    const Result<QByteArray> signature = PlanSignature::sign(m_seat->privateKeyPem(), message);
    QVERIFY2(signature, qPrintable(signature.errorMessage()));
    QVERIFY(signature->size() >= 8 && signature->size() <= 72);
    QCOMPARE(signature->at(0), '\x30'); // a DER SEQUENCE
    const Status verified = PlanSignature::verify(m_seatKey, message, *signature);
    QVERIFY2(verified, qPrintable(verified.errorMessage()));
}

void TestPlanSignature::tamperedTryIsRefused_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<uint>("timeout");
    QTest::addColumn<QByteArray>("nonce");
    QTest::addColumn<qint64>("expires");
    QByteArray otherNonce = kNonce;
    otherNonce[31] = '\x5b';
    QByteArray otherAddress = kYaml;
    otherAddress.replace("177.2", "177.3");
    QTest::newRow("yaml: another address") << otherAddress << 60u << kNonce << kExpires;
    QTest::newRow("yaml: one byte more") << kYaml + "\n" << 60u << kNonce << kExpires;
    QTest::newRow("yaml: empty") << QByteArray() << 60u << kNonce << kExpires;
    QTest::newRow("timeout") << kYaml << 600u << kNonce << kExpires;
    QTest::newRow("nonce: last byte") << kYaml << 60u << otherNonce << kExpires;
    QTest::newRow("nonce: shorter") << kYaml << 60u << kNonce.left(31) << kExpires;
    QTest::newRow("expiry: later") << kYaml << 60u << kNonce << kExpires + 1;
    QTest::newRow("expiry: far later") << kYaml << 60u << kNonce << kExpires + (qint64(1) << 32);
}

void TestPlanSignature::tamperedTryIsRefused()
{
    QFETCH(QByteArray, yaml);
    QFETCH(uint, timeout);
    QFETCH(QByteArray, nonce);
    QFETCH(qint64, expires);
    const auto signature = PlanSignature::sign(
        m_seat->privateKeyPem(), PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires));
    QVERIFY(signature);
    const Status verified = PlanSignature::verify(
        m_seatKey, PlanSignature::tryMessage(yaml, timeout, nonce, expires), *signature);
    QVERIFY(!verified);
    QCOMPARE(verified.error().code, ErrorCode::PermissionDenied);
}

void TestPlanSignature::signedConfirmVerifies()
{
    const QByteArray message = PlanSignature::confirmMessage(kNonce, kYaml);
    const auto signature = PlanSignature::sign(m_seat->privateKeyPem(), message);
    QVERIFY(signature);
    QVERIFY(PlanSignature::verify(m_seatKey, message, *signature));
}

void TestPlanSignature::tamperedConfirmIsRefused_data()
{
    QTest::addColumn<QByteArray>("nonce");
    QTest::addColumn<QByteArray>("yaml");
    QTest::newRow("nonce") << QByteArray(32, '\x01') << kYaml;
    QTest::newRow("yaml") << kNonce << QByteArray(kYaml).replace("9000", "1500");
}

void TestPlanSignature::tamperedConfirmIsRefused()
{
    QFETCH(QByteArray, nonce);
    QFETCH(QByteArray, yaml);
    const auto signature =
        PlanSignature::sign(m_seat->privateKeyPem(), PlanSignature::confirmMessage(kNonce, kYaml));
    QVERIFY(signature);
    const Status verified =
        PlanSignature::verify(m_seatKey, PlanSignature::confirmMessage(nonce, yaml), *signature);
    QCOMPARE(verified.error().code, ErrorCode::PermissionDenied);
}

void TestPlanSignature::otherKeyIsRefused()
{
    // A stranger signs the very same plan: its signature is valid, but not by the seat's key.
    const QByteArray message = PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires);
    const auto byStranger = PlanSignature::sign(m_stranger->privateKeyPem(), message);
    QVERIFY(byStranger);
    QVERIFY(PlanSignature::verify(m_strangerKey, message, *byStranger));
    const Status verified = PlanSignature::verify(m_seatKey, message, *byStranger);
    QCOMPARE(verified.error().code, ErrorCode::PermissionDenied);
}

void TestPlanSignature::tryAndConfirmSignaturesDoNotMix()
{
    const auto trySignature = PlanSignature::sign(
        m_seat->privateKeyPem(), PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires));
    const auto confirmSignature =
        PlanSignature::sign(m_seat->privateKeyPem(), PlanSignature::confirmMessage(kNonce, kYaml));
    QVERIFY(trySignature && confirmSignature);
    QVERIFY(!PlanSignature::verify(m_seatKey, PlanSignature::confirmMessage(kNonce, kYaml),
                                   *trySignature));
    QVERIFY(!PlanSignature::verify(
        m_seatKey, PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires), *confirmSignature));
}

void TestPlanSignature::damagedSignatureIsRefused_data()
{
    const auto signature = PlanSignature::sign(
        m_seat->privateKeyPem(), PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires));
    QVERIFY(signature);
    QTest::addColumn<QByteArray>("signature");
    QByteArray flipped = *signature;
    flipped[flipped.size() - 1] = char(flipped.at(flipped.size() - 1) ^ 0x01);
    QTest::newRow("last byte flipped") << flipped;
    QTest::newRow("truncated") << signature->left(signature->size() - 1);
    QTest::newRow("trailing byte") << *signature + QByteArray(1, '\0');
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("not DER") << QByteArray(64, '\x42');
    QTest::newRow("huge") << QByteArray(100000, '\x30');
}

void TestPlanSignature::damagedSignatureIsRefused()
{
    QFETCH(QByteArray, signature);
    const Status verified = PlanSignature::verify(
        m_seatKey, PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires), signature);
    QCOMPARE(verified.error().code, ErrorCode::PermissionDenied);
}

void TestPlanSignature::messageLayoutIsFixed()
{
    // The seat and the member's helper may run different builds: the bytes are the contract.
    const QByteArray expected = QByteArray::fromHex("0000000f") + "sparkwire-try-1" +
                                QByteArray::fromHex("00000002") + "ab" +
                                QByteArray::fromHex("00000004"
                                                    "0000003c") +
                                QByteArray::fromHex("00000001") + "n" +
                                QByteArray::fromHex("00000008"
                                                    "000000006afd8a80");
    QCOMPARE(PlanSignature::tryMessage("ab", 60, "n", 1795000960).toHex(), expected.toHex());
    const QByteArray confirm = PlanSignature::confirmMessage("n", "ab");
    QCOMPARE(confirm.left(28), QByteArray(QByteArray::fromHex("00000013") + "sparkwire-confirm-1" +
                                          QByteArray::fromHex("00000001") + "n"));
    QCOMPARE(confirm.mid(28, 4).toHex(), QByteArray("00000020"));
    QCOMPARE(confirm.mid(32).toHex(),
             QByteArray("fb8e20fc2e4c3f248c60c39bd652f3c1347298bb977b8b4d5903b85055620603"));
    // A byte moved from the plan into the nonce is another message.
    QVERIFY(PlanSignature::tryMessage("ab", 60, "c", 0) !=
            PlanSignature::tryMessage("a", 60, "bc", 0));
}

void TestPlanSignature::wrongKeysAreRefused()
{
    const QByteArray message = PlanSignature::tryMessage(kYaml, 60, kNonce, kExpires);
    QCOMPARE(PlanSignature::sign("not a key", message).error().code, ErrorCode::InvalidInput);
    QCOMPARE(PlanSignature::sign(m_seat->certificatePem(), message).error().code,
             ErrorCode::InvalidInput);
    QCOMPARE(PlanSignature::sign(p384KeyPem(), message).error().code, ErrorCode::InvalidInput);
    const auto signature = PlanSignature::sign(m_seat->privateKeyPem(), message);
    QVERIFY(signature);
    QCOMPARE(PlanSignature::verify(QByteArray(), message, *signature).error().code,
             ErrorCode::InvalidInput);
    QCOMPARE(PlanSignature::verify(m_seatKey.left(m_seatKey.size() - 1), message, *signature)
                 .error()
                 .code,
             ErrorCode::InvalidInput);
    QCOMPARE(
        PlanSignature::verify(m_seatKey + QByteArray(1, '\0'), message, *signature).error().code,
        ErrorCode::InvalidInput);
}

void TestPlanSignature::certificateMustBeOneP256()
{
    const QByteArray pem = m_seat->certificatePem();
    QCOMPARE(PlanSignature::publicKeyOfCertificate(QByteArray()).error().code,
             ErrorCode::InvalidInput);
    QCOMPARE(PlanSignature::publicKeyOfCertificate("-----BEGIN CERTIFICATE-----\nAAAA\n"
                                                   "-----END CERTIFICATE-----\n")
                 .error()
                 .code,
             ErrorCode::InvalidInput);
    QCOMPARE(PlanSignature::publicKeyOfCertificate(m_seat->privateKeyPem()).error().code,
             ErrorCode::InvalidInput);
    // Two certificates: which key is meant would be the reader's guess.
    QCOMPARE(PlanSignature::publicKeyOfCertificate(pem + m_stranger->certificatePem()).error().code,
             ErrorCode::InvalidInput);
    QCOMPARE(PlanSignature::publicKeyOfCertificate(pem + QByteArray(20000, '\n')).error().code,
             ErrorCode::InvalidInput);
    // Text around one certificate is what PEM allows.
    const auto withText = PlanSignature::publicKeyOfCertificate("spark-a's certificate\n" + pem);
    QVERIFY2(withText, qPrintable(withText.errorMessage()));
    QCOMPARE(*withText, m_seatKey);
}

QTEST_GUILESS_MAIN(TestPlanSignature)
#include "tst_plansignature.moc"
