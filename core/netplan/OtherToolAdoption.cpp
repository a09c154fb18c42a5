#include "OtherToolAdoption.h"

#include "YamlText.h"
#include "topology/Ipv4Subnet.h"
#include "topology/PlannedAddress.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTemporaryDir>

#include <yaml-cpp/yaml.h>

namespace sparkwire::netplan {

namespace {
// netplan prints at most this much for a 64 KiB file; more means something else answered.
constexpr qint64 kMaxNetplanOutput = 1 << 20;

// One address entry as `netplan get` writes it: "a.b.c.d/len", or a one-key map of it to its
// options ({label: ..., lifetime: ...}).
std::optional<QString> addressText(const YAML::Node &entry)
{
    if (entry.IsScalar())
        return QString::fromStdString(entry.Scalar());
    if (entry.IsMap() && entry.size() == 1 && entry.begin()->first.IsScalar())
        return QString::fromStdString(entry.begin()->first.Scalar());
    return std::nullopt;
}

Result<ForeignSettings> settingsFromNetplan(const QByteArray &yaml, const QString &shownAs)
{
    const auto refused = [&](const QString &why) {
        return makeError(ErrorCode::Protocol,
                         QCoreApplication::translate("OtherToolAdoption",
                                                     "netplan's reading of %1 cannot be used: %2")
                             .arg(shownAs, why));
    };
    ForeignSettings out;
    try {
        const YAML::Node ethernets = YAML::Load(yaml.toStdString());
        if (!ethernets || ethernets.IsNull())
            return out; // no ethernets at all
        if (!ethernets.IsMap())
            return refused(
                QCoreApplication::translate("OtherToolAdoption", "its ethernets are not a map"));
        if (ethernets.size() > std::size_t(OtherToolAdoption::kMaxNetdevs))
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate("OtherToolAdoption",
                                                         "%1 configures more than %2 netdevs")
                                 .arg(shownAs)
                                 .arg(OtherToolAdoption::kMaxNetdevs));
        for (const auto &kv : ethernets) {
            if (!kv.first.IsScalar() || !kv.second.IsMap())
                return refused(QCoreApplication::translate("OtherToolAdoption",
                                                           "an ethernet entry is not a map"));
            const QString netdev = QString::fromStdString(kv.first.Scalar());
            const YAML::Node addresses = kv.second["addresses"];
            if (addresses && addresses.IsSequence()) {
                if (addresses.size() > std::size_t(OtherToolAdoption::kMaxAddressesPerNetdev))
                    return makeError(ErrorCode::InvalidInput,
                                     QCoreApplication::translate(
                                         "OtherToolAdoption", "%1 gives %2 more than %3 addresses")
                                         .arg(shownAs, netdev)
                                         .arg(OtherToolAdoption::kMaxAddressesPerNetdev));
                for (const YAML::Node &a : addresses) {
                    const auto text = addressText(a);
                    if (!text)
                        return refused(
                            QCoreApplication::translate(
                                "OtherToolAdoption", "an address of %1 is neither text nor a map")
                                .arg(netdev));
                    out.addresses[netdev] << *text;
                }
            }
            const YAML::Node mtu = kv.second["mtu"];
            if (mtu && mtu.IsScalar()) {
                bool ok = false;
                const int value = QString::fromStdString(mtu.Scalar()).toInt(&ok);
                if (!ok)
                    return refused(QCoreApplication::translate("OtherToolAdoption",
                                                               "the MTU of %1 is not a number")
                                       .arg(netdev));
                out.mtu.insert(netdev, value);
            }
        }
    } catch (const YAML::Exception &e) {
        return refused(QString::fromStdString(e.msg));
    }
    return out;
}

struct Candidate
{
    int node = 0;
    topology::Ipv4Subnet base;
};

// The subnet of `netdev` on `node` in a plan that starts from `anchor`: how many blocks after
// the base the plan puts that twin, so that the base which gives it `anchor` is known.
std::optional<topology::Ipv4Subnet> baseGiving(const topology::Ipv4Subnet &anchor,
                                               const QString &netdev, int node,
                                               topology::TopologySpec spec,
                                               const topology::AddressPlanner &trialPlanner)
{
    spec.subnetBase = anchor.toString();
    const topology::PlanResult trial = trialPlanner.plan(spec);
    if (!trial.ok())
        return std::nullopt;
    const topology::NodePlan *mine = trial.plan.node(node);
    if (!mine)
        return std::nullopt;
    for (const topology::PlannedNetdev &d : mine->netdevs) {
        if (d.netdev != netdev)
            continue;
        const auto planned = topology::Ipv4Subnet::parse(d.subnet);
        if (!planned)
            return std::nullopt;
        const quint64 blocks = (planned->network() - anchor.network()) / anchor.size();
        const quint64 back = blocks * anchor.size();
        if (back > anchor.network())
            return std::nullopt;
        return topology::Ipv4Subnet(quint32(anchor.network() - back), anchor.prefix());
    }
    return std::nullopt;
}

const topology::PlannedNetdev *plannedNetdev(const topology::AddressPlan &plan, int node,
                                             const QString &netdev)
{
    const topology::NodePlan *mine = plan.node(node);
    if (!mine)
        return nullptr;
    for (const topology::PlannedNetdev &d : mine->netdevs)
        if (d.netdev == netdev)
            return &d;
    return nullptr;
}
} // namespace

