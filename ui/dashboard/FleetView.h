#pragma once

#include "common/Result.h"
#include "metrics/FleetHistory.h"

#include <QTimer>
#include <QWidget>

#include <functional>

class FleetChart;
class FleetMemberCard;
class QPushButton;
class QScrollArea;

// Every member of the cluster, one card each (FleetMemberCard), in a scroll area so nothing
// is clipped at 1024×700. Redraws five times a second from core's FleetHistory; paused, the
// plots hold while the lost marks still follow the clock.
class FleetView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 200;

    FleetView(sparkwire::metrics::FleetHistory *history, bool demo, QWidget *parent = nullptr);

    QList<FleetMemberCard *> cards() const { return m_cards; }
    QList<FleetChart *> charts() const;
    void setWindowSeconds(int seconds);
    void setPaused(bool paused);
    // Everything redrawn now, as the timer does (the benchmark's repaint).
    void refreshAll();
    // "Copy as text": the cluster as text for an issue (ClusterSummary), put on the clipboard;
    // hidden until a source of that text is set.
    void setClusterText(std::function<QString()> text);
    QPushButton *copyTextButton() const { return m_copyText; }
    // "png", "svg" or "csv"; images carry the seat's host, the time and DEMO in the demo.
    sparkwire::Status exportChart(FleetChart *chart, const QString &format,
                                  const QString &path) const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void exportWithDialog(FleetChart *chart, const QString &format);

    sparkwire::metrics::FleetHistory *m_history;
    QList<FleetMemberCard *> m_cards;
    QScrollArea *m_scroll;
    QPushButton *m_copyText;
    std::function<QString()> m_clusterText;
    QTimer m_timer;
    bool m_paused = false;
    bool m_demo = false;
};
