#pragma once

#include "LinkTestKind.h"

#include "common/Result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QTimer>

class QProcess;

namespace sparkwire::hw {
struct HostInventory;
}

namespace sparkwire::bench {

// A peer's side of a TCP or RDMA test: one bounded server per twin that can serve the kind
// (TCP: libiperf through `sparkwirectl _iperf server` on each CX-7 IPv4 address; RDMA:
// perftest's ib_write_bw on each twin with a device, an address and a RoCE v2 GID). Each
// server says when it listens (its own banner); listening() comes once all do, failed() as
// soon as one cannot. Every server is killed after the test's length plus a margin.
class TestServers : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFirstTcpPort = 5201;
    static constexpr int kFirstRdmaPort = 18515;
    static constexpr int kListenDeadlineMs = 10000;

    // One server to start: the program, its arguments, what the peer is told, and the line
    // it prints once it listens.
    struct Spec
    {
        QString program;
        QStringList arguments;
        QJsonObject announce;
        QByteArray listeningBanner;
    };

    explicit TestServers(QString helperProgram, QObject *parent = nullptr);
    ~TestServers() override;

    // The servers `kind` needs on this inventory (none: nothing can serve it here).
    QList<Spec> specs(LinkTestKind kind, const hw::HostInventory &inventory) const;
    // Stops the servers of a previous test, then starts these.
    void start(LinkTestKind kind, const hw::HostInventory &inventory, int seconds);
    void stop();
    bool isStarting() const { return m_deadline.isActive(); }

Q_SIGNALS:
    void listening(const QJsonArray &servers); // what to announce to the peer
    void failed(const sparkwire::Error &why);

private:
    void onOutput(int index);
    void fail(Error why);

    QString m_helper;
    QList<QProcess *> m_servers;
    QList<bool> m_listening;
    QJsonArray m_announce;
    QList<QByteArray> m_output;
    QList<QByteArray> m_banners;
    LinkTestKind m_kind = LinkTestKind::Tcp;
    QTimer m_deadline;
};

} // namespace sparkwire::bench
