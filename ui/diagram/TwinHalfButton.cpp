#include "TwinHalfButton.h"

#include "widgets/PortDescriptions.h"

#include <QPainter>
#include <QPainterPath>

namespace {
const QColor kUp(0x2e, 0x9d, 0x4f);
const QColor kDown(0x4a, 0x4f, 0x57);
const QColor kAbsent(0x20, 0x22, 0x26);
const QColor kSelected(0xff, 0xd2, 0x3f);
} // namespace

TwinHalfButton::TwinHalfButton(int port, int half, QWidget *parent)
    : QAbstractButton(parent)
    , m_port(port)
    , m_half(half)
{
    setObjectName(QStringLiteral("port%1-half%2").arg(port).arg(half));
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setCx7Port(std::nullopt);
}

void TwinHalfButton::setCx7Port(const std::optional<sparkwire::hw::Cx7Port> &port)
{
    m_data = port;
    setEnabled(m_data.has_value());
    setToolTip(m_data ? PortDescriptions::tooltip(*m_data)
                      : tr("This Spark has no CX-7 function for port %1, half %2.")
                            .arg(m_port)
                            .arg(PortDescriptions::halfLetter(m_half)));
    setAccessibleName(tr("Port %1, twin half %2").arg(m_port).arg(PortDescriptions::halfLetter(m_half)));
    setAccessibleDescription(labelText());
    update();
}

QString TwinHalfButton::labelText() const
{
    const QString letter = PortDescriptions::halfLetter(m_half);
    if (!m_data)
        return tr("%1 · absent").arg(letter);
    return tr("%1 · %2 · %3")
        .arg(letter, m_data->netdev, m_data->link.carrier ? tr("up") : tr("no link"));
}

void TwinHalfButton::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(3, 3, -3, -3);
    const QColor fill = !m_data ? kAbsent : m_data->link.carrier ? kUp : kDown;
    QPainterPath path;
    path.addRoundedRect(r, 4, 4);
    p.fillPath(path, underMouse() && isEnabled() ? fill.lighter(120) : fill);
    if (isChecked() || hasFocus()) {
        QPen pen(kSelected, isChecked() ? 3 : 1.5, hasFocus() && !isChecked() ? Qt::DashLine : Qt::SolidLine);
        p.setPen(pen);
        p.drawPath(path);
    }
    p.setPen(m_data ? Qt::white : QColor(0x8a, 0x90, 0x99));
    QFont f = font();
    f.setPixelSize(std::max(9, int(r.height() * 0.28)));
    p.setFont(f);
    p.drawText(r.adjusted(6, 0, -6, 0), Qt::AlignVCenter | Qt::AlignLeft,
               p.fontMetrics().elidedText(labelText(), Qt::ElideMiddle, int(r.width()) - 12));
}
