#pragma once

#include "HostInventory.h"

#include <QJsonObject>

namespace sparkwire::hw {

// The `sparkwirectl inventory --json` shape. The field names are a public contract:
// scripts depend on them, so add fields, never rename.
namespace InventoryJson {
QJsonObject toJson(const HostInventory &inventory);
QJsonObject toJson(const Cx7Port &port);
} // namespace InventoryJson

} // namespace sparkwire::hw
