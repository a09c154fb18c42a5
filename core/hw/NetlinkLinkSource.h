#pragma once

#include "LinkSource.h"

#include <QString>

struct nl_cache;
struct nl_object;
struct nl_cache_mngr;
class QSocketNotifier;

namespace sparkwire::hw {

// Live link state and addresses from rtnetlink through libnl-route. A libnl cache manager
// keeps the link and address caches current from kernel notifications; linksChanged() is
// emitted when what links() returns actually differs. It sees the network namespace the
// process was in when it was created.
class NetlinkLinkSource : public LinkSource
{
    Q_OBJECT
public:
    explicit NetlinkLinkSource(QObject *parent = nullptr);
    ~NetlinkLinkSource() override;

    bool isValid() const { return m_manager != nullptr; }
    QString error() const { return m_error; }
    QHash<QString, LinkState> links() const override;
    // IPv4 routes other than the default: (destination CIDR, output netdev).
    QList<QPair<QString, QString>> ipv4Routes() const;

private:
    void onReadable();
    void resync(); // the caches read again from the kernel
    static void onCacheChange(nl_cache *, nl_object *, int, void *self);

    nl_cache_mngr *m_manager = nullptr;
    nl_cache *m_links = nullptr;
    nl_cache *m_addresses = nullptr;
    nl_cache *m_routes = nullptr;
    QSocketNotifier *m_notifier = nullptr;
    QHash<QString, LinkState> m_last;
    bool m_dirty = false;
    QString m_error;
};

} // namespace sparkwire::hw
