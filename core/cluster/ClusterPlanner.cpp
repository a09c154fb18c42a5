#include "ClusterPlanner.h"

#include "netplan/NetplanPolicy.h"

#include "ClusterText.h"
#include "NodeNumbering.h"
#include "RecordAddresses.h"
#include "hw/InventoryJson.h"
#include "netplan/NetplanWriter.h"
#include "topology/AddressPlanner.h"
#include "topology/HostPlanInputs.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace sparkwire::cluster {

namespace {
constexpr int kMaxNameChars = 64;

// Every problem at once, in the order found; the first is the message, all are the detail.
struct Problems
{
    QStringList list;
    void add(const QString &problem)
    {
        if (!list.contains(problem))
            list << problem;
    }
    bool any() const { return !list.isEmpty(); }
    Error error() const
    {
        return makeError(ErrorCode::InvalidInput, list.first(), list.join(QLatin1Char('\n')));
    }
};

QString twinName(int half)
{
    return half == 0 ? QStringLiteral("a") : QStringLiteral("b");
}

// One link a member heard, with the member that heard it.
struct Heard
{
    QString member;
    HeardLink link;
};

// Names members in messages; a Spark that is not one by the start of its key id.
struct Labels
{
    QHash<QString, ClusterMember> byId;
    QString operator()(const QString &id) const
    {
        const auto it = byId.constFind(id);
        return it != byId.constEnd() ? ClusterText::label(*it) : ClusterText::shortId(id);
    }
};

ClusterPlanner::Cabling switchCabling(const QList<ClusterMember> &members,
                                      const QList<Heard> &heard, const Labels &label,
                                      Problems &problems)
{
    // A star: every member on one port, everyone hearing everyone through the switch.
    QMap<QString, QSet<int>> portsOf;
    for (const Heard &h : heard) {
        portsOf[h.member].insert(h.link.localPort);
        portsOf[h.link.peerId].insert(h.link.peerPort);
    }
    QMap<int, QString> memberOnPort;
    for (auto it = portsOf.cbegin(); it != portsOf.cend(); ++it) {
        if (it->size() > 1)
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner",
                             "%1 is heard on both its ports, and other members on one port: "
                             "through a switch each member uses one port; unplug the other cable")
                             .arg(label(it.key())));
        for (int port : *it)
            memberOnPort.insert(port, it.key());
    }
    if (memberOnPort.size() > 1)
        problems.add(QCoreApplication::translate(
                         "ClusterPlanner",
                         "through a switch every member must be cabled on the same port, but %1 "
                         "uses port 0 and %2 port 1: move one of them")
                         .arg(label(memberOnPort.value(0)), label(memberOnPort.value(1))));
    const int port = memberOnPort.isEmpty() ? 1 : memberOnPort.firstKey();

    QSet<QPair<QString, QString>> pairs;
    QSet<QPair<QString, int>> twinsHeard;
    for (const Heard &h : heard) {
        pairs.insert(qMakePair(qMin(h.member, h.link.peerId), qMax(h.member, h.link.peerId)));
        twinsHeard.insert({h.member, h.link.localHalf});
        twinsHeard.insert({h.link.peerId, h.link.peerHalf});
    }
    for (int i = 0; i < members.size(); ++i) {
        for (int j = i + 1; j < members.size(); ++j) {
            const QString a = qMin(members[i].id, members[j].id);
            const QString b = qMax(members[i].id, members[j].id);
            if (!pairs.contains({a, b}))
                problems.add(QCoreApplication::translate(
                                 "ClusterPlanner",
                                 "%1 and %2 do not hear each other through the switch: check "
                                 "both switch ports and that they are in one network (VLAN)")
                                 .arg(label(members[i].id), label(members[j].id)));
        }
        for (int half = 0; half < 2; ++half)
            if (!twinsHeard.contains({members[i].id, half}))
                problems.add(
                    QCoreApplication::translate(
                        "ClusterPlanner",
                        "twin %1 of port %2 on %3 hears no member through the switch: "
                        "check that the cable is seated and both halves of the port are up")
                        .arg(twinName(half))
                        .arg(port)
                        .arg(label(members[i].id)));
    }
    return {topology::Topology::Switch, {}, port};
}

