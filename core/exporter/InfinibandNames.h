#pragma once

#include "metrics/TwinCounters.h"

#include <QString>

namespace sparkwire::exporter {

// How one sysfs counter of an RDMA port is published: the name and help text of
// node_exporter's infiniband collector (so dashboards written for it work) and the factor
// from the sysfs value to the metric (port_*_data counts 4-byte words: × 4 gives bytes).
struct InfinibandName
{
    const char *metric = nullptr;
    const char *help = nullptr;
    double scale = 1;
};

// nullptr metric when node_exporter has no name for the file.
InfinibandName infinibandName(metrics::TwinCounters::Group group, const QString &file);

} // namespace sparkwire::exporter
