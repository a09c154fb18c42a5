#include "TwinTable.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>

namespace {
constexpr int kCellGap = 6; // between columns, as the label's "&nbsp;" and padding were
constexpr int kRowGap = 2;

QFont boldOf(QFont font)
{
    font.setBold(true);
    return font;
}
} // namespace

TwinTable::TwinTable(const QStringList &header, const QStringList &widest, QWidget *parent)
    : QWidget(parent)
    , m_header(header)
    , m_widest(widest)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    fitColumns();
}

int TwinTable::rowHeight() const
{
    return QFontMetrics(boldOf(font())).height() + kRowGap;
}

bool TwinTable::fitColumns()
{
    const QFontMetrics plain(font());
    const QFontMetrics bold(boldOf(font()));
    QList<int> widths(m_header.size() + 1, 0);
    for (qsizetype c = 0; c < m_header.size(); ++c) {
        widths[c + 1] = bold.horizontalAdvance(m_header.at(c));
        if (c < m_widest.size())
            widths[c + 1] = qMax(widths.at(c + 1), bold.horizontalAdvance(m_widest.at(c)));
    }
    for (const Row &row : std::as_const(m_rows)) {
        const QFontMetrics &fm = row.bold ? bold : plain;
        widths[0] = qMax(widths.at(0), fm.horizontalAdvance(row.name));
        for (qsizetype c = 0; c < row.cells.size() && c < m_header.size(); ++c)
            widths[c + 1] = qMax(widths.at(c + 1), fm.horizontalAdvance(row.cells.at(c)));
    }
    bool grew = m_widths.size() != widths.size();
    if (!grew)
        for (qsizetype c = 0; c < widths.size(); ++c)
            grew = grew || widths.at(c) > m_widths.at(c);
    if (grew) {
        // Never narrower than before: a figure that shrinks must not shift the page.
        for (qsizetype c = 0; c < widths.size() && c < m_widths.size(); ++c)
            widths[c] = qMax(widths.at(c), m_widths.at(c));
        m_widths = widths;
    }
    return grew;
}

void TwinTable::setRows(const QList<Row> &rows)
{
    m_rows = rows;
    if (fitColumns())
        updateGeometry();
    setAccessibleDescription(text());
    update();
}

QString TwinTable::text() const
{
    QStringList lines{QStringList(m_header).join(QLatin1Char('\t')).prepend(QLatin1Char('\t'))};
    for (const Row &row : m_rows)
        lines << (QStringList{row.name} + row.cells).join(QLatin1Char('\t'));
    return lines.join(QLatin1Char('\n'));
}

QSize TwinTable::sizeHint() const
{
    int width = 0;
    for (int w : m_widths)
        width += w + kCellGap;
    return {width, rowHeight() * int(m_rows.size() + 1)};
}

void TwinTable::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::WindowText));
    const int height = rowHeight();
    auto drawRow = [&](int y, const QString &name, const QStringList &cells) {
        int x = 0;
        painter.drawText(QRect(x, y, m_widths.at(0), height), Qt::AlignLeft | Qt::AlignVCenter,
                         name);
        x += m_widths.at(0);
        for (qsizetype c = 0; c < cells.size() && c + 1 < m_widths.size(); ++c) {
            x += kCellGap;
            painter.drawText(QRect(x, y, m_widths.at(c + 1), height),
                             Qt::AlignRight | Qt::AlignVCenter, cells.at(c));
            x += m_widths.at(c + 1);
        }
    };
    painter.setFont(boldOf(font()));
    drawRow(0, QString(), m_header);
    int y = height;
    for (const Row &row : std::as_const(m_rows)) {
        painter.setFont(row.bold ? boldOf(font()) : font());
        drawRow(y, row.name, row.cells);
        y += height;
    }
}

void TwinTable::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_widths.clear(); // measured anew in the new font
        fitColumns();
        updateGeometry();
    }
}
