#include "RearPanelWidget.h"

#include "TwinHalfButton.h"
#include "widgets/PortDescriptions.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>

#include <algorithm>
#include <array>

namespace {
constexpr int kPorts = 2;
constexpr int kHalves = 2;
} // namespace

QSvgRenderer &RearPanelWidget::renderer()
{
    // Lives as long as the application (a QObject: not past it).
    static QSvgRenderer *const drawing =
        new QSvgRenderer(QStringLiteral(":/spark-rear-panel.svg"), QCoreApplication::instance());
    return *drawing;
}

RearPanelWidget::RearPanelWidget(QWidget *parent)
    : QWidget(parent)
    , m_group(new QButtonGroup(this))
    , m_cabled(kPorts, false)
{
    setObjectName(QStringLiteral("rearPanel"));
    setAccessibleName(tr("Rear panel of this Spark"));
    m_group->setExclusive(true);
    for (int port = 0; port < kPorts; ++port) {
        for (int half = 0; half < kHalves; ++half) {
            auto *button = new TwinHalfButton(port, half, this);
            m_group->addButton(button);
            m_halves.append(button);
            connect(button, &QAbstractButton::toggled, this, [this, button](bool on) {
                if (on)
                    Q_EMIT halfSelected(button->portIndex(), button->half());
            });
        }
    }
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

TwinHalfButton *RearPanelWidget::halfButton(int port, int half) const
{
    if (port < 0 || port >= kPorts || half < 0 || half >= kHalves)
        return nullptr;
    return m_halves.at(port * kHalves + half);
}

void RearPanelWidget::setInventory(const sparkwire::hw::HostInventory &inventory)
{
    for (int port = 0; port < kPorts; ++port) {
        m_cabled[port] = false;
        for (int half = 0; half < kHalves; ++half) {
            const sparkwire::hw::Cx7Port *p = inventory.findPort(port, half);
            halfButton(port, half)->setCx7Port(p ? std::optional(*p) : std::nullopt);
            m_cabled[port] = m_cabled[port] || (p && p->link.carrier);
        }
    }
    update();
}

void RearPanelWidget::selectHalf(int port, int half)
{
    if (TwinHalfButton *button = halfButton(port, half); button && button->isEnabled())
        button->setChecked(true);
}

int RearPanelWidget::heightForWidth(int width) const
{
    const QSize svg = renderer().defaultSize();
    return int(width * qreal(svg.height()) / svg.width() + labelSpace());
}

QSize RearPanelWidget::sizeHint() const
{
    return {760, heightForWidth(760)};
}

QSize RearPanelWidget::minimumSizeHint() const
{
    // Small enough that Find peers' drawing fits beside its German and Japanese buttons at
    // 1024 px (480 made it scroll sideways); every twin half's label still fits whole there.
    return {440, heightForWidth(440)};
}

qreal RearPanelWidget::labelSpace() const
{
    // Below the drawing, for the port names: two lines, so a name longer than its cage (as in
    // Chinese, Japanese or German) wraps instead of running into the other port's.
    return 2 * fontMetrics().lineSpacing() + 6;
}

QRectF RearPanelWidget::drawingRect() const
{
    const QSizeF svg = renderer().defaultSize();
    const qreal available = height() - labelSpace();
    const qreal scale = std::min(width() / svg.width(), available / svg.height());
    const QSizeF size = svg * scale;
    return {(width() - size.width()) / 2, 0, size.width(), size.height()};
}

QRectF RearPanelWidget::cageBounds(int port)
{
    // In the drawing's own coordinates; looked up once, not on every paint of every panel.
    static const std::array<QRectF, kPorts> bounds = [] {
        std::array<QRectF, kPorts> cages;
        for (int p = 0; p < kPorts; ++p)
            cages[p] = renderer().boundsOnElement(QStringLiteral("qsfp%1").arg(p));
        return cages;
    }();
    return bounds.at(port);
}

QPixmap RearPanelWidget::drawingAt(const QSize &size, qreal dpr)
{
    // One picture per size for every panel: a switch of 16 Sparks draws the same panel 16
    // times, and the SVG was rendered for each on every paint (a whole grab of that drawing:
    // 121-131 ms with it, 109-123 ms with this, on a two-core machine).
    const QString key = QStringLiteral("sparkwire-rear-panel-%1x%2@%3")
                            .arg(size.width())
                            .arg(size.height())
                            .arg(dpr);
    QPixmap picture;
    if (QPixmapCache::find(key, &picture))
        return picture;
    picture = QPixmap(size * dpr);
    picture.setDevicePixelRatio(dpr);
    picture.fill(Qt::transparent);
    {
        QPainter p(&picture);
        p.setRenderHint(QPainter::Antialiasing);
        renderer().render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    QPixmapCache::insert(key, picture);
    return picture;
}

QRectF RearPanelWidget::cageRect(int port) const
{
    const QRectF bounds = cageBounds(port);
    const QRectF drawing = drawingRect();
    const QSizeF svg = renderer().defaultSize();
    const qreal sx = drawing.width() / svg.width();
    const qreal sy = drawing.height() / svg.height();
    return {drawing.left() + bounds.left() * sx, drawing.top() + bounds.top() * sy,
            bounds.width() * sx, bounds.height() * sy};
}

void RearPanelWidget::layoutHalves()
{
    for (int port = 0; port < kPorts; ++port) {
        const QRectF cage = cageRect(port).adjusted(6, 6, -6, -6);
        const qreal h = cage.height() / kHalves;
        for (int half = 0; half < kHalves; ++half)
            halfButton(port, half)
                ->setGeometry(QRectF(cage.left(), cage.top() + half * h, cage.width(), h).toRect());
    }
}

void RearPanelWidget::resizeEvent(QResizeEvent *)
{
    layoutHalves();
}

void RearPanelWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF drawing = drawingRect();
    if (!drawing.isEmpty())
        p.drawPixmap(drawing.topLeft(), drawingAt(drawing.size().toSize(), devicePixelRatioF()));
    for (int port = 0; port < kPorts; ++port) {
        const QRectF cage = cageRect(port);
        if (m_cabled[port]) { // the cable's boot, drawn around the cage
            p.setPen(QPen(QColor(0x1d, 0x7b, 0xe0), 4));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(cage.adjusted(-3, -3, 3, 3), 6, 6);
        }
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(captionBox(port), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                   caption(port));
    }
}

QString RearPanelWidget::caption(int port) const
{
    return m_cabled[port] ? tr("QSFP port %1 — cable in").arg(port) : tr("QSFP port %1").arg(port);
}

QRectF RearPanelWidget::captionBox(int port) const
{
    // Centred under its cage, never past the middle between the two cages nor the edge; port
    // 1's never right of its cage.
    const QRectF cage = cageRect(port);
    const qreal middle = (cageRect(0).right() + cageRect(1).left()) / 2;
    // Clear of the middle, where cables from port 0 run through the gap between the cages.
    const qreal clear = 7;
    const qreal left = std::max(port == 0 ? 0.0 : middle + clear, cage.left() - 20);
    const qreal right = std::min(port == 0 ? middle - clear : qreal(width()), cage.right() + 20);
    const qreal top = drawingRect().bottom() + 2;
    if (port == 1) // not right of its cage: the cables run down to the next Spark there
        return {left, top, cage.right() - left, labelSpace() - 4};
    const qreal centre = cage.center().x();
    const qreal half = std::min(centre - left, right - centre);
    return {centre - half, top, 2 * half, labelSpace() - 4};
}

qreal RearPanelWidget::cageGapX() const
{
    return (cageRect(0).right() + cageRect(1).left()) / 2;
}

QRect RearPanelWidget::captionRect(int port) const
{
    if (port < 0 || port >= kPorts)
        return {};
    return fontMetrics().boundingRect(captionBox(port).toRect(),
                                      Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                                      caption(port));
}
