#include "IperfCommand.h"

#include "CommandLine.h"

#include "bench/Iperf.h"

#include <QHostAddress>
#include <QTextStream>

using namespace sparkwire;

int runIperfCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("ROLE"), QStringLiteral("client or server"));
    parser.addOptions({
        {QStringLiteral("bind"), QStringLiteral("Local address."), QStringLiteral("A")},
        {QStringLiteral("host"), QStringLiteral("Server address (client)."), QStringLiteral("A")},
        {QStringLiteral("port"), QStringLiteral("TCP port."), QStringLiteral("P"),
         QStringLiteral("5201")},
        {QStringLiteral("seconds"), QStringLiteral("Test length (client, 1-60)."),
         QStringLiteral("S"), QStringLiteral("10")},
    });
    if (const auto code =
            parseCommandLine(parser, arguments, QStringLiteral("_iperf"), out, err, 1, 1))
        return *code;
    bench::Iperf::Options o;
    o.bindAddress = parser.value(QStringLiteral("bind"));
    o.serverAddress = parser.value(QStringLiteral("host"));
    bool okPort = false;
    bool okSeconds = false;
    o.port = parser.value(QStringLiteral("port")).toInt(&okPort);
    o.seconds = parser.value(QStringLiteral("seconds")).toInt(&okSeconds);
    const QString role = parser.positionalArguments().first();
    if (!okPort || o.port < 1 || o.port > 65535 || !okSeconds || o.seconds < 1 || o.seconds > 60 ||
        QHostAddress(o.bindAddress).isNull() ||
        (role == QLatin1String("client") && QHostAddress(o.serverAddress).isNull()) ||
        (role != QLatin1String("client") && role != QLatin1String("server"))) {
        err << "sparkwirectl _iperf: client|server --bind ADDRESS [--host ADDRESS] [--port P] "
               "[--seconds 1-60]\n";
        return 2;
    }
    const Status ran =
        role == QLatin1String("server") ? bench::Iperf::runServer(o) : bench::Iperf::runClient(o);
    if (!ran) {
        err << ran.errorMessage() << "\n";
        return 1;
    }
    return 0;
}
