#include "MainWindow.h"
#include "bench/NetworkLinkTests.h"
#include "bench/PeerTestServers.h"
#include "discovery/DiscoveryAgent.h"
#include "discovery/NodeIdentity.h"
#include "discovery/SecretStore.h"
#include "helperclient/HelperClient.h"
#include "hw/InventoryMonitor.h"
#include "metrics/MetricsSampler.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PeerResponder.h"
#include "peers/PeerSession.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoPeerSession.h"
#include "sim/DemoTraffic.h"
#include "ssh/SshFiles.h"
#include "widgets/PeerRequestPrompt.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <memory>
#include <optional>

namespace {
void installTranslators(QApplication &app)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("sparkwire"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
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
} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sparkwire"));
    QApplication::setApplicationDisplayName(QStringLiteral("Sparkwire"));
    QApplication::setApplicationVersion(QStringLiteral(SPARKWIRE_VERSION));
    QApplication::setOrganizationDomain(QStringLiteral("sparkwire.org"));
    QApplication::setDesktopFileName(QStringLiteral("org.sparkwire.Sparkwire"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.sparkwire.Sparkwire.svg")));
    installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Cluster DGX Sparks over their ConnectX-7 ports."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QApplication::translate("main", "Run against a simulated Spark; change nothing."));
    const QCommandLineOption rootOption(
        QStringLiteral("sysfs-root"),
        QApplication::translate("main", "Read hardware from DIR instead of /sys."),
        QStringLiteral("DIR"), QStringLiteral("/sys"));
    QCommandLineOption probeOption(
        QStringLiteral("startup-probe"),
        QStringLiteral("Print the time to the first shown window and exit (benchmarks)."));
    probeOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({demoOption, rootOption, probeOption});
    parser.process(app);

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
    if (demo) {
        const sparkwire::Result<QString> demoRoot = sparkwire::sim::DemoEnvironment::sysfsRoot();
        if (!demoRoot) {
            QMessageBox::critical(nullptr, QApplication::translate("main", "Demo unavailable"),
                                  demoRoot.errorMessage());
            return 1;
        }
        root = *demoRoot;
        inventory = std::make_unique<sparkwire::hw::InventoryMonitor>(
            sparkwire::sim::DemoEnvironment::inventoryOptions(root));
    }

    Session session;
    session.inventory = inventory.get();
    session.demo = demo;
    std::unique_ptr<sparkwire::helper::ApplyBackend> applier;
    std::unique_ptr<sparkwire::discovery::CablingSource> cabling;
    std::unique_ptr<sparkwire::peers::PeerSession> peers;
    std::unique_ptr<sparkwire::sim::DemoTraffic> traffic;
    std::unique_ptr<sparkwire::metrics::MetricsSampler> sampler;
    std::unique_ptr<sparkwire::bench::LinkTests> linkTests;
    std::optional<sparkwire::peers::PeerResponder::Options> responderOptions;
    std::unique_ptr<sparkwire::bench::PeerTestServers> testServers;
    QStringList startupWarnings;
    if (demo) {
        applier = std::make_unique<sparkwire::sim::DemoApplyBackend>();
        cabling = std::make_unique<sparkwire::sim::DemoCabling>(inventory->inventory());
        peers = std::make_unique<sparkwire::sim::DemoPeerSession>();
        session.netplanRoot = sparkwire::sim::DemoEnvironment::netplanRoot();
        // Moving counters in a private tree, never /sys; recorded test results.
        traffic = std::make_unique<sparkwire::sim::DemoTraffic>(
            sparkwire::metrics::MetricsSampler::twinsOf(inventory->inventory()));
        sampler =
            std::make_unique<sparkwire::metrics::MetricsSampler>(traffic->root(), traffic->twins());
        traffic->drive(sampler.get());
        linkTests = std::make_unique<sparkwire::sim::DemoLinkTests>();
    } else {
        applier = std::make_unique<sparkwire::helper::HelperClient>();
        QString error;
        const QString stateDir =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
            QStringLiteral("/sparkwire");
        sparkwire::discovery::KeychainStore keyring; // or a 0600 file when no keyring answers
        const auto identity = sparkwire::discovery::NodeIdentity::loadOrCreate(
            stateDir, inventory->inventory().hostname, &error, &keyring);
        auto agent = std::make_unique<sparkwire::discovery::DiscoveryAgent>(
            inventory.get(), identity ? identity->id() : QString(),
            inventory->inventory().hostname);
        if (!identity || !agent->start(&error))
            startupWarnings
                << QApplication::translate("main", "Peer discovery is off: %1").arg(error);
        cabling = std::move(agent);
        if (identity) {
            const sparkwire::peers::LocalNode local = sparkwire::peers::makeLocalNode(
                *identity, inventory->inventory().hostname, stateDir, inventory.get());
            QString homeError;
            const QString home = sparkwire::ssh::SshFiles::accountHome(&homeError);
            if (home.isEmpty())
                startupWarnings << homeError;
            peers = std::make_unique<sparkwire::peers::NetworkPeerSession>(local, home);
            // Answer peers too, as `sparkwirectl agent` would: the window asks the person.
            sparkwire::peers::PeerResponder::Options options;
            options.local = local;
            options.homeDir = home;
            options.hostKeyFile = QStringLiteral("/etc/ssh/ssh_host_ed25519_key.pub");
            sparkwire::hw::InventoryMonitor *monitor = inventory.get();
            options.cx7Netdevs = [monitor] { return monitor->inventory().cx7Netdevs(); };
            testServers = std::make_unique<sparkwire::bench::PeerTestServers>(
                monitor, QCoreApplication::applicationDirPath() + QStringLiteral("/sparkwirectl"));
            options.testServer = testServers->hook();
            responderOptions = options;
            // The tests talk to the first peer discovered on the cables.
            sparkwire::discovery::CablingSource *source = cabling.get();
            sparkwire::peers::PeerSession *peerSession = peers.get();
            linkTests = std::make_unique<sparkwire::bench::NetworkLinkTests>(
                peers.get(), inventory.get(),
                QCoreApplication::applicationDirPath() + QStringLiteral("/sparkwirectl"),
                [source, peerSession] {
                    // The first paired peer on the cables, by the key its beacons name.
                    for (const auto &peer : source->map().peers)
                        if (const auto name = peerSession->pairedName(peer.id);
                            name && !peer.links.isEmpty())
                            return sparkwire::bench::NetworkLinkTests::Peer{
                                *name, {peer.links.first().peerAddress, peer.id}};
                    return sparkwire::bench::NetworkLinkTests::Peer{};
                });
        }
        sampler = std::make_unique<sparkwire::metrics::MetricsSampler>(
            root, sparkwire::metrics::MetricsSampler::twinsOf(inventory->inventory()));
    }
    sampler->start(100); // 10 Hz: the dashboard's plots and the trouble counters
    session.applier = applier.get();
    session.cabling = cabling.get();
    session.peers = peers.get();
    session.sampler = sampler.get();
    session.linkTests = linkTests.get();
    // The responder exists before the window (the Find peers page arms pairing on it); its
    // questions go to the window's prompt once there is one.
    std::unique_ptr<sparkwire::peers::PeerResponder> responder;
    QPointer<PeerRequestPrompt> prompt;
    if (responderOptions) {
        responder = std::make_unique<sparkwire::peers::PeerResponder>(
            *responderOptions, [&prompt](const sparkwire::peers::PeerQuestion &q,
                                         sparkwire::peers::PeerResponder::Answer answer) {
                if (prompt)
                    prompt->ask(q, std::move(answer));
                else
                    answer(false);
            });
        QString error;
        if (responder->listen(sparkwire::peers::PeerConnection::kPort, &error)) {
            session.responder = responder.get();
            QObject::connect(inventory.get(), &sparkwire::hw::InventoryMonitor::inventoryChanged,
                             responder.get(), [r = responder.get()] { r->refreshNetdevs(); });
        } else {
            startupWarnings << QApplication::translate(
                                   "main",
                                   "Not answering peers (is sparkwirectl agent running?): %1")
                                   .arg(error);
        }
    }
    MainWindow window(session);
    if (session.responder) {
        prompt = new PeerRequestPrompt(&window);
        QObject::connect(responder.get(), &sparkwire::peers::PeerResponder::withdrawn, prompt,
                         &PeerRequestPrompt::withdraw);
        QObject::connect(responder.get(), &sparkwire::peers::PeerResponder::notice, &window,
                         [&window](const QString &text) { window.statusBar()->showMessage(text); });
        QObject::connect(testServers.get(), &sparkwire::bench::PeerTestServers::serving, &window,
                         [&window](const QString &text) { window.statusBar()->showMessage(text); });
    }
    if (!startupWarnings.isEmpty())
        window.statusBar()->showMessage(startupWarnings.join(QStringLiteral(" · ")));
    window.show();
    if (parser.isSet(probeOption)) {
        // Queued after the show event and first paint have been processed.
        QTimer::singleShot(0, &app, [&] {
            std::printf("first window shown after %lld ms (from main)\n", sinceStart.elapsed());
            app.quit();
        });
    }
    return app.exec();
}
