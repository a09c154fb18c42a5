#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class ClusterModel;
class QObject;

namespace sparkwire::bench {
class LinkTests;
}
namespace sparkwire::cluster {
class MemberService;
}
namespace sparkwire::peers {
class PeerSession;
}

// What View > Activity records of each step as the person lives it, with its outcome: on the
// seat pairing, SSH, the joint apply member by member, Keep and the link tests; on a member the
// seat's change being in force here and whether it was kept or put back. Each watch passes one
// line at a time to `note` (MainWindow::notify) while `context` lives.
class ActivityFeed
{
    Q_DECLARE_TR_FUNCTIONS(ActivityFeed)
public:
    using Note = std::function<void(const QString &line)>;

    static void watchPeers(sparkwire::peers::PeerSession *peers, QObject *context, Note note);
    static void watchCluster(ClusterModel *cluster, QObject *context, Note note);
    static void watchTests(sparkwire::bench::LinkTests *tests, QObject *context, Note note);
    static void watchMember(sparkwire::cluster::MemberService *member, QObject *context, Note note);
};
