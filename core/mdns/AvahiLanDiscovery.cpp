#include "AvahiLanDiscovery.h"

#include <QCoreApplication>
#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusServiceWatcher>
#include <QDBusVariant>
#include <QTimer>

namespace sparkwire::mdns {

namespace {

const QString kService = QStringLiteral("org.freedesktop.Avahi");
const QString kServer = QStringLiteral("org.freedesktop.Avahi.Server");
const QString kBrowser = QStringLiteral("org.freedesktop.Avahi.ServiceBrowser");
const QString kEntryGroup = QStringLiteral("org.freedesktop.Avahi.EntryGroup");
constexpr int kIfaceUnspec = -1;   // AVAHI_IF_UNSPEC: every interface
constexpr int kProtoUnspec = -1;   // AVAHI_PROTO_UNSPEC: IPv4 and IPv6
constexpr uint kResultOurOwn = 16; // AVAHI_LOOKUP_RESULT_OUR_OWN: this host's own service
constexpr int kCallTimeoutMs = 10000;
// AvahiEntryGroupState
constexpr int kGroupEstablished = 2;
constexpr int kGroupCollision = 3;
constexpr int kGroupFailure = 4;

QDBusMessage serverCall(const QString &method, const QList<QVariant> &args = {})
{
    QDBusMessage m = QDBusMessage::createMethodCall(kService, QStringLiteral("/"), kServer, method);
    m.setArguments(args);
    return m;
}

} // namespace

AvahiLanDiscovery::AvahiLanDiscovery(const QDBusConnection &bus, QObject *parent)
    : LanDiscovery(parent)
    , m_bus(bus)
{
    // TXT records travel as aay.
    qDBusRegisterMetaType<QList<QByteArray>>();
    if (!m_bus.isConnected())
        return;
    // avahi-daemon may start after us (at boot) or restart: then browse and announce anew.
    auto *watcher =
        new QDBusServiceWatcher(kService, m_bus, QDBusServiceWatcher::WatchForOwnerChange, this);
    connect(watcher, &QDBusServiceWatcher::serviceOwnerChanged, this,
            [this](const QString &, const QString &, const QString &owner) {
                avahiChanged(!owner.isEmpty());
            });
}

void AvahiLanDiscovery::avahiChanged(bool running)
{
    // What the old daemon had is gone with it: its browsers, its entry group, its services.
    m_resolving.clear();
    m_group.clear();
    const bool hadPeers = !m_peers.isEmpty();
    m_peers.clear();
    if (hadPeers)
        Q_EMIT peersChanged();
    if (!running) {
        m_unavailableSaid = false;
        if (m_browsing)
            fail(makeError(ErrorCode::Unavailable, tr("avahi-daemon stopped")));
        return;
    }
    if (m_browsing) {
        m_unavailableSaid = false;
        Q_EMIT peersChanged(); // nothing found yet, and no longer unavailable
        startBrowsing();
    }
    if (!m_serviceName.isEmpty())
        startAnnouncing();
}

bool AvahiLanDiscovery::checkBus(const std::function<void(const Error &)> &failed)
{
    if (m_bus.isConnected())
        return true;
    const Error why =
        makeError(ErrorCode::Unavailable,
                  tr("no system D-Bus to reach avahi-daemon (%1)")
                      .arg(m_bus.lastError().message().isEmpty() ? tr("not connected")
                                                                 : m_bus.lastError().message()));
    // Said after the caller has connected to the signals, never from inside browse().
    QTimer::singleShot(0, this, [failed, why] { failed(why); });
    return false;
}

void AvahiLanDiscovery::fail(const Error &why)
{
    if (m_unavailableSaid)
        return;
    m_unavailableSaid = true;
    Q_EMIT unavailable(why);
}

void AvahiLanDiscovery::browse()
{
    if (m_browsing)
        return;
    m_browsing = true;
    if (!checkBus([this](const Error &why) { fail(why); }))
        return;
    // Subscribed before any browser exists (for every path: the path is known only from the
    // reply), so no ItemNew sent between the reply and a later subscription is lost. avahi
    // addresses these signals to the browser's owner, this connection.
    m_bus.connect(kService, QString(), kBrowser, QStringLiteral("ItemNew"), this,
                  SLOT(itemNew(QDBusMessage)));
    m_bus.connect(kService, QString(), kBrowser, QStringLiteral("ItemRemove"), this,
                  SLOT(itemRemove(QDBusMessage)));
    startBrowsing();
}

void AvahiLanDiscovery::startBrowsing()
{
    // This host's own name first: its services (ssh, our own announcement) are not listed.
    auto *watcher = new QDBusPendingCallWatcher(
        m_bus.asyncCall(serverCall(QStringLiteral("GetHostNameFqdn")), kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<QString> reply = *w;
        if (reply.isError()) {
            fail(makeError(ErrorCode::Unavailable,
                           tr("avahi-daemon is not running (%1)").arg(reply.error().message())));
            return;
        }
        m_ownHost = reply.value().toLower();
        createBrowser(QLatin1String(MdnsRecords::kSparkwireType));
        createBrowser(QLatin1String(MdnsRecords::kSshType));
    });
}

void AvahiLanDiscovery::createBrowser(const QString &type)
{
    auto *watcher = new QDBusPendingCallWatcher(
        m_bus.asyncCall(serverCall(QStringLiteral("ServiceBrowserNew"),
                                   {kIfaceUnspec, kProtoUnspec, type, QString(), 0u}),
                        kCallTimeoutMs),
        this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        // The browser lives as long as this connection; its signals need no path (above).
        if (w->isError())
            fail(makeError(ErrorCode::Refused,
                           tr("avahi-daemon refused to browse (%1)").arg(w->error().message())));
    });
}

