#include "VerifyBandwidth.h"

#include "bench/LinkTests.h"
#include "bench/RdmaVerdicts.h"

using namespace sparkwire;

VerifyBandwidth::VerifyBandwidth(QObject *parent)
    : QObject(parent)
{}

void VerifyBandwidth::setTests(bench::LinkTests *tests)
{
    if (m_tests)
        disconnect(m_tests, nullptr, this, nullptr);
    m_tests = tests;
    if (!tests)
        return;
    // The tests are shared with the dashboard: only a run started here is taken.
    connect(tests, &bench::LinkTests::rdmaFinished, this,
            [this](const QString &member, const QList<bench::PerftestResult> &twins) {
                if (m_state != State::Running)
                    return;
                for (const bench::TwinBandwidth::Classified &c :
                     bench::RdmaVerdicts::classifyPort(twins))
                    m_rows << Row{member, c.twin.device, c.twin.gbps,
                                  bench::TwinBandwidth::verdictName(c.verdict), c.diagnosis};
                Q_EMIT changed();
            });
    connect(tests, &bench::LinkTests::testFinished, this, [this](bench::LinkTestKind kind) {
        if (m_state != State::Running || kind != bench::LinkTestKind::Rdma)
            return;
        m_state = State::Done;
        Q_EMIT changed();
    });
    // No argument taken: the reason is on the dashboard's Tests panel and in the activity.
    const auto stopped = [this] {
        if (m_state != State::Running)
            return;
        m_state = State::Stopped;
        m_note = tr("the RDMA test stopped before every twin was measured (the dashboard's "
                    "Tests panel says why)");
        Q_EMIT changed();
    };
    connect(tests, &bench::LinkTests::failed, this, stopped);
    connect(tests, &bench::LinkTests::cancelled, this, stopped);
}

void VerifyBandwidth::reset()
{
    if (m_state == State::Running && m_tests)
        m_tests->cancel();
    m_state = State::NotRun;
    m_note.clear();
    m_rows.clear();
    Q_EMIT changed();
}

void VerifyBandwidth::start(bool rdmaDevice)
{
    if (!m_tests)
        return; // a page without the window's tests (its own tests) shows no such row
    m_rows.clear();
    m_note.clear();
    if (!rdmaDevice && !m_tests->isRecorded()) {
        m_state = State::Skipped;
        m_note = tr("this Spark has no RDMA device on an addressed CX-7 twin");
    } else {
        m_state = State::Running;
        // Every member; the dashboard's chosen member is kept (the run reads it at its start).
        const QString chosen = m_tests->target();
        m_tests->setTarget(QString());
        m_tests->runRdma(kSeconds);
        m_tests->setTarget(chosen);
    }
    Q_EMIT changed();
}
