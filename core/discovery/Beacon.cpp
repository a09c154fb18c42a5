#include "Beacon.h"

#include <QCborMap>
#include <QCborValue>
#include <QRegularExpression>
#include <QSet>

namespace sparkwire::discovery {

namespace {
const QByteArray kMagic("SWB\x01", 4);

std::optional<Beacon> reject(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return std::nullopt;
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
    map.insert(QStringLiteral("host"), hostname);
    map.insert(QStringLiteral("netdev"), netdev);
    map.insert(QStringLiteral("port"), port);
    map.insert(QStringLiteral("half"), half);
    map.insert(QStringLiteral("mac"), mac);
    map.insert(QStringLiteral("seq"), qint64(seq));
    return kMagic + map.toCborValue().toCbor();
}

std::optional<Beacon> Beacon::decode(const QByteArray &datagram, QString *error)
{
    if (datagram.size() > kMaxBytes)
        return reject(error, QStringLiteral("longer than %1 bytes").arg(kMaxBytes));
    if (!datagram.startsWith(kMagic))
        return reject(error, QStringLiteral("not a Sparkwire beacon, version 1"));
    const QByteArray body = datagram.mid(kMagic.size());
    QCborParserError parseError;
    const QCborValue value = QCborValue::fromCbor(body, &parseError);
    if (parseError.error != QCborError::NoError)
        return reject(error, QStringLiteral("bad CBOR: %1").arg(parseError.errorString()));
    if (parseError.offset != body.size())
        return reject(error, QStringLiteral("trailing bytes after the beacon"));
    if (!value.isMap())
        return reject(error, QStringLiteral("not a map"));
    const QCborMap map = value.toMap();
    const QSet<QString> expected = {"id", "host", "netdev", "port", "half", "mac", "seq"};
    QSet<QString> seen;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        if (!it.key().isString() || !expected.contains(it.key().toString()))
            return reject(error, QStringLiteral("unexpected key"));
        if (seen.contains(it.key().toString()))
            return reject(error, QStringLiteral("duplicate key '%1'").arg(it.key().toString()));
        seen.insert(it.key().toString());
    }
    if (seen != expected)
        return reject(error, QStringLiteral("missing keys"));

    Beacon b;
    const QCborValue id = map.value(QStringLiteral("id")), host = map.value(QStringLiteral("host")),
                     netdev = map.value(QStringLiteral("netdev")),
                     mac = map.value(QStringLiteral("mac")),
                     port = map.value(QStringLiteral("port")),
                     half = map.value(QStringLiteral("half")),
                     seq = map.value(QStringLiteral("seq"));
    if (!id.isString() || !matches(QStringLiteral("[0-9a-f]{64}"), id.toString()))
        return reject(error, QStringLiteral("bad id"));
    if (!host.isString() || !matches(QStringLiteral("[A-Za-z0-9.-]{1,64}"), host.toString()))
        return reject(error, QStringLiteral("bad hostname"));
    if (!netdev.isString() || !matches(QStringLiteral("[A-Za-z0-9_.-]{1,15}"), netdev.toString()))
        return reject(error, QStringLiteral("bad netdev name"));
    if (!mac.isString() || !matches(QStringLiteral("([0-9a-f]{2}:){5}[0-9a-f]{2}"), mac.toString()))
        return reject(error, QStringLiteral("bad MAC"));
    if (!port.isInteger() || port.toInteger() < 0 || port.toInteger() > 1 || !half.isInteger() ||
        half.toInteger() < 0 || half.toInteger() > 1)
        return reject(error, QStringLiteral("port and half must be 0 or 1"));
    if (!seq.isInteger() || seq.toInteger() < 0 || seq.toInteger() > 0xffffffffLL)
        return reject(error, QStringLiteral("bad sequence number"));
    b.id = id.toString();
    b.hostname = host.toString();
    b.netdev = netdev.toString();
    b.mac = mac.toString();
    b.port = int(port.toInteger());
    b.half = int(half.toInteger());
    b.seq = quint32(seq.toInteger());
    return b;
}

} // namespace sparkwire::discovery
