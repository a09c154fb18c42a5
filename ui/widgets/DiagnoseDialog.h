#pragma once

#include "doctor/DoctorCheck.h"
#include "doctor/DoctorInputs.h"

#include <QDialog>

#include <functional>

class QLabel;
class QPushButton;
class QTableWidget;

// Help → Diagnose: the doctor's catalogue of checks on this Spark (core/doctor), one row a
// check with its status, what it looked at, the cause and the fix; failures first. Offered
// too where a link test fails. "Save report…" writes the redacted archive for a bug report.
class DiagnoseDialog : public QDialog
{
    Q_OBJECT
public:
    using Gather = std::function<sparkwire::doctor::DoctorInputs()>;
    explicit DiagnoseDialog(Gather gather, QWidget *parent = nullptr);

    const QList<sparkwire::doctor::DoctorCheck> &checks() const { return m_checks; }
    // Runs every check again and shows the result.
    void runChecks();
    // Writes the redacted report to file; false (and says why in the dialog) when it could not.
    bool saveReport(const QString &file);

private:
    void chooseAndSave();

    Gather m_gather;
    sparkwire::doctor::DoctorInputs m_inputs;
    QList<sparkwire::doctor::DoctorCheck> m_checks;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
};
