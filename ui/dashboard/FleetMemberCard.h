#pragma once

#include "LinkChart.h"
#include "TwinTable.h"

#include <QFrame>

namespace sparkwire::metrics {
class FleetHistory;
}
class FleetChart;
class QLabel;

// One member of the fleet: its name (from the cluster record), whether data comes ("live",
// or "no data from spark-c for 3 s"), and per link its plot and a table of each twin's
// carrier, speed, tx and rx Gb/s (and the port's sum) and trouble counters.
class FleetMemberCard : public QFrame
{
    Q_OBJECT
public:
    FleetMemberCard(const sparkwire::metrics::FleetHistory *history, int member,
                    QWidget *parent = nullptr);
    QList<FleetChart *> charts() const { return m_charts; }
    QLabel *status() const { return m_status; }
    // Status, tables and plots from the history as it is now.
    void refresh(bool plots);
    // Only whether data comes (for a card out of sight: its lost mark follows the clock).
    void refreshStatus();
    void setWindowSeconds(int seconds);

Q_SIGNALS:
    // The person picked an export of one plot: "png", "svg" or "csv".
    void exportRequested(FleetChart *chart, const QString &format);

private:
    QList<TwinTable::Row> twinRows(int port) const;

    const sparkwire::metrics::FleetHistory *m_history;
    int m_member;
    QLabel *m_status;
    QList<FleetChart *> m_charts;
    QList<TwinTable *> m_tables;
};
