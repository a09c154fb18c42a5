#include "TroubleCountersTable.h"

#include <QHeaderView>

TroubleCountersTable::TroubleCountersTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("troubleCounters"));
    setRowCount(int(sparkwire::metrics::troubleCounters().size()));
    setVerticalHeaderLabels(sparkwire::metrics::troubleCounters());
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setToolTip(tr("Retransmit and congestion counters of each RDMA device (hw_counters): total, "
                  "and the increase over the last interval."));
}

void TroubleCountersTable::update(const sparkwire::metrics::MetricsSample &sample)
{
    if (columnCount() != sample.twins.size()) {
        setColumnCount(int(sample.twins.size()));
        QStringList headers;
        for (const auto &t : sample.twins)
            headers << (t.rdmaDevice.isEmpty() ? t.netdev : t.rdmaDevice);
        setHorizontalHeaderLabels(headers);
    }
    const QStringList &names = sparkwire::metrics::troubleCounters();
    for (int c = 0; c < sample.twins.size(); ++c) {
        const auto &t = sample.twins.at(c);
        for (int r = 0; r < names.size(); ++r) {
            QString text = QStringLiteral("–");
            bool grew = false;
            if (!t.present)
                text = tr("gone");
            else if (t.troubleTotals.contains(names.at(r))) {
                const quint64 delta = t.troubleDeltas.value(names.at(r));
                grew = delta > 0;
                text = QString::number(t.troubleTotals.value(names.at(r))) +
                       (grew ? QStringLiteral(" (+%1)").arg(delta) : QString());
            }
            auto *item = this->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                setItem(r, c, item);
            }
            item->setText(text);
            item->setForeground(grew ? QColor(0xb0, 0x4a, 0x00) : palette().text().color());
        }
    }
}
