#pragma once

#include "Diagnosis.h"

#include "hw/HostInventory.h"

#include <QObject>

#include <optional>

namespace sparkwire::bench {

// What to check on one twin: it should carry `mtu` and reach `peerAddress` (the peer's address
// on the twin's subnet) with unfragmented packets of mtu − 28 bytes.
struct TwinCheckTarget
{
    QString netdev;
    int mtu = 9000;
    QString peerAddress; // empty: no ping (no peer address known)
};

// Which check a result is of; names are for people (the Verify page), never matched on.
enum class LinkCheck
{
    Gid,    // the RoCE v2 IPv4 GID is there
    Mtu,    // the MTU is the plan's
    DfPing, // an unfragmented ping of MTU − 28 bytes reaches the peer
};

struct CheckResult
{
    QString netdev;
    LinkCheck check = LinkCheck::Gid;
    bool ok = false;
    QString detail;
    std::optional<Diagnosis> diagnosis;
};

// The Verify page's link checks, twin by twin, on the real links (LinkChecks) or simulated
// for the demo (sim::DemoLinkChecks). Results come as signals; start and cancel never block.
class LinkChecker : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void start(const hw::HostInventory &inventory,
                       const QList<TwinCheckTarget> &targets) = 0;
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;

Q_SIGNALS:
    void checked(const sparkwire::bench::CheckResult &result);
    // failures: how many checks failed. simulated: the results are the demo's, not measured.
    void finished(int failures, bool simulated);
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::CheckResult)
