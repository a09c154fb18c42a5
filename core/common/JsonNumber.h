#pragma once

#include <QJsonValue>

#include <optional>

namespace sparkwire::common {

// Numbers read from JSON that came from outside this process (kept result files, a peer):
// one check for "a finite number within these bounds", so no reader half-checks one.

// v's number when it is a JSON number, finite and within [min, max]; nothing otherwise
// (a string, null, NaN or infinity, or out of bounds).
std::optional<double> boundedNumber(const QJsonValue &v, double min, double max);

// The same, and a whole number (a counter, a byte count): 1.5 is not one.
std::optional<qint64> boundedWhole(const QJsonValue &v, qint64 min, qint64 max);

} // namespace sparkwire::common
