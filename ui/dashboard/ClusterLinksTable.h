#pragma once

#include <QTreeWidget>

class ClusterModel;

// Every cable-twin of the cluster plan, not only this Spark's: both ends (member, netdev,
// address; or the switch) and what the last checks from each end said. A failed check first,
// then in the plan's order by node number (a click on a header orders by that column).
class ClusterLinksTable : public QTreeWidget
{
    Q_OBJECT
public:
    explicit ClusterLinksTable(ClusterModel *cluster, QWidget *parent = nullptr);

private:
    void refresh();

    ClusterModel *m_cluster;
};
