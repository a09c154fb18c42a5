#pragma once

#include "DoctorCheck.h"

#include "bench/LinkChecker.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>

namespace sparkwire::helper {
class ApplyBackend;
}
namespace sparkwire::hw {
class InventoryMonitor;
}

namespace sparkwire::doctor {

// Diagnose's fix for the findings the privileged helper can fix without any new root code: it
// re-applies the 40-cx7.yaml in force through the existing helper (Try, then Confirm), which
// writes the file again with mode 0600 and brings the CX-7 netdevs back to the plan (MTU 9000
// among them). The file comes from the helper (Current); in the demo, from the demo's netplan
// root. Nothing else is touched: another file's mode or content is the person's.
//
// It confirms only once the links hold what the file says: every twin it names has its
// carrier, each of its planned addresses and its planned MTU (read again from the inventory
// until the try's first half is over), and the Verify page's link checks (LinkChecker: the
// RoCE v2 IPv4 GID, the MTU) pass. Otherwise it does not confirm: the helper's countdown puts
// the earlier configuration back, and done() says which twin failed which check.
class PlanReapply : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(bool ok, const QString &message)>;
    using CheckerFactory = std::function<bench::LinkChecker *(QObject *parent)>;
    static constexpr unsigned kTrySeconds = 30;

    // applier, inventory: not owned. checkers: the Verify page's link checks (LinkChecks; the
    // demo's DemoLinkChecks). demo: the file comes from netplanRoot and the links are the
    // demo's (only its link checks, played, are asked).
    PlanReapply(helper::ApplyBackend *applier, hw::InventoryMonitor *inventory,
                CheckerFactory checkers, QString netplanRoot, bool demo, QObject *parent = nullptr);
    ~PlanReapply() override;

    // Whether re-applying the plan fixes this finding: MTU under 9000 or mismatched, or
    // Sparkwire's own 40-cx7.yaml readable by others.
    static bool fixes(const DoctorCheck &check);
    // What the confirmation asks.
    static QString question(const DoctorCheck &check);

    // The helper's countdown for the try (tests shorten it).
    void setTrySeconds(unsigned seconds) { m_trySeconds = seconds; }
    // done once: applied, verified and confirmed, or why not (no plan in force, refused, the
    // links did not come back as planned and the helper reverted).
    void run(Done done);

    // What a twin named in a 40-cx7.yaml is to have after the apply.
    struct Twin
    {
        QString netdev;
        int mtu = 0;           // 0: the file sets none
        QStringList addresses; // "a.b.c.d/len"
    };
    // The twins of a 40-cx7.yaml (network.ethernets), or an empty list when it is not one.
    static QList<Twin> twinsOf(const QByteArray &yaml);
    // Why the inventory does not hold the twins as planned (carrier, addresses, MTU), in words;
    // empty when it does.
    static QStringList linkProblems(const hw::InventoryMonitor &inventory,
                                    const QList<Twin> &twins);

private:
    void apply(const QByteArray &yaml);
    void pollLinks();
    void runLinkChecks();
    // All links checked: confirm with the helper.
    void keep();
    void finish(bool ok, const QString &message);

    QPointer<helper::ApplyBackend> m_applier;
    hw::InventoryMonitor *m_inventory;
    CheckerFactory m_checkers;
    QString m_netplanRoot;
    bool m_demo = false;
    unsigned m_trySeconds = kTrySeconds;
    Done m_done;
    QList<QMetaObject::Connection> m_connections;
    QList<Twin> m_twins;
    QTimer m_poll;
    int m_pollsLeft = 0;
    QStringList m_notKept; // why it was not confirmed; the helper's revert follows
    QPointer<bench::LinkChecker> m_checker;
};

} // namespace sparkwire::doctor
