#pragma once

#include "WizardPage.h"

#include <QHash>

class ClusterDiagram;
class ClusterModel;
class OtherToolOffer;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

// Step 4: every member's state is read (progress and Cancel; a member that does not answer
// is named), each member gets its node number (the kept record's or the default, changeable
// in its spin box; two members on one number are refused by name), and the plan that
// follows is shown on the cabling diagram and in a table: every member's netdevs and
// addresses, and what stands in the way, in words.
class AddressingPage : public WizardPage
{
    Q_OBJECT
public:
    AddressingPage(ClusterModel *cluster, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    bool isComplete() const override;
    void enterPage() override;

    QSpinBox *nodeSpin(const QString &memberId) const { return m_nodeSpins.value(memberId); }
    // Shown above the plan when another tool's netplan file configures this Spark's CX-7
    // ports; what it adopts fills this page's subnet, MTU and this Spark's node number.
    void setOtherToolOffer(OtherToolOffer *offer);

private:
    void fitTable(); // the first rows of the plan are seen without scrolling
    void showActivity();
    void showMembers(); // one spin box per member
    void showPlan();

    ClusterModel *m_cluster;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_reread;
    QGroupBox *m_numbers;
    QFormLayout *m_numbersForm;
    QHash<QString, QSpinBox *> m_nodeSpins;
    QStringList m_order; // the members the spin boxes are for
    QLineEdit *m_subnet;
    QSpinBox *m_mtu;
    QLabel *m_shape;
    QLabel *m_problems;
    OtherToolOffer *m_offer = nullptr;
    ClusterDiagram *m_diagram;
    QTableWidget *m_table;
};
