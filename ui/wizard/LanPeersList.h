#pragma once

#include "mdns/LanHosts.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

namespace sparkwire::mdns {
class LanDiscovery;
}
class QLabel;
class QListWidget;

// Find peers' list of Sparks on the management LAN that are not cabled to this one (mDNS):
// each host once, marked "Sparkwire running" or "Sparkwire not running" (ssh only), its name
// as the network claims it (unverified). A cabled peer is left out (the drawing shows it).
// Without avahi-daemon, one quiet line says so.
class LanPeersList : public QWidget
{
    Q_OBJECT
public:
    explicit LanPeersList(QWidget *parent = nullptr);

    // Starts browsing on LAN (null: this list is hidden, as in the demo).
    void setDiscovery(sparkwire::mdns::LanDiscovery *lan);
    // The peers found on the cables, by key id and host name: listed there, not here.
    void setCabled(const QStringList &ids, const QStringList &hostnames);

    static QString describe(const sparkwire::mdns::LanHost &host);

private:
    void refresh();

    QPointer<sparkwire::mdns::LanDiscovery> m_lan;
    QListWidget *m_list;
    QLabel *m_note;
    QStringList m_cabledIds;
    QStringList m_cabledHostnames;
    QString m_unavailable;
};
