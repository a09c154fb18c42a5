// libFuzzer target: a member's answer to the seat's "ssh-user-key" request (its own public key,
// ssh::SshValidation::parseEd25519Line), which a paired but hostile peer writes. No crash, no
// hang; an accepted key is ssh-ed25519 with a 68-character canonical base64 and no comment,
// its text has no control character or space beyond the one separator, and it reads back to
// the same key.
#include "ssh/SshValidation.h"

#include <cstddef>
#include <cstdint>

namespace SshValidation = sparkwire::ssh::SshValidation;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString input =
        QString::fromUtf8(QByteArray(reinterpret_cast<const char *>(data), int(size)));
    const auto parsed = SshValidation::parseEd25519Line(input);
    if (!parsed)
        return 0;
    const QString text = parsed->text();
    if (parsed->type != QLatin1String("ssh-ed25519") || parsed->base64.size() != 68 ||
        text.size() != 11 + 1 + 68 || text.count(QLatin1Char(' ')) != 1)
        __builtin_trap();
    for (const QChar ch : text)
        if (ch.unicode() <= 0x20 && ch != QLatin1Char(' '))
            __builtin_trap();
    const auto back = SshValidation::parseEd25519Line(text);
    if (!back || back->type != parsed->type || back->base64 != parsed->base64)
        __builtin_trap();
    return 0;
}
