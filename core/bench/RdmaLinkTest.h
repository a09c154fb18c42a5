#pragma once

#include "PerftestParser.h"

#include <QJsonArray>
#include <QObject>
#include <QTimer>

class QProcess;

namespace sparkwire::hw {
struct HostInventory;
}

namespace sparkwire::bench {

// perftest's programs: `ib_write_bw` from PATH, or from $SPARKWIRE_PERFTEST_DIR.
QString perftestProgram(const QString &name);

// One twin's RDMA path: the local device and GID index, the peer's ib_write_bw server.
struct RdmaPath
{
    QString netdev;
    int port = -1;
    int half = -1;
    QString rdmaDevice;
    int gidIndex = -1;
    QString serverAddress;
    int serverPort = 0;
};

// ib_write_bw on every twin at once (4 QPs, Gb/s, one report a second with
// --run_infinitely), parsed as it streams, stopped after the test's length; then the verdicts
// per twin and for the port (both twins summed).
class RdmaLinkTest : public QObject
{
    Q_OBJECT
public:
    explicit RdmaLinkTest(QObject *parent = nullptr);
    ~RdmaLinkTest() override;

    static QList<RdmaPath> match(const hw::HostInventory &local, const QJsonArray &servers);
    static QStringList clientArguments(const RdmaPath &path);

    void start(const QList<RdmaPath> &paths, int seconds);
    void cancel();

Q_SIGNALS:
    // The latest per-second figure of each twin (Gb/s, in path order) and their sum.
    void live(const QList<double> &twinGbps, double sumGbps, int elapsed, int total);
    void finished(const QList<sparkwire::bench::PerftestResult> &twins,
                  const QList<sparkwire::bench::Diagnosis> &verdicts);
    void failed(const QString &why);

private:
    void stop(bool report);

    struct Run
    {
        QProcess *process;
        PerftestParser parser;
        double last = 0;
        QByteArray errors;
    };
    std::vector<std::unique_ptr<Run>> m_runs;
    QTimer m_tick;
    int m_elapsed = 0;
    int m_seconds = 0;
};

// The peer's side: one ib_write_bw server per twin that has an RDMA device, a link, an IPv4
// address and its RoCE v2 GID; killed after the test's length plus a margin.
class RdmaTestServers : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFirstPort = 18515;
    using QObject::QObject;
    ~RdmaTestServers() override;
    // Calls done(servers, error) once the servers run (or have failed to).
    void start(const hw::HostInventory &inventory, int seconds,
               std::function<void(QJsonArray, QString)> done);

private:
    QList<QProcess *> m_servers;
};

} // namespace sparkwire::bench
