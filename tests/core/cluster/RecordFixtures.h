#pragma once

// Cluster records of the cluster tests: a ring of three, a ring of n, two nodes (members from
// ClusterFixtures).
#include "ClusterFixtures.h"
#include "cluster/ClusterRecord.h"

namespace ClusterFixtures {

using cluster::ClusterCable;
using cluster::ClusterRecord;

inline ClusterRecord ringRecord()
{
    ClusterRecord r;
    r.name = QStringLiteral("lab ring");
    r.seatId = idOf(QLatin1Char('A'));
    r.topology = topology::Topology::Ring;
    r.members = {member(QLatin1Char('A'), 1), member(QLatin1Char('B'), 2),
                 member(QLatin1Char('C'), 3)};
    r.cabling = {{idOf(QLatin1Char('A')), 0, idOf(QLatin1Char('B')), 1},
                 {idOf(QLatin1Char('B')), 0, idOf(QLatin1Char('C')), 1},
                 {idOf(QLatin1Char('A')), 1, idOf(QLatin1Char('C')), 0}};
    r.plannedAt = QDateTime(QDate(2026, 11, 23), QTime(16, 0, 5), Qt::UTC);
    return r;
}

// A ring of n: member i's port 0 to member i+1's port 1, the last back to the first.
inline ClusterRecord ringOf(int n)
{
    ClusterRecord r = ringRecord();
    r.members.clear();
    r.cabling.clear();
    for (int i = 0; i < n; ++i) {
        r.members << member(QLatin1Char('A' + i), i + 1);
        r.cabling << ClusterCable{idOf(QLatin1Char('A' + i)), 0,
                                  idOf(QLatin1Char('A' + (i + 1) % n)), 1};
    }
    return r;
}

inline ClusterRecord twoNodeRecord()
{
    ClusterRecord r;
    r.seatId = idOf(QLatin1Char('A'));
    r.members = {member(QLatin1Char('A'), 1), member(QLatin1Char('B'), 2)};
    r.name = ClusterRecord::defaultName(r.members);
    r.cabling = {{idOf(QLatin1Char('A')), 1, idOf(QLatin1Char('B')), 0}};
    r.plannedAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    return r;
}

} // namespace ClusterFixtures
