#include "TestCommand.h"

#include "CommandLine.h"
#include "NodeSession.h"
#include "SignalWatcher.h"
#include "TextTable.h"
#include "bench/ResultKeeper.h"

#include "bench/LinkTestSupport.h"
#include "bench/RdmaLinkTest.h"
#include "bench/TcpLinkTest.h"
#include "peers/PeerSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace sparkwire;

namespace {
QJsonObject toJson(const QString &peer, int seconds, const QList<bench::TcpTwinResult> &results,
                   const QList<bench::Diagnosis> &verdicts)
{
    QJsonArray twins;
    double sum = 0;
    for (const bench::TcpTwinResult &r : results) {
        twins.append(QJsonObject{
            {QLatin1String("netdev"), r.path.netdev},
            {QLatin1String("port"), r.path.port},
            {QLatin1String("half"), r.path.half},
            {QLatin1String("local_address"), r.path.localAddress},
            {QLatin1String("server_address"), r.path.serverAddress},
            {QLatin1String("gbps"), r.gbps >= 0 ? QJsonValue(r.gbps) : QJsonValue()},
            {QLatin1String("retransmits"), r.retransmits},
            {QLatin1String("error"), r.error.isEmpty() ? QJsonValue() : QJsonValue(r.error)}});
        sum += qMax(0.0, r.gbps);
    }
    return {{QLatin1String("test"), bench::linkTestKindName(bench::LinkTestKind::Tcp)},
            {QLatin1String("peer"), peer},
            {QLatin1String("duration_s"), seconds},
            {QLatin1String("twins"), twins},
            {QLatin1String("sum_gbps"), sum},
            {QLatin1String("diagnoses"), bench::diagnosesToJson(verdicts)}};
}

// What both tests share: PEER and the options, this node, the paired session, the way they
// fail, and asking PEER (once heard, or at --address) for its bounded servers.
class PeerTestRun
{
public:
    explicit PeerTestRun(bench::LinkTestKind kind)
        : m_kind(kind)
        , m_command(QStringLiteral("test ") + bench::linkTestKindName(kind))
    {}

    // nullopt to go on; else the exit code to stop with.
    std::optional<int> setup(const QStringList &arguments, const QString &description)
    {
        QStringList rest = arguments;
        rest.removeAt(1);
        parser.setApplicationDescription(description);
        parser.addOptions({
            {QStringLiteral("duration"), QStringLiteral("Seconds (1-60)."), QStringLiteral("S"),
             QStringLiteral("10")},
            jsonOption(),
        });
        int exitCode = 0;
        const QByteArray command = m_command.toUtf8();
        const std::optional<QString> peerArgument =
            NodeSession::parsePeerCommand(parser, rest, command.constData(), out, err, &exitCode);
        if (!peerArgument)
            return exitCode;
        bool ok = false;
        seconds = parser.value(QStringLiteral("duration")).toInt(&ok);
        if (!ok || seconds < 1 || seconds > 60) {
            err << "sparkwirectl " << m_command << ": --duration takes 1 to 60 seconds\n";
            return 2;
        }
        node = NodeSession::start(parser, command.constData(), err);
        if (!node)
            return 1;
        peer = *peerArgument;
        json = wantsJson(parser);
        session = std::make_unique<peers::NetworkPeerSession>(node->localNode(), QDir::homePath());
        QObject::connect(session.get(), &peers::PeerSession::progress, [this](const QString &what) {
            if (!json)
                out << what << "\n" << Qt::flush;
        });
        QObject::connect(session.get(), &peers::PeerSession::testServersFailed,
                         [this](const Error &why) { fail(why.message); });
        return std::nullopt;
    }

    // Keeps the result in <state>/results, where `bundle export` and the exporter find it.
    void keep(const std::function<Result<QStringList>(bench::ResultKeeper &)> &what)
    {
        const std::unique_ptr<bench::ResultKeeper> keeper =
            bench::ResultKeeper::forSpark(node->stateDir(), node->inventory().inventory());
        if (!keeper)
            return;
        if (const Result<QStringList> kept = what(*keeper); !kept)
            err << "sparkwirectl " << m_command
                << ": the result was not kept: " << kept.errorMessage() << "\n";
    }

