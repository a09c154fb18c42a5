#pragma once

#include <QString>

namespace sparkwire::common {

// The one rule for a peer's name wherever Sparkwire stores or shows one (paired peers, the
// helper's delegations): letters, digits, '-' and '.', not leading, at most 63 characters.
// What the hello parser admits, and no more.
bool isValidHostName(const QString &name);

} // namespace sparkwire::common
