#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace sparkwire::hw {

// A fabric description (/etc/sparkwire/fabric.conf, docs/fabric.md): which netdevs are the
// ports and twin halves of a ConnectX-7 and which RDMA device each has, for hosts whose ports
// the inventory cannot place from PCI alone (a DGX Spark's it places by vendor 0x15b3 and the
// PCI domains of its twins). Other ConnectX-7 hosts, VMs with virtio NICs and soft-RoCE.
//
// One port per line, blank lines and '#' comments ignored:
//   # netdev        port half rdma-device
//   enp1s0f1np1     1    0    rocep1s0f1
//   enP2p1s0f1np1   1    1    -            ('-': no RDMA device)
// The file is hostile input: every line is checked, and any bad one rejects the whole file
// with its line number (nothing of a half-read file is used).
class FabricDescription
{
    Q_DECLARE_TR_FUNCTIONS(FabricDescription)

public:
    struct Entry
    {
        QString netdev;
        int port = -1;      // 0 or 1
        int half = -1;      // 0 or 1
        QString rdmaDevice; // empty: none
        bool operator==(const Entry &o) const
        {
            return netdev == o.netdev && port == o.port && half == o.half &&
                   rdmaDevice == o.rdmaDevice;
        }
    };

    static constexpr qint64 kMaxFileBytes = 64 * 1024;
    static QString systemPath() { return QStringLiteral("/etc/sparkwire/fabric.conf"); }

    // SOURCE names the file in messages ("fabric.conf:3: ...").
    static Result<FabricDescription> parse(const QByteArray &text, const QString &source);
    // A missing file is an empty description; an unreadable or malformed one an error.
    static Result<FabricDescription> load(const QString &path);

    const QList<Entry> &entries() const { return m_entries; }
    const Entry *find(const QString &netdev) const;
    // The netdev of the other half of ENTRY's port, empty when the file names none.
    QString twinOf(const Entry &entry) const;

private:
    QList<Entry> m_entries;
};

} // namespace sparkwire::hw
