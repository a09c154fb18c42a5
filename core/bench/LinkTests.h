#pragma once

#include "NcclResult.h"
#include "PerftestResult.h"
#include "TcpLinkTest.h"

#include <QObject>

namespace sparkwire::bench {

// The tests the dashboard runs against the peer, live (NetworkLinkTests) or recorded (the
// demo's): one at a time, with progress and cancel, ending in results and verdicts.
class LinkTests : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual bool isRecorded() const = 0; // results replayed, not measured now
    virtual void runTcp(int seconds) = 0;
    virtual void runRdma(int seconds) = 0;
    virtual void runNccl() = 0;
    virtual void cancel() = 0;

Q_SIGNALS:
    void progress(const QString &what, int done, int total);
    void tcpFinished(const QList<sparkwire::bench::TcpTwinResult> &twins);
    void rdmaFinished(const QList<sparkwire::bench::PerftestResult> &twins,
                      const QList<sparkwire::bench::Diagnosis> &verdicts);
    void ncclRow(const sparkwire::bench::NcclResult &soFar);
    void ncclFinished(const sparkwire::bench::NcclResult &result);
    void failed(const QString &why);
    void cancelled();
};

} // namespace sparkwire::bench
