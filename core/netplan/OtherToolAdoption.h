#pragma once

#include "common/Result.h"
#include "topology/AddressPlan.h"
#include "topology/AddressPlanner.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace sparkwire::netplan {

// What another tool's netplan file sets on each netdev, as netplan's own parser reads it.
struct ForeignSettings
{
    QMap<QString, QStringList> addresses; // netdev -> its static addresses, in the file's order
    QMap<QString, int> mtu;               // netdev -> its mtu, where set
};

// One address of the file and what the adopted plan makes of it.
struct AdoptedAddress
{
    QString netdev;
    QString address;
    bool kept = false;
    QString why; // when not kept: why, and what the plan gives that netdev instead
};

// Another tool's file turned into a plan the planner made: the subnets and MTU of the file
// where they fit the cabling and Sparkwire's rules (one subnet per cable-twin, in order from
// the base; host part = node number), every other address named with why it is not kept.
struct Adoption
{
    topology::TopologySpec spec; // the starting point: the file's subnet base and MTU
    int node = 0;                // this host's node number (the host part the file gives)
    topology::AddressPlan plan;
    QList<AdoptedAddress> addresses;
    QStringList notes; // about the MTU
    int keptCount() const;
};

// Adopting another tool's CX-7 netplan file (docs/doctor.md, other-tools). The file is
// hostile: bounded, no character YAML readers disagree on, read by netplan's own parser
// (`netplan get` on a scratch tree that holds the file alone), nothing written anywhere else.
class OtherToolAdoption
{
public:
    static constexpr qint64 kMaxBytes = 64 * 1024;
    static constexpr int kMaxNetdevs = 32;
    static constexpr int kMaxAddressesPerNetdev = 16;
    static constexpr int kNetplanTimeoutSeconds = 30;

    explicit OtherToolAdoption(QString netplanCommand = QStringLiteral("netplan"))
        : m_command(std::move(netplanCommand))
    {}

    // The file's ethernets. InvalidInput (naming the file, with netplan's own line and column
    // where it has them) when it is too large, not text, or netplan refuses it; NotFound or
    // PermissionDenied when it cannot be read; Unavailable when netplan cannot run.
    // Blocks while netplan reads it (up to kNetplanTimeoutSeconds): the CLI calls it directly,
    // the window only through QtConcurrent (OtherToolOffer), never on the GUI thread.
    Result<ForeignSettings> read(const QString &path) const;
    // The same from bytes already read; `shownAs` names the file in messages.
    Result<ForeignSettings> readBytes(const QByteArray &bytes, const QString &shownAs) const;

    // The plan that keeps the most of the file's addresses on this node. spec: the person's
    // topology, nodes, port (the cabling; its subnet base and MTU are only the fallback).
    // node: this host's number, or 0 to take it from the file's host parts. planner: this
    // host's netdev names and networks in use. InvalidInput when none of the file's addresses
    // fits any plan of this cabling, or the plan itself is refused (the planner's problems).
    static Result<Adoption> adopt(const ForeignSettings &settings, topology::TopologySpec spec,
                                  int node, const topology::AddressPlanner &planner);

private:
    QString m_command;
};

} // namespace sparkwire::netplan
