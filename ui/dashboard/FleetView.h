#pragma once

#include "common/Result.h"
#include "metrics/FleetHistory.h"

#include <QSet>
#include <QTimer>
#include <QWidget>

#include <functional>

class FleetChart;
class FleetMemberCard;
class QGridLayout;
class QPushButton;
class QScrollArea;

// Every member of the cluster, one card each (FleetMemberCard), in a scroll area so nothing
// is clipped at 1024×700; from four members on, in as many columns as the width holds (eight
// or sixteen members in two columns on a wide screen). Redraws five times a second from core's
// FleetHistory, the plots of the cards in sight; paused, the plots hold while the lost marks
// still follow the clock.
class FleetView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 200;
    static constexpr int kColumnsFrom = 4; // members; fewer are one card a row

    FleetView(sparkwire::metrics::FleetHistory *history, bool demo, QWidget *parent = nullptr);

    QList<FleetMemberCard *> cards() const { return m_cards; }
    int columnCount() const { return m_columns; }
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
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool inSight(const FleetMemberCard *card) const;
    void refreshSeen(); // the plots of cards that came into sight since their last refresh
    int columnsFor(int width) const;
    void placeCards(int columns);

    void exportWithDialog(FleetChart *chart, const QString &format);

    sparkwire::metrics::FleetHistory *m_history;
    QList<FleetMemberCard *> m_cards;
    QScrollArea *m_scroll;
    QGridLayout *m_grid;
    int m_columns = 1;
    QSet<FleetMemberCard *> m_stale; // plots not redrawn while out of sight
    QPushButton *m_copyText;
    std::function<QString()> m_clusterText;
    QTimer m_timer;
    bool m_paused = false;
    bool m_demo = false;
};
