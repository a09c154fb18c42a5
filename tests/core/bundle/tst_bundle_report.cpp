// results/report.html: self-contained (nothing fetched from anywhere) and rendered offscreen
// by Qt's HTML engine, which is asked for every resource the page names.
#include "BundleFixture.h"
#include "bundle/BundleReader.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
        // Results the previous keeper wrote (tests/data/kept), with their verdicts.
        QMap<QString, QByteArray> kept;
        const QDir recorded(QStringLiteral(SPARKWIRE_FIXTURES "/kept"));
        for (const QString &name : recorded.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QFile f(recorded.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            kept.insert(name, f.readAll());
        }
        QCOMPARE(kept.size(), 3);
        const auto exported = BundleFixture::exportTwoNode(dir.path(), kept);
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

        // Each kept run's verdicts, read back out of the rendered page: under the run's
        // heading and before its JSON, every verdict id with its message.
        const QString text = doc.toPlainText();
        const auto section = [&](const QString &file) {
            const qsizetype at = text.indexOf(file);
            const qsizetype json = text.indexOf(QLatin1Char('{'), at);
            return at < 0 ? QString() : text.mid(at, json < 0 ? -1 : json - at);
        };
        const QHash<QString, QStringList> verdicts{
            {QStringLiteral("20261126-003000-000-rdma-spark-b.json"),
             {"rdma-mtu-1024", "rdma-twin-slow", "rdma-port-slow"}},
            {QStringLiteral("20261126-003100-000-tcp-spark-b.json"), {"tcp-failed"}},
            {QStringLiteral("20261126-003200-000-nccl-all_gather_perf_mpi.json"),
             {"nccl-socket-fallback", "nccl-busbw-low"}}};
        for (auto it = verdicts.cbegin(); it != verdicts.cend(); ++it) {
            const QJsonObject file = QJsonDocument::fromJson(kept.value(it.key())).object();
            const QJsonArray list = file.value(QStringLiteral("verdicts")).isArray()
                                        ? file.value(QStringLiteral("verdicts")).toArray()
                                        : file.value(QStringLiteral("diagnoses")).toArray();
            const QString shown = section(it.key());
            QVERIFY2(shown.contains(QLatin1String("Verdicts:")), qPrintable(it.key()));
            for (const QString &id : it.value())
                QVERIFY2(shown.contains(id + QLatin1String(": ")), qPrintable(id));
            for (const QJsonValue &v : list)
                QVERIFY2(shown.contains(v[QLatin1String("message")].toString()),
                         qPrintable(v[QLatin1String("id")].toString()));
        }
        // The stand-in file with no verdicts shows none.
        QVERIFY(
            !section(QStringLiteral("nccl-all_gather.json")).contains(QLatin1String("Verdicts:")));
        if (const QByteArray shot = qgetenv("SPARKWIRE_REPORT_SHOT"); !shot.isEmpty())
            image.save(QString::fromLocal8Bit(shot));
    }
};

QTEST_MAIN(TestBundleReport)
#include "tst_bundle_report.moc"
