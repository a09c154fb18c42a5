#include "LanPeersList.h"

#include "mdns/LanDiscovery.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

using sparkwire::mdns::LanDiscovery;
using sparkwire::mdns::LanHost;
using sparkwire::mdns::LanHosts;

LanPeersList::LanPeersList(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("lanPeers"));
    auto *label = new QLabel(tr("On the network, not cab&led:"), this);
    label->setBuddy(m_list);
    m_list->setObjectName(QStringLiteral("lanPeerList"));
    m_list->setAccessibleName(tr("Sparks on the network, not cabled"));
    m_list->setToolTip(tr("Sparks that answer on the management network (mDNS) but have no "
                          "cable to this one. Their names are what the network claims: "
                          "unverified until you pair. Cable one to a QSFP port to configure it."));
    m_list->setMaximumHeight(110);
    m_list->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("lanPeersNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(m_list);
    layout->addWidget(m_note);
    setVisible(false);
}

void LanPeersList::setDiscovery(LanDiscovery *lan)
{
    if (m_lan)
        disconnect(m_lan, nullptr, this, nullptr);
    m_lan = lan;
    m_unavailable.clear();
    setVisible(lan != nullptr);
    if (lan) {
        connect(lan, &LanDiscovery::peersChanged, this, [this] {
            m_unavailable.clear(); // avahi-daemon answers (again)
            refresh();
        });
        connect(lan, &LanDiscovery::unavailable, this, [this](const sparkwire::Error &why) {
            m_unavailable = why.message;
            refresh();
        });
        lan->browse();
    }
    refresh();
}

void LanPeersList::setCabled(const QStringList &ids, const QStringList &hostnames)
{
    m_cabledIds = ids;
    m_cabledHostnames = hostnames;
    refresh();
}

QString LanPeersList::describe(const LanHost &host)
{
    const QString state =
        host.sparkwire ? tr("Sparkwire running") : tr("Sparkwire not running (SSH only)");
    return tr("%1 — on the network, not cabled; %2 (name as the network claims, unverified)")
        .arg(host.hostName, state);
}

void LanPeersList::refresh()
{
    m_list->clear();
    if (!m_unavailable.isEmpty()) {
        // Quiet: Find peers works as before on the cables.
        m_list->setVisible(false);
        m_note->setText(tr("Sparks on the network are not listed: %1.").arg(m_unavailable));
        m_note->setVisible(true);
        return;
    }
    const QList<LanHost> hosts =
        m_lan ? LanHosts::notCabled(m_lan->peers(), m_cabledIds, m_cabledHostnames)
              : QList<LanHost>();
    for (const LanHost &host : hosts) {
        auto *item = new QListWidgetItem(describe(host), m_list);
        QString tip = tr("Addresses: %1").arg(host.addresses.join(QStringLiteral(", ")));
        if (!host.nodeId.isEmpty())
            tip += QLatin1Char('\n') + tr("Key id it claims: %1").arg(host.nodeId);
        item->setToolTip(tip);
        item->setData(Qt::UserRole, host.hostName);
    }
    m_list->setVisible(!hosts.isEmpty());
    m_note->setText(hosts.isEmpty() ? tr("None found on the network (mDNS).") : QString());
    m_note->setVisible(hosts.isEmpty());
}
