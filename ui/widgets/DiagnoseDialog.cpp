#include "DiagnoseDialog.h"

#include "doctor/Doctor.h"
#include "doctor/DoctorReport.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using sparkwire::doctor::DoctorCheck;

namespace {
int rank(DoctorCheck::Status s)
{
    switch (s) {
    case DoctorCheck::Status::Fail:
        return 0;
    case DoctorCheck::Status::Warn:
        return 1;
    case DoctorCheck::Status::Pass:
        return 2;
    case DoctorCheck::Status::Skip:
        break;
    }
    return 3;
}

QString statusText(DoctorCheck::Status s)
{
    switch (s) {
    case DoctorCheck::Status::Fail:
        return DiagnoseDialog::tr("✘ fails");
    case DoctorCheck::Status::Warn:
        return DiagnoseDialog::tr("! warning");
    case DoctorCheck::Status::Pass:
        return DiagnoseDialog::tr("✔ passes");
    case DoctorCheck::Status::Skip:
        break;
    }
    return DiagnoseDialog::tr("– not checked");
}
// The doctor's fixes name sparkwirectl's commands (they serve the command line too); in the
// window the person is first told where the same is done here.
QString windowFix(const QString &fix)
{
    const auto names = [&fix](const char *command) {
        return fix.contains(QLatin1Char('`') + QLatin1String(command));
    };
    QString here;
    if (names("sparkwirectl doctor --cluster"))
        here = DiagnoseDialog::tr("Help → Diagnose… → Whole cluster.");
    else if (names("sparkwirectl plan") || names("sparkwirectl apply") ||
             names("sparkwirectl cluster apply"))
        here = DiagnoseDialog::tr("the wizard's Addressing, Review and Apply steps apply the "
                                  "plan again (or Fix… where it is offered).");
    else if (names("sparkwirectl nccl"))
        here = DiagnoseDialog::tr("File → Export bundle… writes the cluster's NCCL environment "
                                  "(env/nccl.env).");
    else if (names("sparkwirectl agent") || names("sparkwirectl doctor"))
        here = DiagnoseDialog::tr("start Sparkwire there, and use Help → Diagnose… on it.");
    if (here.isEmpty())
        return fix;
    return DiagnoseDialog::tr("In this window: %1\nOn the command line: %2").arg(here, fix);
}
} // namespace

