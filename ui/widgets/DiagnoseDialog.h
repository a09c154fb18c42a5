#pragma once

#include "doctor/ClusterDoctor.h"
#include "doctor/DoctorCheck.h"
#include "doctor/DoctorInputs.h"

#include <QDialog>

#include <functional>

class QLabel;
class QPushButton;
class QTableWidget;

// Help → Diagnose: the doctor's catalogue of checks on this Spark (core/doctor), one row a
// check with its status, what it looked at, the cause and the fix; failures first. Offered
// too where a link test or an apply fails (with what failed on top). "Save report…" writes the
// redacted archive for a bug report. "Whole cluster" (where the window is a cluster's seat)
// runs the catalogue on every member over the peer channel, with the checks across members,
// in one table with a Member column.
class DiagnoseDialog : public QDialog
{
    Q_OBJECT
public:
    using Gather = std::function<sparkwire::doctor::DoctorInputs()>;
    using ClusterDone = std::function<void(const QList<sparkwire::doctor::MemberCheck> &)>;
    // Starts a cluster-wide run; `owner` owns what it makes, done() once with the table.
    using ClusterRun = std::function<void(QObject *owner, ClusterDone done)>;
    explicit DiagnoseDialog(Gather gather, QWidget *parent = nullptr);

    const QList<sparkwire::doctor::DoctorCheck> &checks() const { return m_checks; }
    const QList<sparkwire::doctor::MemberCheck> &clusterChecks() const { return m_clusterChecks; }
    // Runs every check again and shows the result.
    void runChecks();
    // Offers "Whole cluster" (hidden while unset).
    void setClusterRun(ClusterRun run);
    void runCluster();
    // What failed and brought the person here (an apply, a link test), shown above the table.
    void setContext(const QString &whatFailed);

    // A fix the window can make for some findings (PlanReapply: through the helper): "Fix…"
    // is enabled on a row it is offered for, asks `question` first, runs it, then checks again.
    struct Fix
    {
        std::function<bool(const sparkwire::doctor::DoctorCheck &)> offered;
        std::function<QString(const sparkwire::doctor::DoctorCheck &)> question;
        std::function<void(const sparkwire::doctor::DoctorCheck &,
                           std::function<void(bool ok, const QString &message)> done)>
            run;
    };
    void setFix(Fix fix);
    // Writes the redacted report to file; false (and says why in the dialog) when it could not.
    bool saveReport(const QString &file);

private:
    void chooseAndSave();
    void updateFixButton();
    void askAndFix();
    // Fills the table; members (one per check) shows the Member column.
    void showChecks(const QList<sparkwire::doctor::DoctorCheck> &checks,
                    const QStringList &members);

    Gather m_gather;
    sparkwire::doctor::DoctorInputs m_inputs;
    QList<sparkwire::doctor::DoctorCheck> m_checks;
    QList<sparkwire::doctor::MemberCheck> m_clusterChecks;
    ClusterRun m_clusterRun;
    QLabel *m_context = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_clusterButton = nullptr;
    QPushButton *m_fixButton = nullptr;
    Fix m_fix;
    bool m_clusterShown = false;
    QTableWidget *m_table = nullptr;
};