int Adoption::keptCount() const
{
    int n = 0;
    for (const AdoptedAddress &a : addresses)
        n += a.kept ? 1 : 0;
    return n;
}

Result<ForeignSettings> OtherToolAdoption::read(const QString &path) const
{
    const QFileInfo info(path);
    if (!info.exists())
        return makeError(
            ErrorCode::NotFound,
            QCoreApplication::translate("OtherToolAdoption", "%1 does not exist").arg(path));
    if (!info.isFile())
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("OtherToolAdoption", "%1 is not a regular file").arg(path));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return makeError(f.error() == QFileDevice::PermissionsError ? ErrorCode::PermissionDenied
                                                                    : ErrorCode::Io,
                         QCoreApplication::translate(
                             "OtherToolAdoption",
                             "cannot read %1: %2 (netplan files are often root's only: run as "
                             "root, or copy it somewhere readable)")
                             .arg(path, f.errorString()));
    const QByteArray bytes = f.read(kMaxBytes + 1);
    return readBytes(bytes, path);
}

Result<ForeignSettings> OtherToolAdoption::readBytes(const QByteArray &bytes,
                                                     const QString &shownAs) const
{
    if (bytes.size() > kMaxBytes)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate(
                "OtherToolAdoption", "%1 is larger than %2 KiB; a CX-7 netplan file is a few lines")
                .arg(shownAs)
                .arg(kMaxBytes / 1024));
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8.decode(bytes);
    if (utf8.hasError())
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("OtherToolAdoption", "%1 is not UTF-8 text").arg(shownAs));
    if (const QStringList unsafe = YamlText::unsafeCharacters(text, 1); !unsafe.isEmpty())
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("OtherToolAdoption", "%1: %2")
                             .arg(shownAs, unsafe.first()));

    // netplan's own parser on the file alone, in a scratch tree: what netplan would read.
    QTemporaryDir tree;
    if (!tree.isValid())
        return makeError(ErrorCode::Io, QCoreApplication::translate(
                                            "OtherToolAdoption", "no scratch space to read %1: %2")
                                            .arg(shownAs, tree.errorString()));
    const QString copy = tree.path() + QStringLiteral("/etc/netplan/adopt.yaml");
    QDir().mkpath(QFileInfo(copy).path());
    QFile out(copy);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() ||
        !out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return makeError(
            ErrorCode::Io,
            QCoreApplication::translate("OtherToolAdoption", "cannot copy %1 for netplan to read")
                .arg(shownAs));
    out.close();

    QProcess netplan;
    netplan.start(m_command, {QStringLiteral("get"), QStringLiteral("--root-dir"), tree.path(),
                              QStringLiteral("ethernets")});
    if (!netplan.waitForStarted(10000))
        return makeError(ErrorCode::Unavailable,
                         QCoreApplication::translate("OtherToolAdoption",
                                                     "cannot run %1: %2 (install netplan.io)")
                             .arg(m_command, netplan.errorString()));
    if (!netplan.waitForFinished(kNetplanTimeoutSeconds * 1000)) {
        netplan.kill();
        netplan.waitForFinished();
        return makeError(
            ErrorCode::Timeout,
            QCoreApplication::translate("OtherToolAdoption", "netplan did not read %1 within %2 s")
                .arg(shownAs)
                .arg(kNetplanTimeoutSeconds));
    }
    const QByteArray answer = netplan.readAllStandardOutput();
    if (netplan.exitStatus() != QProcess::NormalExit || netplan.exitCode() != 0) {
        // "<path>:<line>:<col>: Error in network definition: ..." names the scratch copy.
        static const QRegularExpression located(QStringLiteral("^(.+?):(\\d+):(\\d+): (.*)$"));
        QString errors = QString::fromUtf8(netplan.readAllStandardError().left(64 * 1024));
        for (const QString &line : errors.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QRegularExpressionMatch m = located.match(line);
            if (m.hasMatch() && m.captured(1) == copy)
                return makeError(
                    ErrorCode::InvalidInput,
                    QCoreApplication::translate("OtherToolAdoption",
                                                "netplan refuses %1: line %2, column %3: %4")
                        .arg(shownAs, m.captured(2), m.captured(3), m.captured(4).trimmed()));
        }
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("OtherToolAdoption", "netplan refuses %1").arg(shownAs),
            errors.replace(tree.path(), QString()).trimmed());
    }
    if (answer.size() > kMaxNetplanOutput)
        return makeError(
            ErrorCode::Protocol,
            QCoreApplication::translate("OtherToolAdoption", "netplan's reading of %1 is too long")
                .arg(shownAs));
    return settingsFromNetplan(answer, shownAs);
}

