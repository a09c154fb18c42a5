#pragma once

// Members A..H with fixed key ids (A's is "a0" 32 times, B's "a1"...: key id order is
// letter order), real inventories scanned from the sysfs fixtures, and what each member hears for a
// cabling written like testbed.sh's: "A:1-B:0 B:1-C:0" (both twins of each port pair), or
// "A:1a-B:1a" for one twin only. Members named X (or later) are outsiders.
#include "cluster/ClusterRecord.h"
#include "cluster/MemberState.h"
#include "hw/InventoryJson.h"
#include "hw/InventoryScanner.h"
#include "hw/SysfsReader.h"
#include "topology/NetdevNames.h"

#include <QHash>
#include <QJsonDocument>
#include <QMutex>
#include <QRegularExpression>
#include <QStringList>

namespace ClusterFixtures {

using namespace sparkwire;

inline QString idOf(QChar letter)
{
    return QStringLiteral("%1").arg(letter.unicode() - 'A' + 0xa0, 2, 16).repeated(32);
}

inline QChar letterOf(const QString &id)
{
    for (char c = 'A'; c <= 'Z'; ++c)
        if (idOf(QLatin1Char(c)) == id)
            return QLatin1Char(c);
    return QLatin1Char('?');
}

inline QString hostnameOf(QChar letter)
{
    return QStringLiteral("spark-") + letter.toLower();
}

inline cluster::ClusterMember member(QChar letter, int node = 0)
{
    return {idOf(letter), hostnameOf(letter), node};
}

inline QList<cluster::ClusterMember> members(const QString &letters)
{
    QList<cluster::ClusterMember> out;
    for (const QChar c : letters)
        out << member(c);
    return out;
}

// Which recorded Spark each member is: A and C stock DGX OS, B with mlx5-style names, D
// with port 1 only.
inline hw::HostInventory inventoryOf(QChar letter)
{
    // Scanned once per letter: the recorded trees do not change, and the sixteen-member plans
    // asked for them hundreds of times (tst_clusterplanner ran past its 2 minutes under ASan).
    static QMutex lock;
    static QHash<QChar, hw::HostInventory> scanned;
    const QMutexLocker locked(&lock);
    if (const auto it = scanned.constFind(letter); it != scanned.cend())
        return *it;
    static const QStringList fixtures = {QStringLiteral("dgx-port1"), QStringLiteral("mlx5-all-up"),
                                         QStringLiteral("dgx-gid-drift"),
                                         QStringLiteral("dgx-mtu1500-unaddressed")};
    const hw::SysfsReader sysfs(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") +
                                fixtures.at((letter.unicode() - 'A') % fixtures.size()));
    hw::InventoryScanner scanner(sysfs);
    scanner.setHostname(hostnameOf(letter));
    return scanned.insert(letter, scanner.scan()).value();
}

inline QString netdevOf(QChar letter, int port, int half)
{
    const hw::HostInventory inventory = inventoryOf(letter);
    if (const hw::Cx7Port *p = inventory.findPort(port, half))
        return p->netdev;
    return topology::NetdevNames::dgxOsDefaults().name(port, half);
}

// One end of a cable as the spec writes it: letter, port, and the twins it carries.
struct End
{
    QChar letter;
    int port = 0;
    QList<int> halves;
};

inline End parseEnd(const QString &text)
{
    static const QRegularExpression end(QStringLiteral("\\A([A-Z]):([01])([ab]?)\\z"));
    const auto m = end.match(text);
    End e{m.captured(1).at(0), m.captured(2).toInt(), {0, 1}};
    if (!m.captured(3).isEmpty())
        e.halves = {m.captured(3) == QLatin1String("a") ? 0 : 1};
    return e;
}

inline void hear(QHash<QChar, QList<cluster::HeardLink>> &links, const End &local, int localHalf,
                 const End &peer, int peerHalf)
{
    links[local.letter] << cluster::HeardLink{netdevOf(local.letter, local.port, localHalf),
                                              local.port,
                                              localHalf,
                                              idOf(peer.letter),
                                              peer.port,
                                              peerHalf};
}

// What every member hears for a direct cabling; "star:P:LETTERS" is a switch on port P
// (every twin hears the same twin of everyone else through the switch).
inline QHash<QChar, QList<cluster::HeardLink>> heardLinks(const QString &cabling)
{
    QHash<QChar, QList<cluster::HeardLink>> links;
    for (const QString &cable : cabling.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (cable.startsWith(QLatin1String("star:"))) {
            const QStringList parts = cable.split(QLatin1Char(':'));
            const int port = parts[1].toInt();
            for (const QChar a : parts[2])
                for (const QChar b : parts[2])
                    if (a != b)
                        for (int half = 0; half < 2; ++half)
                            hear(links, End{a, port, {}}, half, End{b, port, {}}, half);
            continue;
        }
        const QStringList ends = cable.split(QLatin1Char('-'));
        const End a = parseEnd(ends[0]);
        const End b = parseEnd(ends[1]);
        for (int half : a.halves) {
            hear(links, a, half, b, half);
            hear(links, b, half, a, half);
        }
    }
    return links;
}

inline cluster::MemberState stateOf(QChar letter, const QList<cluster::HeardLink> &links)
{
    cluster::MemberState s;
    s.id = idOf(letter);
    s.version = QStringLiteral("0.1.0");
    s.inventory = QJsonDocument(hw::InventoryJson::toJson(inventoryOf(letter)))
                      .toJson(QJsonDocument::Compact);
    s.links = links;
    return s;
}

inline QList<cluster::MemberState> states(const QString &letters, const QString &cabling)
{
    const auto links = heardLinks(cabling);
    QList<cluster::MemberState> out;
    for (const QChar c : letters)
        out << stateOf(c, links.value(c));
    return out;
}

// "A:1-B:0" for a cable, ends in letter order, cables sorted: for comparing cablings.
inline QString cablingText(const QList<cluster::ClusterCable> &cables)
{
    QStringList out;
    for (const cluster::ClusterCable &c : cables) {
        QString a = QStringLiteral("%1:%2").arg(letterOf(c.idA)).arg(c.portA);
        QString b = QStringLiteral("%1:%2").arg(letterOf(c.idB)).arg(c.portB);
        if (b < a)
            std::swap(a, b);
        out << a + QLatin1Char('-') + b;
    }
    out.sort();
    return out.join(QLatin1Char(' '));
}

// "A=1 B=2": who got which number, in node order.
inline QString numbersText(const QList<cluster::ClusterMember> &numbered)
{
    QStringList out;
    for (const cluster::ClusterMember &m : numbered)
        out << QStringLiteral("%1=%2").arg(letterOf(m.id)).arg(m.node);
    return out.join(QLatin1Char(' '));
}

} // namespace ClusterFixtures
