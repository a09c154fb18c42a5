#pragma once

#include "common/Result.h"

#include <QObject>
#include <QTimer>

#include <functional>

class QProcess;

namespace sparkwire::ssh {

// This node's own SSH key, ~/.ssh/id_ed25519, made with ssh-keygen when missing, without
// blocking: start() returns at once and finished() or failed() follows, from the event loop.
// Only the user's own regular files (or nothing) may be at the key's paths: ssh-keygen writes
// through whatever is there, so links and foreign files are refused before it runs.
class UserKeyGenerator : public QObject
{
    Q_OBJECT
public:
    explicit UserKeyGenerator(QObject *parent = nullptr);
    ~UserKeyGenerator() override;

    void start(const QString &homeDir, const QString &comment);
    bool isRunning() const { return m_keygen != nullptr; }
    // How long ssh-keygen may take before it is stopped (it needs no input, so a hang is a bug).
    void setTimeout(int msec) { m_timeout.setInterval(msec); }

    // The steps, one at a time (tests check each): where the key goes
    // (checked as above) and whether it is there already; the arguments that make it; its
    // public line, read and validated.
    struct KeyPath
    {
        QString path;
        bool exists = false;
    };
    static Result<KeyPath> keyPath(const QString &homeDir);
    static QStringList keygenArguments(const QString &keyPath, const QString &comment);
    static Result<QString> publicKeyLine(const QString &keyPath);

Q_SIGNALS:
    void finished(const QString &publicKeyLine);
    void failed(const sparkwire::Error &error);

private:
    void later(std::function<void()> answer);
    void done(int exitCode);
    void fail(const Error &error);
    void stopProcess();

    QString m_key;
    QProcess *m_keygen = nullptr;
    QTimer m_timeout;
};

} // namespace sparkwire::ssh
