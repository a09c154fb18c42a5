#include "NcclChart.h"

#include "ChartStyle.h"

#include "bench/NcclVerdicts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>

#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

NcclChart::NcclChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_title(new QLabel(this))
    , m_view(new QChartView(m_chart, this))
    , m_outOfPlace(new QLineSeries(m_chart))
    , m_inPlace(new QLineSeries(m_chart))
    , m_floor(new QLineSeries(m_chart))
    , m_x(new QCategoryAxis(m_chart))
    , m_y(new QValueAxis(m_chart))
{
    setObjectName(QStringLiteral("ncclChart"));
    // The title above the plot, wrapped: QChart elides a long title at the panel's width.
    m_title->setObjectName(QStringLiteral("ncclChartTitle"));
    m_title->setWordWrap(true);
    m_title->setAlignment(Qt::AlignHCenter);
    m_title->setTextFormat(Qt::PlainText);
    // Room on the right for half of the last size's label, centred on the axis' end.
    m_chart->setMargins(QMargins(
        4, 4, QFontMetrics(m_x->labelsFont()).horizontalAdvance(QStringLiteral("512 MiB")) / 2, 4));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // The legend draws each series' own line, so rx shows dashed there too.
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_x->setTitleText(tr("message size (log₂ scale)"));
    m_x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_y->setTitleText(tr("busbw GB/s"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_outOfPlace->setName(tr("out-of-place"));
    m_inPlace->setName(tr("in-place"));
    // A short name: beside the two measured series it must fit a third of a chart 330 px wide
    // (the dashboard at 1024 px); the tooltip says what it is.
    m_floor->setName(tr("floor"));
    m_view->setToolTip(tr("The two solid lines: the bus bandwidth measured at each message "
                          "size (out-of-place, in-place). The broken line: the floor, what a "
                          "healthy Spark pair reaches at large messages; a run below it gets a "
                          "verdict that says why."));
    m_outOfPlace->setPen(ChartStyle::pen(ChartStyle::Role::Half0));
    m_inPlace->setPen(ChartStyle::pen(ChartStyle::Role::Half1));
    m_floor->setPen(ChartStyle::referencePen());
    for (QLineSeries *s : {m_outOfPlace, m_inPlace, m_floor}) {
        m_chart->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    // Relabelled once the plot has its width (labelSizes() keeps the step when it fits).
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { labelSizes(false); });
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    setResult({});
}

namespace {
QString sizeLabel(int log2Size)
{
    static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    return QStringLiteral("%1 %2")
        .arg(1LL << (log2Size % 10))
        .arg(QLatin1String(units[qMin(4, log2Size / 10)]));
}
} // namespace

void NcclChart::setResult(const sparkwire::bench::NcclResult &result)
{
    QList<QPointF> out;
    QList<QPointF> in;
    double top = 1;
    double minSize = 10; // log2: 1 KiB .. 1 MiB until there is data
    double maxSize = 20;
    for (const auto &row : result.rows) {
        if (row.size <= 0)
            continue;
        const double x = std::log2(double(row.size));
        if (row.outOfPlace)
            out << QPointF(x, row.outOfPlace->busbw);
        in << QPointF(x, row.inPlace.busbw);
        top = qMax(top, row.bestBusbw());
    }
    if (!in.isEmpty()) {
        minSize = in.first().x();
        maxSize = qMax(in.last().x(), minSize + 1);
    }
    m_outOfPlace->replace(out);
    m_inPlace->replace(in);
    const std::optional<double> floor = sparkwire::bench::NcclVerdicts::busbwFloor(result);
    m_floor->replace(floor ? QList<QPointF>{{minSize, *floor}, {maxSize, *floor}}
                           : QList<QPointF>{});
    m_floor->setVisible(floor.has_value());
    if (floor)
        top = qMax(top, *floor);
    m_x->setRange(minSize, maxSize);
    m_first = int(std::floor(minSize));
    m_last = int(std::ceil(maxSize));
    labelSizes(true);
    ChartStyle::applyTicks(m_y, 0, top * 1.1);
    m_title->setText(result.test.isEmpty() ? tr("NCCL bus bandwidth")
                                           : tr("%1: bus bandwidth, %2 ranks on %3 node(s)")
                                                 .arg(result.test)
                                                 .arg(result.ranks)
                                                 .arg(result.nodes));
}

void NcclChart::labelSizes(bool sizesChanged)
{
    // As many labels as fit the plot's width ("512 MiB" is the widest): crowded, the axis
    // would elide every one of them to "...".
    const int widest = QFontMetrics(m_x->labelsFont()).horizontalAdvance(sizeLabel(29)) + 16;
    const double width =
        m_chart->plotArea().width() > 0 ? m_chart->plotArea().width() : m_view->width() - 80;
    const int fit = qMax(2, int(width / widest));
    const int step = qMax(1, (m_last - m_first + fit - 2) / (fit - 1));
    if (step == m_step && !sizesChanged)
        return;
    m_step = step;
    for (const QString &label : m_x->categoriesLabels())
        m_x->remove(label);
    for (int e = m_first; e <= m_last; e += step)
        m_x->append(sizeLabel(e), e);
}

int NcclChart::pointCount() const
{
    return int(m_inPlace->count());
}

bool NcclChart::hasFloor() const
{
    return m_floor->isVisible() && m_floor->count() == 2;
}
