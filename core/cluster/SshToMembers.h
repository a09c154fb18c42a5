#pragma once

#include "peers/PeerSession.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace sparkwire::cluster {

// Passwordless SSH with every member of a cluster whose plan is in force, one member after
// the other through the peer session (each member's person is asked both ways), at the
// member's planned address on its link to this Spark: the address SSH keeps using, and an
// IPv4 one, which a key's from= list needs (beacons come over link-local IPv6).
class SshToMembers : public QObject
{
    Q_OBJECT
public:
    struct Member
    {
        QString name; // as this Spark paired it
        peers::PeerTarget target;
    };

    explicit SshToMembers(peers::PeerSession *session, QObject *parent = nullptr);
    // Starts with the first; nothing when one is running or the list is empty.
    void start(const QList<Member> &members);
    bool isRunning() const { return m_running; }
    // One line per member done (✔ or ✘ and why), then what is under way.
    QString text() const;
    // How many members answered ✘ in the last run.
    int failures() const { return m_failures; }

Q_SIGNALS:
    void changed();
    void finished();

private:
    void next();

    QPointer<peers::PeerSession> m_session;
    QList<Member> m_queue;
    Member m_current;
    QStringList m_lines;
    QString m_underWay;
    bool m_running = false;
    int m_failures = 0;
};

} // namespace sparkwire::cluster
