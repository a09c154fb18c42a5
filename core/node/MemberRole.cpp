#include "MemberRole.h"

#include "HelperMemberBridge.h"
#include "NodeContext.h"

#include <QDBusConnection>

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
    auto service =
        std::make_unique<cluster::MemberService>(node.memberSources(netplanRoot), helper.get());
    return std::unique_ptr<MemberRole>(new MemberRole(std::move(helper), std::move(service)));
}

MemberRole::MemberRole(std::unique_ptr<cluster::MemberHelper> helper,
                       std::unique_ptr<cluster::MemberService> service)
    : m_helper(std::move(helper))
    , m_service(std::move(service))
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
