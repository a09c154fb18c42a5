#include "NetdevNames.h"

namespace sparkwire::topology {

NetdevNames NetdevNames::dgxOsDefaults()
{
    NetdevNames names;
    names.set(0, 0, QStringLiteral("enp1s0f0np0"));
    names.set(0, 1, QStringLiteral("enP2p1s0f0np0"));
    names.set(1, 0, QStringLiteral("enp1s0f1np1"));
    names.set(1, 1, QStringLiteral("enP2p1s0f1np1"));
    return names;
}

} // namespace sparkwire::topology
