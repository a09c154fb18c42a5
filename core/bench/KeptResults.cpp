#include "KeptResults.h"

#include "common/AtomicFile.h"
#include "common/JsonNumber.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace sparkwire::bench {

namespace {

const QRegularExpression &plainName()
{
    static const QRegularExpression re(QStringLiteral("\\A[A-Za-z0-9_.:-]{1,64}\\z"));
    return re;
}

bool plain(const QString &name)
{
    return plainName().match(name).hasMatch();
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

} // namespace

KeptResults::KeptResults(QString stateDir)
    : m_dir(std::move(stateDir) + QStringLiteral("/results"))
{}

KeptResults::Parsed KeptResults::parse(const QByteArray &bytes)
{
    Parsed p;
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    const QDateTime keptAt =
        QDateTime::fromString(o.value(QStringLiteral("kept_at")).toString(), Qt::ISODate);
    const QString test = o.value(QStringLiteral("test")).toString();
    if (!keptAt.isValid() || !plain(test))
        return p;
    if (test == QLatin1String("tcp") || test == QLatin1String("rdma")) {
        p.link.kind = test;
        p.link.member = o.value(QStringLiteral("member")).toString();
        p.link.keptAt = keptAt;
        if (!plain(p.link.member))
            return p;
        const QJsonArray twins = o.value(QStringLiteral("twins")).toArray();
        for (const QJsonValue &t : twins) {
            const QString name = t[QStringLiteral("name")].toString();
            if (plain(name) && finiteRate(t[QStringLiteral("gbps")]) && p.link.twins.size() < 8)
                p.link.twins.append({name, t[QStringLiteral("gbps")].toDouble()});
        }
        if (test == QLatin1String("rdma")) {
            p.link.countersBefore =
                RoceCounters::fromJson(o.value(QStringLiteral("hw_counters_before")).toObject());
            p.link.countersAfter =
                RoceCounters::fromJson(o.value(QStringLiteral("hw_counters_after")).toObject());
        }
        p.ok = true;
        return p;
    }
    if (!finiteRate(o.value(QStringLiteral("best_busbw_gbs"))))
        return p;
    p.nccl = true;
    p.ncclResult = {test,
                    keptAt,
                    o.value(QStringLiteral("best_busbw_gbs")).toDouble(),
                    o.value(QStringLiteral("failed")).toBool(),
                    qBound(0, o.value(QStringLiteral("ranks")).toInt(), 1 << 16),
                    ncclMaxBytes(o),
                    QString()};
    p.ok = true;
    return p;
}

KeptResults::Newest KeptResults::newest()
{
    const QStringList names = QDir(m_dir).entryList({QStringLiteral("*.json")},
                                                    QDir::Files | QDir::NoSymLinks, QDir::Name);
    QHash<QString, Parsed> still;
    QHash<QString, Link> links;
    QHash<QString, Nccl> nccl;
    for (const QString &name : names) { // oldest first: newer ones replace them
        Parsed p = m_cache.value(name);
        if (!m_cache.contains(name)) {
            const Result<QByteArray> bytes = common::AtomicFile::read(
                m_dir + QLatin1Char('/') + name, 1 << 20, common::AtomicFile::Check::OwnFile);
            p = bytes ? parse(*bytes) : Parsed{};
        }
        still.insert(name, p);
        if (!p.ok)
            continue;
        p.link.file = name;
        p.ncclResult.file = name;
        if (p.nccl)
            nccl.insert(p.ncclResult.test, p.ncclResult);
        else
            links.insert(p.link.kind + QLatin1Char('/') + p.link.member, p.link);
    }
    m_cache = still; // files pruned by ResultKeeper leave the cache too
    Newest out;
    out.links = links.values();
    out.nccl = nccl.values();
    std::sort(out.links.begin(), out.links.end(), [](const Link &a, const Link &b) {
        return std::tie(a.kind, a.member) < std::tie(b.kind, b.member);
    });
    std::sort(out.nccl.begin(), out.nccl.end(),
              [](const Nccl &a, const Nccl &b) { return a.test < b.test; });
    return out;
}

} // namespace sparkwire::bench
