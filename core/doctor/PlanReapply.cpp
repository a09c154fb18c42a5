#include "PlanReapply.h"

#include "helperclient/ApplyBackend.h"
#include "helperclient/HelperClient.h"
#include "hw/InventoryMonitor.h"

#include <QCoreApplication>
#include <QFile>
#include <QPointer>

#include <yaml-cpp/yaml.h>

#include <memory>

namespace sparkwire::doctor {

namespace {
constexpr int kPollMs = 500;
} // namespace

PlanReapply::PlanReapply(helper::ApplyBackend *applier, hw::InventoryMonitor *inventory,
                         CheckerFactory checkers, QString netplanRoot, bool demo, QObject *parent)
    : QObject(parent)
    , m_applier(applier)
    , m_inventory(inventory)
    , m_checkers(std::move(checkers))
    , m_netplanRoot(std::move(netplanRoot))
    , m_demo(demo)
{
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &PlanReapply::pollLinks);
}

PlanReapply::~PlanReapply()
{
    if (m_checker)
        m_checker->cancel();
}

bool PlanReapply::fixes(const DoctorCheck &check)
{
    if (check.id == QLatin1String("mtu-9000"))
        return check.status == DoctorCheck::Status::Fail;
    if (check.id == QLatin1String("netplan-file-mode"))
        return check.status == DoctorCheck::Status::Warn &&
               check.evidence.contains(QLatin1String("40-cx7.yaml readable by others"));
    return false;
}

QString PlanReapply::question(const DoctorCheck &check)
{
    return check.id == QLatin1String("mtu-9000")
               ? tr("Apply this Spark's network plan (40-cx7.yaml) again? The helper applies it "
                    "with its countdown and sets every CX-7 netdev back to the plan, MTU 9000 "
                    "included; the links drop for a moment.")
               : tr("Apply this Spark's network plan (40-cx7.yaml) again? The helper writes it "
                    "again with mode 0600 and applies it with its countdown; the links drop for a "
                    "moment.");
}

QList<PlanReapply::Twin> PlanReapply::twinsOf(const QByteArray &yaml)
{
    QList<Twin> twins;
    if (yaml.size() > 256 * 1024)
        return twins;
    try {
        const YAML::Node ethernets = YAML::Load(yaml.toStdString())["network"]["ethernets"];
        if (!ethernets.IsMap())
            return twins;
        for (const auto &entry : ethernets) {
            Twin t;
            t.netdev = QString::fromStdString(entry.first.as<std::string>()).left(15);
            const YAML::Node settings = entry.second;
            if (!settings.IsMap())
                continue;
            if (settings["mtu"])
                t.mtu = settings["mtu"].as<int>();
            if (settings["addresses"] && settings["addresses"].IsSequence())
                for (const YAML::Node &a : settings["addresses"])
                    if (a.IsScalar())
                        t.addresses << QString::fromStdString(a.as<std::string>());
            twins << t;
        }
    } catch (const YAML::Exception &) {
        return {};
    }
    return twins;
}

QStringList PlanReapply::linkProblems(const hw::InventoryMonitor &inventory,
                                      const QList<Twin> &twins)
{
    QStringList problems;
    for (const Twin &t : twins) {
        const hw::Cx7Port *port = inventory.inventory().findNetdev(t.netdev);
        if (!port) {
            problems << tr("%1 is not on this Spark.").arg(t.netdev);
            continue;
        }
        if (!port->link.carrier)
            problems << tr("%1 has no carrier.").arg(t.netdev);
        for (const QString &address : t.addresses)
            if (!port->link.ipv4.contains(address))
                problems << tr("%1 does not have its address %2.").arg(t.netdev, address);
        if (t.mtu > 0 && port->link.mtu != t.mtu)
            problems << tr("%1 has MTU %2, not %3.").arg(t.netdev).arg(port->link.mtu).arg(t.mtu);
    }
    return problems;
}

