#pragma once

#include "HostInventory.h"

#include <QHash>
#include <QObject>

namespace sparkwire::hw {

// Link state and addresses of netdevs by name. Netlink is the live source; the sysfs tree
// (with its recorded addresses) is the fallback for fixtures and the demo.
class LinkSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual QHash<QString, LinkState> links() const = 0;

Q_SIGNALS:
    // Carrier, MTU, MAC or addresses of some link changed.
    void linksChanged();
};

} // namespace sparkwire::hw
