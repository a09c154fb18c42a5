#pragma once

#include "metrics/MetricsSample.h"

#include <QTableWidget>

// The RDMA counters that signal trouble, per twin: total and the increase in the last
// interval (highlighted when it grew), beside the plots. One row per counter of the twins'
// drivers (metrics::troubleCounters: mlx5's on a Spark, soft-RoCE's on the virtual Sparks).
class TroubleCountersTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit TroubleCountersTable(QWidget *parent = nullptr);
    void update(const sparkwire::metrics::MetricsSample &sample);
    // Wide enough for every column: the dashboard's splitter never clips it (1024×700 and up).
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override { return minimumSizeHint(); }
    // 12345 stays exact; 123456 reads "123.5k", then M, G, T (the tooltip has the exact value).
    static QString compact(quint64 value);

private:
    static QStringList rowsFor(const sparkwire::metrics::MetricsSample &sample);
    void setRows(const QStringList &names);

    QStringList m_names;       // the rows: counters by their hw_counters names
    quint32 m_twoLineRows = 0; // bit r: row r shows an increase under its total
    bool m_rowsMeasured = false;
};
