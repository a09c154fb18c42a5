#include "FleetView.h"

#include "DashboardWindow.h"
#include "FleetChart.h"
#include "FleetMemberCard.h"

#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
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
    auto *cards = new QVBoxLayout(inner);
    cards->setContentsMargins(2, 2, 2, 2);
    cards->setSpacing(6);
    for (int i = 0; i < history->memberCount(); ++i) {
        auto *card = new FleetMemberCard(history, i, inner);
        connect(card, &FleetMemberCard::exportRequested, this, &FleetView::exportWithDialog);
        cards->addWidget(card);
        m_cards << card;
    }
    if (history->memberCount() == 0)
        cards->addWidget(new QLabel(
            tr("No cluster yet: once a cluster is applied, every member is shown here."), inner));
    cards->addStretch();
    m_scroll->setWidget(inner);
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
        for (FleetMemberCard *card : std::as_const(m_cards))
            card->refresh(!m_paused);
    });
    m_timer.start(kRefreshMs);
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
    refreshAll();
}

void FleetView::setPaused(bool paused)
{
    m_paused = paused;
}

void FleetView::refreshAll()
{
    for (FleetMemberCard *card : std::as_const(m_cards))
        card->refresh(true);
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
