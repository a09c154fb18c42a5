#include "NetplanTransaction.h"

#include "NetplanHierarchy.h"
#include "common/AtomicFile.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace sparkwire::netplan {

namespace AtomicFile = common::AtomicFile;

namespace {
constexpr mode_t kMode = 0600;
}

NetplanTransaction::NetplanTransaction(Config config)
    : m_config(std::move(config))
{}

QString NetplanTransaction::targetPath() const
{
    return QDir::cleanPath(m_config.rootDir + QLatin1Char('/') +
                           QLatin1String(NetplanHierarchy::kOurFile));
}

QString NetplanTransaction::backupPath() const
{
    return QDir::cleanPath(m_config.rootDir +
                           QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup"));
}

QString NetplanTransaction::absentMarkerPath() const
{
    return QDir::cleanPath(m_config.rootDir +
                           QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.absent"));
}

QString NetplanTransaction::previousPath() const
{
    return QDir::cleanPath(m_config.rootDir +
                           QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.previous"));
}

bool NetplanTransaction::pending() const
{
    return QFileInfo::exists(backupPath()) || QFileInfo::exists(absentMarkerPath());
}

QString NetplanTransaction::apply()
{
    if (m_config.applyCommand.isEmpty())
        return QStringLiteral("no apply command is configured");
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(m_config.applyCommand.first(), m_config.applyCommand.mid(1)); // no shell
    if (!process.waitForStarted(10000))
        return QStringLiteral("cannot run %1: %2")
            .arg(m_config.applyCommand.first(), process.errorString());
    if (!process.waitForFinished(m_config.applyTimeoutSeconds * 1000)) {
        process.kill();
        process.waitForFinished();
        return QStringLiteral("%1 did not finish within %2 s")
            .arg(m_config.applyCommand.join(QLatin1Char(' ')))
            .arg(m_config.applyTimeoutSeconds);
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QStringLiteral("%1 failed (exit %2): %3")
            .arg(m_config.applyCommand.join(QLatin1Char(' ')))
            .arg(process.exitCode())
            .arg(QString::fromUtf8(process.readAll().left(2000)).trimmed());
    return {};
}

QString NetplanTransaction::begin(const QByteArray &yaml)
{
    if (pending())
        return QStringLiteral("another change is still waiting to be confirmed or reverted");
    QString error;
    if (!QDir().mkpath(QFileInfo(backupPath()).path()) ||
        !QDir().mkpath(QFileInfo(targetPath()).path()))
        return QStringLiteral("cannot create %1").arg(QFileInfo(backupPath()).path());
    const std::optional<QByteArray> current = AtomicFile::read(targetPath(), &error);
    if (!error.isEmpty())
        return error;
    // The backup goes first: from here on a crash is recovered by restoring it.
    const bool saved = current ? AtomicFile::write(backupPath(), *current, kMode, &error)
                               : AtomicFile::write(absentMarkerPath(), QByteArray(), kMode, &error);
    if (!saved)
        return error;
    if (!AtomicFile::write(targetPath(), yaml, kMode, &error)) {
        const QString restoreError = restoreBackup();
        return restoreError.isEmpty() ? error : error + QStringLiteral("; ") + restoreError;
    }
    const QString applyError = apply();
    if (!applyError.isEmpty()) {
        const QString revertError = revert();
        return applyError + (revertError.isEmpty()
                                 ? QStringLiteral("; the previous configuration is back")
                                 : QStringLiteral("; reverting also failed: ") + revertError);
    }
    return {};
}

QString NetplanTransaction::confirm()
{
    if (!pending())
        return QStringLiteral("there is no change waiting for confirmation");
    QString error;
    if (const std::optional<QByteArray> old = AtomicFile::read(backupPath(), &error)) {
        if (!AtomicFile::write(previousPath(), *old, kMode, &error))
            return error;
        return AtomicFile::remove(backupPath(), &error) ? QString() : error;
    }
    AtomicFile::remove(previousPath(), &error);
    return AtomicFile::remove(absentMarkerPath(), &error) ? QString() : error;
}

QString NetplanTransaction::restoreBackup()
{
    QString error;
    if (const std::optional<QByteArray> old = AtomicFile::read(backupPath(), &error)) {
        if (!AtomicFile::write(targetPath(), *old, kMode, &error))
            return error;
        return AtomicFile::remove(backupPath(), &error) ? QString() : error;
    }
    if (!error.isEmpty())
        return error;
    if (QFileInfo::exists(absentMarkerPath())) {
        if (!AtomicFile::remove(targetPath(), &error))
            return error;
        return AtomicFile::remove(absentMarkerPath(), &error) ? QString() : error;
    }
    return {};
}

QString NetplanTransaction::revert()
{
    if (!pending())
        return QStringLiteral("there is no change to revert");
    const QString error = restoreBackup();
    if (!error.isEmpty())
        return error;
    return apply();
}

void NetplanTransaction::removeStaleTemporaries()
{
    // AtomicFile's temporaries are ".<name>.XXXXXX": netplan ignores them (no .yaml suffix),
    // but a helper killed mid-write leaves one behind.
    for (const QString &dir : {QFileInfo(targetPath()).path(), QFileInfo(backupPath()).path()}) {
        QDir d(dir);
        for (const QString &name :
             d.entryList({QStringLiteral(".40-cx7.yaml*")}, QDir::Files | QDir::Hidden))
            d.remove(name);
    }
}

std::optional<QString> NetplanTransaction::recoverInterrupted()
{
    removeStaleTemporaries();
    if (!pending())
        return std::nullopt;
    return revert();
}

} // namespace sparkwire::netplan
