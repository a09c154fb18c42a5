#pragma once

#include "hw/HostInventory.h"

#include <QGroupBox>

class QLabel;

// Everything known about one twin half, plus advice when something is off. Each value is a
// QLabel named "detail-<field>" so tests can read what the person sees.
class PortDetailsPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit PortDetailsPanel(QWidget *parent = nullptr);
    void showPort(const sparkwire::hw::Cx7Port *port);

private:
    QLabel *addRow(const QString &label, const QString &field);

    QLabel *m_netdev, *m_rdma, *m_pci, *m_position, *m_twin, *m_link, *m_mtu, *m_mac, *m_ipv4,
        *m_ipv6, *m_roce, *m_gid, *m_advice;
};
