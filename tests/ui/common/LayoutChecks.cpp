#include "LayoutChecks.h"

#include <QAbstractButton>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>

namespace LayoutChecks {
// Every visible one-line plain label under root that is narrower than its text.
QStringList cutLabels(const QWidget *root, const QString &page)
{
    QStringList cut;
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->wordWrap() || label->text().contains('\n') ||
            label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text()))
            continue;
        QString shown = label->text();
        if (label->buddy())
            shown.remove(QRegularExpression(QStringLiteral("&(?!&)"))); // the mnemonic
        const int need = label->fontMetrics().horizontalAdvance(shown);
        if (need > label->contentsRect().width() + 1)
            cut << QStringLiteral("%1: label %2 '%3' needs %4 px, has %5")
                       .arg(page, label->objectName(), label->text())
                       .arg(need)
                       .arg(label->contentsRect().width());
    }
    return cut;
}

// A short table (two Sparks' rows, up to 6) that must be scrolled to be read whole.
QStringList scrollingTables(const QWidget *root, const QString &page)
{
    QStringList cut;
    for (const QTableWidget *table : root->findChildren<QTableWidget *>())
        if (table->isVisible() && table->rowCount() <= 6 && table->verticalScrollBar()->isVisible())
            cut << QStringLiteral("%1: table %2 scrolls to show its %3 rows")
                       .arg(page, table->objectName())
                       .arg(table->rowCount());
    return cut;
}

// Everything else a window can cut under root: a horizontal scroll bar, a scroll area's page
// wider than its view, a button or combo box narrower than its text needs, tabs that need
// scroll arrows, and a chart's title, legend label or axis label that Qt Charts elided.
QStringList cutWidgets(const QWidget *root, const QString &page)
{
    QStringList cut = cutLabels(root, page);
    for (const QAbstractScrollArea *area : root->findChildren<QAbstractScrollArea *>()) {
        if (!area->isVisible())
            continue;
        if (area->horizontalScrollBar()->isVisible())
            cut << QStringLiteral("%1: %2 scrolls horizontally").arg(page, area->objectName());
        const auto *scroll = qobject_cast<const QScrollArea *>(area);
        if (scroll && scroll->widget() &&
            scroll->widget()->width() > scroll->viewport()->width() + 1)
            cut << QStringLiteral("%1: %2's page is %3 px wide, its view %4")
                       .arg(page, area->objectName())
                       .arg(scroll->widget()->width())
                       .arg(scroll->viewport()->width());
    }
    for (const QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!button->isVisible())
            continue;
        if (qobject_cast<const QTabBar *>(button->parentWidget()))
            cut << QStringLiteral("%1: the tabs of %2 do not fit")
                       .arg(page, button->parentWidget()->parentWidget()->objectName());
        else if (!button->text().isEmpty() && button->width() < button->sizeHint().width())
            cut << QStringLiteral("%1: button '%2' needs %3 px, has %4")
                       .arg(page, button->text())
                       .arg(button->sizeHint().width())
                       .arg(button->width());
    }
    cut << scrollingTables(root, page);
    for (const QComboBox *combo : root->findChildren<QComboBox *>())
        if (combo->isVisible() && combo->width() < combo->sizeHint().width())
            cut << QStringLiteral("%1: combo box %2 needs %3 px, has %4")
                       .arg(page, combo->objectName())
                       .arg(combo->sizeHint().width())
                       .arg(combo->width());
    for (const QChartView *view : root->findChildren<QChartView *>()) {
        if (!view->isVisible())
            continue;
        QStringList shown;
        for (const QGraphicsItem *item : view->scene()->items())
            if (const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
                text && text->isVisible() && !text->toPlainText().isEmpty()) {
                shown << text->toPlainText();
                // Drawn past the view's edge: cut, though not elided.
                const QRect at = view->mapFromScene(text->sceneBoundingRect()).boundingRect();
                if (!view->viewport()->rect().adjusted(-1, -1, 1, 1).contains(at))
                    cut << QStringLiteral("%1: chart %2 cuts '%3' at its edge")
                               .arg(page, view->parentWidget()->objectName(), text->toPlainText());
            }
        QStringList wanted;
        if (!view->chart()->title().isEmpty())
            wanted << view->chart()->title();
        for (QLegendMarker *marker : view->chart()->legend()->markers())
            if (marker->series()->isVisible() && view->chart()->legend()->isVisible())
                wanted << marker->label();
        for (const QString &text : std::as_const(wanted))
            if (!shown.contains(text))
                cut << QStringLiteral("%1: chart %2 does not show '%3' whole")
                           .arg(page, view->parentWidget()->objectName(), text);
        for (const QString &text : std::as_const(shown))
            if (text.endsWith(QStringLiteral("...")))
                cut << QStringLiteral("%1: chart %2 shows '%3'")
                           .arg(page, view->parentWidget()->objectName(), text);
    }
    return cut;
}

QStringList settledCutWidgets(const QWidget *root, const QString &page, int waitMs)
{
    QStringList cut = cutWidgets(root, page);
    for (int waited = 0; !cut.isEmpty() && waited < waitMs; waited += 100) {
        QTest::qWait(100);
        cut = cutWidgets(root, page);
    }
    return cut;
}

} // namespace LayoutChecks
