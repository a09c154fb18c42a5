#include "NcclOutputParser.h"

#include <QCoreApplication>

#include "NcclVerdicts.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace sparkwire::bench {

namespace {
// "[1,0]<stdout>:" (mpirun --tag-output) or "[hostname:rank]" style prefixes.
const QRegularExpression &tagPrefix()
{
    static const QRegularExpression re(QStringLiteral("^\\[\\d+,\\d+\\]<std(?:out|err)>:"));
    return re;
}

// "host:pid:tid [dev] NCCL INFO text"; NCCL 2.28 writes its warnings as
// "[2026-11-26 00:47:47] host:pid:tid [dev] init.cc:808 NCCL WARN text" (real captures in
// tests/data/nccl/gpu-2026-11-26*), with a time stamp and the source file first.
const QRegularExpression &debugPrefix()
{
    static const QRegularExpression re(
        QStringLiteral("^(?:\\[[^\\]]{1,40}\\] )?\\S+:\\d+:\\d+ \\[\\d+\\] (?:\\S+:\\d+ )?NCCL "
                       "(INFO|WARN) (.*)$"));
    return re;
}

QString versionFromCode(qint64 code)
{
    // NCCL_VERSION_CODE: major*10000 + minor*100 + patch since 2.9.
    if (code < 10000 || code > 999999)
        return {};
    return QStringLiteral("%1.%2.%3").arg(code / 10000).arg((code / 100) % 100).arg(code % 100);
}

std::optional<double> number(const QString &text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return std::nullopt;
    return v;
}

std::optional<NcclResult::Bandwidth> bandwidth(const QStringList &f, int at)
{
    const auto time = number(f.at(at));
    const auto alg = number(f.at(at + 1));
    const auto bus = number(f.at(at + 2));
    if (!time || !alg || !bus)
        return std::nullopt;
    NcclResult::Bandwidth b{*time, *alg, *bus, std::nullopt};
    if (f.at(at + 3) != QLatin1String("N/A")) {
        bool ok = false;
        const qint64 wrong = f.at(at + 3).toLongLong(&ok);
        if (!ok || wrong < 0)
            return std::nullopt;
        b.wrong = wrong;
    }
    return b;
}

void addOnce(QStringList &list, const QString &item)
{
    if (!list.contains(item))
        list << item;
}

// Lines of a launcher or of the test itself that end a run: the first one seen is the run's
// error (mpirun's, ssh's, CUDA's).
bool isFatalLine(const QString &line)
{
    static const QStringList fatal = {
        QStringLiteral("mpirun was unable to launch the specified application"),
        QStringLiteral("There are not enough slots available"),
        QStringLiteral("Host key verification failed"),
        QStringLiteral("ORTE was unable to reliably start one or more daemons"),
        QStringLiteral("Permission denied (publickey"),
        QStringLiteral("Mismatched NCCL version"),
        QStringLiteral("out of memory"),
        QStringLiteral("None of the TCP networks specified to be included for out-of-band"),
    };
    for (const QString &f : fatal)
        if (line.contains(f, Qt::CaseInsensitive))
            return true;
    static const QRegularExpression sshConnect(QStringLiteral("^ssh: connect to host .*: "));
    return sshConnect.match(line).hasMatch();
}
} // namespace

int NcclOutputParser::feed(const QByteArray &bytes)
{
    return m_lines.feed(bytes, [this](const QString &line) { return feedLine(line); });
}

void NcclOutputParser::finish()
{
    m_lines.finish([this](const QString &line) { return feedLine(line); });
    if (!m_sawNodes)
        m_result.nodes = int(m_hosts.size());
    updateTransport();
    // "GDR 1" in the ring setup means something only where the data crossed the network on
    // RDMA; on NVLink or sockets it would mislead.
    if (m_result.transport != NcclResult::Transport::Ib)
        m_result.gdr.reset();
    m_result.diagnoses = NcclVerdicts::diagnose(m_result, m_sysfsRoot);
}

void NcclOutputParser::setOutcome(int exitStatus, bool cancelled)
{
    m_result.exitStatus = exitStatus;
    m_result.cancelled = cancelled;
    m_result.diagnoses = NcclVerdicts::diagnose(m_result, m_sysfsRoot);
}

