#pragma once

#include "DoctorCheck.h"

#include "bench/NetworkLinkTests.h"

namespace sparkwire::doctor {

// The NCCL runner's preflight: the catalogue's nccl-buffer-memory check for the run about to
// start (its -e) on the Spark whose sysfs and proc are under the roots. `sparkwirectl nccl run`
// and the window's NCCL test refuse to start when it fails and warn when it warns.
namespace NcclPreflight {
DoctorCheck check(const QString &sysfsRoot, const QString &procRoot, qint64 maxBytes);
// check() as the window's tests take it: a failed check refuses with its cause, evidence and
// fix; a warning is a verdict of the run.
bench::NetworkLinkTests::NcclPreflight forLinkTests(const QString &sysfsRoot,
                                                    const QString &procRoot);
} // namespace NcclPreflight

} // namespace sparkwire::doctor
