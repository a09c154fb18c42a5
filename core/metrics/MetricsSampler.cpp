#include "MetricsSampler.h"

#include "hw/HostInventory.h"

#include <QDir>

#include <algorithm>

namespace sparkwire::metrics {

struct MetricsSampler::TwinFiles
{
    Twin twin;
    // PortCounters: xmit data, rcv data, xmit packets, rcv packets; SoftRoce: sent and
    // received packets.
    std::vector<Counter> rdma;
    RoceCounting counting = RoceCounting::PortCounters;
    std::vector<std::pair<QString, Counter>> trouble;
    std::vector<Counter> netdev;   // tx_bytes, rx_bytes
    std::vector<CounterFile> link; // carrier, speed, carrier_changes: values, not rates
    bool rdmaOpen = false;
};

std::optional<quint64> MetricsSampler::Counter::delta()
{
    const std::optional<quint64> now = file.read();
    if (!now) {
        last.reset();
        return std::nullopt;
    }
    const std::optional<quint64> before = last;
    last = now;
    return before ? counterDelta(*before, *now) : 0;
}

QList<MetricsSampler::Twin> MetricsSampler::twinsOf(const hw::HostInventory &inventory)
{
    QList<Twin> twins;
    for (const hw::Cx7Port &p : inventory.ports)
        twins.append({p.rdmaDevice, p.netdev, p.port, p.half});
    return twins;
}

MetricsSampler::MetricsSampler(QString sysfsRoot, QList<Twin> twins, QObject *parent)
    : QObject(parent)
    , m_root(std::move(sysfsRoot))
{
    qRegisterMetaType<MetricsSample>();
    for (const Twin &t : twins) {
        auto files = std::make_unique<TwinFiles>();
        files->twin = t;
        const QString net =
            m_root + QStringLiteral("/class/net/") + t.netdev + QStringLiteral("/statistics/");
        files->netdev.push_back({CounterFile(net + QStringLiteral("tx_bytes")), {}});
        files->netdev.push_back({CounterFile(net + QStringLiteral("rx_bytes")), {}});
        const QString link = m_root + QStringLiteral("/class/net/") + t.netdev + QLatin1Char('/');
        for (const char *name : {"carrier", "speed", "carrier_changes"})
            files->link.emplace_back(link + QLatin1String(name));
        openTwin(*files);
        m_twins.push_back(std::move(files));
    }
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const qint64 now = m_clock.nsecsElapsed();
        if (m_beforeSample)
            m_beforeSample(now);
        if (const std::optional<MetricsSample> s = sample(now))
            Q_EMIT sampled(*s);
    });
    m_timer.setTimerType(Qt::PreciseTimer);
}

MetricsSampler::~MetricsSampler() = default;

bool MetricsSampler::openTwin(TwinFiles &t)
{
    t.rdma.clear();
    t.trouble.clear();
    t.rdmaOpen = false;
    if (t.twin.rdmaDevice.isEmpty())
        return false;
    const QString base = m_root + QStringLiteral("/class/infiniband/") + t.twin.rdmaDevice +
                         QStringLiteral("/ports/1/");
    const auto openAll = [&](const QString &dir, const QStringList &names) {
        t.rdma.clear();
        for (const QString &name : names) {
            t.rdma.push_back({CounterFile(base + dir + name), {}});
            if (!t.rdma.back().file.isOpen())
                return false;
        }
        return true;
    };
    if (openAll(QStringLiteral("counters/"),
                {QStringLiteral("port_xmit_data"), QStringLiteral("port_rcv_data"),
                 QStringLiteral("port_xmit_packets"), QStringLiteral("port_rcv_packets")}))
        t.counting = RoceCounting::PortCounters;
    else if (openAll(QStringLiteral("hw_counters/"), hwCountersOf(RoceCounting::SoftRoce).packets))
        t.counting = RoceCounting::SoftRoce;
    else
        return false;
    for (const QString &name : troubleCounters(t.counting)) {
        CounterFile file(base + QStringLiteral("hw_counters/") + name);
        if (file.isOpen())
            t.trouble.push_back({name, Counter{std::move(file), {}}});
    }
    t.rdmaOpen = true;
    return true;
}

