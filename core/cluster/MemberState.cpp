#include "MemberState.h"

#include "ClusterText.h"
#include "StrictJsonReader.h"
#include "topology/Ipv4Subnet.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace sparkwire::cluster {

namespace {
constexpr int kMaxVersionChars = 64;
constexpr int kMaxConflictChars = 512;

Result<HeardLink> linkFromJson(const QJsonValue &value, const QString &where)
{
    if (!value.isObject())
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("MemberState", "%1: must be a JSON object").arg(where));
    StrictJsonReader r(value.toObject(), where);
    HeardLink l;
    l.localNetdev = r.string("local_netdev", 15);
    l.localPort = int(r.integer("local_port", 0, 1));
    l.localHalf = int(r.integer("local_half", 0, 1));
    l.peerId = r.string("peer_id", 64);
    l.peerPort = int(r.integer("peer_port", 0, 1));
    l.peerHalf = int(r.integer("peer_half", 0, 1));
    if (!r.failed() && !ClusterText::isNetdevName(l.localNetdev))
        r.fail(QCoreApplication::translate("MemberState", "%1: \"%2\" is not a netdev name")
                   .arg(r.where("local_netdev"), l.localNetdev));
    if (!r.failed() && !ClusterText::isKeyId(l.peerId))
        r.fail(QCoreApplication::translate("MemberState",
                                           "%1: the id must be 64 lower-case hex digits")
                   .arg(r.where("peer_id")));
    if (const Status done = r.finish(); !done)
        return done.error();
    return l;
}
} // namespace

QByteArray MemberState::toJson() const
{
    QJsonArray linkArray;
    for (const HeardLink &l : links)
        linkArray.append(QJsonObject{{QLatin1String("local_netdev"), l.localNetdev},
                                     {QLatin1String("local_port"), l.localPort},
                                     {QLatin1String("local_half"), l.localHalf},
                                     {QLatin1String("peer_id"), l.peerId},
                                     {QLatin1String("peer_port"), l.peerPort},
                                     {QLatin1String("peer_half"), l.peerHalf}});
    const QJsonObject o{
        {QLatin1String("id"), id},
        {QLatin1String("version"), version},
        {QLatin1String("inventory"), QString::fromLatin1(inventory.toBase64())},
        {QLatin1String("links"), linkArray},
        {QLatin1String("current_cx7"), QString::fromLatin1(currentCx7.toBase64())},
        {QLatin1String("conflicts"), QJsonArray::fromStringList(conflicts)},
        {QLatin1String("fabric_addresses"), QJsonArray::fromStringList(fabricAddresses)},
        {QLatin1String("record"), record ? QJsonValue(record->toJsonObject()) : QJsonValue()},
        {QLatin1String("consent"), consent},
        {QLatin1String("nonce"), QString::fromLatin1(nonce.toBase64())},
        {QLatin1String("try_seconds"), trySeconds}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<MemberState> MemberState::fromJson(const QByteArray &json)
{
    const QString what = QCoreApplication::translate("MemberState", "member state");
    const Result<QJsonObject> object = StrictJsonReader::parseObject(json, kMaxBytes, what);
    if (!object)
        return object.error();
    StrictJsonReader r(*object, what);
    MemberState state;
    state.id = r.string("id", 64);
    if (!r.failed() && !ClusterText::isKeyId(state.id))
        r.fail(QCoreApplication::translate("MemberState",
                                           "%1: the id must be 64 lower-case hex digits")
                   .arg(r.where("id")));
    state.version = r.string("version", kMaxVersionChars);
    if (!r.failed() && (state.version.isEmpty() || !ClusterText::isPlainText(state.version)))
        r.fail(QCoreApplication::translate("MemberState", "%1: must be plain text, not empty")
                   .arg(r.where("version")));
    state.inventory = r.bytes("inventory", kMaxFileBytes);
    if (!r.failed() && !state.inventory.isEmpty()) {
        // The seat plans from it: it must be one JSON object (InventoryJson's shape).
        const Result<QJsonObject> inventory =
            StrictJsonReader::parseObject(state.inventory, kMaxFileBytes, r.where("inventory"));
        if (!inventory)
            r.take(inventory.error());
    }
    const QJsonArray linkArray = r.array("links", kMaxLinks);
    for (int i = 0; i < linkArray.size() && !r.failed(); ++i) {
        const Result<HeardLink> link = linkFromJson(linkArray[i], r.where("links", i));
        if (!link)
            r.take(link.error());
        else if (state.links.contains(*link))
            r.fail(QCoreApplication::translate("MemberState", "%1: listed twice")
                       .arg(r.where("links", i)));
        else if (link->peerId == state.id)
            r.fail(QCoreApplication::translate("MemberState", "%1: a member cannot hear itself")
                       .arg(r.where("links", i)));
        else
            state.links << *link;
    }
    state.currentCx7 = r.bytes("current_cx7", kMaxFileBytes);
    state.conflicts = r.strings("conflicts", kMaxTextLines, kMaxConflictChars);
    for (int i = 0; i < state.conflicts.size() && !r.failed(); ++i)
        if (!ClusterText::isPlainText(state.conflicts[i]))
            r.fail(QCoreApplication::translate("MemberState", "%1: must be plain text")
                       .arg(r.where("conflicts", i)));
    state.fabricAddresses = r.strings("fabric_addresses", kMaxTextLines, 18);
    for (int i = 0; i < state.fabricAddresses.size() && !r.failed(); ++i)
        if (!topology::Ipv4Subnet::parseInterface(state.fabricAddresses[i]))
            r.fail(QCoreApplication::translate("MemberState", "%1: \"%2\" is not a.b.c.d/nn")
                       .arg(r.where("fabric_addresses", i), state.fabricAddresses[i]));
    if (r.isNull("record")) {
        r.skip("record");
    } else {
        const QJsonObject recordObject = r.object("record");
        if (!r.failed()) {
            Result<ClusterRecord> record =
                ClusterRecord::fromJsonObject(recordObject, r.where("record"));
            if (record)
                state.record = std::move(*record);
            else
                r.take(record.error());
        }
    }
    state.consent = r.string("consent", 16);
    if (!r.failed() && state.consent != QLatin1String("ask") &&
        state.consent != QLatin1String("delegated"))
        r.fail(QCoreApplication::translate("MemberState", "%1: must be \"ask\" or \"delegated\"")
                   .arg(r.where("consent")));
    state.nonce = r.bytes("nonce", kNonceBytes);
    if (!r.failed() && !state.nonce.isEmpty() && state.nonce.size() != kNonceBytes)
        r.fail(QCoreApplication::translate("MemberState", "%1: must be empty or %2 bytes")
                   .arg(r.where("nonce"))
                   .arg(kNonceBytes));
    // Optional: a member from before it existed does not send it.
    if (object->contains(QLatin1String("try_seconds")))
        state.trySeconds = int(r.integer("try_seconds", 0, kMaxTrySeconds));
    if (const Status done = r.finish(); !done)
        return done.error();
    return state;
}

bool MemberState::operator==(const MemberState &o) const
{
    return id == o.id && version == o.version && inventory == o.inventory && links == o.links &&
           currentCx7 == o.currentCx7 && conflicts == o.conflicts &&
           fabricAddresses == o.fabricAddresses && record == o.record && consent == o.consent &&
           nonce == o.nonce && trySeconds == o.trySeconds;
}

} // namespace sparkwire::cluster
