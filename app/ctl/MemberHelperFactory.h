#pragma once

#include "cluster/MemberHelper.h"

#include <functional>
#include <memory>

// Makes this node's MemberHelper: the member side's way to its own sparkwire-helper (the
// adapter over helper::HelperClient). Unset, or returning nullptr: there is no helper to
// reach, so the agent takes no part in cluster changes and unpair cannot drop a delegation.
using MemberHelperFactory = std::function<std::unique_ptr<sparkwire::cluster::MemberHelper>()>;
