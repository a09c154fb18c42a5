#pragma once

#include <QHash>
#include <QString>

namespace sparkwire::topology {

// Which netdev is (port, half) on a node. Stock DGX OS names unless the node's inventory
// says otherwise: the plan never guesses names it could know.
class NetdevNames
{
public:
    static NetdevNames dgxOsDefaults();
    void set(int port, int half, const QString &netdev) { m_names.insert(key(port, half), netdev); }
    QString name(int port, int half) const { return m_names.value(key(port, half)); }

private:
    static int key(int port, int half) { return port * 2 + half; }
    QHash<int, QString> m_names;
};

} // namespace sparkwire::topology
