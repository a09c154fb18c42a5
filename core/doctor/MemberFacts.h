#pragma once

#include "DoctorInputs.h"

#include "common/Result.h"
#include "netplan/OtherToolFiles.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace sparkwire::doctor {

// What the seat's cluster pre-flight (ClusterPreflight) compares across members, as a member
// reports it in its doctor answer ("facts"). Every value is read from a root directory (sysfs,
// proc, the file system root) so that a recorded tree stands in for the live system. An empty
// string (or -1) is "unknown": not found here, or not reported by an older member. Read by the
// seat strictly: each value has a length limit and a pattern, and a member's value is only
// ever shown as a value, never as a name.
struct MemberFacts
{
    static constexpr int kMaxTwins = 8;
    static constexpr int kMaxFiles = 8;

    struct Twin
    {
        QString netdev;
        int port = 0;
        int half = 0;
        // -1: no link (or not read); 0: a link (carrier) whose driver reports no speed, as
        // virtio's; an older seat reads 0 as no link, as it read -1 before.
        int speedMbps = -1;
        bool operator==(const Twin &o) const
        {
            return netdev == o.netdev && port == o.port && half == o.half &&
                   speedMbps == o.speedMbps;
        }
    };
    // A netplan file of another tool that configures CX-7 netdevs (netplan::OtherToolFiles).
    struct File
    {
        QString name; // the file name, e.g. "99-nvidia-sync-cluster.yaml"
        netplan::OtherToolFile::Tool tool = netplan::OtherToolFile::Tool::NvidiaSync;
        bool disabled = false;
        bool operator==(const File &o) const
        {
            return name == o.name && tool == o.tool && disabled == o.disabled;
        }
    };

    QString product;     // DMI product_name ("NVIDIA DGX Spark")
    QString osRelease;   // "DGX OS 7.2.3" (etc/dgx-release), else os-release's PRETTY_NAME
    QString kernel;      // proc sys/kernel/osrelease
    QString biosDate;    // DMI bios_date, "MM/DD/YYYY"
    QString cx7Firmware; // the CX-7's firmware version (`ethtool -i`, sysfs fw_ver)
    QString cudaDriver;  // the NVIDIA kernel driver (sysfs module/nvidia/version)
    QString user;        // the account the agent runs as
    qint64 uid = -1;
    qint64 gid = -1;
    int helper = -1; // 1: sparkwire-helper's D-Bus service is installed, 0: not, -1: unknown
    QList<Twin> twins;
    QList<File> otherToolFiles;

    bool operator==(const MemberFacts &o) const
    {
        return product == o.product && osRelease == o.osRelease && kernel == o.kernel &&
               biosDate == o.biosDate && cx7Firmware == o.cx7Firmware &&
               cudaDriver == o.cudaDriver && user == o.user && uid == o.uid && gid == o.gid &&
               helper == o.helper && twins == o.twins && otherToolFiles == o.otherToolFiles;
    }

    // This node's facts from `inputs`' roots and inventory; the account from the process.
    static MemberFacts read(const DoctorInputs &inputs);
    QJsonObject toJson() const;
    // InvalidInput (with where) for anything but one well-formed facts object.
    static Result<MemberFacts> fromJson(const QJsonObject &object, const QString &where);
};

} // namespace sparkwire::doctor
