#pragma once

#include "DoctorCheck.h"
#include "DoctorInputs.h"

namespace sparkwire::doctor {

// The catalogue: every check in a fixed order, each a function of the inputs alone.
namespace Doctor {
struct Entry
{
    const char *id;
    DoctorCheck (*run)(const DoctorInputs &inputs);
};
const QList<Entry> &catalogue();
QList<DoctorCheck> runAll(const DoctorInputs &inputs);

// The link checks (Doctor.cpp) and the host and environment checks (DoctorHostChecks.cpp).
DoctorCheck checkMtu(const DoctorInputs &in);
DoctorCheck checkBothTwins(const DoctorInputs &in);
DoctorCheck checkTwinSubnets(const DoctorInputs &in);
DoctorCheck checkRoceGid(const DoctorInputs &in);
DoctorCheck checkIpv6Autoconf(const DoctorInputs &in);
DoctorCheck checkLinkSpeed(const DoctorInputs &in);
DoctorCheck checkCarrier(const DoctorInputs &in);
DoctorCheck checkPcieLink(const DoctorInputs &in);
DoctorCheck checkCma(const DoctorInputs &in);
DoctorCheck checkMemlock(const DoctorInputs &in);
DoctorCheck checkNcclIbHca(const DoctorInputs &in);
DoctorCheck checkNcclSockets(const DoctorInputs &in);
DoctorCheck checkSocketIfname(const DoctorInputs &in);
DoctorCheck checkVllmHostIp(const DoctorInputs &in);
DoctorCheck checkNetplanMode(const DoctorInputs &in);
DoctorCheck checkOtherManagers(const DoctorInputs &in);
// DoctorFabricChecks.cpp
DoctorCheck checkExtraHca(const DoctorInputs &in);
DoctorCheck checkCountersRising(const DoctorInputs &in);
DoctorCheck checkTwinPreflight(const DoctorInputs &in);
DoctorCheck checkGpuDirect(const DoctorInputs &in);
// DoctorSystemChecks.cpp
DoctorCheck checkFirewall(const DoctorInputs &in);
DoctorCheck checkContainerRdma(const DoctorInputs &in);
DoctorCheck checkNcclBufferMemory(const DoctorInputs &in);
DoctorCheck checkNetplanAutoconf(const DoctorInputs &in);
DoctorCheck checkOtherTools(const DoctorInputs &in);
} // namespace Doctor

} // namespace sparkwire::doctor
