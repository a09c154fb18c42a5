#pragma once

#include "hw/HostInventory.h"

#include <QAbstractButton>

#include <optional>

// One twin half of a QSFP cage in the rear-panel drawing: a checkable, focusable button
// coloured by carrier. Object name "port<P>-half<H>" so tests and accessibility find it.
class TwinHalfButton : public QAbstractButton
{
    Q_OBJECT
public:
    TwinHalfButton(int port, int half, QWidget *parent = nullptr);

    int portIndex() const { return m_port; }
    int half() const { return m_half; }
    // The CX-7 function drawn here; nullopt when this Spark has no such function.
    const std::optional<sparkwire::hw::Cx7Port> &cx7Port() const { return m_data; }
    void setCx7Port(const std::optional<sparkwire::hw::Cx7Port> &port);

    // A second line instead of the link state: a planned address, say.
    void setNote(const QString &note);
    const QString &note() const { return m_note; }

    // What the button shows, as text (also its accessible description).
    QString labelText() const;
    // True when, at the present size, a line would not fit even in the smallest font and is
    // drawn shortened (the tooltip and accessible description always carry all of it).
    bool isElided() const;
    // Where the label is drawn, in this button's coordinates (cables keep out of it).
    QRectF labelRect() const { return textRect(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Lines
    {
        QString first;  // "a · netdev"
        QString second; // the link state or the note
        QFont name;
        QFont state;
        bool elided = false;
    };
    // The two lines and the largest fonts (up to the height's) in which they fit the width.
    Lines lines(const QRectF &text) const;
    QRectF textRect() const;

    int m_port;
    int m_half;
    std::optional<sparkwire::hw::Cx7Port> m_data;
    QString m_note;
};
