#include "TwinHalfButton.h"

#include "widgets/PortDescriptions.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

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

namespace {
// A peer's half its beacons never came from is drawn without a netdev name.
bool unseen(const std::optional<sparkwire::hw::Cx7Port> &port)
{
    return port && port->netdev.isEmpty();
}
} // namespace

void TwinHalfButton::setCx7Port(const std::optional<sparkwire::hw::Cx7Port> &port)
{
    m_data = port;
    setEnabled(m_data.has_value());
    setToolTip(unseen(m_data) ? tr("No beacon came from this half.")
               : m_data       ? PortDescriptions::tooltip(*m_data)
                              : tr("This Spark has no CX-7 function for port %1, half %2.")
                              .arg(m_port)
                              .arg(PortDescriptions::halfLetter(m_half)));
    setAccessibleName(
        tr("Port %1, twin half %2").arg(m_port).arg(PortDescriptions::halfLetter(m_half)));
    setAccessibleDescription(labelText());
    update();
}

void TwinHalfButton::setNote(const QString &note)
{
    m_note = note;
    setAccessibleDescription(labelText());
    update();
}

QString TwinHalfButton::labelText() const
{
    const QString letter = PortDescriptions::halfLetter(m_half);
    if (!m_note.isEmpty())
        return m_data && !unseen(m_data) ? tr("%1 · %2 · %3").arg(letter, m_data->netdev, m_note)
                                         : tr("%1 · %2").arg(letter, m_note);
    if (!m_data)
        return tr("%1 · absent").arg(letter);
    if (unseen(m_data))
        return tr("%1 · not seen").arg(letter);
    return tr("%1 · %2 · %3")
        .arg(letter, m_data->netdev, m_data->link.carrier ? tr("up") : tr("no link"));
}

QRectF TwinHalfButton::textRect() const
{
    return QRectF(rect()).adjusted(3, 3, -3, -3).adjusted(8, 2, -8, -2);
}

TwinHalfButton::Lines TwinHalfButton::lines(const QRectF &text) const
{
    Lines l;
    const QString letter = PortDescriptions::halfLetter(m_half);
    l.first = m_data && !unseen(m_data) ? tr("%1 · %2").arg(letter, m_data->netdev) : letter;
    l.second = !m_note.isEmpty()      ? m_note
               : !m_data              ? tr("absent")
               : unseen(m_data)       ? tr("not seen")
               : m_data->link.carrier ? tr("up")
                                      : tr("no link");
    // Names and addresses are what the person reads here: the font shrinks before anything
    // is shortened (a netdev name is 13 characters, an address with its prefix up to 18).
    constexpr int kSmallest = 7;
    l.name = font();
    int size = std::clamp(int((text.height() + 4) * 0.30), 9, 14);
    const auto fits = [&](int pixels) {
        QFont name = font();
        name.setPixelSize(pixels);
        QFont state = name;
        state.setPixelSize(std::max(kSmallest, pixels - 2));
        return QFontMetricsF(name).horizontalAdvance(l.first) <= text.width() &&
               QFontMetricsF(state).horizontalAdvance(l.second) <= text.width();
    };
    while (size > kSmallest && !fits(size))
        --size;
    l.elided = !fits(size);
    l.name.setPixelSize(size);
    l.state = l.name;
    l.state.setPixelSize(std::max(kSmallest, size - 2));
    return l;
}

bool TwinHalfButton::isElided() const
{
    return lines(textRect()).elided;
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
        QPen pen(kSelected, isChecked() ? 3 : 1.5,
                 hasFocus() && !isChecked() ? Qt::DashLine : Qt::SolidLine);
        p.setPen(pen);
        p.drawPath(path);
    }
    // Two lines: "a · netdev" in the body font, the link state smaller beneath it.
    const QRectF text = textRect();
    const Lines l = lines(text);
    p.setPen(m_data ? Qt::white : QColor(0x8a, 0x90, 0x99));
    p.setFont(l.name);
    const QFontMetrics nameMetrics(l.name);
    const QFontMetrics stateMetrics(l.state);
    const qreal total = nameMetrics.height() + stateMetrics.height();
    const qreal top = text.top() + (text.height() - total) / 2;
    p.drawText(QRectF(text.left(), top, text.width(), nameMetrics.height()),
               Qt::AlignLeft | Qt::AlignVCenter,
               nameMetrics.elidedText(l.first, Qt::ElideMiddle, int(text.width())));
    p.setFont(l.state);
    p.setPen(m_data ? QColor(255, 255, 255, 200) : QColor(0x8a, 0x90, 0x99));
    p.drawText(QRectF(text.left(), top + nameMetrics.height(), text.width(), stateMetrics.height()),
               Qt::AlignLeft | Qt::AlignVCenter,
               stateMetrics.elidedText(l.second, Qt::ElideMiddle, int(text.width())));
}
