#include "PendingChangeBanner.h"

#include "cluster/ClusterModel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

using sparkwire::cluster::JointApply;

PendingChangeBanner::PendingChangeBanner(ClusterModel *cluster, QWidget *parent)
    : QFrame(parent)
    , m_cluster(cluster)
    , m_text(new QLabel(this))
    , m_keep(new QPushButton(tr("&Keep"), this))
    , m_revert(new QPushButton(tr("Re&vert"), this))
    , m_dismiss(new QPushButton(tr("Cl&ose"), this))
{
    setObjectName(QStringLiteral("pendingBanner"));
    setAccessibleName(tr("Pending change"));
    setAutoFillBackground(true);
    setStyleSheet(QStringLiteral("#pendingBanner { background: #fff4ce; border-bottom: 2px solid "
                                 "#e69f00; } #pendingBanner QLabel { color: #2b2200; }"));
    m_text->setObjectName(QStringLiteral("pendingText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_keep->setObjectName(QStringLiteral("keepButton"));
    m_keep->setToolTip(tr("Keep the new files on every Spark (possible once every check passed)."));
    m_revert->setObjectName(QStringLiteral("revertButton"));
    m_revert->setToolTip(tr("Every Spark goes back to its previous file now."));
    m_dismiss->setObjectName(QStringLiteral("dismissButton"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_keep);
    layout->addWidget(m_revert);
    layout->addWidget(m_dismiss);

    JointApply *joint = m_cluster->joint();
    connect(m_keep, &QPushButton::clicked, this, [this, joint] {
        m_keeping = true;
        joint->keep();
        refresh();
    });
    connect(m_revert, &QPushButton::clicked, m_cluster, &ClusterModel::cancel);
    connect(joint, &JointApply::secondsLeft, this, &PendingChangeBanner::showSecondsLeft);
    connect(joint, &JointApply::readyToKeep, this, [this] {
        refresh();
        // The decision is the person's now: Space keeps it, Tab reaches Revert.
        if (isVisible() && window()->isActiveWindow())
            m_keep->setFocus(Qt::OtherFocusReason);
    });
    connect(joint, &JointApply::memberPhase, this, &PendingChangeBanner::onPhase);
    connect(m_dismiss, &QPushButton::clicked, m_cluster, &ClusterModel::dismissCancelNotice);
    connect(m_cluster, &ClusterModel::cancelNoticeDismissed, this, [this] {
        m_ended.clear();
        refresh();
    });
    connect(m_cluster, &ClusterModel::activityChanged, this, [this] {
        m_seconds = -1;
        m_keeping = false;
        if (m_cluster->activity() != ClusterModel::Activity::Idle) { // a new run
            m_cancelling = false;
            m_ended.clear();
            m_phases.clear();
        } else if (m_cancelling) {
            // The outcome is there already; said at once, so the banner (and the focus a
            // person may have in it) never goes away in between.
            return onFinished();
        }
        refresh();
    });
    refresh();
}

void PendingChangeBanner::showSecondsLeft(int seconds)
{
    m_seconds = seconds;
    refresh();
}

void PendingChangeBanner::onPhase(const QString &memberId, JointApply::Phase phase)
{
    m_phases.insert(memberId, phase);
    if (m_cluster->joint()->isCancelling())
        m_cancelling = true;
    refresh();
}

void PendingChangeBanner::onFinished()
{
    if (!m_cancelling)
        return;
    m_cancelling = false;
    const auto &outcome = m_cluster->outcome();
    bool allBack = outcome.has_value();
    if (outcome)
        for (const JointApply::MemberResult &r : outcome->members)
            allBack = allBack && r.outcome != JointApply::MemberOutcome::Failed &&
                      r.outcome != JointApply::MemberOutcome::Confirmed;
    // Said whether or not it was the person who cancelled: the new files are gone everywhere.
    m_ended = allBack   ? tr("Cancelled: every Spark is back on its previous network file.")
              : outcome ? outcome->summary
                        : QString();
    refresh();
}

void PendingChangeBanner::refresh()
{
    if (!m_ended.isEmpty() && m_cluster->activity() == ClusterModel::Activity::Idle) {
        m_text->setText(m_ended);
        m_keep->hide();
        m_revert->hide();
        m_dismiss->show();
        setVisible(true);
        if (hasFocus()) // the person was on Revert or Keep here: Close is next
            m_dismiss->setFocus(Qt::OtherFocusReason);
        return;
    }
    m_dismiss->hide();
    m_keep->show();
    m_revert->show();
    if (m_cancelling && m_cluster->activity() == ClusterModel::Activity::Applying) {
        // No countdown now: each Spark's own report of its previous file back ends this.
        int back = 0;
        for (const JointApply::Phase phase : std::as_const(m_phases))
            back += phase == JointApply::Phase::Reverted || phase == JointApply::Phase::Cancelled ||
                    phase == JointApply::Phase::Unchanged;
        // Disabled buttons lose the focus to some other part of the window: the banner keeps
        // it, so the keyboard stays where the person is.
        if (m_keep->hasFocus() || m_revert->hasFocus())
            setFocus(Qt::OtherFocusReason);
        m_keep->setEnabled(false);
        m_revert->setEnabled(false);
        m_text->setText(tr("Cancelling: %1 of %2 Sparks are back on their previous network file…")
                            .arg(back)
                            .arg(m_cluster->members().size()));
        setVisible(true);
        return;
    }
    // Pending from the first try until the apply ends (kept, reverted or failed).
    JointApply *joint = m_cluster->joint();
    if (m_seconds < 0)
        m_seconds = joint->secondsLeftNow(); // made while a change was already pending
    const bool pending =
        m_cluster->activity() == ClusterModel::Activity::Applying && m_seconds >= 0;
    const bool ready = pending && joint->awaitingKeep();
    m_keep->setEnabled(ready && !m_keeping);
    m_revert->setEnabled(pending && !m_keeping);
    setVisible(pending);
    if (!pending)
        return;
    const int seconds = m_seconds;
    m_text->setText(
        m_keeping ? tr("Keeping the new network files on every Spark…")
        : ready
            ? tr("Every check passed. Keep the new network files? Without Keep every Spark goes "
                 "back to its previous file by itself in %n s.",
                 "", seconds)
            : tr("A network change is being tried on every Spark and checked. Every Spark goes "
                 "back to its previous file by itself in %n s unless you keep it.",
                 "", seconds));
}
