#pragma once

#include "LinkChecker.h"

class QProcess;

namespace sparkwire::bench {

// The Verify page's link checks, twin by twin: the RoCE v2 IPv4 GID is there, the MTU is
// what the plan set, and a don't-fragment ping of MTU − 28 bytes reaches the peer (the only
// proof that both ends and everything between agree on the MTU).
class LinkChecks : public LinkChecker
{
    Q_OBJECT
public:
    explicit LinkChecks(QObject *parent = nullptr);
    ~LinkChecks() override;
    // The ping program (iputils); tests may run it in a network namespace.
    void setPingProgram(const QString &program, const QStringList &prefixArguments = {});

    void start(const hw::HostInventory &inventory, const QList<TwinCheckTarget> &targets) override;
    // Kills a running ping and returns at once; the process is reaped when it has gone.
    void cancel() override;
    bool isRunning() const override { return m_ping != nullptr; }

    static QStringList pingArguments(const TwinCheckTarget &target);
    // What a finished ping means: ok, or the diagnosis (MTU too small on the path, no reply).
    static CheckResult judgePing(const TwinCheckTarget &target, int exitCode,
                                 const QByteArray &output);

private:
    void nextPing();

    QString m_program = QStringLiteral("ping");
    QStringList m_prefix;
    QList<TwinCheckTarget> m_pending;
    TwinCheckTarget m_current;
    QProcess *m_ping = nullptr;
    int m_failures = 0;
};

} // namespace sparkwire::bench
