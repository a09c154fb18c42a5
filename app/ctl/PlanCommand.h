#pragma once

#include <QStringList>

// `sparkwirectl plan --topology two-node|ring|ring3|switch --nodes N --node I [--port 0|1]
//  [--subnet-base CIDR] [--mtu M] [--addressing static|link-local] [-o FILE] [--json]
//  [--sysfs-root DIR]`: node I's netplan YAML, or the whole plan as JSON.
int runPlanCommand(const QStringList &arguments);
