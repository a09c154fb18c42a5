#pragma once

#include "LinkSource.h"
#include "SysfsReader.h"

namespace sparkwire::hw {

// Link state from class/net/<if>/{carrier,operstate,mtu,address}. Addresses are not in
// sysfs: a fixture tree or demo snapshot carries them as recorded `ip -j addr` output in
// <root>/ip-addr.json; a real /sys has none (netlink supplies them there).
class SysfsLinkSource : public LinkSource
{
    Q_OBJECT
public:
    explicit SysfsLinkSource(const SysfsReader &sysfs, QObject *parent = nullptr);
    QHash<QString, LinkState> links() const override;

    static constexpr const char *kAddressSnapshot = "ip-addr.json";

private:
    const SysfsReader &m_sysfs;
};

} // namespace sparkwire::hw
