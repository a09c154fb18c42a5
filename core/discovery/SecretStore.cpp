#include "SecretStore.h"

#include <QEventLoop>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <memory>

namespace sparkwire::discovery {

namespace {
constexpr const char *kService = "sparkwire";

// Runs the job until it finishes or timeoutMs pass. A job still running at the timeout is let
// go (it deletes itself when the keyring answers at last): its backend may still call back.
template <typename Job> bool run(std::unique_ptr<Job> &job, int timeoutMs, QString *error)
{
    QEventLoop loop;
    bool finished = false;
    QObject::connect(job.get(), &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    job->start();
    loop.exec();
    // A job that has not finished has no error yet: that is "no answer", never success (a
    // key written nowhere would be lost).
    if (!finished) {
        Job *pending = job.release();
        QObject::connect(pending, &QKeychain::Job::finished, pending, &QObject::deleteLater);
        if (error)
            *error = QStringLiteral("the keyring did not answer within %1 s").arg(timeoutMs / 1000);
        return false;
    }
    if (job->error() == QKeychain::NoError)
        return true;
    if (error)
        *error = job->errorString().isEmpty() ? QStringLiteral("no keyring answered")
                                              : job->errorString();
    return false;
}
} // namespace

bool KeychainStore::write(const QString &key, const QByteArray &secret, QString *error)
{
    auto job = std::make_unique<QKeychain::WritePasswordJob>(QLatin1String(kService));
    job->setAutoDelete(false);
    job->setKey(key);
    job->setBinaryData(secret);
    return run(job, m_timeoutMs, error);
}

std::optional<QByteArray> KeychainStore::read(const QString &key, QString *error)
{
    auto job = std::make_unique<QKeychain::ReadPasswordJob>(QLatin1String(kService));
    job->setAutoDelete(false);
    job->setKey(key);
    if (!run(job, m_timeoutMs, error))
        return std::nullopt;
    return job->binaryData();
}

} // namespace sparkwire::discovery
