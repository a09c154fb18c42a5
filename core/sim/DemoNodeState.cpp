#include "DemoNodeState.h"

#include "DemoEnvironment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace sparkwire::sim {

DemoNodeState::DemoNodeState()
    : m_dir(QDir::tempPath() + QStringLiteral("/sparkwire-demo-state-XXXXXX"))
{
    if (!m_dir.isValid()) {
        m_error = m_dir.errorString();
        return;
    }
    Result<discovery::NodeIdentity> made = discovery::NodeIdentity::loadOrCreate(
        m_dir.path(), QString::fromLatin1(DemoEnvironment::kHostname));
    if (made)
        m_identity = *made;
    else
        m_error = made.error().message;
}

Result<QString> DemoNodeState::copyNetplan(const QString &sourceRoot, bool keepModes) const
{
    const QString root = m_dir.filePath(QStringLiteral("netplan-root"));
    const QString target = root + QStringLiteral("/etc/netplan");
    const QDir source(sourceRoot + QStringLiteral("/etc/netplan"));
    if (!m_dir.isValid() || !QDir().mkpath(target))
        return makeError(ErrorCode::Io, QStringLiteral("cannot create %1").arg(target));
    for (const QString &name : source.entryList({QStringLiteral("*.yaml")}, QDir::Files)) {
        const QString to = target + QLatin1Char('/') + name;
        if (!QFile::copy(source.filePath(name), to))
            return makeError(ErrorCode::Io, QStringLiteral("cannot copy %1").arg(name));
        const QFile::Permissions mode =
            keepModes ? QFile::permissions(source.filePath(name)) | QFile::WriteOwner
                      : QFile::ReadOwner | QFile::WriteOwner;
        if (!QFile::setPermissions(to, mode))
            return makeError(ErrorCode::Io, QStringLiteral("cannot set the mode of %1").arg(to));
    }
    return root;
}

QString DemoNodeState::netplanRoot(DemoEnvironment::Scenario scenario)
{
    const QString shipped = DemoEnvironment::netplanRoot(scenario);
    const Result<QString> copy =
        copyNetplan(shipped, scenario == DemoEnvironment::Scenario::Faults);
    if (copy) {
        m_netplanWarning.clear();
        return *copy;
    }
    m_netplanWarning = QCoreApplication::translate("sparkwire::sim::DemoNodeState",
                                                   "The demo reads its shipped netplan files, "
                                                   "whose modes are not a Spark's: %1")
                           .arg(copy.error().message);
    return shipped;
}

} // namespace sparkwire::sim
