#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>

class QTcpSocket;

namespace sparkwire::bench {

// One port a launcher opens on the head, at the default NVIDIA's playbooks and the bundle's
// launch files use (the one place this list is kept).
struct LaunchPort
{
    quint16 port = 0;
    const char *who = ""; // "torch", "ray", "vllm": names in JSON, never translated
};

// A TCP connect from this node to one head address on one launcher port.
struct LaunchTarget
{
    QString address; // dotted IPv4
    quint16 port = 0;
};

enum class LaunchVerdict
{
    Ok,          // connected, or refused: a SYN went there and something answered
    Dropped,     // no answer within the wait: a firewall drops it on the head or the path
    Unreachable, // no route, host or network unreachable: the address is not on this fabric
};

struct LaunchPathResult
{
    LaunchTarget target;
    LaunchVerdict verdict = LaunchVerdict::Unreachable;
    QString detail; // one sentence, with the fix for a failure
};

// The path launchers use (issue 30, item 5): on a member, a plain TCP connect to each of the
// head's fabric addresses on each launcher port, at once, each bounded by a short wait. A
// refused connection proves the path as well as an accepted one (nothing listens there yet:
// fine, the launcher will), so only silence and routing errors are failures. Asynchronous:
// never blocks the thread it runs on; cancel() ends every connect without finished().
class LaunchPathCheck : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultWaitMs = 3000;
    static constexpr int kMaxTargets = 48; // 16 addresses of the head, 3 ports each

    // torch's MASTER_PORT 29500, Ray's GCS 6379, vLLM's API 8000.
    static const QList<LaunchPort> &ports();
    // The launcher name of a port in ports(); empty for any other.
    static QString portName(quint16 port);
    static QString verdictName(LaunchVerdict verdict); // "ok", "dropped", "unreachable"

    explicit LaunchPathCheck(QObject *parent = nullptr);
    ~LaunchPathCheck() override;

    // The local netdev the kernel would send to an IPv4 address through (for an unreachable
    // address's fix); unset, or empty: none named.
    void setRouteDevice(std::function<QString(quint32 address)> routeDevice)
    {
        m_routeDevice = std::move(routeDevice);
    }
    // Connects to every target (at most kMaxTargets, the rest are not tried); finished() once
    // each one connected, was refused, failed or waited waitMs.
    void start(const QList<LaunchTarget> &targets, int waitMs = kDefaultWaitMs);
    void cancel();
    bool isRunning() const { return m_open > 0; }

Q_SIGNALS:
    void finished(const QList<sparkwire::bench::LaunchPathResult> &results);

private:
    void settle(int index, LaunchVerdict verdict, const QString &detail);
    QString unreachableDetail(int index, const QString &error) const;

    std::function<QString(quint32)> m_routeDevice;
    QList<LaunchPathResult> m_results;
    QList<QPointer<QTcpSocket>> m_sockets; // by index; null once settled
    QList<bool> m_settled;
    quint64 m_serial = 0; // a start's queued calls belong to it only
    int m_open = 0;
    QTimer m_wait;
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::LaunchPathResult)
