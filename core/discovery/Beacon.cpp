#include "Beacon.h"

#include <QCborMap>
#include <QCborValue>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace sparkwire::discovery {

namespace {
const QByteArray kMagic("SWB\x01", 4);

// A datagram that is not a beacon: from a stranger, a newer version or an attacker.
Error reject(const QString &why)
{
    return makeError(ErrorCode::Protocol, why);
}

bool matches(const QString &pattern, const QString &text)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern)).match(text).hasMatch();
}
} // namespace

QByteArray Beacon::encode() const
{
    QCborMap map;
    map.insert(QStringLiteral("id"), id);
    map.insert(QStringLiteral("host"), claimedHostname);
    map.insert(QStringLiteral("netdev"), netdev);
    map.insert(QStringLiteral("port"), port);
    map.insert(QStringLiteral("half"), half);
    map.insert(QStringLiteral("mac"), mac);
    map.insert(QStringLiteral("seq"), qint64(seq));
    return kMagic + map.toCborValue().toCbor();
}

Result<Beacon> Beacon::decode(const QByteArray &datagram)
{
    if (datagram.size() > kMaxBytes)
        return reject(QCoreApplication::translate("Beacon", "longer than %1 bytes").arg(kMaxBytes));
    if (!datagram.startsWith(kMagic))
        return reject(QCoreApplication::translate("Beacon", "not a Sparkwire beacon, version 1"));
    const QByteArray body = datagram.mid(kMagic.size());
    QCborParserError parseError;
    const QCborValue value = QCborValue::fromCbor(body, &parseError);
    if (parseError.error != QCborError::NoError)
        return reject(
            QCoreApplication::translate("Beacon", "bad CBOR: %1").arg(parseError.errorString()));
    if (parseError.offset != body.size())
        return reject(QCoreApplication::translate("Beacon", "trailing bytes after the beacon"));
    if (!value.isMap())
        return reject(QCoreApplication::translate("Beacon", "not a map"));
    const QCborMap map = value.toMap();
    const QSet<QString> expected = {"id", "host", "netdev", "port", "half", "mac", "seq"};
    QSet<QString> seen;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        if (!it.key().isString() || !expected.contains(it.key().toString()))
            return reject(QCoreApplication::translate("Beacon", "unexpected key"));
        if (seen.contains(it.key().toString()))
            return reject(QCoreApplication::translate("Beacon", "duplicate key '%1'")
                              .arg(it.key().toString()));
        seen.insert(it.key().toString());
    }
    if (seen != expected)
        return reject(QCoreApplication::translate("Beacon", "missing keys"));

    Beacon b;
    const QCborValue id = map.value(QStringLiteral("id")), host = map.value(QStringLiteral("host")),
                     netdev = map.value(QStringLiteral("netdev")),
                     mac = map.value(QStringLiteral("mac")),
                     port = map.value(QStringLiteral("port")),
                     half = map.value(QStringLiteral("half")),
                     seq = map.value(QStringLiteral("seq"));
    if (!id.isString() || !matches(QStringLiteral("[0-9a-f]{64}"), id.toString()))
        return reject(QCoreApplication::translate("Beacon", "bad id"));
    if (!host.isString() || !matches(QStringLiteral("[A-Za-z0-9.-]{1,64}"), host.toString()))
        return reject(QCoreApplication::translate("Beacon", "bad hostname"));
    if (!netdev.isString() || !matches(QStringLiteral("[A-Za-z0-9_.-]{1,15}"), netdev.toString()))
        return reject(QCoreApplication::translate("Beacon", "bad netdev name"));
    if (!mac.isString() || !matches(QStringLiteral("([0-9a-f]{2}:){5}[0-9a-f]{2}"), mac.toString()))
        return reject(QCoreApplication::translate("Beacon", "bad MAC"));
    if (!port.isInteger() || port.toInteger() < 0 || port.toInteger() > 1 || !half.isInteger() ||
        half.toInteger() < 0 || half.toInteger() > 1)
        return reject(QCoreApplication::translate("Beacon", "port and half must be 0 or 1"));
    if (!seq.isInteger() || seq.toInteger() < 0 || seq.toInteger() > 0xffffffffLL)
        return reject(QCoreApplication::translate("Beacon", "bad sequence number"));
    b.id = id.toString();
    b.claimedHostname = host.toString();
    b.netdev = netdev.toString();
    b.mac = mac.toString();
    b.port = int(port.toInteger());
    b.half = int(half.toInteger());
    b.seq = quint32(seq.toInteger());
    return b;
}

} // namespace sparkwire::discovery
