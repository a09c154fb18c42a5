#include "ClusterLinksTable.h"

#include "cluster/ClusterModel.h"

#include <QHeaderView>

using sparkwire::bench::CheckResult;

namespace {
// A row ordered by the key each cell keeps (Qt::UserRole), not by its text: members by node
// number (spark-10 after spark-9), checks failed first.
class LinkRow : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem &other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        return data(column, Qt::UserRole).toString() < other.data(column, Qt::UserRole).toString();
    }
};

// A member's node number, then the row's place in the plan (its twins in their order).
QString key(int node, int row)
{
    return QStringLiteral("%1 %2")
        .arg(node, 3, 10, QLatin1Char('0'))
        .arg(row, 4, 10, QLatin1Char('0'));
}
} // namespace

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
    // Sixteen members on a switch are 32 rows: a failed check first, then by node number;
    // a click on a header orders by that column.
    setSortingEnabled(true);
    sortByColumn(2, Qt::AscendingOrder);
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
    const QList<ClusterModel::TwinLink> links = m_cluster->twinLinks();
    for (int row = 0; row < int(links.size()); ++row) {
        const ClusterModel::TwinLink &l = links.at(row);
        auto *item = new LinkRow(this);
        item->setData(0, Qt::UserRole, key(m_cluster->nodeOf(l.idA), row));
        // The switch after every member.
        item->setData(1, Qt::UserRole, key(l.idB.isEmpty() ? 999 : m_cluster->nodeOf(l.idB), row));
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
        const int rank = a < 0 || b < 0 ? 0 : a > 0 && b > 0 ? 2 : 1;
        item->setData(2, Qt::UserRole, key(rank, row));
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
