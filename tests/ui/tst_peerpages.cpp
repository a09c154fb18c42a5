// The peer-facing GUI: choosing among several discovered Sparks on Find peers, and the
// questions the window asks its person when a peer wants something.
#include "cluster/ClusterModel.h"
#include "discovery/CablingSource.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoPeerSession.h"
#include "widgets/PeerRequestPrompt.h"
#include "wizard/FindPeersPage.h"

#include "discovery/NodeIdentity.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PeerResponder.h"
#include <QApplication>
#include <QComboBox>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

namespace {
// Two peers on a switch: spark-b on port 1, spark-c on port 0.
class TwoPeers : public discovery::CablingSource
{
public:
    discovery::CablingMap map() const override
    {
        auto link = [](QString local, int port, QString id, QString host, QString address) {
            discovery::NeighbourLink l;
            l.localNetdev = std::move(local);
            l.localPort = port;
            l.peerId = std::move(id);
            l.peerHostname = std::move(host);
            l.peerNetdev = QStringLiteral("enp1s0f1np1");
            l.peerPort = 1;
            l.peerAddress = std::move(address);
            return l;
        };
        return discovery::CablingMap::fromLinks(
            {link(QStringLiteral("enp1s0f1np1"), 1, QString(64, QLatin1Char('b')),
                  QStringLiteral("spark-b"), QStringLiteral("fe80::b%enp1s0f1np1")),
             link(QStringLiteral("enp1s0f0np0"), 0, QString(64, QLatin1Char('c')),
                  QStringLiteral("spark-c"), QStringLiteral("fe80::c%enp1s0f0np0"))});
    }
};

hw::InventoryMonitor::Options tree()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-a");
    return options;
}

// Answers the next peer question box with the named button once it is shown.
void clickWhenShown(const char *button)
{
    QTimer::singleShot(50, [button] {
        for (QWidget *w : QApplication::topLevelWidgets())
            for (auto *box : w->findChildren<QMessageBox *>(QStringLiteral("peerRequestBox")))
                if (box->isVisible())
                    if (auto *b = box->findChild<QPushButton *>(QLatin1String(button)))
                        b->click();
    });
}
peers::PeerQuestion keyQuestion()
{
    peers::PeerQuestion q;
    q.kind = peers::PeerQuestion::Kind::SshKey;
    q.peerName = QStringLiteral("spark-b");
    return q;
}
} // namespace

class TestPeerPages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPeerCanBeChosen();
    void promptAsksAndAnswers_data();
    void promptAsksAndAnswers();
    void promptAsksOneAtATime();
    void promptDropsWithdrawnQuestions();
    void acceptPairingArmsTheResponder();
};

void TestPeerPages::everyPeerCanBeChosen()
{
    hw::InventoryMonitor inventory(tree());
    TwoPeers cabling;
    sim::DemoPeerSession peers;
    ClusterModel cluster{Session{}};
    FindPeersPage page(&inventory, &cabling, &peers, nullptr, &cluster);
    page.show();
    auto *choice = page.findChild<QComboBox *>(QStringLiteral("peerChoice"));
    auto *pair = page.findChild<QPushButton *>(QStringLiteral("pairButton"));
    QVERIFY(choice && pair);
    QCOMPARE(choice->count(), 2);
    QVERIFY(choice->isEnabled());
    // Not paired: the names are what the beacons claim, and the chooser says so.
    QStringList names{choice->itemText(0), choice->itemText(1)};
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("spark-b (not paired; name as it claims)"),
                                 QStringLiteral("spark-c (not paired; name as it claims)")}));
    // Both are member candidates, neither can be one before it is paired.
    auto *members = page.findChild<QListWidget *>(QStringLiteral("memberList"));
    QCOMPARE(members->count(), 3);
    QStringList candidates{members->item(1)->text(), members->item(2)->text()};
    candidates.sort();
    QCOMPARE(candidates, (QStringList{QStringLiteral("spark-b — pair first"),
                                      QStringLiteral("spark-c — pair first")}));
    // Selecting one in the list is choosing it for Pair.
    members->setCurrentRow(2);
    QCOMPARE(choice->currentData().toString(), members->item(2)->data(Qt::UserRole).toString());
    auto *ssh = page.findChild<QPushButton *>(QStringLiteral("sshButton"));
    for (int i = 0; i < 2; ++i) {
        choice->setFocus();
        choice->setCurrentIndex(i);
        QVERIFY2(pair->text()
                     .remove(QLatin1Char('&'))
                     .contains(choice->itemText(i).section(QLatin1Char(' '), 0, 0)),
                 qPrintable(pair->text()));
        QVERIFY(pair->isEnabled());
        QVERIFY(!ssh->isEnabled()); // SSH only with a paired key
    }
    // The choice survives a refresh (a beacon arriving).
    const QString chosen = choice->currentText();
    Q_EMIT cabling.cablingChanged();
    QCOMPARE(choice->currentText(), chosen);
}

