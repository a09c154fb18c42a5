#include "ClusterStatusCommand.h"

#include "ClusterReport.h"
#include "ClusterRun.h"
#include "bench/KeptResults.h"
#include "cluster/ClusterSummary.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace clusterctl;

int runClusterStatus(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Show this Spark's cluster record and ask every member whether it holds "
                       "the same record. Exit 0 when every member does, 1 when one does not or "
                       "cannot be reached, 3 when this Spark has no cluster record."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOptions({
        jsonOption(QStringLiteral("Print JSON instead of text.")),
        {QStringLiteral("text"),
         QStringLiteral("Print the whole cluster as text to paste into an issue: members (as "
                        "paired here), cables, addresses, MTU, the last test rates kept here, "
                        "versions, and each member's state.")},
        {QStringLiteral("wait"),
         QStringLiteral("Seconds to listen for the members' beacons first."), QStringLiteral("S"),
         QStringLiteral("3")},
    });
    if (const std::optional<int> code =
            parseCommandLine(parser, arguments, QStringLiteral("cluster status"), out, err))
        return *code;
    const bool summary = parser.isSet(QStringLiteral("text"));
    if (summary && wantsJson(parser))
        return badUsage(err, QStringLiteral("cluster status"),
                        QStringLiteral("--text or --json, not both"));
    ClusterRun run(parser, "status", out, err);
    const int started = run.start([&] {
        const std::optional<ClusterRecord> kept = run.seat().keptRecord();
        if (!kept) {
            if (run.json())
                out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                                 {QStringLiteral("members"), QJsonArray()}})
                           .toJson();
            else
                out << "This Spark is in no cluster yet: run `sparkwirectl cluster apply`.\n";
            out.flush();
            QCoreApplication::exit(kNothingDone);
            return;
        }
        // Each member's state, one by one, whatever the others answer.
        auto states = std::make_shared<QHash<QString, QString>>();
        auto finish = [&, kept, states] {
            QJsonObject record = QJsonDocument::fromJson(kept->toJson()).object();
            QJsonArray members;
            bool allOk = true;
            for (const ClusterMember &m : kept->members) {
                const QString state = states->value(m.id, QStringLiteral("unreachable"));
                allOk = allOk && state == QLatin1String("configured");
                members.append(QJsonObject{{QStringLiteral("id"), m.id},
                                           {QStringLiteral("hostname"), m.hostname},
                                           {QStringLiteral("node"), m.node},
                                           {QStringLiteral("state"), state}});
                if (!run.json() && !summary)
                    out << "node " << m.node << "  " << m.hostname << ": " << state << "\n";
            }
            record.insert(QStringLiteral("members"), members);
            record.insert(QStringLiteral("ok"), allOk);
            if (run.json())
                out << QJsonDocument(record).toJson();
            if (summary) {
                QHash<QString, QString> byId;
                for (const ClusterMember &m : kept->members)
                    byId.insert(m.id, states->value(m.id, QStringLiteral("unreachable")));
                const bench::KeptResults::Newest newest =
                    bench::KeptResults(run.node().stateDir()).newest();
                out << cluster::ClusterSummary::text(
                    *kept, run.seat().selfId(), newest.links + newest.nccl,
                    cluster::ClusterSummary::seatVersions(QStringLiteral("/"),
                                                          QStringLiteral(SPARKWIRE_VERSION)),
                    byId);
            }
            out.flush();
            QCoreApplication::exit(allOk ? kOk : kFailed);
        };
        const Result<QList<MemberLink *>> links = run.seat().links(kept->members);
        if (!links) {
            finish();
            return;
        }
        auto left = std::make_shared<int>(int(links->size()));
        for (MemberLink *link : *links) {
            auto answered = [left, finish] {
                if (--*left == 0)
                    finish();
            };
            QObject::connect(link, &MemberLink::stateRead, qApp,
                             [states, link, kept, answered](const MemberState &s) {
                                 states->insert(link->id(), s.record && *s.record == *kept
                                                                ? QStringLiteral("configured")
                                                                : QStringLiteral("differs"));
                                 answered();
                             });
            QObject::connect(link, &MemberLink::failed, qApp,
                             [states, link, answered](MemberLink::Step, const Error &) {
                                 states->insert(link->id(), QStringLiteral("unreachable"));
                                 answered();
                             });
            link->readState();
        }
    });
    return started >= 0 ? started : QCoreApplication::exec();
}

int runClusterCancel(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Tell every member of this Spark's cluster (and every paired peer heard) "
                       "to revert a plan it is trying. Exit 0 when every member answered."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOption({QStringLiteral("wait"),
                      QStringLiteral("Seconds to listen for the members' beacons first."),
                      QStringLiteral("S"), QStringLiteral("3")});
    parser.addOption(jsonOption(QStringLiteral("Print JSON instead of text.")));
    if (const std::optional<int> code =
            parseCommandLine(parser, arguments, QStringLiteral("cluster cancel"), out, err))
        return *code;
    ClusterRun run(parser, "cancel", out, err);
    const int started = run.start([&] {
        QList<ClusterMember> members;
        for (const node::ClusterSeat::Candidate &c : run.seat().candidates())
            if (c.self || c.heard)
                members << c.member;
        const Result<QList<MemberLink *>> links = run.seat().links(members);
        if (!links) {
            err << "sparkwirectl cluster cancel: " << links.error().message << "\n";
            QCoreApplication::exit(kFailed);
            return;
        }
        auto left = std::make_shared<int>(int(links->size()));
        auto failures = std::make_shared<int>(0);
        for (MemberLink *link : *links) {
            auto answered = [left, failures] {
                if (--*left == 0)
                    QCoreApplication::exit(*failures ? kFailed : kOk);
            };
            QObject::connect(link, &MemberLink::cancelled, qApp,
                             [&out, link, answered](const Error &why) {
                                 out << link->name() << ": " << why.message << "\n";
                                 out.flush();
                                 answered();
                             });
            QObject::connect(link, &MemberLink::failed, qApp,
                             [&err, link, failures, answered](MemberLink::Step, const Error &e) {
                                 err << link->name() << ": " << e.message << "\n";
                                 err.flush();
                                 ++*failures;
                                 answered();
                             });
            link->cancel();
        }
    });
    return started >= 0 ? started : QCoreApplication::exec();
}
