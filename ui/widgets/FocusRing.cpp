#include "FocusRing.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProxyStyle>
#include <QTabBar>
#include <QTextEdit>

namespace {
QPointer<FocusRing> s_ring;
bool s_installed = false;

// The frame's margins around its widget: room for the ring outside the widget.
class RingStyle : public QProxyStyle
{
public:
    int pixelMetric(PixelMetric metric, const QStyleOption *option,
                    const QWidget *widget) const override
    {
        if (metric == PM_FocusFrameHMargin || metric == PM_FocusFrameVMargin)
            return FocusRing::kWidth;
        return QProxyStyle::pixelMetric(metric, option, widget);
    }
};

bool wantsRing(const QWidget *w)
{
    if (!w || w->isWindow() || qobject_cast<const QMenu *>(w) || qobject_cast<const QMenuBar *>(w))
        return false;
    return qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QLineEdit *>(w) ||
           qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w) ||
           qobject_cast<const QAbstractItemView *>(w) || qobject_cast<const QTabBar *>(w) ||
           qobject_cast<const QPlainTextEdit *>(w) || qobject_cast<const QTextEdit *>(w) ||
           (w->focusPolicy() & Qt::TabFocus);
}
} // namespace

FocusRing::FocusRing(QWidget *widget)
    : QFocusFrame(widget)
{
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    auto *style = new RingStyle;
    style->setParent(this);
    setStyle(style);
    setWidget(widget);
}

void FocusRing::install()
{
    if (s_installed)
        return;
    s_installed = true;
    QObject::connect(qApp, &QApplication::focusChanged, qApp,
                     [](QWidget *, QWidget *now) { follow(now); });
    follow(QApplication::focusWidget());
}

FocusRing *FocusRing::instance()
{
    return s_ring;
}

void FocusRing::follow(QWidget *now)
{
    if (!wantsRing(now)) {
        if (s_ring)
            s_ring->setWidget(nullptr);
        return;
    }
    // The frame lives beside its widget (a child of the widget's parent): made again when
    // that parent took the last one down with it.
    if (s_ring)
        s_ring->setWidget(now);
    else
        s_ring = new FocusRing(now);
}

void FocusRing::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(QColor(0x00, 0x72, 0xb2)); // Okabe-Ito blue: seen on light and dark palettes
    pen.setWidthF(kWidth - 0.5);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const qreal inset = kWidth / 2.0;
    painter.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 4, 4);
}
