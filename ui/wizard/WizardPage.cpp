#include "WizardPage.h"

#include "WizardFrame.h"

WizardPageId WizardPage::nextId() const
{
    return m_frame ? m_frame->idAfter(m_id) : WizardPageId::None;
}

QVariant WizardPage::field(WizardField name) const
{
    return m_frame ? m_frame->field(name) : QVariant();
}

void WizardPage::registerField(WizardField name, QObject *object, const char *property,
                               const char *changedSignal)
{
    if (m_frame)
        m_frame->registerField(name, object, property, changedSignal);
    else
        m_pendingFields.append({name, object, property, changedSignal});
}
