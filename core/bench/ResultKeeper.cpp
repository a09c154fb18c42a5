#include "ResultKeeper.h"

#include "KeptResult.h"

#include "common/AtomicFile.h"

#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace sparkwire::bench {

namespace {

// A member's or test's name as a file-name part: [A-Za-z0-9_-] only, at most 48 characters.
QString namePart(const QString &name)
{
    QString out = name.left(48);
    out.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("_"));
    return out.isEmpty() ? QStringLiteral("unnamed") : out;
}

QString twinLabel(const TwinPath &path)
{
    return path.netdev.isEmpty() ? QStringLiteral("?") : path.netdev;
}

} // namespace

ResultKeeper::ResultKeeper(QString stateDir, QString host, bool demo, QObject *parent)
    : QObject(parent)
    , m_stateDir(std::move(stateDir))
    , m_host(std::move(host))
    , m_demo(demo)
{}

std::unique_ptr<ResultKeeper> ResultKeeper::forSpark(const QString &stateDir,
                                                     const hw::HostInventory &inventory, bool demo)
{
    if (stateDir.isEmpty())
        return nullptr;
    return std::make_unique<ResultKeeper>(stateDir, inventory.hostname, demo);
}

QString ResultKeeper::resultsDir() const
{
    return KeptResult::folder(m_stateDir);
}

ResultKeeper::~ResultKeeper()
{
    m_worker.waitForDone();
}

void ResultKeeper::setAfterKeep(std::function<Status(const QStringList &)> afterKeep)
{
    m_afterKeep = std::move(afterKeep);
}

void ResultKeeper::inBackground(std::function<Result<QStringList>()> work)
{
    m_worker.start([this, work = std::move(work)] {
        const Result<QStringList> kept = work();
        if (!kept)
            return Q_EMIT failed(kept.error());
        if (m_afterKeep)
            if (const Status s = m_afterKeep(*kept); !s)
                Q_EMIT failed(s.error());
        Q_EMIT this->kept(*kept);
    });
}

void ResultKeeper::watch(LinkTests *tests)
{
    m_worker.setMaxThreadCount(1); // in the order the tests finished
    connect(tests, &LinkTests::ncclFinished, this, [this](const NcclResult &result) {
        inBackground([this, result] { return keepNccl(result); });
    });
    connect(tests, &LinkTests::tcpFinished, this,
            [this](const QString &member, const QList<TcpTwinResult> &twins,
                   const QList<Diagnosis> &verdicts) {
                inBackground([=] { return keepTcp(member, twins, verdicts); });
            });
    connect(tests, &LinkTests::rdmaFinished, this,
            [this](const QString &member, const QList<PerftestResult> &twins,
                   const QList<Diagnosis> &verdicts) {
                inBackground([=] { return keepRdma(member, twins, verdicts); });
            });
}

ResultChartSvg::Stamp ResultKeeper::stamp(const QDateTime &when) const
{
    return {m_host, when.toUTC().toString(Qt::ISODate), m_demo};
}

QByteArray ResultKeeper::ncclCsv(const NcclResult &result)
{
    QByteArray csv = "size_bytes,count,type,redop,out_time_us,out_algbw_gbs,out_busbw_gbs,"
                     "out_wrong,in_time_us,in_algbw_gbs,in_busbw_gbs,in_wrong\n";
    const auto wrong = [](const std::optional<qint64> &w) {
        return w ? QByteArray::number(*w) : QByteArray();
    };
    for (const NcclResult::Row &row : result.rows) {
        QList<QByteArray> f{QByteArray::number(row.size), QByteArray::number(row.count),
                            namePart(row.type).toUtf8(), namePart(row.redop).toUtf8()};
        if (row.outOfPlace)
            f << QByteArray::number(row.outOfPlace->timeUs)
              << QByteArray::number(row.outOfPlace->algbw)
              << QByteArray::number(row.outOfPlace->busbw) << wrong(row.outOfPlace->wrong);
        else
            f << QByteArray() << QByteArray() << QByteArray() << QByteArray();
        f << QByteArray::number(row.inPlace.timeUs) << QByteArray::number(row.inPlace.algbw)
          << QByteArray::number(row.inPlace.busbw) << wrong(row.inPlace.wrong);
        csv += f.join(',') + '\n';
    }
    return csv;
}

