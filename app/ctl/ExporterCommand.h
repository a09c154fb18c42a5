#pragma once

#include <QStringList>

// sparkwirectl exporter --listen ADDR:PORT [--sysfs-root DIR]: serves /metrics for Prometheus
// until stopped (SIGINT/SIGTERM).
int runExporterCommand(const QStringList &arguments);
