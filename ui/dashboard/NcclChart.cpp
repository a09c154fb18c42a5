#include "NcclChart.h"

#include "bench/NcclVerdicts.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QVBoxLayout>
#include <QValueAxis>

NcclChart::NcclChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_outOfPlace(new QLineSeries(m_chart))
    , m_inPlace(new QLineSeries(m_chart))
    , m_floor(new QLineSeries(m_chart))
    , m_x(new QLogValueAxis(m_chart))
    , m_y(new QValueAxis(m_chart))
{
    setObjectName(QStringLiteral("ncclChart"));
    m_chart->setTitle(tr("NCCL bus bandwidth"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_x->setBase(2);
    m_x->setTitleText(tr("message size (bytes, log₂)"));
    m_x->setLabelFormat(QStringLiteral("%.0g"));
    m_y->setTitleText(tr("busbw GB/s"));
    m_y->setLabelFormat(QStringLiteral("%d"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_outOfPlace->setName(tr("out-of-place"));
    m_inPlace->setName(tr("in-place"));
    m_floor->setName(tr("expected floor"));
    QPen floorPen(QColor(0xc0, 0x39, 0x2b));
    floorPen.setStyle(Qt::DashLine);
    floorPen.setWidthF(1.5);
    m_floor->setPen(floorPen);
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

void NcclChart::setResult(const sparkwire::bench::NcclResult &result)
{
    QList<QPointF> out;
    QList<QPointF> in;
    double top = 1;
    double minSize = 1024;
    double maxSize = 1 << 20;
    for (const auto &row : result.rows) {
        if (row.size <= 0)
            continue;
        if (row.outOfPlace)
            out << QPointF(double(row.size), row.outOfPlace->busbw);
        in << QPointF(double(row.size), row.inPlace.busbw);
        top = qMax(top, row.bestBusbw());
    }
    if (!in.isEmpty()) {
        minSize = in.first().x();
        maxSize = qMax(in.last().x(), minSize * 2);
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
    m_y->setRange(0, top * 1.1);
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