QString AvahiLanDiscovery::itemKey(const QList<QVariant> &args)
{
    // interface, protocol, name, type (the domain is always "local" for what we keep)
    return QStringLiteral("%1/%2/%3/%4")
        .arg(args.at(0).toInt())
        .arg(args.at(1).toInt())
        .arg(args.at(3).toString(), args.at(2).toString());
}

void AvahiLanDiscovery::itemNew(const QDBusMessage &message)
{
    const QList<QVariant> args = message.arguments();
    if (args.size() != 6 || (args.at(5).toUInt() & kResultOurOwn))
        return;
    const QString type = args.at(3).toString();
    if (type != QLatin1String(MdnsRecords::kSparkwireType) &&
        type != QLatin1String(MdnsRecords::kSshType))
        return;
    resolve(args);
}

void AvahiLanDiscovery::resolve(const QList<QVariant> &args)
{
    const QString key = itemKey(args);
    if (m_peers.contains(key) || m_resolving.contains(key) ||
        m_peers.size() + m_resolving.size() >= kMaxServices)
        return;
    m_resolving.insert(key);
    auto *watcher = new QDBusPendingCallWatcher(
        m_bus.asyncCall(serverCall(QStringLiteral("ResolveService"),
                                   {args.at(0), args.at(1), args.at(2), args.at(3), args.at(4),
                                    kProtoUnspec, 0u}),
                        kCallTimeoutMs),
        this);
    connect(
        watcher, &QDBusPendingCallWatcher::finished, this, [this, key](QDBusPendingCallWatcher *w) {
            w->deleteLater();
            if (!m_resolving.remove(key))
                return; // removed from the LAN while it was being resolved
            const QDBusMessage reply = w->reply();
            const QList<QVariant> r = reply.arguments();
            if (reply.type() != QDBusMessage::ReplyMessage || r.size() != 11)
                return; // gone, or not answering in time: nothing to list
            if ((r.at(10).toUInt() & kResultOurOwn) || r.at(5).toString().toLower() == m_ownHost)
                return; // this host
            MdnsRecord record;
            record.serviceName = r.at(2).toString();
            record.serviceType = r.at(3).toString();
            record.domain = r.at(4).toString();
            record.hostName = r.at(5).toString();
            record.address = r.at(7).toString();
            record.port = r.at(8).toInt();
            record.txt = qdbus_cast<QList<QByteArray>>(r.at(9));
            const Result<LanPeer> peer = MdnsRecords::parse(record);
            if (!peer)
                return; // not a service we can list: what it claims is not shown
            m_peers.insert(key, *peer);
            Q_EMIT peersChanged();
        });
}