bool NcclOutputParser::feedLine(QString line)
{
    if (line.endsWith(QLatin1Char('\r')))
        line.chop(1);
    line.remove(tagPrefix());
    static const QRegularExpression header(
        QStringLiteral("^# nccl-tests version (\\S+) nccl-headers=(\\d+) nccl-library=(\\d+)"));
    static const QRegularExpression starting(
        QStringLiteral("^# Collective test starting: ([A-Za-z0-9_]+)"));
    static const QRegularExpression rank(QStringLiteral(
        "^#\\s+Rank\\s+(\\d+)\\s+Group\\s+\\d+\\s+Pid\\s+\\d+\\s+on\\s+(\\S+)\\s+device"));
    static const QRegularExpression avg(
        QStringLiteral("^# Avg bus bandwidth\\s*:\\s*([0-9.eE+-]+)"));
    static const QRegularExpression bounds(
        QStringLiteral("^# Out of bounds values\\s*:\\s*(\\d+)"));
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    static const QRegularExpression sizes(
        QStringLiteral("^# nThread \\d+ nGpus \\d+ minBytes \\d+ maxBytes (\\d{1,15}) "));

    if (const auto m = debugPrefix().match(line); m.hasMatch()) {
        m_sawAnything = true;
        if (m.captured(1) == QLatin1String("WARN")) {
            m_result.warnings << m.captured(2);
            rememberLine(line);
            if (m_result.error.isEmpty() && isFatalLine(m.captured(2)))
                m_result.error = m.captured(2).trimmed();
            if (m_result.error.isEmpty() &&
                m.captured(2).contains(QLatin1String("no socket interface found")))
                m_result.error = m.captured(2).trimmed();
        }
        debugLine(m.captured(2));
        return false;
    }
    if (const auto m = header.match(line); m.hasMatch()) {
        m_sawAnything = true;
        if (m_result.ncclVersion.isEmpty())
            m_result.ncclVersion = versionFromCode(m.captured(3).toLongLong());
        return false;
    }
    if (const auto m = starting.match(line); m.hasMatch()) {
        m_sawAnything = true;
        m_result.test = m.captured(1);
        return false;
    }
    if (const auto m = rank.match(line); m.hasMatch()) {
        if (m.captured(1) == QLatin1String("0"))
            ++m_result.testStarts;
        m_result.ranks = qMax(m_result.ranks, m.captured(1).toInt() + 1);
        addOnce(m_hosts, m.captured(2));
        return false;
    }
    if (const auto m = sizes.match(line); m.hasMatch()) {
        if (!m_result.maxBytes) // the first header: each rank of an mpirun run prints one
            m_result.maxBytes = m.captured(1).toLongLong();
        return false;
    }
    if (const auto m = avg.match(line); m.hasMatch()) {
        m_result.avgBusbw = number(m.captured(1));
        return false;
    }
    if (const auto m = bounds.match(line); m.hasMatch()) {
        m_result.outOfBounds = m.captured(1).toInt();
        return false;
    }
    if (line.startsWith(QLatin1String("# Collective test concluded"))) {
        m_result.concluded = true;
        return false;
    }
    if (line.contains(QLatin1String("Test NCCL failure")) ||
        line.contains(QLatin1String("Test CUDA failure")) || isFatalLine(line)) {
        m_sawAnything = true;
        rememberLine(line);
        if (m_result.error.isEmpty())
            m_result.error = line.trimmed();
        return false;
    }
    // A table row: size count type redop root, then time algbw busbw #wrong twice (or only
    // the in-place half, blank out-of-place, in trace replay).
    const QStringList f = line.trimmed().split(whitespace, Qt::SkipEmptyParts);
    if (f.size() != 13 && f.size() != 9) {
        if (!line.startsWith(QLatin1Char('#')))
            rememberLine(line);
        return false;
    }
    bool okSize = false;
    bool okCount = false;
    bool okRoot = false;
    NcclResult::Row row;
    row.size = f.at(0).toLongLong(&okSize);
    row.count = f.at(1).toLongLong(&okCount);
    row.type = f.at(2);
    row.redop = f.at(3);
    row.root = f.at(4).toInt(&okRoot);
    if (!okSize || !okCount || !okRoot || row.size < 0 || row.count < 0) {
        rememberLine(line);
        return false;
    }
    if (f.size() == 13) {
        row.outOfPlace = bandwidth(f, 5);
        const auto in = bandwidth(f, 9);
        if (!row.outOfPlace || !in)
            return false;
        row.inPlace = *in;
    } else {
        const auto in = bandwidth(f, 5);
        if (!in)
            return false;
        row.inPlace = *in;
    }
    m_sawAnything = true;
    m_result.rows << row;
    return true;
}

void NcclOutputParser::rememberLine(const QString &line)
{
    static const QRegularExpression rule(QStringLiteral("^\\s*-*\\s*$"));
    if (rule.match(line).hasMatch())
        return; // blank, or mpirun's banner rules
    const QString text = line.trimmed().left(500);
    if (!m_result.lastLines.isEmpty() && m_result.lastLines.last() == text)
        return;
    m_result.lastLines << text;
    if (m_result.lastLines.size() > kLastLines)
        m_result.lastLines.removeFirst();
}

