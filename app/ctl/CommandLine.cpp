#include "CommandLine.h"

#include "node/NodeContext.h"

#include <QCoreApplication>
#include <QStandardPaths>

#include <QFile>
#include <QFileInfo>

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, QTextStream &out, QTextStream &err,
                                    int positionalMin, int positionalMax, const QString &usage)
{
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        err << "sparkwirectl " << command << ": " << parser.errorText() << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // Qt's first line names the program as it was started (a path); only that line gets
        // "sparkwirectl COMMAND": the option texts name other commands as they are.
        QString text = parser.helpText();
        const qsizetype firstLineEnd = text.indexOf(QLatin1Char('\n'));
        const QString program = QCoreApplication::arguments().value(0);
        if (!program.isEmpty()) {
            const qsizetype at = text.indexOf(program);
            if (at >= 0 && (firstLineEnd < 0 || at < firstLineEnd))
                text.replace(at, program.size(), QStringLiteral("sparkwirectl ") + command);
        }
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        out << text;
        return 0;
    }
    const qsizetype n = parser.positionalArguments().size();
    if ((n < positionalMin || n > positionalMax) && !usage.isEmpty()) {
        err << "usage: sparkwirectl " << command << " " << usage << "\n";
        return 2;
    }
    if (n < positionalMin || n > positionalMax) {
        err << "sparkwirectl " << command << ": "
            << (n > positionalMax ? QStringLiteral("unexpected argument '%1'")
                                        .arg(parser.positionalArguments().at(positionalMax))
                                  : QStringLiteral("missing argument"))
            << " (see --help)\n";
        return 2;
    }
    return std::nullopt;
}

int badUsage(QTextStream &err, const QString &command, const QString &message)
{
    err << "sparkwirectl " << command << ": " << message << "\n";
    return 2;
}

int runSubCommand(const QStringList &arguments, const QString &command,
                  const QList<SubCommand> &subCommands, const QString &usageTail)
{
    const QString name = arguments.value(1);
    for (const SubCommand &sub : subCommands)
        if (sub.name == name) {
            QStringList rest = arguments;
            rest.removeAt(1);
            return sub.run(rest);
        }
    QStringList names;
    for (const SubCommand &sub : subCommands)
        names << sub.name;
    const QString usage = QStringLiteral("usage: sparkwirectl %1 %2 %3\n")
                              .arg(command, names.join(QLatin1Char('|')), usageTail);
    if (name == QLatin1String("--help") || name == QLatin1String("-h")) {
        QTextStream out(stdout);
        out << usage << "\n";
        for (const SubCommand &sub : subCommands)
            out << "  " << sub.name.leftJustified(8) << sub.summary << "\n";
        return 0;
    }
    QTextStream(stderr) << usage;
    return 2;
}

std::optional<QByteArray> readInputFile(const QString &path, qint64 maxBytes,
                                        const QString &command, QTextStream &err)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << "sparkwirectl " << command << ": cannot read " << path << ": " << file.errorString()
            << "\n";
        return std::nullopt;
    }
    QByteArray data = file.read(maxBytes + 1);
    if (data.size() > maxBytes) {
        err << "sparkwirectl " << command << ": " << path << " is larger than "
            << (maxBytes >= (1 << 20) ? QStringLiteral("%1 MiB").arg(maxBytes >> 20)
                                      : QStringLiteral("%1 bytes").arg(maxBytes))
            << "; is it the right file?\n";
        return std::nullopt;
    }
    return data;
}

void printVerdicts(QTextStream &out, const QList<sparkwire::bench::Diagnosis> &verdicts)
{
    for (const sparkwire::bench::Diagnosis &d : verdicts)
        out << "\n✘ " << d.message << "\n  evidence: " << d.evidence << "\n  fix: " << d.fix
            << "\n";
    if (verdicts.isEmpty())
        out << "✔ no problem found\n";
}

namespace {
QString fromEnvironment(const char *variable, const QString &fallback)
{
    const QString value = qEnvironmentVariable(variable);
    return value.isEmpty() ? fallback : value;
}
} // namespace

QString defaultSysfsRoot()
{
    return fromEnvironment("SPARKWIRE_SYSFS_ROOT", QStringLiteral("/sys"));
}

QString defaultStateDir()
{
    return sparkwire::node::NodeContext::defaultStateDir(); // SPARKWIRE_STATE_DIR when set
}

QString defaultNetplanRoot()
{
    return fromEnvironment("SPARKWIRE_NETPLAN_ROOT", QStringLiteral("/"));
}

namespace {
const QString kJson = QStringLiteral("json");
const QString kSysfsRoot = QStringLiteral("sysfs-root");
const QString kStateDir = QStringLiteral("state-dir");
} // namespace

QCommandLineOption jsonOption(const QString &description)
{
    return {kJson, description};
}

bool wantsJson(const QCommandLineParser &parser)
{
    return parser.isSet(kJson);
}

QCommandLineOption sysfsRootOption(const QString &description)
{
    return {kSysfsRoot, description, QStringLiteral("DIR"), defaultSysfsRoot()};
}

QString sysfsRootValue(const QCommandLineParser &parser)
{
    return parser.value(kSysfsRoot);
}

QCommandLineOption stateDirOption(const QString &description)
{
    return {kStateDir, description, QStringLiteral("DIR"), defaultStateDir()};
}

QString stateDirValue(const QCommandLineParser &parser)
{
    return parser.value(kStateDir);
}
