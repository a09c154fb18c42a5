#include "NcclResult.h"

#include <QJsonArray>

namespace sparkwire::bench {

QString NcclResult::transportName(Transport t)
{
    switch (t) {
    case Transport::Ib:
        return QStringLiteral("ib");
    case Transport::Socket:
        return QStringLiteral("socket");
    case Transport::P2p:
        return QStringLiteral("p2p");
    case Transport::Shm:
        return QStringLiteral("shm");
    case Transport::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QJsonObject NcclResult::toJson() const
{
    auto side = [](const Bandwidth &b) {
        return QJsonObject{
            {QLatin1String("time_us"), b.timeUs},
            {QLatin1String("algbw"), b.algbw},
            {QLatin1String("busbw"), b.busbw},
            {QLatin1String("wrong"), b.wrong ? QJsonValue(double(*b.wrong)) : QJsonValue()}};
    };
    QJsonArray rowArray;
    for (const Row &r : rows)
        rowArray.append(QJsonObject{
            {QLatin1String("size"), double(r.size)},
            {QLatin1String("count"), double(r.count)},
            {QLatin1String("type"), r.type},
            {QLatin1String("redop"), r.redop},
            {QLatin1String("root"), r.root},
            {QLatin1String("out_of_place"),
             r.outOfPlace ? QJsonValue(side(*r.outOfPlace)) : QJsonValue()},
            {QLatin1String("in_place"), side(r.inPlace)},
        });
    return {
        {QLatin1String("test"), test.isEmpty() ? QJsonValue() : QJsonValue(test)},
        {QLatin1String("ranks"), ranks},
        {QLatin1String("nodes"), nodes},
        {QLatin1String("nccl_version"),
         ncclVersion.isEmpty() ? QJsonValue() : QJsonValue(ncclVersion)},
        {QLatin1String("rows"), rowArray},
        {QLatin1String("avg_busbw"), avgBusbw ? QJsonValue(*avgBusbw) : QJsonValue()},
        {QLatin1String("out_of_bounds"), outOfBounds ? QJsonValue(*outOfBounds) : QJsonValue()},
        {QLatin1String("complete"), concluded},
        {QLatin1String("transport"), transportName(transport)},
        {QLatin1String("transports_seen"), QJsonArray::fromStringList(transportsSeen)},
        {QLatin1String("ib_devices"), QJsonArray::fromStringList(ibDevices)},
        {QLatin1String("gdr"), gdr ? QJsonValue(*gdr) : QJsonValue()},
        {QLatin1String("bootstrap_interface"),
         bootstrapInterface.isEmpty() ? QJsonValue() : QJsonValue(bootstrapInterface)},
        {QLatin1String("error"), error.isEmpty() ? QJsonValue() : QJsonValue(error)},
        {QLatin1String("warnings"), QJsonArray::fromStringList(warnings)},
        {QLatin1String("diagnoses"), diagnosesToJson(diagnoses)},
        {QLatin1String("failed"), isFailure()},
        {QLatin1String("exit_status"), exitStatus ? QJsonValue(*exitStatus) : QJsonValue()},
        {QLatin1String("cancelled"), cancelled},
        {QLatin1String("last_lines"), QJsonArray::fromStringList(lastLines)},
    };
}

} // namespace sparkwire::bench
