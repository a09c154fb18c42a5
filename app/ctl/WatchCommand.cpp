#include "WatchCommand.h"

#include "CommandLine.h"
#include "SignalWatcher.h"
#include "TextTable.h"

#include "hw/InventoryMonitor.h"
#include "metrics/MetricsSampler.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace sparkwire;

namespace {
QJsonObject toJson(const metrics::MetricsSample &s)
{
    QJsonArray twins;
    for (const metrics::TwinRates &t : s.twins) {
        QJsonObject trouble;
        for (auto it = t.troubleDeltas.cbegin(); it != t.troubleDeltas.cend(); ++it)
            trouble.insert(it.key(), double(it.value()));
        twins.append(QJsonObject{
            {QLatin1String("rdma_device"), t.rdmaDevice},
            {QLatin1String("netdev"), t.netdev},
            {QLatin1String("port"), t.port},
            {QLatin1String("half"), t.half},
            {QLatin1String("present"), t.present},
            {QLatin1String("rdma_counted_by"), t.counting == metrics::RoceCounting::SoftRoce
                                                   ? QLatin1String("soft-roce")
                                                   : QLatin1String("port-counters")},
            {QLatin1String("rdma_tx_gbps"), t.txGbps},
            {QLatin1String("rdma_rx_gbps"), t.rxGbps},
            {QLatin1String("rdma_tx_pps"), t.txPps},
            {QLatin1String("rdma_rx_pps"), t.rxPps},
            {QLatin1String("netdev_tx_gbps"), t.netdevTxGbps},
            {QLatin1String("netdev_rx_gbps"), t.netdevRxGbps},
            {QLatin1String("trouble_delta"), trouble}});
    }
    QJsonArray ports;
    for (int p : s.ports())
        ports.append(QJsonObject{{QLatin1String("port"), p},
                                 {QLatin1String("rdma_tx_gbps"), s.portTxGbps(p)},
                                 {QLatin1String("rdma_rx_gbps"), s.portRxGbps(p)}});
    return {{QLatin1String("time_ms"), double(s.timeMs)},
            {QLatin1String("interval_s"), s.intervalS},
            {QLatin1String("twins"), twins},
            {QLatin1String("ports"), ports}};
}

QString gbps(double v)
{
    return QString::number(v, 'f', 2);
}
} // namespace

int runWatchCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Live RoCE throughput per twin and port (RDMA counters × 4 bytes), netdev bytes (kernel "
        "traffic only, not RoCE) and the retransmit/congestion counters. Soft-RoCE (rxe) has "
        "no port counters: its packets come from hw_counters, its bytes from the netdev that "
        "carries them (marked ~)."));
    parser.addOptions({
        {QStringLiteral("interval"), QStringLiteral("Milliseconds between samples (100-1000)."),
         QStringLiteral("MS"), QStringLiteral("1000")},
        {QStringLiteral("json-lines"), QStringLiteral("One JSON object per sample.")},
        {QStringLiteral("count"), QStringLiteral("Stop after N samples."), QStringLiteral("N")},
        sysfsRootOption(QStringLiteral("Read counters from DIR instead of /sys.")),
    });
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("watch"), out, err))
        return *code;
    bool ok = false;
    const int interval = parser.value(QStringLiteral("interval")).toInt(&ok);
    if (!ok || interval < 100 || interval > 1000) {
        err << "sparkwirectl watch: --interval takes 100 to 1000 ms (1 to 10 samples a second)\n";
        return 2;
    }
    int count = -1;
    if (parser.isSet(QStringLiteral("count"))) {
        count = parser.value(QStringLiteral("count")).toInt(&ok);
        if (!ok || count < 1) {
            err << "sparkwirectl watch: --count takes a positive number\n";
            return 2;
        }
    }
    const QString root = sysfsRootValue(parser);
    if (!QFileInfo(root).isDir()) {
        err << "sparkwirectl watch: the sysfs root '" << root << "' does not exist\n";
        return 2;
    }
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = root;
    options.live = false;
    const hw::InventoryMonitor monitor(options);
    if (monitor.inventory().ports.isEmpty()) {
        err << "sparkwirectl watch: no ConnectX-7 port found under '" << root << "'\n";
        return 1;
    }
    metrics::MetricsSampler sampler(root, metrics::MetricsSampler::twinsOf(monitor.inventory()));
    const bool json = parser.isSet(QStringLiteral("json-lines"));
    int seen = 0;
    QObject::connect(
        &sampler, &metrics::MetricsSampler::sampled, [&](const metrics::MetricsSample &s) {
            if (json) {
                out << QJsonDocument(toJson(s)).toJson(QJsonDocument::Compact) << "\n";
            } else {
                TextTable table({QStringLiteral("PORT"), QStringLiteral("HALF"),
                                 QStringLiteral("RDMA DEV"), QStringLiteral("RoCE TX Gb/s"),
                                 QStringLiteral("RoCE RX Gb/s"),
                                 QStringLiteral("NETDEV TX/RX Gb/s"), QStringLiteral("TROUBLE")});
                for (const metrics::TwinRates &t : s.twins) {
                    QStringList trouble;
                    for (auto it = t.troubleDeltas.cbegin(); it != t.troubleDeltas.cend(); ++it)
                        if (it.value())
                            trouble << QStringLiteral("%1 +%2").arg(it.key()).arg(it.value());
                    // ~: soft-RoCE, whose bytes are the netdev's (RoceCounting::SoftRoce).
                    const QString mark = t.counting == metrics::RoceCounting::SoftRoce
                                             ? QStringLiteral("~")
                                             : QString();
                    table.addRow({QString::number(t.port), QString::number(t.half), t.rdmaDevice,
                                  t.present ? mark + gbps(t.txGbps) : QStringLiteral("gone"),
                                  t.present ? mark + gbps(t.rxGbps) : QStringLiteral("gone"),
                                  gbps(t.netdevTxGbps) + QLatin1Char('/') + gbps(t.netdevRxGbps),
                                  trouble.join(QStringLiteral(", "))});
                }
                for (int p : s.ports())
                    table.addRow({QString::number(p), QStringLiteral("both"), QString(),
                                  gbps(s.portTxGbps(p)), gbps(s.portRxGbps(p)), QString(),
                                  QString()});
                out << table.toString() << "\n";
            }
            out.flush();
            if (++seen == count)
                QCoreApplication::quit();
        });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    sampler.start(interval);
    return QCoreApplication::exec();
}