// A ring of four or more: every member's port 0 cabled to the next member's port 1, one loop
// through every member (docs/DESIGN.md §2). A ring of three keeps its own, older messages.
template <typename Ends>
void ringCabling(const QList<ClusterMember> &members, const QList<QPair<Ends, Ends>> &cables,
                 const Labels &label, Problems &problems)
{
    const QString how = QCoreApplication::translate(
        "ClusterPlanner", "in a ring each Spark's port 0 goes to the next Spark's port 1, and "
                          "the last Spark's port 0 back to the first one's port 1");
    QHash<QString, QSet<int>> portsOf;
    QHash<QString, QStringList> next;
    for (const auto &[a, b] : cables) {
        portsOf[a.first].insert(a.second);
        portsOf[b.first].insert(b.second);
        next[a.first] << b.first;
        next[b.first] << a.first;
        if (a.second == b.second)
            problems.add(QCoreApplication::translate("ClusterPlanner",
                                                     "the cable from port %1 of %2 goes to port "
                                                     "%1 of %3: %4; move one end")
                             .arg(a.second)
                             .arg(label(a.first), label(b.first), how));
    }
    for (const ClusterMember &m : members)
        for (int port = 0; port < 2; ++port)
            if (!portsOf.value(m.id).contains(port))
                problems.add(QCoreApplication::translate("ClusterPlanner",
                                                         "port %1 of %2 leads to no member: %3")
                                 .arg(port)
                                 .arg(label(m.id), how));
    // One loop through everyone, not two smaller rings side by side.
    QSet<QString> reached{members.first().id};
    QStringList toVisit{members.first().id};
    while (!toVisit.isEmpty())
        for (const QString &n : next.value(toVisit.takeLast()))
            if (!reached.contains(n)) {
                reached.insert(n);
                toVisit << n;
            }
    if (reached.size() != members.size())
        problems.add(QCoreApplication::translate("ClusterPlanner",
                                                 "the cables make more than one loop (%1 of %2 "
                                                 "members are cabled to %3 and its neighbours): "
                                                 "%4")
                         .arg(reached.size())
                         .arg(members.size())
                         .arg(label(members.first().id), how));
}

