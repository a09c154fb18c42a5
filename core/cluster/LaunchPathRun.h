#pragma once

#include "ClusterRecord.h"

#include "bench/LaunchPathCheck.h"
#include "peers/PeerAsk.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace sparkwire::cluster {

// One member's launch paths to the head, as the seat shows them: the member as the seat's own
// record names it, and either its checked paths or why none were checked.
struct MemberLaunchPaths
{
    ClusterMember member;
    QList<bench::LaunchPathResult> paths;
    QString error; // empty when `paths` is its answer
    bool ok() const;
};

// The seat's side of the launch-path check (issue 30, item 5), after Keep: every member but
// the head (the record's node 1) is asked "launch-path" over the peer channel, by its own key,
// at its planned addresses on the links to this Spark; this Spark, when it is not the head,
// checks its own paths here. Each answer is read against what this Spark's record says that
// member checks (LaunchPaths::resultsFromJson). finished() once every member answered or the
// deadline passed.
class LaunchPathRun : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        peers::LocalNode local; // this Spark: its id, key and name
        quint16 port = peers::PeerConnection::kPort;
        int timeoutMs = 15000;                               // the whole run
        int attemptMs = 3000;                                // one address: connect, TLS and hello
        int waitMs = bench::LaunchPathCheck::kDefaultWaitMs; // this Spark's own connects
    };

    explicit LaunchPathRun(Options options, QObject *parent = nullptr);
    ~LaunchPathRun() override;

    void start(const ClusterRecord &record);
    bool isRunning() const { return !m_pending.isEmpty(); }

Q_SIGNALS:
    void finished(const QList<sparkwire::cluster::MemberLaunchPaths> &members);

private:
    struct Pending
    {
        QStringList addresses; // to try, in order
        QString lastFailure;
        QPointer<peers::PeerAsk> ask;
    };
    void connectNext(int index);
    void settle(int index, QList<bench::LaunchPathResult> paths, const QString &error);
    void finishIfDone();

    Options m_options;
    ClusterRecord m_record;
    QList<MemberLaunchPaths> m_results;
    QHash<int, Pending> m_pending;
    QTimer m_deadline;
    bool m_done = true;
};

} // namespace sparkwire::cluster

Q_DECLARE_METATYPE(sparkwire::cluster::MemberLaunchPaths)
