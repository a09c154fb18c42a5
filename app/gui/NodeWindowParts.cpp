#include "NodeWindowParts.h"

#include "MainWindow.h"
#include "bench/NetworkLinkTests.h"
#include "bench/PeerTestServers.h"
#include "discovery/DiscoveryAgent.h"
#include "doctor/NcclPreflight.h"
#include "helperclient/HelperClient.h"
#include "hw/InventoryMonitor.h"
#include "mdns/AvahiLanDiscovery.h"
#include "metrics/FleetHistory.h"
#include "metrics/MetricsSampler.h"
#include "node/ClusterDoctorRun.h"
#include "node/ClusterSeat.h"
#include "node/MemberRole.h"
#include "node/NodeContextFactory.h"
#include "node/PreflightRun.h"
#include "node/RecordFleet.h"
#include "peers/PeerResponder.h"
#include "peers/PeerSession.h"
#include "widgets/ActivityFeed.h"
#include "widgets/MemberChangeNotice.h"
#include "widgets/PeerRequestPrompt.h"

#include <QApplication>
#include <QDBusConnection>
#include <QSysInfo>
#include <QTimer>

using namespace sparkwire;

NodeWindowParts::NodeWindowParts(Session &session, const QString &sysfsRoot, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_applier(std::make_unique<helper::HelperClient>())
    , m_sampler(std::make_unique<metrics::MetricsSampler>(
          sysfsRoot, metrics::MetricsSampler::twinsOf(session.inventory->inventory())))
{
    m_sampler->start(100); // 10 Hz: the dashboard's plots and the trouble counters
    m_session.applier = *m_applier;
    m_session.sampler = *m_sampler;
}

NodeWindowParts::~NodeWindowParts()
{
    // What refers to what goes first: the responder (it calls the member role), the users of
    // the peer session, the seat (its members' links use the node's parts), the node.
    m_responder.reset();
    m_lan.reset();
    m_memberRole.reset();
    m_linkTests.reset();
    m_peers.reset();
    m_fleet.reset();
    m_seat.reset();
    m_node.reset();
}

void NodeWindowParts::start(node::NodeContext::Options options,
                            std::function<void(const QStringList &)> ready)
{
    QPointer<NodeWindowParts> self(this);
    node::NodeContextFactory::create(
        std::move(options),
        [self, ready = std::move(ready)](Result<std::unique_ptr<node::NodeContext>> made) {
            if (!self)
                return;
            if (!made) {
                ready({QApplication::translate("main", "Peer discovery is off: %1")
                           .arg(made.error().message)});
                return;
            }
            self->m_node = std::move(*made);
            ready(self->completeSession());
        });
}

void NodeWindowParts::startFleet()
{
    // Every member of the cluster record this node keeps (names and ports from the record),
    // fed over the peer channel at 10 Hz, rebuilt whenever the record changes; this node's own
    // samples from its sampler. Members are reached at their planned addresses on their links
    // to this node as the record has them, then where their beacons come from.
    m_fleet = std::make_unique<node::RecordFleet>(m_node->localNode(), m_node->stateDir(),
                                                  metrics::FleetSample::kMaxRateHz);
    const QString self = m_node->identity().id();
    connect(m_sampler.get(), &metrics::MetricsSampler::sampled, m_fleet.get(),
            [fleet = m_fleet.get(), self](const metrics::MetricsSample &sample) {
                if (fleet->history())
                    fleet->history()->record(self, metrics::FleetSample::fromMetrics(sample));
            });
    connect(m_fleet.get(), &node::RecordFleet::fleetChanged, this,
            [this](metrics::FleetHistory *history) {
                m_session.fleet = OptionalPart<metrics::FleetHistory>::of(history);
                if (m_window)
                    m_window->setFleet(history);
            });
    discovery::CablingSource *cabling = &m_node->agent();
    const auto follow = [fleet = m_fleet.get(), cabling] {
        for (const discovery::PeerLinks &peer : cabling->map().peers) {
            QStringList addresses;
            for (const discovery::NeighbourLink &link : peer.links)
                if (!link.peerAddress.isEmpty() && !addresses.contains(link.peerAddress))
                    addresses << link.peerAddress;
            fleet->setBeaconAddresses(peer.id, addresses);
        }
    };
    connect(cabling, &discovery::CablingSource::cablingChanged, m_fleet.get(), follow);
    m_fleet->start();
    follow();
}

QStringList NodeWindowParts::completeSession()
{
    QStringList warnings = m_node->warnings();
    // The seat of the cluster flow; Session::memberLinks and signer reach the members.
    m_session.seatId = m_node->identity().id();
    m_seat = std::make_unique<node::ClusterSeat>(*m_node, m_session.netplanRoot);
    // The seat owns its links; one it cannot make names the member (the pages show it).
    m_session.memberLinks = [s = m_seat.get()](const QList<cluster::ClusterMember> &members,
                                               QObject *) { return s->links(members); };
    m_session.signer = m_seat->signer();
    m_session.stateDir = m_node->stateDir();
    m_session.identity = m_node->identity();
    m_session.keptRecord = [s = m_seat.get()] { return s->keptRecord(); };
    startFleet();
    // Diagnose's "Whole cluster": every member of the kept record, over the peer channel.
    m_session.clusterDoctor = [s = m_seat.get(), node = m_node.get()](
                                  QObject *owner,
                                  std::function<void(const QList<doctor::MemberCheck> &)> done) {
        const std::optional<cluster::ClusterRecord> record = s->keptRecord();
        if (!record || !record->member(node->identity().id())) {
            doctor::MemberAnswer none;
            none.member = {node->identity().id(), node->hostname(), 1};
            none.error = QCoreApplication::translate(
                "NodeWindowParts", "this Spark keeps no cluster record: set the cluster up first");
            cluster::ClusterRecord empty;
            return done(doctor::ClusterDoctor::combine(empty, {none}));
        }
        auto *run = new node::ClusterDoctorRun(*node, owner);
        QObject::connect(run, &node::ClusterDoctorRun::finished, owner,
                         [run, done](const QList<doctor::MemberCheck> &checks) {
                             run->deleteLater();
                             done(checks);
                         });
        run->start(*record);
    };
    // Verify's launch paths after Keep, from this Spark (the seat) to every member.
    m_session.launchPaths =
        [node = m_node.get()](QObject *owner, const cluster::ClusterRecord &record,
                              std::function<void(const QList<cluster::MemberLaunchPaths> &)> done) {
            cluster::LaunchPathRun::Options options;
            options.local = node->localNode();
            auto *run = new cluster::LaunchPathRun(options, owner);
            QObject::connect(run, &cluster::LaunchPathRun::finished, owner,
                             [run, done](const QList<cluster::MemberLaunchPaths> &members) {
                                 run->deleteLater();
                                 done(members);
                             });
            run->start(record);
        };
    // The Welcome page's pre-flight, before the first cluster too: the kept record's members,
    // or this Spark and every paired peer heard on a cable.
    m_session.clusterPreflight = [s = m_seat.get(), node = m_node.get()](
                                     QObject *owner, const QList<cluster::ClusterMember> &planned,
                                     std::function<void(const doctor::ClusterPreflight &)> done) {
        const QList<cluster::ClusterMember> members =
            planned.isEmpty() ? node::PreflightRun::membersOf(*s) : planned;
        if (planned.isEmpty() && members.size() < 2) { // Welcome, with nobody to compare yet
            doctor::MemberAnswer none;
            none.member = {node->identity().id(), node->hostname(), 1};
            none.error = QCoreApplication::translate(
                "NodeWindowParts", "no paired Spark is heard on a CX-7 cable yet: cable one, "
                                   "start Sparkwire on it and pair it on Find peers");
            return done(doctor::ClusterPreflight::compute({none}));
        }
        auto *run = new node::PreflightRun(*node, owner);
        QObject::connect(run, &node::PreflightRun::finished, owner,
                         [run, done](const doctor::ClusterPreflight &preflight) {
                             run->deleteLater();
                             done(preflight);
                         });
        run->start(members);
    };
    m_session.cabling = m_node->agent();
    m_peers = m_node->makePeerSession();
    m_session.peers = *m_peers;

    // Answer peers too, as `sparkwirectl agent` would: the window asks the person, and a
    // paired seat's cluster change goes through this Spark's own helper. Where the agent
    // already answers (its port is taken), the window says so and takes over once it stops.
    if (const QString whyNot = startAnswering(); !whyNot.isEmpty())
        warnings << whyNot;
    // Sparks on the management LAN (mDNS, through the system's avahi-daemon): Find peers
    // lists those not cabled; while this window answers peers, it announces this Spark.
    m_lan = std::make_unique<mdns::AvahiLanDiscovery>(QDBusConnection::systemBus());
    m_session.lan = OptionalPart<mdns::LanDiscovery>::of(m_lan.get());
    if (m_responder)
        announce();

    // The tests talk to every paired member discovered on the cables.
    discovery::CablingSource *source = &m_node->agent();
    peers::PeerSession *peerSession = m_peers.get();
    auto *tests = new bench::NetworkLinkTests(
        m_peers.get(), &m_node->inventory(),
        QCoreApplication::applicationDirPath() + QStringLiteral("/sparkwirectl"),
        [source, peerSession] {
            // Each paired peer on the cables, by the key its beacons name.
            QList<bench::NetworkLinkTests::Member> members;
            for (const auto &peer : source->map().peers)
                if (const auto name = peerSession->pairedName(peer.id);
                    name && !peer.links.isEmpty())
                    members.append({*name, {peer.links.first().peerAddress, peer.id}});
            return members;
        });
    tests->setNcclHistoryDir(m_node->stateDir() + QStringLiteral("/nccl-runs"));
    tests->setNcclPreflight(doctor::NcclPreflight::forLinkTests(
        m_node->inventory().sysfs().root(),
        qEnvironmentVariable("SPARKWIRE_PROC_ROOT", QStringLiteral("/proc"))));
    QObject::connect(source, &discovery::CablingSource::cablingChanged, tests,
                     &bench::NetworkLinkTests::refreshMembers);
    m_linkTests.reset(tests);
    m_session.linkTests = *m_linkTests;
    return warnings;
}

QString NodeWindowParts::startAnswering()
{
    if (!m_memberRole) // made once; it answers nobody until a responder listens
        m_memberRole = node::MemberRole::make(*m_node, node::MemberRole::systemHelper(),
                                              m_session.netplanRoot);
    peers::PeerResponder::Options responderOptions = m_node->responderOptions();
    if (m_memberRole)
        m_memberRole->addHooks(responderOptions);
    QPointer<NodeWindowParts> self(this);
    auto listening = m_node->startResponder(
        std::move(responderOptions),
        [self](const peers::PeerQuestion &q, peers::PeerResponder::Answer answer) {
            if (self && self->m_prompt)
                self->m_prompt->ask(q, std::move(answer));
            else
                answer(false);
        },
        peers::PeerConnection::kPort);
    if (!listening) {
        // Tried again until the port is free (the agent stopped): the window then answers.
        if (!m_answerRetry) {
            m_answerRetry = new QTimer(this);
            m_answerRetry->setInterval(kAnswerRetryMs);
            connect(m_answerRetry, &QTimer::timeout, this, [this] {
                if (startAnswering().isEmpty())
                    m_answerRetry->stop();
            });
        }
        if (!m_answerRetry->isActive())
            m_answerRetry->start();
        const QString whyNot =
            QApplication::translate(
                "main", "This window does not answer other Sparks (pairing, cluster changes): "
                        "port %1 is taken, most likely by `sparkwirectl agent`, which answers them "
                        "instead. Once it stops, this window answers them. (%2)")
                .arg(peers::PeerConnection::kPort)
                .arg(listening.error().message);
        m_whyNot = whyNot;
        if (m_window)
            m_window->setAnswering(nullptr, whyNot);
        return whyNot;
    }
    m_whyNot.clear();
    m_responder = std::move(*listening);
    m_session.responder = *m_responder;
    if (m_memberRole) {
        m_memberRole->attach(m_responder.get());
        m_session.memberService = m_memberRole->service();
    }
    if (m_lan) { // answering after start: announced now
        announce();
        if (m_window)
            m_window->notify(QApplication::translate(
                                 "main", "This window answers other Sparks now: port %1 came free.")
                                 .arg(peers::PeerConnection::kPort));
    }
    if (m_window)
        attachResponder();
    return {};
}

void NodeWindowParts::announce()
{
    m_lan->announce(m_node->identity().id(), QSysInfo::machineHostName(),
                    peers::PeerConnection::kPort);
}

node::NodeContext::Options NodeWindowParts::nodeOptions(hw::InventoryMonitor *inventory)
{
    node::NodeContext::Options options;
    options.inventory = inventory;
    options.hostname = inventory->inventory().hostname;
    options.testServerProgram =
        QCoreApplication::applicationDirPath() + QStringLiteral("/sparkwirectl");
    return options;
}

void NodeWindowParts::attach(MainWindow *window)
{
    m_window = window; // the fleet page follows the kept record
    if (!m_responder) {
        if (!m_whyNot.isEmpty())
            window->setAnswering(nullptr, m_whyNot);
        return;
    }
    attachResponder();
}

void NodeWindowParts::attachResponder()
{
    MainWindow *window = m_window;
    window->setAnswering(m_responder.get(), {});
    delete m_prompt;
    m_prompt = new PeerRequestPrompt(window);
    connect(m_responder.get(), &peers::PeerResponder::withdrawn, m_prompt,
            &PeerRequestPrompt::withdraw);
    connect(m_responder.get(), &peers::PeerResponder::notice, window,
            [window](const QString &text) { window->notify(text); });
    if (m_node->testServers() && !m_servingWired) {
        m_servingWired = true;
        connect(m_node->testServers(), &bench::PeerTestServers::serving, window,
                [window](const QString &text) { window->notify(text); });
    }
    if (m_memberRole) {
        delete m_notice;
        m_notice = new MemberChangeNotice(&m_memberRole->service(), window);
        connect(&m_memberRole->service(), &cluster::MemberService::notice, window,
                [window](const QString &text) { window->notify(text); });
        // The seat's change as this member lives it: in force here, then kept or put back.
        ActivityFeed::watchMember(&m_memberRole->service(), window,
                                  [window](const QString &text) { window->notify(text); });
    }
}
