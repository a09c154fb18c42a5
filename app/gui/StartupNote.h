#pragma once

#include <QLabel>
#include <QTimer>

// While the node starts (a keyring may wait for its password), a small window says what is
// being waited for, so a slow start never looks like a hang. Shown only after a short delay:
// a quick start shows nothing.
class StartupNote
{
public:
    StartupNote();
    void showAfterDelay();
    void close();

private:
    QLabel m_label;
    QTimer m_delay;
};
