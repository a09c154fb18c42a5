#pragma once

#include "HostInventory.h"
#include "common/Result.h"

#include <QJsonObject>

namespace sparkwire::hw {

// The `sparkwirectl inventory --json` shape. The field names are a public contract:
// scripts depend on them, so add fields, never rename.
namespace InventoryJson {
QJsonObject toJson(const HostInventory &inventory);
QJsonObject toJson(const Cx7Port &port);
// The inverse, for an inventory another node sent (the cluster's member state): every field
// toJson writes must be there with its type (null where toJson writes null); fields a newer
// Sparkwire adds are ignored. InvalidInput naming the first field that is wrong.
Result<HostInventory> fromJson(const QJsonObject &json);
} // namespace InventoryJson

} // namespace sparkwire::hw
