#pragma once

#include <QTreeWidget>

class ClusterModel;

// Every cable-twin of the cluster plan, not only this Spark's: both ends (member, netdev,
// address; or the switch) and what the last checks from each end said.
class ClusterLinksTable : public QTreeWidget
{
    Q_OBJECT
public:
    explicit ClusterLinksTable(ClusterModel *cluster, QWidget *parent = nullptr);

private:
    void refresh();

    ClusterModel *m_cluster;
};
