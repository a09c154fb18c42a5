#include "KeptResult.h"

#include "common/JsonNumber.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace sparkwire::bench {

namespace {

// Names in a kept file: what ResultKeeper writes, nothing that could be markup or a path.
bool plain(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("\\A[A-Za-z0-9_.:-]{1,64}\\z"));
    return re.match(name).hasMatch();
}

// No link test measures a petabit: anything above is not a rate ResultKeeper wrote.
constexpr double kMaxGbps = 1e6;

// nccl-tests' largest size is far below this (sparkwirectl takes at most 64G).
constexpr qint64 kMaxBytes = 1LL << 40;

std::optional<qint64> byteCount(const QJsonValue &v)
{
    return common::boundedWhole(v, 1, kMaxBytes);
}

// "max_bytes", else the largest size of the first 1024 rows.
std::optional<qint64> ncclMaxBytes(const QJsonObject &o)
{
    if (const auto kept = byteCount(o.value(QStringLiteral("max_bytes"))))
        return kept;
    std::optional<qint64> largest;
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    for (qsizetype i = 0; i < qMin<qsizetype>(rows.size(), 1024); ++i)
        if (const auto size = byteCount(rows.at(i)[QStringLiteral("size")]))
            largest = qMax(largest.value_or(0), *size);
    return largest;
}

bool finiteRate(const QJsonValue &v)
{
    return common::boundedNumber(v, 0, kMaxGbps).has_value();
}

QList<Diagnosis> verdictsFrom(const QJsonValue &array)
{
    QList<Diagnosis> out;
    for (const QJsonValue &v : array.toArray()) {
        if (out.size() >= KeptResult::kMaxVerdicts)
            break;
        if (const std::optional<Diagnosis> d = Diagnosis::fromJson(v))
            out << *d;
    }
    return out;
}

QString keptAtText(const QDateTime &when)
{
    return when.toUTC().toString(Qt::ISODate);
}

// What every TCP and RDMA run keeps besides its twins.
KeptResult linkRun(LinkTestKind kind, const QString &member, const QList<Diagnosis> &verdicts,
                   const QDateTime &when, bool simulated)
{
    KeptResult k;
    k.kind = kind;
    k.member = member;
    k.keptAt = when;
    k.simulated = simulated;
    k.verdicts = verdicts;
    return k;
}

} // namespace

const QString &KeptResult::folderName()
{
    static const QString name = QStringLiteral("results");
    return name;
}

QString KeptResult::folder(const QString &stateDir)
{
    return stateDir + QLatin1Char('/') + folderName();
}

KeptResult KeptResult::nccl(const NcclResult &result, const QDateTime &when, bool simulated)
{
    KeptResult k;
    k.kind = LinkTestKind::Nccl;
    k.test = result.test;
    k.keptAt = when;
    k.simulated = simulated;
    k.verdicts = result.diagnoses;
    k.failed = result.isFailure();
    k.ranks = result.ranks;
    for (const NcclResult::Row &row : result.rows)
        k.bestBusbw = std::max(k.bestBusbw, row.bestBusbw());
    // The largest message size (-e) the run asked for, else the largest it reached: the doctor
    // compares it with the unified memory.
    qint64 largest = result.maxBytes.value_or(0);
    if (!result.maxBytes)
        for (const NcclResult::Row &row : result.rows)
            largest = std::max(largest, row.size);
    if (largest > 0)
        k.maxBytes = largest;
    k.ncclBody = result.toJson();
    return k;
}

KeptResult KeptResult::tcp(const QString &member, const QList<TcpTwinResult> &twins,
                           const QList<Diagnosis> &verdicts, const QDateTime &when, bool simulated)
{
    KeptResult k = linkRun(LinkTestKind::Tcp, member, verdicts, when, simulated);
    for (const TcpTwinResult &t : twins)
        k.twins << Twin{t.path.netdev,
                        t.gbps,
                        {{QStringLiteral("netdev"), t.path.netdev},
                         {QStringLiteral("port"), t.path.port},
                         {QStringLiteral("half"), t.path.half},
                         {QStringLiteral("local_address"), t.path.localAddress},
                         {QStringLiteral("server_address"), t.path.serverAddress},
                         {QStringLiteral("retransmits"), t.retransmits},
                         {QStringLiteral("error"), t.error}}};
    return k;
}

