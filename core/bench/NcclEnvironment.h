#pragma once

#include "topology/TopologySpec.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace sparkwire::hw {
struct HostInventory;
}

namespace sparkwire::bench {

// The environment NCCL and its launchers need on this node (docs/DESIGN.md §4): bootstrap
// interface for NCCL, Gloo, TensorPipe, UCX and OpenMPI; every RDMA device in use (both
// twins); the resolved RoCE v2 GID index, never a constant; ring-only settings; GPUDirect mode.
struct NcclEnvironment
{
    using Topology = topology::Topology; // one enum for the cluster's shape
    enum class GpuDirect
    {
        Safe,  // copy through host memory: works everywhere
        Dmabuf // zero-copy with DMA-BUF (nvidia-peermem does not work on the Spark)
    };

    QList<QPair<QString, QString>> variables; // in a stable order
    QStringList problems;                     // why it could not be composed (empty when it could)
    QString hostname; // this Spark's name, as the inventory it was composed from has it

    // nodes: the cluster's size (a ring of four or more also sets NCCL_ALGO=Ring: NCCL's
    // tree algorithm fails on rings past three).
    static NcclEnvironment compose(const hw::HostInventory &inventory, Topology topology,
                                   GpuDirect gdr, int nodes = 0);
    // What every container launch needs for RDMA (NVIDIA's NCCL playbook): without the
    // devices, IPC_LOCK and unlimited locked memory NCCL falls back to sockets.
    static QString containerFlags();
    QString value(const QString &name) const;

    QString toShell() const;  // export NAME=value
    QString toDocker() const; // containerFlags() then -e NAME=value
};

} // namespace sparkwire::bench
