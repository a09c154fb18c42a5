#pragma once

#include <QApplication>
#include <QDialog>
#include <QTimer>

#include <functional>

// Drives the next modal dialog the way a person at it would: its exec() runs its own event
// loop and returns only when it closes, so the test acts from a timer inside that loop. Every
// 20 ms until a dialog is the active modal widget, then `act` once with it.
class WhenModalOpens
{
public:
    explicit WhenModalOpens(std::function<void(QDialog *)> act)
        : m_act(std::move(act))
    {
        m_poll.setInterval(20);
        QObject::connect(&m_poll, &QTimer::timeout, [this] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            m_poll.stop();
            m_act(dialog);
        });
        m_poll.start();
    }

private:
    std::function<void(QDialog *)> m_act;
    QTimer m_poll;
};
