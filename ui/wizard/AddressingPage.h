#pragma once

#include "WizardPage.h"

class PlanModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

// Step 3: topology, port, node number, subnets, MTU. Every edit re-plans at once; problems
// (bad subnet, overlap with the management LAN, wrong node count) are explained beside the
// fields and keep Next disabled.
class AddressingPage : public WizardPage
{
    Q_OBJECT
public:
    AddressingPage(PlanModel *plan, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    bool isComplete() const override;
    void enterPage() override;

private:
    void choiceEdited();
    void showChoice(); // the fields from the plan (which Find peers may have set)
    void showPlan();

    PlanModel *m_plan;
    QComboBox *m_topology;
    QSpinBox *m_nodes;
    QSpinBox *m_node;
    QComboBox *m_port;
    QLineEdit *m_subnet;
    QSpinBox *m_mtu;
    QComboBox *m_addressing;
    QTableWidget *m_table;
    QLabel *m_problems;
    QLabel *m_cablingNote;
};
