#pragma once

#include "bench/LinkTests.h"

#include <QWidget>

class NcclChart;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

// Runs the link tests (TCP, RDMA, NCCL) one at a time against the chosen member (or all of
// them) with progress and cancel, and shows each result: per-twin figures, the NCCL chart,
// and the verdicts core computed, in words.
class TestsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TestsPanel(sparkwire::bench::LinkTests *tests, QWidget *parent = nullptr);
    NcclChart *ncclChart() const { return m_chart; }
    // TCP, then RDMA, then NCCL; stops at the first that cannot run or is cancelled.
    void runAll();
    // The failures shown now, one line each (what "Diagnose this Spark…" opens the doctor on).
    QString failureSummary() const;

Q_SIGNALS:
    // "Diagnose this Spark…", offered under the verdicts of a test that failed.
    void diagnoseRequested();

private:
    static QString testName(sparkwire::bench::LinkTestKind kind); // as the buttons name it
    void start(sparkwire::bench::LinkTestKind kind);
    void showMembers(const QStringList &members);
    void finishedOne(); // next test of runAll(), if any
    void setRunning(bool running);
    void addResultText(const QString &text);
    void addVerdicts(const QList<sparkwire::bench::Diagnosis> &verdicts, const QString &allGood);

    sparkwire::bench::LinkTests *m_tests;
    QPushButton *m_tcp;
    QPushButton *m_rdma;
    QPushButton *m_nccl;
    QPushButton *m_all;
    QPushButton *m_cancel;
    QPushButton *m_diagnose = nullptr;
    QSpinBox *m_seconds;
    QComboBox *m_member;
    QComboBox *m_gpuDirect; // NCCL's GPUDirect mode
    QProgressBar *m_progress;
    QLabel *m_status;
    QLabel *m_result;
    QListWidget *m_verdicts;
    NcclChart *m_chart;
    QList<sparkwire::bench::LinkTestKind> m_queue;
    sparkwire::bench::LinkTestKind m_current = sparkwire::bench::LinkTestKind::Tcp;
    bool m_inSequence = false;
    bool m_hasRun = false; // the progress bar stays empty until a test ran
};
