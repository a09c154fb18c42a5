#include "NcclChart.h"

#include "ChartStyle.h"

#include "bench/NcclVerdicts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>

#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

NcclChart::NcclChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_outOfPlace(new QLineSeries(m_chart))
    , m_inPlace(new QLineSeries(m_chart))
    , m_floor(new QLineSeries(m_chart))
    , m_x(new QCategoryAxis(m_chart))
    , m_y(new QValueAxis(m_chart))
{
    setObjectName(QStringLiteral("ncclChart"));
    m_chart->setTitle(tr("NCCL bus bandwidth"));
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
    m_floor->setName(tr("expected floor"));
    m_outOfPlace->setPen(ChartStyle::pen(ChartStyle::Role::Half0));
    m_inPlace->setPen(ChartStyle::pen(ChartStyle::Role::Half1));
    m_floor->setPen(ChartStyle::referencePen());
    for (QLineSeries *s : {m_outOfPlace, m_inPlace, m_floor}) {
        m_chart->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
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
    for (const QString &label : m_x->categoriesLabels())
        m_x->remove(label);
    const int first = int(std::floor(minSize));
    const int last = int(std::ceil(maxSize));
    const int step = last - first > 12 ? 4 : last - first > 6 ? 2 : 1;
    for (int e = first; e <= last; e += step)
        m_x->append(sizeLabel(e), e);
    ChartStyle::applyTicks(m_y, 0, top * 1.1);
    m_chart->setTitle(result.test.isEmpty() ? tr("NCCL bus bandwidth")
                                            : tr("%1: bus bandwidth, %2 ranks on %3 node(s)")
                                                  .arg(result.test)
                                                  .arg(result.ranks)
                                                  .arg(result.nodes));
}

int NcclChart::pointCount() const
{
    return int(m_inPlace->count());
}

bool NcclChart::hasFloor() const
{
    return m_floor->isVisible() && m_floor->count() == 2;
}
