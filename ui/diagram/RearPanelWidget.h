#pragma once

#include "hw/HostInventory.h"

#include <QPixmap>
#include <QSvgRenderer>
#include <QWidget>

class QButtonGroup;
class TwinHalfButton;

// The Spark's rear panel (resources/spark-rear-panel.svg) with its two QSFP cages, each split
// into its two twin halves. The halves are buttons laid over the drawing's qsfp0/qsfp1
// elements; selecting one (mouse, Tab, arrow keys) emits halfSelected().
class RearPanelWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RearPanelWidget(QWidget *parent = nullptr);

    void setInventory(const sparkwire::hw::HostInventory &inventory);
    void selectHalf(int port, int half);
    TwinHalfButton *halfButton(int port, int half) const;
    // Where the caption under a cage ("QSFP port 1 — cable in") is drawn: its text's box, which
    // the drawn cables keep clear of.
    QRect captionRect(int port) const;
    // The x halfway between the two cages (widget coordinates), where cables leave port 0.
    qreal cageGapX() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void halfSelected(int port, int half);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    qreal labelSpace() const;
    QRectF drawingRect() const;
    QRectF cageRect(int port) const;   // in widget coordinates
    QRectF captionBox(int port) const; // the room the caption may wrap in
    QString caption(int port) const;
    void layoutHalves();

    // The drawing, parsed once for every panel: parsing it took ~100 ms on the two-core CI
    // machine, and a panel made in answer to a network event blocked the window that long.
    static QSvgRenderer &renderer();
    static QRectF cageBounds(int port); // in the drawing's coordinates
    static QPixmap drawingAt(const QSize &size, qreal dpr);
    QButtonGroup *m_group;
    QList<TwinHalfButton *> m_halves; // port-major: p0a, p0b, p1a, p1b
    QList<bool> m_cabled;             // per port
};
