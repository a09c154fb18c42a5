#include "FleetView.h"

#include "DashboardWindow.h"
#include "FleetChart.h"
#include "FleetMemberCard.h"

#include <algorithm>

#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QSysInfo>
#include <QVBoxLayout>

FleetView::FleetView(sparkwire::metrics::FleetHistory *history, bool demo, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
    , m_scroll(new QScrollArea(this))
    , m_copyText(new QPushButton(tr("&Copy cluster as text"), this))
    , m_demo(demo)
{
    m_copyText->setObjectName(QStringLiteral("copyClusterTextButton"));
    m_copyText->setToolTip(tr("Puts the cluster on the clipboard as text to paste into an "
                              "issue: members as paired here, cables, addresses, MTU, the last "
                              "test rates and the versions."));
    m_copyText->hide();
    connect(m_copyText, &QPushButton::clicked, this, [this] {
        if (m_clusterText)
            QGuiApplication::clipboard()->setText(m_clusterText());
    });
    setObjectName(QStringLiteral("fleetView"));
    m_scroll->setObjectName(QStringLiteral("fleetScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *inner = new QWidget(m_scroll);
    m_grid = new QGridLayout(inner);
    m_grid->setContentsMargins(2, 2, 2, 2);
    m_grid->setSpacing(6);
    for (int i = 0; i < history->memberCount(); ++i) {
        auto *card = new FleetMemberCard(history, i, inner);
        connect(card, &FleetMemberCard::exportRequested, this, &FleetView::exportWithDialog);
        m_cards << card;
    }
    if (history->memberCount() == 0)
        m_grid->addWidget(
            new QLabel(tr("No cluster yet: once a cluster is applied, every member is shown here."),
                       inner),
            0, 0);
    placeCards(1);
    m_scroll->setWidget(inner);
    m_scroll->viewport()->installEventFilter(this); // its width decides the columns
    // A card scrolled into view gets the plots it missed while out of sight.
    connect(m_scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        if (!m_paused)
            refreshSeen();
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_copyText);
    layout->addLayout(buttons);
    layout->addWidget(m_scroll);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (!isVisible())
            return; // a hidden page costs nothing; it is redrawn when shown
        // Tables and plots of the cards in sight, the status of every card (sixteen members'
        // tables and plots five times a second held the GUI thread for over 100 ms).
        for (FleetMemberCard *card : std::as_const(m_cards)) {
            if (inSight(card)) {
                card->refresh(!m_paused);
                if (!m_paused)
                    m_stale.remove(card);
            } else {
                card->refreshStatus();
                if (!m_paused)
                    m_stale.insert(card);
            }
        }
    });
    m_timer.start(kRefreshMs);
}

bool FleetView::inSight(const FleetMemberCard *card) const
{
    const QRect at(card->mapTo(m_scroll->viewport(), QPoint(0, 0)), card->size());
    return at.intersects(m_scroll->viewport()->rect());
}

void FleetView::refreshSeen()
{
    for (FleetMemberCard *card : std::as_const(m_cards))
        if (m_stale.contains(card) && inSight(card)) {
            card->refresh(true);
            m_stale.remove(card);
        }
}

int FleetView::columnsFor(int width) const
{
    // Small clusters keep one card a row with the widest plots; from four members on, as
    // many columns as cards of their preferred width fit.
    if (m_cards.size() < kColumnsFrom)
        return 1;
    const int card = m_cards.first()->sizeHint().width() + m_grid->horizontalSpacing();
    return std::clamp((width - 4 + m_grid->horizontalSpacing()) / std::max(1, card), 1,
                      int(m_cards.size()));
}

void FleetView::placeCards(int columns)
{
    m_columns = columns;
    for (FleetMemberCard *card : std::as_const(m_cards))
        m_grid->removeWidget(card);
    for (int row = 0; row < m_grid->rowCount(); ++row)
        m_grid->setRowStretch(row, 0);
    for (int column = 0; column < m_grid->columnCount(); ++column)
        m_grid->setColumnStretch(column, 0);
    for (qsizetype i = 0; i < m_cards.size(); ++i)
        m_grid->addWidget(m_cards.at(i), int(i) / columns, int(i) % columns, Qt::AlignTop);
    for (int column = 0; column < columns; ++column)
        m_grid->setColumnStretch(column, 1);
    // What is left below the cards (or the "no cluster" line) stays empty, as the page's
    // stretch did.
    const int rows = (int(m_cards.size()) + columns - 1) / columns;
    m_grid->setRowStretch(std::max(rows, 1), 1);
}

bool FleetView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize) {
        if (const int columns = columnsFor(m_scroll->viewport()->width()); columns != m_columns)
            placeCards(columns);
        if (!m_paused)
            QTimer::singleShot(0, this, &FleetView::refreshSeen); // once laid out
    }
    return QWidget::eventFilter(watched, event);
}

QList<FleetChart *> FleetView::charts() const
{
    QList<FleetChart *> all;
    for (FleetMemberCard *card : m_cards)
        all << card->charts();
    return all;
}

void FleetView::setWindowSeconds(int seconds)
{
    for (FleetMemberCard *card : std::as_const(m_cards))
        card->setWindowSeconds(seconds);
}

void FleetView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Drawn as it comes into sight, the cards out of sight when scrolled to.
    for (FleetMemberCard *card : std::as_const(m_cards)) {
        if (m_cards.size() < kColumnsFrom || inSight(card)) {
            card->refresh(true);
            m_stale.remove(card);
        } else {
            card->refreshStatus();
            m_stale.insert(card);
        }
    }
}

void FleetView::setPaused(bool paused)
{
    // Held as they are now, every plot at the same moment, those out of sight too.
    if (paused && !m_paused)
        refreshAll();
    m_paused = paused;
}

void FleetView::refreshAll()
{
    for (FleetMemberCard *card : std::as_const(m_cards))
        card->refresh(true);
    m_stale.clear();
}

sparkwire::Status FleetView::exportChart(FleetChart *chart, const QString &format,
                                         const QString &path) const
{
    const LinkChart::ExportStamp stamp{
        QSysInfo::machineHostName(),
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")),
        m_demo};
    if (format == QLatin1String("png"))
        return chart->exportPng(path, stamp);
    if (format == QLatin1String("svg"))
        return chart->exportSvg(path, stamp);
    return chart->exportCsv(path);
}

void FleetView::exportWithDialog(FleetChart *chart, const QString &format)
{
    const bool data = format == QLatin1String("csv");
    QString dir = QStandardPaths::writableLocation(data ? QStandardPaths::DocumentsLocation
                                                        : QStandardPaths::PicturesLocation);
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    const QString name = QStringLiteral("%1/sparkwire-%2-port%3.%4")
                             .arg(dir, m_history->member(chart->member()).name)
                             .arg(chart->port())
                             .arg(format);
    const QString filter = format == QLatin1String("png")   ? tr("PNG images (*.png)")
                           : format == QLatin1String("svg") ? tr("SVG images (*.svg)")
                                                            : tr("CSV files (*.csv)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), name, filter);
    if (path.isEmpty())
        return;
    if (const sparkwire::Status written = exportChart(chart, format, path); !written)
        QMessageBox::warning(this, tr("Export failed"), written.errorMessage());
}

void FleetView::setClusterText(std::function<QString()> text)
{
    m_clusterText = std::move(text);
    m_copyText->setVisible(bool(m_clusterText));
}
