// libFuzzer target: every datagram that reaches the discovery port goes through
// Beacon::decode. Whatever the bytes, no crash, and an accepted beacon re-encodes to itself.
#include "discovery/Beacon.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using sparkwire::discovery::Beacon;
    const auto beacon = Beacon::decode(QByteArray(reinterpret_cast<const char *>(data), int(size)));
    if (beacon) {
        const auto again = Beacon::decode(beacon->encode());
        if (!again || !(*again == *beacon))
            __builtin_trap();
    } else if (beacon.errorMessage().isEmpty()) {
        __builtin_trap();
    }
    return 0;
}
