#include "LinkHistory.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace sparkwire::metrics {

namespace {
DecimatedHistory makeSeries()
{
    return DecimatedHistory(LinkHistory::kFinePoints, LinkHistory::kDecimation,
                            LinkHistory::kCoarsePoints);
}
} // namespace

LinkHistory::LinkHistory(int port)
    : m_port(port)
    , m_series{makeSeries(), makeSeries(), makeSeries(), makeSeries(), makeSeries(), makeSeries()}
{}

void LinkHistory::record(const MetricsSample &sample)
{
    double values[kSeriesCount] = {
        0, 0, 0, 0, sample.portTxGbps(m_port), sample.portRxGbps(m_port)};
    for (const TwinRates &t : sample.twins)
        if (t.port == m_port && (t.half == 0 || t.half == 1)) {
            values[t.half * 2] = t.txGbps;
            values[t.half * 2 + 1] = t.rxGbps;
        }
    for (int i = 0; i < kSeriesCount; ++i)
        m_series[size_t(i)].append(sample.timeMs, values[i]);
    m_lastMs = sample.timeMs;
    m_empty = false;
}

qint64 LinkHistory::fromMs(int seconds) const
{
    return m_lastMs - qint64(qBound(1, seconds, kMaxWindowSeconds)) * 1000;
}

QList<QPointF> LinkHistory::window(Series series, int seconds) const
{
    return m_series[size_t(series)].window(fromMs(seconds));
}

QByteArray LinkHistory::columnName(Series series)
{
    switch (series) {
    case Series::Half0Tx:
        return QByteArrayLiteral("half_0_tx_gbps");
    case Series::Half0Rx:
        return QByteArrayLiteral("half_0_rx_gbps");
    case Series::Half1Tx:
        return QByteArrayLiteral("half_1_tx_gbps");
    case Series::Half1Rx:
        return QByteArrayLiteral("half_1_rx_gbps");
    case Series::PortTx:
        return QByteArrayLiteral("port_tx_gbps");
    case Series::PortRx:
        return QByteArrayLiteral("port_rx_gbps");
    }
    return {};
}

QByteArray LinkHistory::csv(int seconds) const
{
    QList<QList<QPointF>> columns;
    QByteArray out = "seconds";
    for (int i = 0; i < kSeriesCount; ++i) {
        columns << window(Series(i), seconds);
        out += ',' + columnName(Series(i));
    }
    out += '\n';
    // Every series is appended on the same ticks, so row i is the same time in every column.
    for (qsizetype row = 0; row < columns.first().size(); ++row) {
        out +=
            QByteArray::number((columns.first().at(row).x() - double(m_lastMs)) / 1000.0, 'f', 3);
        for (const QList<QPointF> &column : std::as_const(columns))
            out += ',' + QByteArray::number(column.at(row).y(), 'f', 3);
        out += '\n';
    }
    return out;
}

Status LinkHistory::exportCsv(const QString &path, int seconds) const
{
    const QByteArray content = csv(seconds);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit())
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("LinkHistory", "Cannot write %1: %2")
                             .arg(path, file.errorString()));
    return {};
}

} // namespace sparkwire::metrics
