#pragma once

#include <QStringList>

// `sparkwirectl cluster status` and `cluster cancel` (ClusterCommand dispatches to them).
int runClusterStatus(const QStringList &arguments);
int runClusterCancel(const QStringList &arguments);
