#include "FleetSample.h"

#include <QCoreApplication>

#include <cmath>

namespace sparkwire::metrics {

namespace {
constexpr int kFields = 13;

Error reject(const QString &why)
{
    return makeError(ErrorCode::Protocol,
                     QCoreApplication::translate("FleetSample", "bad metrics sample: %1").arg(why));
}

quint64 kbps(double gbps)
{
    if (!(gbps > 0)) // also NaN
        return 0;
    return quint64(std::llround(qMin(gbps * 1e6, double(FleetSample::kMaxKbps))));
}

// Decimal digits only, no sign, no leading zero, at most 20 digits, no overflow.
std::optional<quint64> number(QStringView text)
{
    if (text.isEmpty() || text.size() > 20 || (text.size() > 1 && text.front() == u'0'))
        return std::nullopt;
    quint64 value = 0;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        const quint64 digit = quint64(c.unicode() - u'0');
        if (value > (~quint64(0) - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

// A number, or '-' for unknown: nullopt in the outer optional means malformed.
std::optional<std::optional<quint64>> maybeNumber(QStringView text)
{
    if (text == u"-")
        return std::optional<quint64>();
    if (const std::optional<quint64> n = number(text))
        return std::optional<quint64>(*n);
    return std::nullopt;
}

QString field(const std::optional<quint64> &value)
{
    return value ? QString::number(*value) : QStringLiteral("-");
}

std::optional<quint64> total(const TwinRates &t, const QString &name)
{
    const auto it = t.troubleTotals.constFind(name);
    return it == t.troubleTotals.constEnd() ? std::nullopt : std::optional<quint64>(*it);
}
} // namespace

bool FleetTwin::operator==(const FleetTwin &o) const
{
    return port == o.port && half == o.half && carrier == o.carrier && speedMbps == o.speedMbps &&
           rdma == o.rdma && txKbps == o.txKbps && rxKbps == o.rxKbps &&
           netdevTxKbps == o.netdevTxKbps && netdevRxKbps == o.netdevRxKbps &&
           retransmits == o.retransmits && outOfSequence == o.outOfSequence && cnps == o.cnps &&
           linkFlaps == o.linkFlaps;
}

FleetSample FleetSample::fromMetrics(const MetricsSample &sample)
{
    FleetSample out;
    for (const TwinRates &t : sample.twins) {
        if (t.port < 0 || t.port > 1 || t.half < 0 || t.half > 1 || out.twin(t.port, t.half))
            continue;
        FleetTwin f;
        f.port = t.port;
        f.half = t.half;
        f.carrier = t.carrier;
        if (t.speedMbps && *t.speedMbps <= kMaxSpeedMbps)
            f.speedMbps = t.speedMbps;
        f.rdma = t.present;
        f.txKbps = kbps(t.txGbps);
        f.rxKbps = kbps(t.rxGbps);
        f.netdevTxKbps = kbps(t.netdevTxGbps);
        f.netdevRxKbps = kbps(t.netdevRxGbps);
        const hw::RdmaHwCounters &names = hwCountersOf(t.counting);
        f.retransmits = total(t, names.retransmits);
        f.outOfSequence = total(t, names.outOfSequence);
        for (const QString &cnp : names.cnps)
            if (const std::optional<quint64> n = total(t, cnp))
                f.cnps = f.cnps.value_or(0) + *n;
        f.linkFlaps = t.carrierChanges;
        out.twins << f;
    }
    std::sort(out.twins.begin(), out.twins.end(), [](const FleetTwin &a, const FleetTwin &b) {
        return std::pair(a.port, a.half) < std::pair(b.port, b.half);
    });
    return out;
}

QString FleetSample::encode() const
{
    QString out = QStringLiteral("f1");
    for (const FleetTwin &t : twins) {
        const QStringList fields = {
            QString::number(t.port),
            QString::number(t.half),
            t.carrier ? QString::number(int(*t.carrier)) : QStringLiteral("-"),
            t.speedMbps ? QString::number(*t.speedMbps) : QStringLiteral("-"),
            QString::number(int(t.rdma)),
            QString::number(t.txKbps),
            QString::number(t.rxKbps),
            QString::number(t.netdevTxKbps),
            QString::number(t.netdevRxKbps),
            field(t.retransmits),
            field(t.outOfSequence),
            field(t.cnps),
            field(t.linkFlaps),
        };
        out += QLatin1Char(';') + fields.join(QLatin1Char(' '));
    }
    return out;
}

Result<FleetSample> FleetSample::parse(const QString &text)
{
    if (text.size() > kMaxChars)
        return reject(
            QCoreApplication::translate("FleetSample", "longer than %1 characters").arg(kMaxChars));
    const QList<QStringView> records = QStringView(text).split(u';');
    if (records.first() != u"f1")
        return reject(QCoreApplication::translate("FleetSample", "not version f1"));
    if (records.size() - 1 > kMaxTwins)
        return reject(
            QCoreApplication::translate("FleetSample", "more than %1 twins").arg(kMaxTwins));
    FleetSample sample;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const QList<QStringView> f = records.at(r).split(u' ');
        const QString which = QString::number(r);
        if (f.size() != kFields)
            return reject(QCoreApplication::translate("FleetSample", "record %1 has not 13 fields")
                              .arg(which));
        const std::optional<quint64> port = number(f[0]);
        const std::optional<quint64> half = number(f[1]);
        if (!port || !half || *port > 1 || *half > 1)
            return reject(QCoreApplication::translate("FleetSample", "record %1: bad port or half")
                              .arg(which));
        FleetTwin t;
        t.port = int(*port);
        t.half = int(*half);
        const auto carrier = maybeNumber(f[2]);
        const auto speed = maybeNumber(f[3]);
        const std::optional<quint64> rdma = number(f[4]);
        if (!carrier || (*carrier && **carrier > 1) || !speed ||
            (*speed && **speed > kMaxSpeedMbps) || !rdma || *rdma > 1)
            return reject(
                QCoreApplication::translate("FleetSample", "record %1: bad carrier, speed or rdma")
                    .arg(which));
        if (*carrier)
            t.carrier = **carrier == 1;
        if (*speed)
            t.speedMbps = quint32(**speed);
        t.rdma = *rdma == 1;
        quint64 *rates[] = {&t.txKbps, &t.rxKbps, &t.netdevTxKbps, &t.netdevRxKbps};
        for (int i = 0; i < 4; ++i) {
            const std::optional<quint64> rate = number(f[5 + i]);
            if (!rate || *rate > kMaxKbps)
                return reject(
                    QCoreApplication::translate("FleetSample", "record %1: bad rate").arg(which));
            *rates[i] = *rate;
        }
        if (!t.rdma && (t.txKbps || t.rxKbps))
            return reject(QCoreApplication::translate("FleetSample",
                                                      "record %1: RoCE rates without RDMA counters")
                              .arg(which));
        std::optional<quint64> *totals[] = {&t.retransmits, &t.outOfSequence, &t.cnps,
                                            &t.linkFlaps};
        for (int i = 0; i < 4; ++i) {
            const auto value = maybeNumber(f[9 + i]);
            if (!value)
                return reject(QCoreApplication::translate("FleetSample", "record %1: bad counter")
                                  .arg(which));
            *totals[i] = *value;
        }
        // In order and each twin once: one reading of a sample, whoever reads it.
        if (!sample.twins.isEmpty() &&
            std::pair(sample.twins.last().port, sample.twins.last().half) >=
                std::pair(t.port, t.half))
            return reject(QCoreApplication::translate("FleetSample",
                                                      "record %1: twins repeated or out of order")
                              .arg(which));
        sample.twins << t;
    }
    return sample;
}

Result<int> FleetSample::parseRate(const QString &text)
{
    const std::optional<quint64> rate = text.size() <= 2 ? number(text) : std::nullopt;
    if (!rate || *rate < quint64(kMinRateHz) || *rate > quint64(kMaxRateHz))
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("FleetSample", "a metrics rate is %1 to %2 Hz, not \"%3\"")
                .arg(kMinRateHz)
                .arg(kMaxRateHz)
                .arg(text.left(16)));
    return int(*rate);
}

double FleetSample::portTxGbps(int port) const
{
    double sum = 0;
    for (const FleetTwin &t : twins)
        if (t.port == port)
            sum += t.txGbps();
    return sum;
}

double FleetSample::portRxGbps(int port) const
{
    double sum = 0;
    for (const FleetTwin &t : twins)
        if (t.port == port)
            sum += t.rxGbps();
    return sum;
}

const FleetTwin *FleetSample::twin(int port, int half) const
{
    for (const FleetTwin &t : twins)
        if (t.port == port && t.half == half)
            return &t;
    return nullptr;
}

MetricsSample FleetSample::toMetrics(qint64 timeMs, double intervalS) const
{
    MetricsSample m;
    m.timeMs = timeMs;
    m.intervalS = intervalS;
    for (const FleetTwin &t : twins) {
        TwinRates r;
        r.port = t.port;
        r.half = t.half;
        r.present = t.rdma;
        r.txGbps = t.txGbps();
        r.rxGbps = t.rxGbps();
        r.netdevTxGbps = double(t.netdevTxKbps) / 1e6;
        r.netdevRxGbps = double(t.netdevRxKbps) / 1e6;
        r.carrier = t.carrier;
        if (t.speedMbps)
            r.speedMbps = *t.speedMbps;
        r.carrierChanges = t.linkFlaps;
        m.twins << r;
    }
    return m;
}

} // namespace sparkwire::metrics
