#include "UnpairCommand.h"

#include "CommandLine.h"
#include "NodeSession.h"

#include "cluster/MemberHelper.h"

#include "peers/PairedPeers.h"
#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshFiles.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QTextStream>

using namespace sparkwire;

namespace {
// Waits for the helper's answer: a command line may wait (never the window).
Status removeDelegation(const MemberHelperFactory &makeMemberHelper, const QString &id)
{
    const std::unique_ptr<cluster::MemberHelper> helper =
        makeMemberHelper ? makeMemberHelper() : nullptr;
    if (!helper)
        return makeError(ErrorCode::Unavailable,
                         QStringLiteral("no connection to sparkwire-helper here"));
    std::optional<Status> result;
    QEventLoop loop;
    helper->removeDelegation(id, [&](Status removed) {
        result = std::move(removed);
        loop.quit();
    });
    if (!result)
        loop.exec();
    return *result;
}
} // namespace

int runUnpairCommand(const QStringList &arguments, const MemberHelperFactory &makeMemberHelper)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Forget a paired peer: its key, the SSH login it was given here and the "
                       "SSH alias made for it."));
    NodeSession::addOptions(parser); // --state-dir (and --sysfs-root, unused: no link needed)
    parser.addPositionalArgument(QStringLiteral("PEER"),
                                 QStringLiteral("The name it was paired as, or the start of its "
                                                "id (at least 8 hex digits)."));
    if (const std::optional<int> exit =
            parseCommandLine(parser, arguments, QStringLiteral("unpair"), out, err, 1, 1))
        return *exit;
    const QString peer = parser.positionalArguments().first();
    peers::PairedPeers paired(stateDirValue(parser));
    const std::optional<peers::PairedPeers::Peer> record = paired.resolve(peer);
    if (!record) {
        err << "sparkwirectl unpair: '" << peer << "' is not paired with this Spark\n";
        return 1;
    }
    const Result<QString> home = ssh::SshFiles::accountHome();
    // SSH first: a key that stays paired but loses its login is safe; the other way is not.
    if (home) {
        const Result<int> removed = ssh::AuthorizedKeys::removePeer(*home, record->id);
        const Status forgotten =
            removed ? ssh::SshClientConfig::forgetHost(*home, record->hostname) : removed.error();
        if (!forgotten) {
            err << "sparkwirectl unpair: " << forgotten.errorMessage() << "\n";
            return 1;
        }
        out << "Removed " << *removed << " authorized_keys line(s) and the ssh alias sparkwire-"
            << record->hostname << ".\n";
    }
    // The delegation next, through this node's helper. Unreachable (no helper here, not
    // running, not authorized) is only a warning: the key is unpaired all the same, so this
    // node's agent and window no longer answer it, and its plans reach nothing.
    const Status revoked = removeDelegation(makeMemberHelper, record->id);
    if (revoked)
        out << "This Spark's helper holds no delegation for " << record->hostname << " any more.\n";
    else if (revoked.error().code != ErrorCode::NotFound)
        err << "sparkwirectl unpair: warning: " << record->hostname
            << "'s delegation was not removed from this Spark's helper: " << revoked.errorMessage()
            << "\n";
    if (const Status removed = paired.remove(record->id); !removed) {
        err << "sparkwirectl unpair: " << removed.errorMessage() << "\n";
        return 1;
    }
    out << "Unpaired " << record->hostname << " (key " << record->id << ").\n";
    // Only this side forgets: the peer is not asked (it may be off or gone for good).
    out << record->hostname
        << " still lists this Spark as paired, with the SSH login it gave it: to forget it there "
           "too, run `sparkwirectl unpair` on "
        << record->hostname << " with this Spark's name.\n";
    return 0;
}
