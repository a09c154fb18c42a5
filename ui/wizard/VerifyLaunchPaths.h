#pragma once

#include "Session.h"

#include <QList>
#include <QObject>
#include <QString>

class QTreeWidget;

// Verify's "Launch paths" rows (issue 30, item 5): once the plan is kept and every twin's
// check passed, every member's TCP paths to the head (node 1) on torch's, Ray's and vLLM's
// ports, one row per member with its fix. Names are the kept record's.
class VerifyLaunchPaths : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        NotRun,
        Running,
        Done,
    };

    explicit VerifyLaunchPaths(QObject *parent = nullptr);

    // Unset: never run (the demo).
    void setRunner(Session::LaunchPaths runner) { m_runner = std::move(runner); }
    State state() const { return m_state; }
    // Runs once per reset(); only for a kept record this Spark (seatId) planned.
    void start(const sparkwire::cluster::ClusterRecord &kept, const QString &seatId);
    void reset();
    // Its rows under their own heading in `list`; the failures among them.
    int addRows(QTreeWidget *list) const;

Q_SIGNALS:
    void changed();

private:
    Session::LaunchPaths m_runner;
    State m_state = State::NotRun;
    sparkwire::cluster::ClusterRecord m_record;
    QList<sparkwire::cluster::MemberLaunchPaths> m_members;
    quint64 m_serial = 0; // a reset drops the answer of the run before it
};
