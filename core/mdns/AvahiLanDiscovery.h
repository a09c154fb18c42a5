#pragma once

#include "LanDiscovery.h"

#include <QDBusConnection>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <functional>

class QDBusMessage;
class QDBusPendingCall;

namespace sparkwire::mdns {

// LanDiscovery through the system's avahi-daemon, over its D-Bus API
// (org.freedesktop.Avahi.Server, .ServiceBrowser, .EntryGroup), asynchronously. What avahi
// reports goes through MdnsRecords::parse; at most kMaxServices are kept, so a LAN that
// floods announcements cannot grow memory without bound.
class AvahiLanDiscovery : public LanDiscovery
{
    Q_OBJECT
public:
    static constexpr int kMaxServices = 256;

    explicit AvahiLanDiscovery(const QDBusConnection &bus, QObject *parent = nullptr);

    void browse() override;
    void announce(const QString &nodeId, const QString &hostname, quint16 port) override;
    QList<LanPeer> peers() const override { return m_peers.values(); }

private Q_SLOTS:
    void itemNew(const QDBusMessage &message);
    void itemRemove(const QDBusMessage &message);
    void groupStateChanged(const QDBusMessage &message);

private:
    static QString itemKey(const QList<QVariant> &args);
    bool checkBus(const std::function<void(const Error &)> &failed);
    void createBrowser(const QString &type);
    void resolve(const QList<QVariant> &args);
    void avahiChanged(bool running);
    void startBrowsing();
    void startAnnouncing();
    void addService();
    void groupCall(const QString &method, const QList<QVariant> &args,
                   const std::function<void()> &then);
    void fail(const Error &why);

    QDBusConnection m_bus;
    bool m_browsing = false;
    bool m_unavailableSaid = false;
    QHash<QString, LanPeer> m_peers; // by interface, protocol, name, type
    QSet<QString> m_resolving;       // items being resolved, by the same key
    QString m_ownHost;               // this host's name as avahi announces it ("spark-a.local")
    // The announcement: its entry group, and what it says (the name set once asked to).
    QString m_group;
    QString m_serviceName;
    QList<QByteArray> m_txt;
    quint16 m_port = 0;
};

} // namespace sparkwire::mdns
