#pragma once

#include "WizardPage.h"

#include <QTimer>

namespace sparkwire::helper {
class ApplyBackend;
}
class PlanModel;
class QLabel;
class QProgressBar;
class QPushButton;

// Step 5: apply through the helper. The system asks for the administrator password (polkit),
// the new configuration goes live, and unless the person presses Keep within the countdown it
// reverts by itself — so a change that cuts the person off undoes itself.
class ApplyPage : public WizardPage
{
    Q_OBJECT
public:
    ApplyPage(PlanModel *plan, sparkwire::helper::ApplyBackend *backend, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    bool isComplete() const override { return m_kept; }

    static constexpr unsigned kTimeoutSeconds = 60;

private:
    void setBusy(bool busy);
    void finish(bool kept, const QString &message);

    PlanModel *m_plan;
    sparkwire::helper::ApplyBackend *m_backend;
    QLabel *m_intro;
    QPushButton *m_apply;
    QProgressBar *m_countdown;
    QLabel *m_question;
    QPushButton *m_keep;
    QPushButton *m_revert;
    QLabel *m_result;
    QTimer m_tick;
    int m_remaining = 0;
    bool m_kept = false;
};
