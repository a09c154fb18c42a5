#include "DoctorCommand.h"

#include "CommandLine.h"
#include "NodeSession.h"
#include "PreflightReport.h"
#include "TextTable.h"

#include "doctor/ClusterDoctor.h"
#include "doctor/ClusterPreflight.h"
#include "doctor/Doctor.h"
#include "doctor/DoctorReport.h"
#include "node/ClusterDoctorRun.h"

#include <QCoreApplication>

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTextStream>
#include <QThread>

using namespace sparkwire;

namespace {
QString mark(doctor::DoctorCheck::Status s)
{
    switch (s) {
    case doctor::DoctorCheck::Status::Pass:
        return QStringLiteral("✔ pass");
    case doctor::DoctorCheck::Status::Warn:
        return QStringLiteral("! warn");
    case doctor::DoctorCheck::Status::Fail:
        return QStringLiteral("✘ fail");
    case doctor::DoctorCheck::Status::Skip:
        break;
    }
    return QStringLiteral("- skip");
}

void printDetails(QTextStream &out, const QString &member, const doctor::DoctorCheck &c)
{
    if (c.status != doctor::DoctorCheck::Status::Fail &&
        c.status != doctor::DoctorCheck::Status::Warn)
        return;
    out << "\n" << (c.status == doctor::DoctorCheck::Status::Fail ? "✘ " : "! ");
    if (!member.isEmpty())
        out << member << " ";
    out << c.id << ": " << c.cause << "\n  evidence: " << c.evidence << "\n  fix: " << c.fix
        << "\n";
}

// --cluster: every member of the kept cluster record, from this seat, over the peer channel.
int runClusterDoctor(const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
{
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "doctor", err);
    if (!node)
        return 2;
    const Result<cluster::ClusterRecord> record = cluster::ClusterRecord::load(node->stateDir());
    if (!record) {
        err << "sparkwirectl doctor --cluster: this Spark keeps no cluster record ("
            << record.errorMessage()
            << "); set the cluster up first with `sparkwirectl cluster apply`\n";
        return 2;
    }
    if (!record->member(node->context().identity().id())) {
        err << "sparkwirectl doctor --cluster: this Spark is not a member of the cluster it "
               "keeps; run it on a member\n";
        return 2;
    }
    node::ClusterDoctorRun run(node->context());
    QList<doctor::MemberCheck> checks;
    QObject::connect(&run, &node::ClusterDoctorRun::finished,
                     [&](const QList<doctor::MemberCheck> &result) {
                         checks = result;
                         QCoreApplication::exit(0);
                     });
    if (!wantsJson(parser)) {
        out << "Asking the " << record->members.size() << " members of " << record->name
            << " to run their checks...\n";
        out.flush();
    }
    run.start(*record);
    QCoreApplication::exec();
    const doctor::ClusterPreflight preflight = doctor::ClusterPreflight::compute(run.answers());
    const bool failed = doctor::ClusterDoctor::anyFailed(checks) || preflight.anyFailed();
    if (wantsJson(parser)) {
        QJsonObject json = doctor::ClusterDoctor::toJson(checks);
        json.insert(QLatin1String("preflight"), preflight.toJson());
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        TextTable table({QStringLiteral("MEMBER"), QStringLiteral("CHECK"),
                         QStringLiteral("STATUS"), QStringLiteral("EVIDENCE")});
        for (const doctor::MemberCheck &c : checks)
            table.addRow({c.member, c.check.id, mark(c.check.status), c.check.evidence});
        out << table.toString();
        for (const doctor::MemberCheck &c : checks)
            printDetails(out, c.member, c.check);
        PreflightReport::print(out, preflight);
        if (!failed)
            out << "\n✔ no check failed on any member\n";
    }
    out.flush();
    return failed ? 1 : 0;
}
} // namespace

int runDoctorCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check this Spark for the failures Spark clusters are known for (MTU, twins, GIDs, link "
        "speed, PCIe, CMA, NCCL environment, netplan) and say the cause and the fix of each. "
        "Exit 0 when nothing fails, 1 when a check fails."));
    parser.addOptions({
        jsonOption(QStringLiteral("Print {\"checks\": [...]} as JSON.")),
        sysfsRootOption(QStringLiteral("Read hardware from DIR instead of /sys.")),
        {QStringLiteral("cluster"),
         QStringLiteral("Run the checks on every member of this Spark's cluster record over the "
                        "paired peer channel, plus the checks across members (MTU on each link, "
                        "clocks, Sparkwire and NCCL versions, ring cabling); one table, JSON "
                        "entries with a \"member\" field. A member that does not answer is a "
                        "failed check. Then the pre-flight across members: GB10, DGX OS "
                        "release, kernel, BIOS date, CX-7 firmware, NCCL and CUDA driver "
                        "versions, username/UID/GID, the helper, each cabled twin's speed and "
                        "other tools' netplan files (JSON \"preflight\").")},
        stateDirOption(
            QStringLiteral("Where this node's kept test results are (the largest NCCL message size "
                           "and each twin's RDMA rate of the last day are checked) and, with "
                           "--cluster, its identity, paired peers and cluster record (default: "
                           "$SPARKWIRE_STATE_DIR, else the user's data folder).")),
        {QStringLiteral("report"),
         QStringLiteral("Also write a redacted archive (.tar.gz, no keys or secrets) for a bug "
                        "report."),
         QStringLiteral("FILE")},
    });
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("doctor"), out, err))
        return *code;
    if (parser.isSet(QStringLiteral("cluster"))) {
        if (parser.isSet(QStringLiteral("report"))) {
            err << "sparkwirectl doctor: --report writes one Spark's report; run it without "
                   "--cluster (on each member)\n";
            return 2;
        }
        return runClusterDoctor(parser, out, err);
    }
    const QString sysfsRoot = sysfsRootValue(parser);
    if (!QFileInfo(sysfsRoot).isDir()) {
        err << "sparkwirectl doctor: the sysfs root '" << sysfsRoot << "' does not exist\n";
        return 2;
    }
    const QString procRoot = qEnvironmentVariable("SPARKWIRE_PROC_ROOT", QStringLiteral("/proc"));
    const bool live = sysfsRoot == QLatin1String("/sys");
    doctor::DoctorInputs inputs =
        doctor::DoctorInputs::read(sysfsRoot, procRoot, defaultNetplanRoot(),
                                   QProcessEnvironment::systemEnvironment().toStringList(), live);
    if (live)
        inputs.firewallRuleset = doctor::DoctorInputs::readFirewall();
    // Two snapshots of the RoCE counters a second apart (only where there are RDMA devices):
    // retransmits rising now, while a job or test runs, is the finding.
    inputs.countersBefore = inputs.readHwCounters();
    if (!inputs.countersBefore.isEmpty()) {
        QThread::msleep(1000);
        inputs.countersAfter = inputs.readHwCounters();
    }
    // After the live pair: kept results feed the counters only when no live pair was taken.
    inputs.readKeptResults(stateDirValue(parser));
    const QList<doctor::DoctorCheck> checks = doctor::Doctor::runAll(inputs);
    // Without a CX-7 port nearly every check is skipped; the headline says why before the
    // table (on stderr with --json, whose stdout stays the contract's JSON).
    if (inputs.inventory.ports.isEmpty()) {
        int skipped = 0;
        for (const doctor::DoctorCheck &c : checks)
            skipped += c.status == doctor::DoctorCheck::Status::Skip ? 1 : 0;
        QTextStream &headline = wantsJson(parser) ? err : out;
        headline << "no ConnectX-7 port under " << sysfsRoot
                 << ": this is not a DGX Spark, or its mlx5_core driver is not loaded.\n"
                 << skipped << " of " << checks.size()
                 << " checks were skipped; nothing here says the network is healthy.\n\n";
        headline.flush();
    }
    if (wantsJson(parser)) {
        out << QJsonDocument(doctor::checksToJson(checks)).toJson(QJsonDocument::Indented);
    } else {
        TextTable table(
            {QStringLiteral("CHECK"), QStringLiteral("STATUS"), QStringLiteral("EVIDENCE")});
        for (const doctor::DoctorCheck &c : checks)
            table.addRow({c.id, mark(c.status), c.evidence});
        out << table.toString();
        for (const doctor::DoctorCheck &c : checks)
            printDetails(out, QString(), c);
        if (!doctor::anyFailed(checks))
            out << "\n✔ no check failed\n";
    }
    out.flush();
    if (parser.isSet(QStringLiteral("report"))) {
        const QString file = parser.value(QStringLiteral("report"));
        if (const Status s = doctor::DoctorReport::write(file, inputs, checks); !s) {
            err << "sparkwirectl doctor: " << s.errorMessage() << "\n";
            return 2;
        }
        err << "sparkwirectl doctor: report written to " << file << "\n";
    }
    return doctor::anyFailed(checks) ? 1 : 0;
}
