#include "Iperf.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <iperf_api.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace sparkwire::bench::Iperf {

namespace {
struct TestDeleter
{
    void operator()(iperf_test *t) const { iperf_free_test(t); }
};
using Test = std::unique_ptr<iperf_test, TestDeleter>;

Result<Test> newTest(const Options &o, char role)
{
    Test test(iperf_new_test());
    if (!test || iperf_defaults(test.get()) < 0)
        return makeError(ErrorCode::ToolFailed,
                         QCoreApplication::translate("Iperf", "libiperf could not start a test"));
    iperf_set_test_role(test.get(), role);
    iperf_set_test_server_port(test.get(), o.port);
    iperf_set_test_json_output(test.get(), 1);
    const QByteArray bind = o.bindAddress.toUtf8();
    if (!bind.isEmpty())
        iperf_set_test_bind_address(test.get(), bind.constData());
    return test;
}
} // namespace

Status runClient(const Options &o)
{
    Result<Test> made = newTest(o, 'c');
    if (!made)
        return made.error();
    Test test = std::move(*made);
    const QByteArray host = o.serverAddress.toUtf8();
    iperf_set_test_server_hostname(test.get(), host.constData());
    iperf_set_test_duration(test.get(), o.seconds);
    iperf_set_test_num_streams(test.get(), o.streams);
    iperf_set_test_connect_timeout(test.get(), 3000);
    if (iperf_run_client(test.get()) < 0)
        return makeError(ErrorCode::ToolFailed,
                         QCoreApplication::translate("Iperf", "iperf client %1 → %2:%3: %4")
                             .arg(o.bindAddress, o.serverAddress)
                             .arg(o.port)
                             .arg(QString::fromLocal8Bit(iperf_strerror(i_errno))));
    return {};
}

Status runServer(const Options &o)
{
    Result<Test> made = newTest(o, 's');
    if (!made)
        return made.error();
    Test test = std::move(*made);
    iperf_set_test_one_off(test.get(), 1);
    // Text output: libiperf prints "Server listening on PORT" once its socket listens, the
    // event TestServers waits for; line-buffered so it leaves the pipe at once.
    iperf_set_test_json_output(test.get(), 0);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    if (iperf_run_server(test.get()) < 0)
        return makeError(ErrorCode::ToolFailed,
                         QCoreApplication::translate("Iperf", "iperf server on %1:%2: %3")
                             .arg(o.bindAddress)
                             .arg(o.port)
                             .arg(QString::fromLocal8Bit(iperf_strerror(i_errno))));
    return {};
}

double receivedBitsPerSecond(const QByteArray &json, int *retransmits)
{
    const QJsonObject end =
        QJsonDocument::fromJson(json).object().value(QLatin1String("end")).toObject();
    if (retransmits)
        *retransmits = end.value(QLatin1String("sum_sent"))
                           .toObject()
                           .value(QLatin1String("retransmits"))
                           .toInt();
    const QJsonValue bps =
        end.value(QLatin1String("sum_received")).toObject().value(QLatin1String("bits_per_second"));
    return bps.isDouble() ? bps.toDouble() : -1;
}

} // namespace sparkwire::bench::Iperf
