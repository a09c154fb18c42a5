#include "RdmaCommand.h"

#include "CommandLine.h"

#include "bench/PerftestParser.h"
#include "bench/RdmaVerdicts.h"
#include "bench/TwinBandwidth.h"

#include <QJsonArray>

#include <QJsonDocument>
#include <QTextStream>

using namespace sparkwire;

namespace {
void printOne(QTextStream &out, const bench::PerftestResult &r)
{
    out << r.test << " on " << (r.device.isEmpty() ? QStringLiteral("?") : r.device) << ": "
        << r.qps.value_or(1) << " QP(s), MTU "
        << (r.mtu ? QString::number(*r.mtu) : QStringLiteral("?")) << ", link "
        << (r.linkType.isEmpty() ? QStringLiteral("?") : r.linkType);
    if (r.gidIndex)
        out << ", GID index " << *r.gidIndex;
    out << "\n";
    if (r.isBandwidth())
        out << r.samples.size() << " sample(s), average " << QString::number(r.bwAvgGbps(), 'f', 2)
            << " Gb/s\n";
    else
        for (const auto &s : r.samples)
            out << s.bytes << " bytes: t_avg " << s.latencyAvgUs.value_or(0) << " us\n";
}

int runRdmaParse(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Read perftest output (ib_write_bw, ib_write_lat; classic or --run_infinitely) and "
        "classify each twin: healthy (80 Gb/s or more: no verdict), pcie-x2, one-twin, "
        "stale-init (8-25 Gb/s) or slow. Two files are the two twins of one port, run at "
        "once."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The output to read."));
    parser.addPositionalArgument(QStringLiteral("[FILE2]"),
                                 QStringLiteral("The other twin's output, run at the same time."));
    parser.addOption(jsonOption());
    parser.addOption(sysfsRootOption(
        QStringLiteral("Where the twins' PCIe link widths are read (class/infiniband/<device>/"
                       "device/current_link_width); unset: not read, the files may come from "
                       "another machine.")));
    if (const auto code =
            parseCommandLine(parser, arguments, QStringLiteral("rdma parse"), out, err, 1, 2))
        return *code;
    QList<bench::PerftestResult> results;
    QHash<QString, int> widths;
    for (const QString &file : parser.positionalArguments()) {
        const auto input = readInputFile(file, 16 * 1024 * 1024, QStringLiteral("rdma parse"), err);
        if (!input)
            return 1;
        const Result<bench::PerftestResult> parsed = bench::PerftestParser::parse(*input);
        if (!parsed) {
            err << "sparkwirectl rdma parse: " << file << ": " << parsed.errorMessage() << "\n";
            return 1;
        }
        results << *parsed;
        if (parser.isSet(QStringLiteral("sysfs-root")))
            if (const auto width =
                    bench::TwinBandwidth::pcieWidth(sysfsRootValue(parser), parsed->device))
                widths.insert(parsed->device, *width);
    }
    // One classifier for every twin (TwinBandwidth); a healthy one adds no diagnosis.
    QList<bench::TwinBandwidth::Twin> port;
    for (const bench::PerftestResult &r : results)
        if (r.isBandwidth() && !r.samples.isEmpty())
            port << bench::TwinBandwidth::Twin{r.device, r.bwAvgGbps(),
                                               widths.contains(r.device)
                                                   ? std::optional<int>(widths.value(r.device))
                                                   : std::nullopt};
    const QList<bench::TwinBandwidth::Classified> classified = bench::TwinBandwidth::classify(port);
    const QList<bench::Diagnosis> diagnoses =
        results.size() == 1
            ? bench::RdmaVerdicts::diagnoseOne(
                  results.first(), widths.contains(results.first().device)
                                       ? std::optional<int>(widths.value(results.first().device))
                                       : std::nullopt)
            : bench::RdmaVerdicts::diagnosePort(results, widths);
    QJsonArray twins;
    for (const bench::TwinBandwidth::Classified &c : classified) {
        QJsonObject t{{QLatin1String("device"), c.twin.device},
                      {QLatin1String("bw_avg_gbps"), c.twin.gbps},
                      {QLatin1String("verdict"), bench::TwinBandwidth::verdictName(c.verdict)}};
        if (c.twin.pcieWidth)
            t.insert(QLatin1String("pcie_width"), *c.twin.pcieWidth);
        twins.append(t);
    }
    if (wantsJson(parser)) {
        QJsonObject o;
        if (results.size() == 1) {
            o = results.first().toJson();
        } else {
            QJsonArray runs;
            for (const bench::PerftestResult &r : results)
                runs.append(r.toJson());
            o.insert(QLatin1String("runs"), runs);
        }
        o.insert(QLatin1String("twins"), twins);
        o.insert(QLatin1String("diagnoses"), bench::diagnosesToJson(diagnoses));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const bench::PerftestResult &r : results)
        printOne(out, r);
    for (const bench::TwinBandwidth::Classified &c : classified)
        out << (c.twin.device.isEmpty() ? QStringLiteral("twin") : c.twin.device) << ": "
            << bench::TwinBandwidth::verdictName(c.verdict) << "\n";
    printVerdicts(out, diagnoses);
    return 0;
}
} // namespace

int runRdmaCommand(const QStringList &arguments)
{
    return runSubCommand(arguments, QStringLiteral("rdma"),
                         {{QStringLiteral("parse"), runRdmaParse,
                           QStringLiteral("parse perftest output, with verdicts")}},
                         QStringLiteral("FILE [FILE2] [--json] [--sysfs-root DIR]"));
}
