#include "BundleExport.h"

#include "CommandLine.h"
#include "NodeSession.h"

#include "bundle/BundleExportJob.h"
#include "node/ClusterSeat.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

using namespace sparkwire;

namespace {

constexpr int kOk = 0;
constexpr int kFailed = 1;
constexpr int kNothingDone = 3;
const char *kCommand = "bundle export";

class ExportRun : public QObject
{
public:
    ExportRun(const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
        : m_parser(parser)
        , m_out(out)
        , m_err(err)
    {}

    int start()
    {
        bool ok = false;
        const double wait = m_parser.value(QStringLiteral("wait")).toDouble(&ok);
        if (!ok || wait < 0 || wait > 120)
            return badUsage(m_err, QLatin1String(kCommand),
                            QStringLiteral("--wait takes seconds from 0 to 120"));
        m_node = NodeSession::start(m_parser, kCommand, m_err);
        if (!m_node)
            return kNothingDone;
        m_seat = std::make_unique<node::ClusterSeat>(
            m_node->context(), m_parser.value(QStringLiteral("netplan-root")));
        m_kept = m_seat->keptRecord();
        if (!m_kept) {
            m_err << "sparkwirectl bundle export: this Spark keeps no cluster record. Configure "
                     "the cluster first (sparkwirectl cluster apply, or the wizard).\n";
            return kNothingDone;
        }
        if (!json())
            m_out << "Reading the state of every member of " << m_kept->name << "...\n";
        m_out.flush();
        m_waited.start();
        auto *poll = new QTimer(this);
        poll->setInterval(100);
        connect(poll, &QTimer::timeout, this, [this, poll, wait] {
            if (m_waited.elapsed() < qint64(wait * 1000) && !m_seat->everyoneHeard())
                return;
            poll->stop();
            readStates();
        });
        poll->start();
        return -1;
    }

private:
    bool json() const { return wantsJson(m_parser); }

    void fail(int code, const QString &message)
    {
        m_err << "sparkwirectl bundle export: " << message << "\nNo bundle was written.\n";
        m_err.flush();
        QCoreApplication::exit(code);
    }

    void readStates()
    {
        const Result<QList<cluster::MemberLink *>> links = m_seat->links(m_kept->members);
        if (!links)
            return fail(kNothingDone, links.error().message);
        const discovery::NodeIdentity &identity = m_node->context().identity();
        bundle::BundleExportJob::Inputs in;
        in.record = *m_kept;
        in.links = *links;
        in.signer = m_seat->signer();
        in.exporterId = identity.id();
        in.certificatePem = identity.certificatePem();
        in.privateKeyPem = identity.privateKeyPem();
        in.home = ssh::SshFiles::accountHome().valueOr({});
        in.stateDir = m_node->stateDir();
        m_job = std::make_unique<bundle::BundleExportJob>(std::move(in));
        connect(m_job.get(), &bundle::BundleExportJob::finished, this,
                [this](const Result<bundle::BundleExportJob::Written> &written) {
                    if (!written)
                        return fail(m_job->reachedWriting() ? kFailed : kNothingDone,
                                    written.error().message);
                    report(*written);
                });
        m_job->start(m_parser.value(QStringLiteral("output")));
    }

    void report(const bundle::BundleExportJob::Written &w)
    {
        const bundle::BundleSource &source = w.source;
        if (json()) {
            QJsonArray members;
            for (const bundle::BundleMember &m : source.members)
                members.append(QJsonObject{{QStringLiteral("hostname"), m.member.hostname},
                                           {QStringLiteral("id"), m.member.id},
                                           {QStringLiteral("node"), m.member.node},
                                           {QStringLiteral("address"), m.fabricAddress()}});
            m_out << QJsonDocument(
                         QJsonObject{{QStringLiteral("file"), w.path},
                                     {QStringLiteral("cluster"), source.record.name},
                                     {QStringLiteral("bytes"), w.bytes},
                                     {QStringLiteral("sha256"), w.sha256},
                                     {QStringLiteral("members"), members},
                                     {QStringLiteral("results"), int(source.results.size())}})
                         .toJson(QJsonDocument::Indented);
        } else {
            m_out << "Wrote " << w.path << " (" << w.bytes << " bytes, " << source.members.size()
                  << " members, " << source.results.size() << " results)\nSHA-256 " << w.sha256
                  << "\nCheck it with: sparkwirectl bundle verify " << w.path << "\n";
        }
        m_out.flush();
        QCoreApplication::exit(kOk);
    }

    const QCommandLineParser &m_parser;
    QTextStream &m_out;
    QTextStream &m_err;
    std::unique_ptr<NodeSession> m_node;
    std::unique_ptr<node::ClusterSeat> m_seat;
    std::unique_ptr<bundle::BundleExportJob> m_job;
    std::optional<cluster::ClusterRecord> m_kept;
    QElapsedTimer m_waited;
};

} // namespace

int runBundleExport(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Write the cluster's config bundle: every member's netplan and inventory, "
                       "the NCCL environment, launchers (hostfile, torchrun, Accelerate, vLLM/Ray, "
                       "TensorRT-LLM, nccl-tests), SSH config with pinned host keys, Ansible, and "
                       "the kept test results; signed with this Spark's key. Runs on any member "
                       "of a configured cluster. Exit codes: 0 written; 1 could not write; 2 bad "
                       "usage; 3 no cluster, or a member not reachable or not as applied."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOptions({
        {{QStringLiteral("o"), QStringLiteral("output")},
         QStringLiteral("Write to FILE (default: <cluster>-<date>.sparkwire.tar.gz here)."),
         QStringLiteral("FILE")},
        jsonOption(QStringLiteral("Print JSON instead of text.")),
        {QStringLiteral("wait"),
         QStringLiteral("Seconds to listen for the members' beacons first (default 4)."),
         QStringLiteral("S"), QStringLiteral("4")},
    });
    if (const auto code = parseCommandLine(parser, arguments, QLatin1String(kCommand), out, err))
        return *code;
    ExportRun run(parser, out, err);
    const int started = run.start();
    return started >= 0 ? started : QCoreApplication::exec();
}
