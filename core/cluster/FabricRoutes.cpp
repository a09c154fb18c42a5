#include "FabricRoutes.h"

#include <QQueue>

#include <algorithm>

namespace sparkwire::cluster {

void FabricRoutes::learn(const QString &member, const QList<HeardLink> &links)
{
    QSet<QString> heard;
    for (const HeardLink &l : links)
        heard.insert(l.peerId);
    m_heard.insert(member, heard);
}

QList<peers::TunnelRoute>
FabricRoutes::routesTo(const QString &target, const QString &self,
                       const QList<peers::RelayVia> &neighbours,
                       const std::function<bool(const QString &)> &isPaired,
                       const std::function<QString(const QString &)> &nameOf) const
{
    QList<peers::TunnelRoute> routes;
    for (const peers::RelayVia &first : neighbours) {
        if (first.id == target || first.id == self || !isPaired(first.id))
            continue;
        // Breadth first from this neighbour, through paired members, to one that hears target.
        QHash<QString, QString> cameFrom{{first.id, QString()}};
        QQueue<QString> queue;
        queue.enqueue(first.id);
        QString last;
        while (!queue.isEmpty() && last.isEmpty()) {
            const QString at = queue.dequeue();
            if (m_heard.value(at).contains(target)) {
                last = at;
                break;
            }
            QStringList next = m_heard.value(at).values();
            std::sort(next.begin(), next.end()); // the same route every time
            for (const QString &n : std::as_const(next)) {
                if (n == self || n == target || cameFrom.contains(n) || !isPaired(n))
                    continue;
                cameFrom.insert(n, at);
                queue.enqueue(n);
            }
        }
        if (last.isEmpty() || last == first.id) // not heard, or heard by the neighbour: a relay
            continue;
        QList<peers::TunnelHop> hops;
        for (QString at = last; !at.isEmpty(); at = cameFrom.value(at))
            hops.prepend({at, nameOf(at)});
        routes.append({first.address, hops});
    }
    std::stable_sort(routes.begin(), routes.end(),
                     [](const peers::TunnelRoute &a, const peers::TunnelRoute &b) {
                         return a.hops.size() < b.hops.size();
                     });
    return routes;
}

} // namespace sparkwire::cluster
