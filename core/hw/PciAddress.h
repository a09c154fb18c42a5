#pragma once

#include <QString>

#include <optional>

namespace sparkwire::hw {

// A PCI address "DDDD:BB:DD.F". The GB10 exposes each CX-7 function twice, in domains
// 0000 and 0002 with the same bus/device/function: those two are twins.
struct PciAddress
{
    int domain = 0;
    int bus = 0;
    int device = 0;
    int function = 0;

    static std::optional<PciAddress> parse(const QString &text);
    QString toString() const;
    bool sameSlotAndFunction(const PciAddress &o) const
    {
        return bus == o.bus && device == o.device && function == o.function;
    }
};

} // namespace sparkwire::hw