void TestPeerPages::promptAsksAndAnswers_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("button");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("title");
    QTest::newRow("code, yes") << int(peers::PeerQuestion::Kind::PairingCode) << "peerRequestYes"
                               << true << "123 456" // grouped as in the pairing dialog
                               << "Pairing request";
    QTest::newRow("code, no") << int(peers::PeerQuestion::Kind::PairingCode) << "peerRequestNo"
                              << false << "123 456"
                              << "Pairing request";
    QTest::newRow("key, yes") << int(peers::PeerQuestion::Kind::SshKey) << "peerRequestYes" << true
                              << "ssh-ed25519 AAAA"
                              << "SSH key from spark-b";
    // The way back has its own title (issue 17: it reused "SSH key from", which reads as if a
    // key came in) and names the host key it pins.
    QTest::newRow("way back, yes") << int(peers::PeerQuestion::Kind::SshUserKey) << "peerRequestYes"
                                   << true << "spark-b's host key, pinned in ~/.ssh/known_hosts:"
                                   << "Log in to spark-b without a password";
    QTest::newRow("plan, no") << int(peers::PeerQuestion::Kind::Plan) << "peerRequestNo" << false
                              << "network:"
                              << "Plan from spark-b";
    QTest::newRow("delegation, yes")
        << int(peers::PeerQuestion::Kind::Delegation) << "peerRequestYes" << true << "May it?"
        << "Paired with spark-b";
    QTest::newRow("cluster try, no")
        << int(peers::PeerQuestion::Kind::ClusterTry) << "peerRequestNo" << false << "network:"
        << "Network plan from spark-b";
}

