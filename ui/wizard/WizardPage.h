#pragma once

#include <QWidget>

// A step of the wizard. Pages are plain widgets that say their title, whether the person
// may go on, and get told when they are entered.
class WizardPage : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString title() const = 0;
    virtual QString subtitle() const { return {}; }
    virtual bool isComplete() const { return true; }
    virtual void enterPage() {}

Q_SIGNALS:
    void completeChanged();
};
