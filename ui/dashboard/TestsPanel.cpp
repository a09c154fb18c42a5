#include "TestsPanel.h"

#include "NcclChart.h"

#include "bench/RdmaVerdicts.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace sparkwire::bench;

TestsPanel::TestsPanel(LinkTests *tests, QWidget *parent)
    : QWidget(parent)
    , m_tests(tests)
    , m_tcp(new QPushButton(tr("&TCP test"), this))
    , m_rdma(new QPushButton(tr("&RDMA test"), this))
    , m_nccl(new QPushButton(tr("&NCCL test"), this))
    , m_all(new QPushButton(tr("Run &all"), this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_seconds(new QSpinBox(this))
    , m_member(new QComboBox(this))
    , m_gpuDirect(new QComboBox(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_result(new QLabel(this))
    , m_verdicts(new QListWidget(this))
    , m_chart(new NcclChart(this))
{
    setObjectName(QStringLiteral("testsPanel"));
    m_tcp->setObjectName(QStringLiteral("tcpTestButton"));
    m_rdma->setObjectName(QStringLiteral("rdmaTestButton"));
    m_nccl->setObjectName(QStringLiteral("ncclTestButton"));
    m_cancel->setObjectName(QStringLiteral("cancelTestButton"));
    m_all->setObjectName(QStringLiteral("runAllButton"));
    m_all->setToolTip(tr("TCP, then RDMA, then NCCL."));
    m_progress->setObjectName(QStringLiteral("testProgress"));
    m_status->setObjectName(QStringLiteral("testStatus"));
    m_result->setObjectName(QStringLiteral("testResult"));
    m_verdicts->setObjectName(QStringLiteral("verdictList"));
    m_seconds->setObjectName(QStringLiteral("testSeconds"));
    m_member->setObjectName(QStringLiteral("testMember"));
    m_member->setToolTip(tr("Which member of the cluster the tests run against: one, or every "
                            "member in turn (NCCL: all of them at once)."));
    m_gpuDirect->setObjectName(QStringLiteral("testGpuDirect"));
    m_gpuDirect->addItem(tr("Safe (through host memory)"),
                         int(sparkwire::bench::NcclEnvironment::GpuDirect::Safe));
    m_gpuDirect->addItem(tr("DMA-BUF (zero-copy)"),
                         int(sparkwire::bench::NcclEnvironment::GpuDirect::Dmabuf));
    m_gpuDirect->setToolTip(tr("How NCCL moves GPU memory over the links: through host memory "
                               "(works everywhere) or zero-copy with DMA-BUF (needs the open "
                               "GPU kernel modules; nvidia-peermem does not work on the Spark)."));
    m_tcp->setToolTip(tr("Kernel TCP on every twin at once (libiperf): proves addresses, routes "
                         "and MTU. Not RDMA."));
    m_rdma->setToolTip(tr("ib_write_bw on every twin at once: a twin should carry ~92-100 Gb/s, "
                          "the port 184 Gb/s or more."));
    m_nccl->setToolTip(tr("nccl-tests all_gather across both Sparks (mpirun over SSH), with the "
                          "transport NCCL really used."));
    m_seconds->setRange(1, 60);
    m_seconds->setValue(10);
    m_seconds->setSuffix(tr(" s"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_status->setTextFormat(Qt::PlainText);
    m_verdicts->setWordWrap(true);
    m_verdicts->setMinimumHeight(90);

    // Two short rows instead of one long one: the tests and Cancel, then what they run with
    // (label and field pairs), so the dashboard fits 1024 px beside the NCCL chart.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_tcp);
    buttons->addWidget(m_rdma);
    buttons->addWidget(m_nccl);
    buttons->addWidget(m_all);
    buttons->addStretch();
    buttons->addWidget(m_cancel);
    auto *options = new QGridLayout;
    const auto addOption = [this, options](const QString &text, QWidget *field, int row, int column,
                                           int span) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        options->addWidget(label, row, column);
        options->addWidget(field, row, column + 1, 1, span, Qt::AlignLeft);
    };
    addOption(tr("&Length:"), m_seconds, 0, 0, 1);
    addOption(tr("&Member:"), m_member, 0, 2, 1);
    addOption(tr("&GPUDirect:"), m_gpuDirect, 1, 0, 3);
    options->setColumnStretch(4, 1);
    auto *left = new QVBoxLayout;
    left->addLayout(buttons);
    left->addLayout(options);
    left->addWidget(m_progress);
    left->addWidget(m_status);
    // The results of a whole run are longer than the room beside the chart at 1024x700: they
    // scroll, from their first line, instead of being cut at the top and the bottom.
    auto *resultArea = new QScrollArea(this);
    resultArea->setObjectName(QStringLiteral("testResultArea"));
    resultArea->setWidget(m_result);
    resultArea->setWidgetResizable(true);
    resultArea->setFrameShape(QFrame::NoFrame);
    resultArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    left->addWidget(resultArea, 1);
    left->addWidget(m_verdicts, 1);
    m_diagnose = new QPushButton(tr("Diagnose this Spark…"), this);
    m_diagnose->setObjectName(QStringLiteral("diagnoseButton"));
    m_diagnose->setToolTip(tr("Run the doctor's checks (Help → Diagnose): MTU, twins, GIDs, "
                              "link speed, PCIe, the NCCL environment, netplan."));
    m_diagnose->hide();
    connect(m_diagnose, &QPushButton::clicked, this, &TestsPanel::diagnoseRequested);
    left->addWidget(m_diagnose, 0, Qt::AlignLeft);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(left, 1);
    layout->addWidget(m_chart, 1);
    setRunning(false);
    if (!tests) {
        for (QWidget *w : {static_cast<QWidget *>(m_tcp), static_cast<QWidget *>(m_rdma),
                           static_cast<QWidget *>(m_nccl), static_cast<QWidget *>(m_all),
                           static_cast<QWidget *>(m_seconds), static_cast<QWidget *>(m_member),
                           static_cast<QWidget *>(m_gpuDirect)})
            w->setEnabled(false);
        m_status->setText(tr("The link tests need peer discovery, which is off (the main "
                             "window's status bar says why)."));
        return;
    }
    if (tests->isRecorded())
        m_status->setText(
            tr("Demo: the tests replay simulated results shaped like a healthy Spark pair; "
               "nothing here was measured."));

    showMembers(tests->members());
    connect(tests, &LinkTests::membersChanged, this, &TestsPanel::showMembers);
    m_gpuDirect->setCurrentIndex(m_gpuDirect->findData(int(tests->gpuDirect())));
    connect(m_gpuDirect, &QComboBox::currentIndexChanged, this, [this] {
        m_tests->setGpuDirect(
            sparkwire::bench::NcclEnvironment::GpuDirect(m_gpuDirect->currentData().toInt()));
    });
    connect(m_member, &QComboBox::currentIndexChanged, this,
            [this] { m_tests->setTarget(m_member->currentData().toString()); });
    connect(m_tcp, &QPushButton::clicked, this, [this] { start(LinkTestKind::Tcp); });
    connect(m_rdma, &QPushButton::clicked, this, [this] { start(LinkTestKind::Rdma); });
    connect(m_nccl, &QPushButton::clicked, this, [this] { start(LinkTestKind::Nccl); });
    connect(m_all, &QPushButton::clicked, this, &TestsPanel::runAll);
    connect(m_cancel, &QPushButton::clicked, m_tests, &LinkTests::cancel);
    connect(tests, &LinkTests::progress, this, [this](const QString &what, int done, int total) {
        m_status->setText(what);
        m_progress->setRange(0, qMax(1, total));
        m_progress->setValue(done);
    });
    // A step that failed or was cancelled leaves no "Asking spark-b…" above its outcome, and
    // no full bar: the bar is full only after a run that finished.
    // In "Run all", the results of the tests before the failure stay, with those not started.
    connect(tests, &LinkTests::failed, this, [this](const sparkwire::Error &why) {
        QStringList notStarted;
        for (LinkTestKind kind : std::as_const(m_queue))
            notStarted << testName(kind);
        const bool inSequence = m_inSequence;
        m_queue.clear();
        m_inSequence = false;
        QString text = tr("✘ The %1 test did not run: %2").arg(testName(m_current), why.message);
        if (!notStarted.isEmpty())
            text += QLatin1Char('\n') + tr("Not started after this failure: %1.")
                                            .arg(notStarted.join(QStringLiteral(", ")));
        addResultText(text); // while still running: under the earlier results of the sequence
        if (!inSequence)
            m_verdicts->clear();
        // The verdicts end with the failure too, not with an earlier test's success alone.
        auto *item = new QListWidgetItem(text, m_verdicts);
        item->setData(Qt::UserRole, QStringLiteral("test-did-not-run"));
        m_verdicts->scrollToItem(item);
        m_diagnose->show();
        setRunning(false);
        m_status->clear();
        m_progress->reset();
    });
    connect(tests, &LinkTests::cancelled, this, [this] {
        m_queue.clear();
        m_inSequence = false;
        setRunning(false);
        m_status->clear();
        m_progress->reset();
        m_result->setText(tr("Cancelled; nothing is left running."));
    });
    connect(tests, &LinkTests::tcpFinished, this,
            [this](const QString &member, const QList<TcpTwinResult> &twins,
                   const QList<Diagnosis> &verdicts) {
                QStringList lines{tr("TCP to %1:").arg(member)};
                double sum = 0;
                for (const TcpTwinResult &t : twins) {
                    lines << (t.gbps >= 0 ? tr("%1 (port %2, half %3): %4 Gb/s")
                                                .arg(t.path.netdev)
                                                .arg(t.path.port)
                                                .arg(t.path.half)
                                                .arg(t.gbps, 0, 'f', 2)
                                          : tr("%1: failed: %2").arg(t.path.netdev, t.error));
                    sum += qMax(0.0, t.gbps);
                }
                lines << tr("TCP sum: %1 Gb/s (kernel TCP, CPU-bound; RDMA is the RDMA test)")
                             .arg(sum, 0, 'f', 2);
                addResultText(lines.join(QLatin1Char('\n')));
                addVerdicts(verdicts, tr("✔ Every twin to %1 carries TCP traffic.").arg(member));
            });
    connect(tests, &LinkTests::rdmaFinished, this,
            [this](const QString &member, const QList<PerftestResult> &twins,
                   const QList<Diagnosis> &verdicts) {
                QStringList lines{tr("RDMA to %1:").arg(member)};
                double sum = 0;
                // Each twin's verdict from the one classifier `rdma parse` and the doctor use.
                const QList<sparkwire::bench::TwinBandwidth::Classified> classified =
                    sparkwire::bench::RdmaVerdicts::classifyPort(twins);
                for (const PerftestResult &t : twins) {
                    QString verdict;
                    for (const sparkwire::bench::TwinBandwidth::Classified &c : classified)
                        if (c.twin.device == t.device)
                            verdict = sparkwire::bench::TwinBandwidth::verdictName(c.verdict);
                    lines << tr("%1: %2 Gb/s (MTU %3): %4")
                                 .arg(t.device)
                                 .arg(t.bwAvgGbps(), 0, 'f', 2)
                                 .arg(t.mtu ? QString::number(*t.mtu) : QStringLiteral("?"),
                                      verdict.isEmpty() ? QStringLiteral("?") : verdict);
                    sum += t.bwAvgGbps();
                }
                lines << tr("RDMA sum of twins: %1 Gb/s").arg(sum, 0, 'f', 2);
                addResultText(lines.join(QLatin1Char('\n')));
                addVerdicts(verdicts,
                            tr("✔ Both twins to %1 carry full RDMA bandwidth.").arg(member));
            });
    connect(tests, &LinkTests::testFinished, this, [this] {
        setRunning(false);
        finishedOne();
    });
    connect(tests, &LinkTests::ncclRow, this,
            [this](const NcclResult &soFar) { m_chart->setResult(soFar); });
    connect(tests, &LinkTests::ncclFinished, this, [this](const NcclResult &r) {
        m_chart->setResult(r);
        addResultText(tr("%1: transport %2%3, average bus bandwidth %4 GB/s")
                          .arg(r.test.isEmpty() ? tr("NCCL") : r.test,
                               r.transport == NcclResult::Transport::Unknown
                                   ? tr("not in the output (no NCCL_DEBUG=INFO log)")
                                   : NcclResult::transportName(r.transport),
                               r.ibDevices.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" (") + r.ibDevices.join(QStringLiteral(", ")) +
                                         QLatin1Char(')'))
                          .arg(r.avgBusbw.value_or(0), 0, 'f', 2));
        addVerdicts(r.diagnoses, tr("✔ No NCCL problem found."));
    });
}

void TestsPanel::runAll()
{
    if (!m_tests || m_cancel->isEnabled())
        return;
    m_result->clear();
    m_verdicts->clear();
    m_diagnose->hide();
    m_queue = {LinkTestKind::Tcp, LinkTestKind::Rdma, LinkTestKind::Nccl};
    m_inSequence = true;
    finishedOne();
}

void TestsPanel::finishedOne()
{
    if (m_queue.isEmpty()) {
        m_inSequence = false;
        return;
    }
    start(m_queue.takeFirst());
}

QString TestsPanel::testName(LinkTestKind kind)
{
    switch (kind) {
    case LinkTestKind::Tcp:
        return tr("TCP");
    case LinkTestKind::Rdma:
        return tr("RDMA");
    case LinkTestKind::Nccl:
        return tr("NCCL");
    }
    return {};
}

void TestsPanel::start(LinkTestKind kind)
{
    m_current = kind;
    setRunning(true);
    if (kind == LinkTestKind::Nccl)
        m_chart->setResult({});
    m_tests->run(kind, m_seconds->value());
}

void TestsPanel::showMembers(const QStringList &members)
{
    const QString chosen = m_member->currentData().toString();
    const QSignalBlocker blocker(m_member);
    m_member->clear();
    m_member->addItem(tr("All members"), QString());
    for (const QString &name : members)
        m_member->addItem(name, name);
    m_member->setCurrentIndex(qMax(0, m_member->findData(chosen)));
    m_tests->setTarget(m_member->currentData().toString());
}

void TestsPanel::addResultText(const QString &text)
{
    // Every member's and every kind's result of one run, one under the other; a result from
    // outside a run replaces what is shown.
    const bool running = m_cancel->isEnabled();
    m_result->setText(!running || m_result->text().isEmpty()
                          ? text
                          : m_result->text() + QLatin1Char('\n') + text);
}

void TestsPanel::setRunning(bool running)
{
    m_tcp->setEnabled(!running);
    m_rdma->setEnabled(!running);
    m_nccl->setEnabled(!running);
    m_all->setEnabled(!running);
    m_seconds->setEnabled(!running);
    m_member->setEnabled(!running);
    m_cancel->setEnabled(running);
    if (running && !m_inSequence) {
        m_result->clear();
        m_verdicts->clear();
    }
    if (running) {
        m_hasRun = true;
        m_progress->setRange(0, 0); // busy until the first progress
    } else if (m_hasRun) {
        m_progress->setRange(0, 1);
        m_progress->setValue(1);
    } else {
        m_progress->setRange(0, 1);
        m_progress->reset(); // nothing ran yet: an empty bar, not 100 %
    }
}

QString TestsPanel::failureSummary() const
{
    QStringList lines;
    for (int i = 0; i < m_verdicts->count(); ++i) {
        const QString text = m_verdicts->item(i)->text();
        if (text.startsWith(QStringLiteral("✘")))
            lines << text.section(QLatin1Char('\n'), 0, 0).mid(2);
    }
    return lines.join(QStringLiteral("; "));
}

void TestsPanel::addVerdicts(const QList<Diagnosis> &verdicts, const QString &allGood)
{
    if (!m_cancel->isEnabled()) {
        m_verdicts->clear();
        m_diagnose->hide();
    }
    if (!verdicts.isEmpty())
        m_diagnose->show(); // a test failed: the doctor may say why
    for (const Diagnosis &d : verdicts) {
        auto *item = new QListWidgetItem(tr("✘ %1\n   Fix: %2").arg(d.message, d.fix), m_verdicts);
        item->setToolTip(tr("Evidence: %1").arg(d.evidence));
        item->setData(Qt::UserRole, d.id);
    }
    if (verdicts.isEmpty())
        new QListWidgetItem(allGood, m_verdicts);
}
