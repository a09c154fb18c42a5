#include "TroubleCountersTable.h"

#include <QHeaderView>
#include <QScrollBar>

TroubleCountersTable::TroubleCountersTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("troubleCounters"));
    // A Spark's CX-7 (mlx5) until a sample says otherwise.
    setRows(sparkwire::metrics::troubleCounters(sparkwire::metrics::RoceCounting::PortCounters));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setTabKeyNavigation(false); // Tab leaves the table (a keyboard trap otherwise); arrows move
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setToolTip(tr("Retransmit, loss and congestion counters of each RDMA device (hw_counters; "
                  "mlx5 and soft-RoCE name them differently): total, and the increase over the "
                  "last interval."));
}

QStringList TroubleCountersTable::rowsFor(const sparkwire::metrics::MetricsSample &sample)
{
    using sparkwire::metrics::RoceCounting;
    QStringList names;
    for (const RoceCounting counting : {RoceCounting::PortCounters, RoceCounting::SoftRoce})
        for (const auto &t : sample.twins)
            if (t.present && t.counting == counting) {
                names += sparkwire::metrics::troubleCounters(counting);
                break;
            }
    return names;
}

void TroubleCountersTable::setRows(const QStringList &names)
{
    m_names = names;
    clearContents();
    setRowCount(int(names.size()));
    setVerticalHeaderLabels(names);
    m_rowsMeasured = false;
    m_twoLineRows = 0;
}

void TroubleCountersTable::update(const sparkwire::metrics::MetricsSample &sample)
{
    // The rows are the counters of the drivers that the read twins have (mlx5's, soft-RoCE's):
    // each names them differently. A tick where none was read keeps the rows.
    if (const QStringList names = rowsFor(sample); !names.isEmpty() && names != m_names)
        setRows(names);
    if (columnCount() != sample.twins.size()) {
        setColumnCount(int(sample.twins.size()));
        m_rowsMeasured = false; // every row measured once with its first values
        // Short headers (port and half) keep the columns narrow; the names are in the tooltip.
        for (int c = 0; c < sample.twins.size(); ++c) {
            const auto &t = sample.twins.at(c);
            auto *header = new QTableWidgetItem(tr("P%1·%2").arg(t.port).arg(t.half));
            header->setToolTip(
                tr("port %1, half %2: %3 (%4)")
                    .arg(t.port)
                    .arg(t.half)
                    .arg(t.rdmaDevice.isEmpty() ? tr("no RDMA device") : t.rdmaDevice, t.netdev));
            setHorizontalHeaderItem(c, header);
        }
    }
    const QStringList &names = m_names;
    for (int c = 0; c < sample.twins.size(); ++c) {
        const auto &t = sample.twins.at(c);
        for (int r = 0; r < names.size(); ++r) {
            QString text = QStringLiteral("–");
            bool grew = false;
            QString exact;
            if (!t.present)
                text = tr("gone");
            else if (t.troubleTotals.contains(names.at(r))) {
                const quint64 delta = t.troubleDeltas.value(names.at(r));
                grew = delta > 0;
                const quint64 total = t.troubleTotals.value(names.at(r));
                // The increase under the total: one narrow column per twin, so the plots
                // keep most of a 1024 px window's width.
                text = compact(total) +
                       (grew ? QStringLiteral("\n+%1").arg(compact(delta)) : QString());
                exact = tr("%1 in total, +%2 in the last interval").arg(total).arg(delta);
            }
            auto *item = this->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                setItem(r, c, item);
            }
            item->setText(text);
            item->setToolTip(exact);
            item->setForeground(grew ? QColor(0xb0, 0x4a, 0x00) : palette().text().color());
        }
    }
    resizeColumnsToContents();
    // A row grows to two lines while an increase shows in it and shrinks back after: measured
    // only when that changes (measuring every row on every sample costs ~1 ms, 10 times a second).
    for (int r = 0; r < rowCount(); ++r) {
        bool twoLines = false;
        for (int c = 0; c < columnCount() && !twoLines; ++c)
            twoLines = item(r, c) && item(r, c)->text().contains(QLatin1Char('\n'));
        const quint32 bit = 1u << r;
        if (!m_rowsMeasured || twoLines != bool(m_twoLineRows & bit)) {
            m_twoLineRows = twoLines ? m_twoLineRows | bit : m_twoLineRows & ~bit;
            resizeRowToContents(r);
        }
    }
    m_rowsMeasured = true;
    updateGeometry();
}

QSize TroubleCountersTable::minimumSizeHint() const
{
    const QSize base = QTableWidget::minimumSizeHint();
    int width = verticalHeader()->sizeHint().width() + 2 * frameWidth();
    for (int c = 0; c < columnCount(); ++c)
        width += qMax(columnWidth(c), horizontalHeader()->sectionSizeHint(c));
    width += verticalScrollBar()->sizeHint().width(); // room for it when the rows do not fit
    // Tall enough for every row at two lines (an increase under its total), which rows take
    // and give back from one sample to the next: the layout keeps the room, so the table
    // never needs scrolling mid-run (it once did in Japanese at 1024 px).
    const int twoLines = 2 * fontMetrics().lineSpacing() + 4;
    const int height =
        horizontalHeader()->sizeHint().height() + rowCount() * twoLines + 2 * frameWidth();
    return {qMax(base.width(), width), qMax(base.height(), height)};
}

QString TroubleCountersTable::compact(quint64 value)
{
    if (value < 100000)
        return QString::number(value);
    static const char *units[] = {"k", "M", "G", "T", "P"};
    double v = double(value);
    int unit = -1;
    while (v >= 1000 && unit < 4) {
        v /= 1000;
        ++unit;
    }
    return QString::number(v, 'f', 1) + QLatin1String(units[unit]);
}
