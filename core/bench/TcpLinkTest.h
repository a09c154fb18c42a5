#pragma once

#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QTimer>

class QProcess;

namespace sparkwire::hw {
struct HostInventory;
}

namespace sparkwire::bench {

// One twin's TCP path: this node's address on the twin, the peer's test server on the same
// subnet.
struct TcpPath
{
    QString netdev;
    int port = -1;
    int half = -1;
    QString localAddress;
    QString serverAddress;
    int serverPort = 0;
};

struct TcpTwinResult
{
    TcpPath path;
    double gbps = -1; // received, as iperf3 reports it
    int retransmits = 0;
    QString error;
};

// Per-twin TCP throughput through libiperf, every twin at once, each client in its own
// process (`sparkwirectl _iperf client`). Progress each second; cancel() kills them all.
class TcpLinkTest : public QObject
{
    Q_OBJECT
public:
    explicit TcpLinkTest(QString helperProgram, QObject *parent = nullptr);
    ~TcpLinkTest() override;

    // The servers a peer started ([{netdev, address, port}]) matched to this node's twins.
    static QList<TcpPath> match(const hw::HostInventory &local, const QJsonArray &servers);

    void start(const QList<TcpPath> &paths, int seconds);
    void cancel();
    bool isRunning() const { return !m_processes.isEmpty(); }

Q_SIGNALS:
    void progress(int elapsedSeconds, int totalSeconds);
    void finished(const QList<sparkwire::bench::TcpTwinResult> &results);

private:
    void onProcessDone();

    QString m_helper;
    QList<QProcess *> m_processes;
    QList<TcpTwinResult> m_results;
    QTimer m_tick;
    int m_elapsed = 0;
    int m_seconds = 0;
};

// The peer's side of a TCP test: one one-off server per CX-7 IPv4 address, killed after the
// test's length plus a margin whatever happens (the "bounded test server" of the pairing
// protocol).
class TcpTestServers : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFirstPort = 5201;
    explicit TcpTestServers(QString helperProgram, QObject *parent = nullptr);
    ~TcpTestServers() override;
    // [{netdev, address, port}] of the servers started; empty with *error when none could be.
    QJsonArray start(const hw::HostInventory &inventory, int seconds, QString *error);

private:
    QString m_helper;
    QList<QProcess *> m_servers;
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::TcpTwinResult)
