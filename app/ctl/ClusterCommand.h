#pragma once

#include <QStringList>

// sparkwirectl cluster plan|apply|status|cancel: the whole cluster from this seat.
int runClusterCommand(const QStringList &arguments);
