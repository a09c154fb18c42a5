#include "InventoryCommand.h"

#include "CommandLine.h"

#include "TextTable.h"

#include <hw/InventoryJson.h>
#include <hw/InventoryMonitor.h>

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

namespace {
using namespace sparkwire::hw;

QString orDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QString formatTable(const HostInventory &inventory)
{
    TextTable ports({QStringLiteral("RDMA"), QStringLiteral("NETDEV"), QStringLiteral("LINK"),
                     QStringLiteral("QSFP"), QStringLiteral("TWIN"), QStringLiteral("MTU"),
                     QStringLiteral("ROCE"), QStringLiteral("IPV4"),
                     QStringLiteral("GID(v2,IPv4)")});
    for (const Cx7Port &p : inventory.ports) {
        const QString roceMtu = p.roce.activeMtu ? QString::number(*p.roce.activeMtu) : QString();
        ports.addRow(
            {orDash(p.rdmaDevice), p.netdev,
             p.link.carrier ? QStringLiteral("Up") : QStringLiteral("Down"),
             QStringLiteral("port %1 half %2").arg(p.port).arg(QChar(u'a' + p.half)),
             orDash(p.twin), QString::number(p.link.mtu),
             orDash(p.roce.state) + (roceMtu.isEmpty() ? QString() : QLatin1Char('/') + roceMtu),
             orDash(p.link.ipv4.join(QLatin1Char(','))),
             p.roce.v2Ipv4GidIndex ? QString::number(*p.roce.v2Ipv4GidIndex)
                                   : QStringLiteral("none")});
    }
    QString out = QStringLiteral("Host %1: %2 ConnectX-7 netdevs\n\n")
                      .arg(inventory.hostname)
                      .arg(inventory.ports.size());
    out += ports.toString();
    if (!inventory.management.isEmpty()) {
        TextTable other({QStringLiteral("OTHER WIRED"), QStringLiteral("LINK"),
                         QStringLiteral("MTU"), QStringLiteral("SPEED"), QStringLiteral("IPV4")});
        for (const WiredInterface &w : inventory.management)
            other.addRow(
                {w.netdev, w.link.carrier ? QStringLiteral("Up") : QStringLiteral("Down"),
                 QString::number(w.link.mtu),
                 w.speedMbps > 0 ? QStringLiteral("%1 Mb/s").arg(w.speedMbps) : QStringLiteral("-"),
                 orDash(w.link.ipv4.join(QLatin1Char(',')))});
        out += QLatin1Char('\n') + other.toString();
    }
    return out;
}
} // namespace

int runInventoryCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("List this Spark's ConnectX-7 ports: RDMA device, netdev, physical port "
                       "and twin half, link, MTU, addresses and the RoCE v2 IPv4 GID index."));
    parser.addOption(jsonOption(QStringLiteral("Print JSON instead of a table.")));
    parser.addOption(sysfsRootOption(
        QStringLiteral("Read hardware from DIR instead of /sys (a recorded tree).")));
    if (const auto code =
            parseCommandLine(parser, arguments, QStringLiteral("inventory"), out, err))
        return *code;

    const QString root = sysfsRootValue(parser);
    if (!QFileInfo(root).isDir()) {
        err << "sparkwirectl inventory: the sysfs root '" << root
            << "' does not exist or is not a directory. Pass the directory that stands for /sys.\n";
        return 2;
    }
    InventoryMonitor::Options options;
    options.sysfsRoot = root;
    const InventoryMonitor monitor(options);
    const HostInventory &inventory = monitor.inventory();
    if (inventory.ports.isEmpty()) {
        err << "sparkwirectl inventory: no ConnectX-7 port found under '" << root << "'.\n"
            << "This is not a DGX Spark, or its mlx5_core driver is not loaded (check `lspci -d "
               "15b3:`).\nTo see what Sparkwire does anyway, start the GUI in demo mode: "
               "sparkwire --demo\n";
        return 1;
    }
    if (wantsJson(parser)) {
        out << QJsonDocument(InventoryJson::toJson(inventory)).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << formatTable(inventory);
    for (const QString &warning : monitor.sourceWarnings())
        err << "note: " << warning << " (RoCE state shown from sysfs; active MTU unknown)\n";
    return 0;
}
