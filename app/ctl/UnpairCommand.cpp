#include "UnpairCommand.h"

#include "CommandLine.h"
#include "NodeSession.h"

#include "peers/PairedPeers.h"
#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshFiles.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace sparkwire;

int runUnpairCommand(const QStringList &arguments)
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
    peers::PairedPeers paired(parser.value(QStringLiteral("state-dir")));
    const std::optional<peers::PairedPeers::Peer> record = paired.resolve(peer);
    if (!record) {
        err << "sparkwirectl unpair: '" << peer << "' is not paired with this Spark\n";
        return 1;
    }
    QString error;
    const QString home = ssh::SshFiles::accountHome(&error);
    // SSH first: a key that stays paired but loses its login is safe; the other way is not.
    if (!home.isEmpty()) {
        int removed = 0;
        error = ssh::AuthorizedKeys::removePeer(home, record->id, &removed);
        if (error.isEmpty())
            error = ssh::SshClientConfig::forgetHost(home, record->hostname);
        if (!error.isEmpty()) {
            err << "sparkwirectl unpair: " << error << "\n";
            return 1;
        }
        out << "Removed " << removed << " authorized_keys line(s) and the ssh alias sparkwire-"
            << record->hostname << ".\n";
    }
    if (!paired.remove(record->id, &error)) {
        err << "sparkwirectl unpair: " << error << "\n";
        return 1;
    }
    out << "Unpaired " << record->hostname << " (key " << record->id << ").\n";
    return 0;
}
