// What the Prometheus exporter costs: the CPU time of one scrape of /metrics for 8 RDMA
// devices (twice a Spark's four twins), over real HTTP on loopback, counted for the whole
// process (server and the client in it, so an upper bound), and that as a share of one core
// at a 5 s scrape interval (target: at most 1 %); and the wall time of one scrape while two
// clients hold connections open, sending a request header a byte at a time (target: under 3 s;
// tst_ctl_exporter asserts it on the real `sparkwirectl exporter`). Prints figures; asserts
// nothing about time. The server is set up as `sparkwirectl exporter` sets it up.
#include "exporter/ExporterCollector.h"
#include "exporter/ServerOptions.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <prometheus/exposer.h>

#include <arpa/inet.h>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace sparkwire;

namespace {
void write(const QString &path, const QByteArray &value)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(value + '\n');
}

// A Spark-shaped set of counter files per device: the 20 port counters and 31 hw_counters a
// ConnectX-7 exposes, state, phys_state, rate and the netdev's files.
hw::HostInventory makeTree(const QString &root, int devices)
{
    const char *counters[] = {"VL15_dropped",
                              "excessive_buffer_overrun_errors",
                              "link_downed",
                              "link_error_recovery",
                              "local_link_integrity_errors",
                              "multicast_rcv_packets",
                              "multicast_xmit_packets",
                              "port_rcv_constraint_errors",
                              "port_rcv_data",
                              "port_rcv_errors",
                              "port_rcv_packets",
                              "port_rcv_remote_physical_errors",
                              "port_rcv_switch_relay_errors",
                              "port_xmit_constraint_errors",
                              "port_xmit_data",
                              "port_xmit_discards",
                              "port_xmit_packets",
                              "port_xmit_wait",
                              "symbol_error",
                              "unicast_rcv_packets"};
    const char *hwCounters[] = {"duplicate_request",
                                "implied_nak_seq_err",
                                "lifespan",
                                "local_ack_timeout_err",
                                "np_cnp_sent",
                                "np_ecn_marked_roce_packets",
                                "out_of_buffer",
                                "out_of_sequence",
                                "packet_seq_err",
                                "req_cqe_error",
                                "req_cqe_flush_error",
                                "req_remote_access_errors",
                                "req_remote_invalid_request",
                                "req_rnr_retries_exceeded",
                                "req_transport_retries_exceeded",
                                "resp_cqe_error",
                                "resp_cqe_flush_error",
                                "resp_local_length_error",
                                "resp_remote_access_errors",
                                "rnr_nak_retry_err",
                                "roce_adp_retrans",
                                "roce_adp_retrans_to",
                                "roce_slow_restart",
                                "roce_slow_restart_cnps",
                                "roce_slow_restart_trans",
                                "rp_cnp_handled",
                                "rp_cnp_ignored",
                                "rx_atomic_requests",
                                "rx_dct_connect",
                                "rx_icrc_encapsulated",
                                "rx_read_requests"};
    hw::HostInventory inventory;
    inventory.hostname = QStringLiteral("spark-bench");
    for (int i = 0; i < devices; ++i) {
        hw::Cx7Port port;
        port.rdmaDevice = QStringLiteral("mlx5_%1").arg(i);
        port.netdev = QStringLiteral("enp%1s0f0np0").arg(i);
        port.port = i / 2;
        port.half = i % 2;
        port.pci = QStringLiteral("000%1:01:00.0").arg(i);
        const QString ib = root + QStringLiteral("/class/infiniband/") + port.rdmaDevice +
                           QStringLiteral("/ports/1/");
        for (const char *c : counters)
            write(ib + QStringLiteral("counters/") + QLatin1String(c), "123456789012");
        for (const char *c : hwCounters)
            write(ib + QStringLiteral("hw_counters/") + QLatin1String(c), "4242");
        write(ib + QStringLiteral("state"), "4: ACTIVE");
        write(ib + QStringLiteral("phys_state"), "5: LinkUp");
        write(ib + QStringLiteral("rate"), "200 Gb/sec (4X HDR)");
        const QString net = root + QStringLiteral("/class/net/") + port.netdev + QLatin1Char('/');
        write(net + QStringLiteral("carrier"), "1");
        write(net + QStringLiteral("speed"), "200000");
        for (const char *c : {"tx_bytes", "rx_bytes", "tx_packets", "rx_packets"})
            write(net + QStringLiteral("statistics/") + QLatin1String(c), "987654321");
        inventory.ports << port;
    }
    return inventory;
}

// A TCP connection to the exporter on loopback; -1 when refused.
int connectTo(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(quint16(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// One blocking HTTP/1.0 GET; returns the bytes received (headers and body).
qint64 scrape(int port)
{
    const int fd = connectTo(port);
    qint64 total = -1;
    if (fd >= 0) {
        const char request[] = "GET /metrics HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n";
        if (::write(fd, request, sizeof request - 1) == ssize_t(sizeof request - 1)) {
            total = 0;
            char buffer[65536];
            ssize_t n;
            while ((n = ::read(fd, buffer, sizeof buffer)) > 0)
                total += n;
        }
    }
    ::close(fd);
    return total;
}

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}
} // namespace

int main()
{
    QTemporaryDir tree;
    if (!tree.isValid())
        return 1;
    constexpr int kDevices = 8;
    const hw::HostInventory inventory = makeTree(tree.path(), kDevices);
    auto collector = std::make_shared<exporter::ExporterCollector>(tree.path(), inventory);
    prometheus::Exposer exposer(exporter::serverOptions("127.0.0.1:0"));
    exposer.RegisterCollectable(collector);
    const int port = exposer.GetListeningPorts().at(0);

    const qint64 bytes = scrape(port); // warm-up: files opened, pages touched
    if (bytes <= 0)
        return 1;
    constexpr int kScrapes = 200;
    const double before = cpuSeconds();
    for (int i = 0; i < kScrapes; ++i)
        if (scrape(port) <= 0)
            return 1;
    const double perScrape = (cpuSeconds() - before) / kScrapes;
    const double shareOfCore = perScrape / 5.0 * 100;
    std::printf("exporter: %d devices, %lld bytes per scrape, %.3f ms CPU per scrape (server and "
                "client) = %.4f %% of one core at a 5 s scrape interval (target <= 1 %%)\n",
                kDevices, static_cast<long long>(bytes), perScrape * 1e3, shareOfCore);

    // Two held connections, each with the first byte of a request (the next would come 5 s
    // later), then a scrape.
    int held[2];
    for (int &fd : held) {
        fd = connectTo(port);
        if (fd < 0 || ::write(fd, "G", 1) != 1)
            return 1;
    }
    const auto started = std::chrono::steady_clock::now();
    if (scrape(port) <= 0)
        return 1;
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    for (const int fd : held)
        ::close(fd);
    std::printf("exporter: one scrape while two clients hold unfinished requests: %.1f ms "
                "(target < 3000 ms; %d workers, %d ms request timeout)\n",
                wall * 1e3, exporter::kWorkers, exporter::kRequestTimeoutMs);
    return 0;
}
