#include "DoctorCommand.h"

#include "CommandLine.h"
#include "TextTable.h"

#include "doctor/Doctor.h"
#include "doctor/DoctorReport.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QTextStream>

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
        {QStringLiteral("json"), QStringLiteral("Print {\"checks\": [...]} as JSON.")},
        {QStringLiteral("sysfs-root"), QStringLiteral("Read hardware from DIR instead of /sys."),
         QStringLiteral("DIR"), defaultSysfsRoot()},
        {QStringLiteral("cluster"),
         QStringLiteral("Run the checks on every member over the peer channel (not in this "
                        "version: exits 2).")},
        {QStringLiteral("report"),
         QStringLiteral("Also write a redacted archive (.tar.gz, no keys or secrets) for a bug "
                        "report."),
         QStringLiteral("FILE")},
    });
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("doctor"), out, err))
        return *code;
    if (parser.isSet(QStringLiteral("cluster"))) {
        err << "sparkwirectl doctor: --cluster is not available in this version; run "
               "`sparkwirectl doctor` on each member (e.g. `ssh <member> sparkwirectl doctor`)\n";
        return 2;
    }
    const QString sysfsRoot = parser.value(QStringLiteral("sysfs-root"));
    if (!QFileInfo(sysfsRoot).isDir()) {
        err << "sparkwirectl doctor: the sysfs root '" << sysfsRoot << "' does not exist\n";
        return 2;
    }
    const QString procRoot = qEnvironmentVariable("SPARKWIRE_PROC_ROOT", QStringLiteral("/proc"));
    const doctor::DoctorInputs inputs =
        doctor::DoctorInputs::read(sysfsRoot, procRoot, defaultNetplanRoot(),
                                   QProcessEnvironment::systemEnvironment().toStringList(),
                                   sysfsRoot == QLatin1String("/sys"));
    const QList<doctor::DoctorCheck> checks = doctor::Doctor::runAll(inputs);
    if (parser.isSet(QStringLiteral("json"))) {
        out << QJsonDocument(doctor::checksToJson(checks)).toJson(QJsonDocument::Indented);
    } else {
        TextTable table(
            {QStringLiteral("CHECK"), QStringLiteral("STATUS"), QStringLiteral("EVIDENCE")});
        for (const doctor::DoctorCheck &c : checks)
            table.addRow({c.id, mark(c.status), c.evidence});
        out << table.toString();
        for (const doctor::DoctorCheck &c : checks)
            if (c.status == doctor::DoctorCheck::Status::Fail ||
                c.status == doctor::DoctorCheck::Status::Warn)
                out << "\n"
                    << (c.status == doctor::DoctorCheck::Status::Fail ? "✘ " : "! ") << c.id << ": "
                    << c.cause << "\n  evidence: " << c.evidence << "\n  fix: " << c.fix << "\n";
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
