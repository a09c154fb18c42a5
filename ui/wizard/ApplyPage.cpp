#include "ApplyPage.h"

#include "WizardFrame.h"
#include "cluster/ClusterModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace sparkwire;
using cluster::JointApply;

namespace {
enum Column
{
    MemberColumn,
    NodeColumn,
    PhaseColumn,
    ReasonColumn,
};
const QColor kGood(0x1e, 0x7b, 0x34);
const QColor kBad(0xb3, 0x26, 0x1e);
} // namespace

ApplyPage::ApplyPage(ClusterModel *cluster, QWidget *parent)
    : WizardPage(parent)
    , m_cluster(cluster)
    , m_intro(new QLabel(this))
    , m_apply(new QPushButton(tr("&Apply to every Spark"), this))
    , m_rows(new QTreeWidget(this))
    , m_countdownText(new QLabel(this))
    , m_countdown(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("&Cancel on every Spark"), this))
    , m_result(new QLabel(this))
    , m_retry(new QPushButton(tr("&Retry"), this))
    , m_diagnose(new QPushButton(tr("&Diagnose…"), this))
{
    setObjectName(QStringLiteral("applyPage"));
    m_intro->setObjectName(QStringLiteral("applyIntro"));
    m_intro->setWordWrap(true);
    m_apply->setProperty(WizardFrame::kNotByEnter, true);
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_rows->setObjectName(QStringLiteral("applyRows"));
    m_rows->setAccessibleName(tr("Every member's progress"));
    m_rows->setHeaderLabels({tr("Member"), tr("Node"), tr("Phase"), tr("Reason")});
    m_rows->header()->setSectionResizeMode(MemberColumn, QHeaderView::ResizeToContents);
    m_rows->header()->setSectionResizeMode(NodeColumn, QHeaderView::ResizeToContents);
    m_rows->header()->setSectionResizeMode(PhaseColumn, QHeaderView::ResizeToContents);
    m_rows->setWordWrap(true);
    m_countdownText->setObjectName(QStringLiteral("countdownText"));
    m_countdownText->setWordWrap(true); // never wider than the page
    m_countdown->setObjectName(QStringLiteral("countdownBar"));
    m_countdown->setTextVisible(false);
    m_cancel->setObjectName(QStringLiteral("cancelApplyButton"));
    m_cancel->setToolTip(tr("Every Spark goes back to its previous file."));
    m_result->setObjectName(QStringLiteral("applyResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_retry->setProperty(WizardFrame::kNotByEnter, true);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_retry->setToolTip(tr("Read every member's state again and apply the same plan."));
    m_diagnose->setObjectName(QStringLiteral("applyDiagnoseButton"));
    m_diagnose->setToolTip(tr("Run the doctor's checks (Help → Diagnose) on why the apply failed: "
                              "MTU, twins, other netplan files, the firewall, every member."));

    auto *countdownRow = new QHBoxLayout;
    countdownRow->addWidget(m_countdownText, 1);
    countdownRow->addWidget(m_countdown, 1);
    countdownRow->addWidget(m_cancel);
    auto *resultRow = new QHBoxLayout;
    resultRow->addWidget(m_result, 1);
    resultRow->addWidget(m_retry, 0, Qt::AlignTop);
    resultRow->addWidget(m_diagnose, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_apply, 0, Qt::AlignLeft);
    layout->addWidget(m_rows, 1);
    layout->addLayout(countdownRow);
    layout->addLayout(resultRow);
    showRunning(false);
    m_retry->hide();
    m_diagnose->hide();

    connect(m_apply, &QPushButton::clicked, this, &ApplyPage::start);
    connect(m_retry, &QPushButton::clicked, this, &ApplyPage::start);
    connect(m_diagnose, &QPushButton::clicked, this,
            [this] { Q_EMIT diagnoseRequested(m_result->text()); });
    connect(m_cancel, &QPushButton::clicked, m_cluster, &ClusterModel::cancel);
    JointApply *joint = m_cluster->joint();
    connect(joint, &JointApply::memberPhase, this, &ApplyPage::showPhase);
    connect(joint, &JointApply::twinChecked, this, &ApplyPage::showCheck);
    connect(joint, &JointApply::secondsLeft, this, &ApplyPage::showSecondsLeft);
    connect(joint, &JointApply::readyToKeep, this, [this] {
        m_result->setText(tr("Every check passed on every Spark: keep the change or revert it "
                             "(the banner above)."));
    });
    connect(m_cluster, &ClusterModel::applyFinished, this, &ApplyPage::showOutcome);
    // The plan arrived (the states read on entering), or a seat took the cluster: shown again.
    for (auto changed : {&ClusterModel::statesChanged, &ClusterModel::heldChanged})
        connect(m_cluster, changed, this, [this] {
            if (isVisible() && m_cluster->activity() == ClusterModel::Activity::Idle)
                showPlanState();
        });
    connect(m_cluster, &ClusterModel::activityChanged, this,
            [this] { showRunning(m_cluster->activity() == ClusterModel::Activity::Applying); });
}

QString ApplyPage::title() const
{
    return tr("Apply");
}

QString ApplyPage::subtitle() const
{
    return tr("Every Spark tries its new file, checks every twin to its neighbours, and keeps it "
              "only when all of them pass.");
}

bool ApplyPage::isComplete() const
{
    if (m_cluster->activity() != ClusterModel::Activity::Idle)
        return false;
    if (const auto &outcome = m_cluster->outcome())
        return outcome->ok;
    return m_cluster->planOk() && m_cluster->plan()->unchanged();
}

bool ApplyPage::canLeave() const
{
    return m_cluster->activity() != ClusterModel::Activity::Applying;
}

bool ApplyPage::escape()
{
    if (canLeave())
        return false;
    if (m_cancel->isEnabled())
        m_cancel->click();
    return true;
}

QString ApplyPage::phaseName(JointApply::Phase phase)
{
    switch (phase) {
    case JointApply::Phase::Waiting:
        return tr("waiting");
    case JointApply::Phase::ReadingState:
        return tr("reading its state");
    case JointApply::Phase::Trying:
        return tr("trying");
    case JointApply::Phase::Tried:
        return tr("tried, waiting for the others");
    case JointApply::Phase::Verifying:
        return tr("verifying its twins");
    case JointApply::Phase::Verified:
        return tr("verified");
    case JointApply::Phase::Confirming:
        return tr("confirming");
    case JointApply::Phase::Confirmed:
        return tr("✔ confirmed");
    case JointApply::Phase::Cancelling:
        return tr("cancelling");
    case JointApply::Phase::Cancelled:
        return tr("cancelled, nothing changed");
    case JointApply::Phase::Reverted:
        return tr("↩ reverted");
    case JointApply::Phase::Failed:
        return tr("✘ failed");
    case JointApply::Phase::Unchanged:
        return tr("unchanged");
    }
    return {};
}

void ApplyPage::enterPage()
{
    m_cluster->readStatesIfStale(); // a kept cluster on a restarted window: its plan again
    showPlanState();
}

void ApplyPage::showPlanState()
{
    if (m_cluster->activity() != ClusterModel::Activity::Idle) {
        if (m_cluster->activity() == ClusterModel::Activity::ReadingStates && !m_cluster->outcome())
            m_result->setText(tr("Reading every member's state for the plan…"));
        return;
    }
    const bool unchanged = m_cluster->planOk() && m_cluster->plan()->unchanged();
    m_intro->setText(
        unchanged
            ? tr("Every Spark already has this plan and keeps this cluster record.")
            : tr("Each Spark gets its file: its helper keeps the previous one, applies the new "
                 "one and starts a countdown. Then every Spark checks each twin to its "
                 "neighbours (RoCE GID, MTU, an unfragmented ping). Only when every check "
                 "passes is the change kept on all of them; otherwise every Spark goes back to "
                 "its previous file, and one that cannot be reached goes back by itself when "
                 "its countdown ends. A Spark whose administrator asked to be asked each time "
                 "shows its person the question first."));
    m_apply->setVisible(!unchanged && !m_cluster->outcome());
    m_apply->setEnabled(m_cluster->planOk());
    if (!m_cluster->outcome()) {
        showRows();
        m_result->setStyleSheet(QString());
        m_result->setText(m_cluster->heldBy() ? m_cluster->heldShort()
                          : unchanged         ? tr("Already configured, nothing changed.")
                                              : QString());
        m_retry->hide();
        m_diagnose->hide();
    }
    if (m_apply->isVisible())
        m_apply->setFocus();
    Q_EMIT completeChanged();
}

void ApplyPage::showRows()
{
    m_rows->clear();
    m_items.clear();
    // The plan reviewed, also on Retry after a failure or a cancel (the states read for it are
    // no longer fresh then, and JointApply reads them again before trying anything).
    if (!m_cluster->plan())
        return;
    for (const cluster::MemberPlan &p : m_cluster->plan()->members) {
        auto *item = new QTreeWidgetItem(m_rows);
        item->setText(MemberColumn, p.member.id == m_cluster->seatId()
                                        ? tr("%1 (this Spark)").arg(p.member.hostname)
                                        : p.member.hostname);
        item->setText(NodeColumn, QString::number(p.member.node));
        item->setText(PhaseColumn, phaseName(p.unchanged ? JointApply::Phase::Unchanged
                                                         : JointApply::Phase::Waiting));
        item->setData(MemberColumn, Qt::UserRole, p.member.id);
        item->setExpanded(true);
        m_items.insert(p.member.id, item);
    }
}

void ApplyPage::start()
{
    if (m_cluster->activity() != ClusterModel::Activity::Idle)
        return;
    showRows();
    m_result->setStyleSheet(QString());
    m_result->setText(tr("Reading every member's state again…"));
    m_deadline = 0;
    m_apply->hide();
    m_retry->hide();
    m_diagnose->hide();
    m_cluster->apply();
    Q_EMIT completeChanged();
}

void ApplyPage::showRunning(bool running)
{
    for (QWidget *w : {static_cast<QWidget *>(m_countdownText), static_cast<QWidget *>(m_countdown),
                       static_cast<QWidget *>(m_cancel)})
        w->setVisible(running);
    m_cancel->setEnabled(running);
    if (running) {
        m_countdownText->setText(tr("Waiting for every member…"));
        m_countdown->setRange(0, 0);
        // The members' progress has the keyboard, never "Cancel on every Spark": a stray Space
        // must not undo the apply (Escape or Alt+C cancel on purpose).
        m_rows->setFocus();
    }
    if (running)
        setCursor(Qt::BusyCursor);
    else
        unsetCursor();
    Q_EMIT completeChanged();
}

void ApplyPage::showPhase(const QString &memberId, JointApply::Phase phase, const QString &detail)
{
    QTreeWidgetItem *item = m_items.value(memberId);
    if (!item)
        return;
    item->setData(PhaseColumn, Qt::UserRole, int(phase)); // the last phase it reported
    item->setText(PhaseColumn, phaseName(phase));
    if (!detail.isEmpty() || phase == JointApply::Phase::Trying)
        item->setText(ReasonColumn, detail);
    const bool bad = phase == JointApply::Phase::Failed || phase == JointApply::Phase::Reverted;
    item->setForeground(PhaseColumn, phase == JointApply::Phase::Confirmed ? kGood
                                     : bad                                 ? kBad
                                                                           : QColor());
    if (phase == JointApply::Phase::Trying)
        m_result->setText(tr("Trying the plan on every Spark…"));
    if (m_cluster->joint()->isCancelling() && m_cancel->isEnabled()) {
        // No countdown any more: each Spark's report that its previous file is back ends this.
        m_cancel->setEnabled(false);
        m_countdown->setRange(0, 0);
        m_countdownText->setText(
            tr("Cancelling: waiting for every Spark to report its previous file back…"));
    }
}

void ApplyPage::showCheck(const QString &memberId, const bench::CheckResult &result)
{
    QTreeWidgetItem *item = m_items.value(memberId);
    if (!item)
        return;
    // One child per twin; its checks in one line.
    QTreeWidgetItem *twin = nullptr;
    for (int i = 0; i < item->childCount(); ++i)
        if (item->child(i)->text(MemberColumn) == result.netdev)
            twin = item->child(i);
    if (!twin) {
        twin = new QTreeWidgetItem(item);
        twin->setText(MemberColumn, result.netdev);
        twin->setData(PhaseColumn, Qt::UserRole, true);
        item->setExpanded(true);
    }
    const bool ok = twin->data(PhaseColumn, Qt::UserRole).toBool() && result.ok;
    twin->setData(PhaseColumn, Qt::UserRole, ok);
    twin->setText(PhaseColumn, ok ? tr("✔ checked") : tr("✘ check failed"));
    twin->setForeground(PhaseColumn, ok ? kGood : kBad);
    if (!result.ok)
        twin->setText(ReasonColumn, result.diagnosis ? result.diagnosis->message : result.detail);
}

void ApplyPage::showSecondsLeft(int seconds)
{
    if (seconds > m_deadline || m_countdown->maximum() == 0) {
        m_deadline = seconds;
        m_countdown->setRange(0, std::max(1, seconds));
    }
    m_countdown->setValue(seconds);
    m_countdownText->setText(
        m_cluster->joint()->awaitingKeep()
            ? tr("Every check passed: Keep (above) keeps the change; otherwise every Spark goes "
                 "back to its previous file by itself in %1 s.")
                  .arg(seconds)
            : tr("Every Spark goes back to its previous file by itself in %1 s unless all checks "
                 "pass and you keep the change.")
                  .arg(seconds));
}

void ApplyPage::showOutcome()
{
    const auto &outcome = m_cluster->outcome();
    if (!outcome)
        return;
    m_deadline = 0;
    for (const JointApply::MemberResult &r : outcome->members) {
        QTreeWidgetItem *item = m_items.value(r.member.id);
        if (!item)
            continue;
        switch (r.outcome) {
        case JointApply::MemberOutcome::Confirmed:
            showPhase(r.member.id, JointApply::Phase::Confirmed, {});
            break;
        case JointApply::MemberOutcome::Reverted:
            showPhase(r.member.id, JointApply::Phase::Reverted, r.reason);
            break;
        case JointApply::MemberOutcome::Failed: {
            // The member that failed is put back like the others when it could be.
            const bool putBack =
                item->data(PhaseColumn, Qt::UserRole).toInt() == int(JointApply::Phase::Reverted);
            showPhase(r.member.id, JointApply::Phase::Failed, r.reason);
            if (putBack)
                item->setText(PhaseColumn, tr("✘ failed, ↩ reverted"));
            break;
        }
        case JointApply::MemberOutcome::Unchanged:
            showPhase(r.member.id, JointApply::Phase::Unchanged, {});
            break;
        case JointApply::MemberOutcome::Cancelled:
            showPhase(r.member.id, JointApply::Phase::Cancelled, r.reason);
            break;
        }
        if (!r.failedTwins.isEmpty())
            item->setText(
                ReasonColumn,
                tr("%1 (twins: %2)").arg(r.reason, r.failedTwins.join(QStringLiteral(", "))));
    }
    QString text = outcome->summary;
    if (text.isEmpty())
        text = outcome->ok ? tr("Every Spark confirmed the plan.")
                           : tr("Not applied: every Spark is back on its previous file.");
    if (outcome->ok && outcome->unchanged)
        text = tr("Already configured, nothing changed.");
    m_result->setText(text);
    m_result->setStyleSheet(outcome->ok ? QStringLiteral("QLabel { color: #1e7b34; }")
                                        : QStringLiteral("QLabel { color: #b3261e; }"));
    m_retry->setVisible(!outcome->ok);
    m_diagnose->setVisible(!outcome->ok);
    if (!outcome->ok)
        m_retry->setFocus();
    else
        m_rows->setFocus(); // Enter goes on to Verify (Cancel, which had it, is gone)
    Q_EMIT completeChanged();
}
