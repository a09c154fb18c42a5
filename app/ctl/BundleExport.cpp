#include "BundleExport.h"

#include "CommandLine.h"
#include "NodeSession.h"

#include "bundle/BundleSource.h"
#include "bundle/BundleWriter.h"
#include "cluster/ClusterPlanner.h"
#include "cluster/JointApply.h"
#include "common/AtomicFile.h"
#include "node/ClusterSeat.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTimer>

using namespace sparkwire;

namespace {

constexpr int kOk = 0;
constexpr int kFailed = 1;
constexpr int kNothingDone = 3;
const char *kCommand = "bundle export";

// known_hosts lines of ~/.ssh/known_hosts pinned under a member's paired name or one of its
// fabric addresses (as ssh-setup writes them): names, key type and key, no comment.
QByteArray pinnedHostKeys(const bundle::BundleSource &source)
{
    const Result<QString> home = ssh::SshFiles::accountHome();
    if (!home)
        return {};
    const Result<QByteArray> text = common::AtomicFile::read(
        *home + QStringLiteral("/.ssh/known_hosts"), 1 << 20, common::AtomicFile::Check::OwnFile);
    if (!text)
        return {};
    QSet<QString> names;
    for (const bundle::BundleMember &m : source.members) {
        names << m.member.hostname;
        for (const bundle::BundleTwin &t : m.twins)
            names << t.address.section(QLatin1Char('/'), 0, 0);
    }
    QByteArray out;
    for (const QByteArray &raw : text->split('\n')) {
        const QList<QByteArray> fields = raw.simplified().split(' ');
        if (fields.size() < 3 || fields[0].startsWith('#') || fields[0].startsWith('@') ||
            fields[0].startsWith('|'))
            continue;
        const QStringList hosts = QString::fromLatin1(fields[0]).split(QLatin1Char(','));
        if (std::any_of(hosts.cbegin(), hosts.cend(),
                        [&](const QString &h) { return names.contains(h); }))
            out += fields[0] + ' ' + fields[1] + ' ' + fields[2] + '\n';
    }
    return out;
}

// The test results this Spark keeps in <state>/results (NCCL JSON/CSV, RDMA and TCP JSON,
// charts): plain names, regular files, at most 1 MiB each.
QMap<QString, QByteArray> keptResults(const QString &stateDir)
{
    static const QRegularExpression name(
        QStringLiteral("\\A[A-Za-z0-9_-][A-Za-z0-9._-]*\\.(json|csv|png|svg)\\z"));
    QMap<QString, QByteArray> out;
    const QDir dir(stateDir + QStringLiteral("/results"));
    for (const QFileInfo &f : dir.entryInfoList(QDir::Files | QDir::NoSymLinks, QDir::Name)) {
        if (!name.match(f.fileName()).hasMatch() || f.size() > (1 << 20) || out.size() >= 256)
            continue;
        const Result<QByteArray> bytes =
            common::AtomicFile::read(f.filePath(), 1 << 20, common::AtomicFile::Check::OwnFile);
        if (bytes)
            out.insert(f.fileName(), *bytes);
    }
    return out;
}

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
    bool json() const { return m_parser.isSet(QStringLiteral("json")); }

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
        m_apply = std::make_unique<cluster::JointApply>(cluster::JointApply::Options{});
        m_apply->setMembers(*links);
        m_apply->setSigner(m_seat->signer());
        connect(m_apply.get(), &cluster::JointApply::statesRead, this,
                [this](const QList<cluster::MemberState> &states) { write(states); });
        connect(m_apply.get(), &cluster::JointApply::statesFailed, this,
                [this](const QString &, const Error &error) { fail(kNothingDone, error.message); });
        m_apply->readStates();
    }

    void write(const QList<cluster::MemberState> &states)
    {
        cluster::ClusterPlanner::Inputs inputs;
        inputs.seatId = m_kept->seatId;
        inputs.members = m_kept->members;
        inputs.states = states;
        inputs.subnetBase = m_kept->subnetBase;
        inputs.mtu = m_kept->mtu;
        inputs.name = m_kept->name;
        const Result<cluster::ClusterPlan> plan = cluster::ClusterPlanner::plan(inputs);
        if (!plan)
            return fail(kNothingDone, plan.error().message);
        if (!plan->record.samePlan(*m_kept))
            return fail(kNothingDone,
                        QStringLiteral("the members' cabling is no longer the cluster's record. "
                                       "Check the cables, or apply the cluster again."));
        const discovery::NodeIdentity &identity = m_node->context().identity();
        Result<bundle::BundleSource> source =
            bundle::BundleSource::fromPlan(*plan, states, identity.id());
        if (!source)
            return fail(kNothingDone, source.error().message);
        source->record = *m_kept;
        source->knownHosts = pinnedHostKeys(*source);
        source->results = keptResults(m_node->stateDir());
        const Result<QByteArray> archive = bundle::BundleWriter::write(
            *source, identity.certificatePem(), identity.privateKeyPem());
        if (!archive)
            return fail(kFailed, archive.error().message);
        QString path = m_parser.value(QStringLiteral("output"));
        if (path.isEmpty())
            path = QDir::current().filePath(source->fileName());
        if (const Status saved = common::AtomicFile::write(path, *archive, 0644); !saved)
            return fail(kFailed, saved.error().message);
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(*archive, QCryptographicHash::Sha256).toHex());
        if (json()) {
            QJsonArray members;
            for (const bundle::BundleMember &m : source->members)
                members.append(QJsonObject{{QStringLiteral("hostname"), m.member.hostname},
                                           {QStringLiteral("id"), m.member.id},
                                           {QStringLiteral("node"), m.member.node},
                                           {QStringLiteral("address"), m.fabricAddress()}});
            m_out << QJsonDocument(
                         QJsonObject{{QStringLiteral("file"), QFileInfo(path).absoluteFilePath()},
                                     {QStringLiteral("cluster"), source->record.name},
                                     {QStringLiteral("bytes"), archive->size()},
                                     {QStringLiteral("sha256"), sha},
                                     {QStringLiteral("members"), members},
                                     {QStringLiteral("results"), int(source->results.size())}})
                         .toJson(QJsonDocument::Indented);
        } else {
            m_out << "Wrote " << QFileInfo(path).absoluteFilePath() << " (" << archive->size()
                  << " bytes, " << source->members.size() << " members, " << source->results.size()
                  << " results)\nSHA-256 " << sha << "\nCheck it with: sparkwirectl bundle verify "
                  << path << "\n";
        }
        m_out.flush();
        QCoreApplication::exit(kOk);
    }

    const QCommandLineParser &m_parser;
    QTextStream &m_out;
    QTextStream &m_err;
    std::unique_ptr<NodeSession> m_node;
    std::unique_ptr<node::ClusterSeat> m_seat;
    std::unique_ptr<cluster::JointApply> m_apply;
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
        {QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")},
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
