#include "DemoSession.h"

#include "hw/InventoryMonitor.h"
#include "metrics/MetricsSampler.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoFleet.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoNodeState.h"
#include "sim/DemoPeerSession.h"
#include "sim/DemoTraffic.h"

using namespace sparkwire;

DemoSession::DemoSession(sim::DemoEnvironment::Scenario scenario)
{
    const Result<QString> demoRoot = sim::DemoEnvironment::sysfsRoot(scenario);
    if (!demoRoot) {
        m_error = demoRoot.errorMessage();
        return;
    }
    m_monitor =
        std::make_unique<hw::InventoryMonitor>(sim::DemoEnvironment::inventoryOptions(*demoRoot));
    const hw::HostInventory &inventory = m_monitor->inventory();
    m_session.inventory = *m_monitor;
    m_session.demo = true;
    m_session.demoScenario = sim::DemoEnvironment::nameOf(scenario);
    // A throwaway key in a private temporary state: the demo's seat signs with it (its config
    // bundles), so the simulated seat's key id is that key's. The demo's netplan files are a
    // private copy there, with the modes a Spark's have, and the demo helper moves netdevs out
    // of the other files on that copy exactly as sparkwire-helper does on / (never on the
    // shipped tree, which the copy falls back to only when it cannot be made).
    m_state = std::make_unique<sim::DemoNodeState>();
    m_session.netplanRoot = m_state->netplanRoot(scenario);
    m_applier = std::make_unique<sim::DemoApplyBackend>();
    if (m_state->netplanWarning().isEmpty())
        m_applier->setMigrationRoot(m_session.netplanRoot, inventory.cx7Netdevs().values());
    m_session.applier = *m_applier;
    m_session.stateDir = m_state->stateDir();
    m_session.identity = m_state->identity();
    m_cabling = std::make_unique<sim::DemoCabling>(inventory);
    m_session.cabling = *m_cabling;
    m_peers = std::make_unique<sim::DemoPeerSession>();
    m_session.peers = *m_peers;
    // Moving counters in a private tree, never /sys (10 Hz: the dashboard's plots and the
    // trouble counters); recorded test results.
    m_traffic = std::make_unique<sim::DemoTraffic>(inventory);
    m_sampler = std::make_unique<metrics::MetricsSampler>(m_traffic->root(), m_traffic->twins());
    m_traffic->drive(m_sampler.get());
    m_sampler->start(100);
    m_session.sampler = *m_sampler;
    m_tests = std::make_unique<sim::DemoLinkTests>();
    m_tests->setScenario(scenario);
    m_session.linkTests = *m_tests;
    // The whole cluster flow against the simulated members, the demo's own seat among them:
    // nothing is sent and nothing written outside the private state.
    m_cluster =
        std::make_unique<sim::DemoCluster>(inventory, m_cabling.get(), m_session.netplanRoot);
    if (m_state->identity())
        m_cluster->setSeatKeyId(m_state->identity()->id());
    m_session.seatId = m_cluster->seatKeyId();
    m_session.memberLinks =
        [cluster = m_cluster.get()](const QList<cluster::ClusterMember> &members, QObject *parent) {
            return sim::DemoMemberLink::linksFor(cluster, members, parent);
        };
    m_session.signer = [](const QByteArray &) {
        return Result<QByteArray>(QByteArrayLiteral("demo: not signed"));
    };
    m_session.keptRecord = [cluster = m_cluster.get()] {
        return cluster->record(cluster->seatKeyId());
    };
    // Diagnose reads this Spark as the kept plan left it (its addresses, GIDs and MTU).
    m_session.inventoryNow = [cluster = m_cluster.get()] {
        return cluster->seatInventoryInForce();
    };
    // The fleet page: the pair the wizard configures (this Spark and spark-demo-b on port 1).
    m_fleet = std::make_unique<sim::DemoFleet>(
        sim::DemoFleet::pairRecord(m_session.seatId, inventory.hostname));
    m_fleet->start();
    m_session.fleet = OptionalPart<sparkwire::metrics::FleetHistory>::of(m_fleet->history());
}

DemoSession::~DemoSession() = default;

QString DemoSession::netplanWarning() const
{
    return m_state ? m_state->netplanWarning() : QString();
}
