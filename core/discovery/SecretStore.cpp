#include "SecretStore.h"

#include <QEventLoop>
#include <QTimer>

#include <qt6keychain/keychain.h>

namespace sparkwire::discovery {

namespace {
constexpr const char *kService = "sparkwire";
constexpr int kTimeoutMs = 30000; // a keyring may ask the person to unlock it

bool run(QKeychain::Job &job, QString *error)
{
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(kTimeoutMs, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    if (job.error() == QKeychain::NoError)
        return true;
    if (error)
        *error =
            job.errorString().isEmpty() ? QStringLiteral("no keyring answered") : job.errorString();
    return false;
}
} // namespace

bool KeychainStore::write(const QString &key, const QByteArray &secret, QString *error)
{
    QKeychain::WritePasswordJob job{QLatin1String(kService)};
    job.setAutoDelete(false);
    job.setKey(key);
    job.setBinaryData(secret);
    return run(job, error);
}

std::optional<QByteArray> KeychainStore::read(const QString &key, QString *error)
{
    QKeychain::ReadPasswordJob job{QLatin1String(kService)};
    job.setAutoDelete(false);
    job.setKey(key);
    if (!run(job, error))
        return std::nullopt;
    return job.binaryData();
}

} // namespace sparkwire::discovery
