// Who a bundle's keys are to the Spark that imports it (BundleImportPlan): B has paired with
// the real spark-a and pinned its host key; a forger's fresh key signs a bundle of the same
// two-node cluster in which it names itself spark-a and offers its own host key for it. The
// paired record alone names and vouches for keys: the forger stays unknown (shown whole,
// its name marked as not the paired spark-a), B's pin for spark-a stays byte for byte, and
// the cluster record the import wrote does not make the forger's next bundle trusted. A real
// pin is added, never put in place of another, and an unpaired member's pin needs its own yes.
#include "../ssh/SshTestKeys.h"
#include "BundleFixture.h"
#include "bundle/BundleImportPlan.h"
#include "bundle/BundleReader.h"
#include "peers/PairedPeers.h"
#include "ssh/SshValidation.h"

#include <QDir>
#include <QHostAddress>

using namespace sparkwire;
using namespace sparkwire::bundle;

namespace {

using Pin = BundleImportPlan::Pin;

const QString kIdB = ClusterFixtures::idOf(QLatin1Char('B'));

// The fixture's cluster exported by `dir`'s key, with `knownHosts` as ssh/known_hosts and the
// exporter (member 0) named `exporterName`.
std::optional<OpenedBundle> bundleOf(const QString &dir, const QByteArray &knownHosts,
                                     const QString &exporterName = QStringLiteral("spark-a"),
                                     QString *exporterId = nullptr)
{
    const auto exported = BundleFixture::exportTwoNode(dir);
    if (!exported)
        return std::nullopt;
    BundleSource source = exported->source;
    source.knownHosts = knownHosts;
    source.members[0].member.hostname = exporterName;
    for (cluster::ClusterMember &m : source.record.members)
        if (m.id == exported->identity.id())
            m.hostname = exporterName;
    const Result<QByteArray> archive = BundleWriter::write(
        source, exported->identity.certificatePem(), exported->identity.privateKeyPem());
    if (!archive) {
        qWarning() << archive.errorMessage();
        return std::nullopt;
    }
    Result<OpenedBundle> opened = BundleReader::open(*archive);
    if (!opened) {
        qWarning() << opened.errorMessage();
        return std::nullopt;
    }
    if (exporterId)
        *exporterId = exported->identity.id();
    return *opened;
}

QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestBundleImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_stateB;     // B's state: paired with the real spark-a
    QString m_homeB;      // B's home: spark-a's host key pinned by ssh-setup
    QString m_idA;        // the real spark-a's key
    QString m_pinnedLine; // B's known_hosts as ssh-setup left it
    BundleImportPlan::Where m_where;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The real spark-a: its key, paired on B as spark-a.
        const auto realA = bundleOf(path(QStringLiteral("real-a")), {});
        QVERIFY(realA);
        m_idA = realA->manifest.exporterId;
        m_stateB = path(QStringLiteral("state-b"));
        QVERIFY(peers::PairedPeers::makePrivateDir(m_stateB).ok());
        QVERIFY(peers::PairedPeers(m_stateB)
                    .add({m_idA, QStringLiteral("spark-a"), QDateTime::currentDateTimeUtc()})
                    .ok());
        // ssh-setup's pin of spark-a's real host key, on its fabric address.
        m_homeB = path(QStringLiteral("home-b"));
        QVERIFY(QDir().mkpath(m_homeB));
        QStringList subnets;    // B's own twins, "a.b.c.d/len"
        QStringList addressesA; // spark-a's twins
        for (const BundleManifest::Member &m : realA->manifest.members)
            for (const BundleTwin &t : m.twins) {
                if (m.member.id == kIdB)
                    subnets << t.address;
                else
                    addressesA << t.address.section(QLatin1Char('/'), 0, 0);
            }
        const Status pinned = ssh::SshClientConfig::addHost(
            m_homeB, {QStringLiteral("spark-a"), QStringLiteral("bob"),
                      QString::fromLatin1(SshTestKeys::kEd25519), addressesA, subnets});
        QVERIFY2(pinned.ok(), qPrintable(pinned.errorMessage()));
        m_pinnedLine = QString::fromUtf8(slurp(m_homeB + QStringLiteral("/.ssh/known_hosts")));
        QVERIFY(m_pinnedLine.startsWith(QStringLiteral("sparkwire-spark-a,")));

