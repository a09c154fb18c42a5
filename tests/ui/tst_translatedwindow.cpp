// The real window in demo mode, in every language that has a catalogue: walks the wizard
// pages and fails on visible text that is still the English source, so a string that
// escapes tr(), a context that does not match its catalogue entry, or a core message made
// before the translator was installed shows up here. (~12 s for the three languages on a
// shared 2-core machine under load.)
#include "DemoSeat.h"
#include "LayoutChecks.h"
#include "MainWindow.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/FleetChart.h"
#include "dashboard/FleetView.h"
#include "diagram/TwinHalfButton.h"
#include "widgets/LanguageSettings.h"
#include "widgets/SettingsDialog.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

// Sources whose translation is the source itself, in some language, on purpose. Every such
// entry of a catalogue must be listed here with its reason, so a forgotten translation
// cannot hide as "the same in this language".
const QHash<QString, QString> &untranslatable()
{
    static const QHash<QString, QString> reasons = {
        // Product and library names.
        {QStringLiteral("Sparkwire"), QStringLiteral("the product's name")},
        {QStringLiteral("%1 — Sparkwire"), QStringLiteral("a hostname and the product's name")},
        {QStringLiteral("NCCL"), QStringLiteral("NVIDIA's library's name")},
        {QStringLiteral("TCP"), QStringLiteral("protocol name")},
        {QStringLiteral("RDMA"), QStringLiteral("protocol name")},
        {QStringLiteral("✔ %1: %2"), QStringLiteral("German: a mark, a name and a text")},
        {QStringLiteral("SSH: ✔ %1"), QStringLiteral("German: a protocol's name, a mark, a text")},
        {QStringLiteral("NCCL all_gather"), QStringLiteral("library and collective names")},
        // Technical terms and units every language writes the same way.
        {QStringLiteral("MTU"), QStringLiteral("network term")},
        {QStringLiteral("MTU %1"), QStringLiteral("network term and a number")},
        {QStringLiteral("&MTU:"), QStringLiteral("German: network term")},
        {QStringLiteral("MTU:"), QStringLiteral("network term")},
        {QStringLiteral("MAC:"), QStringLiteral("network term")},
        {QStringLiteral("IPv4:"), QStringLiteral("protocol name")},
        {QStringLiteral("IPv6:"), QStringLiteral("protocol name")},
        {QStringLiteral("RoCE:"), QStringLiteral("protocol name")},
        {QStringLiteral("RoCE v2 GID"), QStringLiteral("protocol term")},
        {QStringLiteral("RoCE Gb/s"), QStringLiteral("protocol name and unit")},
        {QStringLiteral("~RoCE Gb/s"),
         QStringLiteral("protocol name and unit, ~ marking an estimate")},
        {QStringLiteral("busbw GB/s"), QStringLiteral("nccl-tests' column name and unit")},
        {QStringLiteral("GB/s"), QStringLiteral("unit")},
        {QStringLiteral("Gb/s"), QStringLiteral("unit")},
        {QStringLiteral("%1 %2 Gb/s"), QStringLiteral("a netdev, a number and a unit")},
        {QStringLiteral("Kernel"), QStringLiteral("German: the same word")},
        {QStringLiteral("%1 (%2%3)"), QStringLiteral("German: a file name, a tool's name, a note")},
        {QStringLiteral("Netdev"), QStringLiteral("Linux term for a network device")},
        {QStringLiteral("Netdev:"), QStringLiteral("German: Linux term")},
        {QStringLiteral("&GPUDirect:"), QStringLiteral("German: NVIDIA's feature name")},
        {QStringLiteral("netlink: %1"), QStringLiteral("German: Linux interface name")},
        {QStringLiteral("%1: %2 Gb/s (MTU %3)"), QStringLiteral("German: units and terms only")},
        {QStringLiteral("%1: %2 Gb/s (MTU %3): %4"),
         QStringLiteral("German: units, terms and a verdict name")},
        {QStringLiteral("%1 Gb/s, %2"), QStringLiteral("German: a unit and a verdict name")},
        {QStringLiteral("NVIDIA Sync (Cluster Assistant)"),
         QStringLiteral("German: NVIDIA's product and feature names")},
        {QStringLiteral("spark-vllm-docker"), QStringLiteral("a project's name")},
        {QStringLiteral("sparkrun (sparkrun setup cx7)"),
         QStringLiteral("German: a project's name and its command")},
        {QStringLiteral(" s"), QStringLiteral("German: the unit second")},
        {QStringLiteral("Ctrl+D"), QStringLiteral("a key name Qt translates itself")},
        {QStringLiteral("Ctrl+L"), QStringLiteral("a key name Qt translates itself")},
        {QStringLiteral("sudo chmod 600 /etc/netplan/*.yaml"), QStringLiteral("a shell command")},
        {QStringLiteral("P%1·%2"), QStringLiteral("port and twin numbers (P1·0)")},
        {QStringLiteral("tx"), QStringLiteral("German: the usual abbreviation (transmit)")},
        {QStringLiteral("rx"), QStringLiteral("German: the usual abbreviation (receive)")},
        {QStringLiteral("OOS"),
         QStringLiteral("the RDMA counter's abbreviation (out of sequence)")},
        {QStringLiteral("CNP"), QStringLiteral("RoCE's congestion notification packet")},
        {QStringLiteral("%1G"), QStringLiteral("a link speed in Gb/s (200G)")},
        {QStringLiteral("live"), QStringLiteral("German: same word")},
        {QStringLiteral("<b>Port %1</b>"), QStringLiteral("German: same word")},
        // German words spelt as in English.
        {QStringLiteral("Phase"), QStringLiteral("German: same word")},
        {QStringLiteral("Switch"), QStringLiteral("German: same word")},
        {QStringLiteral("Port %1"), QStringLiteral("German: same word")},
        {QStringLiteral("Port"), QStringLiteral("German: same word")},
        {QStringLiteral("Name"), QStringLiteral("German: same word")},
        {QStringLiteral("Cluster %1"), QStringLiteral("German: same word")},
        {QStringLiteral("&Diagnose…"), QStringLiteral("German: same word")},
        {QStringLiteral("Position:"), QStringLiteral("German: same word")},
        {QStringLiteral("out-of-place"), QStringLiteral("German: nccl-tests' column name")},
        {QStringLiteral("in-place"), QStringLiteral("German: nccl-tests' column name")},
        // Layouts of arguments with no words.
        {QStringLiteral("%1 / %2"), QString()},
        {QStringLiteral("✘ %1"), QString()},
        {QStringLiteral("✔ %1"), QString()},
        {QStringLiteral("%1:"), QString()},
        {QStringLiteral("%1: %2"), QString()},
        {QStringLiteral("%1  %2"), QString()}, // a notice's time and text
        {QStringLiteral("%1. %2"), QString()},
        {QStringLiteral("%1 (%2)"), QString()},
        {QStringLiteral("%1 · %2"), QString()},
        {QStringLiteral("%1 · %2 · %3"), QString()},
        {QStringLiteral("%1\n%2\n%3"), QString()},
        {QStringLiteral("%1 %2"), QString()}, // a netdev and its addresses
        {QStringLiteral("/%1 (%2): %3"), QStringLiteral("German: a path, a tool and addresses")},
        {QStringLiteral("/%1 (%2)"), QStringLiteral("German: a path and a tool")},
        {QStringLiteral("%1: %2 %3 — %4"),
         QStringLiteral("German: a host, a netdev, what changed and which file")},
    };
    return reasons;
}

