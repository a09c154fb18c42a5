// results/report.html: self-contained (nothing fetched from anywhere) and rendered offscreen
// by Qt's HTML engine, which is asked for every resource the page names.
#include "BundleFixture.h"
#include "bundle/BundleReader.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTextDocument>

using namespace sparkwire;

namespace {
// Records every resource (image, stylesheet...) the page asks for.
class RecordingDocument : public QTextDocument
{
public:
    QList<QUrl> requested;

protected:
    QVariant loadResource(int type, const QUrl &name) override
    {
        requested << name;
        return QTextDocument::loadResource(type, name);
    }
};
} // namespace

class TestBundleReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selfContainedAndRendered()
    {
        QTemporaryDir dir;
        const auto exported = BundleFixture::exportTwoNode(dir.path());
        QVERIFY(exported);
        const Result<bundle::OpenedBundle> opened = bundle::BundleReader::open(exported->archive);
        QVERIFY2(opened.ok(), qPrintable(opened.errorMessage()));
        const QByteArray html = opened->file(QStringLiteral("results/report.html"));
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        for (const char *outside :
             {"<script", "http:", "https:", "src=", "<link", "url(", "@import", "<iframe", "<img"})
            QVERIFY2(!html.toLower().contains(outside), outside);
        for (const char *shown :
             {"spark-a", "spark-b", "192.168.177.1/24", "<svg", "nccl-all_gather.json"})
            QVERIFY2(html.contains(shown), shown);

        RecordingDocument doc;
        doc.setHtml(QString::fromUtf8(html));
        doc.setTextWidth(800);
        QImage image(QSize(800, int(doc.size().height()) + 1), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        doc.drawContents(&painter);
        painter.end();
        QVERIFY(doc.toPlainText().contains(QLatin1String("spark-b")));
        QVERIFY(image.height() > 100);
        QVERIFY(image.pixel(30, 30) != qRgb(255, 255, 255) || image.height() > 200);
        QVERIFY2(doc.requested.isEmpty(), qPrintable(doc.requested.value(0).toString()));
        if (const QByteArray shot = qgetenv("SPARKWIRE_REPORT_SHOT"); !shot.isEmpty())
            image.save(QString::fromLocal8Bit(shot));
    }
};

QTEST_MAIN(TestBundleReport)
#include "tst_bundle_report.moc"
