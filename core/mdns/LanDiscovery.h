#pragma once

#include "MdnsRecords.h"

#include <QList>
#include <QObject>
#include <QString>

namespace sparkwire::mdns {

// Sparks on the management LAN, found by mDNS, and this Spark announced there: what the GUI
// and tools use; AvahiLanDiscovery is the implementation (the system's avahi-daemon). Never
// blocks: every answer comes as a signal.
class LanDiscovery : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Starts browsing _sparkwire._tcp and _ssh._tcp; peersChanged() follows each change,
    // unavailable() once when there is no mDNS service to ask.
    virtual void browse() = 0;
    // Announces _sparkwire._tcp with this node's key id and host name, with PORT in its SRV
    // record, until this object goes away; announced() or announceFailed() follows.
    virtual void announce(const QString &nodeId, const QString &hostname, quint16 port) = 0;
    // Every service resolved so far (checked by MdnsRecords::parse; this host's own left out).
    virtual QList<LanPeer> peers() const = 0;

Q_SIGNALS:
    void peersChanged();
    // Unavailable: no system bus, or avahi-daemon is not running (or stopped); Refused: it
    // would not browse.
    void unavailable(const sparkwire::Error &why);
    void announced(const QString &serviceName);
    // Unavailable as above; Refused: avahi-daemon did not take the announcement; ToolFailed:
    // it took it and then failed (its own words).
    void announceFailed(const sparkwire::Error &why);
};

} // namespace sparkwire::mdns
