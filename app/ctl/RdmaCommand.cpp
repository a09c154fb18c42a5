#include "RdmaCommand.h"

#include "CommandLine.h"

#include "bench/PerftestParser.h"

#include <QJsonDocument>
#include <QTextStream>

using namespace sparkwire;

namespace {
int runRdmaParse(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Read perftest output (ib_write_bw, ib_write_lat; classic or --run_infinitely)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The output to read."));
    parser.addOption(jsonOption());
    if (const auto code =
            parseCommandLine(parser, arguments, QStringLiteral("rdma parse"), out, err, 1, 1))
        return *code;
    const auto input = readInputFile(parser.positionalArguments().first(), 16 * 1024 * 1024,
                                     QStringLiteral("rdma parse"), err);
    if (!input)
        return 1;
    const Result<bench::PerftestResult> parsed = bench::PerftestParser::parse(*input);
    if (!parsed) {
        err << "sparkwirectl rdma parse: " << parser.positionalArguments().first() << ": "
            << parsed.errorMessage() << "\n";
        return 1;
    }
    const bench::PerftestResult &r = *parsed;
    if (wantsJson(parser)) {
        out << QJsonDocument(r.toJson()).toJson(QJsonDocument::Indented);
    } else {
        out << r.test << " on " << (r.device.isEmpty() ? QStringLiteral("?") : r.device) << ": "
            << r.qps.value_or(1) << " QP(s), MTU "
            << (r.mtu ? QString::number(*r.mtu) : QStringLiteral("?")) << ", link "
            << (r.linkType.isEmpty() ? QStringLiteral("?") : r.linkType);
        if (r.gidIndex)
            out << ", GID index " << *r.gidIndex;
        out << "\n";
        if (r.isBandwidth())
            out << r.samples.size() << " sample(s), average "
                << QString::number(r.bwAvgGbps(), 'f', 2) << " Gb/s\n";
        else
            for (const auto &s : r.samples)
                out << s.bytes << " bytes: t_avg " << s.latencyAvgUs.value_or(0) << " us\n";
        printVerdicts(out, r.diagnoses);
    }
    return 0;
}
} // namespace

int runRdmaCommand(const QStringList &arguments)
{
    return runSubCommand(arguments, QStringLiteral("rdma"),
                         {{QStringLiteral("parse"), runRdmaParse,
                           QStringLiteral("parse perftest output, with verdicts")}},
                         QStringLiteral("FILE [--json]"));
}
