#include "PendingChangeBanner.h"

#include "wizard/ClusterModel.h"

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

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_keep);
    layout->addWidget(m_revert);

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
    connect(joint, &JointApply::memberPhase, this, &PendingChangeBanner::refresh);
    connect(m_cluster, &ClusterModel::activityChanged, this, [this] {
        m_seconds = -1;
        m_keeping = false;
        refresh();
    });
    refresh();
}

void PendingChangeBanner::showSecondsLeft(int seconds)
{
    m_seconds = seconds;
    refresh();
}

void PendingChangeBanner::refresh()
{
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
