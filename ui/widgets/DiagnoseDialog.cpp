#include "DiagnoseDialog.h"

#include "doctor/Doctor.h"
#include "doctor/DoctorReport.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
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
} // namespace

DiagnoseDialog::DiagnoseDialog(Gather gather, QWidget *parent)
    : QDialog(parent)
    , m_gather(std::move(gather))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(0, 5, this))
{
    setObjectName(QStringLiteral("diagnoseDialog"));
    setWindowTitle(tr("Diagnose this Spark"));
    m_summary->setObjectName(QStringLiteral("diagnoseSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("diagnoseTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Check"), tr("Result"), tr("What it looked at"), tr("Cause"), tr("Fix")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
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
    connect(again, &QPushButton::clicked, this, &DiagnoseDialog::runChecks);
    connect(save, &QPushButton::clicked, this, &DiagnoseDialog::chooseAndSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(980, 560);
    runChecks();
}

void DiagnoseDialog::runChecks()
{
    m_inputs = m_gather();
    m_checks = sparkwire::doctor::Doctor::runAll(m_inputs);
    std::stable_sort(
        m_checks.begin(), m_checks.end(),
        [](const DoctorCheck &a, const DoctorCheck &b) { return rank(a.status) < rank(b.status); });
    int failed = 0;
    int warned = 0;
    m_table->setRowCount(int(m_checks.size()));
    for (int row = 0; row < m_checks.size(); ++row) {
        const DoctorCheck &c = m_checks.at(row);
        failed += c.status == DoctorCheck::Status::Fail ? 1 : 0;
        warned += c.status == DoctorCheck::Status::Warn ? 1 : 0;
        const QStringList cells{c.id, statusText(c.status), c.evidence, c.cause, c.fix};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            item->setToolTip(cells.at(col));
            m_table->setItem(row, col, item);
        }
    }
    m_table->resizeRowsToContents();
    const int total = int(m_checks.size());
    m_summary->setText(failed + warned == 0
                           ? tr("✔ None of the %n check(s) found a problem.", nullptr, total)
                           : tr("%1 check(s) failed, %2 warned: each row says the cause and the "
                                "fix.")
                                 .arg(failed)
                                 .arg(warned));
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
