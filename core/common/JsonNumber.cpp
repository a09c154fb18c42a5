#include "JsonNumber.h"

#include <cmath>

namespace sparkwire::common {

std::optional<double> boundedNumber(const QJsonValue &v, double min, double max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double value = v.toDouble();
    if (!std::isfinite(value) || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<qint64> boundedWhole(const QJsonValue &v, qint64 min, qint64 max)
{
    // Bounds as doubles are exact up to 2^53, which every caller's bound is below.
    const std::optional<double> value = boundedNumber(v, double(min), double(max));
    if (!value || *value != std::floor(*value))
        return std::nullopt;
    return qint64(*value);
}

} // namespace sparkwire::common
