#pragma once

#include "Diagnosis.h"

#include "hw/HostInventory.h"

#include <QObject>

class QProcess;

namespace sparkwire::bench {

// What to check on one twin: it should carry `mtu` and reach `peerAddress` (the peer's address
// on the twin's subnet) with unfragmented packets of mtu − 28 bytes.
struct TwinCheckTarget
{
    QString netdev;
    int mtu = 9000;
    QString peerAddress; // empty: no ping (no peer address known)
};

struct CheckResult
{
    QString netdev;
    QString check; // "gid", "mtu", "df-ping"
    bool ok = false;
    QString detail;
    std::optional<Diagnosis> diagnosis;
};

// The Verify page's link checks, twin by twin: the RoCE v2 IPv4 GID is there, the MTU is
// what the plan set, and a don't-fragment ping of MTU − 28 bytes reaches the peer (the only
// proof that both ends and everything between agree on the MTU).
class LinkChecks : public QObject
{
    Q_OBJECT
public:
    explicit LinkChecks(QObject *parent = nullptr);
    ~LinkChecks() override;
    // The ping program (iputils); tests may run it in a network namespace.
    void setPingProgram(const QString &program, const QStringList &prefixArguments = {});

    void start(const hw::HostInventory &inventory, const QList<TwinCheckTarget> &targets);
    void cancel();
    bool isRunning() const { return m_ping != nullptr; }

    static QStringList pingArguments(const TwinCheckTarget &target);
    // What a finished ping means: ok, or the diagnosis (MTU too small on the path, no reply).
    static CheckResult judgePing(const TwinCheckTarget &target, int exitCode,
                                 const QByteArray &output);

Q_SIGNALS:
    void checked(const sparkwire::bench::CheckResult &result);
    void finished(int failures);

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

Q_DECLARE_METATYPE(sparkwire::bench::CheckResult)