KeptResult KeptResult::rdma(const QString &member, const QList<PerftestResult> &twins,
                            const QList<Diagnosis> &verdicts, const QDateTime &when, bool simulated)
{
    KeptResult k = linkRun(LinkTestKind::Rdma, member, verdicts, when, simulated);
    for (const PerftestResult &t : twins) {
        k.twins << Twin{t.device, t.bwAvgGbps(), {{QStringLiteral("perftest"), t.toJson()}}};
        // Only when both were read: the doctor's roce-counters-steady compares the two.
        if (!t.countersDevice.isEmpty() && !t.countersBefore.isEmpty() &&
            !t.countersAfter.isEmpty()) {
            k.countersBefore.insert(t.countersDevice, t.countersBefore);
            k.countersAfter.insert(t.countersDevice, t.countersAfter);
        }
    }
    return k;
}

QJsonObject KeptResult::toJson() const
{
    if (kind == LinkTestKind::Nccl) {
        QJsonObject json = ncclBody;
        json.insert(QStringLiteral("kept_at"), keptAtText(keptAt));
        json.insert(QStringLiteral("simulated"), simulated);
        json.insert(QStringLiteral("best_busbw_gbs"), bestBusbw);
        json.insert(QStringLiteral("max_bytes"),
                    maxBytes ? QJsonValue(double(*maxBytes)) : QJsonValue());
        return json;
    }
    QJsonArray rows;
    for (const Twin &t : twins) {
        QJsonObject row = t.detail;
        row.insert(QStringLiteral("name"), t.name);
        row.insert(QStringLiteral("gbps"), t.gbps);
        rows.append(row);
    }
    QJsonObject json{{QStringLiteral("test"), linkTestKindName(kind)},
                     {QStringLiteral("member"), member},
                     {QStringLiteral("kept_at"), keptAtText(keptAt)},
                     {QStringLiteral("simulated"), simulated},
                     {QStringLiteral("twins"), rows},
                     {QStringLiteral("verdicts"), diagnosesToJson(verdicts)}};
    if (!countersBefore.isEmpty()) {
        json.insert(QStringLiteral("hw_counters_before"), RoceCounters::toJson(countersBefore));
        json.insert(QStringLiteral("hw_counters_after"), RoceCounters::toJson(countersAfter));
    }
    return json;
}

std::optional<KeptResult> KeptResult::fromJson(const QJsonObject &o)
{
    KeptResult k;
    k.keptAt = QDateTime::fromString(o.value(QStringLiteral("kept_at")).toString(), Qt::ISODate);
    const QString test = o.value(QStringLiteral("test")).toString();
    if (!k.keptAt.isValid() || !plain(test))
        return std::nullopt;
    k.simulated = o.value(QStringLiteral("simulated")).toBool();
    const std::optional<LinkTestKind> kind = linkTestKindFromName(test);
    if (kind == LinkTestKind::Tcp || kind == LinkTestKind::Rdma) {
        k.kind = *kind;
        k.member = o.value(QStringLiteral("member")).toString();
        if (!plain(k.member))
            return std::nullopt;
        for (const QJsonValue &t : o.value(QStringLiteral("twins")).toArray()) {
            QJsonObject row = t.toObject();
            const QString name = row.take(QStringLiteral("name")).toString();
            const QJsonValue gbps = row.take(QStringLiteral("gbps"));
            if (plain(name) && finiteRate(gbps) && k.twins.size() < kMaxTwins)
                k.twins.append({name, gbps.toDouble(), row});
        }
        k.verdicts = verdictsFrom(o.value(QStringLiteral("verdicts")));
        if (k.kind == LinkTestKind::Rdma) {
            k.countersBefore =
                RoceCounters::fromJson(o.value(QStringLiteral("hw_counters_before")).toObject());
            k.countersAfter =
                RoceCounters::fromJson(o.value(QStringLiteral("hw_counters_after")).toObject());
        }
        return k;
    }
    // Anything else is an nccl-tests run, named by its binary.
    if (!finiteRate(o.value(QStringLiteral("best_busbw_gbs"))))
        return std::nullopt;
    k.kind = LinkTestKind::Nccl;
    k.test = test;
    k.bestBusbw = o.value(QStringLiteral("best_busbw_gbs")).toDouble();
    k.failed = o.value(QStringLiteral("failed")).toBool();
    k.ranks = qBound(0, o.value(QStringLiteral("ranks")).toInt(), 1 << 16);
    k.maxBytes = ncclMaxBytes(o);
    k.verdicts = verdictsFrom(o.value(QStringLiteral("diagnoses")));
    k.ncclBody = o;
    for (const char *added : {"kept_at", "simulated", "best_busbw_gbs", "max_bytes"})
        k.ncclBody.remove(QLatin1String(added));
    return k;
}

} // namespace sparkwire::bench
