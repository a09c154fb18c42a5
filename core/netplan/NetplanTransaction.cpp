#include "NetplanTransaction.h"

#include "NetplanHierarchy.h"
#include "common/AtomicFile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QProcess>

#include <sys/stat.h>

namespace sparkwire::netplan {

namespace AtomicFile = common::AtomicFile;

namespace {
constexpr mode_t kMode = 0600;

QString fileName()
{
    return QFileInfo(QLatin1String(NetplanHierarchy::kOurFile)).fileName();
}

QByteArray markerFor(const QByteArray &staged)
{
    return "sha256 " + QCryptographicHash::hash(staged, QCryptographicHash::Sha256).toHex() + '\n';
}

// Creates dir; when `mode` is set, also makes it that mode (directories Sparkwire owns).
bool makeDir(const QString &dir, std::optional<mode_t> mode = std::nullopt)
{
    if (!QDir().mkpath(dir))
        return false;
    return !mode || ::chmod(QFile::encodeName(dir).constData(), *mode) == 0;
}

QString joined(const QStringList &errors)
{
    return errors.join(QStringLiteral("; "));
}
} // namespace

NetplanTransaction::NetplanTransaction(Config config)
    : m_config(std::move(config))
{}

QString NetplanTransaction::targetPath() const
{
    return QDir::cleanPath(m_config.rootDir + QLatin1Char('/') +
                           QLatin1String(NetplanHierarchy::kOurFile));
}

QString NetplanTransaction::stagedPath() const
{
    return QDir::cleanPath(m_config.rootDir + QStringLiteral("/run/netplan/") + fileName());
}

QString NetplanTransaction::runDir() const
{
    return QDir::cleanPath(m_config.rootDir + QStringLiteral("/run/sparkwire"));
}

QString NetplanTransaction::markerPath() const
{
    return runDir() + QStringLiteral("/pending");
}

QString NetplanTransaction::validateDir() const
{
    return runDir() + QStringLiteral("/validate");
}

QString NetplanTransaction::lockPath() const
{
    return runDir() + QStringLiteral("/lock");
}

QString NetplanTransaction::stateDir() const
{
    return QDir::cleanPath(m_config.rootDir + QStringLiteral("/var/lib/sparkwire"));
}

QString NetplanTransaction::previousPath() const
{
    return stateDir() + QLatin1Char('/') + fileName() + QStringLiteral(".previous");
}

QString NetplanTransaction::legacyBackupPath() const
{
    return stateDir() + QLatin1Char('/') + fileName() + QStringLiteral(".backup");
}

QString NetplanTransaction::legacyAbsentPath() const
{
    return stateDir() + QLatin1Char('/') + fileName() + QStringLiteral(".absent");
}

bool NetplanTransaction::pending() const
{
    for (const QString &path : {markerPath(), stagedPath(), legacyBackupPath(), legacyAbsentPath()})
        if (QFileInfo::exists(path))
            return true;
    return false;
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
    if (!makeDir(runDir(), 0700))
        return QStringLiteral("cannot create %1").arg(runDir());
    if (!makeDir(QFileInfo(stagedPath()).path()))
        return QStringLiteral("cannot create %1").arg(QFileInfo(stagedPath()).path());
    // The marker goes first: from here on a crash is recovered by removing the staged copy.
    if (const Status marked = AtomicFile::write(markerPath(), markerFor(yaml), kMode); !marked)
        return marked.errorMessage();
    if (const Status staged = AtomicFile::write(stagedPath(), yaml, kMode); !staged) {
        const QString error = staged.errorMessage();
        const QString cleanup = discardStaged();
        return cleanup.isEmpty() ? error : error + QStringLiteral("; ") + cleanup;
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
    // Every read must succeed: a file that cannot be read is never taken for one that is
    // absent, or a confirm would drop the person's previous configuration.
    const Result<QByteArray> marker = AtomicFile::read(markerPath());
    const Result<QByteArray> staged = marker ? AtomicFile::read(stagedPath()) : marker;
    if (!marker || !staged)
        return QStringLiteral("nothing was confirmed: the pending change is incomplete (%1)")
            .arg((marker ? staged : marker).errorMessage());
    if (*marker != markerFor(*staged))
        return QStringLiteral("nothing was confirmed: %1 is not the file that was applied")
            .arg(stagedPath());
    const Result<QByteArray> current = AtomicFile::read(targetPath());
    if (!current && current.error().code != ErrorCode::NotFound)
        return QStringLiteral("nothing was confirmed: the current file must be kept as the "
                              "previous one, and %1")
            .arg(current.errorMessage());
    if (!makeDir(stateDir(), 0700))
        return QStringLiteral("nothing was confirmed: cannot create %1").arg(stateDir());
    // The old file is saved before /etc changes; if this dies in between, /etc still holds it.
    if (const Status kept = current ? AtomicFile::write(previousPath(), *current, kMode)
                                    : AtomicFile::remove(previousPath());
        !kept)
        return QStringLiteral("nothing was confirmed: %1").arg(kept.errorMessage());
    if (!makeDir(QFileInfo(targetPath()).path()))
        return QStringLiteral("nothing was confirmed: cannot create %1")
            .arg(QFileInfo(targetPath()).path());
    if (const Status written = AtomicFile::write(targetPath(), *staged, kMode); !written)
        return QStringLiteral("nothing was confirmed: %1").arg(written.errorMessage());
    // /etc now holds the same bytes as /run: what remains is cleanup, which recovery redoes.
    return discardStaged();
}

QString NetplanTransaction::discardStaged()
{
    if (const Status removed = AtomicFile::remove(stagedPath()); !removed)
        return removed.errorMessage(); // the marker stays, so a recovery tries again
    return AtomicFile::remove(markerPath()).errorMessage();
}

QString NetplanTransaction::revert()
{
    if (!pending())
        return QStringLiteral("there is no change to revert");
    if (const Status removed = AtomicFile::remove(stagedPath()); !removed)
        return removed.errorMessage();
    // The marker goes only after netplan has applied /etc again: a crash during the apply is
    // then still seen as pending, and the next start applies once more.
    const QString applyError = apply();
    if (const Status removed = AtomicFile::remove(markerPath()); !removed)
        return applyError.isEmpty() ? removed.errorMessage()
                                    : applyError + QStringLiteral("; ") + removed.errorMessage();
    return applyError;
}

QString NetplanTransaction::restoreLegacyBackup(bool *changed)
{
    Status done;
    if (QFileInfo::exists(legacyBackupPath())) {
        const Result<QByteArray> old = AtomicFile::read(legacyBackupPath());
        if (!old)
            return old.errorMessage();
        if (!(done = AtomicFile::write(targetPath(), *old, kMode)) ||
            !(done = AtomicFile::remove(legacyBackupPath())))
            return done.errorMessage();
        *changed = true;
    }
    if (QFileInfo::exists(legacyAbsentPath())) {
        if (!(done = AtomicFile::remove(targetPath())) ||
            !(done = AtomicFile::remove(legacyAbsentPath())))
            return done.errorMessage();
        *changed = true;
    }
    return {};
}

void NetplanTransaction::removeStaleTemporaries()
{
    // AtomicFile's temporaries are ".<name>.XXXXXX": netplan ignores them (no .yaml suffix),
    // but a helper killed mid-write leaves one behind, holding a whole configuration.
    const QString ours = QStringLiteral(".") + fileName() + QLatin1Char('*');
    const QString marker =
        QStringLiteral(".") + QFileInfo(markerPath()).fileName() + QLatin1Char('*');
    for (const QString &dir :
         {QFileInfo(targetPath()).path(), QFileInfo(stagedPath()).path(), runDir(), stateDir()}) {
        QDir d(dir);
        for (const QString &name : d.entryList({ours, marker}, QDir::Files | QDir::Hidden))
            d.remove(name);
    }
}

std::optional<QString> NetplanTransaction::recoverInterrupted()
{
    removeStaleTemporaries();
    QDir(validateDir()).removeRecursively();
    QStringList errors;
    bool changed = false;
    if (const QString legacy = restoreLegacyBackup(&changed); !legacy.isEmpty())
        errors << legacy;
    const bool marked = QFileInfo::exists(markerPath());
    bool stagedGone = true;
    if (marked || QFileInfo::exists(stagedPath())) {
        const Status removed = AtomicFile::remove(stagedPath());
        stagedGone = removed.ok();
        if (stagedGone)
            changed = true;
        else
            errors << removed.errorMessage();
    }
    if (!changed)
        return errors.isEmpty() ? std::nullopt : std::optional<QString>(joined(errors));
    if (const QString applyError = apply(); !applyError.isEmpty())
        errors << applyError;
    // After the apply, as in revert(); a failed apply is reported, not retried forever.
    if (const Status removed = marked && stagedGone ? AtomicFile::remove(markerPath()) : Status();
        !removed)
        errors << removed.errorMessage();
    return joined(errors);
}

} // namespace sparkwire::netplan
