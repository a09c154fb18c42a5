#include "ResultChartSvg.h"

#include "common/ChartPalette.h"
#include "common/TickSteps.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace sparkwire::bench::ResultChartSvg {

namespace {

constexpr int kWidth = 720;
constexpr int kHeight = 400;
constexpr int kLeft = 64;
constexpr int kRight = 24;
constexpr int kTop = 40;
constexpr int kBottom = 84; // axis labels and the footer
// The window's palette (common/ChartPalette.h): twin half 0 and out-of-place in blue, half 1
// and in-place in orange, reference lines in vermillion.
const char *const kBlue = common::ChartPalette::kHalf0;
const char *const kOrange = common::ChartPalette::kHalf1;
const char *const kRed = common::ChartPalette::kWarning;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString number(double v)
{
    return QString::number(v, 'f', 1);
}

QString sizeLabel(qint64 bytes)
{
    if (bytes >= (qint64(1) << 30))
        return QStringLiteral("%1G").arg(bytes >> 30);
    if (bytes >= (1 << 20))
        return QStringLiteral("%1M").arg(bytes >> 20);
    if (bytes >= (1 << 10))
        return QStringLiteral("%1K").arg(bytes >> 10);
    return QString::number(bytes);
}

struct Frame
{
    QString svg;
    double yMax = 1;
    double plotWidth() const { return kWidth - kLeft - kRight; }
    double plotHeight() const { return kHeight - kTop - kBottom; }
    double y(double value) const { return kTop + plotHeight() * (1 - value / yMax); }
};

Frame open(const QString &title, const QString &yLabel, double top, const Stamp &stamp)
{
    Frame f;
    const double step = common::TickSteps::niceStep(top);
    f.yMax = std::max(step, std::ceil(top / step) * step);
    f.svg =
        QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                       "viewBox=\"0 0 %1 %2\" font-family=\"sans-serif\" font-size=\"12\">\n"
                       "<rect width=\"%1\" height=\"%2\" fill=\"#ffffff\"/>\n"
                       "<text x=\"%3\" y=\"24\" font-size=\"15\" font-weight=\"bold\">%4</text>\n")
            .arg(kWidth)
            .arg(kHeight)
            .arg(kLeft)
            .arg(escaped(title));
    for (double v = 0; v <= f.yMax + step / 2; v += step) {
        const double y = f.y(v);
        f.svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#dddddd\"/>"
                                "<text x=\"%4\" y=\"%5\" text-anchor=\"end\">%6</text>\n")
                     .arg(kLeft)
                     .arg(number(y))
                     .arg(kWidth - kRight)
                     .arg(kLeft - 6)
                     .arg(number(y + 4))
                     .arg(QString::number(v, 'f', common::TickSteps::decimalsFor(step)));
    }
    f.svg += QStringLiteral("<text transform=\"translate(16 %1) rotate(-90)\" "
                            "text-anchor=\"middle\">%2</text>\n")
                 .arg(kTop + f.plotHeight() / 2)
                 .arg(escaped(yLabel));
    const QString footer =
        stamp.demo ? QCoreApplication::translate("ResultChartSvg",
                                                 "%1 · %2 · DEMO — simulated, not measured")
                         .arg(stamp.host, stamp.time)
                   : QStringLiteral("%1 · %2").arg(stamp.host, stamp.time);
    f.svg += QStringLiteral("<rect x=\"0\" y=\"%1\" width=\"%2\" height=\"28\" fill=\"%3\"/>"
                            "<text x=\"8\" y=\"%4\"%5>%6</text>\n")
                 .arg(kHeight - 28)
                 .arg(kWidth)
                 .arg(stamp.demo ? QStringLiteral("#ffd23f") : QStringLiteral("#f2f2f2"))
                 .arg(kHeight - 10)
                 .arg(stamp.demo ? QStringLiteral(" font-weight=\"bold\"") : QString())
                 .arg(escaped(footer));
    return f;
}

QByteArray close(Frame &f)
{
    f.svg += QStringLiteral("</svg>\n");
    return f.svg.toUtf8();
}

} // namespace

