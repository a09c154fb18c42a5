#include "DemoSession.h"
#include "MainWindow.h"
#include "NodeWindowParts.h"
#include "StartupNote.h"
#include "helperclient/HelperClient.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoEnvironment.h"
#include "widgets/LanguageSettings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {
// The value of --language, read before the parser runs: the translators must be in place
// before the parser's own texts (and any core message) are made.
QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--"))
            break;
        if (a == QLatin1String("--language") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QLatin1String("--language=")))
            return a.mid(11);
    }
    return {};
}

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("sparkwire"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SPARKWIRE_VERSION));
    QCoreApplication::setOrganizationDomain(QStringLiteral("sparkwire.org"));
}

// The translators for --language, the settings or the desktop's language.
void installLanguage(QCoreApplication &app)
{
    const QString language = languageArgument(QCoreApplication::arguments());
    const QLocale locale = LanguageSettings::effective(language, QSettings());
    if (locale != QLocale::system())
        QLocale::setDefault(locale); // dates and numbers follow the chosen language too
    LanguageSettings::install(app, locale);
}

// The window's command line; --help and --version are answered before any display is needed.
struct CommandLine
{
    CommandLine()
        : demo(QStringLiteral("demo"),
               QCoreApplication::translate(
                   "main", "Run against a simulated Spark; change nothing. --demo=faults: "
                           "one with the classic faults, for learning the diagnoses."))
        , root(QStringLiteral("sysfs-root"),
               QCoreApplication::translate("main", "Read hardware from DIR instead of /sys."),
               QStringLiteral("DIR"), defaultRoot())
        , language(QStringLiteral("language"),
                   QCoreApplication::translate(
                       "main", "Show the window in LANG (one of: %1) instead of the "
                               "language chosen in the settings or the desktop's.")
                       .arg(LanguageSettings::available().join(QStringLiteral(", "))),
                   QStringLiteral("LANG"))
        , probe(QStringLiteral("startup-probe"),
                QStringLiteral("Print the time to the first shown window and exit (benchmarks)."))
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("main", "Cluster DGX Sparks over their ConnectX-7 ports."));
        parser.addHelpOption();
        parser.addVersionOption();
        probe.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOptions({demo, root, language, probe});
    }
    // The testbed starts each node's window with that node's tree in SPARKWIRE_SYSFS_ROOT.
    static QString defaultRoot()
    {
        const QString fromEnvironment = qEnvironmentVariable("SPARKWIRE_SYSFS_ROOT");
        return fromEnvironment.isEmpty() ? QStringLiteral("/sys") : fromEnvironment;
    }
    QCommandLineParser parser;
    QCommandLineOption demo;
    QCommandLineOption root;
    QCommandLineOption language;
    QCommandLineOption probe;
};

// True when the arguments ask only for text (help, version): QCommandLineParser then prints and
// exits, and must do so without a display (no QApplication, no platform plugin). Other errors
// are left to the window's own parse, after QApplication took its own options (-platform).
bool answersWithoutWindow(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    CommandLine line;
    line.parser.parse(arguments); // an unknown option still leaves --help seen
    return line.parser.isSet(QStringLiteral("help")) ||
           line.parser.isSet(QStringLiteral("help-all")) ||
           line.parser.isSet(QStringLiteral("version"));
}

