// libFuzzer target: every byte a caller can send to sparkwire-helper goes through
// NetplanPolicy::check before anything else parses it. It must never crash, hang or leak,
// whatever the bytes.
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
    const QStringList problems =
        policy.check(QByteArray(reinterpret_cast<const char *>(data), int(size)));
    // Every refusal says why.
    for (const QString &problem : problems)
        if (problem.isEmpty())
            __builtin_trap();
    return 0;
}
