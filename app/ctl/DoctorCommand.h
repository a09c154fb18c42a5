#pragma once

#include <QStringList>

// `sparkwirectl doctor [--json] [--sysfs-root DIR] [--cluster] [--report FILE]`: the catalogue
// of checks (core/doctor) on this Spark, or with --cluster on every member of its cluster
// record from this seat (node::ClusterDoctorRun); exit 0 when nothing fails, 1 when a check
// fails, 2 on a usage error. $SPARKWIRE_NETPLAN_ROOT and $SPARKWIRE_PROC_ROOT point the file checks
// at recorded trees.
int runDoctorCommand(const QStringList &arguments);