Result<QStringList> ResultKeeper::keepNccl(const NcclResult &result, const QDateTime &when)
{
    const KeptResult kept = KeptResult::nccl(result, when, m_demo);
    return keep(when, QStringLiteral("nccl-") + namePart(result.test),
                {{QStringLiteral("json"), QJsonDocument(kept.toJson()).toJson()},
                 {QStringLiteral("csv"), ncclCsv(result)},
                 {QStringLiteral("svg"), ResultChartSvg::nccl(result, stamp(when))}});
}

Result<QStringList> ResultKeeper::keepTcp(const QString &member, const QList<TcpTwinResult> &twins,
                                          const QList<Diagnosis> &verdicts, const QDateTime &when)
{
    QList<ResultChartSvg::Bar> bars;
    for (const TcpTwinResult &t : twins)
        bars << ResultChartSvg::Bar{twinLabel(t.path), t.gbps};
    const KeptResult kept = KeptResult::tcp(member, twins, verdicts, when, m_demo);
    const QString title = tr("TCP (iperf3) to %1, per twin").arg(member);
    return keep(when, QStringLiteral("tcp-") + namePart(member),
                {{QStringLiteral("json"), QJsonDocument(kept.toJson()).toJson()},
                 {QStringLiteral("svg"), ResultChartSvg::bars(title, bars, 0, stamp(when))}});
}

Result<QStringList> ResultKeeper::keepRdma(const QString &member,
                                           const QList<PerftestResult> &twins,
                                           const QList<Diagnosis> &verdicts, const QDateTime &when)
{
    QList<ResultChartSvg::Bar> bars;
    for (const PerftestResult &t : twins)
        bars << ResultChartSvg::Bar{t.device.isEmpty() ? QStringLiteral("?") : t.device,
                                    t.bwAvgGbps()};
    const KeptResult kept = KeptResult::rdma(member, twins, verdicts, when, m_demo);
    const QString title = tr("RDMA write bandwidth to %1, per twin").arg(member);
    return keep(when, QStringLiteral("rdma-") + namePart(member),
                {{QStringLiteral("json"), QJsonDocument(kept.toJson()).toJson()},
                 {QStringLiteral("svg"), ResultChartSvg::bars(title, bars, 0, stamp(when))}});
}

Result<QStringList> ResultKeeper::keep(const QDateTime &when, const QString &what,
                                       const QList<QPair<QString, QByteArray>> &files)
{
    const QString dir = resultsDir();
    if (!QDir().mkpath(dir))
        return makeError(ErrorCode::Io, tr("Cannot create %1 to keep the test result.").arg(dir));
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QString base = dir + QLatin1Char('/') +
                         when.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")) +
                         QLatin1Char('-') + what + QLatin1Char('.');
    QStringList written;
    for (const auto &[ext, bytes] : files) {
        const Status s = common::AtomicFile::write(base + ext, bytes, 0600);
        if (!s) {
            for (const QString &path : written) // all files of a run or none
                (void)common::AtomicFile::remove(path);
            return s.error();
        }
        written << base + ext;
    }
    prune();
    return written;
}

void ResultKeeper::prune() const
{
    static const QRegularExpression run(QStringLiteral("\\A(\\d{8}-\\d{6}-\\d{3})-"));
    const QDir dir(resultsDir());
    const QStringList names = dir.entryList(QDir::Files | QDir::NoSymLinks, QDir::Name);
    QStringList runs;
    for (const QString &name : names)
        if (const auto m = run.match(name); m.hasMatch() && !runs.contains(m.captured(1)))
            runs << m.captured(1);
    if (runs.size() <= kMaxRuns)
        return;
    const QSet<QString> old(runs.cbegin(), runs.cend() - kMaxRuns);
    for (const QString &name : names)
        if (const auto m = run.match(name); m.hasMatch() && old.contains(m.captured(1)))
            (void)common::AtomicFile::remove(dir.filePath(name));
}

} // namespace sparkwire::bench
