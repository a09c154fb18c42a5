#pragma once

#include <QDialog>

class QComboBox;
class QSettings;

// File > Settings…: the language of the window (the desktop's, or one chosen here). The
// choice is stored in settings and takes effect when Sparkwire starts again.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QSettings &settings, QWidget *parent = nullptr);

    void accept() override;

private:
    QSettings &m_settings;
    QComboBox *m_language;
};
