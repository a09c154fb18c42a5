#include "StartupNote.h"

#include <QApplication>

StartupNote::StartupNote()
{
    m_label.setText(QApplication::translate(
        "main", "Starting Sparkwire: reading this node's key (the desktop keyring may ask "
                "for its password)…"));
    m_label.setMargin(24);
    m_label.setWindowTitle(QApplication::applicationDisplayName());
    m_delay.setSingleShot(true);
    m_delay.setInterval(300);
    QObject::connect(&m_delay, &QTimer::timeout, &m_label, &QLabel::show);
}

void StartupNote::showAfterDelay()
{
    m_delay.start();
}

void StartupNote::close()
{
    m_delay.stop();
    m_label.close();
}
