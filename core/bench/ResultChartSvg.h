#pragma once

#include "NcclResult.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace sparkwire::bench {

// The charts of a kept test result as standalone SVG text (no Qt Gui needed, so the CLI and
// the agent keep them too; the window renders a PNG from the same SVG). Okabe–Ito colours as
// the dashboard uses them; a footer with host, time and DEMO when the result is simulated.
namespace ResultChartSvg {

struct Stamp
{
    QString host;
    QString time;
    bool demo = false;
};

// NCCL bus bandwidth over message size (log scale): out-of-place solid, in-place dashed.
QByteArray nccl(const NcclResult &result, const Stamp &stamp);

// One bar per twin (its Gb/s), e.g. RDMA or TCP throughput against a member.
struct Bar
{
    QString label;
    double gbps = 0;
};
QByteArray bars(const QString &title, const QList<Bar> &bars, double expectedGbps,
                const Stamp &stamp);

} // namespace ResultChartSvg

} // namespace sparkwire::bench
