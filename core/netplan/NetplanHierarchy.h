#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace sparkwire::netplan {

// One YAML file of the netplan hierarchy as netplan would use it.
struct NetplanFile
{
    QString path;          // relative to the root dir, e.g. "etc/netplan/50-cloud-init.yaml"
    QString name;          // basename; netplan orders files by it
    QStringList ethernets; // interfaces it defines under network.ethernets
    QString renderer;      // its global network.renderer, if any
    QString error;         // set when it does not parse
};

// Another file that touches a netdev Sparkwire configures.
struct NetplanConflict
{
    QString netdev;
    QString path;
    bool overridesOurs = false; // it sorts after our file, so its settings win
};

// The netplan hierarchy below a root dir: {lib,etc,run}/netplan/*.yaml, where a file in
// run/ shadows one of the same name in etc/, which shadows lib/, and the survivors are
// read in basename order (later files override earlier ones on the same keys).
class NetplanHierarchy
{
public:
    static constexpr const char *kOurFile = "etc/netplan/40-cx7.yaml";

    static NetplanHierarchy read(const QString &rootDir);

    const QList<NetplanFile> &files() const { return m_files; }
    // The renderer in effect: the last global renderer set, else networkd.
    QString effectiveRenderer() const;
    // Every other file that defines one of these netdevs, in netplan order.
    QList<NetplanConflict> conflictsWith(const QStringList &netdevs) const;

private:
    QList<NetplanFile> m_files;
};

} // namespace sparkwire::netplan