// "&Apply to every Spark" and "Apply to every Spark" are the same text on screen.
QString shown(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text.trimmed();
}

struct Catalogue
{
    QSet<QString> english;              // sources translated into something else, as shown
    QList<QRegularExpression> patterns; // the same with arguments, where words are literal
    QStringList sameButUnlisted;        // identical entries missing from untranslatable()
};

// The committed .ts of code: which sources are translated, which are the same on purpose.
Catalogue readCatalogue(const QString &code)
{
    Catalogue c;
    QFile file(QStringLiteral(SPARKWIRE_SOURCE_DIR "/translations/sparkwire_%1.ts").arg(code));
    if (!file.open(QIODevice::ReadOnly))
        return c;
    QXmlStreamReader xml(&file);
    QString source;
    QStringList forms;
    const auto finish = [&] {
        if (forms.contains(source)) {
            if (!untranslatable().contains(source))
                c.sameButUnlisted << source;
            return;
        }
        const QString text = shown(source);
        c.english.insert(text);
        // With arguments: "%1 port %2" still shows its English words around the values.
        static const QRegularExpression argument(QStringLiteral("%L?(\\d+|n)"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        if (!text.contains(argument))
            return;
        QString pattern;
        qsizetype last = 0;
        bool words = false;
        for (const QRegularExpressionMatch &m : argument.globalMatch(text)) {
            const QString literal = text.mid(last, m.capturedStart() - last);
            words = words || literal.contains(word);
            pattern += QRegularExpression::escape(literal) + QStringLiteral(".*");
            last = m.capturedEnd();
        }
        words = words || text.mid(last).contains(word);
        pattern += QRegularExpression::escape(text.mid(last));
        if (words)
            c.patterns << QRegularExpression(QRegularExpression::anchoredPattern(pattern),
                                             QRegularExpression::DotMatchesEverythingOption);
    };
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            source.clear();
            forms.clear();
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation") && !numerus) {
            forms << xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
            forms << xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            finish();
        }
    }
    return c;
}

