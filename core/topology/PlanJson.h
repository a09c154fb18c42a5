#pragma once

#include "AddressPlan.h"

#include <QJsonObject>

namespace sparkwire::topology {
// `sparkwirectl plan --json`: the whole plan, every node's netdevs and addresses.
QJsonObject planToJson(const AddressPlan &plan);
} // namespace sparkwire::topology
