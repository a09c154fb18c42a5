#pragma once

#include "bench/Diagnosis.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace sparkwire::bench {
class LinkTests;
}

// Verify's short RDMA test, NVIDIA's check-connectx-bandwidth in Sparkwire's terms: ib_write_bw
// with 4 QPs for 5 s on every twin to every member (the dashboard's link tests, so the rates are
// also kept as the last test), each twin classified by bench::TwinBandwidth — the classifier
// `rdma parse`, the doctor and the dashboard use. Without an RDMA device it is skipped, saying
// why; while the dashboard runs a test it is not started (they share the tests).
class VerifyBandwidth : public QObject
{
    Q_OBJECT
public:
    static constexpr int kSeconds = 5;

    struct Row
    {
        QString member;
        QString device;
        double gbps = 0;
        QString verdict; // TwinBandwidth::verdictName
        std::optional<sparkwire::bench::Diagnosis> diagnosis;
    };
    enum class State
    {
        NotRun,
        Skipped,
        Running,
        Done,
        Stopped,
    };

    explicit VerifyBandwidth(QObject *parent = nullptr);
    void setTests(sparkwire::bench::LinkTests *tests);
    // rdmaDevice: whether this Spark has an addressed twin with an RDMA device.
    void start(bool rdmaDevice);
    void reset();

    State state() const { return m_state; }
    QString note() const { return m_note; } // why skipped or stopped
    const QList<Row> &rows() const { return m_rows; }

Q_SIGNALS:
    void changed();

private:
    QPointer<sparkwire::bench::LinkTests> m_tests;
    State m_state = State::NotRun;
    QString m_note;
    QList<Row> m_rows;
};