// Every visible text of window (labels, buttons, group boxes, tabs, menus) that is still
// English: "<class objectName>: text".
QStringList englishLeft(QWidget *window, const Catalogue &catalogue)
{
    QStringList found;
    const auto judge = [&](const QObject *owner, const QString &raw) {
        const QString text = shown(raw);
        if (text.isEmpty())
            return;
        bool english = catalogue.english.contains(text);
        for (qsizetype i = 0; !english && i < catalogue.patterns.size(); ++i)
            english = catalogue.patterns.at(i).match(text).hasMatch();
        if (english)
            found << QStringLiteral("%1 %2: %3")
                         .arg(QString::fromLatin1(owner->metaObject()->className()),
                              owner->objectName(), text);
    };
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets << window;
    for (QWidget *w : std::as_const(widgets)) {
        if (!w->isVisible())
            continue;
        if (auto *label = qobject_cast<QLabel *>(w))
            judge(label, label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            judge(button, button->text());
        else if (auto *box = qobject_cast<QGroupBox *>(w))
            judge(box, box->title());
        else if (auto *tabs = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                judge(tabs, tabs->tabText(i));
        else if (auto *menus = qobject_cast<QMenuBar *>(w))
            for (const QAction *a : menus->actions()) {
                judge(menus, a->text());
                if (a->menu())
                    for (const QAction *item : a->menu()->actions())
                        judge(menus, item->text());
            }
    }
    judge(window, window->windowTitle());
    return found;
}

} // namespace

class TestTranslatedWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyLanguageHasACatalogue();
    void noEnglishLeft_data();
    void noEnglishLeft();
    void settingsChooseTheLanguage();
    void commandLineOverridesTheSettings();
};

void TestTranslatedWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings under ~/.qttest, not the real ones
    QSettings().clear();
}

void TestTranslatedWindow::everyLanguageHasACatalogue()
{
    QCOMPARE(LanguageSettings::available(),
             (QStringList{QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("ja"),
                          QStringLiteral("zh_CN")}));
}

void TestTranslatedWindow::noEnglishLeft_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("welcome"); // the first page's title, in that language
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Willkommen");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("欢迎");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ようこそ");
}