ClusterPlanner::Cabling directCabling(const QList<ClusterMember> &members,
                                      const QList<Heard> &heard, const Labels &label,
                                      Problems &problems)
{
    // Fold what both ends heard, twin by twin, into one cable per port pair.
    using End = QPair<QString, int>; // member id, port
    struct Folded
    {
        ClusterCable cable;
        QSet<int> halvesA;
        QSet<int> halvesB;
    };
    QMap<QPair<End, End>, Folded> cables;
    for (const Heard &h : heard) {
        End a{h.member, h.link.localPort};
        End b{h.link.peerId, h.link.peerPort};
        int halfA = h.link.localHalf;
        int halfB = h.link.peerHalf;
        if (b < a) {
            std::swap(a, b);
            std::swap(halfA, halfB);
        }
        Folded &f = cables[{a, b}];
        f.cable = ClusterCable{a.first, a.second, b.first, b.second};
        f.halvesA.insert(halfA);
        f.halvesB.insert(halfB);
    }

    QMap<End, QStringList> peersAt;
    QMap<QPair<QString, QString>, int> cablesBetween;
    for (const Folded &f : std::as_const(cables)) {
        const ClusterCable &c = f.cable;
        peersAt[{c.idA, c.portA}] << c.idB;
        peersAt[{c.idB, c.portB}] << c.idA;
        ++cablesBetween[{qMin(c.idA, c.idB), qMax(c.idA, c.idB)}];
    }
    for (auto it = peersAt.cbegin(); it != peersAt.cend(); ++it)
        if (it->size() > 1)
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner",
                             "port %1 of %2 leads to %3 and to %4; a QSFP port takes one cable: "
                             "check the cabling")
                             .arg(it.key().second)
                             .arg(label(it.key().first), label(it->at(0)), label(it->at(1))));
    for (auto it = cablesBetween.cbegin(); it != cablesBetween.cend(); ++it)
        if (*it > 1)
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner",
                             "%1 cables run between %2 and %3; one cable carries both twins: "
                             "remove the other, or use it for a third Spark")
                             .arg(*it)
                             .arg(label(it.key().first), label(it.key().second)));

    const qsizetype count = members.size();
    if (count == 3)
        for (int i = 0; i < count; ++i)
            for (int j = i + 1; j < count; ++j) {
                const QString a = qMin(members[i].id, members[j].id);
                const QString b = qMax(members[i].id, members[j].id);
                if (!cablesBetween.contains({a, b}))
                    problems.add(QCoreApplication::translate(
                                     "ClusterPlanner",
                                     "%1 and %2 are not cabled to each other; three Sparks make "
                                     "a ring only with a cable between every two of them (node 1 "
                                     "port 0 to node 2 port 1, node 2 port 0 to node 3 port 1, "
                                     "node 3 port 0 to node 1 port 1)")
                                     .arg(label(members[i].id), label(members[j].id)));
            }
    if (count > topology::TopologySpec::kMaxRingNodes)
        problems.add(QCoreApplication::translate(
                         "ClusterPlanner",
                         "%1 Sparks cabled to each other directly make no cluster Sparkwire "
                         "plans: a ring takes at most %2; cable more through a switch")
                         .arg(count)
                         .arg(topology::TopologySpec::kMaxRingNodes));
    else if (count > 3)
        ringCabling(members, cables.keys(), label, problems);

    // Both twins of every cabled port are planned, so both must have a link.
    for (const Folded &f : std::as_const(cables)) {
        const ClusterCable &c = f.cable;
        for (const auto &[id, port, halves, otherId, otherPort] :
             {std::tuple{c.idA, c.portA, f.halvesA, c.idB, c.portB},
              std::tuple{c.idB, c.portB, f.halvesB, c.idA, c.portA}})
            for (int half = 0; half < 2; ++half)
                if (!halves.contains(half))
                    problems.add(QCoreApplication::translate(
                                     "ClusterPlanner",
                                     "the cable from port %1 of %2 to port %3 of %4: twin %5 of "
                                     "%2 has no link or hears nothing. A port carries two twins "
                                     "and both are planned: check that the cable is seated and "
                                     "that both halves are up")
                                     .arg(port)
                                     .arg(label(id))
                                     .arg(otherPort)
                                     .arg(label(otherId), twinName(half)));
    }

    ClusterPlanner::Cabling cabling;
    cabling.topology = count == 2 ? topology::Topology::TwoNode : topology::Topology::Ring;
    for (const Folded &f : std::as_const(cables))
        cabling.cables << f.cable;
    return cabling;
}

// The record the numbering keeps: the seat's own, else the newest a member keeps.
std::optional<ClusterRecord> keptRecord(const QString &seatId, const QList<MemberState> &states)
{
    std::optional<ClusterRecord> kept;
    for (const MemberState &s : states) {
        if (!s.record)
            continue;
        if (s.id == seatId)
            return s.record;
        if (!kept || s.record->plannedAt > kept->plannedAt)
            kept = s.record;
    }
    return kept;
}
} // namespace

