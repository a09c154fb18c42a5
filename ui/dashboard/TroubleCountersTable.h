#pragma once

#include "metrics/MetricsSample.h"

#include <QTableWidget>

// The RDMA counters that signal trouble, per twin: total and the increase in the last
// interval (highlighted when it grew), beside the plots.
class TroubleCountersTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit TroubleCountersTable(QWidget *parent = nullptr);
    void update(const sparkwire::metrics::MetricsSample &sample);
};
