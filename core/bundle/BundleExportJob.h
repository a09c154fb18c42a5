#pragma once

#include "BundleSource.h"
#include "cluster/ClusterRecord.h"
#include "cluster/JointApply.h"
#include "common/Result.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QString>

#include <memory>

namespace sparkwire::bundle {

// Exports the cluster's bundle without blocking: reads every member's state over the given
// links (cluster::JointApply, the peer channel on a Spark, DemoMemberLinks in the demo),
// plans the kept record over them, builds the signed archive (BundleWriter) and writes it
// atomically. The one export path of `sparkwirectl bundle export` and the window.
class BundleExportJob : public QObject
{
    Q_OBJECT
public:
    struct Inputs
    {
        cluster::ClusterRecord record;      // the cluster record this Spark keeps
        QList<cluster::MemberLink *> links; // one per member of `record`
        cluster::JointApply::Signer signer; // for the members' state requests
        QString exporterId;                 // this Spark's key id
        QByteArray certificatePem;          // its node certificate (public key only)
        QByteArray privateKeyPem;           // its node key: signs the manifest
        QString home;                       // known_hosts from <home>/.ssh (empty: none)
        QString stateDir;                   // results from <stateDir>/results (empty: none)
        bool demo = false;                  // README.md says DEMO
    };
    struct Written
    {
        QString path; // absolute
        qint64 bytes = 0;
        QString sha256;
        int files = 0; // in the archive, manifest and signature included
        BundleSource source;
    };

    explicit BundleExportJob(Inputs inputs, QObject *parent = nullptr);
    ~BundleExportJob() override;

    // "<cluster>-<yyyy-MM-dd>.sparkwire.tar.gz" for today: what a save dialog proposes.
    static QString proposedFileName(const QString &clusterName);

    // Starts; finished() follows once (also after cancel()). outputPath empty: the proposed
    // name in the current directory.
    void start(const QString &outputPath);
    void cancel();
    // The members' states were read and planned: a failure now is in building or writing the
    // file (the CLI's exit 1), not in reaching the cluster (exit 3).
    bool reachedWriting() const { return m_writing; }

    // The pieces export reads from this Spark's files (also for tests).
    static QByteArray pinnedHostKeys(const QString &home, const BundleSource &source);
    static QMap<QString, QByteArray> keptResults(const QString &stateDir);

Q_SIGNALS:
    void progress(const QString &step);
    void finished(const sparkwire::Result<sparkwire::bundle::BundleExportJob::Written> &result);

private:
    void write(const QList<cluster::MemberState> &states);
    void finish(const Result<Written> &result);

    Inputs m_in;
    QString m_path;
    std::unique_ptr<cluster::JointApply> m_apply;
    bool m_done = false;
    bool m_writing = false;
};

} // namespace sparkwire::bundle