void TestPeerPages::promptAsksAndAnswers()
{
    QFETCH(int, kind);
    QFETCH(QString, button);
    QFETCH(bool, expected);
    QFETCH(QString, shown);
    QFETCH(QString, title);
    QWidget window;
    window.show();
    PeerRequestPrompt prompt(&window);
    peers::PeerQuestion q;
    q.kind = peers::PeerQuestion::Kind(kind);
    q.peerName = QStringLiteral("spark-b");
    q.peerId = QString(64, QLatin1Char('b'));
    q.detail = kind == int(peers::PeerQuestion::Kind::PairingCode)
                   ? QStringLiteral("123456")
                   : (kind == int(peers::PeerQuestion::Kind::SshKey) ||
                              kind == int(peers::PeerQuestion::Kind::SshUserKey)
                          ? QStringLiteral("ssh-ed25519 AAAA spark-b")
                          : QStringLiteral("network:\n  version: 2\n"));
    q.question = QStringLiteral("May it?");
    std::optional<bool> answer;
    prompt.ask(q, [&](bool yes) { answer = yes; });
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("peerRequestBox"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY(QString(box->text() + box->detailedText()).contains(shown));
    QCOMPARE(box->windowTitle(), title);
    QVERIFY(box->text().contains(QStringLiteral("spark-b")) ||
            box->windowTitle().contains(QStringLiteral("spark-b")));
    box->findChild<QPushButton *>(button)->click();
    QTRY_VERIFY(answer.has_value());
    QCOMPARE(*answer, expected);
}

void TestPeerPages::promptAsksOneAtATime()
{
    QWidget window;
    window.show();
    PeerRequestPrompt prompt(&window);
    peers::PeerQuestion q = keyQuestion();
    QList<bool> answers;
    prompt.ask(q, [&](bool yes) { answers << yes; });
    prompt.ask(q, [&](bool yes) { answers << yes; });
    QCOMPARE(window.findChildren<QMessageBox *>(QStringLiteral("peerRequestBox")).size(), 1);
    clickWhenShown("peerRequestNo");
    QTRY_COMPARE(answers.size(), 1);
    // Escape on the second one means no, too: nothing is granted by closing it.
    QTRY_VERIFY(!window.findChildren<QMessageBox *>(QStringLiteral("peerRequestBox")).isEmpty());
    auto *second = window.findChild<QMessageBox *>(QStringLiteral("peerRequestBox"));
    QTRY_VERIFY(second->isVisible());
    QTest::keyClick(second, Qt::Key_Escape);
    QTRY_COMPARE(answers.size(), 2);
    QCOMPARE(answers, (QList<bool>{false, false}));
}

void TestPeerPages::promptDropsWithdrawnQuestions()
{
    QWidget window;
    window.show();
    PeerRequestPrompt prompt(&window);
    peers::PeerQuestion q = keyQuestion();
    QList<int> answered;
    q.id = 1;
    prompt.ask(q, [&](bool) { answered << 1; });
    q.id = 2;
    prompt.ask(q, [&](bool) { answered << 2; });
    q.id = 3;
    prompt.ask(q, [&](bool) { answered << 3; });
    QTRY_VERIFY(window.findChild<QMessageBox *>(QStringLiteral("peerRequestBox"))->isVisible());
    prompt.withdraw(2); // queued: never shown
    prompt.withdraw(1); // shown: closed without an answer, the next one follows
    QTRY_VERIFY(!window.findChildren<QMessageBox *>(QStringLiteral("peerRequestBox")).isEmpty());
    clickWhenShown("peerRequestYes");
    QTRY_COMPARE(answered, QList<int>{3});
}

void TestPeerPages::acceptPairingArmsTheResponder()
{
    QTemporaryDir dir;
    const auto identity =
        discovery::NodeIdentity::loadOrCreate(dir.path(), QStringLiteral("spark-a"));
    QVERIFY2(identity, qPrintable(identity.errorMessage()));
    peers::PeerResponder::Options options;
    options.local = peers::makeLocalNode(*identity, QStringLiteral("spark-a"), dir.path(), nullptr);
    peers::PeerResponder responder(options,
                                   [](const peers::PeerQuestion &, auto answer) { answer(false); });
    hw::InventoryMonitor inventory(tree());
    TwoPeers cabling;
    sim::DemoPeerSession peers;
    ClusterModel cluster{Session{}};
    FindPeersPage page(&inventory, &cabling, &peers, &responder, &cluster);
    page.show();
    auto *accept = page.findChild<QPushButton *>(QStringLiteral("acceptPairingButton"));
    QVERIFY(accept && accept->isVisible());
    QVERIFY(!responder.pairingArmed());
    accept->setFocus();
    QTest::keyClick(accept, Qt::Key_Space); // by keyboard, as a person would
    QVERIFY(responder.pairingArmed());
    QVERIFY(accept->isChecked());
    QVERIFY2(accept->text().contains(QStringLiteral("s)")), qPrintable(accept->text()));
    QTest::keyClick(accept, Qt::Key_Space);
    QVERIFY(!responder.pairingArmed());
    QVERIFY(!accept->isChecked());
    responder.armPairing(1); // lapses by itself; the button follows
    QTRY_VERIFY(accept->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(!accept->isChecked(), 3000);
}

QTEST_MAIN(TestPeerPages)
#include "tst_peerpages.moc"
