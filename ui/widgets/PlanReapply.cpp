#include "PlanReapply.h"

#include "helperclient/ApplyBackend.h"
#include "helperclient/HelperClient.h"

#include <QFile>

namespace {
constexpr unsigned kTrySeconds = 30;
}

PlanReapply::PlanReapply(sparkwire::helper::ApplyBackend *applier, QString netplanRoot, bool demo,
                         QObject *parent)
    : QObject(parent)
    , m_applier(applier)
    , m_netplanRoot(std::move(netplanRoot))
    , m_demo(demo)
{}

bool PlanReapply::fixes(const sparkwire::doctor::DoctorCheck &check)
{
    using Status = sparkwire::doctor::DoctorCheck::Status;
    if (check.id == QLatin1String("mtu-9000"))
        return check.status == Status::Fail;
    if (check.id == QLatin1String("netplan-file-mode"))
        return check.status == Status::Warn &&
               check.evidence.contains(QLatin1String("40-cx7.yaml readable by others"));
    return false;
}

QString PlanReapply::question(const sparkwire::doctor::DoctorCheck &check)
{
    return check.id == QLatin1String("mtu-9000")
               ? tr("Apply this Spark's network plan (40-cx7.yaml) again? The helper applies it "
                    "with its countdown and sets every CX-7 netdev back to the plan, MTU 9000 "
                    "included; the links drop for a moment.")
               : tr("Apply this Spark's network plan (40-cx7.yaml) again? The helper writes it "
                    "again with mode 0600 and applies it with its countdown; the links drop for a "
                    "moment.");
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
    auto *helper = qobject_cast<sparkwire::helper::HelperClient *>(m_applier.data());
    if (!helper)
        return finish(false, tr("there is no helper to apply with"));
    QPointer<PlanReapply> self(this);
    helper->current([self](sparkwire::Result<QByteArray> current) {
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
    using sparkwire::helper::ApplyBackend;
    m_connections << connect(m_applier, &ApplyBackend::tryStarted, this,
                             [this] { m_applier->confirm(); });
    m_connections << connect(m_applier, &ApplyBackend::confirmed, this,
                             [this] { finish(true, tr("Applied the plan again and kept it.")); });
    m_connections << connect(m_applier, &ApplyBackend::failed, this,
                             [this](const QString &why) { finish(false, why); });
    m_connections << connect(m_applier, &ApplyBackend::reverted, this, [this](const QString &why) {
        finish(false, tr("reverted: %1").arg(why));
    });
    m_applier->tryApply(yaml, kTrySeconds);
}

void PlanReapply::finish(bool ok, const QString &message)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    if (Done done = std::exchange(m_done, nullptr))
        done(ok, message);
}
