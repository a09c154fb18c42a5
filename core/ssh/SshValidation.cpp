#include "SshValidation.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>

namespace sparkwire::ssh::SshValidation {

namespace {
constexpr int kMaxKeyLineChars = 16 * 1024;
constexpr int kMinRsaBits = 2048;
constexpr int kMaxRsaBits = 16384;

// The value for an error message: quoted, non-printables escaped, cut short. A hostile value
// must not reach a terminal or a log raw.
QString quoted(const QString &value)
{
    QString out;
    for (const char32_t c : value.left(80).toUcs4()) {
        if (c == U'\\' || c == U'"')
            out += QLatin1Char('\\') + QChar(c);
        else if (QChar::isPrint(c) && c != U'\x2028' && c != U'\x2029')
            out += QString::fromUcs4(&c, 1);
        else if (c == U'\n')
            out += QStringLiteral("\\n");
        else
            out += QStringLiteral("\\x{%1}").arg(uint(c), 0, 16);
    }
    return QLatin1Char('"') + out +
           (value.size() > 80 ? QStringLiteral("…\"") : QStringLiteral("\""));
}

bool hasNonPrintable(const QString &text)
{
    for (const char32_t c : text.toUcs4())
        if (!QChar::isPrint(c) || c == U'\x2028' || c == U'\x2029')
            return true;
    return false;
}

std::optional<quint32> parseIpv4(const QString &text)
{
    static const QRegularExpression dottedQuad(
        QStringLiteral("\\A(0|[1-9][0-9]{0,2})\\.(0|[1-9][0-9]{0,2})\\.(0|[1-9][0-9]{0,2})\\.(0|[1-"
                       "9][0-9]{0,2})\\z"));
    const QRegularExpressionMatch m = dottedQuad.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    quint32 value = 0;
    for (int i = 1; i <= 4; ++i) {
        const uint octet = m.captured(i).toUInt();
        if (octet > 255)
            return std::nullopt;
        value = value << 8 | octet;
    }
    return value;
}

// The network and mask of "a.b.c.d/len" (len 8-32).
std::optional<std::pair<quint32, quint32>> parseSubnet(const QString &subnet)
{
    static const QRegularExpression length(QStringLiteral("\\A[1-9][0-9]?\\z"));
    const QStringList parts = subnet.split(QLatin1Char('/'));
    const std::optional<quint32> base = parts.size() == 2 ? parseIpv4(parts[0]) : std::nullopt;
    if (!base || !length.match(parts[1]).hasMatch())
        return std::nullopt;
    const int bits = parts[1].toInt();
    if (bits < 8 || bits > 32)
        return std::nullopt;
    const quint32 mask = bits == 32 ? 0xffffffffu : ~(0xffffffffu >> bits);
    return std::pair{*base & mask, mask};
}

// A reader for the SSH wire format of a public key blob (RFC 4251 strings and mpints).
class BlobReader
{
public:
    explicit BlobReader(const QByteArray &blob)
        : m_blob(blob)
    {}
    std::optional<QByteArray> string()
    {
        if (m_blob.size() - m_at < 4)
            return std::nullopt;
        const auto *p = reinterpret_cast<const uchar *>(m_blob.constData() + m_at);
        const quint32 length =
            quint32(p[0]) << 24 | quint32(p[1]) << 16 | quint32(p[2]) << 8 | p[3];
        m_at += 4;
        if (length > quint32(m_blob.size() - m_at))
            return std::nullopt;
        const QByteArray s = m_blob.mid(m_at, qsizetype(length));
        m_at += qsizetype(length);
        return s;
    }
    // A positive mpint in its one canonical encoding; its size in bits.
    std::optional<int> positiveMpintBits()
    {
        const std::optional<QByteArray> s = string();
        if (!s || s->isEmpty() || (uchar(s->at(0)) & 0x80) != 0)
            return std::nullopt;
        if (s->at(0) == 0 && (s->size() < 2 || (uchar(s->at(1)) & 0x80) == 0))
            return std::nullopt; // a leading zero byte that is not needed
        qsizetype first = s->at(0) == 0 ? 1 : 0;
        int bits = int(s->size() - first - 1) * 8;
        for (uchar top = uchar(s->at(first)); top; top >>= 1)
            ++bits;
        return bits;
    }
    bool atEnd() const { return m_at == m_blob.size(); }

private:
    QByteArray m_blob;
    qsizetype m_at = 0;
};

Error invalid(const QString &message)
{
    return makeError(ErrorCode::InvalidInput, message);
}

// Whether the blob is a well-formed public key of `type`.
Status checkBlob(const QString &type, const QByteArray &blob)
{
    BlobReader r(blob);
    const std::optional<QByteArray> embedded = r.string();
    if (!embedded || QString::fromLatin1(*embedded) != type)
        return invalid(
            QCoreApplication::translate("SshValidation", "the key data says it is %1, not %2")
                .arg(embedded ? quoted(QString::fromLatin1(*embedded))
                              : QCoreApplication::translate("SshValidation", "nothing"),
                     type));
    const Error malformed = invalid(
        QCoreApplication::translate("SshValidation", "the %1 key data is malformed").arg(type));
    if (type == QLatin1String("ssh-ed25519")) {
        const std::optional<QByteArray> key = r.string();
        if (!key || key->size() != 32 || !r.atEnd())
            return malformed;
    } else if (type == QLatin1String("ecdsa-sha2-nistp256")) {
        const std::optional<QByteArray> curve = r.string();
        const std::optional<QByteArray> point = r.string();
        if (!curve || *curve != "nistp256" || !point || point->size() != 65 ||
            point->at(0) != 0x04 || !r.atEnd())
            return malformed;
    } else {
        const std::optional<int> e = r.positiveMpintBits();
        const std::optional<int> n = r.positiveMpintBits();
        if (!e || *e > 64 || !n || !r.atEnd())
            return malformed;
        if (*n < kMinRsaBits || *n > kMaxRsaBits)
            return invalid(
                QCoreApplication::translate("SshValidation",
                                            "the ssh-rsa key has %1 bits; %2 to %3 are accepted")
                    .arg(*n)
                    .arg(kMinRsaBits)
                    .arg(kMaxRsaBits));
    }
    return {};
}
} // namespace

Status checkUser(const QString &user)
{
    static const QRegularExpression pattern(QStringLiteral("\\A[a-z_][a-z0-9_-]{0,31}\\z"));
    if (!pattern.match(user).hasMatch())
        return invalid(QCoreApplication::translate(
                           "SshValidation", "%1 is not a user name Sparkwire accepts (lowercase "
                                            "letters, digits, '_' and '-', at most 32)")
                           .arg(quoted(user)));
    return {};
}

Status checkPairedName(const QString &name)
{
    static const QRegularExpression pattern(
        QStringLiteral("\\A[A-Za-z0-9][A-Za-z0-9-]*(\\.[A-Za-z0-9][A-Za-z0-9-]*)*\\z"));
    if (name.isEmpty() || name.size() > 63 || !pattern.match(name).hasMatch())
        return invalid(QCoreApplication::translate(
                           "SshValidation", "%1 is not a host name Sparkwire accepts for a peer "
                                            "(1-63 letters, digits, '-' and '.')")
                           .arg(quoted(name)));
    return {};
}

Result<QString> aliasFor(const QString &pairedName)
{
    const Status named = checkPairedName(pairedName);
    if (!named)
        return named.error();
    return QString(QStringLiteral("sparkwire-") + pairedName.toLower());
}

Status checkAlias(const QString &alias)
{
    const QString prefix = QStringLiteral("sparkwire-");
    if (!alias.startsWith(prefix) || alias != alias.toLower() ||
        !checkPairedName(alias.mid(prefix.size())))
        return invalid(
            QCoreApplication::translate(
                "SshValidation", "%1 is not an alias Sparkwire writes (sparkwire-<paired name>)")
                .arg(quoted(alias)));
    return {};
}

Status checkIpv4(const QString &address)
{
    const std::optional<quint32> value = parseIpv4(address);
    if (!value)
        return invalid(QCoreApplication::translate("SshValidation", "%1 is not an IPv4 address")
                           .arg(quoted(address)));
    if (*value == 0 || *value == 0xffffffffu || (*value >> 28) == 0xe)
        return invalid(QCoreApplication::translate("SshValidation", "%1 is not a host's address")
                           .arg(address));
    return {};
}

Status checkSubnet(const QString &subnet)
{
    if (parseSubnet(subnet))
        return {};
    return invalid(QCoreApplication::translate(
                       "SshValidation", "%1 is not a subnet Sparkwire accepts (a.b.c.d/8-32)")
                       .arg(quoted(subnet)));
}

Status checkAddress(const QString &address, const QStringList &allowedSubnets)
{
    const Status ipv4 = checkIpv4(address);
    if (!ipv4)
        return ipv4;
    const quint32 value = *parseIpv4(address);
    for (const QString &subnet : allowedSubnets) {
        const std::optional<std::pair<quint32, quint32>> parsed = parseSubnet(subnet);
        if (!parsed)
            return checkSubnet(subnet);
        if ((value & parsed->second) == parsed->first)
            return {};
    }
    return invalid(
        QCoreApplication::translate("SshValidation", "%1 is not in this node's CX-7 subnets (%2)")
            .arg(address, allowedSubnets.isEmpty()
                              ? QCoreApplication::translate("SshValidation", "none configured")
                              : allowedSubnets.join(QStringLiteral(", "))));
}

Status checkPeerId(const QString &peerId)
{
    static const QRegularExpression pattern(QStringLiteral("\\A[0-9a-f]{64}\\z"));
    if (!pattern.match(peerId).hasMatch())
        return invalid(
            QCoreApplication::translate("SshValidation",
                                        "%1 is not a peer fingerprint (64 lowercase hex digits)")
                .arg(quoted(peerId)));
    return {};
}

QString KeyLine::fingerprint() const
{
    const QByteArray digest = QCryptographicHash::hash(QByteArray::fromBase64(base64.toLatin1()),
                                                       QCryptographicHash::Sha256);
    return QStringLiteral("SHA256:") +
           QString::fromLatin1(digest.toBase64(QByteArray::OmitTrailingEquals));
}

Result<KeyLine> parseKeyLine(const QString &line)
{
    if (line.size() > kMaxKeyLineChars)
        return invalid(QCoreApplication::translate("SshValidation",
                                                   "the key line is longer than %1 characters")
                           .arg(kMaxKeyLineChars));
    if (hasNonPrintable(line))
        return invalid(
            QCoreApplication::translate(
                "SshValidation", "the key line %1 holds a newline or another control character")
                .arg(quoted(line)));
    static const QRegularExpression pattern(QStringLiteral(
        "\\A(ssh-ed25519|ecdsa-sha2-nistp256|ssh-rsa) ([A-Za-z0-9+/]+={0,2})(?: .*)?\\z"));
    const QRegularExpressionMatch m = pattern.match(line);
    if (!m.hasMatch())
        return invalid(QCoreApplication::translate(
                           "SshValidation", "%1 is not \"<type> <base64> [comment]\" with type "
                                            "ssh-ed25519, ecdsa-sha2-nistp256 or ssh-rsa")
                           .arg(quoted(line)));
    KeyLine key{m.captured(1), m.captured(2)};
    const auto decoded = QByteArray::fromBase64Encoding(key.base64.toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || key.base64.size() % 4 != 0 ||
        decoded.decoded.toBase64() != key.base64.toLatin1())
        return invalid(
            QCoreApplication::translate("SshValidation", "the %1 key's base64 is not canonical")
                .arg(key.type));
    const Status blob = checkBlob(key.type, decoded.decoded);
    if (!blob)
        return blob.error();
    return key;
}

Result<KeyLine> parseEd25519Line(const QString &line)
{
    if (line.size() > kMaxEd25519LineChars)
        return invalid(QCoreApplication::translate("SshValidation",
                                                   "the key line is longer than %1 characters")
                           .arg(kMaxEd25519LineChars));
    const Result<KeyLine> key = parseKeyLine(line);
    if (!key)
        return key;
    // 4 + 11 ("ssh-ed25519") + 4 + 32 bytes: 51, which base64 writes in 68 characters.
    if (key->type != QLatin1String("ssh-ed25519") || key->base64.size() != 68)
        return invalid(QCoreApplication::translate("SshValidation",
                                                   "only an ssh-ed25519 key is accepted here, "
                                                   "not %1")
                           .arg(quoted(key->type)));
    return key;
}

} // namespace sparkwire::ssh::SshValidation
