#pragma once

#include "common/Result.h"

#include <QString>

// The PNG beside each SVG chart that core's ResultKeeper kept (core has no Qt Gui; the window
// has), so results/ in a config bundle holds every chart as SVG and PNG.
namespace ResultImages {

// Renders `svgPath` to the same name with .png, written atomically.
sparkwire::Status addPng(const QString &svgPath);

} // namespace ResultImages
