#include "DemoSeat.h"

#include "MainWindow.h"
#include "cluster/ClusterModel.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoPeerSession.h"
#include "wizard/WizardFrame.h"
#include "wizard/WizardPage.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace sparkwire;

DemoSeat::DemoSeat(sim::DemoEnvironment::Scenario scenario)
    : m_demo(scenario)
{
    if (!m_demo.ok()) {
        m_error = m_demo.error();
        return;
    }
    // The demo peer, paired as the dialog would.
    m_demo.peers()->confirmPairing(true);
    if (!QTest::qWaitFor(
            [&] { return m_demo.peers()->pairedName(QString(64, QLatin1Char('b'))).has_value(); }))
        m_error = QStringLiteral("the demo peer did not pair");
}

DemoSeat::~DemoSeat() = default;

bool DemoSeat::walk(MainWindow &window, const std::function<bool(const QString &)> &visit)
{
    WizardFrame *wizard = window.wizard();
    for (WizardPageId id = wizard->currentId(); id != WizardPageId::None;
         id = wizard->currentPage()->nextId()) {
        wizard->goTo(id);
        // Addressing: the members' states; Review: netplan's checks; Apply: the joint apply
        // itself; Verify: every member's (simulated) checks.
        auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
        bool ready = true;
        // In the faults, Review blocks Next on cloud-init's overriding file: the page is shown
        // with its warning once netplan's verdicts are in, then "apply anyway" is ticked.
        auto *override_ = window.findChild<QCheckBox *>(QStringLiteral("overrideShadowing"));
        if (id == WizardPageId::Addressing)
            ready = QTest::qWaitFor([next] { return next->isEnabled(); }, 15000);
        if (id == WizardPageId::Review)
            ready = QTest::qWaitFor(
                [&] {
                    if (next->isEnabled())
                        return true;
                    if (!override_ || !override_->isVisible())
                        return false;
                    // Blocked: shown once netplan's verdict on every member's file is in.
                    for (const QLabel *verdict : window.findChildren<QLabel *>())
                        if (verdict->objectName().startsWith(QLatin1String("validationResult-")) &&
                            verdict->text().endsWith(QChar(0x2026))) // "Checking …"
                            return false;
                    return true;
                },
                15000);
        if (id == WizardPageId::Apply) {
            window.findChild<QPushButton *>(QStringLiteral("applyButton"))->click();
            // Every check passes in the healthy demo: the person keeps the change in the
            // banner. In the faults the overridden twin fails its checks: no Keep.
            auto *keep = window.findChild<QPushButton *>(QStringLiteral("keepButton"));
            ready = QTest::qWaitFor(
                [&] {
                    return (keep->isVisible() && keep->isEnabled()) ||
                           window.cluster()->outcome().has_value();
                },
                15000);
            if (ready && !window.cluster()->outcome())
                keep->click();
            ready = ready &&
                    QTest::qWaitFor([&] { return window.cluster()->outcome().has_value(); }, 15000);
        }
        if (id == WizardPageId::Verify)
            ready = QTest::qWaitFor(
                [&] {
                    auto *check =
                        window.findChild<QPushButton *>(QStringLiteral("runChecksButton"));
                    return !check || check->isEnabled();
                },
                15000);
        if (!ready) {
            m_error = QStringLiteral("page %1 did not get ready")
                          .arg(wizard->currentPage()->objectName());
            return false;
        }
        if (!visit(wizard->currentPage()->objectName()))
            return false;
        if (id == WizardPageId::Review && override_ && override_->isVisible())
            override_->setChecked(true); // "I checked the other files: apply anyway"
    }
    return true;
}
