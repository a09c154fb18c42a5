#pragma once

#include <QDialog>

// Help > About: what Sparkwire is, its version, and what has (and has not) been run where.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
};