void NcclOutputParser::debugLine(const QString &text)
{
    static const QRegularExpression version(QStringLiteral("^NCCL version (\\d+\\.\\d+\\.\\d+)"));
    static const QRegularExpression bootstrap(
        QStringLiteral("^Bootstrap ?: Using (\\S+?)(?:<\\d+>)?$"));
    static const QRegularExpression ibUsing(QStringLiteral("^NET/IB : Using (.*?)(?:; OOB.*)?$"));
    static const QRegularExpression ibDevice(QStringLiteral("\\[\\d+\\]([A-Za-z0-9_]+):\\d+"));
    static const QRegularExpression via(QStringLiteral(" via (NET/IB|NET/Socket|P2P|SHM)(\\S*)"));
    static const QRegularExpression gdr(QStringLiteral("GDR (\\d)\\s*$"));
    static const QRegularExpression nodes(QStringLiteral("\\bnNodes (\\d+)"));
    static const QRegularExpression hca(QStringLiteral("^NCCL_IB_HCA set to (\\S+)"));
    static const QRegularExpression ifname(
        QStringLiteral("^NCCL_SOCKET_IFNAME set by environment to (\\S+)"));

    if (const auto m = version.match(text); m.hasMatch()) {
        if (m_result.ncclVersion.isEmpty())
            m_result.ncclVersion = m.captured(1);
        addOnce(m_result.versionsSeen, m.captured(1));
    } else if (const auto m = ifname.match(text); m.hasMatch())
        m_result.socketIfname = m.captured(1).left(64);
    else if (const auto m = bootstrap.match(text); m.hasMatch())
        m_result.bootstrapInterface = m.captured(1);
    else if (text.startsWith(QLatin1String("NET/IB : No device found")))
        m_result.ibMissing = true;
    else if (const auto m = ibUsing.match(text); m.hasMatch()) {
        auto it = ibDevice.globalMatch(m.captured(1));
        while (it.hasNext())
            addOnce(m_result.ibDevices, it.next().captured(1));
    } else if (const auto m = hca.match(text); m.hasMatch())
        m_result.configuredHca = m.captured(1);
    if (const auto m = via.match(text); m.hasMatch()) {
        addOnce(m_result.transportsSeen, m.captured(1));
        if (m.captured(1) == QLatin1String("NET/IB") &&
            m.captured(2).contains(QLatin1String("GDR")))
            m_result.gdr = true;
    }
    if (text.startsWith(QLatin1String("Connected all rings")))
        if (const auto m = gdr.match(text); m.hasMatch())
            m_result.gdr = m_result.gdr.value_or(false) || m.captured(1) == QLatin1String("1");
    if (const auto m = nodes.match(text); m.hasMatch()) {
        m_result.nodes = m.captured(1).toInt();
        m_sawNodes = true;
    }
    if (text.startsWith(QLatin1String("Using network ")))
        m_networkPlugin = text.mid(14).trimmed(); // chosen, not necessarily used
    updateTransport();
}

void NcclOutputParser::updateTransport()
{
    // What the channels were connected "via"; the network transport wins over intra-node
    // ones: it is what crosses the cable. Without "via" lines, the chosen network plugin
    // counts only when ranks sit on more than one node.
    const QStringList &seen = m_result.transportsSeen;
    using T = NcclResult::Transport;
    m_result.transport = seen.contains(QLatin1String("NET/Socket")) ? T::Socket
                         : seen.contains(QLatin1String("NET/IB"))   ? T::Ib
                         : seen.contains(QLatin1String("P2P"))      ? T::P2p
                         : seen.contains(QLatin1String("SHM"))      ? T::Shm
                                                                    : T::Unknown;
    if (m_result.transport == T::Unknown && m_result.nodes > 1) {
        if (m_networkPlugin == QLatin1String("Socket"))
            m_result.transport = T::Socket;
        else if (m_networkPlugin == QLatin1String("IB"))
            m_result.transport = T::Ib;
    }
}

Result<NcclResult> NcclOutputParser::parse(const QByteArray &input)
{
    if (input.trimmed().startsWith('{'))
        return parseJson(input);
    NcclOutputParser parser;
    parser.feed(input);
    parser.finish();
    if (!parser.m_sawAnything)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "NcclOutputParser", "no nccl-tests output or NCCL log lines found"));
    if (parser.m_result.rows.isEmpty() && parser.m_result.error.isEmpty() &&
        !parser.m_result.concluded)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "NcclOutputParser",
                             "no result rows: the output ends before the first size (cut "
                             "short, or the test failed before it started)"));
    return parser.m_result;
}

