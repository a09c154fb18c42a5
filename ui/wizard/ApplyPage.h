#pragma once

#include "WizardPage.h"

#include "cluster/JointApply.h"

#include <QHash>

class ClusterModel;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

// Step 6: the joint apply. A row per member follows it (waiting, trying, verifying each
// twin, then confirmed, or reverted / failed with the reason), the countdown after which
// every member goes back by itself, one Cancel for all of them, and the outcome in one
// sentence; Retry and "Diagnose…" after a failure. A cluster that already has its plan is left
// alone.
class ApplyPage : public WizardPage
{
    Q_OBJECT
public:
    ApplyPage(ClusterModel *cluster, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    bool isComplete() const override;
    void enterPage() override;
    // While every Spark tries the plan (its countdown running) the page stays in sight.
    bool canLeave() const override;
    // Escape while applying is "Cancel on every Spark".
    bool escape() override;

    static QString phaseName(sparkwire::cluster::JointApply::Phase phase);

Q_SIGNALS:
    // "Diagnose…" after a failed apply: open the doctor on it (whatFailed: the outcome shown).
    void diagnoseRequested(const QString &whatFailed);

private:
    // The plan (or why there is none) while nothing runs: intro, Apply, the members' rows.
    void showPlanState();
    void showRows();
    void start();
    void showPhase(const QString &memberId, sparkwire::cluster::JointApply::Phase phase,
                   const QString &detail);
    void showCheck(const QString &memberId, const sparkwire::bench::CheckResult &result);
    void showSecondsLeft(int seconds);
    void showOutcome();
    void showRunning(bool running);

    ClusterModel *m_cluster;
    QLabel *m_intro;
    QPushButton *m_apply;
    QTreeWidget *m_rows;
    QLabel *m_countdownText;
    QProgressBar *m_countdown;
    QPushButton *m_cancel;
    QLabel *m_result;
    QPushButton *m_retry;
    QPushButton *m_diagnose;
    QHash<QString, QTreeWidgetItem *> m_items;
    int m_deadline = 0;
};
