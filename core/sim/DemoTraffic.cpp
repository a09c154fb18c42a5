#include "DemoTraffic.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace sparkwire::sim {

QString DemoTraffic::memoryBackedTemplate()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString base = shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath();
    return base + QStringLiteral("/sparkwire-demo-traffic-XXXXXX");
}

DemoTraffic::DemoTraffic(QList<metrics::MetricsSampler::Twin> twins, QObject *parent)
    : QObject(parent)
    , m_twins(std::move(twins))
{
    m_words.fill(0, m_twins.size() * 5);
    advance(0);
}

DemoTraffic::DemoTraffic(const hw::HostInventory &inventory, QObject *parent)
    : DemoTraffic(metrics::MetricsSampler::twinsOf(inventory), parent)
{
    for (const hw::Cx7Port &p : inventory.ports)
        if (p.link.ipv4.isEmpty())
            m_idle << p.netdev;
}

void DemoTraffic::drive(metrics::MetricsSampler *sampler)
{
    // Exactly the sampler's interval: the rates it computes are the simulated ones.
    sampler->setBeforeSample([this](qint64 nowNs) {
        const qint64 step = nowNs >= m_lastNs ? nowNs - m_lastNs : 0;
        m_lastNs = nowNs;
        advance(double(step) / 1e9);
    });
}

void DemoTraffic::write(const QString &relPath, quint64 value)
{
    const QString path = m_dir.path() + QLatin1Char('/') + relPath;
    QFile file(path);
    if (!file.exists())
        QDir().mkpath(QFileInfo(path).path());
    // Rewritten in place (same inode), as sysfs values change under an open descriptor.
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QByteArray::number(value) + '\n');
}

void DemoTraffic::advance(double seconds)
{
    m_time += seconds;
    for (int i = 0; i < m_twins.size(); ++i) {
        const metrics::MetricsSampler::Twin &t = m_twins.at(i);
        quint64 *w = &m_words[i * 5];
        if (t.port == 1 && !m_idle.contains(t.netdev)) {
            const double wobble =
                2.5 * std::sin(m_time * 0.7 + t.half) + 0.8 * std::sin(m_time * 3.1);
            const double gbps = 95.5 + wobble;
            const double words = gbps * 1e9 / 8 / 4 * seconds;
            w[0] += quint64(words);
            w[1] += quint64(words * 0.995);
            w[2] += quint64(words * 4 / 4096);
            w[3] += quint64(words * 4 / 4096);
            if (std::fmod(m_time, 7.0) < seconds)
                w[4] += 3;
        }
        if (t.rdmaDevice.isEmpty())
            continue;
        const QString base =
            QStringLiteral("class/infiniband/") + t.rdmaDevice + QStringLiteral("/ports/1/");
        write(base + QStringLiteral("counters/port_xmit_data"), w[0]);
        write(base + QStringLiteral("counters/port_rcv_data"), w[1]);
        write(base + QStringLiteral("counters/port_xmit_packets"), w[2]);
        write(base + QStringLiteral("counters/port_rcv_packets"), w[3]);
        write(base + QStringLiteral("hw_counters/np_cnp_sent"), w[4]);
        write(base + QStringLiteral("hw_counters/out_of_sequence"), 0);
        const QString net =
            QStringLiteral("class/net/") + t.netdev + QStringLiteral("/statistics/");
        write(net + QStringLiteral("tx_bytes"), quint64(m_time * 1e5));
        write(net + QStringLiteral("rx_bytes"), quint64(m_time * 1e5));
    }
}

} // namespace sparkwire::sim
