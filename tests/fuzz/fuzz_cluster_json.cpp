// libFuzzer target: every cluster document a peer sends (member state, try) and the record
// read from disk go through the strict readers. No crash, no hang, and an accepted document
// writes out canonical bytes that read back to the same value and the same bytes.
#include "cluster/ClusterRecord.h"
#include "cluster/MemberState.h"
#include "cluster/MemberTry.h"

#include <cstddef>
#include <cstdint>

namespace {
template <typename Document> void roundTrip(const QByteArray &input)
{
    const auto parsed = Document::fromJson(input);
    if (!parsed)
        return;
    const QByteArray canonical = parsed->toJson();
    const auto again = Document::fromJson(canonical);
    if (!again || !(*again == *parsed) || again->toJson() != canonical)
        __builtin_trap();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), int(size));
    roundTrip<sparkwire::cluster::ClusterRecord>(input);
    roundTrip<sparkwire::cluster::MemberState>(input);
    roundTrip<sparkwire::cluster::MemberTry>(input);
    return 0;
}
