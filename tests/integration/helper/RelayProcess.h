#pragma once

// helper-delegation-relay (DelegationRelay.cpp) running as one test user: the member's agent
// in tst_helper_delegation. Commands go in as lines; each answers "ok [HEX]" or
// "error CODE ERRORNAME MESSAGE"; "state STATE HEXDETAIL" lines come in between.
#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QProcess>
#include <QString>

#include <utility>

struct Reply
{
    bool ok = false;
    QByteArray payload; // decoded
    QString errorName;
    QString message;
};

// The relay as one test user, started by setpriv; ended (stdin closed) when destroyed.
class Relay
{
public:
    explicit Relay(uint uid)
    {
        m_process.start(QStringLiteral("setpriv"),
                        {QStringLiteral("--reuid=%1").arg(uid),
                         QStringLiteral("--regid=%1").arg(uid), QStringLiteral("--clear-groups"),
                         QStringLiteral("--"),
                         QStringLiteral(SPARKWIRE_BIN_DIR "/helper-delegation-relay")});
        m_started = m_process.waitForStarted() && nextLine(10000) == "ready";
    }
    ~Relay()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(5000);
    }
    bool started() const { return m_started; }

    Reply send(const QByteArray &command)
    {
        post(command);
        return receive();
    }
    // A command sent without waiting for its answer; receive() takes it later.
    void post(const QByteArray &command)
    {
        m_process.write(command + '\n');
        m_process.waitForBytesWritten(5000);
    }
    Reply receive()
    {
        for (;;) {
            const QByteArray line = nextLine(60000);
            if (line.startsWith("state ")) {
                m_states << line.mid(6);
                continue;
            }
            Reply reply;
            reply.ok = line.startsWith("ok");
            if (reply.ok) {
                reply.payload = QByteArray::fromHex(line.mid(3));
                return reply;
            }
            const QList<QByteArray> words = line.split(' ');
            reply.errorName = QString::fromUtf8(words.value(2));
            reply.message = QString::fromUtf8(words.mid(3).join(' '));
            if (line.isEmpty())
                reply.message = QStringLiteral("no answer from the relay");
            return reply;
        }
    }
    // Waits for a CallerStateChanged to `state`; its detail, or "<none>".
    QString waitForState(const QByteArray &state, int timeoutMs)
    {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            for (const QByteArray &s : std::as_const(m_states))
                if (s.startsWith(QByteArray(state + ' ')))
                    return QString::fromUtf8(QByteArray::fromHex(s.mid(state.size() + 1)));
            if (timer.elapsed() > timeoutMs)
                return QStringLiteral("<none>");
            const QByteArray line = nextLine(200);
            if (line.startsWith("state "))
                m_states << line.mid(6);
        }
    }
    // Ends the relay, as an agent that crashes would: its bus name goes away.
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }

private:
    QByteArray nextLine(int timeoutMs)
    {
        QElapsedTimer timer;
        timer.start();
        while (!m_process.canReadLine() && timer.elapsed() < timeoutMs &&
               m_process.state() == QProcess::Running)
            m_process.waitForReadyRead(100);
        return m_process.canReadLine() ? m_process.readLine().trimmed() : QByteArray();
    }

    QProcess m_process;
    QList<QByteArray> m_states;
    bool m_started = false;
};
