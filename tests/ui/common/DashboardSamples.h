#pragma once

#include "metrics/MetricsSample.h"

// One sampler tick of a Spark's port 1 as the dashboard tests feed it: both twins read at
// `ms`, half 0 and half 1 sending the given Gb/s (receiving half that), np_cnp_sent rising.
inline sparkwire::metrics::MetricsSample dashboardSample(qint64 ms, double half0, double half1)
{
    namespace metrics = sparkwire::metrics;
    metrics::MetricsSample s;
    s.timeMs = ms;
    s.intervalS = 0.1;
    for (int half : {0, 1}) {
        metrics::TwinRates t;
        t.port = 1;
        t.half = half;
        t.present = true;
        t.rdmaDevice = half ? QStringLiteral("roceP2p1s0f1") : QStringLiteral("rocep1s0f1");
        t.txGbps = half ? half1 : half0;
        t.rxGbps = t.txGbps / 2;
        t.troubleTotals.insert(QStringLiteral("np_cnp_sent"), quint64(ms / 100));
        t.troubleDeltas.insert(QStringLiteral("np_cnp_sent"), 1);
        s.twins << t;
    }
    return s;
}
