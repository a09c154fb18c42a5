#pragma once

#include "bench/LaunchPathCheck.h"
#include "peers/PeerConnection.h"

#include <QObject>
#include <QString>

#include <functional>

namespace sparkwire::cluster {

// A member's answer to "launch-path" (docs/pairing.md): TCP connects from this Spark to the
// head (its kept record's node 1) on the launcher ports. What is connected to comes from this
// Spark's own kept cluster record only, never from the request (which carries nothing): the
// head's planned addresses on this Spark's links, the fixed port list. So a paired peer cannot
// point it anywhere else, and only the record's seat may ask at all.
class LaunchPathService : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxRunning = 2; // checks at once, from any seat connections

    // stateDir: where the kept cluster record is (ClusterRecord::load).
    LaunchPathService(QString selfId, QString hostname, QString stateDir,
                      QObject *parent = nullptr);

    void setWaitMs(int waitMs) { m_waitMs = waitMs; }
    // The netdev the kernel routes an address through (named in an unreachable's fix); the
    // kernel's own answer (NetlinkReachability) unless a test says otherwise.
    void setRouteDevice(std::function<QString(quint32)> routeDevice)
    {
        m_routeDevice = std::move(routeDevice);
    }

    // Answers `connection`'s launch-path request, now or once the connects end.
    void answer(peers::PeerConnection *connection);

private:
    QString m_selfId;
    QString m_hostname;
    QString m_stateDir;
    int m_waitMs = bench::LaunchPathCheck::kDefaultWaitMs;
    int m_running = 0;
    std::function<QString(quint32)> m_routeDevice;
};

} // namespace sparkwire::cluster
