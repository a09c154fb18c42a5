#include "NcclCommand.h"

#include "CommandLine.h"
#include "SignalWatcher.h"
#include "TextTable.h"

#include "bench/NcclEnvironment.h"
#include "bench/NcclOutputParser.h"
#include "bench/NcclRunner.h"
#include "bench/ResultKeeper.h"
#include "doctor/NcclPreflight.h"
#include "hw/InventoryMonitor.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <unistd.h>

using namespace sparkwire;

namespace {
QString gb(double v)
{
    return QString::number(v, 'f', 2);
}

void printResult(QTextStream &out, const bench::NcclResult &r)
{
    out << (r.test.isEmpty() ? QStringLiteral("nccl test") : r.test);
    if (r.ranks > 0)
        out << ": " << r.ranks << " ranks on " << r.nodes << " node(s)";
    else
        out << ": no rank reported its devices";
    out << (r.ncclVersion.isEmpty() ? QString() : QStringLiteral(", NCCL ") + r.ncclVersion)
        << "\n";
    out << "transport: " << bench::NcclResult::transportName(r.transport);
    if (!r.ibDevices.isEmpty())
        out << " (" << r.ibDevices.join(QStringLiteral(", ")) << ")";
    if (r.gdr)
        out << ", GPUDirect RDMA " << (*r.gdr ? "on" : "off");
    if (!r.bootstrapInterface.isEmpty())
        out << ", bootstrap over " << r.bootstrapInterface;
    out << "\n\n";
    if (!r.rows.isEmpty()) {
        TextTable table({QStringLiteral("SIZE"), QStringLiteral("OUT busbw GB/s"),
                         QStringLiteral("IN busbw GB/s"), QStringLiteral("WRONG")});
        for (const bench::NcclResult::Row &row : r.rows)
            table.addRow(
                {QString::number(row.size),
                 row.outOfPlace ? gb(row.outOfPlace->busbw) : QStringLiteral("-"),
                 gb(row.inPlace.busbw),
                 row.inPlace.wrong ? QString::number(*row.inPlace.wrong) : QStringLiteral("N/A")});
        out << table.toString() << "\n";
    }
    if (r.avgBusbw)
        out << "average bus bandwidth: " << gb(*r.avgBusbw) << " GB/s\n";
    if (!r.error.isEmpty())
        out << "error: " << r.error << "\n";
    if (r.isFailure() && !r.lastLines.isEmpty()) {
        out << "\nlast lines of its output:\n";
        for (const QString &line : r.lastLines)
            out << "  " << line << "\n";
    }
    // A failed run never ends in "no problem found".
    if (!r.diagnoses.isEmpty() || !r.isFailure())
        printVerdicts(out, r.diagnoses);
}

int runNcclParse(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Read nccl-tests output (text, -J JSON or an NCCL_DEBUG=INFO log): the table, which "
        "transport carried the data, and what it means."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The output to read."));
    parser.addOption(jsonOption());
    if (const auto code =
            parseCommandLine(parser, arguments, QStringLiteral("nccl parse"), out, err, 1, 1))
        return *code;
    const auto input = readInputFile(parser.positionalArguments().first(), 64 * 1024 * 1024,
                                     QStringLiteral("nccl parse"), err);
    if (!input)
        return 1;
    const Result<bench::NcclResult> parsed = bench::NcclOutputParser::parse(*input);
    if (!parsed) {
        err << "sparkwirectl nccl parse: " << parser.positionalArguments().first() << ": "
            << parsed.errorMessage() << "\n";
        return 1;
    }
    const bench::NcclResult &result = *parsed;
    if (wantsJson(parser))
        out << QJsonDocument(result.toJson()).toJson(QJsonDocument::Indented);
    else
        printResult(out, result);
    // A failed run (an error, or sockets instead of RDMA) is a failing exit status too.
    return result.isFailure() ? 3 : 0;
}
// --topology, --gdr and --sysfs-root: what `nccl env` and `nccl run` compose the environment
// from, read and checked in one place.
void addEnvironmentOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("topology"),
         QStringLiteral("two-node, ring (ring3: a ring of three) or switch."), QStringLiteral("T"),
         QStringLiteral("two-node")},
        {QStringLiteral("nodes"),
         QStringLiteral("Nodes in the cluster (ring: 3-8, default 3; a ring of 4 or more runs "
                        "NCCL_ALGO=Ring)."),
         QStringLiteral("N")},
        {QStringLiteral("gdr"), QStringLiteral("GPUDirect mode: safe or dmabuf."),
         QStringLiteral("MODE"), QStringLiteral("safe")},
        sysfsRootOption(QStringLiteral("Read hardware from DIR instead of /sys.")),
    });
}

