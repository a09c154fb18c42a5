// libFuzzer target: every byte a peer sends on the TLS channel goes through FrameReader and
// PeerMessage::decode. No crash, no hang, and an accepted message re-frames to itself.
#include "peers/PeerMessage.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using sparkwire::peers::FrameReader;
    FrameReader reader;
    reader.append(QByteArray(reinterpret_cast<const char *>(data), int(size)));
    while (const auto message = reader.next()) {
        FrameReader again;
        again.append(message->frame());
        const auto back = again.next();
        if (!back || back->type != message->type || back->kind != message->kind ||
            back->text != message->text || back->bytes != message->bytes)
            __builtin_trap();
    }
    return 0;
}
