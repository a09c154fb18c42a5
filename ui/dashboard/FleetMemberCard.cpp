#include "FleetMemberCard.h"

#include "FleetChart.h"
#include "TwinTable.h"

#include "metrics/FleetHistory.h"

#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

using sparkwire::metrics::FleetSample;
using sparkwire::metrics::FleetTwin;

namespace {
QString gbps(double value)
{
    return QString::number(value, 'f', value < 10 ? 2 : 1);
}
QString count(const std::optional<quint64> &value)
{
    return value ? QString::number(*value) : QStringLiteral("–");
}
QFont bold(QFont font)
{
    font.setBold(true);
    return font;
}
} // namespace

FleetMemberCard::FleetMemberCard(const sparkwire::metrics::FleetHistory *history, int member,
                                 QWidget *parent)
    : QFrame(parent)
    , m_history(history)
    , m_member(member)
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("fleetMember%1").arg(member));
    setFrameShape(QFrame::StyledPanel);
    const QString name = history->member(member).name; // the cluster record's, never the peer's
    // Plain text in a bold font: a name is never read as markup, and no rich-text layout.
    auto *title = new QLabel(name, this);
    title->setTextFormat(Qt::PlainText);
    title->setFont(bold(title->font()));
    title->setObjectName(QStringLiteral("fleetName%1").arg(member));
    m_status->setObjectName(QStringLiteral("fleetStatus%1").arg(member));
    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    layout->addLayout(header);
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(2);
    int row = 0;
    for (int port : history->member(member).ports) {
        auto *chart = new FleetChart(history, member, port, this);
        auto *table = new TwinTable(
            {tr("link"), tr("tx"), tr("rx"), tr("retr."), tr("OOS"), tr("CNP"), tr("flaps")},
            // Figures this wide fit from the start; a wider one (a counter past 9999) widens the
            // column once.
            {tr("%1G").arg(200), gbps(200), gbps(200), count(9999), count(9999), count(9999),
             count(99)},
            this);
        table->setObjectName(QStringLiteral("fleetTable%1_%2").arg(member).arg(port));
        table->setAccessibleName(tr("Port %1, its twins").arg(port));
        // A push button with its menu: it keeps room for the menu's arrow beside its text (a
        // tool button drew the arrow over the text's end).
        auto *exportButton = new QPushButton(tr("Export…"), this);
        exportButton->setObjectName(QStringLiteral("fleetExport%1_%2").arg(member).arg(port));
        exportButton->setToolTip(tr("Export the plot of %1, port %2").arg(name).arg(port));
        auto *menu = new QMenu(exportButton);
        for (const auto &[format, label] : {std::pair{QStringLiteral("png"), tr("Plot as &PNG…")},
                                            {QStringLiteral("svg"), tr("Plot as &SVG…")},
                                            {QStringLiteral("csv"), tr("Data as &CSV…")}}) {
            QAction *action = menu->addAction(label);
            action->setObjectName(
                QStringLiteral("fleetExport%1_%2_%3").arg(member).arg(port).arg(format));
            connect(action, &QAction::triggered, this,
                    [this, chart, format = format] { Q_EMIT exportRequested(chart, format); });
        }
        exportButton->setMenu(menu);
        auto *side = new QVBoxLayout;
        auto *portTitle = new QLabel(tr("Port %1").arg(port), this);
        portTitle->setFont(bold(portTitle->font()));
        side->addWidget(portTitle);
        side->addWidget(table);
        side->addWidget(exportButton, 0, Qt::AlignLeft);
        side->addStretch();
        grid->addWidget(chart, row, 0);
        grid->addLayout(side, row, 1);
        m_charts << chart;
        m_tables << table;
        ++row;
    }
    grid->setColumnStretch(0, 1);
    layout->addLayout(grid);
    refresh(false);
}

void FleetMemberCard::setWindowSeconds(int seconds)
{
    for (FleetChart *c : std::as_const(m_charts))
        c->setWindowSeconds(seconds);
}

QList<TwinTable::Row> FleetMemberCard::twinRows(int port) const
{
    const std::optional<FleetSample> &latest = m_history->latest(m_member);
    const bool lost = m_history->isLost(m_member);
    QList<TwinTable::Row> rows;
    for (int half : {0, 1}) {
        const FleetTwin *t = latest ? latest->twin(port, half) : nullptr;
        QString link = QStringLiteral("–");
        if (t && t->carrier)
            link = *t->carrier ? (t->speedMbps ? tr("%1G").arg(*t->speedMbps / 1000) : tr("up"))
                               : tr("down");
        // Rates of a lost member are not "now": shown as a dash, never as a stale figure.
        const QString tx =
            t && !lost ? (t->rdma ? gbps(t->txGbps()) : tr("n/a")) : QStringLiteral("–");
        const QString rx =
            t && !lost ? (t->rdma ? gbps(t->rxGbps()) : tr("n/a")) : QStringLiteral("–");
        rows << TwinTable::Row{tr("half %1").arg(half),
                               {link, tx, rx, count(t ? t->retransmits : std::nullopt),
                                count(t ? t->outOfSequence : std::nullopt),
                                count(t ? t->cnps : std::nullopt),
                                count(t ? t->linkFlaps : std::nullopt)},
                               false};
    }
    const bool have = latest && !lost && latest->twin(port, 0);
    rows << TwinTable::Row{tr("sum"),
                           {QString(), have ? gbps(latest->portTxGbps(port)) : QStringLiteral("–"),
                            have ? gbps(latest->portRxGbps(port)) : QStringLiteral("–")},
                           true};
    return rows;
}

void FleetMemberCard::refresh(bool plots)
{
    refreshStatus();
    for (int i = 0; i < m_charts.size(); ++i) {
        m_tables.at(i)->setRows(twinRows(m_charts.at(i)->port()));
        if (plots)
            m_charts.at(i)->refresh();
    }
}

void FleetMemberCard::refreshStatus()
{
    const QString name = m_history->member(m_member).name;
    const qint64 silentMs = m_history->nowMs() - m_history->lastSeenMs(m_member);
    const bool lost = m_history->isLost(m_member);
    if (lost) {
        const int seconds = int(silentMs / 1000);
        m_status->setText(m_history->everSeen(m_member)
                              ? tr("no data from %1 for %2 s").arg(name).arg(seconds)
                              : tr("no data from %1 yet").arg(name));
    } else {
        m_status->setText(m_history->everSeen(m_member) ? tr("live") : tr("connecting…"));
    }
    const QString style =
        lost ? QStringLiteral("QLabel { background: #d55e00; color: white; font-weight: bold; "
                              "padding: 1px 6px; }")
             : QStringLiteral("QLabel { color: #006b3c; font-weight: bold; padding: 1px 6px; }");
    // Set again only when it changes: every setting polishes the label anew, five times a
    // second for each member.
    if (m_status->styleSheet() != style)
        m_status->setStyleSheet(style);
}
