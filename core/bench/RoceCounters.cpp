#include "RoceCounters.h"

#include "common/JsonNumber.h"
#include "hw/RdmaHwCounters.h"

#include <QFile>
#include <QRegularExpression>

#include <cmath>

namespace sparkwire::bench {

namespace {
// Larger than any counter a run moves, and exact as a JSON number.
constexpr qint64 kMaxValue = 1LL << 53;
constexpr int kMaxDevices = 8;
} // namespace

const QStringList &RoceCounters::lossNames()
{
    static const QStringList names =
        hw::RdmaHwCounters::mlx5().loss() + hw::RdmaHwCounters::softRoce().loss();
    return names;
}

const QStringList &RoceCounters::names()
{
    static const QStringList names = lossNames() + hw::RdmaHwCounters::mlx5().congestion() +
                                     hw::RdmaHwCounters::softRoce().packets;
    return names;
}

RoceCounters::Device RoceCounters::read(const QString &sysfsRoot, const QString &device)
{
    Device out;
    if (sysfsRoot.isEmpty() || device.isEmpty() || device.contains(QLatin1Char('/')))
        return out;
    for (const QString &name : names()) {
        QFile f(sysfsRoot +
                QStringLiteral("/class/infiniband/%1/ports/1/hw_counters/%2").arg(device, name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        bool ok = false;
        const qint64 value = f.read(64).trimmed().toLongLong(&ok);
        if (ok)
            out.insert(name, value);
    }
    return out;
}

RoceCounters::Snapshot RoceCounters::read(const QString &sysfsRoot, const QStringList &devices)
{
    Snapshot out;
    for (const QString &device : devices)
        if (const Device counters = read(sysfsRoot, device); !counters.isEmpty())
            out.insert(device, counters);
    return out;
}

QJsonObject RoceCounters::toJson(const Snapshot &snapshot)
{
    QJsonObject out;
    for (auto dev = snapshot.cbegin(); dev != snapshot.cend(); ++dev) {
        QJsonObject counters;
        for (auto c = dev.value().cbegin(); c != dev.value().cend(); ++c)
            counters.insert(c.key(), double(c.value()));
        out.insert(dev.key(), counters);
    }
    return out;
}

RoceCounters::Snapshot RoceCounters::fromJson(const QJsonObject &json)
{
    static const QRegularExpression plain(QStringLiteral("\\A[A-Za-z0-9_.:-]{1,64}\\z"));
    Snapshot out;
    for (auto dev = json.constBegin(); dev != json.constEnd(); ++dev) {
        if (out.size() >= kMaxDevices || !plain.match(dev.key()).hasMatch() ||
            !dev.value().isObject())
            continue;
        const QJsonObject counters = dev.value().toObject();
        Device d;
        for (const QString &name : names()) {
            if (const std::optional<qint64> value =
                    common::boundedWhole(counters.value(name), 0, kMaxValue))
                d.insert(name, *value);
        }
        if (!d.isEmpty())
            out.insert(dev.key(), d);
    }
    return out;
}

} // namespace sparkwire::bench
