#pragma once

#include "WizardPage.h"

#include "netplan/CandidateCheck.h"

#include <QFutureWatcher>

class PlanModel;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QTabWidget;

// Step 4: exactly what changes. The file Sparkwire will write, the diff against the current
// one, every other netplan file that touches the same netdevs (and whether it wins), and
// netplan's own verdict on the whole hierarchy with the new file in place.
class ReviewPage : public WizardPage
{
    Q_OBJECT
public:
    ReviewPage(PlanModel *plan, QString netplanRoot, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    bool isComplete() const override;
    void enterPage() override;

private:
    void refresh();
    void showValidation();

    PlanModel *m_plan;
    QString m_root;
    QTabWidget *m_tabs;
    QPlainTextEdit *m_file;
    QPlainTextEdit *m_diff;
    QListWidget *m_conflicts;
    QLabel *m_renderer;
    QLabel *m_validation;
    QFutureWatcher<sparkwire::netplan::CandidateVerdict> m_validator;
    QByteArray m_validating;
    bool m_valid = false;
};
