#pragma once

#include "cluster/ForeignChangeWatch.h"
#include "cluster/MemberHelper.h"
#include "cluster/MemberService.h"
#include "peers/PeerResponder.h"

#include <memory>

namespace sparkwire::node {

class NodeContext;

// This node as a member of a cluster that a paired seat configures, wired the same way for
// `sparkwirectl agent` and for the window: the member service on this node's own helper,
// hooked into the responder (cluster requests, and the delegation offered at pairing), and
// the watch that tells this node's person when another tool changes what the kept plan set
// (its notices come out of the service's notice signal).
class MemberRole
{
public:
    // This node's helper on the system bus, or null when there is no system bus: then there
    // is nothing that could record a delegation or apply a plan, so nobody is asked.
    static std::unique_ptr<cluster::MemberHelper> systemHelper();

    // Null when `helper` is null (the node answers pairing but takes no part in cluster
    // changes). netplanRoot: the netplan hierarchy this node reads ("/" on a Spark).
    static std::unique_ptr<MemberRole> make(const NodeContext &node,
                                            std::unique_ptr<cluster::MemberHelper> helper,
                                            const QString &netplanRoot);
    ~MemberRole();

    // Adds the cluster-request and delegation hooks to a responder's options.
    void addHooks(peers::PeerResponder::Options &options);
    // The responder that asks this node's person in "ask each time" mode.
    void attach(peers::PeerResponder *responder);

    cluster::MemberService &service() const { return *m_service; }
    cluster::MemberHelper &helper() const { return *m_helper; }

private:
    MemberRole(std::unique_ptr<cluster::MemberHelper> helper,
               std::unique_ptr<cluster::MemberService> service,
               std::unique_ptr<cluster::ForeignChangeWatch> watch);

    std::unique_ptr<cluster::MemberHelper> m_helper;
    std::unique_ptr<cluster::MemberService> m_service;    // uses m_helper: destroyed first
    std::unique_ptr<cluster::ForeignChangeWatch> m_watch; // asks m_service: destroyed first
};

} // namespace sparkwire::node
