#include "MemberRole.h"

#include "HelperMemberBridge.h"
#include "NodeContext.h"

#include "hw/InventoryMonitor.h"

#include <QDBusConnection>
#include <QTimer>

namespace sparkwire::node {

std::unique_ptr<cluster::MemberHelper> MemberRole::systemHelper()
{
    if (!QDBusConnection::systemBus().isConnected())
        return nullptr;
    return std::make_unique<HelperMemberBridge>();
}

std::unique_ptr<MemberRole> MemberRole::make(const NodeContext &node,
                                             std::unique_ptr<cluster::MemberHelper> helper,
                                             const QString &netplanRoot)
{
    if (!helper)
        return nullptr;
    const cluster::MemberSources sources = node.memberSources(netplanRoot);
    auto service = std::make_unique<cluster::MemberService>(sources, helper.get());
    auto watch = std::make_unique<cluster::ForeignChangeWatch>(cluster::ForeignChangeWatch::Sources{
        sources.id, sources.hostname, sources.stateDir, sources.netplanRoot});
    cluster::MemberService *member = service.get();
    cluster::ForeignChangeWatch *w = watch.get();
    watch->setBusy([member] { return member->isPending(); });
    QObject::connect(w, &cluster::ForeignChangeWatch::notice, member,
                     &cluster::MemberService::notice);
    // On every change of the links (netlink events through the monitor), once a plan is kept
    // (what the kept plan set may already be overridden by a file that sorts after ours), and
    // once now (a change made while this node was not running).
    hw::InventoryMonitor *monitor = &node.inventory();
    QObject::connect(monitor, &hw::InventoryMonitor::inventoryChanged, w,
                     &cluster::ForeignChangeWatch::check);
    QObject::connect(member, &cluster::MemberService::pendingKept, w,
                     [w, monitor] { w->check(monitor->inventory()); });
    QTimer::singleShot(0, w, [w, monitor] { w->check(monitor->inventory()); });
    return std::unique_ptr<MemberRole>(
        new MemberRole(std::move(helper), std::move(service), std::move(watch)));
}

MemberRole::MemberRole(std::unique_ptr<cluster::MemberHelper> helper,
                       std::unique_ptr<cluster::MemberService> service,
                       std::unique_ptr<cluster::ForeignChangeWatch> watch)
    : m_helper(std::move(helper))
    , m_service(std::move(service))
    , m_watch(std::move(watch))
{}

MemberRole::~MemberRole() = default;

void MemberRole::addHooks(peers::PeerResponder::Options &options)
{
    options.clusterRequest = m_service->requestHandler();
    cluster::MemberHelper *helper = m_helper.get();
    options.delegate = [helper](const QByteArray &certificate, const QString &name,
                                std::function<void(Status)> done) {
        helper->addDelegation(certificate, name, std::move(done));
    };
}

void MemberRole::attach(peers::PeerResponder *responder)
{
    m_service->setResponder(responder);
}

} // namespace sparkwire::node
