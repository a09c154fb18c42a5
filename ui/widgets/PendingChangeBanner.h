#pragma once

#include <QFrame>

class ClusterModel;
class QLabel;
class QPushButton;

// The change every Spark is trying, shown wherever the person is (above every wizard page and
// on the dashboard) until it is kept or reverted: what is happening, the seconds left before
// every Spark goes back by itself, Keep (once every check passed) and Revert. Alt+K and Alt+V
// reach them from anywhere in the window.
class PendingChangeBanner : public QFrame
{
    Q_OBJECT
public:
    explicit PendingChangeBanner(ClusterModel *cluster, QWidget *parent = nullptr);

private:
    void refresh();
    void showSecondsLeft(int seconds);

    ClusterModel *m_cluster;
    QLabel *m_text;
    QPushButton *m_keep;
    QPushButton *m_revert;
    int m_seconds = -1;
    bool m_keeping = false; // Keep pressed: the members are confirming
};
