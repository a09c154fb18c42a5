// The policy against netplan's own parser, file by file over the fuzz corpus: whenever the
// policy accepts a file, `netplan generate --root-dir` must produce the same output tree from
// the original bytes and from the policy's canonical re-emission, so the two readers agree
// on what the file says. Name prefixes state what each file is for:
//   ok-       must be accepted (and then agree);
//   exploit-  must be refused, and netplan really reads a hidden management-NIC config in it
//             (the parser differential of issue 10, so the refusal is not vacuous);
//   plain-    the exploit's content written plainly: must be refused.
#include "netplan/NetplanPolicy.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using sparkwire::netplan::NetplanPolicy;
using sparkwire::netplan::PolicyVerdict;

namespace {
const QSet<QString> kCx7 = {"enp1s0f0np0", "enP2p1s0f0np0", "enp1s0f1np1", "enP2p1s0f1np1"};

struct Generated
{
    bool ok = false;
    QString errors;
    QMap<QString, QByteArray> files; // path under the root dir -> content; the input left out
};

Generated generate(const QByteArray &yaml)
{
    Generated result;
    QTemporaryDir root;
    const QString input = root.path() + QStringLiteral("/etc/netplan/40-cx7.yaml");
    QDir().mkpath(QFileInfo(input).path());
    QFile f(input);
    if (!f.open(QIODevice::WriteOnly) || f.write(yaml) != yaml.size())
        return result;
    f.close();
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QProcess netplan;
    netplan.start(QStringLiteral("netplan"),
                  {QStringLiteral("generate"), QStringLiteral("--root-dir"), root.path()});
    netplan.waitForFinished(60000);
    result.ok = netplan.exitStatus() == QProcess::NormalExit && netplan.exitCode() == 0;
    result.errors = QString::fromUtf8(netplan.readAllStandardError()).replace(root.path(), "ROOT");
    QDirIterator it(root.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path == input)
            continue;
        QFile out(path);
        out.open(QIODevice::ReadOnly);
        result.files.insert(path.mid(root.path().size() + 1), out.readAll());
    }
    return result;
}

QString describe(const Generated &g)
{
    QString text = g.ok ? QStringLiteral("generated:") : QStringLiteral("failed: ") + g.errors;
    for (auto it = g.files.cbegin(); it != g.files.cend(); ++it)
        text += QStringLiteral("\n--- %1\n%2").arg(it.key(), QString::fromUtf8(it.value()));
    return text;
}
} // namespace

class TestNetplanDifferential : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void corpus_data();
    void corpus();
    void corpusIsNotVacuous();
};

void TestNetplanDifferential::corpus_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(SPARKWIRE_NETPLAN_CORPUS));
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestNetplanDifferential::corpus()
{
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray original = f.readAll();
    const QString name = QFileInfo(path).fileName();
    const PolicyVerdict verdict = NetplanPolicy(kCx7).review(original);

    if (name.startsWith(QLatin1String("exploit-"))) {
        QVERIFY2(!verdict.ok(), "the policy accepts an exploit");
        const Generated netplan = generate(original);
        QVERIFY2(netplan.ok, qPrintable(netplan.errors));
        bool managementNic = false;
        for (auto it = netplan.files.cbegin(); it != netplan.files.cend(); ++it)
            managementNic = managementNic || it.key().contains(QLatin1String("enP7s7"));
        QVERIFY2(managementNic, qPrintable("netplan does not see the hidden management NIC: " +
                                           describe(netplan)));
        return;
    }
    if (name.startsWith(QLatin1String("plain-")))
        QVERIFY2(!verdict.ok(), "the policy accepts the exploit's content written plainly");
    if (name.startsWith(QLatin1String("ok-")))
        QVERIFY2(verdict.ok(), qPrintable(verdict.problems.join('\n')));
    if (!verdict.ok())
        return;

    const Generated fromOriginal = generate(original);
    const Generated fromCanonical = generate(verdict.canonical);
    QVERIFY2(fromOriginal.ok,
             qPrintable("netplan refuses a file the policy accepts: " + fromOriginal.errors));
    QVERIFY2(fromCanonical.ok,
             qPrintable("netplan refuses the canonical form: " + fromCanonical.errors + "\n" +
                        QString::fromUtf8(verdict.canonical)));
    QVERIFY(!fromOriginal.files.isEmpty());
    QVERIFY2(fromOriginal.files == fromCanonical.files,
             qPrintable(QStringLiteral("netplan reads the original and the canonical form "
                                       "differently\n=== original\n%1\n=== canonical\n%2")
                            .arg(describe(fromOriginal), describe(fromCanonical))));
}

void TestNetplanDifferential::corpusIsNotVacuous()
{
    const QDir dir(QStringLiteral(SPARKWIRE_NETPLAN_CORPUS));
    QVERIFY(dir.entryList({QStringLiteral("ok-*")}, QDir::Files).size() >= 10);
    QVERIFY(dir.entryList({QStringLiteral("exploit-*")}, QDir::Files).size() >= 4);
    QVERIFY(!dir.entryList({QStringLiteral("plain-*")}, QDir::Files).isEmpty());
}

QTEST_GUILESS_MAIN(TestNetplanDifferential)
#include "tst_netplandifferential.moc"
