// libFuzzer target: every byte a caller can send to sparkwire-helper goes through
// NetplanPolicy::review before anything else parses it. It must never crash, hang or leak,
// whatever the bytes; and what it accepts it re-emits in a form that it accepts again and
// that re-emits to the same bytes (the helper writes only that form, so it must be stable).
#include "netplan/NetplanPolicy.h"

#include <QByteArray>
#include <QSet>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const sparkwire::netplan::NetplanPolicy policy(
        QSet<QString>{QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0"),
                      QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")});
    const sparkwire::netplan::PolicyVerdict verdict =
        policy.review(QByteArray(reinterpret_cast<const char *>(data), int(size)));
    // Every refusal says why, and a refusal carries no bytes to write.
    for (const QString &problem : verdict.problems)
        if (problem.isEmpty())
            __builtin_trap();
    if (!verdict.ok()) {
        if (!verdict.canonical.isEmpty())
            __builtin_trap();
        return 0;
    }
    if (verdict.canonical.isEmpty() || !verdict.canonical.endsWith('\n'))
        __builtin_trap();
    const sparkwire::netplan::PolicyVerdict again = policy.review(verdict.canonical);
    if (!again.ok() || again.canonical != verdict.canonical)
        __builtin_trap();
    return 0;
}