DiagnoseDialog::DiagnoseDialog(Gather gather, QWidget *parent)
    : QDialog(parent)
    , m_gather(std::move(gather))
    , m_context(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(0, 6, this))
{
    setObjectName(QStringLiteral("diagnoseDialog"));
    setWindowTitle(tr("Diagnose this Spark"));
    m_summary->setObjectName(QStringLiteral("diagnoseSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("diagnoseTable"));
    m_context->setObjectName(QStringLiteral("diagnoseContext"));
    m_context->setWordWrap(true);
    m_context->hide();
    m_table->setHorizontalHeaderLabels(
        {tr("Check"), tr("Result"), tr("What it looked at"), tr("Cause"), tr("Fix"), tr("Member")});
    m_table->setColumnHidden(5, true);
    // In the cluster's table the member comes first: who a row is about is read before what
    // (it was the last column, past the window's edge at 980 px).
    m_table->horizontalHeader()->moveSection(5, 0);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move in it
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *again = buttons->addButton(tr("Check &again"), QDialogButtonBox::ActionRole);
    again->setObjectName(QStringLiteral("diagnoseAgainButton"));
    QPushButton *save = buttons->addButton(tr("&Save report…"), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveReportButton"));
    save->setToolTip(tr("A .tar.gz for a bug report: the checks, the CX-7 inventory and the "
                        "network files, with every key and password removed."));
    // Outside the button box, which shows every button it lays out.
    m_clusterButton = new QPushButton(tr("Whole &cluster"), this);
    m_clusterButton->setObjectName(QStringLiteral("diagnoseClusterButton"));
    m_clusterButton->setToolTip(tr("Run the checks on every member of this Spark's cluster over "
                                   "the paired peer channel, and compare the members (MTU on "
                                   "each link, clocks, versions, ring cabling)."));
    m_clusterButton->hide();
    m_fixButton = new QPushButton(tr("&Fix…"), this);
    m_fixButton->setObjectName(QStringLiteral("diagnoseFixButton"));
    m_fixButton->setToolTip(tr("Fix the selected finding where Sparkwire can (through its "
                               "helper), then check again."));
    m_fixButton->hide();
    // Fix changes this Spark (after its own question): never the button Enter presses.
    m_fixButton->setAutoDefault(false);
    m_clusterButton->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(m_fixButton, &QPushButton::clicked, this, &DiagnoseDialog::askAndFix);
    connect(m_table, &QTableWidget::currentCellChanged, this, &DiagnoseDialog::updateFixButton);
    connect(m_clusterButton, &QPushButton::clicked, this, &DiagnoseDialog::runCluster);
    connect(again, &QPushButton::clicked, this, &DiagnoseDialog::runChecks);
    connect(save, &QPushButton::clicked, this, &DiagnoseDialog::chooseAndSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_context);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_fixButton);
    actions->addWidget(m_clusterButton);
    actions->addStretch(1);
    actions->addWidget(buttons);
    layout->addLayout(actions);
    resize(980, 560);
    runChecks();
}

void DiagnoseDialog::runChecks()
{
    setWindowTitle(tr("Diagnose this Spark"));
    m_inputs = m_gather();
    m_clusterShown = false;
    showChecks(sparkwire::doctor::Doctor::runAll(m_inputs), {});
}

void DiagnoseDialog::setFix(Fix fix)
{
    m_fix = std::move(fix);
    m_fixButton->setVisible(bool(m_fix.run));
    updateFixButton();
}

void DiagnoseDialog::updateFixButton()
{
    const int row = m_table->currentRow();
    m_fixButton->setEnabled(m_fix.run && !m_clusterShown && row >= 0 && row < m_checks.size() &&
                            m_fix.offered(m_checks.at(row)));
}

void DiagnoseDialog::askAndFix()
{
    const int row = m_table->currentRow();
    if (!m_fix.run || m_clusterShown || row < 0 || row >= m_checks.size() ||
        !m_fix.offered(m_checks.at(row)))
        return;
    const DoctorCheck check = m_checks.at(row);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Fix %1").arg(check.id),
                                m_fix.question(check), QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("diagnoseFixConfirm"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, check](int) {
        if (box->result() != QMessageBox::Yes)
            return;
        m_fixButton->setEnabled(false);
        m_summary->setText(tr("Fixing %1…").arg(check.id));
        m_fix.run(
            check, [self = QPointer<DiagnoseDialog>(this), check](bool ok, const QString &message) {
                if (!self)
                    return;
                self->runChecks();
                self->m_summary->setText(ok ? tr("%1: %2 Checked again.").arg(check.id, message)
                                            : tr("%1 was not fixed: %2").arg(check.id, message));
            });
    });
    box->open();
}

void DiagnoseDialog::setClusterRun(ClusterRun run)
{
    m_clusterRun = std::move(run);
    m_clusterButton->setVisible(bool(m_clusterRun));
}

void DiagnoseDialog::setContext(const QString &whatFailed)
{
    m_context->setText(whatFailed);
    m_context->setVisible(!whatFailed.isEmpty());
}

void DiagnoseDialog::runCluster()
{
    if (!m_clusterRun)
        return;
    m_clusterButton->setEnabled(false);
    m_summary->setText(tr("Asking every member of the cluster to run its checks…"));
    m_clusterRun(this, [this](const QList<sparkwire::doctor::MemberCheck> &result) {
        m_clusterButton->setEnabled(true);
        m_clusterChecks = result;
        setWindowTitle(tr("Diagnose the cluster"));
        m_clusterShown = true;
        QList<DoctorCheck> checks;
        QStringList members;
        for (const sparkwire::doctor::MemberCheck &c : result) {
            checks << c.check;
            members << c.member;
        }
        showChecks(checks, members);
    });
}

void DiagnoseDialog::showChecks(const QList<DoctorCheck> &checks, const QStringList &members)
{
    QList<int> order;
    for (int i = 0; i < checks.size(); ++i)
        order << i;
    const bool cluster = !members.isEmpty();
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return rank(checks.at(a).status) < rank(checks.at(b).status);
    });
    m_checks.clear();
    int failed = 0;
    int warned = 0;
    int skipped = 0;
    QStringList silent; // members that did not answer: nothing on them was checked
    m_table->setColumnHidden(5, members.isEmpty());
    m_table->setRowCount(int(checks.size()));
    for (int row = 0; row < order.size(); ++row) {
        const DoctorCheck &c = checks.at(order.at(row));
        m_checks << c;
        failed += c.status == DoctorCheck::Status::Fail ? 1 : 0;
        warned += c.status == DoctorCheck::Status::Warn ? 1 : 0;
        skipped += c.status == DoctorCheck::Status::Skip ? 1 : 0;
        if (cluster && c.id == QLatin1String("member-answers") &&
            c.status == DoctorCheck::Status::Fail)
            silent << members.at(order.at(row));
        const QStringList cells{c.id,
                                statusText(c.status),
                                c.evidence,
                                c.cause,
                                windowFix(c.fix),
                                members.isEmpty() ? QString() : members.at(order.at(row))};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            item->setToolTip(cells.at(col));
            m_table->setItem(row, col, item);
        }
    }
    // The check's id and its result whole; what it looked at and the cause wide enough for an
    // address or a netdev name per line (the default 100 px elided them), the fix the rest.
    QHeaderView *header = m_table->horizontalHeader();
    header->resizeSections(QHeaderView::ResizeToContents);
    const int wide =
        fontMetrics().horizontalAdvance(QStringLiteral("enP2p1s0f1np1 192.168.178.1/24"));
    for (const int column : {2, 3})
        header->resizeSection(column, qMin(header->sectionSize(column), wide));
    m_table->resizeRowsToContents();
    updateFixButton();
    const int total = int(checks.size());
    QStringList summary;
    // A member that did not answer comes first, by name: "0 failed" under a table that
    // checked only one Spark read as a healthy cluster.
    if (!silent.isEmpty())
        summary << tr("✘ No answer from %1: nothing on it was checked.")
                       .arg(silent.join(QStringLiteral(", ")));
    if (failed + warned == 0)
        summary << tr("✔ None of the %n check(s) found a problem.", nullptr, total - skipped);
    else if (warned == 0)
        summary << tr("✘ %n check(s) failed: each row says the cause and the fix.", nullptr,
                      failed);
    else if (failed == 0)
        summary << tr("! %n check(s) warned: each row says the cause and the fix.", nullptr,
                      warned);
    else
        summary << tr("✘ %1 failed and %2 warned: each row says the cause and the fix.")
                       .arg(tr("%n check(s)", nullptr, failed), tr("%n check(s)", nullptr, warned));
    if (cluster && skipped > 0)
        summary << tr("%n check(s) not run: each row says why.", nullptr, skipped);
    m_summary->setText(summary.join(QLatin1Char(' ')));
}

bool DiagnoseDialog::saveReport(const QString &file)
{
    const sparkwire::Status written =
        sparkwire::doctor::DoctorReport::write(file, m_inputs, m_checks);
    m_summary->setText(written ? tr("Report saved to %1 (no keys, no secrets).").arg(file)
                               : tr("The report was not saved: %1").arg(written.errorMessage()));
    return bool(written);
}

void DiagnoseDialog::chooseAndSave()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Save the diagnosis report"),
                                     QDir(dir.isEmpty() ? QDir::homePath() : dir)
                                         .filePath(QStringLiteral("sparkwire-doctor.tar.gz")),
                                     tr("Archives (*.tar.gz)"));
    if (!file.isEmpty())
        saveReport(file);
}
