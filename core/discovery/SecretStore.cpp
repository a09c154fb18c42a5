#include "SecretStore.h"

#include <QTimer>

#include <qt6keychain/keychain.h>

#include <memory>
#include <optional>

namespace sparkwire::discovery {

namespace {
constexpr const char *kService = "sparkwire";

Error keyringError(const QKeychain::Job &job)
{
    // Locked and refused are the person's to fix; everything else means no keyring here.
    const bool refused =
        job.error() == QKeychain::AccessDenied || job.error() == QKeychain::AccessDeniedByUser;
    const QString why = job.errorString().isEmpty()
                            ? QCoreApplication::translate("SecretStore", "no keyring answered")
                            : job.errorString();
    return refused
               ? makeError(ErrorCode::PermissionDenied,
                           QCoreApplication::translate("SecretStore",
                                                       "the desktop keyring refused access (%1); "
                                                       "unlock it and try again")
                               .arg(why))
               : makeError(ErrorCode::Unavailable, why);
}

// Starts the job; finished(job) or a Timeout error, whichever comes first, exactly once. A job
// still running at the timeout is let go (it deletes itself when the keyring answers at
// last): its backend may still call back.
void start(QKeychain::Job *job, int timeoutMs,
           std::function<void(QKeychain::Job *, std::optional<Error>)> finished)
{
    auto once = std::make_shared<bool>(false);
    job->setAutoDelete(false);
    QObject::connect(job, &QKeychain::Job::finished, job, [job, once, finished] {
        job->deleteLater();
        if (*once)
            return;
        *once = true;
        if (job->error() == QKeychain::NoError)
            finished(job, std::nullopt);
        else
            finished(job, keyringError(*job));
    });
    QTimer::singleShot(timeoutMs, job, [job, once, finished, timeoutMs] {
        if (*once)
            return;
        *once = true;
        finished(job, makeError(ErrorCode::Timeout,
                                QCoreApplication::translate(
                                    "SecretStore", "the desktop keyring did not answer within %1 s "
                                                   "(is it locked, waiting for its password?)")
                                    .arg(timeoutMs / 1000)));
    });
    job->start();
}
} // namespace

void KeychainStore::write(const QString &key, const QByteArray &secret, WriteDone done)
{
    auto *job = new QKeychain::WritePasswordJob(QLatin1String(kService));
    job->setKey(key);
    job->setBinaryData(secret);
    start(job, m_timeoutMs, [done](QKeychain::Job *, std::optional<Error> error) {
        done(error ? Status(*error) : Status());
    });
}

void KeychainStore::read(const QString &key, ReadDone done)
{
    auto *job = new QKeychain::ReadPasswordJob(QLatin1String(kService));
    job->setKey(key);
    start(job, m_timeoutMs, [done](QKeychain::Job *finished, std::optional<Error> error) {
        if (error)
            done(*error);
        else
            done(static_cast<QKeychain::ReadPasswordJob *>(finished)->binaryData());
    });
}

} // namespace sparkwire::discovery
