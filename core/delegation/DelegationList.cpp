#include "DelegationList.h"

#include "PlanSignature.h"
#include "PublicKey.h"
#include "common/AtomicFile.h"
#include "common/HostName.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <sys/stat.h>

namespace sparkwire::delegation {

namespace {
const QLatin1String kId("id");
const QLatin1String kName("name");
const QLatin1String kPublicKey("public_key");
const QLatin1String kAdded("added");

Error odd(const QString &why)
{
    return makeError(ErrorCode::InvalidInput, why);
}

bool isKeyId(const QString &id)
{
    static const QRegularExpression hex(QStringLiteral("\\A[0-9a-f]{64}\\z"));
    return hex.match(id).hasMatch();
}

QString utcText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

// "2026-11-23T10:00:00Z" exactly: UTC, whole seconds, the form serialize() writes.
std::optional<QDateTime> parseUtc(const QString &text)
{
    static const QRegularExpression form(
        QStringLiteral("\\A[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z\\z"));
    if (!form.match(text).hasMatch())
        return std::nullopt;
    const QDateTime time = QDateTime::fromString(text, Qt::ISODate);
    if (!time.isValid() || utcText(time) != text)
        return std::nullopt;
    return time.toUTC();
}

// The key's bytes from canonical base64 (the one way serialize() writes them).
std::optional<QByteArray> parseKey(const QString &text)
{
    const QByteArray ascii = text.toLatin1();
    if (QString::fromLatin1(ascii) != text)
        return std::nullopt;
    const auto decoded =
        QByteArray::fromBase64Encoding(ascii, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty() || decoded.decoded.toBase64() != ascii)
        return std::nullopt;
    return decoded.decoded;
}

Result<Delegation> parseEntry(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    const QStringList expected{kAdded, kId, kName, kPublicKey}; // QJsonObject keys are sorted
    if (!value.isObject() || o.keys() != expected)
        return odd(QCoreApplication::translate(
            "DelegationList",
            "an entry is not an object with exactly id, name, public_key and added"));
    for (const QString &key : expected)
        if (!o.value(key).isString())
            return odd(
                QCoreApplication::translate("DelegationList", "'%1' is not a string").arg(key));
    Delegation d;
    d.id = o.value(kId).toString();
    d.name = o.value(kName).toString();
    if (!common::isValidHostName(d.name))
        return odd(QCoreApplication::translate("DelegationList", "'%1' is not a host name")
                       .arg(d.name.left(64)));
    const std::optional<QByteArray> key = parseKey(o.value(kPublicKey).toString());
    if (!key || !isP256PublicKey(*key))
        return odd(QCoreApplication::translate(
                       "DelegationList", "the key of %1 is not an EC P-256 public key in base64")
                       .arg(d.name));
    d.publicKeyDer = *key;
    if (!isKeyId(d.id) || d.id != PlanSignature::keyId(d.publicKeyDer))
        return odd(
            QCoreApplication::translate("DelegationList", "the id of %1 is not the id of its key")
                .arg(d.name));
    const std::optional<QDateTime> added = parseUtc(o.value(kAdded).toString());
    if (!added)
        return odd(QCoreApplication::translate("DelegationList",
                                               "the time %1 was added is not an ISO 8601 UTC time")
                       .arg(d.name));
    d.added = *added;
    return d;
}
} // namespace

DelegationList::DelegationList(QString rootDir)
    : m_rootDir(std::move(rootDir))
{}

QString DelegationList::path() const
{
    return QDir::cleanPath(m_rootDir + QStringLiteral("/var/lib/sparkwire/delegations.json"));
}

Result<QList<Delegation>> DelegationList::parse(const QByteArray &json)
{
    if (json.size() > kMaxBytes)
        return odd(
            QCoreApplication::translate("DelegationList", "more than %1 bytes").arg(kMaxBytes));
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return odd(QCoreApplication::translate("DelegationList", "not JSON (%1 at byte %2)")
                       .arg(error.errorString())
                       .arg(error.offset));
    if (!document.isArray())
        return odd(QCoreApplication::translate("DelegationList", "not a JSON array"));
    const QJsonArray array = document.array();
    if (array.size() > kMaxEntries)
        return odd(
            QCoreApplication::translate("DelegationList", "more than %1 entries").arg(kMaxEntries));
    QList<Delegation> delegations;
    QSet<QString> ids;
    for (const QJsonValue &value : array) {
        Result<Delegation> entry = parseEntry(value);
        if (!entry)
            return entry.error();
        if (ids.contains(entry->id))
            return odd(QCoreApplication::translate("DelegationList", "%1 is listed twice")
                           .arg(entry->name));
        ids.insert(entry->id);
        delegations << std::move(*entry);
    }
    return delegations;
}

QByteArray DelegationList::serialize(const QList<Delegation> &delegations)
{
    QJsonArray array;
    for (const Delegation &d : delegations)
        array.append(QJsonObject{{kId, d.id},
                                 {kName, d.name},
                                 {kPublicKey, QString::fromLatin1(d.publicKeyDer.toBase64())},
                                 {kAdded, utcText(d.added)}});
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

Result<QList<Delegation>> DelegationList::load() const
{
    const Result<QByteArray> bytes =
        common::AtomicFile::read(path(), kMaxBytes, common::AtomicFile::Check::OwnFile);
    if (!bytes && bytes.error().code == ErrorCode::NotFound)
        return QList<Delegation>();
    if (!bytes && bytes.error().code != ErrorCode::InvalidInput) // InvalidInput: oversized
        return bytes.error();
    // Only root may change who may apply plans here; a file others could write is not trusted.
    struct stat st
    {};
    if (::lstat(QFile::encodeName(path()).constData(), &st) != 0 || (st.st_mode & 077) != 0)
        return makeError(ErrorCode::PermissionDenied,
                         QCoreApplication::translate(
                             "DelegationList",
                             "%1 is open to other users (it must be mode 0600, owned by root); "
                             "nothing in it is trusted: as root, check it and run chmod 600 on it")
                             .arg(path()));
    Result<QList<Delegation>> delegations =
        bytes ? parse(*bytes) : Result<QList<Delegation>>(bytes.error());
    if (!delegations)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "DelegationList",
                             "%1 is damaged (%2); nothing in it is trusted: as root, remove it and "
                             "allow the peers again when pairing")
                             .arg(path(), delegations.error().message));
    return delegations;
}

