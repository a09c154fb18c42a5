#pragma once

#include <QString>

#include <optional>

namespace sparkwire::bench {

// The link tests. Code and UI carry the enum; names exist only at the edges (the JSON of
// `sparkwirectl test`, the peer protocol's "test-server tcp N").
enum class LinkTestKind
{
    Tcp,
    Rdma,
    Nccl
};

// "tcp", "rdma", "nccl": stable, English, for JSON and the wire.
QString linkTestKindName(LinkTestKind kind);
std::optional<LinkTestKind> linkTestKindFromName(const QString &name);

} // namespace sparkwire::bench