void AvahiLanDiscovery::itemRemove(const QDBusMessage &message)
{
    const QList<QVariant> args = message.arguments();
    if (args.size() != 6)
        return;
    const QString key = itemKey(args);
    m_resolving.remove(key);
    if (m_peers.remove(key))
        Q_EMIT peersChanged();
}

void AvahiLanDiscovery::announce(const QString &nodeId, const QString &hostname, quint16 port)
{
    if (!m_serviceName.isEmpty())
        return;
    m_serviceName = MdnsRecords::instanceNameFor(hostname);
    m_txt = MdnsRecords::txtFor(nodeId, hostname);
    m_port = port;
    if (!checkBus([this](const Error &why) { Q_EMIT announceFailed(why); }))
        return;
    startAnnouncing();
}

void AvahiLanDiscovery::startAnnouncing()
{
    auto *watcher = new QDBusPendingCallWatcher(
        m_bus.asyncCall(serverCall(QStringLiteral("EntryGroupNew")), kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<QDBusObjectPath> reply = *w;
        if (reply.isError()) {
            Q_EMIT announceFailed(
                makeError(ErrorCode::Unavailable,
                          tr("avahi-daemon is not running (%1)").arg(reply.error().message())));
            return;
        }
        m_group = reply.value().path();
        m_bus.connect(kService, m_group, kEntryGroup, QStringLiteral("StateChanged"), this,
                      SLOT(groupStateChanged(QDBusMessage)));
        addService();
    });
}

void AvahiLanDiscovery::groupCall(const QString &method, const QList<QVariant> &args,
                                  const std::function<void()> &then)
{
    QDBusMessage m = QDBusMessage::createMethodCall(kService, m_group, kEntryGroup, method);
    m.setArguments(args);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(m, kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this, then, method](QDBusPendingCallWatcher *w) {
                w->deleteLater();
                if (w->isError())
                    Q_EMIT announceFailed(makeError(
                        ErrorCode::Refused, tr("avahi-daemon did not take the announcement (%1)")
                                                .arg(w->error().message())));
                else if (then)
                    then();
            });
}

void AvahiLanDiscovery::addService()
{
    groupCall(QStringLiteral("AddService"),
              {kIfaceUnspec, kProtoUnspec, 0u, m_serviceName,
               QString::fromLatin1(MdnsRecords::kSparkwireType), QString(), QString(),
               QVariant::fromValue(m_port), QVariant::fromValue(m_txt)},
              [this] { groupCall(QStringLiteral("Commit"), {}, {}); });
}

void AvahiLanDiscovery::groupStateChanged(const QDBusMessage &message)
{
    const QList<QVariant> args = message.arguments();
    if (args.isEmpty() || message.path() != m_group)
        return;
    switch (args.at(0).toInt()) {
    case kGroupEstablished:
        Q_EMIT announced(m_serviceName);
        break;
    case kGroupCollision: {
        // Another host on the LAN has this instance name: take avahi's alternative ("name #2").
        auto *watcher = new QDBusPendingCallWatcher(
            m_bus.asyncCall(
                serverCall(QStringLiteral("GetAlternativeServiceName"), {m_serviceName}),
                kCallTimeoutMs),
            this);
        connect(watcher, &QDBusPendingCallWatcher::finished, this,
                [this](QDBusPendingCallWatcher *w) {
                    w->deleteLater();
                    const QDBusPendingReply<QString> reply = *w;
                    if (reply.isError()) {
                        Q_EMIT announceFailed(
                            makeError(ErrorCode::ToolFailed, reply.error().message()));
                        return;
                    }
                    m_serviceName = reply.value();
                    groupCall(QStringLiteral("Reset"), {}, [this] { addService(); });
                });
        break;
    }
    case kGroupFailure:
        Q_EMIT announceFailed(
            makeError(ErrorCode::ToolFailed, args.size() > 1 ? args.at(1).toString() : QString()));
        break;
    default:
        break;
    }
}

} // namespace sparkwire::mdns
