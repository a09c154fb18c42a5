#include "PerftestParser.h"

#include <QCoreApplication>

#include "RdmaVerdicts.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace sparkwire::bench {

double PerftestResult::bwAvgGbps() const
{
    if (samples.isEmpty())
        return 0;
    double sum = 0;
    for (const Sample &s : samples)
        sum += s.bwAvgGbps;
    return sum / double(samples.size());
}

QJsonObject PerftestResult::toJson() const
{
    auto opt = [](const auto &v) { return v ? QJsonValue(double(*v)) : QJsonValue(); };
    QJsonArray list;
    for (const Sample &s : samples) {
        QJsonObject o{{QLatin1String("bytes"), double(s.bytes)},
                      {QLatin1String("iterations"), double(s.iterations)}};
        if (isBandwidth()) {
            o.insert(QLatin1String("bw_peak_gbps"), s.bwPeakGbps);
            o.insert(QLatin1String("bw_avg_gbps"), s.bwAvgGbps);
            o.insert(QLatin1String("msg_rate_mpps"), s.msgRateMpps);
        } else {
            o.insert(QLatin1String("t_min_us"), opt(s.latencyMinUs));
            o.insert(QLatin1String("t_max_us"), opt(s.latencyMaxUs));
            o.insert(QLatin1String("t_avg_us"), opt(s.latencyAvgUs));
        }
        list.append(o);
    }
    QJsonObject o{
        {QLatin1String("test"), test},
        {QLatin1String("device"), device.isEmpty() ? QJsonValue() : QJsonValue(device)},
        {QLatin1String("gid_index"), opt(gidIndex)},
        {QLatin1String("mtu"), opt(mtu)},
        {QLatin1String("qps"), opt(qps)},
        {QLatin1String("link_type"), linkType.isEmpty() ? QJsonValue() : QJsonValue(linkType)},
        {QLatin1String("samples"), list},
        {QLatin1String("diagnoses"), diagnosesToJson(diagnoses)}};
    if (isBandwidth())
        o.insert(QLatin1String("bw_avg_gbps"), bwAvgGbps());
    if (clockCalibrationFailed)
        o.insert(QLatin1String("clock_calibration_failed"), true);
    if (ratesFromIterations)
        o.insert(QLatin1String("rates_from_iterations"), true);
    return o;
}

int PerftestParser::feed(const QByteArray &bytes)
{
    return m_lines.feed(bytes, [this](const QString &line) { return feedLine(line); });
}

void PerftestParser::finish()
{
    m_lines.finish([this](const QString &line) { return feedLine(line); });
    m_result.diagnoses = RdmaVerdicts::diagnoseOne(m_result);
}

