#include "ExporterCommand.h"

#include "CommandLine.h"
#include "SignalWatcher.h"

#include "exporter/ExporterCollector.h"
#include "exporter/ServerOptions.h"
#include "hw/InventoryMonitor.h"
#include "hw/SysfsLinkSource.h"
#include "hw/SysfsReader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QTextStream>

#include <prometheus/exposer.h>

#include <exception>
#include <memory>

using namespace sparkwire;

namespace {
// "ADDR:PORT" or "[IPv6]:PORT", with a numeric address; the form civetweb takes.
bool validListen(const QString &listen)
{
    const qsizetype colon = listen.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    bool ok = false;
    const int port = listen.mid(colon + 1).toInt(&ok);
    if (!ok || port < 0 || port > 65535)
        return false;
    QString host = listen.left(colon);
    const bool bracketed = host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']'));
    if (bracketed)
        host = host.mid(1, host.size() - 2);
    QHostAddress address;
    if (!address.setAddress(host))
        return false;
    return bracketed == (address.protocol() == QAbstractSocket::IPv6Protocol);
}
} // namespace

int runExporterCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Serves this Spark's CX-7 counters for Prometheus at http://ADDR:PORT/metrics until "
        "stopped: node_exporter's infiniband names and labels (bytes = sysfs words x 4) plus "
        "sparkwire_* metrics. Reads only."));
    parser.addOptions({
        {QStringLiteral("listen"),
         QStringLiteral("Address and port to serve on, e.g. 127.0.0.1:9106 or [::]:9106 (port 0: "
                        "any free port, printed). The packaged sparkwire-exporter service listens "
                        "on 127.0.0.1:9106 unless SPARKWIRE_EXPORTER_LISTEN=ADDR:PORT in "
                        "/etc/default/sparkwire-exporter says otherwise."),
         QStringLiteral("ADDR:PORT")},
        sysfsRootOption(QStringLiteral("Read counters from DIR instead of /sys.")),
        stateDirOption(
            QStringLiteral("Serve the newest kept link-test results from DIR/results, and label "
                           "each twin with its peer as DIR/cluster.json names it (default: "
                           "$SPARKWIRE_STATE_DIR, else the user's data folder).")),
    });
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("exporter"), out, err))
        return *code;
    const QString listen = parser.value(QStringLiteral("listen"));
    if (!parser.isSet(QStringLiteral("listen")) || !validListen(listen))
        return badUsage(err, QStringLiteral("exporter"),
                        QStringLiteral("--listen takes ADDR:PORT with a numeric address, e.g. "
                                       "127.0.0.1:9106 or [::1]:9106"));
    const QString root = sysfsRootValue(parser);
    if (!QFileInfo(root).isDir()) {
        err << "sparkwirectl exporter: the sysfs root '" << root << "' does not exist\n";
        return 2;
    }
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = root;
    options.live = false;
    const hw::InventoryMonitor monitor(options);
    if (monitor.inventory().ports.isEmpty())
        err << "sparkwirectl exporter: no ConnectX-7 port found under '" << root
            << "'; serving only sparkwire_exporter_scrape_duration_seconds\n";
    // This Spark's addresses on its CX-7 netdevs, for finding it in the cluster record (the
    // `peer` label): the kernel's on the real /sys, the tree's recorded ones on a copy.
    QStringList netdevs;
    for (const hw::Cx7Port &p : monitor.inventory().ports)
        netdevs << p.netdev;
    const auto localAddresses = [root, netdevs] {
        QStringList addresses;
        const hw::SysfsReader sysfs(root);
        if (sysfs.isRealSysfs()) {
            for (const QString &netdev : netdevs)
                for (const QNetworkAddressEntry &e :
                     QNetworkInterface::interfaceFromName(netdev).addressEntries())
                    if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                        addresses << e.ip().toString();
            return addresses;
        }
        const QHash<QString, hw::LinkState> links = hw::SysfsLinkSource(sysfs).links();
        for (const QString &netdev : netdevs)
            for (const QString &address : links.value(netdev).ipv4)
                addresses << address.section(QLatin1Char('/'), 0, 0);
        return addresses;
    };
    auto collector = std::make_shared<exporter::ExporterCollector>(
        root, monitor.inventory(), stateDirValue(parser), localAddresses);
    std::unique_ptr<prometheus::Exposer> exposer;
    try {
        exposer =
            std::make_unique<prometheus::Exposer>(exporter::serverOptions(listen.toStdString()));
    } catch (const std::exception &e) {
        err << "sparkwirectl exporter: cannot listen on " << listen << ": " << e.what() << "\n";
        return 1;
    }
    exposer->RegisterCollectable(collector);
    const std::vector<int> ports = exposer->GetListeningPorts();
    const QString host = listen.left(listen.lastIndexOf(QLatin1Char(':')));
    out << "sparkwirectl exporter: serving http://" << host << ':'
        << (ports.empty() ? 0 : ports.front()) << "/metrics (" << monitor.inventory().ports.size()
        << " twins under " << root << ")\n";
    out.flush();
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    return QCoreApplication::exec();
}
