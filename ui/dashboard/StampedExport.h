#pragma once

#include "LinkChart.h"
#include "common/Result.h"

#include <QFont>
#include <QRect>
#include <QString>

#include <functional>

class QPainter;

// A plot written to a file with the footer that says where and when it was taken (on yellow
// and marked DEMO in the demo): as PNG, with the same facts in its text chunks for tools, or as
// SVG (QSvgGenerator). One writer for the dashboard's own plot and the fleet plots.
namespace StampedExport {

// Paints the plot into `area` (the top of the image; the footer goes below it).
using Paint = std::function<void(QPainter &painter, const QRect &area)>;

sparkwire::Status png(const QString &path, const QSize &plot, const Paint &paint,
                      const QString &footer, const LinkChart::ExportStamp &stamp, QFont font);
sparkwire::Status svg(const QString &path, const QSize &plot, const Paint &paint,
                      const QString &footer, const LinkChart::ExportStamp &stamp,
                      const QFont &font);

} // namespace StampedExport
