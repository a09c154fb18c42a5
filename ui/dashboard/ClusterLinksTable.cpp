#include "ClusterLinksTable.h"

#include "cluster/ClusterModel.h"

#include <QHeaderView>

using sparkwire::bench::CheckResult;

ClusterLinksTable::ClusterLinksTable(ClusterModel *cluster, QWidget *parent)
    : QTreeWidget(parent)
    , m_cluster(cluster)
{
    setObjectName(QStringLiteral("clusterLinks"));
    setAccessibleName(tr("Every cable of the cluster"));
    setHeaderLabels({tr("One end"), tr("Other end"), tr("Checks")});
    setRootIsDecorated(false);
    setWordWrap(true);
    header()->setSectionResizeMode(QHeaderView::Stretch); // all three in view, wrapped
    setTextElideMode(Qt::ElideNone);
    connect(cluster, &ClusterModel::planChanged, this, &ClusterLinksTable::refresh);
    connect(cluster, &ClusterModel::checksChanged, this, &ClusterLinksTable::refresh);
    refresh();
}

void ClusterLinksTable::refresh()
{
    clear();
    // What one end's checks of a twin say: nothing yet, all passed, or the first failure.
    const auto verdict = [this](const QString &id, const QString &netdev, QString *where,
                                QString *why) {
        int seen = 0;
        for (const CheckResult &r : m_cluster->checksOf(id)) {
            if (r.netdev != netdev)
                continue;
            ++seen;
            if (!r.ok) {
                *where = tr("%1 on %2").arg(netdev, m_cluster->nameOf(id));
                *why = tr("%1: %2 (Verify says how to fix it)")
                           .arg(*where, r.diagnosis ? r.diagnosis->message : r.detail);
                return -1;
            }
        }
        return seen > 0 ? 1 : 0;
    };
    for (const ClusterModel::TwinLink &l : m_cluster->twinLinks()) {
        auto *item = new QTreeWidgetItem(this);
        // A cell for each end: the member, its twin, the address.
        item->setText(0, tr("%1\n%2\n%3").arg(m_cluster->nameOf(l.idA), l.netdevA, l.addressA));
        item->setText(1,
                      l.idB.isEmpty()
                          ? tr("switch")
                          : tr("%1\n%2\n%3").arg(m_cluster->nameOf(l.idB), l.netdevB, l.addressB));
        QString where;
        QString why;
        const int a = verdict(l.idA, l.netdevA, &where, &why);
        const int b = l.idB.isEmpty() ? a : verdict(l.idB, l.netdevB, &where, &why);
        // The cell names where it failed, which fits its narrow column whole; the tooltip
        // (and Verify, under its table) says what failed.
        if (a < 0 || b < 0) {
            item->setText(2, tr("✘ %1").arg(where));
            item->setToolTip(2, tr("✘ %1").arg(why));
            item->setForeground(2, QColor(0xb3, 0x26, 0x1e));
        } else if (a > 0 && b > 0) {
            item->setText(2, l.idB.isEmpty() ? tr("✔ checked") : tr("✔ checked from both ends"));
            item->setForeground(2, QColor(0x1e, 0x7b, 0x34));
        } else
            item->setText(2, tr("not checked yet"));
        if (item->toolTip(2).isEmpty())
            item->setToolTip(2, item->text(2));
    }
}
