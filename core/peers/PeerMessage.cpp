#include "PeerMessage.h"

#include <QCborMap>
#include <QCborValue>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QtEndian>

namespace sparkwire::peers {

namespace {
struct TypeInfo
{
    PeerMessage::Type type;
    const char *name;
    QSet<QString> keys; // besides "t"
};

const QList<TypeInfo> &types()
{
    static const QList<TypeInfo> list = {
        {PeerMessage::Type::Hello, "hello", {"v", "id", "host"}},
        {PeerMessage::Type::PairStart, "pair-start", {}},
        {PeerMessage::Type::PairCommit, "pair-commit", {"c"}},
        {PeerMessage::Type::PairNonce, "pair-nonce", {"n"}},
        {PeerMessage::Type::PairReveal, "pair-reveal", {"n"}},
        {PeerMessage::Type::PairConfirm, "pair-confirm", {"ok"}},
        {PeerMessage::Type::Request, "request", {"kind", "key"}},
        {PeerMessage::Type::Response, "response", {"ok", "text"}},
    };
    return list;
}

// A frame that is not a message of this protocol version: the peer is broken or hostile.
Error reject(const QString &why)
{
    return makeError(ErrorCode::Protocol, why);
}

bool matches(const char *pattern, const QString &text)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(QLatin1String(pattern)))
        .match(text)
        .hasMatch();
}
// The short fixed list of what a paired peer may ask (docs/DESIGN.md §8), and the shape of each.
bool validRequest(RequestKind kind, const QString &text, bool hasText)
{
    switch (kind) {
    case RequestKind::Inventory:
    case RequestKind::Doctor:
        return !hasText;
    case RequestKind::SshKey:
        return matches("ssh-ed25519 [A-Za-z0-9+/=]{60,100}( [ -~]{0,100})?", text);
    // The way back: the asking seat's login name and its ed25519 host key (no comment); the
    // answer is this node's own public key (ssh::SshValidation::parseEd25519Line reads it).
    case RequestKind::SshUserKey:
        return matches("[a-z_][a-z0-9_-]{0,31} ssh-ed25519 [A-Za-z0-9+/]{68}", text);
    case RequestKind::Plan: // netplan YAML; the responder checks it with its policy
        return !text.trimmed().isEmpty() && text.size() <= PeerMessage::kMaxPlanChars;
    case RequestKind::TestServer: // "tcp <seconds>": a bounded iperf3 server
        return matches("(tcp|rdma) ([1-9]|[1-5][0-9]|60)", text);
    // The cluster messages: their JSON is parsed strictly by the member (cluster::MemberTry,
    // cluster::VerifyJson); here only their size and the ones that carry nothing.
    case RequestKind::State:
    case RequestKind::Cancel:
    case RequestKind::LaunchPath: // what it checks comes from the member's own record
        return !hasText;
    case RequestKind::Try:
        return hasText && text.size() <= PeerMessage::kMaxTryChars;
    case RequestKind::Verify:
        return hasText && text.size() <= PeerMessage::kMaxVerifyChars;
    // The fleet dashboard: one sample per ask, at the seat's rate of 1 to 10 Hz.
    case RequestKind::Metrics:
        return hasText && matches("[1-9]|10", text);
    // A key id (64 lower-case hex digits) or a hostname as beacons carry it.
    case RequestKind::Relay:
    case RequestKind::Tunnel:
        return matches("[0-9a-f]{64}|[a-z0-9][a-z0-9-]{0,62}", text);
    case RequestKind::Confirm: // the seat's signature, base64 (none when asked)
        return !hasText || matches("[A-Za-z0-9+/]{4,200}={0,2}", text);
    }
    return false;
}
} // namespace

QString PeerMessage::typeName(Type type)
{
    for (const TypeInfo &t : types())
        if (t.type == type)
            return QLatin1String(t.name);
    return {};
}

QByteArray PeerMessage::frame() const
{
    QCborMap map;
    map.insert(QStringLiteral("t"), typeName(type));
    switch (type) {
    case Type::Hello:
        map.insert(QStringLiteral("v"), 1);
        map.insert(QStringLiteral("id"), id);
        map.insert(QStringLiteral("host"), hostname);
        break;
    case Type::PairStart:
        break;
    case Type::PairCommit:
        map.insert(QStringLiteral("c"), bytes);
        break;
    case Type::PairNonce:
    case Type::PairReveal:
        map.insert(QStringLiteral("n"), bytes);
        break;
    case Type::PairConfirm:
        map.insert(QStringLiteral("ok"), ok);
        break;
    case Type::Request:
        map.insert(QStringLiteral("kind"), requestKindName(kind));
        if (!text.isEmpty())
            map.insert(QStringLiteral("key"), text);
        break;
    case Type::Response:
        map.insert(QStringLiteral("ok"), ok);
        map.insert(QStringLiteral("text"), text);
        break;
    }
    const QByteArray body = map.toCborValue().toCbor();
    QByteArray out(4, '\0');
    qToBigEndian<quint32>(quint32(body.size()), out.data());
    return out + body;
}

