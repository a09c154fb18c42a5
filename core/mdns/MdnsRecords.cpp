#include "MdnsRecords.h"

#include "common/HostName.h"
#include "peers/PrintableText.h"

#include <QCoreApplication>
#include <QHash>
#include <QHostAddress>
#include <QRegularExpression>

namespace sparkwire::mdns {

namespace {

Error invalid(const QString &message)
{
    return Error{ErrorCode::InvalidInput, message, {}};
}

// Text that printableText would leave as it is (no control, bidi or separator characters)
// and that survived UTF-8 intact.
bool isPlainText(const QString &text)
{
    return !text.contains(QChar::ReplacementCharacter) &&
           sparkwire::peers::printableText(text, false) == text;
}

// "<name>.local" where <name> is a host name Sparkwire would accept anywhere else.
bool isLocalHostName(const QString &host)
{
    static const QString suffix = QStringLiteral(".local");
    if (!host.endsWith(suffix, Qt::CaseInsensitive))
        return false;
    return sparkwire::common::isValidHostName(host.chopped(suffix.size()));
}

// RFC 6763 §6: "key=value" or "key"; the key is printable US-ASCII but '=', and the first
// occurrence of a key (compared case-insensitively) is the one that counts.
Result<QHash<QString, QByteArray>> parseTxt(const QList<QByteArray> &txt)
{
    if (txt.size() > MdnsRecords::kMaxTxtStrings)
        return invalid(
            QCoreApplication::translate("MdnsRecords", "the TXT record has more than %1 strings")
                .arg(MdnsRecords::kMaxTxtStrings));
    qsizetype total = 0;
    QHash<QString, QByteArray> values;
    for (const QByteArray &entry : txt) {
        if (entry.size() > MdnsRecords::kMaxTxtStringBytes)
            return invalid(
                QCoreApplication::translate("MdnsRecords", "a TXT string is longer than %1 bytes")
                    .arg(MdnsRecords::kMaxTxtStringBytes));
        total += entry.size() + 1;
        if (total > MdnsRecords::kMaxTxtBytes)
            return invalid(
                QCoreApplication::translate("MdnsRecords", "the TXT record is longer than %1 bytes")
                    .arg(MdnsRecords::kMaxTxtBytes));
        const qsizetype eq = entry.indexOf('=');
        const QByteArray key = eq < 0 ? entry : entry.left(eq);
        if (key.isEmpty())
            continue; // RFC 6763 §6.4: a string without a key is ignored
        // As unsigned bytes: char is signed on amd64 and unsigned on arm64 (the Spark), and
        // the test must read a byte from 0x80 up the same way on both.
        for (const char ch : key)
            if (const auto c = static_cast<unsigned char>(ch); c < 0x20 || c > 0x7e)
                return invalid(QCoreApplication::translate(
                    "MdnsRecords", "a TXT key has a character that is not printable ASCII"));
        const QString name = QString::fromLatin1(key).toLower();
        if (!values.contains(name))
            values.insert(name, eq < 0 ? QByteArray() : entry.mid(eq + 1));
    }
    return values;
}

} // namespace

Result<LanPeer> MdnsRecords::parse(const MdnsRecord &record)
{
    LanPeer peer;
    if (record.serviceType == QLatin1String(kSparkwireType))
        peer.service = LanService::Sparkwire;
    else if (record.serviceType == QLatin1String(kSshType))
        peer.service = LanService::Ssh;
    else
        return invalid(
            QCoreApplication::translate("MdnsRecords", "not a service Sparkwire browses"));
    if (record.domain.compare(QLatin1String("local"), Qt::CaseInsensitive) != 0)
        return invalid(QCoreApplication::translate("MdnsRecords", "not in the .local domain"));
    const qsizetype nameBytes = record.serviceName.toUtf8().size();
    if (nameBytes == 0 || nameBytes > kMaxLabelBytes || !isPlainText(record.serviceName))
        return invalid(
            QCoreApplication::translate(
                "MdnsRecords", "the service name is empty, longer than %1 bytes or not printable")
                .arg(kMaxLabelBytes));
    if (!isLocalHostName(record.hostName))
        return invalid(QCoreApplication::translate(
            "MdnsRecords", "the host name is not a valid name ending in .local"));
    const QHostAddress address(record.address);
    if (address.isNull() || record.address.contains(QLatin1Char('%')))
        return invalid(
            QCoreApplication::translate("MdnsRecords", "the address is not an IP address"));
    if (record.port < 1 || record.port > 65535)
        return invalid(
            QCoreApplication::translate("MdnsRecords", "the port is not between 1 and 65535"));
    peer.serviceName = record.serviceName;
    peer.hostName = record.hostName.toLower();
    peer.address = address.toString();
    peer.port = quint16(record.port);
    if (peer.service == LanService::Ssh)
        return peer; // an ssh service's TXT means nothing to us and is not read

    const auto txt = parseTxt(record.txt);
    if (!txt)
        return txt.error();
    if (txt->value(QStringLiteral("v")) != "1")
        return invalid(
            QCoreApplication::translate("MdnsRecords", "the TXT record is not version 1 (v=1)"));
    static const QRegularExpression hexId(QStringLiteral("\\A[0-9a-f]{64}\\z"));
    const QString id = QString::fromLatin1(txt->value(QStringLiteral("id")));
    if (!hexId.match(id).hasMatch())
        return invalid(QCoreApplication::translate("MdnsRecords",
                                                   "the TXT id is not 64 lower-case hex digits"));
    const QString host = QString::fromLatin1(txt->value(QStringLiteral("host")));
    if (!sparkwire::common::isValidHostName(host))
        return invalid(
            QCoreApplication::translate("MdnsRecords", "the TXT host is not a valid host name"));
    peer.nodeId = id;
    peer.claimedHostname = host;
    return peer;
}

QList<QByteArray> MdnsRecords::txtFor(const QString &nodeId, const QString &hostname)
{
    return {QByteArrayLiteral("v=1"), "id=" + nodeId.toLatin1(), "host=" + hostname.toUtf8()};
}

QString MdnsRecords::instanceNameFor(const QString &hostname)
{
    QString name = hostname;
    while (name.toUtf8().size() > kMaxLabelBytes)
        name.chop(name.size() >= 2 && name.at(name.size() - 1).isLowSurrogate() ? 2 : 1);
    return name.isEmpty() ? QStringLiteral("spark") : name;
}

} // namespace sparkwire::mdns
