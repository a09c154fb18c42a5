#include "UserKeyGenerator.h"

#include "SshFiles.h"
#include "SshValidation.h"
#include "common/ReleaseProcess.h"

#include <QFile>
#include <QProcess>

#include <sys/stat.h>
#include <unistd.h>

#include <utility>

namespace sparkwire::ssh {

UserKeyGenerator::UserKeyGenerator(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<sparkwire::Error>();
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(30000);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        stopProcess();
        fail(makeError(
            ErrorCode::Timeout,
            tr("ssh-keygen did not finish within %1 s").arg(m_timeout.interval() / 1000)));
    });
}

UserKeyGenerator::~UserKeyGenerator()
{
    stopProcess();
}

Result<UserKeyGenerator::KeyPath> UserKeyGenerator::keyPath(const QString &homeDir)
{
    const Result<QString> dir = SshFiles::directory(homeDir);
    if (!dir)
        return dir.error();
    KeyPath key{*dir + QStringLiteral("/id_ed25519"), false};
    for (const QString &path : QStringList{key.path, key.path + QStringLiteral(".pub")}) {
        struct stat st;
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
            continue;
        if (path == key.path)
            key.exists = true;
        if (S_ISLNK(st.st_mode) || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid())
            return makeError(
                ErrorCode::PermissionDenied,
                tr("refusing to use %1: it is %2, not a regular file of uid %3; put your own "
                   "key file in its place or remove it")
                    .arg(path,
                         S_ISLNK(st.st_mode)
                             ? tr("a symbolic link (to %1)").arg(QFile::symLinkTarget(path))
                             : tr("owned by uid %1 or not a file").arg(st.st_uid),
                         QString::number(::geteuid())));
    }
    return key;
}

QStringList UserKeyGenerator::keygenArguments(const QString &keyPath, const QString &comment)
{
    return {QStringLiteral("-q"),
            QStringLiteral("-t"),
            QStringLiteral("ed25519"),
            QStringLiteral("-N"),
            QString(),
            QStringLiteral("-C"),
            comment,
            QStringLiteral("-f"),
            keyPath};
}

Result<QString> UserKeyGenerator::publicKeyLine(const QString &keyPath)
{
    const Result<QByteArray> pub = SshFiles::read(keyPath + QStringLiteral(".pub"));
    if (!pub)
        return pub.error().code == ErrorCode::NotFound
                   ? makeError(ErrorCode::NotFound,
                               tr("%1.pub is missing; remove %1 to make a new key").arg(keyPath))
                   : pub.error();
    const QString line = QString::fromUtf8(*pub).trimmed();
    const Result<SshValidation::KeyLine> key = SshValidation::parseKeyLine(line);
    if (!key)
        return makeError(ErrorCode::InvalidInput,
                         tr("%1.pub is not a usable public key (%2); remove %1 and %1.pub to "
                            "make a new key")
                             .arg(keyPath, key.error().message));
    return line;
}

void UserKeyGenerator::start(const QString &homeDir, const QString &comment)
{
    stopProcess();
    const Result<KeyPath> key = keyPath(homeDir);
    // Answers always come from the event loop, never from inside start().
    if (!key)
        return later([this, error = key.error()] { fail(error); });
    m_key = key->path;
    if (key->exists)
        return later([this] { done(0); });
    m_keygen = new QProcess(this);
    m_keygen->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_keygen, &QProcess::finished, this, &UserKeyGenerator::done);
    connect(m_keygen, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        const QString why = m_keygen->errorString();
        stopProcess();
        fail(makeError(ErrorCode::NotFound,
                       tr("ssh-keygen cannot be run: %1 (install openssh-client)").arg(why)));
    });
    m_timeout.start();
    m_keygen->start(QStringLiteral("ssh-keygen"), keygenArguments(m_key, comment));
}

void UserKeyGenerator::later(std::function<void()> answer)
{
    QTimer::singleShot(0, this, std::move(answer));
}

void UserKeyGenerator::done(int exitCode)
{
    const QString output = m_keygen ? QString::fromUtf8(m_keygen->readAll()).trimmed() : QString();
    const bool crashed = m_keygen && m_keygen->exitStatus() != QProcess::NormalExit;
    stopProcess();
    if (crashed || exitCode != 0)
        return fail(makeError(ErrorCode::ToolFailed, tr("ssh-keygen failed: %1").arg(output)));
    const Result<QString> line = publicKeyLine(m_key);
    if (!line)
        return fail(line.error());
    Q_EMIT finished(*line);
}

void UserKeyGenerator::fail(const Error &error)
{
    Q_EMIT failed(error);
}

void UserKeyGenerator::stopProcess()
{
    m_timeout.stop();
    if (!m_keygen)
        return;
    common::releaseProcess(std::exchange(m_keygen, nullptr));
}

} // namespace sparkwire::ssh
