#pragma once

#include "peers/PeerSession.h"

#include <QTimer>

namespace sparkwire::sim {

// The demo's pairing and SSH setup with spark-demo-b: the same steps and signals as the real
// session, a fixed code, nothing sent and nothing written.
class DemoPeerSession : public peers::PeerSession
{
    Q_OBJECT
public:
    explicit DemoPeerSession(QObject *parent = nullptr);
    void pair(const peers::PeerTarget &target) override;
    void confirmPairing(bool yes) override;
    void setupSsh(const peers::PeerTarget &target) override;
    void proposePlan(const peers::PeerTarget &target, const QByteArray &yaml) override;
    void requestTestServers(const peers::PeerTarget &target, const QString &kind,
                            int seconds) override;
    std::optional<QString> pairedName(const QString &id) const override;

    static constexpr const char *kCode = "482913";

private:
    QTimer m_step;
    std::function<void()> m_next;
    bool m_paired = false;
};

} // namespace sparkwire::sim
