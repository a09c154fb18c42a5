#include "LinkTestKind.h"

namespace sparkwire::bench {

QString linkTestKindName(LinkTestKind kind)
{
    switch (kind) {
    case LinkTestKind::Tcp:
        return QStringLiteral("tcp");
    case LinkTestKind::Rdma:
        return QStringLiteral("rdma");
    case LinkTestKind::Nccl:
        return QStringLiteral("nccl");
    }
    return {};
}

std::optional<LinkTestKind> linkTestKindFromName(const QString &name)
{
    for (const LinkTestKind kind : {LinkTestKind::Tcp, LinkTestKind::Rdma, LinkTestKind::Nccl})
        if (name == linkTestKindName(kind))
            return kind;
    return std::nullopt;
}

} // namespace sparkwire::bench
