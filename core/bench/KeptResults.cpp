#include "KeptResults.h"

#include "common/AtomicFile.h"

#include <QDir>
#include <QJsonDocument>

#include <algorithm>
#include <tuple>

namespace sparkwire::bench {

KeptResults::KeptResults(const QString &stateDir)
    : m_dir(KeptResult::folder(stateDir))
{}

KeptResults::Newest KeptResults::newest()
{
    const QStringList names = QDir(m_dir).entryList({QStringLiteral("*.json")},
                                                    QDir::Files | QDir::NoSymLinks, QDir::Name);
    QHash<QString, std::optional<KeptResult>> still;
    QHash<QString, Kept> links;
    QHash<QString, Kept> nccl;
    for (const QString &name : names) { // oldest first: newer ones replace them
        std::optional<KeptResult> p = m_cache.value(name);
        if (!m_cache.contains(name)) {
            const Result<QByteArray> bytes = common::AtomicFile::read(
                m_dir + QLatin1Char('/') + name, 1 << 20, common::AtomicFile::Check::OwnFile);
            if (bytes)
                p = KeptResult::fromJson(QJsonDocument::fromJson(*bytes).object());
        }
        still.insert(name, p);
        if (!p)
            continue;
        Kept kept{*p, name};
        if (kept.kind == LinkTestKind::Nccl)
            nccl.insert(kept.test, kept);
        else
            links.insert(linkTestKindName(kept.kind) + QLatin1Char('/') + kept.member, kept);
    }
    m_cache = still; // files pruned by ResultKeeper leave the cache too
    Newest out;
    out.links = links.values();
    out.nccl = nccl.values();
    // By kind name, as the exporter's labels sort.
    std::sort(out.links.begin(), out.links.end(), [](const Kept &a, const Kept &b) {
        return std::make_tuple(linkTestKindName(a.kind), a.member) <
               std::make_tuple(linkTestKindName(b.kind), b.member);
    });
    std::sort(out.nccl.begin(), out.nccl.end(),
              [](const Kept &a, const Kept &b) { return a.test < b.test; });
    return out;
}

} // namespace sparkwire::bench
