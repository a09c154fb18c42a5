#pragma once

#include "RequestKind.h"
#include "common/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace sparkwire::peers {

// One message of the peer protocol (docs/pairing.md): a type and that type's fields only.
struct PeerMessage
{
    enum class Type
    {
        Hello,
        PairStart,
        PairCommit,
        PairNonce,
        PairReveal,
        PairConfirm,
        Request,
        Response
    };

    Type type = Type::Hello;
    QString id;       // hello
    QString hostname; // hello
    QByteArray bytes; // pair-commit (c), pair-nonce and pair-reveal (n): 32 bytes
    bool ok = false;  // pair-confirm, response
    RequestKind kind = RequestKind::Inventory; // request (on the wire: requestKindName)
    // request: the key, "<user> <host key>", the netplan YAML, "tcp <s>", the metrics rate in Hz
    // ("1".."10"), a cluster message's JSON or signature; response: body or error
    QString text;

    static constexpr int kMaxFrame = 64 * 1024;
    static constexpr int kMaxPlanChars = 32 * 1024;
    // A `try` carries a netplan and the cluster record (cluster::MemberTry caps it at 48 KiB);
    // `verify` a list of twin checks. Both stay well inside one frame.
    static constexpr int kMaxTryChars = 48 * 1024;
    static constexpr int kMaxVerifyChars = 16 * 1024;
    // 4-byte big-endian length + CBOR map.
    QByteArray frame() const;
    // Protocol when the body is not one well-formed message of this version (a request of a
    // kind parseRequestKind does not know included).
    static Result<PeerMessage> decode(const QByteArray &body);
    static QString typeName(Type type);
};

// Splits a TLS byte stream into messages; a frame that is too long or does not parse is an
// error, after which the connection must be closed.
class FrameReader
{
public:
    void append(const QByteArray &data) { m_buffer += data; }
    // nullopt when no whole frame is buffered yet (or after an error: see error()).
    std::optional<PeerMessage> next();
    const QString &error() const { return m_error; }
    // What is buffered past the last whole frame, handed over whole (a tunnel: the bytes after
    // its answer belong to the stream, not to this reader).
    QByteArray takeBuffered() { return std::exchange(m_buffer, {}); }

private:
    QByteArray m_buffer;
    QString m_error;
};

} // namespace sparkwire::peers
