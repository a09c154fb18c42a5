#pragma once

#include "LinkTestKind.h"
#include "LinkTests.h"
#include "ResultChartSvg.h"
#include "common/Result.h"
#include "hw/HostInventory.h"

#include <QDateTime>
#include <QObject>
#include <QThreadPool>

#include <functional>
#include <memory>

namespace sparkwire::bench {

// Keeps every finished link test in <state>/results, where the config bundle picks them up:
// NCCL as JSON + CSV + an SVG chart, RDMA and TCP as JSON + an SVG chart, named
// <UTC time>-<kind>-<test or member>.<ext>. Atomic writes; only the newest kMaxRuns runs stay.
class ResultKeeper : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxRuns = 60;

    // host: this Spark's name for the charts' footer; demo: results are simulated. Front ends
    // make theirs with forSpark(); tests give a name of their own.
    ResultKeeper(QString stateDir, QString host, bool demo, QObject *parent = nullptr);
    // The keeper of this Spark's runs, the one way the window, `sparkwirectl test` and
    // `sparkwirectl nccl run` make theirs: in <stateDir>/results, the charts' host name from
    // the inventory the run was measured with. Null when there is no state directory.
    static std::unique_ptr<ResultKeeper>
    forSpark(const QString &stateDir, const hw::HostInventory &inventory, bool demo = false);
    ~ResultKeeper() override;

    // Keeps what `tests` reports from now on, in a worker thread (files are fsynced: never on
    // the GUI thread), one result after another; kept() or failed() tells.
    void watch(LinkTests *tests);
    // Runs in that worker thread after the files of a result are written (the window renders
    // the PNGs of the SVG charts there).
    void setAfterKeep(std::function<Status(const QStringList &paths)> afterKeep);

    Result<QStringList> keepNccl(const NcclResult &result,
                                 const QDateTime &when = QDateTime::currentDateTimeUtc());
    Result<QStringList> keepTcp(const QString &member, const QList<TcpTwinResult> &twins,
                                const QList<Diagnosis> &verdicts,
                                const QDateTime &when = QDateTime::currentDateTimeUtc());
    Result<QStringList> keepRdma(const QString &member, const QList<PerftestResult> &twins,
                                 const QList<Diagnosis> &verdicts,
                                 const QDateTime &when = QDateTime::currentDateTimeUtc());

    QString resultsDir() const;
    // The CSV of an NCCL result: one row per message size.
    static QByteArray ncclCsv(const NcclResult &result);

Q_SIGNALS:
    // Files written for one finished test (the window adds a PNG of each SVG).
    void kept(const QStringList &paths);
    void failed(const sparkwire::Error &why);

private:
    Result<QStringList> keep(const QDateTime &when, const QString &what,
                             const QList<QPair<QString, QByteArray>> &files);
    void prune() const;
    void inBackground(std::function<Result<QStringList>()> work);
    ResultChartSvg::Stamp stamp(const QDateTime &when) const;

    QString m_stateDir;
    QString m_host;
    bool m_demo = false;
    std::function<Status(const QStringList &)> m_afterKeep;
    QThreadPool m_worker;
};

} // namespace sparkwire::bench
