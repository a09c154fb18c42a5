// The cluster pre-flight on the Welcome page (#30 item 1): a window whose session offers the
// pre-flight shows the button on Welcome; pressed by keyboard, it shows one table with a row
// per check, a column per member (named as the record names them), the verdict and the fix;
// Tab reaches the table and the arrows move in it. The members' answers go through the real
// doctor-answer parser, their facts read from a recorded sysfs tree; spark-demo-b runs another
// DGX OS release under another UID. Saves sparkwire-preflight.png in the temporary folder.
// About 2 s.
#include "DemoSeat.h"
#include "MainWindow.h"
#include "doctor/ClusterPreflight.h"
#include "widgets/PreflightTable.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sparkwire;
using namespace sparkwire::doctor;

namespace {
bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// A member's answer as the seat reads it: made from a recorded tree, sent as JSON (with a
// release and an account of its own), read back by the strict parser.
std::optional<DoctorAnswer> answerFrom(const QString &tree, const QString &release, int uid)
{
    const QString sysfs = tree + QStringLiteral("/sys");
    const QString root = tree + QStringLiteral("/root");
    if (!QDir().mkpath(tree) ||
        QProcess::execute(QStringLiteral("cp"),
                          {QStringLiteral("-a"),
                           QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), sysfs}) != 0 ||
        !writeFile(sysfs + QStringLiteral("/class/dmi/id/product_name"), "NVIDIA DGX Spark\n") ||
        !writeFile(sysfs + QStringLiteral("/class/dmi/id/bios_date"), "05/12/2026\n") ||
        !writeFile(sysfs + QStringLiteral("/module/nvidia/version"), "580.95.05\n") ||
        !writeFile(tree + QStringLiteral("/proc/sys/kernel/osrelease"), "6.11.0-1016-nvidia\n") ||
        !writeFile(root + QStringLiteral("/etc/dgx-release"),
                   "DGX_SWBUILD_VERSION=\"" + release.toUtf8() + "\"\n") ||
        !writeFile(root + QStringLiteral("/usr/share/dbus-1/system-services/"
                                         "org.sparkwire.Helper1.service"),
                   "[D-BUS Service]\n"))
        return std::nullopt;
    const DoctorInputs in =
        DoctorInputs::read(sysfs, tree + QStringLiteral("/proc"), root, {}, false);
    DoctorAnswer a = DoctorAnswer::make(in, {}, QStringLiteral("0.1.0"), 1'800'000'000'000);
    a.facts->user = QStringLiteral("ada");
    a.facts->uid = uid;
    a.facts->gid = 1000;
    const Result<DoctorAnswer> read = DoctorAnswer::fromJson(a.toJson());
    return read ? std::optional(*read) : std::nullopt;
}
} // namespace

class TestPreflightTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void welcomeShowsThePreflightTable()
    {
        QTemporaryDir dir;
        const std::optional<DoctorAnswer> a =
            answerFrom(dir.filePath(QStringLiteral("a")), QStringLiteral("7.2.3"), 1000);
        const std::optional<DoctorAnswer> b =
            answerFrom(dir.filePath(QStringLiteral("b")), QStringLiteral("7.1.0"), 1001);
        QVERIFY(a && b);

        DemoSeat seat;
        QVERIFY2(seat.ok(), qPrintable(seat.error()));
        int runs = 0;
        seat.session().clusterPreflight = [&](QObject *owner,
                                              const QList<cluster::ClusterMember> &members,
                                              std::function<void(const ClusterPreflight &)> done) {
            QVERIFY(members.isEmpty()); // Welcome asks whom this Spark would ask now
            ++runs;
            // As the run does: the answers come later, from the event loop.
            QTimer::singleShot(50, owner, [a, b, done] {
                MemberAnswer first;
                first.member = {QString(64, QLatin1Char('a')), QStringLiteral("spark-demo-a"), 1};
                first.answer = a;
                first.receivedMs = 12;
                first.consent = MemberAnswer::Consent::Self;
                MemberAnswer second;
                second.member = {QString(64, QLatin1Char('b')), QStringLiteral("spark-demo-b"), 2};
                second.answer = b;
                second.receivedMs = 15;
                second.consent = MemberAnswer::Consent::Ask; // its person is asked: a warn
                done(ClusterPreflight::compute({first, second}));
            });
        };
        MainWindow window(seat.session());
        window.resize(1366, 768);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));

        auto *preflight = window.findChild<PreflightTable *>(QStringLiteral("welcomePreflight"));
        QVERIFY(preflight);
        QVERIFY(preflight->runButton()->isVisible());
        QVERIFY(!preflight->table()->isVisible());

        // By keyboard: the button takes focus and Space presses it.
        preflight->runButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(preflight->runButton(), Qt::Key_Space);
        QTRY_VERIFY(preflight->table()->isVisible());
        QCOMPARE(runs, 1);

        QTableWidget *table = preflight->table();
        QCOMPARE(table->columnCount(), 5); // check, two members, verdict, fix
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("spark-demo-a"));
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("spark-demo-b"));
        QCOMPARE(table->rowCount(), 12);
        auto rowOf = [table](const QString &check) {
            for (int r = 0; r < table->rowCount(); ++r)
                if (table->item(r, 0)->text() == check)
                    return r;
            return -1;
        };
        const int os = rowOf(QStringLiteral("DGX OS release"));
        QVERIFY(os >= 0);
        QCOMPARE(table->item(os, 1)->text(), QStringLiteral("DGX OS 7.2.3"));
        QCOMPARE(table->item(os, 2)->text(), QStringLiteral("DGX OS 7.1.0"));
        QCOMPARE(table->item(os, 3)->text(), QStringLiteral("✘ fails"));
        QVERIFY(table->item(os, 4)->text().contains(QStringLiteral("same DGX OS release")));
        const int account = rowOf(QStringLiteral("Username, UID and GID"));
        QCOMPARE(table->item(account, 2)->text(), QStringLiteral("ada 1001:1000"));
        QCOMPARE(table->item(account, 3)->text(), QStringLiteral("✘ fails"));
        const int firmware = rowOf(QStringLiteral("CX-7 firmware (ethtool -i)"));
        QCOMPARE(table->item(firmware, 1)->text(), QStringLiteral("28.45.1020"));
        QCOMPARE(table->item(firmware, 3)->text(), QStringLiteral("✔ passes"));
        QVERIFY(table->item(firmware, 4)->text().isEmpty());

        // Tab from the button reaches the table; the arrows move in it.
        preflight->runButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
        table->setCurrentCell(0, 0);
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(table->currentRow(), 1);

        const QString file = QDir::temp().filePath(QStringLiteral("sparkwire-preflight.png"));
        QVERIFY(window.grab().save(file));
        qInfo("screenshot: %s", qPrintable(file));
    }
};

QTEST_MAIN(TestPreflightTable)
#include "tst_preflighttable.moc"