std::optional<MetricsSample> MetricsSampler::sample(qint64 nowNs)
{
    const std::optional<qint64> lastNs = m_lastNs;
    m_lastNs = nowNs;
    // A vanished device is looked for again once a second, not on every tick.
    const bool reopen = nowNs - m_lastReopenNs >= 1'000'000'000;
    if (reopen)
        m_lastReopenNs = nowNs;
    MetricsSample s;
    s.timeMs = nowNs / 1'000'000;
    s.intervalS = lastNs ? double(nowNs - *lastNs) / 1e9 : 0;
    const double seconds = s.intervalS > 0 ? s.intervalS : 1;
    constexpr double kGiga = 1e9;
    for (const auto &files : m_twins) {
        TwinFiles &t = *files;
        TwinRates r;
        r.rdmaDevice = t.twin.rdmaDevice;
        r.netdev = t.twin.netdev;
        r.port = t.twin.port;
        r.half = t.twin.half;
        if (!t.rdmaOpen && reopen)
            openTwin(t);
        if (t.rdmaOpen && !t.rdma.front().file.stillLinked())
            t.rdmaOpen = false; // removed from under us
        for (size_t i = 0; i < t.netdev.size(); ++i) {
            Counter &c = t.netdev[i];
            if (!c.file.isOpen() && reopen)
                c.file.reopen();
            const std::optional<quint64> d = c.delta();
            (i == 0 ? r.netdevTxGbps : r.netdevRxGbps) = d ? double(*d) * 8 / seconds / kGiga : 0;
        }
        if (t.rdmaOpen) {
            std::optional<quint64> d[4]; // openTwin opens at most four: no allocation per tick
            size_t n = 0;
            for (Counter &c : t.rdma)
                d[n++] = c.delta();
            r.counting = t.counting;
            r.present = std::all_of(d, d + n, [](const auto &v) { return bool(v); });
            if (!r.present) {
                t.rdmaOpen = false;
            } else if (t.counting == RoceCounting::PortCounters) {
                // port_xmit_data and port_rcv_data count 4-byte words.
                r.txGbps = double(*d[0]) * 4 * 8 / seconds / kGiga;
                r.rxGbps = double(*d[1]) * 4 * 8 / seconds / kGiga;
                r.txPps = double(*d[2]) / seconds;
                r.rxPps = double(*d[3]) / seconds;
            } else {
                r.txGbps = r.netdevTxGbps;
                r.rxGbps = r.netdevRxGbps;
                r.txPps = double(*d[0]) / seconds;
                r.rxPps = double(*d[1]) / seconds;
            }
            for (auto &[name, counter] : t.trouble) {
                if (const std::optional<quint64> delta = counter.delta()) {
                    r.troubleDeltas.insert(name, *delta);
                    r.troubleTotals.insert(name, *counter.last);
                }
            }
        }
        for (CounterFile &f : t.link)
            if (!f.isOpen() && reopen)
                f.reopen();
        if (const std::optional<quint64> carrier = t.link[0].read())
            r.carrier = *carrier != 0;
        if (const std::optional<quint64> speed = t.link[1].read(); speed && *speed <= 10'000'000)
            r.speedMbps = quint32(*speed);
        r.carrierChanges = t.link[2].read();
        s.twins.append(r);
    }
    if (!lastNs)
        return std::nullopt;
    return s;
}

void MetricsSampler::start(int intervalMs)
{
    m_clock.start();
    m_lastNs.reset();
    if (m_beforeSample)
        m_beforeSample(0);
    sample(0);
    m_timer.start(qBound(100, intervalMs, 1000));
}

void MetricsSampler::stop()
{
    m_timer.stop();
}

} // namespace sparkwire::metrics