bool PerftestParser::feedLine(const QString &raw)
{
    static const QRegularExpression title(
        QStringLiteral("^\\s*(RDMA_Write|RDMA_Read|Send|Atomic\\w*) (BW|Latency) Test\\s*$"));
    static const QRegularExpression field(
        QStringLiteral("(Device|Number of qps|Mtu|Link type|GID index)\\s*:\\s*([A-Za-z0-9_]+)"));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QString line = raw;
    if (line.contains(calibrationWarning())) {
        clockCalibrationFailed();
        line.remove(calibrationWarning());
    }
    line = line.trimmed();
    if (const auto m = title.match(line); m.hasMatch()) {
        static const QHash<QString, QString> verbs = {
            {QStringLiteral("RDMA_Write"), QStringLiteral("write")},
            {QStringLiteral("RDMA_Read"), QStringLiteral("read")},
            {QStringLiteral("Send"), QStringLiteral("send")}};
        m_result.test = QStringLiteral("ib_%1_%2")
                            .arg(verbs.value(m.captured(1), QStringLiteral("atomic")),
                                 m.captured(2) == QLatin1String("BW") ? QStringLiteral("bw")
                                                                      : QStringLiteral("lat"));
        m_sawTitle = true;
        return false;
    }
    auto it = field.globalMatch(line);
    bool anyField = false;
    while (it.hasNext()) {
        const auto m = it.next();
        anyField = true;
        const QString key = m.captured(1);
        const QString value = m.captured(2);
        bool ok = false;
        const int n = value.toInt(&ok);
        if (key == QLatin1String("Device"))
            m_result.device = value;
        else if (key == QLatin1String("Number of qps") && ok && n > 0)
            m_result.qps = n;
        else if (key == QLatin1String("Mtu") && ok && n > 0)
            m_result.mtu = n;
        else if (key == QLatin1String("Link type"))
            m_result.linkType = value;
        else if (key == QLatin1String("GID index") && ok && n >= 0)
            m_result.gidIndex = n;
    }
    if (anyField)
        return false;
    if (line.startsWith(QLatin1String("#bytes"))) {
        m_units = line.contains(QLatin1String("[Gb/sec]"))   ? Units::Gbps
                  : line.contains(QLatin1String("[MB/sec]")) ? Units::MBps
                  : line.contains(QLatin1String("t_avg"))    ? Units::Latency
                                                             : Units::None;
        return false;
    }
    if (m_units == Units::None || !m_sawTitle)
        return false;
    const QStringList f = line.split(space, Qt::SkipEmptyParts);
    QList<double> v;
    for (const QString &s : f) {
        bool ok = false;
        const double d = s.toDouble(&ok);
        if (!ok || !std::isfinite(d) || d < 0)
            return false;
        v << d;
    }
    PerftestResult::Sample s;
    if (m_units == Units::Latency) {
        if (v.size() < 6)
            return false;
        s.bytes = qint64(v[0]);
        s.iterations = qint64(v[1]);
        s.latencyMinUs = v[2];
        s.latencyMaxUs = v[3];
        s.latencyAvgUs = v[5];
    } else {
        if (v.size() != 5)
            return false;
        const double scale = m_units == Units::MBps ? 1048576.0 * 8 / 1e9 : 1.0;
        s.bytes = qint64(v[0]);
        s.iterations = qint64(v[1]);
        s.bwPeakGbps = v[2] * scale;
        s.bwAvgGbps = v[3] * scale;
        s.msgRateMpps = v[4];
    }
    m_result.samples << s;
    if (m_result.clockCalibrationFailed)
        rateFromIterations(m_result.samples.last());
    return true;
}

const QRegularExpression &PerftestParser::calibrationWarning()
{
    // perftest's warning that its CPU clock calibration failed: on stderr, or (on an emulated
    // CPU) run into the result lines without a newline.
    static const QRegularExpression warning(
        QStringLiteral("Correlation coefficient r\\^2: [0-9.eE+-]+ < [0-9.]+"));
    return warning;
}

void PerftestParser::feedErrors(const QByteArray &bytes)
{
    if (QString::fromLocal8Bit(bytes).contains(calibrationWarning()))
        clockCalibrationFailed();
}

void PerftestParser::clockCalibrationFailed()
{
    if (m_result.clockCalibrationFailed)
        return;
    m_result.clockCalibrationFailed = true;
    for (PerftestResult::Sample &s : m_result.samples) // those read before the warning
        rateFromIterations(s);
}

void PerftestParser::rateFromIterations(PerftestResult::Sample &s)
{
    // Its clock failed, so it printed 0: the bytes it moved over the interval instead.
    if (m_intervalSeconds <= 0 || s.bwAvgGbps != 0 || s.iterations <= 0 || !m_result.isBandwidth())
        return;
    s.bwAvgGbps = double(s.bytes) * double(s.iterations) * 8 / 1e9 / m_intervalSeconds;
    s.bwPeakGbps = std::max(s.bwPeakGbps, s.bwAvgGbps);
    s.msgRateMpps = double(s.iterations) / 1e6 / m_intervalSeconds;
    m_result.ratesFromIterations = true;
}

Result<PerftestResult> PerftestParser::parse(const QByteArray &input)
{
    PerftestParser parser;
    parser.feed(input);
    parser.finish();
    if (!parser.m_sawTitle)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("PerftestParser",
                                        "no perftest output found (no \"... BW Test\" or \"... "
                                        "Latency Test\" title)"));
    if (parser.m_result.samples.isEmpty())
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("PerftestParser",
                                        "no result line: the output ends before the results (cut "
                                        "short, or the test failed to connect)"));
    return parser.m_result;
}

} // namespace sparkwire::bench
