// libFuzzer target: a bundle someone hands over goes through BundleReader::open (libarchive
// with the safety checks, then the manifest, signature and hashes), and a manifest through
// BundleManifest::fromJson. The first byte picks which. Whatever the bytes: no crash, a
// refusal has a message, and an accepted manifest writes out to bytes that read back equal.
#include "bundle/BundleManifest.h"
#include "bundle/BundleReader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace sparkwire::bundle;
    if (size == 0)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), int(size - 1));
    if (data[0] & 1) {
        const auto manifest = BundleManifest::fromJson(bytes);
        if (manifest) {
            const auto again = BundleManifest::fromJson(manifest->toJson());
            if (!again || again->toJson() != manifest->toJson())
                __builtin_trap();
        } else if (manifest.errorMessage().isEmpty()) {
            __builtin_trap();
        }
    } else {
        const auto bundle = BundleReader::open(bytes);
        if (!bundle && bundle.errorMessage().isEmpty())
            __builtin_trap();
    }
    return 0;
}
