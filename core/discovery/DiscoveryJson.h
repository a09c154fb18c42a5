#pragma once

#include "CablingMap.h"

#include <QJsonObject>
#include <QSet>

namespace sparkwire::discovery {
// `sparkwirectl discover --json`; the field names are fixed by the issue.
QJsonObject discoveryToJson(const QString &selfId, const QString &hostname, const CablingMap &map,
                            const QSet<QString> &pairedIds = {});
} // namespace sparkwire::discovery
