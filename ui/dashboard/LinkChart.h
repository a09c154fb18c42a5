#pragma once

#include "metrics/DecimatedHistory.h"
#include "metrics/MetricsSample.h"

#include <QWidget>

#include <vector>

class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

// One link's live plot: RoCE Gb/s of one physical port, tx and rx per twin half and summed,
// with an hour of history in fixed memory. The window (zoom) and pause are the dashboard's;
// export writes what is plotted.
class LinkChart : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kFinePoints = 3000;   // 5 minutes at 10 Hz
    static constexpr int kDecimation = 10;     // then one point a second ...
    static constexpr int kCoarsePoints = 3600; // ... for an hour

    LinkChart(int port, const QString &title, QWidget *parent = nullptr);
    int port() const { return m_port; }
    int seriesCount() const { return int(m_series.size()); }

    void append(const sparkwire::metrics::MetricsSample &sample); // records; redraws unless paused
    void setWindowSeconds(int seconds);
    void setPaused(bool paused);
    void redraw(); // the plotted points from the history, for the current window

    bool exportPng(const QString &path, QString *error) const;
    bool exportCsv(const QString &path, QString *error) const;
    QLineSeries *series(int index) const { return m_series.at(size_t(index)).line; }

private:
    struct Series
    {
        QString name;
        QLineSeries *line;
        sparkwire::metrics::DecimatedHistory history;
    };
    int m_port;
    QChart *m_chart;
    QChartView *m_view;
    QValueAxis *m_x;
    QValueAxis *m_y;
    std::vector<Series> m_series;
    qint64 m_lastMs = 0;
    int m_windowSeconds = 300;
    bool m_paused = false;
};