Result<Adoption> OtherToolAdoption::adopt(const ForeignSettings &settings,
                                          topology::TopologySpec spec, int node,
                                          const topology::AddressPlanner &planner)
{
    using topology::Ipv4Subnet;
    spec.addressing = topology::Addressing::Static;
    topology::AddressPlanner trialPlanner = planner;
    trialPlanner.setNetworksInUse({}); // only where a twin's subnet falls; the real plan checks

    // Every (node, base) that would give one of the file's IPv4 addresses to its netdev.
    QList<Candidate> candidates;
    bool unnumbered = false; // a host part that is no node number of this plan
    for (auto it = settings.addresses.cbegin(); it != settings.addresses.cend(); ++it) {
        for (const QString &text : it.value()) {
            quint32 host = 0;
            const auto subnet = Ipv4Subnet::parseInterface(text, &host);
            if (!subnet || subnet->size() < 4)
                continue;
            const int hostPart = int(host - subnet->network());
            const int n = node > 0 ? node : hostPart;
            if (n < 1 || n > spec.nodes) {
                unnumbered = true;
                continue;
            }
            if (const auto base = baseGiving(*subnet, it.key(), n, spec, trialPlanner)) {
                const Candidate c{n, *base};
                if (std::none_of(candidates.cbegin(), candidates.cend(), [&](const Candidate &o) {
                        return o.node == c.node && o.base == c.base;
                    }))
                    candidates << c;
            }
        }
    }

    // How much of the file a plan keeps: an address kept counts two, its subnet kept one.
    const auto score = [](const Adoption &a) {
        int points = 0;
        for (const AdoptedAddress &entry : a.addresses) {
            const topology::PlannedNetdev *d = plannedNetdev(a.plan, a.node, entry.netdev);
            const auto subnet = Ipv4Subnet::parseInterface(entry.address);
            points += entry.kept ? 2 : (d && subnet && subnet->toString() == d->subnet) ? 1 : 0;
        }
        return points;
    };
    // The candidate that keeps the most (the first of equals: the file's order).
    std::optional<Adoption> best;
    QStringList refusals;
    for (const Candidate &c : std::as_const(candidates)) {
        topology::TopologySpec s = spec;
        s.subnetBase = c.base.toString();
        const topology::PlanResult planned = planner.plan(s);
        if (!planned.ok()) {
            refusals << planned.messages();
            continue;
        }
        Adoption a;
        a.spec = s;
        a.node = c.node;
        a.plan = planned.plan;
        for (auto it = settings.addresses.cbegin(); it != settings.addresses.cend(); ++it)
            for (const QString &text : it.value()) {
                const topology::PlannedNetdev *d = plannedNetdev(a.plan, c.node, it.key());
                a.addresses << AdoptedAddress{it.key(), text, d && d->address.toString() == text,
                                              QString()};
            }
        if (!best || score(a) > score(*best))
            best = a;
    }
    if (!best || score(*best) == 0) {
        refusals.removeDuplicates();
        if (refusals.isEmpty() && unnumbered)
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "OtherToolAdoption",
                                 "the file's host parts are no node numbers of a %1-node plan: "
                                 "say which node this Spark is")
                                 .arg(spec.nodes));
        return makeError(
            ErrorCode::InvalidInput,
            refusals.isEmpty()
                ? QCoreApplication::translate(
                      "OtherToolAdoption",
                      "no address of the file fits a plan of this cabling (a private "
                      "IPv4 address on one of this node's cabled CX-7 netdevs, its "
                      "host part a node number)")
                : QCoreApplication::translate("OtherToolAdoption",
                                              "the plan with the file's addresses is refused: %1")
                      .arg(refusals.first()),
            refusals.join(QLatin1Char('\n')));
    }

    // Why each other address is not kept, and what the netdev gets instead.
    Adoption &a = *best;
    QSet<QString> given;
    for (AdoptedAddress &entry : a.addresses) {
        const topology::PlannedNetdev *d = plannedNetdev(a.plan, a.node, entry.netdev);
        if (entry.kept && !given.contains(entry.netdev)) {
            given.insert(entry.netdev);
            continue;
        }
        entry.kept = false;
        quint32 host = 0;
        const auto subnet = Ipv4Subnet::parseInterface(entry.address, &host);
        if (!subnet)
            entry.why = QCoreApplication::translate(
                "OtherToolAdoption", "not an IPv4 address: Sparkwire plans IPv4 addresses only");
        else if (!d)
            entry.why = QCoreApplication::translate(
                            "OtherToolAdoption",
                            "%1 is not one of node %2's cabled CX-7 netdevs in this plan")
                            .arg(entry.netdev)
                            .arg(a.node);
        else if (given.contains(entry.netdev))
            entry.why = QCoreApplication::translate(
                            "OtherToolAdoption",
                            "a second address on %1: the plan gives each netdev one (%2)")
                            .arg(entry.netdev, d->address.toString());
        else if (subnet->toString() == d->subnet)
            entry.why = QCoreApplication::translate(
                            "OtherToolAdoption",
                            "its subnet is kept, but its host part is %1 and Sparkwire numbers "
                            "hosts by node (this is node %2): the plan gives %3")
                            .arg(int(host - subnet->network()))
                            .arg(a.node)
                            .arg(d->address.toString());
        else
            entry.why = QCoreApplication::translate(
                            "OtherToolAdoption",
                            "its subnet is not the one this twin gets with the others (one subnet "
                            "per cable-twin, in order from %1): the plan gives %2")
                            .arg(a.spec.subnetBase, d->address.toString());
        given.insert(entry.netdev);
    }

    // The MTU: one for every CX-7 netdev, the file's where it sets one that Sparkwire allows.
    QMap<int, int> mtus; // value -> netdevs of the plan that have it
    for (auto it = settings.mtu.cbegin(); it != settings.mtu.cend(); ++it)
        if (plannedNetdev(a.plan, a.node, it.key()))
            ++mtus[it.value()];
    if (mtus.size() > 1)
        a.notes << QCoreApplication::translate(
                       "OtherToolAdoption",
                       "the file sets different MTUs on this node's netdevs; the plan gives every "
                       "CX-7 netdev one: %1")
                       .arg(a.spec.mtu);
    else if (mtus.size() == 1) {
        const int mtu = mtus.firstKey();
        if (mtu < topology::TopologySpec::kMinMtu || mtu > topology::TopologySpec::kMaxMtu)
            a.notes << QCoreApplication::translate(
                           "OtherToolAdoption",
                           "the file's MTU %1 is outside %2..%3; the plan keeps %4")
                           .arg(mtu)
                           .arg(topology::TopologySpec::kMinMtu)
                           .arg(topology::TopologySpec::kMaxMtu)
                           .arg(a.spec.mtu);
        else if (mtu != a.spec.mtu) {
            topology::TopologySpec s = a.spec;
            s.mtu = mtu;
            const topology::PlanResult planned = planner.plan(s);
            if (planned.ok()) {
                a.spec = s;
                a.plan = planned.plan;
            }
        }
    }
    return a;
}

} // namespace sparkwire::netplan
