#include "VerifyLaunchPaths.h"

#include "cluster/LaunchPaths.h"
#include "doctor/LaunchPathDoctor.h"

#include <QPointer>
#include <QTreeWidget>

using namespace sparkwire;

VerifyLaunchPaths::VerifyLaunchPaths(QObject *parent)
    : QObject(parent)
{}

void VerifyLaunchPaths::start(const cluster::ClusterRecord &kept, const QString &seatId)
{
    if (!m_runner || m_state != State::NotRun || kept.seatId != seatId)
        return;
    m_record = kept;
    m_state = State::Running;
    const quint64 serial = ++m_serial;
    m_runner(this, kept,
             [self = QPointer<VerifyLaunchPaths>(this),
              serial](const QList<cluster::MemberLaunchPaths> &members) {
                 if (!self || serial != self->m_serial)
                     return;
                 self->m_members = members;
                 self->m_state = State::Done;
                 Q_EMIT self->changed();
             });
    Q_EMIT changed();
}

void VerifyLaunchPaths::reset()
{
    ++m_serial;
    m_state = State::NotRun;
    m_members.clear();
}

int VerifyLaunchPaths::addRows(QTreeWidget *list) const
{
    if (m_state == State::NotRun)
        return 0;
    const std::optional<cluster::ClusterMember> head = cluster::LaunchPaths::head(m_record);
    auto *heading = new QTreeWidgetItem(list);
    heading->setText(0, tr("Launch paths"));
    heading->setText(1, tr("TCP to %1: torch 29500, Ray 6379, vLLM 8000")
                            .arg(head ? head->hostname : tr("node 1")));
    heading->setExpanded(true);
    if (m_state == State::Running) {
        heading->setText(2, tr("checking…"));
        return 0;
    }
    int failures = 0;
    // The doctor's verdicts, causes and fixes: one wording for the window and `doctor`.
    for (const doctor::MemberCheck &c : doctor::LaunchPathDoctor::checks(m_record, m_members)) {
        auto *item = new QTreeWidgetItem(heading);
        const bool ok = c.check.status == doctor::DoctorCheck::Status::Pass;
        item->setText(0, c.member); // the record's name
        item->setText(1, tr("Launch path"));
        item->setText(2, ok ? tr("✔ every port answers (refused is fine: nothing listens yet)")
                            : tr("✘ %1 Fix: %2").arg(c.check.cause, c.check.fix));
        const QString whole = ok ? tr("Launch paths of %1: ✔ %2").arg(c.member, c.check.evidence)
                                 : tr("Launch paths of %1: ✘ %2\nFix: %3\nMeasured: %4")
                                       .arg(c.member, c.check.cause, c.check.fix, c.check.evidence);
        for (int column = 0; column < 3; ++column)
            item->setToolTip(column, whole);
        item->setData(0, Qt::UserRole, ok);
        item->setData(1, Qt::UserRole, whole);
        failures += ok ? 0 : 1;
    }
    return failures;
}
