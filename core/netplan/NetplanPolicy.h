#pragma once

#include <QByteArray>
#include <QSet>
#include <QStringList>

namespace sparkwire::netplan {

// The one policy for what Sparkwire may write to /etc/netplan/40-cx7.yaml, shared by the
// privileged helper and `sparkwirectl netplan check --policy`. It treats every byte as
// hostile: size cap, valid UTF-8, one document, no anchors, aliases, tags or duplicate keys,
// then only `network: {version: 2, ethernets: ...}` for this host's CX-7 netdevs with only
// the keys below and sane values. netplan's own parser runs after this, not instead of it.
class NetplanPolicy
{
public:
    static constexpr int kMaxBytes = 64 * 1024;
    static constexpr int kMaxDepth = 16;

    explicit NetplanPolicy(QSet<QString> allowedNetdevs)
        : m_allowed(std::move(allowedNetdevs))
    {}

    // Empty when the file is acceptable; else one line per problem, saying where and why.
    QStringList check(const QByteArray &yaml) const;

    static QStringList allowedEthernetKeys();

private:
    QSet<QString> m_allowed;
};

} // namespace sparkwire::netplan
