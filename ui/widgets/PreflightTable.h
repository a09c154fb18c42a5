#pragma once

#include "doctor/ClusterPreflight.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTableWidget;

// The cluster pre-flight (#30 item 1) as one table on the Welcome page: a row per check, a
// column per member of the kept cluster record (named as the record names it), the verdict and
// the fix. The button asks every member over the paired channel (the same run as `sparkwirectl
// doctor --cluster`); the table takes the keyboard (Tab reaches it, arrows move in it).
class PreflightTable : public QWidget
{
    Q_OBJECT
public:
    // Asks every member and calls done once with the comparison; owner: what the run lives in.
    using Run = std::function<void(
        QObject *owner, std::function<void(const sparkwire::doctor::ClusterPreflight &)> done)>;

    explicit PreflightTable(QWidget *parent = nullptr);
    void setRun(Run run);
    // Lists only the rows that do not pass (every row when all pass): where the table shares
    // a page with other things (Review).
    void setProblemsOnly(bool on) { m_problemsOnly = on; }
    // Asks now, as the button does (the Review page runs it on entry).
    void start();
    bool isRunning() const { return m_running; }
    void showPreflight(const sparkwire::doctor::ClusterPreflight &preflight);
    QTableWidget *table() const { return m_table; }
    QPushButton *runButton() const { return m_run; }

    static QString verdictText(sparkwire::doctor::ClusterPreflight::Verdict verdict);

Q_SIGNALS:
    // The table shows a run's answers (from start() or showPreflight()).
    void shown(const sparkwire::doctor::ClusterPreflight &preflight);

private:
    Run m_runner;
    bool m_running = false;
    bool m_problemsOnly = false;
    QLabel *m_state;
    QPushButton *m_run;
    QTableWidget *m_table;
};