        m_where.selfId = kIdB;
        m_where.stateDir = m_stateB;
        m_where.netplanRoot = path(QStringLiteral("root-b"));
        m_where.userName = QStringLiteral("bob");
        m_where.sshHome = m_homeB;
        for (const hw::Cx7Port &p : ClusterFixtures::inventoryOf(QLatin1Char('B')).ports)
            m_where.netdevs.insert(p.netdev);
    }

    // The finding: a forger's bundle naming itself spark-a, imported with every yes given,
    // replaced B's pin for spark-a and made the forger "spark-a, a member of this Spark's
    // cluster" for its next bundle.
    void forgedSparkAGetsNoTrustAndNoPin()
    {
        const QByteArray forgedKey = "spark-a " + QByteArray(SshTestKeys::kEd25519Other) + "\n";
        QString forgerId;
        const auto forged = bundleOf(path(QStringLiteral("forger")), forgedKey,
                                     QStringLiteral("spark-a"), &forgerId);
        QVERIFY(forged);
        QVERIFY(forgerId != m_idA);
        const Result<BundleImportPlan> plan = BundleImportPlan::make(*forged, m_where);
        QVERIFY2(plan.ok(), qPrintable(plan.errorMessage()));
        QVERIFY(!plan->signerKnown);
        QVERIFY2(plan->signer.contains(QStringLiteral("not the spark-a this Spark knows")),
                 qPrintable(plan->signer));
        const BundleImportPlan::Member *forger = plan->member(forgerId);
        QVERIFY(forger);
        QVERIFY(!forger->paired);
        QVERIFY(forger->takesKnownName);
        QCOMPARE(plan->pins.size(), 1);
        QCOMPARE(plan->pins.first().state, Pin::State::NameTaken);
        QVERIFY(plan->unknownPins().isEmpty());
        // Every yes there is, the forger's own included: spark-a's pin is B's as it was.
        const QSet<QString> everyYes{forgerId};
        QVERIFY(plan->pinsToAdd(everyYes).isEmpty());
        const Status restored = plan->restore(forged->manifest, m_stateB, m_homeB, everyYes);
        QVERIFY2(restored.ok(), qPrintable(restored.errorMessage()));
        QCOMPARE(QString::fromUtf8(slurp(m_homeB + QStringLiteral("/.ssh/known_hosts"))),
                 m_pinnedLine);
        // The record it wrote names the forger as spark-a; its next bundle is still unknown.
        QVERIFY(cluster::ClusterRecord::load(m_stateB)->member(forgerId));
        const auto second = bundleOf(path(QStringLiteral("forger")), {});
        QVERIFY(second);
        QCOMPARE(second->manifest.exporterId, forgerId);
        const Result<BundleImportPlan> again = BundleImportPlan::make(*second, m_where);
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QVERIFY(!again->signerKnown);
        bool known = true;
        BundleImportPlan::describeSigner(m_stateB, kIdB, forgerId, &known);
        QVERIFY(!known);
        QFile::remove(m_stateB + QStringLiteral("/cluster.json"));
    }

    // A member that is not paired and takes no known name: its pin is offered, added only
    // with its own yes, and the signer is shown as unknown. (In B's own home its addresses are
    // spark-a's, pinned with another key: kept, not offered.)
    void unpairedMemberNeedsItsOwnYes()
    {
        const QByteArray key = "spark-x " + QByteArray(SshTestKeys::kEd25519Other) + "\n";
        QString strangerId;
        const auto bundle =
            bundleOf(path(QStringLiteral("stranger")), key, QStringLiteral("spark-x"), &strangerId);
        QVERIFY(bundle);
        Result<BundleImportPlan> plan = BundleImportPlan::make(*bundle, m_where);
        QVERIFY2(plan.ok(), qPrintable(plan.errorMessage()));
        QCOMPARE(plan->pins.size(), 1);
        QCOMPARE(plan->pins.first().state, Pin::State::KeepOther);
        QVERIFY(plan->unknownPins().isEmpty());

        const QString home = path(QStringLiteral("home-b-stranger"));
        QVERIFY(QDir().mkpath(home));
        BundleImportPlan::Where where = m_where;
        where.sshHome = home;
        plan = BundleImportPlan::make(*bundle, where);
        QVERIFY2(plan.ok(), qPrintable(plan.errorMessage()));
        QVERIFY(!plan->signerKnown);
        QVERIFY(!plan->member(strangerId)->takesKnownName);
        QCOMPARE(plan->unknownPins().size(), 1);
        const Pin pin = plan->unknownPins().first();
        QCOMPARE(pin.state, Pin::State::Add);
        QVERIFY(!pin.paired);
        QCOMPARE(pin.host.pairedName, QStringLiteral("spark-x"));
        QCOMPARE(pin.fingerprint,
                 ssh::SshValidation::parseKeyLine(QString::fromLatin1(SshTestKeys::kEd25519Other))
                     ->fingerprint());
        QVERIFY(pin.fingerprint.startsWith(QStringLiteral("SHA256:")));
        QVERIFY(plan->pinsToAdd({}).isEmpty());
        QCOMPARE(plan->pinsToAdd({strangerId}).size(), 1);
        // Without its yes nothing is pinned for it; with it, it is.
        QVERIFY(plan->restore(bundle->manifest, m_stateB, home, {}).ok());
        QVERIFY(!QFileInfo::exists(home + QStringLiteral("/.ssh/known_hosts")));
        QVERIFY(plan->restore(bundle->manifest, m_stateB, home, {strangerId}).ok());
        QVERIFY(slurp(home + QStringLiteral("/.ssh/known_hosts")).startsWith("sparkwire-spark-x,"));
        QFile::remove(m_stateB + QStringLiteral("/cluster.json"));
    }

    // The real spark-a's own bundle: known by the paired record, named as B paired it whatever
    // the bundle says, and its host key differs from B's pin: kept, not replaced.
    void pairedSparkIsNamedByThePairedRecordAndPinsAreKept()
    {
        const QByteArray key = "spark-a " + QByteArray(SshTestKeys::kEd25519Other) + "\n";
        const auto bundle = bundleOf(path(QStringLiteral("real-a")), key, QStringLiteral("alpha"));
        QVERIFY(bundle);
        QCOMPARE(bundle->manifest.exporterId, m_idA);
        Result<BundleImportPlan> plan = BundleImportPlan::make(*bundle, m_where);
        QVERIFY2(plan.ok(), qPrintable(plan.errorMessage()));
        QVERIFY(plan->signerKnown);
        QCOMPARE(plan->signer, QStringLiteral("paired as spark-a"));
        const BundleImportPlan::Member *a = plan->member(m_idA);
        QVERIFY(a && a->paired);
        QCOMPARE(a->name, QStringLiteral("spark-a"));
        QCOMPARE(a->bundleName, QStringLiteral("alpha"));
        // Its known_hosts line is under "spark-a" only, not the bundle's "alpha": no pin offered.
        QVERIFY(plan->pins.isEmpty());

        const QByteArray alphaKey = "alpha " + QByteArray(SshTestKeys::kEd25519Other) + "\n";
        const auto withKey =
            bundleOf(path(QStringLiteral("real-a")), alphaKey, QStringLiteral("alpha"));
        QVERIFY(withKey);
        plan = BundleImportPlan::make(*withKey, m_where);
        QVERIFY2(plan.ok(), qPrintable(plan.errorMessage()));
        QCOMPARE(plan->pins.size(), 1);
        QCOMPARE(plan->pins.first().host.pairedName, QStringLiteral("spark-a"));
        QCOMPARE(plan->pins.first().state, Pin::State::KeepOther);
        QVERIFY(plan->pinsToAdd({}).isEmpty());
        QVERIFY(plan->restore(withKey->manifest, m_stateB, m_homeB, {}).ok());
        QCOMPARE(QString::fromUtf8(slurp(m_homeB + QStringLiteral("/.ssh/known_hosts"))),
                 m_pinnedLine);

        // The same key B pinned: nothing to add.
        const QByteArray sameKey = "alpha " + QByteArray(SshTestKeys::kEd25519) + "\n";
        const auto same =
            bundleOf(path(QStringLiteral("real-a")), sameKey, QStringLiteral("alpha"));
        QVERIFY(same);
        plan = BundleImportPlan::make(*same, m_where);
        QVERIFY2(plan.ok(), qPrintable(plan.errorMessage()));
        QCOMPARE(plan->pins.first().state, Pin::State::Same);
        QVERIFY(plan->pinsToAdd({}).isEmpty());
        QFile::remove(m_stateB + QStringLiteral("/cluster.json"));
    }

    // A paired Spark with nothing pinned yet: its pin is added under the paired name.
    void pairedSparkPinIsAddedWhereNoneIs()
    {
        const QString home = path(QStringLiteral("home-b-empty"));
        QVERIFY(QDir().mkpath(home));
        BundleImportPlan::Where where = m_where;
        where.sshHome = home;
        const QByteArray key = "alpha " + QByteArray(SshTestKeys::kEd25519Other) + "\n";
        const auto bundle = bundleOf(path(QStringLiteral("real-a")), key, QStringLiteral("alpha"));
        QVERIFY(bundle);
        const Result<BundleImportPlan> plan = BundleImportPlan::make(*bundle, where);
        QVERIFY2(plan.ok(), qPrintable(plan.errorMessage()));
        QCOMPARE(plan->pins.size(), 1);
        QCOMPARE(plan->pins.first().state, Pin::State::Add);
        QVERIFY(plan->pins.first().paired);
        QCOMPARE(plan->pinsToAdd({}).size(), 1);
        const Status restored = plan->restore(bundle->manifest, m_stateB, home, {});
        QVERIFY2(restored.ok(), qPrintable(restored.errorMessage()));
        QVERIFY(slurp(home + QStringLiteral("/.ssh/known_hosts")).startsWith("sparkwire-spark-a,"));
        QVERIFY(slurp(home + QStringLiteral("/.ssh/known_hosts"))
                    .contains(QByteArray(SshTestKeys::kEd25519Other)));
        QFile::remove(m_stateB + QStringLiteral("/cluster.json"));
    }

    // Known signers: this Spark's own key and paired keys, nothing else; this Spark's key id
    // comes from its identity.pem (nothing is made where there is none).
    // Whom an import pings before it keeps the netplan: each member cabled to this Spark, on a
    // link they share. In a ring of four, B shares none with D (found on virtual Sparks in a
    // ring of three: the import pinged B's first twin, on its link to A, from C).
    void fabricAddressIsOnASharedLink()
    {
        const auto ring =
            BundleFixture::exportCluster(path(QStringLiteral("ring")), {}, QStringLiteral("ABCD"),
                                         QStringLiteral("A:1-B:0 B:1-C:0 C:1-D:0 D:1-A:0"));
        QVERIFY(ring);
        const Result<OpenedBundle> bundle = BundleReader::open(ring->archive);
        QVERIFY2(bundle, qPrintable(bundle.errorMessage()));
        BundleImportPlan::Where where = m_where;
        where.stateDir = path(QStringLiteral("ring-b"));
        QVERIFY(peers::PairedPeers::makePrivateDir(where.stateDir).ok());
        const Result<BundleImportPlan> plan = BundleImportPlan::make(*bundle, where);
        QVERIFY2(plan, qPrintable(plan.errorMessage()));
        QStringList ownSubnets; // B's twins, "a.b.c.d/len"
        for (const BundleManifest::Member &m : bundle->manifest.members)
            if (m.member.id == kIdB)
                for (const BundleTwin &t : m.twins)
                    ownSubnets << t.address;
        QCOMPARE(ownSubnets.size(), 4);
        QMap<QString, QString> pinged; // bundle name -> address
        for (const BundleImportPlan::Member &m : plan->members)
            pinged.insert(m.bundleName, m.fabricAddress);
        QCOMPARE(pinged.keys(), (QStringList{QStringLiteral("spark-a"), QStringLiteral("spark-c"),
                                             QStringLiteral("spark-d")}));
        QVERIFY(pinged.value(QStringLiteral("spark-d")).isEmpty()); // no cable to B
        for (const QString &name : {QStringLiteral("spark-a"), QStringLiteral("spark-c")}) {
            const QHostAddress address(pinged.value(name));
            QVERIFY2(!address.isNull(), qPrintable(name));
            QVERIFY2(std::any_of(ownSubnets.cbegin(), ownSubnets.cend(),
                                 [&](const QString &subnet) {
                                     return address.isInSubnet(QHostAddress::parseSubnet(subnet));
                                 }),
                     qPrintable(name + QLatin1Char(' ') + address.toString() +
                                QStringLiteral(" is on no link of B's: ") +
                                ownSubnets.join(QLatin1Char(' '))));
        }
    }

    void onlySelfAndPairedAreKnownSigners()
    {
        bool known = false;
        QCOMPARE(BundleImportPlan::describeSigner(m_stateB, kIdB, kIdB, &known),
                 QStringLiteral("this Spark"));
        QVERIFY(known);
        BundleImportPlan::describeSigner(m_stateB, kIdB, m_idA, &known);
        QVERIFY(known);
        BundleImportPlan::describeSigner(m_stateB, kIdB, ClusterFixtures::idOf(QLatin1Char('C')),
                                         &known);
        QVERIFY(!known);
        QCOMPARE(BundleImportPlan::storedSelfId(path(QStringLiteral("real-a"))), m_idA);
        QCOMPARE(BundleImportPlan::storedSelfId(path(QStringLiteral("nowhere"))), QString());
    }
};

QTEST_GUILESS_MAIN(TestBundleImport)
#include "tst_bundle_import.moc"
