#include "OtherToolsCommand.h"

#include "CommandLine.h"

#include "helperclient/HelperClient.h"
#include "helperclient/HelperIds.h"
#include "netplan/OtherToolFiles.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace sparkwire;

namespace {
QJsonObject toJson(const netplan::OtherToolFile &f)
{
    QJsonObject netdevs;
    for (auto it = f.addresses.cbegin(); it != f.addresses.cend(); ++it)
        netdevs.insert(it.key(), QJsonObject{{QLatin1String("addresses"),
                                              QJsonArray::fromStringList(it.value())}});
    for (auto it = f.mtu.cbegin(); it != f.mtu.cend(); ++it) {
        QJsonObject n = netdevs.value(it.key()).toObject();
        n.insert(QLatin1String("mtu"), it.value());
        netdevs.insert(it.key(), n);
    }
    return {{QLatin1String("path"), f.path},
            {QLatin1String("tool"), netplan::OtherToolFile::toolName(f.tool)},
            {QLatin1String("disabled"), f.disabled},
            {QLatin1String("readable"), f.readable},
            {QLatin1String("netdevs"), netdevs}};
}

// The helper moves the files (the caller names none); the reply is what it moved.
int throughHelper(bool restore, QTextStream &out, QTextStream &err)
{
    helper::HelperClient client;
    int code = 1;
    const auto done = [&](const Result<QStringList> &moved) {
        if (!moved) {
            err << "sparkwirectl netplan other-tools: "
                << (moved.error().detail == QLatin1String(helper::kErrorNotAuthorized)
                        ? "not authorized: "
                        : "")
                << moved.errorMessage() << "\n";
            if (moved.error().detail.startsWith(QLatin1String(helper::kBusErrorPrefix)))
                err << "sparkwire-helper cannot be reached: install the Sparkwire package, or "
                       "start D-Bus (systemctl start dbus).\n";
        } else {
            for (const QString &line : *moved)
                out << (line.startsWith(QLatin1String("not restored: "))
                            ? line
                            : (restore ? QStringLiteral("restored: ")
                                       : QStringLiteral("moved aside: ")) +
                                  line)
                    << "\n";
            if (moved->isEmpty())
                out << (restore ? "nothing kept to restore\n"
                                : "no other tool's netplan file to move\n");
            else if (!restore)
                out << "kept in /var/lib/sparkwire/other-tools; `sparkwirectl netplan "
                       "other-tools --restore` puts them back. Apply a plan (sparkwirectl apply) "
                       "to configure the CX-7 ports again.\n";
            code = 0;
        }
        out.flush();
        err.flush();
        QCoreApplication::exit(code);
    };
    if (restore)
        client.restoreOtherTools(done);
    else
        client.moveAsideOtherTools(done);
    QCoreApplication::exec();
    return code;
}
} // namespace

int runNetplanOtherTools(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "List the netplan files other tools wrote for the CX-7 ports (NVIDIA Sync's "
        "99-nvidia-sync-cluster.yaml and its .sync-disabled-* renames, the playbook's and "
        "sparkrun's 40-cx7.yaml, spark-vllm-docker's 98-spark-vllm-docker.yaml), whose each is "
        "and the addresses it sets; or have the helper move them aside (kept) or back."));
    parser.addOptions({
        jsonOption(),
        {QStringLiteral("root-dir"),
         QStringLiteral("The root of the netplan hierarchy to list (default: "
                        "$SPARKWIRE_NETPLAN_ROOT, else /). --move-aside and --restore act on "
                        "the helper's own root."),
         QStringLiteral("DIR"), defaultNetplanRoot()},
        {QStringLiteral("move-aside"),
         QStringLiteral("Have sparkwire-helper move them to /var/lib/sparkwire/other-tools "
                        "(an administrator's password).")},
        {QStringLiteral("restore"),
         QStringLiteral("Have sparkwire-helper put the files it moved aside back.")},
    });
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("netplan other-tools"),
                                           out, err, 0, 0))
        return *code;
    const bool move = parser.isSet(QStringLiteral("move-aside"));
    const bool restore = parser.isSet(QStringLiteral("restore"));
    if (move && restore) {
        err << "sparkwirectl netplan other-tools: --move-aside or --restore, not both\n";
        return 2;
    }
    if (move || restore)
        return throughHelper(restore, out, err);
    const QList<netplan::OtherToolFile> files =
        netplan::OtherToolFiles::find(parser.value(QStringLiteral("root-dir")));
    if (wantsJson(parser)) {
        QJsonArray list;
        for (const netplan::OtherToolFile &f : files)
            list.append(toJson(f));
        out << QJsonDocument(QJsonObject{{QLatin1String("files"), list}})
                   .toJson(QJsonDocument::Indented);
        return 0;
    }
    if (files.isEmpty()) {
        out << "No netplan file of NVIDIA Sync, the playbook, spark-vllm-docker or sparkrun.\n";
        return 0;
    }
    for (const netplan::OtherToolFile &f : files) {
        out << f.path << ": " << netplan::OtherToolFile::toolName(f.tool)
            << (f.disabled ? " (renamed aside by Sync; netplan does not read it)" : "") << "\n";
        if (!f.readable)
            out << "  (not readable here: run as root to see its addresses)\n";
        for (auto it = f.addresses.cbegin(); it != f.addresses.cend(); ++it)
            out << "  " << it.key() << ": " << it.value().join(QStringLiteral(", "))
                << (f.mtu.contains(it.key()) ? QStringLiteral(", mtu %1").arg(f.mtu.value(it.key()))
                                             : QString())
                << "\n";
    }
    out << "Move them aside (kept, restorable): sparkwirectl netplan other-tools --move-aside\n";
    return 0;
}
