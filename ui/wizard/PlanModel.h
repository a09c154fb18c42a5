#pragma once

#include "topology/AddressPlan.h"

#include <QObject>

namespace sparkwire::hw {
class InventoryMonitor;
}

// The plan the wizard is building: the person's choices on the Addressing page, the plan
// they give (or why they give none), and this Spark's netplan file. Review and Apply read it.
class PlanModel : public QObject
{
    Q_OBJECT
public:
    explicit PlanModel(sparkwire::hw::InventoryMonitor *inventory, QObject *parent = nullptr);

    const sparkwire::topology::TopologySpec &spec() const { return m_spec; }
    int node() const { return m_node; }
    void setChoice(const sparkwire::topology::TopologySpec &spec, int node);

    const sparkwire::topology::PlanResult &result() const { return m_result; }
    bool ok() const { return m_result.ok(); }
    // This Spark's 40-cx7.yaml; empty while the plan has errors.
    const QByteArray &yaml() const { return m_yaml; }
    QStringList thisNodeNetdevs() const;
    // The port with a cable in (port 1 when both or neither): the sensible default.
    int cabledPort() const;

Q_SIGNALS:
    void changed();

private:
    void recompute();

    sparkwire::hw::InventoryMonitor *m_inventory;
    sparkwire::topology::TopologySpec m_spec;
    int m_node = 1;
    sparkwire::topology::PlanResult m_result;
    QByteArray m_yaml;
};