void PlanReapply::run(Done done)
{
    m_done = std::move(done);
    if (!m_applier)
        return finish(false, tr("there is no helper to apply with"));
    if (m_demo) {
        QFile file(m_netplanRoot + QStringLiteral("/etc/netplan/40-cx7.yaml"));
        if (!file.open(QIODevice::ReadOnly))
            return finish(false, tr("this Spark has no 40-cx7.yaml to apply again"));
        return apply(file.read(256 * 1024));
    }
    auto *helper = qobject_cast<helper::HelperClient *>(m_applier.data());
    if (!helper)
        return finish(false, tr("there is no helper to apply with"));
    QPointer<PlanReapply> self(this);
    helper->current([self](Result<QByteArray> current) {
        if (!self)
            return;
        if (!current)
            return self->finish(false, current.errorMessage());
        if (current->trimmed().isEmpty())
            return self->finish(false, tr("this Spark has no 40-cx7.yaml to apply again"));
        self->apply(*current);
    });
}

void PlanReapply::apply(const QByteArray &yaml)
{
    m_twins = twinsOf(yaml);
    if (m_twins.isEmpty())
        return finish(false, tr("the 40-cx7.yaml in force names no netdev to check"));
    m_notKept.clear();
    using helper::ApplyBackend;
    m_connections << connect(m_applier, &ApplyBackend::reverted, this, [this](const Error &why) {
        if (m_notKept.isEmpty())
            return finish(false, tr("reverted: %1").arg(why.message));
        finish(false, tr("Not kept: %1 The helper put the earlier configuration back (%2).")
                          .arg(m_notKept.join(QLatin1Char(' ')), why.message));
    });
    QPointer<PlanReapply> self(this);
    m_applier->tryApply(yaml, m_trySeconds, [self](const Status &tried) {
        if (!self)
            return;
        if (!tried)
            return self->finish(false, tried.errorMessage());
        if (self->m_demo) // the demo's links are played: only its link checks are asked
            return self->runLinkChecks();
        // Until half the countdown is over, the links may still be coming back.
        self->m_pollsLeft = qMax(1, int(self->m_trySeconds * 1000 / 2 / kPollMs));
        self->pollLinks();
        self->m_poll.start();
    });
}

void PlanReapply::pollLinks()
{
    m_inventory->refresh();
    const QStringList problems = linkProblems(*m_inventory, m_twins);
    if (problems.isEmpty()) {
        m_poll.stop();
        return runLinkChecks();
    }
    if (--m_pollsLeft > 0)
        return;
    m_poll.stop();
    m_notKept = problems; // not confirmed: the helper's countdown reverts
}

void PlanReapply::runLinkChecks()
{
    QList<bench::TwinCheckTarget> targets;
    for (const Twin &t : std::as_const(m_twins))
        targets << bench::TwinCheckTarget{t.netdev, t.mtu > 0 ? t.mtu : 9000, QString()};
    if (m_checker)
        m_checker->deleteLater();
    m_checker = m_checkers(this);
    auto failures = std::make_shared<QStringList>();
    connect(m_checker, &bench::LinkChecker::checked, this, [failures](const bench::CheckResult &r) {
        if (!r.ok)
            *failures << (r.diagnosis ? r.diagnosis->message
                                      : r.netdev + QStringLiteral(": ") + r.detail);
    });
    connect(m_checker, &bench::LinkChecker::finished, this, [this, failures](int failed, bool) {
        if (failed == 0 && failures->isEmpty())
            return keep();
        m_notKept = *failures; // not confirmed: the helper's countdown reverts
    });
    m_checker->start(m_inventory->inventory(), targets);
}

void PlanReapply::keep()
{
    QPointer<PlanReapply> self(this);
    m_applier->confirm([self](const Status &kept) {
        if (!self)
            return;
        if (!kept)
            return self->finish(false, kept.errorMessage());
        self->finish(true, tr("Applied the plan again, checked the links and kept it."));
    });
}

void PlanReapply::finish(bool ok, const QString &message)
{
    m_poll.stop();
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    if (Done done = std::exchange(m_done, nullptr))
        done(ok, message);
}

} // namespace sparkwire::doctor
