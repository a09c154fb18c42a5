// libFuzzer target: every service avahi resolves on the LAN goes through MdnsRecords::parse.
// The bytes become the record's texts and TXT strings; whatever they are, no crash, an
// accepted record's texts are printable and within the limits, and a refusal has a reason.
#include "common/HostName.h"
#include "mdns/MdnsRecords.h"
#include "peers/PrintableText.h"

#include <cstddef>
#include <cstdint>

namespace {
// Splits DATA at 0xff bytes: name, type, domain, host, address, port, then TXT strings.
QList<QByteArray> fields(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), int(size)).split('\xff');
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using sparkwire::mdns::LanService;
    using sparkwire::mdns::MdnsRecord;
    using sparkwire::mdns::MdnsRecords;
    const QList<QByteArray> f = fields(data, size);
    MdnsRecord record;
    const auto at = [&f](int i) { return i < f.size() ? QString::fromUtf8(f.at(i)) : QString(); };
    record.serviceName = at(0);
    record.serviceType = at(1);
    record.domain = at(2);
    record.hostName = at(3);
    record.address = at(4);
    record.port = at(5).toInt();
    for (int i = 6; i < f.size(); ++i)
        record.txt << f.at(i);
    // The types and domain are rarely guessed: also try them as avahi would give them.
    for (int variant = 0; variant < 3; ++variant) {
        if (variant > 0) {
            record.serviceType = QString::fromLatin1(variant == 1 ? MdnsRecords::kSparkwireType
                                                                  : MdnsRecords::kSshType);
            record.domain = QStringLiteral("local");
        }
        const auto peer = MdnsRecords::parse(record);
        if (!peer) {
            if (peer.errorMessage().isEmpty())
                __builtin_trap();
            continue;
        }
        if (sparkwire::peers::printableText(peer->serviceName, false) != peer->serviceName ||
            peer->serviceName.toUtf8().size() > MdnsRecords::kMaxLabelBytes ||
            !peer->hostName.endsWith(QLatin1String(".local")) || peer->port == 0)
            __builtin_trap();
        if (peer->service == LanService::Sparkwire &&
            (peer->nodeId.size() != 64 ||
             !sparkwire::common::isValidHostName(peer->claimedHostname)))
            __builtin_trap();
    }
    return 0;
}
