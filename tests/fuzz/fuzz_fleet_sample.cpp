// libFuzzer target: what a member answers a seat's "metrics" ask goes through the peer
// framing (FrameReader, PeerMessage::decode) and then FleetSample::parse, the only parser of
// a fleet sample. No crash, no hang; an accepted sample encodes back to the same text (one
// reading of it), and the raw bytes are parsed as a sample too, without the framing.
#include "metrics/FleetSample.h"
#include "peers/PeerMessage.h"

#include <cstddef>
#include <cstdint>

namespace {
void check(const QString &text)
{
    const sparkwire::Result<sparkwire::metrics::FleetSample> sample =
        sparkwire::metrics::FleetSample::parse(text);
    if (!sample)
        return;
    if (sample->encode() != text ||
        sample->twins.size() > sparkwire::metrics::FleetSample::kMaxTwins)
        __builtin_trap();
    for (const sparkwire::metrics::FleetTwin &t : sample->twins)
        if (t.txKbps > sparkwire::metrics::FleetSample::kMaxKbps || t.port > 1 || t.half > 1)
            __builtin_trap();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), int(size));
    check(QString::fromUtf8(bytes));
    sparkwire::peers::FrameReader reader;
    reader.append(bytes);
    while (const auto message = reader.next())
        if (message->type == sparkwire::peers::PeerMessage::Type::Response)
            check(message->text);
    return 0;
}
