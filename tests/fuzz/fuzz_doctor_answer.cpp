// libFuzzer target: a member's answer to the seat's "doctor" request (doctor::DoctorAnswer),
// which a paired but hostile peer writes. No crash, no hang; an accepted answer has only the
// catalogue's check ids and printable text within its caps, writes out within one frame, and
// reads back to the same checks, netdevs, links and versions.
#include "doctor/DoctorAnswer.h"

#include <cstddef>
#include <cstdint>

using sparkwire::doctor::DoctorAnswer;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), int(size));
    const auto parsed = DoctorAnswer::fromJson(input);
    if (!parsed)
        return 0;
    for (const auto &c : parsed->checks)
        for (const QString *text : {&c.evidence, &c.cause, &c.fix})
            for (const QChar ch : *text)
                if (ch.unicode() < 0x20 || ch.unicode() == 0x7f || ch.unicode() == 0x202e)
                    __builtin_trap();
    const QByteArray again = parsed->toJson();
    if (again.size() > DoctorAnswer::kMaxBytes)
        __builtin_trap();
    const auto back = DoctorAnswer::fromJson(again);
    if (!back || back->checks.size() != parsed->checks.size() || back->netdevs != parsed->netdevs ||
        back->links != parsed->links || back->timeMs != parsed->timeMs ||
        back->ncclVersion != parsed->ncclVersion ||
        back->sparkwireVersion != parsed->sparkwireVersion)
        __builtin_trap();
    for (qsizetype i = 0; i < back->checks.size(); ++i)
        if (back->checks[i].id != parsed->checks[i].id ||
            back->checks[i].status != parsed->checks[i].status)
            __builtin_trap();
    return 0;
}
