#pragma once

#include "Session.h"
#include "node/NodeContext.h"
#include "widgets/MemberChangeNotice.h"
#include "widgets/PeerRequestPrompt.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <memory>

class MainWindow;
class QTimer;

namespace sparkwire::node {
class ClusterSeat;
class MemberRole;
class RecordFleet;
} // namespace sparkwire::node
namespace sparkwire::peers {
class PeerResponder;
class PeerSession;
} // namespace sparkwire::peers
namespace sparkwire::bench {
class LinkTests;
}
namespace sparkwire::helper {
class HelperClient;
}
namespace sparkwire::mdns {
class AvahiLanDiscovery;
}
namespace sparkwire::metrics {
class FleetHistory;
class MetricsSampler;
} // namespace sparkwire::metrics

// A real Spark's side of the window (the demo has its own): the node context, the seat of the
// cluster flow, the peer session, the responder that answers peers (pairing, and cluster
// changes as a member, through this Spark's helper) and the link tests. Wired here once, the
// same for the GUI's main() and for the testbed GUI test; torn down in the right order.
class NodeWindowParts : public QObject
{
    Q_OBJECT
public:
    // session: its inventory set; filled in here (the helper, the counters under sysfsRoot)
    // and by start() for the window to be made from; must outlive this object.
    NodeWindowParts(Session &session, const QString &sysfsRoot, QObject *parent = nullptr);
    ~NodeWindowParts() override;

    // This Spark's node options as the window runs it: its inventory and hostname, and the
    // sparkwirectl beside this program serving peers' link tests.
    static sparkwire::node::NodeContext::Options
    nodeOptions(sparkwire::hw::InventoryMonitor *inventory);
    // Makes the node's parts without blocking; ready(warnings) once `session` is complete
    // (with what did not come up, for the status bar), also when the node could not start.
    void start(sparkwire::node::NodeContext::Options options,
               std::function<void(const QStringList &warnings)> ready);
    // The window answers for this node now: peers' questions, notices, a pending change here.
    void attach(MainWindow *window);

    sparkwire::node::NodeContext *node() const { return m_node.get(); }
    sparkwire::node::MemberRole *memberRole() const { return m_memberRole.get(); }
    MemberChangeNotice *memberNotice() const { return m_notice; }

    // How often a window whose peer port is taken (by the agent) tries to take it again.
    static constexpr int kAnswerRetryMs = 5000;

private:
    QStringList completeSession();
    void startFleet();
    // Starts answering peers (the responder, the member role); empty, or why not (the port is
    // taken: tried again every kAnswerRetryMs until it answers).
    QString startAnswering();
    void announce(); // this Spark on the LAN, while it answers
    // The window asks its person, shows notices and a seat's pending change here.
    void attachResponder();

    Session &m_session;
    std::unique_ptr<sparkwire::helper::HelperClient> m_applier;
    std::unique_ptr<sparkwire::metrics::MetricsSampler> m_sampler;
    std::unique_ptr<sparkwire::node::NodeContext> m_node;
    std::unique_ptr<sparkwire::node::ClusterSeat> m_seat;
    // The dashboard's fleet page, while this node keeps a cluster record it is a member of.
    std::unique_ptr<sparkwire::node::RecordFleet> m_fleet;
    std::unique_ptr<sparkwire::peers::PeerSession> m_peers;
    std::unique_ptr<sparkwire::node::MemberRole> m_memberRole;
    std::unique_ptr<sparkwire::peers::PeerResponder> m_responder;
    std::unique_ptr<sparkwire::bench::LinkTests> m_linkTests;
    std::unique_ptr<sparkwire::mdns::AvahiLanDiscovery> m_lan;
    QPointer<PeerRequestPrompt> m_prompt;
    QPointer<MemberChangeNotice> m_notice;
    QPointer<MainWindow> m_window;
    QTimer *m_answerRetry = nullptr;
    QString m_whyNot; // why peers are not answered here, while they are not
    bool m_servingWired = false;
};