Result<PeerMessage> PeerMessage::decode(const QByteArray &body)
{
    QCborParserError parseError;
    const QCborValue value = QCborValue::fromCbor(body, &parseError);
    if (parseError.error != QCborError::NoError)
        return reject(QCoreApplication::translate("PeerMessage", "bad CBOR: %1")
                          .arg(parseError.errorString()));
    if (parseError.offset != body.size() || !value.isMap())
        return reject(QCoreApplication::translate("PeerMessage", "not a single CBOR map"));
    const QCborMap map = value.toMap();
    const QString typeText = map.value(QStringLiteral("t")).toString();
    const auto info = std::find_if(types().cbegin(), types().cend(), [&](const TypeInfo &t) {
        return typeText == QLatin1String(t.name);
    });
    if (info == types().cend())
        return reject(QCoreApplication::translate("PeerMessage", "unknown message type"));
    QSet<QString> seen;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        const QString key = it.key().toString();
        if (!it.key().isString() || (key != QLatin1String("t") && !info->keys.contains(key)) ||
            seen.contains(key))
            return reject(
                QCoreApplication::translate("PeerMessage", "unexpected or repeated field in %1")
                    .arg(typeText));
        seen.insert(key);
    }

    PeerMessage m;
    m.type = info->type;
    switch (m.type) {
    case Type::Hello:
        if (map.value(QStringLiteral("v")).toInteger(-1) != 1)
            return reject(
                QCoreApplication::translate("PeerMessage", "unsupported protocol version"));
        m.id = map.value(QStringLiteral("id")).toString();
        m.hostname = map.value(QStringLiteral("host")).toString();
        if (!matches("[0-9a-f]{64}", m.id) || !matches("[A-Za-z0-9.-]{1,64}", m.hostname))
            return reject(QCoreApplication::translate("PeerMessage", "bad hello"));
        break;
    case Type::PairStart:
        break;
    case Type::PairCommit:
    case Type::PairNonce:
    case Type::PairReveal: {
        const QCborValue v =
            map.value(m.type == Type::PairCommit ? QStringLiteral("c") : QStringLiteral("n"));
        if (!v.isByteArray() || v.toByteArray().size() != 32)
            return reject(
                QCoreApplication::translate("PeerMessage", "%1 needs 32 bytes").arg(typeText));
        m.bytes = v.toByteArray();
        break;
    }
    case Type::PairConfirm:
        if (!map.value(QStringLiteral("ok")).isBool())
            return reject(QCoreApplication::translate("PeerMessage", "pair-confirm needs ok"));
        m.ok = map.value(QStringLiteral("ok")).toBool();
        break;
    case Type::Request: {
        // A "key" that is there must be non-empty text: a byte string or "" would count as a
        // payload here yet frame() leaves it out, so two readers of one frame would disagree.
        const bool hasText = seen.contains(QStringLiteral("key"));
        const QCborValue key = map.value(QStringLiteral("key"));
        if (!map.value(QStringLiteral("kind")).isString() ||
            (hasText && (!key.isString() || key.toString().isEmpty())))
            return reject(QCoreApplication::translate("PeerMessage", "bad request"));
        // The edge: past here a request kind is an enum, never text.
        const std::optional<RequestKind> kind =
            parseRequestKind(map.value(QStringLiteral("kind")).toString());
        if (!kind)
            return reject(QCoreApplication::translate("PeerMessage", "bad request: unknown kind"));
        m.kind = *kind;
        m.text = key.toString();
        if (!validRequest(m.kind, m.text, hasText))
            return reject(QCoreApplication::translate("PeerMessage", "bad request"));
        break;
    }
    case Type::Response:
        if (!map.value(QStringLiteral("ok")).isBool() ||
            !map.value(QStringLiteral("text")).isString())
            return reject(QCoreApplication::translate("PeerMessage", "bad response"));
        m.ok = map.value(QStringLiteral("ok")).toBool();
        m.text = map.value(QStringLiteral("text")).toString();
        break;
    }
    return m;
}

std::optional<PeerMessage> FrameReader::next()
{
    if (!m_error.isEmpty() || m_buffer.size() < 4)
        return std::nullopt;
    const quint32 length = qFromBigEndian<quint32>(m_buffer.constData());
    if (length == 0 || length > quint32(PeerMessage::kMaxFrame)) {
        m_error = QStringLiteral("frame of %1 bytes refused").arg(length);
        return std::nullopt;
    }
    if (m_buffer.size() < qsizetype(4 + length))
        return std::nullopt;
    const QByteArray body = m_buffer.mid(4, length);
    m_buffer.remove(0, 4 + length);
    Result<PeerMessage> message = PeerMessage::decode(body);
    if (!message) {
        m_error = message.errorMessage();
        return std::nullopt;
    }
    return std::move(*message);
}

} // namespace sparkwire::peers