Result<NcclResult> NcclOutputParser::parseJson(const QByteArray &json)
{
    auto fail = [](const QString &why) -> Result<NcclResult> {
        return makeError(ErrorCode::InvalidInput, why);
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("NcclOutputParser", "not valid JSON at byte %1: %2")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
    const QJsonObject top = doc.object();
    if (!top.value(QLatin1String("results")).isArray())
        return fail(QCoreApplication::translate("NcclOutputParser",
                                                "not an nccl-tests -J file: no \"results\" list"));
    NcclResult r;
    const QJsonArray args = top.value(QLatin1String("args")).toArray();
    if (!args.isEmpty())
        r.test = args.first().toString().section(QLatin1Char('/'), -1);
    r.ncclVersion = versionFromCode(top.value(QLatin1String("nccl_version")).toInteger());
    const QJsonObject config = top.value(QLatin1String("config")).toObject();
    QStringList hosts;
    QStringList processes;
    int highestRank = 0;
    for (const QJsonValue &d : config.value(QLatin1String("devices")).toArray()) {
        const QJsonObject device = d.toObject();
        highestRank = qMax(highestRank, device.value(QLatin1String("rank")).toInt() + 1);
        const QString host = device.value(QLatin1String("hostname")).toString();
        addOnce(hosts, host);
        addOnce(processes, host + QLatin1Char(':') +
                               QString::number(device.value(QLatin1String("pid")).toInteger()));
    }
    // nccl-tests lists one device a process (its first); each process drives nthreads x ngpus
    // ranks (one process with -g 2 is 2 ranks).
    const int perProcess = qBound(1, config.value(QLatin1String("nthreads")).toInt(1), 64) *
                           qBound(1, config.value(QLatin1String("ngpus")).toInt(1), 64);
    r.ranks = qMax(highestRank, int(processes.size()) * perProcess);
    r.nodes = int(hosts.size());
    auto side = [](const QJsonValue &v) -> std::optional<NcclResult::Bandwidth> {
        if (!v.isObject())
            return std::nullopt;
        const QJsonObject o = v.toObject();
        NcclResult::Bandwidth b;
        b.timeUs = o.value(o.contains(QLatin1String("time")) ? QLatin1String("time")
                                                             : QLatin1String("cpu_time"))
                       .toDouble(-1);
        b.algbw = o.value(QLatin1String("alg_bw")).toDouble(-1);
        b.busbw = o.value(QLatin1String("bus_bw")).toDouble(-1);
        if (b.timeUs < 0 || b.algbw < 0 || b.busbw < 0)
            return std::nullopt;
        if (o.value(QLatin1String("nwrong")).isDouble())
            b.wrong = qint64(o.value(QLatin1String("nwrong")).toDouble());
        return b;
    };
    for (const QJsonValue &v : top.value(QLatin1String("results")).toArray()) {
        const QJsonObject o = v.toObject();
        NcclResult::Row row;
        row.size = o.value(QLatin1String("size")).toInteger(-1);
        row.count = o.value(QLatin1String("count")).toInteger(-1);
        row.type = o.value(QLatin1String("type")).toString();
        row.redop = o.value(QLatin1String("redop")).toString();
        row.root = o.value(QLatin1String("root")).toString().trimmed().toInt();
        row.outOfPlace = side(o.value(QLatin1String("out_of_place")));
        const auto in = side(o.value(QLatin1String("in_place")));
        if (row.size < 0 || row.count < 0 || !in)
            return fail(QCoreApplication::translate("NcclOutputParser", "result %1 is incomplete")
                            .arg(r.rows.size() + 1));
        row.inPlace = *in;
        r.rows << row;
    }
    const QJsonObject avg = top.value(QLatin1String("average_bus_bandwidth")).toObject();
    if (avg.value(QLatin1String("bandwidth")).isDouble())
        r.avgBusbw = avg.value(QLatin1String("bandwidth")).toDouble();
    const QJsonObject bounds = top.value(QLatin1String("out_of_bounds")).toObject();
    if (bounds.value(QLatin1String("count")).isDouble())
        r.outOfBounds = bounds.value(QLatin1String("count")).toInt();
    r.concluded = top.contains(QLatin1String("end_time"));
    const QJsonArray errors = top.value(QLatin1String("errors")).toArray();
    if (!errors.isEmpty())
        r.error = errors.first().toString();
    r.testStarts = r.rows.isEmpty() ? 0 : 1;
    r.diagnoses = NcclVerdicts::diagnose(r);
    return r;
}

} // namespace sparkwire::bench
