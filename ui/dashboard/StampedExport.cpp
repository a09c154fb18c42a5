#include "StampedExport.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace StampedExport {

namespace {

void drawFooter(QPainter &painter, const QRect &strip, const QString &footer, bool demo)
{
    painter.fillRect(strip, demo ? QColor(0xff, 0xd2, 0x3f) : QColor(0xf2, 0xf2, 0xf2));
    painter.setPen(QColor(0x20, 0x20, 0x20));
    painter.drawText(strip.adjusted(8, 0, -8, 0), Qt::AlignVCenter | Qt::AlignLeft, footer);
}

sparkwire::Status cannotWrite(const QString &path, const QSaveFile &file)
{
    return sparkwire::makeError(sparkwire::ErrorCode::Io,
                                QCoreApplication::translate("StampedExport", "Cannot write %1: %2")
                                    .arg(path, file.errorString()));
}

} // namespace

sparkwire::Status png(const QString &path, const QSize &plot, const Paint &paint,
                      const QString &footer, const LinkChart::ExportStamp &stamp, QFont font)
{
    font.setBold(stamp.demo);
    const int footerHeight = QFontMetrics(font).height() + 8;
    QImage image(plot.width(), plot.height() + footerHeight, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        paint(painter, QRect(QPoint(0, 0), plot));
        painter.setFont(font);
        drawFooter(painter, QRect(0, plot.height(), plot.width(), footerHeight), footer,
                   stamp.demo);
    }
    image.setText(QStringLiteral("Host"), stamp.host);
    image.setText(QStringLiteral("Time"), stamp.time);
    image.setText(QStringLiteral("Demo"),
                  stamp.demo ? QStringLiteral("yes") : QStringLiteral("no"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return cannotWrite(path, file);
    return {};
}

sparkwire::Status svg(const QString &path, const QSize &plot, const Paint &paint,
                      const QString &footer, const LinkChart::ExportStamp &stamp, const QFont &font)
{
    const int footerHeight = QFontMetrics(font).height() + 8;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file);
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(QSize(plot.width(), plot.height() + footerHeight));
        generator.setViewBox(QRect(0, 0, plot.width(), plot.height() + footerHeight));
        generator.setTitle(footer);
        generator.setDescription(footer);
        QPainter painter(&generator);
        paint(painter, QRect(QPoint(0, 0), plot));
        drawFooter(painter, QRect(0, plot.height(), plot.width(), footerHeight), footer,
                   stamp.demo);
    }
    if (!file.commit())
        return cannotWrite(path, file);
    return {};
}

} // namespace StampedExport