// On a machine without CX-7 ports there is nothing to configure: say so, offer the demo.
bool askForDemo(const QString &root)
{
    QMessageBox box(QMessageBox::Information,
                    QApplication::translate("main", "No ConnectX-7 ports"),
                    QApplication::translate("main", "Sparkwire found no ConnectX-7 port under %1. "
                                                    "This computer is not a DGX Spark, or its "
                                                    "mlx5_core driver is not loaded.")
                        .arg(root));
    box.setInformativeText(QApplication::translate(
        "main", "You can explore Sparkwire with a simulated Spark instead. Nothing on this "
                "computer is changed in the demo."));
    QPushButton *demo =
        box.addButton(QApplication::translate("main", "Start the &demo"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Close);
    box.setDefaultButton(demo);
    box.exec();
    return box.clickedButton() == demo;
}

// Why the window cannot open here, or empty: Qt aborts (rc 134, "Reinstalling the application
// may fix this problem") when no platform plugin can start, so a missing display is caught
// before QApplication. A platform named by -platform or QT_QPA_PLATFORM is Qt's to check.
QString missingDisplay(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "-platform") == 0 || qstrcmp(argv[i], "--platform") == 0)
            return {};
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
        !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return {};
    return QStringLiteral(
        "sparkwire: no display to open the window on: neither DISPLAY (X11) nor "
        "WAYLAND_DISPLAY (Wayland) is set. Start it in a desktop session or with `ssh -X`, "
        "or use `sparkwirectl` (the same features on the command line).");
}
} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (answersWithoutWindow(argc, argv)) {
        QCoreApplication text(argc, argv);
        setApplicationNames();
        installLanguage(text);
        CommandLine line;
        line.parser.process(text); // prints the help, the version or the error, and exits
        return 0;
    }
    if (const QString why = missingDisplay(argc, argv); !why.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 2;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setApplicationDisplayName(QStringLiteral("Sparkwire"));
    QApplication::setDesktopFileName(QStringLiteral("org.sparkwire.Sparkwire"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.sparkwire.Sparkwire.svg")));
    installLanguage(app);

    CommandLine line;
    QCommandLineParser &parser = line.parser;
    const QCommandLineOption &demoOption = line.demo;
    const QCommandLineOption &rootOption = line.root;
    const QCommandLineOption &languageOption = line.language;
    const QCommandLineOption &probeOption = line.probe;
    // `--demo=faults` picks the classic-faults scenario; `--demo` (or `--demo=healthy`) the
    // healthy pair. The parser knows --demo as a switch, so the scenario is taken off here.
    QStringList arguments = QCoreApplication::arguments();
    QString scenarioName;
    for (QString &argument : arguments) {
        if (argument.startsWith(QLatin1String("--demo="))) {
            scenarioName = argument.mid(7);
            argument = QStringLiteral("--demo");
        }
    }
    parser.process(arguments);
    const sparkwire::Result<sparkwire::sim::DemoEnvironment::Scenario> scenario =
        sparkwire::sim::DemoEnvironment::scenarioNamed(scenarioName);
    if (!scenario) {
        std::fprintf(stderr, "sparkwire: %s\n", qPrintable(scenario.errorMessage()));
        return 2;
    }
    if (parser.isSet(languageOption) &&
        !LanguageSettings::available().contains(parser.value(languageOption))) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QApplication::translate(
                           "main", "sparkwire: there is no language '%1'; choose one of: %2")
                           .arg(parser.value(languageOption),
                                LanguageSettings::available().join(QStringLiteral(", ")))));
        return 2;
    }

    bool demo = parser.isSet(demoOption);
    QString root = parser.value(rootOption);
    std::unique_ptr<sparkwire::hw::InventoryMonitor> inventory;
    if (!demo) {
        if (!QFileInfo(root).isDir()) {
            std::fprintf(stderr, "sparkwire: the sysfs root '%s' does not exist.\n",
                         qPrintable(root));
            return 2;
        }
        sparkwire::hw::InventoryMonitor::Options options;
        options.sysfsRoot = root;
        inventory = std::make_unique<sparkwire::hw::InventoryMonitor>(options);
        if (inventory->inventory().ports.isEmpty()) {
            if (!askForDemo(root))
                return 1;
            demo = true;
        }
    }
    if (demo)
        inventory.reset(); // the demo reads its own simulated Spark

    // The demo: one DemoSession, the same wiring the GUI tests drive (DemoSeat).
    std::unique_ptr<DemoSession> demoSession;
    Session realSession;
    std::unique_ptr<NodeWindowParts> parts; // a real Spark's
    if (demo) {
        demoSession = std::make_unique<DemoSession>(*scenario);
        if (!demoSession->ok()) {
            QMessageBox::critical(nullptr, QApplication::translate("main", "Demo unavailable"),
                                  demoSession->error());
            return 1;
        }
    }
    Session &session = demo ? demoSession->session() : realSession;
    if (demo) {
        // The Welcome page's other scenario: the demo's parts are built at start, so the
        // process starts again with `--demo=NAME` (and the same language) and this one ends.
        session.switchDemo = [&app, &parser, &languageOption](const QString &name) {
            QStringList arguments{QStringLiteral("--demo=") + name};
            if (parser.isSet(languageOption))
                arguments << QStringLiteral("--language") << parser.value(languageOption);
            if (QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments))
                app.quit();
        };
    } else {
        session.inventory = OptionalPart<sparkwire::hw::InventoryMonitor>::of(inventory.get());
        // The netplan hierarchy this Spark reads (the testbed gives each node its own).
        session.netplanRoot = qEnvironmentVariable("SPARKWIRE_NETPLAN_ROOT", QStringLiteral("/"));
        parts = std::make_unique<NodeWindowParts>(session, root);
    }

    std::unique_ptr<MainWindow> window;
    const bool probe = parser.isSet(probeOption);
    // The window is built once the node's peer parts are known (its pages take them); until
    // then the event loop runs, and a note says what is being waited for.
    const auto showWindow = [&](const QStringList &warnings) {
        window = std::make_unique<MainWindow>(session);
        if (parts)
            parts->attach(window.get());
        if (!warnings.isEmpty())
            window->notify(warnings.join(QStringLiteral(" · ")));
        window->show();
        if (probe) {
            // Queued after the show event and first paint have been processed.
            QTimer::singleShot(0, &app, [&] {
                std::printf("first window shown after %lld ms (from main)\n", sinceStart.elapsed());
                std::printf("peer features: %s\n",
                            parts && parts->node()
                                ? qPrintable(parts->node()->identity().keyStorageDescription())
                                : "off");
                app.quit();
            });
        }
    };
    if (demo) {
        const QString netplanWarning = demoSession->netplanWarning();
        showWindow(netplanWarning.isEmpty() ? QStringList() : QStringList{netplanWarning});
        return app.exec();
    }

    StartupNote note;
    parts->start(NodeWindowParts::nodeOptions(inventory.get()), [&](const QStringList &warnings) {
        note.close();
        showWindow(warnings);
    });
    if (!window)
        note.showAfterDelay();
    const int status = app.exec();
    window.reset(); // it uses the node's parts
    parts.reset();
    return status;
}