    void fail(const QString &why)
    {
        err << "sparkwirectl " << m_command << ": " << why << "\n";
        err.flush();
        QCoreApplication::exit(1);
    }

    // The twins to test: the peer's servers matched to this node's twins (core's matching,
    // as the window does it).
    std::optional<QList<bench::TwinPath>> paths(const QByteArray &serversJson)
    {
        const Result<QList<bench::TwinPath>> matched =
            bench::matchTestServers(m_kind, node->inventory().inventory(), serversJson, peer);
        if (matched)
            return *matched;
        fail(matched.error().detail.isEmpty() ? matched.error().message
                                              : matched.error().message + QStringLiteral(" (") +
                                                    matched.error().detail + QLatin1Char(')'));
        return std::nullopt;
    }

    int exec(std::function<void()> cancel)
    {
        SignalWatcher signalWatcher;
        QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, [cancel] {
            cancel();
            QCoreApplication::exit(130);
        });
        node->reachPairedPeer(
            peer, parser,
            [this](const peers::PeerTarget &target) {
                session->requestTestServers(target, bench::linkTestKindName(m_kind), seconds);
            },
            [this](const QString &why) { fail(why); });
        return QCoreApplication::exec();
    }

    QTextStream out{stdout};
    QTextStream err{stderr};
    QCommandLineParser parser;
    QString peer;
    int seconds = 0;
    bool json = false;
    std::unique_ptr<NodeSession> node;
    std::unique_ptr<peers::NetworkPeerSession> session;

private:
    bench::LinkTestKind m_kind;
    QString m_command;
};

int runRdmaTest(const QStringList &arguments)
{
    PeerTestRun run(bench::LinkTestKind::Rdma);
    if (const auto code =
            run.setup(arguments,
                      QStringLiteral(
                          "RDMA write bandwidth to a paired peer on every twin at once (perftest's "
                          "ib_write_bw, 4 QPs, the resolved RoCE v2 GID index), with verdicts per "
                          "twin and for the port.")))
        return *code;
    QTextStream &out = run.out;
    bench::RdmaLinkTest test;
    QObject::connect(&test, &bench::RdmaLinkTest::failed,
                     [&](const Error &why) { run.fail(why.message); });
    QObject::connect(run.session.get(), &peers::PeerSession::testServersReady,
                     [&](const QByteArray &text) {
                         if (const auto paths = run.paths(text)) {
                             // The counters around the run come from the same tree (--sysfs-root).
                             test.setSysfsRoot(run.node->inventory().sysfs().root());
                             test.start(*paths, run.seconds);
                         }
                     });
    QObject::connect(&test, &bench::RdmaLinkTest::live,
                     [&](const QList<double> &twins, double sum, int elapsed, int total) {
                         if (run.json)
                             return;
                         QStringList parts;
                         for (double g : twins)
                             parts << QString::number(g, 'f', 1);
                         out << elapsed << "/" << total
                             << " s: " << parts.join(QStringLiteral(" + ")) << " = "
                             << QString::number(sum, 'f', 1) << " Gb/s\n"
                             << Qt::flush;
                     });
    QObject::connect(
        &test, &bench::RdmaLinkTest::finished,
        [&](const QList<bench::PerftestResult> &twins, const QList<bench::Diagnosis> &verdicts) {
            double sum = 0;
            QJsonArray list;
            for (const bench::PerftestResult &t : twins) {
                sum += t.bwAvgGbps();
                list.append(t.toJson());
            }
            if (run.json) {
                out << QJsonDocument(
                           QJsonObject{
                               {QLatin1String("test"),
                                bench::linkTestKindName(bench::LinkTestKind::Rdma)},
                               {QLatin1String("peer"), run.peer},
                               {QLatin1String("twins"), list},
                               {QLatin1String("sum_gbps"), sum},
                               {QLatin1String("diagnoses"), bench::diagnosesToJson(verdicts)}})
                           .toJson(QJsonDocument::Indented);
            } else {
                out << "sum of twins: " << QString::number(sum, 'f', 2) << " Gb/s\n";
                printVerdicts(out, verdicts);
            }
            out.flush();
            run.keep([&](bench::ResultKeeper &k) { return k.keepRdma(run.peer, twins, verdicts); });
            QCoreApplication::exit(verdicts.isEmpty() ? 0 : 3);
        });
    return run.exec([&] { test.cancel(); });
}

