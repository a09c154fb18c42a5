#include "RequestKind.h"

#include <array>
#include <utility>

namespace sparkwire::peers {

namespace {
// Each kind with its wire name, once (the enum's order).
constexpr std::array<std::pair<RequestKind, const char *>, 15> kNames = {{
    {RequestKind::Inventory, "inventory"},
    {RequestKind::Doctor, "doctor"},
    {RequestKind::SshKey, "ssh-key"},
    {RequestKind::SshUserKey, "ssh-user-key"},
    {RequestKind::Plan, "plan"},
    {RequestKind::TestServer, "test-server"},
    {RequestKind::Metrics, "metrics"},
    {RequestKind::State, "state"},
    {RequestKind::Try, "try"},
    {RequestKind::Verify, "verify"},
    {RequestKind::Confirm, "confirm"},
    {RequestKind::Cancel, "cancel"},
    {RequestKind::Relay, "relay"},
    {RequestKind::Tunnel, "tunnel"},
    {RequestKind::LaunchPath, "launch-path"},
}};
} // namespace

QString requestKindName(RequestKind kind)
{
    for (const auto &[k, name] : kNames)
        if (k == kind)
            return QLatin1String(name);
    return {};
}

std::optional<RequestKind> parseRequestKind(const QString &wire)
{
    for (const auto &[k, name] : kNames)
        if (wire == QLatin1String(name))
            return k;
    return std::nullopt;
}

bool isClusterKind(RequestKind kind)
{
    switch (kind) {
    case RequestKind::State:
    case RequestKind::Try:
    case RequestKind::Verify:
    case RequestKind::Confirm:
    case RequestKind::Cancel:
    case RequestKind::LaunchPath:
        return true;
    case RequestKind::Inventory:
    case RequestKind::Doctor:
    case RequestKind::SshKey:
    case RequestKind::SshUserKey:
    case RequestKind::Plan:
    case RequestKind::TestServer:
    case RequestKind::Metrics:
    case RequestKind::Relay:
    case RequestKind::Tunnel:
        return false;
    }
    return false;
}

} // namespace sparkwire::peers
