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
    QString error;
    // The marker goes first: from here on a crash is recovered by removing the staged copy.
    if (!AtomicFile::write(markerPath(), markerFor(yaml), kMode, &error))
        return done(ioError(error));
    if (!AtomicFile::write(stagedPath(), yaml, kMode, &error)) {
        const Status cleanup = discardStaged();
        return done(cleanup ? ioError(error) : joined({ioError(error), cleanup.error()}));
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
    QString error;
    const std::optional<QByteArray> marker = AtomicFile::read(markerPath(), &error);
    const std::optional<QByteArray> staged =
        marker ? AtomicFile::read(stagedPath(), &error) : std::nullopt;
    if (!marker || !staged)
        return ioError(tr("nothing was confirmed: the pending change is incomplete (%1)")
                           .arg(error.isEmpty()
                                    ? tr("%1 or %2 is missing").arg(markerPath(), stagedPath())
                                    : error));
    if (*marker != markerFor(*staged))
        return makeError(
            ErrorCode::InvalidInput,
            tr("nothing was confirmed: %1 is not the file that was applied").arg(stagedPath()));
    const std::optional<QByteArray> current = AtomicFile::read(targetPath(), &error);
    if (!error.isEmpty())
        return ioError(tr("nothing was confirmed: the current file must be kept as the "
                          "previous one, and %1")
                           .arg(error));
    if (!makeDir(stateDir(), 0700))
        return ioError(tr("nothing was confirmed: cannot create %1").arg(stateDir()));
    // The old file is saved before /etc changes; if this dies in between, /etc still holds it.
    if (current ? !AtomicFile::write(previousPath(), *current, kMode, &error)
                : !AtomicFile::remove(previousPath(), &error))
        return ioError(tr("nothing was confirmed: %1").arg(error));
    if (!makeDir(QFileInfo(targetPath()).path()) ||
        !AtomicFile::write(targetPath(), *staged, kMode, &error))
        return ioError(tr("nothing was confirmed: %1").arg(error));
    // /etc now holds the same bytes as /run: what remains is cleanup, which recovery redoes.
    return discardStaged();
}

Status NetplanTransaction::discardStaged()
{
    QString error;
    if (!AtomicFile::remove(stagedPath(), &error))
        return ioError(error); // the marker stays, so a recovery tries again
    return AtomicFile::remove(markerPath(), &error) ? Status() : ioError(error);
}

void NetplanTransaction::revert(Done done)
{
    if (Status busy = refuseWhileApplying(); !busy)
        return done(busy);
    if (!pending())
        return done(makeError(ErrorCode::NotFound, tr("there is no change to revert")));
    QString error;
    if (!AtomicFile::remove(stagedPath(), &error))
        return done(ioError(error));
    // The marker goes only after netplan has applied /etc again: a crash during the apply is
    // then still seen as pending, and the next start applies once more.
    apply([this, done](Status applied) {
        QString error;
        if (!AtomicFile::remove(markerPath(), &error))
            return done(applied ? ioError(error) : joined({applied.error(), ioError(error)}));
        done(applied);
    });
}

Status NetplanTransaction::restoreLegacyBackup(bool *changed)
{
    QString error;
    if (QFileInfo::exists(legacyBackupPath())) {
        const std::optional<QByteArray> old = AtomicFile::read(legacyBackupPath(), &error);
        if (!old)
            return ioError(error.isEmpty() ? tr("%1 vanished").arg(legacyBackupPath()) : error);
        if (!AtomicFile::write(targetPath(), *old, kMode, &error) ||
            !AtomicFile::remove(legacyBackupPath(), &error))
            return ioError(error);
        *changed = true;
    }
    if (QFileInfo::exists(legacyAbsentPath())) {
        if (!AtomicFile::remove(targetPath(), &error) ||
            !AtomicFile::remove(legacyAbsentPath(), &error))
            return ioError(error);
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
    QString error;
    if (marked || QFileInfo::exists(stagedPath())) {
        stagedGone = AtomicFile::remove(stagedPath(), &error);
        if (stagedGone)
            changed = true;
        else
            errors << ioError(error);
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
        QString error;
        if (marked && stagedGone && !AtomicFile::remove(markerPath(), &error))
            errors << ioError(error);
        if (!errors.isEmpty())
            return done(joined(errors));
        done(Recovery::Reverted);
    });
}

} // namespace sparkwire::netplan
