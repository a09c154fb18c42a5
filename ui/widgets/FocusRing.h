#pragma once

#include <QFocusFrame>

// A clearly visible keyboard focus: a 3 px ring in the Okabe-Ito blue around whatever widget
// has the focus in any of the application's windows (Qt's own styles draw a faint dotted line
// or a 1 px tint, hard to find after a Tab). It follows the focus on its own; drawn outside
// the widget, it never covers the widget's text, and mouse clicks go through it.
class FocusRing : public QFocusFrame
{
    Q_OBJECT
public:
    // One ring for the whole application, made on the first call; later calls do nothing.
    static void install();
    // The ring, or null before install() or while it has been taken down with its parent.
    static FocusRing *instance();

    static constexpr int kWidth = 3;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    explicit FocusRing(QWidget *widget);
    static void follow(QWidget *now);
};
