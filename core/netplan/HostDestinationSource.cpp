#include "HostDestinationSource.h"

#include "topology/Ipv4Subnet.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QtEndian>

namespace sparkwire::netplan {

namespace {
using Kind = ReachedDestination::Kind;

// Relative to the root dir, in the order systemd-resolved's stub and its upstream servers
// are usually found.
const char *const kResolvFiles[] = {"etc/resolv.conf", "run/systemd/resolve/resolv.conf"};

// /proc/net/tcp's st column (include/net/tcp_states.h): TIME_WAIT (06), CLOSE (07) and
// LISTEN (0A) carry no connection to a peer that is still there.
bool open(quint32 state)
{
    return state >= 0x01 && state <= 0x0B && state != 0x06 && state != 0x07 && state != 0x0A;
}

// One 32-bit word as the kernel prints it (%08X of the bytes in network order, read as a
// native integer), back to an address in host order.
std::optional<quint32> word(QByteArrayView hex)
{
    bool ok = false;
    const quint32 raw = hex.toByteArray().toUInt(&ok, 16);
    if (!ok || hex.size() != 8)
        return std::nullopt;
    return qFromBigEndian(raw);
}

// "0100007F:0035" (tcp) or 32 hex digits and a port (tcp6, IPv4-mapped only) to an address.
std::optional<quint32> remoteIpv4(QByteArrayView field)
{
    const qsizetype colon = field.indexOf(':');
    if (colon == 8)
        return word(field.first(8));
    if (colon != 32)
        return std::nullopt;
    for (int i = 0; i < 2; ++i)
        if (word(field.sliced(i * 8, 8)) != 0u)
            return std::nullopt;
    if (word(field.sliced(16, 8)) != 0x0000FFFFu)
        return std::nullopt;
    return word(field.sliced(24, 8));
}
} // namespace

HostDestinationSource::HostDestinationSource(QString rootDir, QString procDir,
                                             const KernelReachability &kernel)
    : m_root(std::move(rootDir))
    , m_proc(std::move(procDir))
    , m_kernel(kernel)
{}

bool HostDestinationSource::capturable(quint32 address)
{
    const quint32 first = address >> 24;
    return first != 0 && first != 127 && (address >> 16) != 0xA9FE && first < 224;
}

QList<quint32> HostDestinationSource::nameservers(const QByteArray &resolvConf)
{
    QList<quint32> out;
    for (const QByteArray &line : resolvConf.split('\n')) {
        const QList<QByteArray> words = line.simplified().split(' ');
        if (words.size() < 2 || words[0] != "nameserver")
            continue;
        // IPv6 servers (and anything else) are not what an IPv4 plan could take over.
        quint32 host = 0;
        if (topology::Ipv4Subnet::parseInterface(
                QString::fromLatin1(words[1]) + QLatin1String("/32"), &host))
            out << host;
    }
    return out;
}

QList<quint32> HostDestinationSource::tcpPeers(const QByteArray &table)
{
    QList<quint32> out;
    const QList<QByteArray> lines = table.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) { // the first line names the columns
        const QList<QByteArray> fields = lines[i].simplified().split(' ');
        if (fields.size() < 4)
            continue;
        bool ok = false;
        const quint32 state = fields[3].toUInt(&ok, 16);
        if (!ok || !open(state))
            continue;
        if (const std::optional<quint32> peer = remoteIpv4(fields[2]))
            out << *peer;
    }
    return out;
}

Result<QByteArray> HostDestinationSource::readFile(const QString &path, qint64 maxBytes) const
{
    QFile file(path);
    if (!file.exists())
        return QByteArray();
    if (!file.open(QIODevice::ReadOnly))
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("HostDestinationSource", "cannot read %1: %2")
                             .arg(path, file.errorString()));
    // /proc files report no size: read up to the cap, whatever they say.
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return makeError(ErrorCode::Io, QCoreApplication::translate("HostDestinationSource",
                                                                    "%1 is larger than %2 bytes")
                                            .arg(path)
                                            .arg(maxBytes));
    return bytes;
}

Result<QList<ReachedDestination>> HostDestinationSource::read() const
{
    Result<QList<ReachedDestination>> rows = m_kernel.gatewaysAndNeighbours();
    if (!rows)
        return rows;
    QList<ReachedDestination> out;
    for (const ReachedDestination &row : *rows)
        if (capturable(row.address))
            out << row;

    // Each address through the netdev the kernel sends it to now; not reached: not counted.
    const auto through = [this, &out](Kind kind, quint32 address, const QString &source) -> Status {
        if (!capturable(address))
            return {};
        const Result<std::optional<QString>> device = m_kernel.deviceFor(address);
        if (!device)
            return device.error();
        if (*device)
            out << ReachedDestination{kind, address, **device, source};
        return {};
    };
    const QDir root(m_root);
    for (const char *name : kResolvFiles) {
        const Result<QByteArray> text =
            readFile(root.filePath(QLatin1String(name)), kMaxResolvBytes);
        if (!text)
            return text.error();
        for (const quint32 address : nameservers(*text))
            if (const Status s = through(Kind::Nameserver, address, QLatin1String(name)); !s)
                return s.error();
    }
    QSet<quint32> peers;
    const QDir proc(m_proc);
    for (const char *name : {"net/tcp", "net/tcp6"}) {
        const Result<QByteArray> table =
            readFile(proc.filePath(QLatin1String(name)), kMaxTcpTableBytes);
        if (!table)
            return table.error();
        for (const quint32 address : tcpPeers(*table))
            if (!peers.contains(address)) {
                peers.insert(address);
                if (const Status s = through(Kind::TcpPeer, address, {}); !s)
                    return s.error();
            }
    }
    return out;
}

} // namespace sparkwire::netplan
