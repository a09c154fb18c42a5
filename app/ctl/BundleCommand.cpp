#include "BundleCommand.h"

#include "BundleExport.h"
#include "BundleImport.h"
#include "CommandLine.h"

#include "bundle/BundleImportPlan.h"
#include "bundle/BundleReader.h"
#include "topology/TopologySpec.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace sparkwire;

namespace {

// bundle verify: the signature and every hash hold, but no key this Spark knows made it.
constexpr int kVerifyUnknownSigner = 4;

void addStateDirOption(QCommandLineParser &parser)
{
    parser.addOption(
        stateDirOption(QStringLiteral("This Spark's state (default: SPARKWIRE_STATE_DIR, else "
                                      "~/.local/state/sparkwire).")));
}

int verifyOrShow(const QStringList &arguments, bool show)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString command = show ? QStringLiteral("bundle show") : QStringLiteral("bundle verify");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        show ? QStringLiteral("Print a bundle's members, topology and files (after the checks "
                              "verify makes). Exit codes: 0 shown; 1 not a valid bundle; 2 bad "
                              "usage.")
             : QStringLiteral("Check a bundle: its signature (by the key in signer.pem, named "
                              "in the manifest) and the SHA-256 of every file, that it is safe "
                              "to unpack, and who signed it. Exit codes: 0 the signature and "
                              "every hash hold and the signer is this Spark or a Spark paired "
                              "with it; 1 not a valid bundle (damaged, tampered, not exactly a "
                              "gzip-compressed tar, bytes after its end); 2 bad usage; 4 the "
                              "signature and every hash hold but the signer is a key this "
                              "Spark does not know (a cluster record does not count)."));
    addStateDirOption(parser);
    if (show)
        parser.addOption(jsonOption(QStringLiteral("Print JSON instead of text.")));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The bundle."));
    if (const auto code =
            parseCommandLine(parser, arguments, command, out, err, 1, 1,
                             show ? QStringLiteral("FILE [--json]") : QStringLiteral("FILE")))
        return *code;
    const QString path = parser.positionalArguments().first();
    const Result<bundle::OpenedBundle> opened = bundle::BundleReader::openFile(path);
    if (!opened) {
        err << "sparkwirectl " << command << ": " << path << ": " << opened.error().message << "\n";
        return 1;
    }
    const bundle::BundleManifest &m = opened->manifest;
    const QString stateDir = stateDirValue(parser);
    bool known = false;
    const QString signer = bundle::BundleImportPlan::describeSigner(
        stateDir, bundle::BundleImportPlan::storedSelfId(stateDir), m.exporterId, &known);
    // A key this Spark does not know is shown whole: a short prefix is easy to forge.
    const QString signerId = known ? m.exporterId.left(16) : m.exporterId;
    if (!show) {
        if (!known) {
            out << "SIGNER UNKNOWN: " << path << " holds " << opened->files.size()
                << " files, every SHA-256 matches its signed manifest, but it is signed by "
                << signerId << " (" << signer
                << "). Anyone can sign a bundle: check where it came from.\n";
            return kVerifyUnknownSigner;
        }
        out << "OK: " << path << " holds " << opened->files.size()
            << " files, every SHA-256 matches, signed by " << signerId << " (" << signer << ").\n";
        return 0;
    }
    if (wantsJson(parser)) {
        QJsonArray members;
        for (const bundle::BundleManifest::Member &member : m.members) {
            QJsonArray twins;
            for (const bundle::BundleTwin &t : member.twins)
                twins.append(QJsonObject{{QStringLiteral("netdev"), t.netdev},
                                         {QStringLiteral("port"), t.port},
                                         {QStringLiteral("half"), t.half},
                                         {QStringLiteral("address"), t.address}});
            members.append(QJsonObject{{QStringLiteral("hostname"), member.member.hostname},
                                       {QStringLiteral("id"), member.member.id},
                                       {QStringLiteral("node"), member.member.node},
                                       {QStringLiteral("twins"), twins}});
        }
        QJsonArray files;
        for (auto it = opened->files.cbegin(); it != opened->files.cend(); ++it)
            files.append(QJsonObject{{QStringLiteral("path"), it.key()},
                                     {QStringLiteral("bytes"), it.value().size()},
                                     {QStringLiteral("sha256"), m.files.value(it.key())}});
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("cluster"), m.record.name},
                               {QStringLiteral("topology"),
                                topology::TopologySpec::topologyName(m.record.topology)},
                               {QStringLiteral("createdAt"), m.createdAt.toString(Qt::ISODate)},
                               {QStringLiteral("sparkwireVersion"), m.version},
                               {QStringLiteral("exporter"), m.exporterId},
                               {QStringLiteral("exporterKnown"), known},
                               {QStringLiteral("members"), members},
                               {QStringLiteral("files"), files}})
                   .toJson(QJsonDocument::Indented);
        return 0;
    }
    out << "Cluster " << m.record.name << " ("
        << topology::TopologySpec::topologyName(m.record.topology) << ", MTU " << m.record.mtu
        << "), exported " << m.createdAt.toString(Qt::ISODate) << " by Sparkwire " << m.version
        << "\nSigned by " << signerId << " (" << signer << ")\n\nMembers:\n";
    for (const bundle::BundleManifest::Member &member : m.members) {
        out << "  node " << member.member.node << "  " << member.member.hostname << "  "
            << member.member.id.left(16) << "\n";
        for (const bundle::BundleTwin &t : member.twins)
            out << "      " << t.netdev << "  port " << t.port << (t.half == 0 ? "a" : "b") << "  "
                << t.address << "\n";
    }
    out << "\nFiles:\n";
    for (auto it = opened->files.cbegin(); it != opened->files.cend(); ++it)
        out << "  " << it.key() << "  (" << it.value().size() << " bytes)\n";
    return 0;
}

} // namespace

int runBundleCommand(const QStringList &arguments)
{
    return runSubCommand(
        arguments, QStringLiteral("bundle"),
        {{QStringLiteral("export"), runBundleExport,
          QStringLiteral("write the cluster's signed config bundle [-o FILE] [--json]")},
         {QStringLiteral("verify"), [](const QStringList &a) { return verifyOrShow(a, false); },
          QStringLiteral("check a bundle's signature, every hash and its signer: FILE (exit 0 "
                         "signed by this Spark or a paired one, 1 not a valid bundle, 2 bad "
                         "usage, 4 signature valid but signer unknown)")},
         {QStringLiteral("show"), [](const QStringList &a) { return verifyOrShow(a, true); },
          QStringLiteral("print a bundle's members, topology and files: FILE [--json] (exit 0 "
                         "shown, 1 not a valid bundle, 2 bad usage)")},
         {QStringLiteral("import"), runBundleImport,
          QStringLiteral("restore this Spark from a bundle: FILE [--yes] (exit 0 restored or "
                         "nothing to do, 1 failed or reverted, 2 bad usage, 3 refused: nothing "
                         "written)")}},
        QStringLiteral("..."));
}
