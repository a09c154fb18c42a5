#pragma once

#include "bench/NcclResult.h"

#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QCategoryAxis;
class QValueAxis;

// An NCCL result as bus bandwidth against message size (log2 axis), out-of-place and in-place,
// with the expected floor drawn where one applies (two-node all_gather: 21.875 GB/s).
class NcclChart : public QWidget
{
    Q_OBJECT
public:
    explicit NcclChart(QWidget *parent = nullptr);
    void setResult(const sparkwire::bench::NcclResult &result);
    int pointCount() const;
    bool hasFloor() const;

private:
    // The x axis' labels, as many as its width holds; redone when the step or sizes change.
    void labelSizes(bool sizesChanged);
    QChart *m_chart;
    QLabel *m_title; // wraps where QChart's own title would be elided
    QChartView *m_view;
    QLineSeries *m_outOfPlace;
    QLineSeries *m_inPlace;
    QLineSeries *m_floor;
    QCategoryAxis *m_x; // log2(size), labelled in bytes
    QValueAxis *m_y;
    int m_first = 10; // log2 of the smallest and largest size plotted
    int m_last = 20;
    int m_step = 0;
};
