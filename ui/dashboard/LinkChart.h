#pragma once

#include "common/Result.h"

#include <QWidget>

namespace sparkwire::metrics {
class LinkHistory;
}
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

// One link's live plot: RoCE Gb/s of one physical port, tx and rx per twin half and summed,
// drawn from the link's history in core (metrics::LinkHistory), which records and exports.
// The window (zoom) and pause are the dashboard's.
class LinkChart : public QWidget
{
    Q_OBJECT
public:
    LinkChart(const sparkwire::metrics::LinkHistory *history, const QString &title,
              QWidget *parent = nullptr);
    int port() const;
    int windowSeconds() const { return m_windowSeconds; }
    int seriesCount() const { return int(m_series.size()); }

    void historyGrew(); // redraws unless paused; hidden, once shown
    void setWindowSeconds(int seconds);
    void setPaused(bool paused);
    void redraw(); // the plotted points from the history, for the current window
    // Soft-RoCE (rxe) has no port counters: its rates are the netdev's bytes, headers and other
    // kernel traffic included (metrics::RoceCounting::SoftRoce). The axis says so, marked ~
    // as `sparkwirectl watch` marks them.
    void setSoftRoce(bool softRoce);
    bool isSoftRoce() const { return m_softRoce; }

    // What an exported image says about itself: the host, the time, and whether it is the demo.
    struct ExportStamp
    {
        QString host;
        QString time;
        bool demo = false;
    };
    sparkwire::Status exportPng(const QString &path, const ExportStamp &stamp) const;
    // The same plot and footer as vector graphics (QSvgGenerator).
    sparkwire::Status exportSvg(const QString &path, const ExportStamp &stamp) const;
    // "host · time", with DEMO in the demo.
    QString footer(const ExportStamp &stamp) const;
    QLineSeries *series(int index) const { return m_series.at(index); }

protected:
    void showEvent(QShowEvent *event) override;

private:
    const sparkwire::metrics::LinkHistory *m_history;
    QChart *m_chart;
    QChartView *m_view;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<QLineSeries *> m_series;
    QString m_title; // as constructed; soft-RoCE adds to it
    int m_windowSeconds = 300;
    bool m_paused = false;
    bool m_stale = false; // the history grew while hidden: redrawn when shown
    bool m_softRoce = false;
};
