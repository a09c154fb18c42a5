#include "BundleExportJob.h"

#include "BundleReader.h"
#include "BundleWriter.h"
#include "bench/KeptResult.h"
#include "cluster/ClusterPlanner.h"
#include "common/AtomicFile.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace sparkwire::bundle {

BundleExportJob::BundleExportJob(Inputs inputs, QObject *parent)
    : QObject(parent)
    , m_in(std::move(inputs))
{}

BundleExportJob::~BundleExportJob() = default;

QString BundleExportJob::proposedFileName(const QString &clusterName)
{
    BundleSource source;
    source.record.name = clusterName;
    source.createdAt = QDateTime::currentDateTimeUtc();
    return source.fileName();
}

void BundleExportJob::start(const QString &outputPath)
{
    m_path = outputPath;
    Q_EMIT progress(tr("Reading the state of every member of %1…").arg(m_in.record.name));
    m_apply = std::make_unique<cluster::JointApply>(cluster::JointApply::Options{});
    m_apply->setMembers(m_in.links);
    m_apply->setSigner(m_in.signer);
    connect(m_apply.get(), &cluster::JointApply::statesRead, this,
            [this](const QList<cluster::MemberState> &states) { write(states); });
    connect(m_apply.get(), &cluster::JointApply::statesFailed, this,
            [this](const QString &, const Error &error) { finish(error); });
    m_apply->readStates();
}

void BundleExportJob::cancel()
{
    if (m_done)
        return;
    if (m_apply)
        m_apply->cancel();
    finish(makeError(ErrorCode::Cancelled, tr("Cancelled: no bundle was written.")));
}

void BundleExportJob::finish(const Result<Written> &result)
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(result);
}

void BundleExportJob::write(const QList<cluster::MemberState> &states)
{
    if (m_done)
        return;
    Q_EMIT progress(tr("Writing the bundle…"));
    cluster::ClusterPlanner::Inputs inputs;
    inputs.seatId = m_in.record.seatId;
    inputs.members = m_in.record.members;
    inputs.states = states;
    inputs.subnetBase = m_in.record.subnetBase;
    inputs.mtu = m_in.record.mtu;
    inputs.name = m_in.record.name;
    const Result<cluster::ClusterPlan> plan = cluster::ClusterPlanner::plan(inputs);
    if (!plan)
        return finish(plan.error());
    if (!plan->record.samePlan(m_in.record))
        return finish(makeError(ErrorCode::InvalidInput,
                                tr("the members' cabling is no longer the cluster's record. Check "
                                   "the cables, or apply the cluster again.")));
    Result<BundleSource> source = BundleSource::fromPlan(*plan, states, m_in.exporterId);
    if (!source)
        return finish(source.error());
    source->record = m_in.record;
    source->demo = m_in.demo;
    if (!m_in.home.isEmpty())
        source->knownHosts = pinnedHostKeys(m_in.home, *source);
    if (!m_in.stateDir.isEmpty())
        source->results = keptResults(m_in.stateDir);
    m_writing = true;
    const Result<QByteArray> archive =
        BundleWriter::write(*source, m_in.certificatePem, m_in.privateKeyPem);
    if (!archive)
        return finish(archive.error());
    const Result<OpenedBundle> check = BundleReader::open(*archive);
    if (!check)
        return finish(check.error());
    const QString path = m_path.isEmpty() ? QDir::current().filePath(source->fileName()) : m_path;
    if (const Status saved = common::AtomicFile::write(path, *archive, 0644); !saved)
        return finish(saved.error());
    Written w;
    w.path = QFileInfo(path).absoluteFilePath();
    w.bytes = archive->size();
    w.sha256 =
        QString::fromLatin1(QCryptographicHash::hash(*archive, QCryptographicHash::Sha256).toHex());
    w.files = int(check->files.size()) + 2; // and manifest.json with its signature
    w.source = *source;
    finish(w);
}

// known_hosts lines of <home>/.ssh/known_hosts pinned under a member's paired name or one of
// its fabric addresses (as ssh-setup writes them): names, key type and key, no comment.
QByteArray BundleExportJob::pinnedHostKeys(const QString &home, const BundleSource &source)
{
    const Result<QByteArray> text = common::AtomicFile::read(
        home + QStringLiteral("/.ssh/known_hosts"), 1 << 20, common::AtomicFile::Check::OwnFile);
    if (!text)
        return {};
    QSet<QString> names;
    for (const BundleMember &m : source.members) {
        names << m.member.hostname;
        for (const BundleTwin &t : m.twins)
            names << t.host();
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

// The test results kept in the kept-results folder (NCCL JSON/CSV, RDMA and TCP JSON, charts):
// plain names, regular files, at most 1 MiB each.
QMap<QString, QByteArray> BundleExportJob::keptResults(const QString &stateDir)
{
    static const QRegularExpression name(
        QStringLiteral("\\A[A-Za-z0-9_-][A-Za-z0-9._-]*\\.(json|csv|png|svg)\\z"));
    QMap<QString, QByteArray> out;
    const QDir dir(bench::KeptResult::folder(stateDir));
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

} // namespace sparkwire::bundle
