#include "NetplanTransaction.h"

#include "NetplanHierarchy.h"
#include "common/AtomicFile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTimer>

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

Error ioError(const QString &message)
{
    return makeError(ErrorCode::Io, message);
}

// `first`, and what went wrong while putting things back after it.
Error withRevert(Error first, const Status &revert)
{
    first.message +=
        revert ? NetplanTransaction::tr("; the previous configuration is back")
               : NetplanTransaction::tr("; reverting also failed: %1").arg(revert.error().message);
    if (!revert && !revert.error().detail.isEmpty())
        first.detail +=
            (first.detail.isEmpty() ? QString() : QStringLiteral("\n")) + revert.error().detail;
    return first;
}

// Several failures as one, the first one's code first.
Error joined(const QList<Error> &errors)
{
    Error all = errors.first();
    for (qsizetype i = 1; i < errors.size(); ++i) {
        all.message += QStringLiteral("; ") + errors[i].message;
        if (!errors[i].detail.isEmpty())
            all.detail +=
                (all.detail.isEmpty() ? QString() : QStringLiteral("\n")) + errors[i].detail;
    }
    return all;
}
} // namespace

NetplanTransaction::NetplanTransaction(Config config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
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

Status NetplanTransaction::refuseWhileApplying() const
{
    if (applying())
        return makeError(ErrorCode::Refused,
                         tr("netplan is still applying the previous step; try again when it has "
                            "finished"));
    return {};
}

void NetplanTransaction::apply(Done done)
{
    if (m_config.applyCommand.isEmpty()) {
        done(makeError(ErrorCode::InvalidInput, tr("no apply command is configured")));
        return;
    }
    const QString command = m_config.applyCommand.join(QLatin1Char(' '));
    auto *process = new QProcess(this);
    m_applyProcess = process;
    auto *deadline = new QTimer(process);
    deadline->setSingleShot(true);
    // Reports once, whichever comes first: the end of the process or a failure to start.
    const auto finish = [this, process, done](Status status) {
        if (m_applyProcess != process)
            return;
        m_applyProcess = nullptr;
        process->deleteLater();
        done(std::move(status));
    };
    connect(deadline, &QTimer::timeout, process, [process, deadline] {
        deadline->setProperty("expired", true);
        process->kill(); // finished() follows
    });
    connect(process, &QProcess::errorOccurred, this, [=](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(makeError(ErrorCode::Unavailable,
                             tr("cannot run %1: %2")
                                 .arg(m_config.applyCommand.first(), process->errorString())));
    });
    connect(
        process, &QProcess::finished, this,
        [=, timeout = m_config.applyTimeoutSeconds](int exitCode, QProcess::ExitStatus exitStatus) {
            if (deadline->property("expired").toBool()) {
                finish(makeError(ErrorCode::Timeout,
                                 tr("%1 did not finish within %2 s").arg(command).arg(timeout)));
                return;
            }
            if (exitStatus == QProcess::NormalExit && exitCode == 0) {
                finish({});
                return;
            }
            const QString output = QString::fromUtf8(process->readAll().left(2000)).trimmed();
            // The output is in the message too: it is what the person needs to see.
            finish(makeError(ErrorCode::ToolFailed,
                             tr("%1 failed (exit %2): %3").arg(command).arg(exitCode).arg(output),
                             output));
        });
    process->setProcessChannelMode(QProcess::MergedChannels);
    deadline->start(m_config.applyTimeoutSeconds * 1000);
    process->start(m_config.applyCommand.first(), m_config.applyCommand.mid(1)); // no shell
}

void NetplanTransaction::begin(const QByteArray &yaml, Done done)
{
    if (Status busy = refuseWhileApplying(); !busy)
        return done(busy);
    if (pending())
        return done(makeError(ErrorCode::Refused,
                              tr("another change is still waiting to be confirmed or reverted")));
    if (!makeDir(runDir(), 0700))
        return done(ioError(tr("cannot create %1").arg(runDir())));
    if (!makeDir(QFileInfo(stagedPath()).path()))
        return done(ioError(tr("cannot create %1").arg(QFileInfo(stagedPath()).path())));
    // The marker goes first: from here on a crash is recovered by removing the staged copy.
    if (const Status marked = AtomicFile::write(markerPath(), markerFor(yaml), kMode); !marked)
        return done(marked);
    if (const Status staged = AtomicFile::write(stagedPath(), yaml, kMode); !staged) {
        const Status cleanup = discardStaged();
        return done(cleanup ? staged : joined({staged.error(), cleanup.error()}));
    }
    apply([this, done](Status applied) {
        if (applied)
            return done({});
        revert([applied, done](Status reverted) { done(withRevert(applied.error(), reverted)); });
    });
}

Status NetplanTransaction::confirm()
{
    if (Status busy = refuseWhileApplying(); !busy)
        return busy;
    if (!pending())
        return makeError(ErrorCode::NotFound, tr("there is no change waiting for confirmation"));
    // Every read must succeed: a file that cannot be read is never taken for one that is
    // absent, or a confirm would drop the person's previous configuration.
    const Result<QByteArray> marker = AtomicFile::read(markerPath());
    if (!marker)
        return ioError(tr("nothing was confirmed: the pending change is incomplete (%1)")
                           .arg(marker.errorMessage()));
    const Result<QByteArray> staged = AtomicFile::read(stagedPath());
    if (!staged)
        return ioError(tr("nothing was confirmed: the pending change is incomplete (%1)")
                           .arg(staged.errorMessage()));
    if (*marker != markerFor(*staged))
        return makeError(
            ErrorCode::InvalidInput,
            tr("nothing was confirmed: %1 is not the file that was applied").arg(stagedPath()));
    const Result<QByteArray> current = AtomicFile::read(targetPath());
    if (!current && current.error().code != ErrorCode::NotFound)
        return ioError(tr("nothing was confirmed: the current file must be kept as the "
                          "previous one, and %1")
                           .arg(current.errorMessage()));
    if (!makeDir(stateDir(), 0700))
        return ioError(tr("nothing was confirmed: cannot create %1").arg(stateDir()));
    // The old file is saved before /etc changes; if this dies in between, /etc still holds it.
    if (const Status kept = current ? AtomicFile::write(previousPath(), *current, kMode)
                                    : AtomicFile::remove(previousPath());
        !kept)
        return ioError(tr("nothing was confirmed: %1").arg(kept.errorMessage()));
    if (!makeDir(QFileInfo(targetPath()).path()))
        return ioError(
            tr("nothing was confirmed: cannot create %1").arg(QFileInfo(targetPath()).path()));
    if (const Status written = AtomicFile::write(targetPath(), *staged, kMode); !written)
        return ioError(tr("nothing was confirmed: %1").arg(written.errorMessage()));
    // /etc now holds the same bytes as /run: what remains is cleanup, which recovery redoes.
    return discardStaged();
}

Status NetplanTransaction::discardStaged()
{
    if (const Status removed = AtomicFile::remove(stagedPath()); !removed)
        return removed; // the marker stays, so a recovery tries again
    return AtomicFile::remove(markerPath());
}

void NetplanTransaction::revert(Done done)
{
    if (Status busy = refuseWhileApplying(); !busy)
        return done(busy);
    if (!pending())
        return done(makeError(ErrorCode::NotFound, tr("there is no change to revert")));
    if (const Status removed = AtomicFile::remove(stagedPath()); !removed)
        return done(removed);
    // The marker goes only after netplan has applied /etc again: a crash during the apply is
    // then still seen as pending, and the next start applies once more.
    apply([this, done](Status applied) {
        if (const Status removed = AtomicFile::remove(markerPath()); !removed)
            return done(applied ? removed : joined({applied.error(), removed.error()}));
        done(applied);
    });
}

Status NetplanTransaction::restoreLegacyBackup(bool *changed)
{
    if (QFileInfo::exists(legacyBackupPath())) {
        const Result<QByteArray> old = AtomicFile::read(legacyBackupPath());
        if (!old)
            return old.error();
        if (const Status restored = AtomicFile::write(targetPath(), *old, kMode); !restored)
            return restored;
        if (const Status removed = AtomicFile::remove(legacyBackupPath()); !removed)
            return removed;
        *changed = true;
    }
    if (QFileInfo::exists(legacyAbsentPath())) {
        if (const Status removed = AtomicFile::remove(targetPath()); !removed)
            return removed;
        if (const Status removed = AtomicFile::remove(legacyAbsentPath()); !removed)
            return removed;
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

void NetplanTransaction::recoverInterrupted(std::function<void(Result<Recovery>)> done)
{
    if (Status busy = refuseWhileApplying(); !busy)
        return done(busy.error());
    removeStaleTemporaries();
    QDir(validateDir()).removeRecursively();
    QList<Error> errors;
    bool changed = false;
    if (const Status legacy = restoreLegacyBackup(&changed); !legacy)
        errors << legacy.error();
    const bool marked = QFileInfo::exists(markerPath());
    bool stagedGone = true;
    if (marked || QFileInfo::exists(stagedPath())) {
        const Status removed = AtomicFile::remove(stagedPath());
        stagedGone = removed.ok();
        if (stagedGone)
            changed = true;
        else
            errors << removed.error();
    }
    if (!changed) {
        if (!errors.isEmpty())
            return done(joined(errors));
        return done(Recovery::NothingToRecover);
    }
    apply([this, done, errors, marked, stagedGone](Status applied) mutable {
        if (!applied)
            errors << applied.error();
        // After the apply, as in revert(); a failed apply is reported, not retried forever.
        if (marked && stagedGone)
            if (const Status removed = AtomicFile::remove(markerPath()); !removed)
                errors << removed.error();
        if (!errors.isEmpty())
            return done(joined(errors));
        done(Recovery::Reverted);
    });
}

} // namespace sparkwire::netplan
