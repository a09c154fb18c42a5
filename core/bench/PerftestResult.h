#pragma once

#include "Diagnosis.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>

#include <optional>

namespace sparkwire::bench {

// What one perftest run (ib_write_bw, ib_write_lat, ...) printed: its settings and samples.
struct PerftestResult
{
    struct Sample
    {
        qint64 bytes = 0;
        qint64 iterations = 0;
        double bwPeakGbps = 0; // bandwidth tests
        double bwAvgGbps = 0;
        double msgRateMpps = 0;
        std::optional<double> latencyAvgUs; // latency tests (t_avg)
        std::optional<double> latencyMinUs;
        std::optional<double> latencyMaxUs;
    };

    QString test;   // "ib_write_bw", "ib_write_lat", ...
    QString device; // "rocep1s0f1"
    std::optional<int> gidIndex;
    std::optional<int> mtu;
    std::optional<int> qps;
    QString linkType;      // "Ethernet" or "IB" (as perftest printed it)
    QList<Sample> samples; // one for a classic run, one a second with --run_infinitely
    QList<Diagnosis> diagnoses;
    // The RoCE hw_counters (RoceCounters) of the RDMA device the run used (its -d), read right
    // before it started and right after it ended (RdmaLinkTest; empty when not read). Not in
    // toJson(): ResultKeeper keeps them for the whole run.
    QString countersDevice;
    QHash<QString, qint64> countersBefore;
    QHash<QString, qint64> countersAfter;
    // Lanes the twin's PCIe link trained at, when read (RdmaLinkTest, from sysfs): the
    // bandwidth classifier (TwinBandwidth) tells a BIOS-narrowed twin by it. Not in toJson().
    std::optional<int> pcieWidth;
    // perftest's clock calibration failed ("Correlation coefficient r^2: … < 0.9", seen on
    // emulated CPUs): it prints 0 for every rate. Where the interval is known
    // (PerftestParser::setIntervalSeconds) the rates are the bytes it moved over the interval.
    bool clockCalibrationFailed = false;
    bool ratesFromIterations = false;

    bool isBandwidth() const { return test.endsWith(QLatin1String("_bw")); }
    double bwAvgGbps() const; // mean over all samples
    QJsonObject toJson() const;
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::PerftestResult)
