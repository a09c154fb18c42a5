#pragma once

#include "cluster/JointApply.h"

#include <QFrame>
#include <QHash>

class ClusterModel;
class QLabel;
class QPushButton;

// The change every Spark is trying, shown wherever the person is (above every wizard page and
// on the dashboard) until it is kept or reverted: what is happening, the seconds left before
// every Spark goes back by itself, Keep (once every check passed) and Revert. Alt+K and Alt+V
// reach them from anywhere in the window. Once cancelled (Revert, Escape, a failed check) it
// counts the Sparks that reported their previous file back instead of a countdown, and when
// every one has, says so until dismissed or the next apply.
class PendingChangeBanner : public QFrame
{
    Q_OBJECT
public:
    explicit PendingChangeBanner(ClusterModel *cluster, QWidget *parent = nullptr);

private:
    void refresh();
    void showSecondsLeft(int seconds);
    void onPhase(const QString &memberId, sparkwire::cluster::JointApply::Phase phase);
    void onFinished();

    ClusterModel *m_cluster;
    QLabel *m_text;
    QPushButton *m_keep;
    QPushButton *m_revert;
    QPushButton *m_dismiss;
    int m_seconds = -1;
    bool m_keeping = false;    // Keep pressed: the members are confirming
    bool m_cancelling = false; // the members are told to go back; their reports are awaited
    QString m_ended;           // how the cancel ended, shown until dismissed; empty: nothing
    QHash<QString, sparkwire::cluster::JointApply::Phase> m_phases; // this apply's, by member
};
