// libFuzzer target: the helper's delegation list is the one file that decides who may apply
// plans without a password. DelegationList::parse must never crash or hang, and whatever it
// accepts must write back to bytes that read as the same list.
#include "delegation/DelegationList.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using sparkwire::delegation::DelegationList;
    const auto parsed =
        DelegationList::parse(QByteArray(reinterpret_cast<const char *>(data), int(size)));
    if (!parsed)
        return 0;
    const auto again = DelegationList::parse(DelegationList::serialize(*parsed));
    if (!again || *again != *parsed)
        __builtin_trap();
    return 0;
}