// The environment for this Spark, or nullopt after saying on err what is wrong (exit 2).
// inventory: where the inventory the environment was composed from goes (the result keeper's).
std::optional<bench::NcclEnvironment> environmentFrom(const QCommandLineParser &parser,
                                                      const QString &command, QTextStream &err,
                                                      hw::HostInventory *inventory = nullptr)
{
    const QString name = parser.value(QStringLiteral("topology"));
    const std::optional<topology::Topology> shape = topology::TopologySpec::parseTopology(name);
    const QString gdr = parser.value(QStringLiteral("gdr"));
    if (!shape || (gdr != QLatin1String("safe") && gdr != QLatin1String("dmabuf"))) {
        err << "sparkwirectl " << command
            << ": --topology takes two-node, ring, ring3 or switch; --gdr safe or dmabuf\n";
        return std::nullopt;
    }
    const std::optional<int> implied = topology::TopologySpec::impliedNodes(name);
    int nodes = implied.value_or(*shape == topology::Topology::Ring ? 3 : 2);
    if (parser.isSet(QStringLiteral("nodes"))) {
        bool ok = false;
        nodes = parser.value(QStringLiteral("nodes")).toInt(&ok);
        const bool fits = *shape == topology::Topology::Ring
                              ? nodes >= topology::TopologySpec::kMinRingNodes &&
                                    nodes <= topology::TopologySpec::kMaxRingNodes &&
                                    (!implied || nodes == *implied)
                          : *shape == topology::Topology::Switch
                              ? nodes >= 2 && nodes <= topology::TopologySpec::kMaxSwitchNodes
                              : nodes == 2;
        if (!ok || !fits) {
            err << "sparkwirectl " << command << ": --nodes '"
                << parser.value(QStringLiteral("nodes")) << "' does not fit --topology " << name
                << " (two-node: 2, ring: 3-8, ring3: 3, switch: 2-16)\n";
            return std::nullopt;
        }
    }
    const QString root = sysfsRootValue(parser);
    if (!QFileInfo(root).isDir()) {
        err << "sparkwirectl " << command << ": the sysfs root '" << root << "' does not exist\n";
        return std::nullopt;
    }
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = root;
    options.live = root == QLatin1String("/sys");
    const hw::InventoryMonitor monitor(options);
    if (inventory)
        *inventory = monitor.inventory();
    return bench::NcclEnvironment::compose(monitor.inventory(), *shape,
                                           gdr == QLatin1String("dmabuf")
                                               ? bench::NcclEnvironment::GpuDirect::Dmabuf
                                               : bench::NcclEnvironment::GpuDirect::Safe,
                                           nodes);
}