void TestTranslatedWindow::noEnglishLeft()
{
    QFETCH(QString, code);
    QFETCH(QString, welcome);
    const Catalogue catalogue = readCatalogue(code);
    QVERIFY2(!catalogue.english.isEmpty(), qPrintable(code));
    QVERIFY2(catalogue.sameButUnlisted.isEmpty(),
             qPrintable(QStringLiteral("translated as themselves, with no reason given in "
                                       "untranslatable(): ") +
                        catalogue.sameButUnlisted.join(QStringLiteral(" | "))));

    // As main() does it: the translators first, then the seat (core messages included).
    const QList<QTranslator *> translators =
        LanguageSettings::install(*QCoreApplication::instance(), QLocale(code));
    QVERIFY(!translators.isEmpty());
    const auto cleanup = qScopeGuard([&] {
        for (QTranslator *t : translators) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    });
    // The first CJK glyphs load the Noto CJK fonts (~100 ms once per process and face): done
    // here, in test code, so the stall watchdog judges the window's own work.
    {
        QLabel warm(QStringLiteral("<b>%1</b> %1").arg(welcome));
        warm.grab();
    }
    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    MainWindow window(seat.session());
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("pageTitle"))->text(), welcome);
    // Every step has its own name in the step list (German had "Prüfen" for Review and
    // Verify), and the window is no wider than 1024 px (the DEMO banner wraps).
    auto *steps = window.findChild<QListWidget *>(QStringLiteral("pageList"));
    QVERIFY(steps);
    QStringList names;
    for (int i = 0; i < steps->count(); ++i) {
        const QString name = steps->item(i)->text().section(QLatin1Char(' '), 1);
        QVERIFY2(!names.contains(name), qPrintable(code + QStringLiteral(": ") + name));
        names << name;
    }
    QVERIFY2(window.minimumSizeHint().width() <= 1024,
             qPrintable(QString::number(window.minimumSizeHint().width())));
    QCOMPARE(window.width(), 1024);

    QStringList english;
    QStringList pages;
    QStringList scrolling; // longer words must not push a page wider than the window, nor cut
    const bool walked = seat.walk(window, [&](const QString &page) {
        pages << page;
        for (const QString &text : englishLeft(&window, catalogue))
            english << page + QStringLiteral(" · ") + text;
        QTest::qWait(30); // laid out
        for (const TwinHalfButton *half : window.findChildren<TwinHalfButton *>())
            if (half->isVisible() && half->isElided())
                scrolling << page +
                                 QStringLiteral(" · twin half '%1' elided").arg(half->labelText());
        // Code (netplan YAML, a diff) keeps its lines and may scroll; nothing else.
        for (const QAbstractScrollArea *area : window.findChildren<QAbstractScrollArea *>())
            if (area->isVisible() && area->horizontalScrollBar()->isVisible() &&
                !area->inherits("QPlainTextEdit"))
                scrolling << page + QStringLiteral(" · ") + area->metaObject()->className() +
                                 QLatin1Char(' ') + area->objectName();
        return true;
    });
    // The dashboard at 1024 px, as tst_layout checks it in English: nothing cut (labels,
    // buttons, tabs, chart titles and legends), nothing scrolls sideways.
    DashboardWindow *dashboard = window.dashboard();
    dashboard->resize(1024, 700);
    dashboard->show();
    QVERIFY(QTest::qWaitForWindowExposed(dashboard));
    QTest::qWait(100); // laid out and painted
    scrolling << LayoutChecks::settledCutWidgets(dashboard, QStringLiteral("dashboard"));
    // The fleet page's charts draw their own legend: whole, on one row or two.
    QVERIFY(dashboard->fleetView());
    dashboard->views()->setCurrentWidget(dashboard->fleetView());
    QTest::qWait(100);
    scrolling << LayoutChecks::settledCutWidgets(dashboard, QStringLiteral("fleet"));
    for (const FleetChart *chart : dashboard->fleetView()->findChildren<FleetChart *>())
        if (chart->isVisible() && !chart->legendFits())
            scrolling << QStringLiteral("fleet · legend of member %1, port %2 cut at %3 px")
                             .arg(chart->member())
                             .arg(chart->port())
                             .arg(chart->width());
    dashboard->hide();
    QVERIFY2(scrolling.isEmpty(),
             qPrintable(QStringLiteral("scrolls sideways or cut at 1024 px in %1:\n  ").arg(code) +
                        scrolling.join(QStringLiteral("\n  "))));
    QVERIFY2(walked, qPrintable(seat.error()));
    QCOMPARE(pages.size(), 7); // Welcome, This Spark, Find peers, Addressing, Review, Apply, Verify
    {
        QSettings settings;
        SettingsDialog dialog(settings, &window);
        dialog.show();
        for (const QString &text : englishLeft(&dialog, catalogue))
            english << QStringLiteral("settings · ") + text;
    }
    for (const QString &line : std::as_const(english))
        qWarning("still English: %s", qPrintable(line));
    QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("still English in %1:\n  ").arg(code) +
                                           english.join(QStringLiteral("\n  "))));
}

void TestTranslatedWindow::settingsChooseTheLanguage()
{
    QSettings settings;
    QCOMPARE(LanguageSettings::effective(QString(), settings), QLocale::system());
    SettingsDialog dialog(settings);
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->currentData().toString(), QString()); // follows the desktop
    const int japanese = combo->findData(QStringLiteral("ja"));
    QVERIFY(japanese > 0);
    QCOMPARE(combo->itemText(japanese), QStringLiteral("日本語"));
    QCOMPARE(combo->itemText(combo->findData(QStringLiteral("zh_CN"))), QStringLiteral("简体中文"));
    combo->setCurrentIndex(japanese);
    dialog.accept();
    QCOMPARE(QSettings().value(QLatin1String(LanguageSettings::settingsKey)).toString(),
             QStringLiteral("ja"));
    QCOMPARE(LanguageSettings::effective(QString(), QSettings()).name(), QStringLiteral("ja_JP"));

    // Back to the desktop's: the key goes away.
    SettingsDialog again(settings);
    auto *combo2 = again.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    QCOMPARE(combo2->currentData().toString(), QStringLiteral("ja"));
    combo2->setCurrentIndex(0);
    again.accept();
    QVERIFY(!QSettings().contains(QLatin1String(LanguageSettings::settingsKey)));
}

void TestTranslatedWindow::commandLineOverridesTheSettings()
{
    QSettings settings;
    LanguageSettings::store(settings, QStringLiteral("de"));
    QCOMPARE(LanguageSettings::effective(QStringLiteral("zh_CN"), settings).name(),
             QStringLiteral("zh_CN"));
    // A language without a catalogue is no override: the stored choice holds.
    QCOMPARE(LanguageSettings::effective(QStringLiteral("xx"), settings).name(),
             QStringLiteral("de_DE"));
    settings.clear();
}

QTEST_MAIN(TestTranslatedWindow)
#include "tst_translatedwindow.moc"
