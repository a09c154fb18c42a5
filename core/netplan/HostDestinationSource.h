#pragma once

#include "KernelReachability.h"

#include <QByteArray>
#include <QString>

namespace sparkwire::netplan {

// Gathers the destinations this host reaches now (ReachedDestination), each with the netdev
// it leaves through: the IPv4 nameservers of etc/resolv.conf and systemd-resolved's
// run/systemd/resolve/resolv.conf under `rootDir`, the peers of the open TCP connections in
// `procDir`/net/tcp and tcp6 (those of the reader's network namespace), each looked up in
// the kernel's routes, and the kernel's gateways and neighbours. The privileged helper reads
// them itself for every review, never from its caller. Rows on the loopback, link-local,
// multicast or reserved ranges are left out; which netdevs count is the policy's business.
class HostDestinationSource
{
public:
    static constexpr qint64 kMaxResolvBytes = 64 * 1024;
    static constexpr qint64 kMaxTcpTableBytes = 32 * 1024 * 1024;

    HostDestinationSource(QString rootDir, QString procDir, const KernelReachability &kernel);

    // Io with the file's name when a file that is there cannot be read (a missing one is
    // empty); the kernel's error when it does not answer.
    Result<QList<ReachedDestination>> read() const;

    // The IPv4 `nameserver` lines of a resolv.conf, in order.
    static QList<quint32> nameservers(const QByteArray &resolvConf);
    // The remote IPv4 addresses (IPv4-mapped ones of tcp6 too) of the connections in a
    // /proc/net/tcp or tcp6 table that are open: neither listening, closed nor in TIME_WAIT.
    static QList<quint32> tcpPeers(const QByteArray &table);
    // False for what no CX-7 plan can take over: 0/8, loopback, link-local, 224/3.
    static bool capturable(quint32 address);

private:
    Result<QByteArray> readFile(const QString &path, qint64 maxBytes) const;

    QString m_root;
    QString m_proc;
    const KernelReachability &m_kernel;
};

} // namespace sparkwire::netplan
