#pragma once

#include <QStringList>

// sparkwirectl bundle export [-o FILE] [--json]: on a member of a configured cluster, reads
// every member's state over the peer channel and writes the signed bundle.
int runBundleExport(const QStringList &arguments);
