#pragma once

#include "LinkChart.h"

#include "common/Result.h"

#include <QList>
#include <QPolygonF>
#include <QWidget>

#include <array>

namespace sparkwire::metrics {
class FleetHistory;
}

// One link of one fleet member: RoCE Gb/s tx (solid) and rx (dashed) of each twin half and
// summed, in ChartStyle's colours, drawn straight with QPainter from the member's history in
// core. Where the member sent nothing (lost) the curves break; nothing is drawn as zero that
// was not measured. Time runs on the seat's clock, so a lost member's curves stop short of
// "now". Exports as PNG, SVG (the same drawing) and CSV (core's LinkHistory).
class FleetChart : public QWidget
{
    Q_OBJECT
public:
    FleetChart(const sparkwire::metrics::FleetHistory *history, int member, int port,
               QWidget *parent = nullptr);
    int member() const { return m_member; }
    int port() const { return m_port; }
    int windowSeconds() const { return m_windowSeconds; }

    // Takes the plotted points from the history again (on each new sample, window change).
    void refresh();
    void setWindowSeconds(int seconds);
    // The number of separate pieces series `series` is drawn in (1 + breaks in view).
    int segmentCount(int series) const;

    sparkwire::Status exportPng(const QString &path, const LinkChart::ExportStamp &stamp) const;
    sparkwire::Status exportSvg(const QString &path, const LinkChart::ExportStamp &stamp) const;
    sparkwire::Status exportCsv(const QString &path) const;

    // Whether every legend entry is drawn whole at the chart's present width (on one row, or
    // the halves' and the port's on two).
    bool legendFits() const;

    QSize sizeHint() const override { return {520, 170}; }
    QSize minimumSizeHint() const override { return {280, 130}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // The legend's rows for `room` pixels beside the y axis: one or two, and the widest row.
    struct LegendLayout
    {
        bool twoRows = false;
        int widest = 0;
    };
    LegendLayout legendLayout(const QFontMetrics &fm, int room) const;
    int yLabelWidth(const QFontMetrics &fm) const; // the widest Gb/s label, with its gap
    int plotLeft(const QFontMetrics &fm) const;    // the y axis's labels and title before it
    void draw(QPainter &painter, const QRect &area) const;
    QString footer(const LinkChart::ExportStamp &stamp) const;

    static constexpr int kSeries = 6;
    const sparkwire::metrics::FleetHistory *m_history;
    int m_member;
    int m_port;
    int m_windowSeconds = 60;
    double m_nowMs = 0;
    double m_top = 10;
    // Per series: its pieces, x in seconds relative to now (≤ 0), y in Gb/s.
    std::array<QList<QPolygonF>, kSeries> m_pieces;
};