int runNcclEnv(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Print the environment NCCL and its launchers need on this Spark, ready to paste."));
    addEnvironmentOptions(parser);
    parser.addOption({QStringLiteral("format"), QStringLiteral("shell, docker or json."),
                      QStringLiteral("F"), QStringLiteral("shell")});
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("nccl env"), out, err))
        return *code;
    const QString format = parser.value(QStringLiteral("format"));
    if (!QStringList{QStringLiteral("shell"), QStringLiteral("docker"), QStringLiteral("json")}
             .contains(format)) {
        err << "sparkwirectl nccl env: --format takes shell, docker or json\n";
        return 2;
    }
    const std::optional<bench::NcclEnvironment> composed =
        environmentFrom(parser, QStringLiteral("nccl env"), err);
    if (!composed)
        return 2;
    const bench::NcclEnvironment &env = *composed;
    if (format == QLatin1String("json")) {
        QJsonObject vars;
        for (const auto &[key, value] : env.variables)
            vars.insert(key, value);
        out << QJsonDocument(
                   QJsonObject{
                       {QLatin1String("topology"), parser.value(QStringLiteral("topology"))},
                       {QLatin1String("gdr"), parser.value(QStringLiteral("gdr"))},
                       {QLatin1String("env"), vars},
                       {QLatin1String("problems"), QJsonArray::fromStringList(env.problems)}})
                   .toJson(QJsonDocument::Indented);
    } else {
        out << (format == QLatin1String("docker") ? env.toDocker() : env.toShell());
        for (const QString &problem : env.problems)
            err << "sparkwirectl nccl env: " << problem << "\n";
    }
    return env.problems.isEmpty() ? 0 : 1;
}
std::optional<qint64> parseBytes(const QString &text)
{
    static const QHash<QChar, qint64> units = {{QLatin1Char('K'), 1LL << 10},
                                               {QLatin1Char('M'), 1LL << 20},
                                               {QLatin1Char('G'), 1LL << 30}};
    QString t = text.trimmed().toUpper();
    qint64 unit = 1;
    if (!t.isEmpty() && units.contains(t.back())) {
        unit = units.value(t.back());
        t.chop(1);
    }
    bool ok = false;
    const qint64 n = t.toLongLong(&ok);
    if (!ok || n <= 0 || n > (64LL << 30) / unit)
        return std::nullopt;
    return n * unit;
}

