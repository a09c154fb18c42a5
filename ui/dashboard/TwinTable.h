#pragma once

#include <QStringList>
#include <QWidget>

// The table beside one port's plot on a fleet card: a header row, then rows of a name and
// right-aligned figures. It is painted rather than a rich-text QLabel: sixteen members'
// labels laid out their text documents again on every refresh and held the GUI thread for
// over 100 ms. Its columns only ever widen, so new figures repaint it and relayout the
// page only when a figure is wider than any before.
class TwinTable : public QWidget
{
    Q_OBJECT
public:
    struct Row
    {
        QString name;
        QStringList cells; // right-aligned, under the header's columns; fewer leave the rest empty
        bool bold = false;
    };

    // header: the figures' column titles (the name column has none). widest: per column,
    // a figure as wide as any it is expected to hold, so the table does not grow as it fills.
    TwinTable(const QStringList &header, const QStringList &widest, QWidget *parent = nullptr);

    void setRows(const QList<Row> &rows);
    // Rows by line, cells by tab: what a screen reader is given and what tests read.
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Widens the columns to the header, the expected figures and the rows; true if any grew.
    bool fitColumns();
    int rowHeight() const;

    QStringList m_header;
    QStringList m_widest;
    QList<Row> m_rows;
    QList<int> m_widths; // [0] the names, then one per header column
};
