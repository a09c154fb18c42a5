#pragma once

#include "WizardPageId.h"

#include <QVariant>
#include <QWidget>

class WizardFrame;

// A step of the wizard. Pages are plain widgets that say their title, whether the person
// may go on, which page comes next, and get told when they are entered. The frame gives a
// page its id when it is added.
class WizardPage : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString title() const = 0;
    virtual QString subtitle() const { return {}; }
    virtual bool isComplete() const { return true; }
    virtual void enterPage() {}
    // The page Next goes to: by default the following id that the frame has.
    virtual WizardPageId nextId() const;
    // False while leaving would hide something live (a change under way and its countdown):
    // Back, the step list and Next stay locked until it is true again (say so with
    // completeChanged()).
    virtual bool canLeave() const { return true; }
    // Escape on this page: true when the page took it as its own Cancel; otherwise the frame
    // goes Back, as Escape does in a wizard.
    virtual bool escape() { return false; }

    WizardPageId pageId() const { return m_id; }
    WizardFrame *wizard() const { return m_frame; }

protected:
    // Shared values (see WizardFrame::registerField). A page registers its fields in its
    // constructor; the frame takes them when the page is added.
    void registerField(WizardField name, QObject *object, const char *property,
                       const char *changedSignal = nullptr);
    QVariant field(WizardField name) const;

Q_SIGNALS:
    void completeChanged();

private:
    friend class WizardFrame;
    struct PendingField
    {
        WizardField name;
        QObject *object;
        const char *property;
        const char *changedSignal;
    };
    QList<PendingField> m_pendingFields;
    WizardPageId m_id = WizardPageId::None;
    WizardFrame *m_frame = nullptr;
};
