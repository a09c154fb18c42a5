#include "GidText.h"

#include <arpa/inet.h>

#include <array>
#include <cstring>

// Plain libc text conversion (inet_pton): the sysfs half of core/hw stays Qt-Core-only, so
// the privileged helper, which links it, loads no QtNetwork.
namespace sparkwire::hw::GidText {

namespace {
using Bytes = std::array<unsigned char, 16>;

bool zeroUpTo(const Bytes &raw, int end)
{
    for (int i = 0; i < end; ++i)
        if (raw[i] != 0)
            return false;
    return true;
}

bool isMappedIpv4(const Bytes &raw)
{
    return zeroUpTo(raw, 10) && raw[10] == 0xff && raw[11] == 0xff;
}

QString dotted(const Bytes &raw)
{
    return QStringLiteral("%1.%2.%3.%4").arg(raw[12]).arg(raw[13]).arg(raw[14]).arg(raw[15]);
}

// RFC 5952 text: lower-case hex, the first longest run of two or more zero groups as "::",
// IPv4-mapped and IPv4-compatible addresses with their IPv4 part dotted, as QHostAddress
// writes them. Empty for the all-zero (unused) GID.
QString fromBytes(const Bytes &raw)
{
    if (isMappedIpv4(raw))
        return QStringLiteral("::ffff:") + dotted(raw);
    if (zeroUpTo(raw, 12) && (raw[12] != 0 || raw[13] != 0))
        return QStringLiteral("::") + dotted(raw);
    std::array<unsigned, 8> groups{};
    bool allZero = true;
    for (int i = 0; i < 8; ++i) {
        groups[i] = unsigned(raw[2 * i]) << 8 | raw[2 * i + 1];
        allZero = allZero && groups[i] == 0;
    }
    if (allZero)
        return {};
    int bestStart = -1, bestLength = 1; // a single zero group is never compressed
    for (int i = 0; i < 8;) {
        int j = i;
        while (j < 8 && groups[j] == 0)
            ++j;
        if (j - i > bestLength) {
            bestStart = i;
            bestLength = j - i;
        }
        i = j == i ? i + 1 : j;
    }
    QString text;
    for (int i = 0; i < 8; ++i) {
        if (i == bestStart) {
            text += QStringLiteral("::");
            i += bestLength - 1;
            continue;
        }
        if (!text.isEmpty() && !text.endsWith(QLatin1Char(':')))
            text += QLatin1Char(':');
        text += QString::number(groups[i], 16);
    }
    return text;
}

bool parse(const QString &text, Bytes *raw)
{
    return ::inet_pton(AF_INET6, text.toLatin1().constData(), raw->data()) == 1;
}
} // namespace

QString normalise(const QString &gid)
{
    // A GID's text is eight groups of four hex digits; anything else is not a GID.
    if (gid.size() != 39 || gid.count(QLatin1Char(':')) != 7)
        return {};
    Bytes raw{};
    return parse(gid, &raw) ? fromBytes(raw) : QString();
}

QString fromRaw(const unsigned char raw[16])
{
    Bytes bytes{};
    std::memcpy(bytes.data(), raw, bytes.size());
    return fromBytes(bytes);
}

QString mappedIpv4(const QString &normalisedGid)
{
    Bytes raw{};
    return parse(normalisedGid, &raw) && isMappedIpv4(raw) ? dotted(raw) : QString();
}

QString typeName(const QString &sysfsType)
{
    if (sysfsType.contains(QLatin1String("v2")))
        return QStringLiteral("RoCE v2");
    if (sysfsType.contains(QLatin1String("v1")))
        return QStringLiteral("RoCE v1");
    if (sysfsType == QLatin1String("IB"))
        return QStringLiteral("IB");
    return {};
}

} // namespace sparkwire::hw::GidText