int runNcclRun(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run an nccl-tests binary with this cluster's environment (through mpirun when --hosts "
        "names two or more), with progress per message size; Ctrl-C cancels the whole run."));
    parser.addOptions({
        {QStringLiteral("test"), QStringLiteral("nccl-tests binary name or path."),
         QStringLiteral("NAME"), QStringLiteral("all_gather_perf")},
        {QStringLiteral("hosts"), QStringLiteral("Comma-separated hosts, one rank each (mpirun)."),
         QStringLiteral("LIST")},
        {QStringLiteral("min"), QStringLiteral("Smallest message (e.g. 1M)."),
         QStringLiteral("SIZE"), QStringLiteral("1M")},
        {QStringLiteral("max"),
         QStringLiteral("Largest message (e.g. 4G; keep it well under "
                        "unified memory)."),
         QStringLiteral("SIZE"), QStringLiteral("4G")},
        {QStringLiteral("gpus"), QStringLiteral("GPUs per process (-g)."), QStringLiteral("N"),
         QStringLiteral("1")},
        {QStringLiteral("mpirun"), QStringLiteral("The mpirun to use."), QStringLiteral("PATH"),
         QStringLiteral("mpirun")},
        {QStringLiteral("dry-run"), QStringLiteral("Print the command and environment only.")},
        jsonOption(QStringLiteral("Print the result as JSON.")),
        stateDirOption(QStringLiteral("Keep each run's output under DIR/nccl-runs (default: "
                                      "$SPARKWIRE_STATE_DIR, else the user's data folder).")),
    });
    addEnvironmentOptions(parser);
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("nccl run"), out, err))
        return *code;
    bench::NcclRunOptions o;
    o.binary = parser.value(QStringLiteral("test"));
    o.hosts = parser.value(QStringLiteral("hosts")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    o.mpirun = parser.value(QStringLiteral("mpirun"));
    const auto min = parseBytes(parser.value(QStringLiteral("min")));
    const auto max = parseBytes(parser.value(QStringLiteral("max")));
    bool ok = false;
    o.gpusPerProcess = parser.value(QStringLiteral("gpus")).toInt(&ok);
    if (!min || !max || *min > *max || !ok || o.gpusPerProcess < 1 || o.gpusPerProcess > 8) {
        err << "sparkwirectl nccl run: --min and --max take sizes like 1M or 4G (min <= max, at "
               "most 64G); --gpus 1 to 8\n";
        return 2;
    }
    o.minBytes = *min;
    o.maxBytes = *max;
    hw::HostInventory inventory;
    const std::optional<bench::NcclEnvironment> env =
        environmentFrom(parser, QStringLiteral("nccl run"), err, &inventory);
    if (!env)
        return 2;
    o.environment = env->variables;
    o.btlInterface = env->value(QStringLiteral("OMPI_MCA_btl_tcp_if_include"));
    o.historyDir = stateDirValue(parser) + QStringLiteral("/nccl-runs");
    o.sysfsRoot = sysfsRootValue(parser);
    for (const QString &problem : env->problems)
        err << "warning: " << problem << "\n";
    if (parser.isSet(QStringLiteral("dry-run"))) {
        for (const auto &[name, value] : o.environment)
            out << name << "=" << value << "\n";
        out << bench::NcclRunner::command(o).join(QLatin1Char(' ')) << "\n";
        return 0;
    }
    // nccl-tests' buffers against the unified memory, before anything starts.
    const doctor::DoctorCheck memory = doctor::NcclPreflight::check(
        o.sysfsRoot, qEnvironmentVariable("SPARKWIRE_PROC_ROOT", QStringLiteral("/proc")),
        o.maxBytes);
    if (memory.status == doctor::DoctorCheck::Status::Fail) {
        err << "sparkwirectl nccl run: not started (" << memory.id << "): " << memory.cause
            << "\n  evidence: " << memory.evidence << "\n  fix: " << memory.fix << "\n";
        return 2;
    }
    if (memory.status == doctor::DoctorCheck::Status::Warn)
        err << "warning: " << memory.id << ": " << memory.cause << " (" << memory.evidence << "; "
            << memory.fix << ")\n";
    const bool json = wantsJson(parser);
    const bool tty = ::isatty(STDERR_FILENO);
    int exitCode = 0;
    bench::NcclRunner runner;
    QObject::connect(&runner, &bench::NcclRunner::started, [&](const QStringList &cmd) {
        err << "running: " << cmd.join(QLatin1Char(' ')) << "\n" << Qt::flush;
    });
    QObject::connect(&runner, &bench::NcclRunner::progress, [&](int done, int total, qint64 size) {
        const int width = 30;
        const int filled = total > 0 ? width * done / total : 0;
        err << (tty ? "\r" : "") << "[" << QString(filled, QLatin1Char('#'))
            << QString(width - filled, QLatin1Char(' ')) << "] " << done << "/" << total << "  "
            << size << " B" << (tty ? "" : "\n") << Qt::flush;
    });
    QObject::connect(&runner, &bench::NcclRunner::failed, [&](const Error &why) {
        err << "sparkwirectl nccl run: " << why.message << "\n";
        exitCode = 1;
        QCoreApplication::exit(1);
    });
    QObject::connect(
        &runner, &bench::NcclRunner::finished,
        [&](const bench::NcclResult &r, int code, bool cancelled) {
            if (tty)
                err << "\n";
            if (json)
                out << QJsonDocument(r.toJson()).toJson(QJsonDocument::Indented);
            else
                printResult(out, r);
            out.flush();
            if (!runner.historyPath().isEmpty())
                err << "sparkwirectl nccl run: full output kept in " << runner.historyPath()
                    << "\n";
            // The result (JSON, CSV, chart) where `bundle export` takes it from.
            if (const std::unique_ptr<bench::ResultKeeper> keeper =
                    bench::ResultKeeper::forSpark(stateDirValue(parser), inventory)) {
                const auto kept = keeper->keepNccl(r);
                if (!kept)
                    err << "sparkwirectl nccl run: the result was not kept: " << kept.errorMessage()
                        << "\n";
            }
            if (cancelled) {
                err << "sparkwirectl nccl run: cancelled; " << r.rows.size() << " size(s) done\n";
                return QCoreApplication::exit(130);
            }
            if (code != 0)
                err << "sparkwirectl nccl run: the test exited with status " << code << "\n";
            QCoreApplication::exit(code != 0 ? 1 : r.isFailure() ? 3 : 0);
        });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, &runner,
                     &bench::NcclRunner::cancel);
    runner.start(o);
    if (exitCode != 0)
        return exitCode;
    return QCoreApplication::exec();
}
} // namespace

int runNcclCommand(const QStringList &arguments)
{
    return runSubCommand(arguments, QStringLiteral("nccl"),
                         {{QStringLiteral("parse"), runNcclParse,
                           QStringLiteral("parse nccl-tests output, with verdicts")},
                          {QStringLiteral("env"), runNcclEnv,
                           QStringLiteral("print the NCCL environment for this cluster")},
                          {QStringLiteral("run"), runNcclRun,
                           QStringLiteral("run nccl-tests with that environment")}},
                         QStringLiteral("[options]   (each with --help)"));
}
