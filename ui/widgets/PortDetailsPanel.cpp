#include "PortDetailsPanel.h"

#include "PortDescriptions.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

PortDetailsPanel::PortDetailsPanel(QWidget *parent)
    : QGroupBox(tr("Selected twin half"), parent)
{
    setObjectName(QStringLiteral("portDetails"));
    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    outer->addLayout(form);
    setLayout(outer);
    m_netdev = addRow(tr("Netdev:"), QStringLiteral("netdev"));
    m_rdma = addRow(tr("RDMA device:"), QStringLiteral("rdma"));
    m_pci = addRow(tr("PCI address:"), QStringLiteral("pci"));
    m_position = addRow(tr("Position:"), QStringLiteral("position"));
    m_twin = addRow(tr("Twin:"), QStringLiteral("twin"));
    m_link = addRow(tr("Link:"), QStringLiteral("link"));
    m_mtu = addRow(tr("MTU:"), QStringLiteral("mtu"));
    m_mac = addRow(tr("MAC:"), QStringLiteral("mac"));
    m_ipv4 = addRow(tr("IPv4:"), QStringLiteral("ipv4"));
    m_ipv6 = addRow(tr("IPv6:"), QStringLiteral("ipv6"));
    m_roce = addRow(tr("RoCE:"), QStringLiteral("roce"));
    m_gid = addRow(tr("RoCE v2 IPv4 GID:"), QStringLiteral("gid"));
    m_advice = new QLabel(this);
    m_advice->setObjectName(QStringLiteral("detail-advice"));
    m_advice->setWordWrap(true);
    m_advice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_advice);
    outer->addStretch();
    showPort(nullptr);
}

QLabel *PortDetailsPanel::addRow(const QString &label, const QString &field)
{
    auto *value = new QLabel(this);
    value->setObjectName(QStringLiteral("detail-") + field);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    static_cast<QFormLayout *>(static_cast<QVBoxLayout *>(layout())->itemAt(0)->layout())
        ->addRow(label, value);
    return value;
}

void PortDetailsPanel::showPort(const sparkwire::hw::Cx7Port *port)
{
    const QList<QLabel *> values = {m_netdev, m_rdma, m_pci,  m_position, m_twin, m_link,
                                    m_mtu,    m_mac,  m_ipv4, m_ipv6,     m_roce, m_gid};
    if (!port) {
        for (QLabel *value : values)
            value->setText(QStringLiteral("—"));
        m_advice->setText(tr("Select a twin half in the drawing (click it, or Tab to it and use "
                             "the arrow keys)."));
        return;
    }
    m_netdev->setText(port->netdev);
    m_rdma->setText(port->rdmaDevice.isEmpty() ? tr("none") : port->rdmaDevice);
    m_pci->setText(port->pci);
    m_position->setText(
        tr("%1, twin half %2")
            .arg(PortDescriptions::portName(port->port), PortDescriptions::halfLetter(port->half)));
    m_twin->setText(port->twin.isEmpty() ? tr("none") : port->twin);
    m_link->setText(PortDescriptions::linkText(*port));
    m_mtu->setText(QString::number(port->link.mtu));
    m_mac->setText(port->link.mac);
    m_ipv4->setText(PortDescriptions::addressesText(port->link.ipv4));
    m_ipv6->setText(PortDescriptions::addressesText(port->link.ipv6));
    m_roce->setText(PortDescriptions::roceText(*port));
    m_gid->setText(PortDescriptions::gidText(*port));
    m_advice->setText(PortDescriptions::advice(*port));
}