Result<ClusterPlanner::Cabling> ClusterPlanner::cablingOf(const QList<ClusterMember> &members,
                                                          const QList<MemberState> &states)
{
    Problems problems;
    Labels label;
    for (const ClusterMember &m : members)
        label.byId.insert(m.id, m);
    if (members.size() < 2)
        problems.add(QCoreApplication::translate(
            "ClusterPlanner", "a cluster needs at least 2 members: pair another Spark first"));
    if (members.size() > ClusterRecord::kMaxMembers)
        problems.add(QCoreApplication::translate("ClusterPlanner",
                                                 "%1 members are more than the %2 a cluster "
                                                 "takes: leave some out")
                         .arg(members.size())
                         .arg(ClusterRecord::kMaxMembers));

    QHash<QString, const MemberState *> stateOf;
    for (const MemberState &s : states)
        if (label.byId.contains(s.id) && !stateOf.contains(s.id))
            stateOf.insert(s.id, &s);
    QList<Heard> heard;
    QSet<QString> connected;
    for (const ClusterMember &m : members) {
        const MemberState *state = stateOf.value(m.id);
        if (!state) {
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner",
                             "%1 sent no state: check that Sparkwire runs there and that it is "
                             "paired with this Spark")
                             .arg(label(m.id)));
            continue;
        }
        for (const HeardLink &l : state->links) {
            if (!label.byId.contains(l.peerId)) {
                problems.add(QCoreApplication::translate(
                                 "ClusterPlanner",
                                 "%1 hears a Spark that is not a member (key %2) on its port %3: "
                                 "add that Spark to the cluster (pair it first) or unplug the "
                                 "cable")
                                 .arg(label(m.id), ClusterText::shortId(l.peerId))
                                 .arg(l.localPort));
                continue;
            }
            heard << Heard{m.id, l};
            connected.insert(m.id);
            connected.insert(l.peerId);
        }
    }
    for (const ClusterMember &m : members)
        if (stateOf.contains(m.id) && !connected.contains(m.id))
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner",
                             "%1 hears no other member and no member hears it: check its QSFP "
                             "cables and that Sparkwire runs on the Sparks at their other ends")
                             .arg(label(m.id)));
    if (problems.any())
        return problems.error();

    // The switch signature (as in discovery's CablingMap): one twin hears several members.
    QHash<QString, QSet<QString>> membersOnTwin;
    bool star = false;
    for (const Heard &h : std::as_const(heard)) {
        QSet<QString> &peers = membersOnTwin
            [QStringLiteral("%1|%2|%3").arg(h.member).arg(h.link.localPort).arg(h.link.localHalf)];
        peers.insert(h.link.peerId);
        star = star || peers.size() > 1;
    }
    const Cabling cabling = star ? switchCabling(members, heard, label, problems)
                                 : directCabling(members, heard, label, problems);
    if (problems.any())
        return problems.error();
    return cabling;
}

