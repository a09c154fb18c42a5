#include "ClusterPlan.h"

namespace sparkwire::cluster {

const MemberPlan *ClusterPlan::member(const QString &id) const
{
    for (const MemberPlan &m : members)
        if (m.member.id == id)
            return &m;
    return nullptr;
}

bool ClusterPlan::unchanged() const
{
    if (members.isEmpty())
        return false;
    for (const MemberPlan &m : members)
        if (!m.unchanged || !m.kept || !m.kept->samePlan(record))
            return false;
    return true;
}

} // namespace sparkwire::cluster
