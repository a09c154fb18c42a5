#include "NcclPreflight.h"

#include "Doctor.h"

#include <QCoreApplication>

namespace sparkwire::doctor::NcclPreflight {

DoctorCheck check(const QString &sysfsRoot, const QString &procRoot, qint64 maxBytes)
{
    DoctorInputs in =
        DoctorInputs::read(sysfsRoot, procRoot, QString(), {}, sysfsRoot == QLatin1String("/sys"));
    in.ncclTestMaxBytes = maxBytes;
    return Doctor::checkNcclBufferMemory(in);
}

bench::NetworkLinkTests::NcclPreflight forLinkTests(const QString &sysfsRoot,
                                                    const QString &procRoot)
{
    return [sysfsRoot, procRoot](
               const bench::NcclRunOptions &options) -> Result<std::optional<bench::Diagnosis>> {
        const DoctorCheck c = check(sysfsRoot, procRoot, options.maxBytes);
        if (c.status == DoctorCheck::Status::Fail)
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "NcclPreflight", "nccl-tests was not started: %1 (%2) Fix: %3")
                                 .arg(c.cause, c.evidence, c.fix));
        if (c.status == DoctorCheck::Status::Warn)
            return std::optional<bench::Diagnosis>(
                bench::Diagnosis{c.id, c.cause, c.evidence, c.fix});
        return std::optional<bench::Diagnosis>();
    };
}

} // namespace sparkwire::doctor::NcclPreflight