Result<ClusterPlan> ClusterPlanner::plan(const Inputs &in)
{
    Problems problems;
    QSet<QString> ids;
    QSet<QString> names;
    int numbered = 0;
    for (const ClusterMember &m : in.members) {
        if (!ClusterText::isKeyId(m.id))
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner", "member %1: its id is not 64 lower-case hex digits")
                             .arg(m.hostname));
        if (!ClusterText::isHostname(m.hostname))
            problems.add(
                QCoreApplication::translate("ClusterPlanner", "member %1: \"%2\" is not a hostname")
                    .arg(ClusterText::shortId(m.id), m.hostname));
        if (ids.contains(m.id))
            problems.add(QCoreApplication::translate("ClusterPlanner", "%1 is listed twice")
                             .arg(ClusterText::label(m)));
        if (names.contains(m.hostname))
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner", "two members are named %1: names must identify")
                             .arg(m.hostname));
        ids.insert(m.id);
        names.insert(m.hostname);
        numbered += m.node != 0 ? 1 : 0;
    }
    if (!ids.contains(in.seatId))
        problems.add(
            QCoreApplication::translate("ClusterPlanner", "the seat (%1) is not one of the members")
                .arg(ClusterText::shortId(in.seatId)));
    QHash<QString, const MemberState *> stateOf;
    for (const MemberState &s : in.states) {
        if (!ids.contains(s.id))
            problems.add(QCoreApplication::translate("ClusterPlanner",
                                                     "a state came from %1, which is not a member")
                             .arg(ClusterText::shortId(s.id)));
        else if (stateOf.contains(s.id))
            problems.add(QCoreApplication::translate("ClusterPlanner", "two states came from %1")
                             .arg(ClusterText::shortId(s.id)));
        stateOf.insert(s.id, &s);
    }
    if (!in.name.isEmpty() && (in.name.trimmed().isEmpty() || in.name.size() > kMaxNameChars ||
                               !ClusterText::isPlainText(in.name)))
        problems.add(QCoreApplication::translate("ClusterPlanner",
                                                 "the cluster name must be plain text of 1 to %1 "
                                                 "characters")
                         .arg(kMaxNameChars));
    if (numbered != 0 && numbered != in.members.size())
        problems.add(QCoreApplication::translate(
            "ClusterPlanner", "choose a node number for every member, or for none"));
    if (problems.any())
        return problems.error();

    const Result<Cabling> cabling = cablingOf(in.members, in.states);
    if (!cabling)
        return cabling.error();
    const std::optional<ClusterRecord> kept = keptRecord(in.seatId, in.states);
    QList<ClusterMember> members = in.members;
    if (numbered == 0)
        members = NodeNumbering::assign(in.seatId, members, cabling->cables, kept);
    std::sort(members.begin(), members.end(),
              [](const ClusterMember &a, const ClusterMember &b) { return a.node < b.node; });
    if (const Status numbers = NodeNumbering::check(members); !numbers)
        return numbers.error();
    const int count = int(members.size());
    QHash<QString, int> nodeOf;
    for (const ClusterMember &m : members) {
        if (m.node > count)
            problems.add(
                QCoreApplication::translate(
                    "ClusterPlanner", "%1 has node number %2, but %3 members are numbered 1 to %3")
                    .arg(ClusterText::label(m))
                    .arg(m.node)
                    .arg(count));
        nodeOf.insert(m.id, m.node);
    }

    // Each member's own netdev names and the networks any member already uses.
    topology::AddressPlanner planner;
    QList<hw::NetworkInUse> inUse;
    for (const ClusterMember &m : members) {
        const QByteArray &inventoryJson = stateOf.value(m.id)->inventory;
        if (inventoryJson.isEmpty())
            continue; // DGX OS names
        const Result<hw::HostInventory> inventory =
            hw::InventoryJson::fromJson(QJsonDocument::fromJson(inventoryJson).object());
        if (!inventory) {
            problems.add(QCoreApplication::translate(
                             "ClusterPlanner",
                             "%1 sent an inventory this Spark cannot read (%2): update "
                             "Sparkwire on both")
                             .arg(ClusterText::label(m), inventory.error().message));
            continue;
        }
        for (const hw::Cx7Port &port : inventory->ports)
            if (!ClusterText::isNetdevName(port.netdev))
                problems.add(QCoreApplication::translate(
                                 "ClusterPlanner",
                                 "%1 reports a CX-7 netdev named \"%2\", which is not a "
                                 "netdev name")
                                 .arg(ClusterText::label(m), port.netdev));
        topology::applyNamesToPlanner(planner, m.node, *inventory);
        for (const hw::WiredInterface &wired : inventory->management)
            for (const QString &address : wired.link.ipv4)
                inUse.append(
                    {address, QCoreApplication::translate("ClusterPlanner", "address on %1 of %2")
                                  .arg(wired.netdev, m.hostname)});
    }
    if (problems.any())
        return problems.error();
    inUse << in.seatInUse;
    planner.setNetworksInUse(topology::plannerNetworks(inUse));

    // The cables by node number, the lower node first, in node order: the record's order, from
    // which RecordAddresses::plan makes every member's addresses (here and on every reader).
    QList<QPair<topology::Cable, ClusterCable>> cables;
    for (ClusterCable c : cabling->cables) {
        if (nodeOf.value(c.idA) > nodeOf.value(c.idB)) {
            std::swap(c.idA, c.idB);
            std::swap(c.portA, c.portB);
        }
        cables.append(
            {topology::Cable{nodeOf.value(c.idA), c.portA, nodeOf.value(c.idB), c.portB}, c});
    }
    std::sort(cables.begin(), cables.end(), [](const auto &x, const auto &y) {
        return std::tie(x.first.nodeA, x.first.portA) < std::tie(y.first.nodeA, y.first.portA);
    });
    ClusterRecord record;
    if (cabling->topology != topology::Topology::Switch)
        for (const auto &cable : cables)
            record.cabling << cable.second;

    const bool seatKeepsIt = kept && stateOf.value(in.seatId)->record.has_value();
    record.name = !in.name.isEmpty() ? in.name
                  : seatKeepsIt      ? kept->name
                                     : ClusterRecord::defaultName(members);
    record.seatId = in.seatId;
    record.topology = cabling->topology;
    record.subnetBase = in.subnetBase;
    record.mtu = in.mtu;
    record.members = members;
    record.switchPort = cabling->switchPort;
    record.plannedAt = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC);
    // With this planner: the members' own netdev names and the networks in use.
    const Result<topology::AddressPlan> addressPlan = RecordAddresses::plan(record, planner);
    if (!addressPlan)
        return addressPlan.error();
    // What every member will store must read back on every member.
    if (const Result<ClusterRecord> readable = ClusterRecord::fromJson(record.toJson()); !readable)
        return readable.error();

    ClusterPlan plan;
    plan.record = record;
    plan.addressPlan = *addressPlan;
    const bool star = cabling->topology == topology::Topology::Switch;
    for (const ClusterMember &m : members) {
        const MemberState &state = *stateOf.value(m.id);
        MemberPlan mp;
        mp.member = m;
        // The bytes the member's helper will write: its policy's canonical re-emission, so
        // that "unchanged" compares like with like.
        const QByteArray rendered = netplan::renderNodeNetplan(plan.addressPlan, m.node);
        QSet<QString> netdevs;
        for (const topology::PlannedNetdev &d : plan.addressPlan.node(m.node)->netdevs)
            netdevs.insert(d.netdev);
        const netplan::PolicyVerdict verdict = netplan::NetplanPolicy(netdevs).review(rendered);
        if (!verdict.ok())
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate("ClusterPlanner",
                                                         "The plan for %1 breaks Sparkwire's "
                                                         "netplan policy.")
                                 .arg(m.hostname),
                             verdict.problems.join(QLatin1Char('\n')));
        mp.netplan = verdict.canonical;
        mp.current = state.currentCx7;
        mp.unchanged = mp.netplan == mp.current;
        mp.conflicts = state.conflicts;
        mp.kept = state.record;
        mp.addresses = RecordAddresses::addressesOf(plan.addressPlan, m.node);
        // On a switch, the next member by node number (the last: the first). A DF ping round
        // trip tests both ways at the MTU, every member is checked by one and checks one, and
        // members split into groups the switch does not join leave some next member unheard:
        // what every pair would show, in N pings instead of N x (N - 1) (three a second each:
        // sixteen members took 30 sequential pings, 12 s, each).
        const int next = m.node % count + 1;
        for (const topology::PlannedNetdev &d : plan.addressPlan.node(m.node)->netdevs) {
            // Verify: the neighbour's address on this twin's subnet; on a switch, the next one's.
            for (const topology::NodePlan &other : plan.addressPlan.nodes) {
                if (other.node == m.node || other.node != (star ? next : d.peerNode))
                    continue;
                for (const topology::PlannedNetdev &o : other.netdevs)
                    if (o.subnet == d.subnet)
                        mp.checks << bench::TwinCheckTarget{d.netdev, in.mtu, o.address.hostText()};
            }
        }
        plan.members << mp;
    }
    return plan;
}

} // namespace sparkwire::cluster
