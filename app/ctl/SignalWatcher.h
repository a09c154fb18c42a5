#pragma once

#include <QObject>

class QSocketNotifier;

// Turns SIGINT and SIGTERM into a Qt signal (through a self-pipe), so long-running commands
// can clean up — cancel a pending change, stop beaconing — instead of dying mid-way.
class SignalWatcher : public QObject
{
    Q_OBJECT
public:
    explicit SignalWatcher(QObject *parent = nullptr);
    bool isValid() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void interrupted();

private:
    QSocketNotifier *m_notifier = nullptr;
};
