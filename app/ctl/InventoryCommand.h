#pragma once

#include <QStringList>

// `sparkwirectl inventory [--json] [--sysfs-root DIR]`: this host's CX-7 ports, twins,
// link and RoCE state (ibdev2netdev and show_gids in one), as a table or as JSON.
int runInventoryCommand(const QStringList &arguments);