Status DelegationList::save(const QList<Delegation> &delegations) const
{
    const QString dir = QFileInfo(path()).path();
    if (!QDir().mkpath(dir) || ::chmod(QFile::encodeName(dir).constData(), 0700) != 0)
        return makeError(
            ErrorCode::Io,
            QCoreApplication::translate("DelegationList", "cannot create %1").arg(dir));
    return common::AtomicFile::write(path(), serialize(delegations), 0600,
                                     common::AtomicFile::Check::OwnFile);
}

Status DelegationList::add(const Delegation &delegation) const
{
    Result<QList<Delegation>> delegations = load();
    if (!delegations)
        return delegations.error();
    QList<Delegation> next;
    for (const Delegation &d : *delegations)
        if (d.id != delegation.id)
            next << d;
    next << delegation;
    if (next.size() > kMaxEntries)
        return makeError(
            ErrorCode::Refused,
            QCoreApplication::translate("DelegationList",
                                        "%1 peers may already apply plans here; remove one first")
                .arg(kMaxEntries));
    // What is written must read back: the same checks as load().
    Result<QList<Delegation>> checked = parse(serialize(next));
    if (!checked)
        return checked.error();
    return save(next);
}

Status DelegationList::remove(const QString &id) const
{
    Result<QList<Delegation>> delegations = load();
    if (!delegations)
        return delegations.error();
    QList<Delegation> next;
    for (const Delegation &d : *delegations)
        if (d.id != id)
            next << d;
    if (next.size() == delegations->size())
        return makeError(
            ErrorCode::NotFound,
            QCoreApplication::translate("DelegationList", "no peer with id %1 may apply plans here")
                .arg(id.left(64)));
    return save(next);
}

Result<Delegation> DelegationList::find(const QString &id) const
{
    Result<QList<Delegation>> delegations = load();
    if (!delegations)
        return delegations.error();
    for (const Delegation &d : *delegations)
        if (d.id == id)
            return d;
    return makeError(
        ErrorCode::NotFound,
        QCoreApplication::translate("DelegationList", "no peer with id %1 may apply plans here")
            .arg(id.left(64)));
}

Result<Delegation> DelegationList::fromCertificate(const QByteArray &certificatePem,
                                                   const QString &name, const QDateTime &added)
{
    if (!common::isValidHostName(name))
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "DelegationList",
                             "'%1' is not a host name (letters, digits, '-' and '.', at most 63)")
                             .arg(name.left(64)));
    Result<QByteArray> key = PlanSignature::publicKeyOfCertificate(certificatePem);
    if (!key)
        return key.error();
    return Delegation{PlanSignature::keyId(*key), name, *key,
                      QDateTime::fromSecsSinceEpoch(added.toSecsSinceEpoch(), Qt::UTC)};
}

} // namespace sparkwire::delegation
