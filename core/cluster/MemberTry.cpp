#include "MemberTry.h"

#include "MemberState.h"
#include "StrictJsonReader.h"
#include "helperclient/HelperIds.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace sparkwire::cluster {

QByteArray MemberTry::toJson() const
{
    const QJsonObject o{
        {QLatin1String("netplan"), QString::fromLatin1(netplan.toBase64())},
        {QLatin1String("record"), record.toJsonObject()},
        {QLatin1String("deadline_seconds"), qint64(deadlineSeconds)},
        {QLatin1String("nonce"), QString::fromLatin1(nonce.toBase64())},
        {QLatin1String("expires_at"), expiresAt},
        {QLatin1String("signature"), QString::fromLatin1(signature.toBase64())},
        {QLatin1String("seat_addresses"),
         QJsonArray::fromStringList(topology::PlannedAddress::toStrings(seatAddresses))}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<MemberTry> MemberTry::fromJson(const QByteArray &json)
{
    const QString what = QCoreApplication::translate("MemberTry", "try request");
    const Result<QJsonObject> object = StrictJsonReader::parseObject(json, kMaxBytes, what);
    if (!object)
        return object.error();
    StrictJsonReader r(*object, what);
    MemberTry request;
    request.netplan = r.bytes("netplan", kMaxNetplanBytes);
    if (!r.failed() && request.netplan.isEmpty())
        r.fail(QCoreApplication::translate("MemberTry", "%1: empty").arg(r.where("netplan")));
    const QJsonObject recordObject = r.object("record");
    if (!r.failed()) {
        Result<ClusterRecord> record =
            ClusterRecord::fromJsonObject(recordObject, r.where("record"));
        if (record)
            request.record = std::move(*record);
        else
            r.take(record.error());
    }
    request.deadlineSeconds =
        unsigned(r.integer("deadline_seconds", 1, helper::kMaxTimeoutSeconds));
    request.nonce = r.bytes("nonce", MemberState::kNonceBytes);
    // JSON numbers are exact up to 2^53: far beyond any expiry.
    request.expiresAt = r.integer("expires_at", 0, qint64(1) << 53);
    request.signature = r.bytes("signature", kMaxSignatureBytes);
    // "a.b.c.d/len" each (18 characters at most); absent from a seat that does not send them.
    if (object->contains(QLatin1String("seat_addresses"))) {
        const QStringList seat = r.strings("seat_addresses", kMaxSeatAddresses, 18);
        for (int i = 0; i < seat.size() && !r.failed(); ++i) {
            const Result<topology::PlannedAddress> address =
                topology::PlannedAddress::parse(seat.at(i));
            if (!address)
                r.fail(QStringLiteral("%1: %2").arg(r.where("seat_addresses", i),
                                                    address.errorMessage()));
            else
                request.seatAddresses << *address;
        }
    }
    const bool signedTry = !request.signature.isEmpty();
    if (!r.failed() && signedTry &&
        (request.nonce.size() != MemberState::kNonceBytes || request.expiresAt <= 0))
        r.fail(QCoreApplication::translate(
                   "MemberTry", "%1: a signed try needs the member's %2-byte nonce and an expiry")
                   .arg(what)
                   .arg(MemberState::kNonceBytes));
    if (!r.failed() && !signedTry && (!request.nonce.isEmpty() || request.expiresAt != 0))
        r.fail(
            QCoreApplication::translate("MemberTry", "%1: a nonce or an expiry without a signature")
                .arg(what));
    if (const Status done = r.finish(); !done)
        return done.error();
    return request;
}

bool MemberTry::operator==(const MemberTry &o) const
{
    return netplan == o.netplan && record == o.record && deadlineSeconds == o.deadlineSeconds &&
           nonce == o.nonce && expiresAt == o.expiresAt && signature == o.signature &&
           seatAddresses == o.seatAddresses;
}

} // namespace sparkwire::cluster
