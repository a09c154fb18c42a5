#pragma once

#include <QStringList>

// `sparkwirectl pair PEER [--address HOST] [--timeout S]`: find PEER (hostname or id) by its
// beacons, open the TLS channel, show the six-digit code and ask whether PEER shows the same.
// Both people must say yes. Exit 0 when paired (or already paired), 1 when not.
int runPairCommand(const QStringList &arguments);