QByteArray nccl(const NcclResult &result, const Stamp &stamp)
{
    double top = 1;
    for (const NcclResult::Row &row : result.rows)
        top = std::max(top, row.bestBusbw());
    Frame f = open(QCoreApplication::translate("ResultChartSvg", "%1: bus bandwidth (%2 ranks)")
                       .arg(result.test)
                       .arg(result.ranks),
                   QCoreApplication::translate("ResultChartSvg", "GB/s"), top, stamp);
    if (result.rows.isEmpty()) {
        f.svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
                     .arg(kLeft + f.plotWidth() / 2)
                     .arg(kTop + f.plotHeight() / 2)
                     .arg(escaped(QCoreApplication::translate(
                         "ResultChartSvg", "No message size finished: the run failed.")));
        return close(f);
    }
    const int n = int(result.rows.size());
    const auto x = [&](int i) {
        return kLeft + (n == 1 ? f.plotWidth() / 2 : f.plotWidth() * i / double(n - 1));
    };
    QString outPoints;
    QString inPoints;
    for (int i = 0; i < n; ++i) {
        const NcclResult::Row &row = result.rows.at(i);
        if (row.outOfPlace)
            outPoints +=
                QStringLiteral("%1,%2 ").arg(number(x(i)), number(f.y(row.outOfPlace->busbw)));
        inPoints += QStringLiteral("%1,%2 ").arg(number(x(i)), number(f.y(row.inPlace.busbw)));
        if (n <= 12 || i % ((n + 11) / 12) == 0 || i == n - 1)
            f.svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
                         .arg(number(x(i)))
                         .arg(kTop + f.plotHeight() + 16)
                         .arg(sizeLabel(row.size));
    }
    if (!outPoints.isEmpty())
        f.svg += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"2\" "
                                "points=\"%2\"/>\n")
                     .arg(QLatin1String(kBlue), outPoints.trimmed());
    f.svg += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"2\" "
                            "stroke-dasharray=\"6 4\" points=\"%2\"/>\n")
                 .arg(QLatin1String(kOrange), inPoints.trimmed());
    const int legendY = kTop + int(f.plotHeight()) + 36;
    f.svg += QStringLiteral(
                 "<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" stroke-width=\"2\"/>"
                 "<text x=\"%5\" y=\"%6\">%7</text>"
                 "<line x1=\"%8\" y1=\"%2\" x2=\"%9\" y2=\"%2\" stroke=\"%10\" stroke-width=\"2\" "
                 "stroke-dasharray=\"6 4\"/><text x=\"%11\" y=\"%6\">%12</text>\n")
                 .arg(kLeft)
                 .arg(legendY)
                 .arg(kLeft + 24)
                 .arg(QLatin1String(kBlue))
                 .arg(kLeft + 30)
                 .arg(legendY + 4)
                 .arg(escaped(QCoreApplication::translate("ResultChartSvg", "out-of-place")))
                 .arg(kLeft + 160)
                 .arg(kLeft + 184)
                 .arg(QLatin1String(kOrange))
                 .arg(kLeft + 190)
                 .arg(escaped(QCoreApplication::translate("ResultChartSvg", "in-place")));
    return close(f);
}

QByteArray bars(const QString &title, const QList<Bar> &bars, double expectedGbps,
                const Stamp &stamp)
{
    double top = std::max(1.0, expectedGbps);
    for (const Bar &b : bars)
        top = std::max(top, b.gbps);
    Frame f = open(title, QCoreApplication::translate("ResultChartSvg", "Gb/s"), top, stamp);
    const int n = std::max<int>(1, int(bars.size()));
    const double slot = f.plotWidth() / n;
    for (int i = 0; i < bars.size(); ++i) {
        const Bar &b = bars.at(i);
        const double value = std::max(0.0, b.gbps);
        const double x = kLeft + slot * i + slot * 0.2;
        f.svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>"
                                "<text x=\"%6\" y=\"%7\" text-anchor=\"middle\">%8</text>"
                                "<text x=\"%6\" y=\"%9\" text-anchor=\"middle\">%10</text>\n")
                     .arg(number(x), number(f.y(value)), number(slot * 0.6),
                          number(f.y(0) - f.y(value)), QLatin1String(i % 2 == 0 ? kBlue : kOrange))
                     .arg(number(x + slot * 0.3))
                     .arg(number(f.y(value) - 4))
                     .arg(b.gbps < 0 ? QStringLiteral("—") : number(b.gbps))
                     .arg(kTop + f.plotHeight() + 16)
                     .arg(escaped(b.label));
    }
    if (expectedGbps > 0)
        f.svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" "
                                "stroke-dasharray=\"2 3\"/><text x=\"%3\" y=\"%5\" "
                                "text-anchor=\"end\" fill=\"%4\">%6</text>\n")
                     .arg(kLeft)
                     .arg(number(f.y(expectedGbps)))
                     .arg(kWidth - kRight)
                     .arg(QLatin1String(kRed))
                     .arg(number(f.y(expectedGbps) - 4))
                     .arg(escaped(QCoreApplication::translate("ResultChartSvg", "expected %1 Gb/s")
                                      .arg(expectedGbps)));
    return close(f);
}

} // namespace sparkwire::bench::ResultChartSvg
