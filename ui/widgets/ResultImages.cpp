#include "ResultImages.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>

namespace ResultImages {

sparkwire::Status addPng(const QString &svgPath)
{
    QSvgRenderer renderer(svgPath);
    if (!renderer.isValid())
        return sparkwire::makeError(
            sparkwire::ErrorCode::InvalidInput,
            QCoreApplication::translate("ResultImages", "%1 is not a chart Sparkwire can draw.")
                .arg(svgPath));
    QImage image(renderer.defaultSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
    }
    QString pngPath = svgPath;
    pngPath.replace(pngPath.size() - 3, 3, QStringLiteral("png"));
    QSaveFile file(pngPath);
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return sparkwire::makeError(
            sparkwire::ErrorCode::Io,
            QCoreApplication::translate("ResultImages", "Cannot write %1: %2")
                .arg(pngPath, file.errorString()));
    QFile::setPermissions(pngPath, QFile::ReadOwner | QFile::WriteOwner);
    return {};
}

} // namespace ResultImages