int runTcpTest(const QStringList &arguments)
{
    PeerTestRun run(bench::LinkTestKind::Tcp);
    if (const auto code = run.setup(
            arguments, QStringLiteral("Per-twin TCP throughput to a paired peer, all twins at once "
                                      "(libiperf). Kernel TCP, not RDMA: it proves addresses, "
                                      "routes and MTU on every twin.")))
        return *code;
    QTextStream &out = run.out;
    bench::TcpLinkTest test(QCoreApplication::applicationFilePath());
    QObject::connect(
        run.session.get(), &peers::PeerSession::testServersReady, [&](const QByteArray &text) {
            const auto paths = run.paths(text);
            if (!paths)
                return;
            if (!run.json)
                out << "Testing " << paths->size() << " twin(s) for " << run.seconds << " s…\n"
                    << Qt::flush;
            test.start(*paths, run.seconds);
        });
    QObject::connect(&test, &bench::TcpLinkTest::progress, [&](int elapsed, int total) {
        if (!run.json)
            out << "  " << elapsed << "/" << total << " s\n" << Qt::flush;
    });
    QObject::connect(
        &test, &bench::TcpLinkTest::finished,
        [&](const QList<bench::TcpTwinResult> &results, const QList<bench::Diagnosis> &verdicts) {
            bool allOk = true;
            for (const bench::TcpTwinResult &r : results)
                allOk = allOk && r.gbps >= 0;
            if (run.json) {
                out << QJsonDocument(toJson(run.peer, run.seconds, results, verdicts))
                           .toJson(QJsonDocument::Indented);
            } else {
                TextTable table({QStringLiteral("PORT"), QStringLiteral("HALF"),
                                 QStringLiteral("NETDEV"), QStringLiteral("PATH"),
                                 QStringLiteral("Gb/s"), QStringLiteral("RETRANSMITS")});
                double sum = 0;
                for (const bench::TcpTwinResult &r : results) {
                    table.addRow(
                        {QString::number(r.path.port), QString::number(r.path.half), r.path.netdev,
                         r.path.localAddress + QStringLiteral(" → ") + r.path.serverAddress,
                         r.gbps >= 0 ? QString::number(r.gbps, 'f', 2)
                                     : QStringLiteral("failed: ") + r.error,
                         QString::number(r.retransmits)});
                    sum += qMax(0.0, r.gbps);
                }
                out << table.toString() << "sum: " << QString::number(sum, 'f', 2)
                    << " Gb/s (kernel TCP; RDMA is `test rdma`)\n";
                printVerdicts(out, verdicts); // the window's verdicts, from core
            }
            out.flush();
            run.keep(
                [&](bench::ResultKeeper &k) { return k.keepTcp(run.peer, results, verdicts); });
            QCoreApplication::exit(allOk ? 0 : 1);
        });
    return run.exec([&] { test.cancel(); });
}
} // namespace

int runTestCommand(const QStringList &arguments)
{
    // Each run removes the kind itself (PeerTestRun::setup): give them the whole line.
    const auto withKind = [&arguments](int (*run)(const QStringList &)) {
        return [&arguments, run](const QStringList &) { return run(arguments); };
    };
    return runSubCommand(arguments, QStringLiteral("test"),
                         {{QStringLiteral("tcp"), withKind(runTcpTest),
                           QStringLiteral("TCP (libiperf) on every twin at once")},
                          {QStringLiteral("rdma"), withKind(runRdmaTest),
                           QStringLiteral("RDMA (ib_write_bw) on every twin at once")}},
                         QStringLiteral("PEER [--duration S] [--json]"));
}
