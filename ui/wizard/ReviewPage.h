#pragma once

#include "WizardPage.h"

#include "netplan/CandidateCheck.h"
#include "widgets/PreflightTable.h"

#include <QFutureWatcher>

class ClusterModel;
class QCheckBox;
class QLabel;
class QPushButton;
class QTabWidget;

namespace sparkwire::helper {
class ApplyBackend;
}

// Step 5: exactly what changes, member by member, before anything is sent: a tab per member
// with the file it gets, the diff against the one it has ("unchanged" when there is none),
// the other netplan files there that touch the same netdevs, and netplan's own parser on the
// new file (each member's helper checks it again with all its files before it writes).
// Another netplan file that also configures a changing member's CX-7 netdev decides the
// outcome (netplan reads the files in name order and the later one wins): it is shown above
// the tabs, that member's tab comes first, and Next stays off until the person confirms
// they checked it, or, for this Spark's own files, moves those netdevs out of the other files
// through its helper (with the person's click, and polkit's password where it asks).
class ReviewPage : public WizardPage
{
    Q_OBJECT
public:
    // netplanRoot: this Spark's netplan hierarchy, which its file is checked with.
    ReviewPage(ClusterModel *cluster, QString netplanRoot, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    bool isComplete() const override;
    void enterPage() override;

    QTabWidget *tabs() const { return m_tabs; }
    // This Spark's helper: offers to move its netdevs out of the other files.
    void setApplier(sparkwire::helper::ApplyBackend *applier) { m_applier = applier; }
    // The cluster pre-flight over the planned members: run on entering the page, before
    // anything changes; Next waits for it, and a failing row keeps Next off until the person
    // says to apply anyway (as `cluster apply --skip-preflight`).
    void setPreflight(PreflightTable::Run run);
    PreflightTable *preflight() const { return m_preflight; }

private:
    void refresh();
    void validateNext(); // one member at a time, off the GUI thread
    void showValidation();
    void migrate();

    struct Check
    {
        QString memberId;
        QByteArray yaml;
        QLabel *verdict = nullptr;
        bool done = false;
        bool valid = false;
        bool conflicts = false;
    };
    ClusterModel *m_cluster;
    QString m_root;
    QLabel *m_summary;
    QLabel *m_shadowing;
    QCheckBox *m_override;
    QPushButton *m_migrate;
    QLabel *m_migrateResult;
    sparkwire::helper::ApplyBackend *m_applier = nullptr;
    QTabWidget *m_tabs;
    PreflightTable *m_preflight = nullptr;
    QCheckBox *m_preflightOverride = nullptr;
    bool m_preflightFailed = false;
    bool m_preflightShown = false; // a run's answers are shown (not one still asking)
    QList<Check> m_checks;
    QStringList m_conflictHosts; // changing members with another file on their netdevs
    int m_validating = -1;
    QFutureWatcher<sparkwire::netplan::CandidateVerdict> m_validator;
};
